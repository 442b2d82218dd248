// Runs in a worker thread (heic-pool.ts): libheif's wasm decoder holds its thread for the
// whole decode, up to a second for a 12 MP phone photo, which on the request thread would
// stall every other request. Plain JavaScript because worker threads load files without the
// TypeScript compiler the tests use.
'use strict';
const { move, transferableSymbol, valueSymbol } = require('piscina');

/**
 * @param {{ bytes: Uint8Array, maxPixels: number }} task
 * @returns {Promise<{ width: number, height: number, data: Uint8ClampedArray } | { error: 'unreadable' | 'too-many-pixels' }>}
 */
module.exports = async function decodeHeic({ bytes, maxPixels }) {
  let images;
  try {
    // Loaded on the first HEIC the worker sees: the wasm bundle is large.
    images = await require('heic-decode').all({ buffer: bytes });
  } catch {
    return { error: 'unreadable' };
  }
  try {
    const first = images[0];
    if (!first) return { error: 'unreadable' };
    if (first.width * first.height > maxPixels) return { error: 'too-many-pixels' };
    let decoded;
    try {
      decoded = await first.decode();
    } catch {
      return { error: 'unreadable' };
    }
    const { width, height, data } = decoded;
    // The pixels are transferred, not copied: 48 MB of RGBA for a 12 MP photo.
    return move({
      [transferableSymbol]: data.buffer,
      [valueSymbol]: { width, height, data },
    });
  } finally {
    images.dispose();
  }
};

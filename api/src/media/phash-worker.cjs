// Runs in a worker thread (phash-pool.ts): sharp-phash's DCT is about 14 ms of plain
// JavaScript per photo, which on the request thread stalls every other request for that long
// (three photos per imported row). Plain JavaScript because worker threads load files without
// the TypeScript compiler the tests use.
'use strict';
const phash = require('sharp-phash');

/**
 * @param {{ pixels: Uint8Array, size: number }} task a size x size greyscale picture
 * @returns {Promise<string>} the 64-bit hash as a string of 0s and 1s
 */
module.exports = function perceptualHash({ pixels, size }) {
  const bytes = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  return phash(bytes, { raw: { width: size, height: size, channels: 1 } });
};

import path from 'node:path';
import { Piscina } from 'piscina';
import sharp from 'sharp';

/** The picture sharp-phash hashes: greyscale, squeezed to this many pixels a side. */
const SAMPLE_SIZE = 32;

let pool: Piscina | null = null;

/**
 * sharp-phash's hash of a picture, with its DCT in a worker thread (phash-worker.cjs) instead
 * of on the request thread. The 32 x 32 greyscale sample is made here by sharp, off the thread
 * too (libvips' pool), as sharp-phash makes it; the worker gets those 1,024 bytes and hashes
 * them as they are, so the hash is the one sharp-phash gives for the whole picture (its tests
 * compare). One thread, started on the first photo, stopped after a minute without one.
 */
export async function perceptualHash(input: Buffer, options?: sharp.SharpOptions): Promise<string> {
  const sample = await sharp(input, options)
    .greyscale()
    .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: 'fill' })
    .rotate()
    .raw()
    .toBuffer();
  pool ??= new Piscina({
    filename: path.join(__dirname, 'phash-worker.cjs'),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
  });
  const pixels = new Uint8Array(sample);
  return (await pool.run(
    { pixels, size: SAMPLE_SIZE },
    { transferList: [pixels.buffer] },
  )) as string;
}

/** Stops the worker, if one runs (the app's onClose), once the hashes in hand are done. */
export async function closePhashPool(): Promise<void> {
  const running = pool;
  pool = null;
  await running?.close();
}

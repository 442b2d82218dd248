import path from 'node:path';
import { Piscina } from 'piscina';

export type HeicDecodeResult =
  | { width: number; height: number; data: Uint8ClampedArray }
  | { error: 'unreadable' | 'too-many-pixels' };

let pool: Piscina | null = null;

/**
 * Decodes the first picture of a HEIC/HEIF file to RGBA in a worker thread (heic-worker.cjs).
 * One thread: decodes queue behind each other rather than take both cores from the requests.
 * It starts on the first HEIC and stops after a minute without one (libheif holds ~50 MB).
 */
export async function decodeHeic(bytes: Buffer, maxPixels: number): Promise<HeicDecodeResult> {
  pool ??= new Piscina({
    filename: path.join(__dirname, 'heic-worker.cjs'),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
  });
  // A copy the worker can own: `bytes` may be a slice of a larger pooled buffer.
  const copy = new Uint8Array(bytes);
  return (await pool.run(
    { bytes: copy, maxPixels },
    { transferList: [copy.buffer] },
  )) as HeicDecodeResult;
}

/**
 * Stops the worker, if one runs (the app's onClose), once the decodes in hand are done: a
 * HEIC job still running at shutdown finishes instead of failing into a retry.
 */
export async function closeHeicPool(): Promise<void> {
  const running = pool;
  pool = null;
  await running?.close();
}

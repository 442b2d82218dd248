/*
 * HEIC decoding (libheif wasm) on the request thread, as it ran before heic-pool.ts, and in the
 * worker pool: the time a decode takes and the longest the event loop stalls meanwhile, over
 * 5 decodes of the e2e fixture (1.2 MP). Prints only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import heicDecode from 'heic-decode';
import { closeHeicPool, decodeHeic } from '../src/media/heic-pool';
import { runBench } from './bench-kit';

const HEIC = fs.readFileSync(path.join(__dirname, '../../e2e/fixtures/photo.heic'));
const ROUNDS = 5;

async function measure(name: string, decode: () => Promise<unknown>): Promise<void> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const start = process.hrtime.bigint();
  for (let i = 0; i < ROUNDS; i++) await decode();
  const ms = Number(process.hrtime.bigint() - start) / 1e6 / ROUNDS;
  delay.disable();
  console.log(
    `${name}: ${ms.toFixed(0)} ms a decode, longest event-loop stall ${(delay.max / 1e6).toFixed(0)} ms`,
  );
}

async function main(): Promise<void> {
  await measure('on the request thread', async () => {
    const images = await heicDecode.all({ buffer: HEIC });
    await images[0]?.decode();
    images.dispose();
  });
  await decodeHeic(HEIC, Infinity); // the worker's start and wasm load, not measured
  await measure('in the worker thread', () => decodeHeic(HEIC, Infinity));
  await closeHeicPool();
}

runBench(main);

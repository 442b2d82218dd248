/*
 * A listing video of 300 MB (BENCH_VIDEO_MB) sent with tus through the real app over HTTP, the
 * connection cut at 50 %, then resumed as tus-js-client does: HEAD for the offset, PATCH the
 * rest. Prints the bytes sent again (budget: under 5 % of the file) and the times.
 * PGlite by default; PostgreSQL when DATABASE_URL is set.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { DEMO_PASSWORD } from '../src/seed/data';
import { openBenchDatabase } from './bench-kit';

const SIZE = Number(process.env.BENCH_VIDEO_MB ?? 300) * 1024 * 1024;
const CHUNK = 1024 * 1024;

/** A real MP4 head (so the upload is taken as a video) padded to SIZE with noise. */
function makeFile(dir: string): string {
  const head = path.join(dir, 'head.mp4');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=1:size=320x240:rate=10',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    head,
  ]);
  const file = path.join(dir, 'video.mp4');
  fs.copyFileSync(head, file);
  const block = Buffer.alloc(CHUNK);
  for (let i = 0; i < block.length; i++) block[i] = (i * 2654435761) >>> 24;
  const fd = fs.openSync(file, 'a');
  for (let size = fs.statSync(file).size; size < SIZE; size += block.length) {
    fs.writeSync(fd, block, 0, Math.min(block.length, SIZE - size));
  }
  fs.closeSync(fd);
  return file;
}

/** PATCHes the file from `offset`; with `cutAt`, destroys the connection after that many bytes. */
function patch(
  url: URL,
  auth: string,
  file: string,
  offset: number,
  cutAt: number | null,
): Promise<{ sent: number; status: number | null }> {
  return new Promise((resolve) => {
    let sent = 0;
    const request = http.request(url, {
      method: 'PATCH',
      headers: {
        authorization: auth,
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(fs.statSync(file).size - offset),
      },
    });
    request.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ sent, status: res.statusCode ?? null }));
    });
    request.on('error', () => resolve({ sent, status: null }));
    const stream = fs.createReadStream(file, { start: offset, highWaterMark: CHUNK });
    stream.on('data', (chunk) => {
      if (cutAt !== null && sent >= cutAt) {
        stream.destroy();
        request.destroy();
        return;
      }
      sent += chunk.length;
      if (!request.write(chunk)) {
        stream.pause();
        request.once('drain', () => stream.resume());
      }
    });
    stream.on('end', () => request.end());
  });
}

async function main(): Promise<void> {
  const { config, database, driver, dispose } = await openBenchDatabase();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'video-bench-'));
  const app = await buildApp({
    config: {
      ...config,
      mediaDir: path.join(work, 'media'),
      dataDir: path.join(work, 'data'),
      rateLimitDisabled: true,
    },
    database,
    logger: false,
  });
  try {
    const file = makeFile(work);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${address}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'broker@example.com', password: DEMO_PASSWORD }),
    });
    const auth = `Bearer ${((await login.json()) as { token: string }).token}`;
    const created = await fetch(`${address}/api/listing/store?step=1`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Video bench' }),
    });
    const draft = (await created.json()) as { id: number; paths: { video: string } };
    const start = await fetch(`${address}/api${draft.paths.video}`, {
      method: 'POST',
      headers: { authorization: auth, 'tus-resumable': '1.0.0', 'upload-length': String(SIZE) },
    });
    const location = new URL(start.headers.get('location') ?? '', address);

    const t0 = process.hrtime.bigint();
    const first = await patch(location, auth, file, 0, SIZE / 2);
    const head = await fetch(location, {
      method: 'HEAD',
      headers: { authorization: auth, 'tus-resumable': '1.0.0' },
    });
    const offset = Number(head.headers.get('upload-offset'));
    const second = await patch(location, auth, file, offset, null);
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;

    const total = first.sent + second.sent;
    const again = total - SIZE;
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    console.log(`database: ${driver}; file ${mb(SIZE)} MB`);
    console.log(`cut after ${mb(first.sent)} MB sent; HEAD offset ${mb(offset)} MB`);
    console.log(`resumed: ${mb(second.sent)} MB sent, answer ${second.status}`);
    console.log(
      `bytes sent again: ${again} (${((again / SIZE) * 100).toFixed(2)} % of the file; budget < 5 %)`,
    );
    console.log(`time, first byte to last: ${seconds.toFixed(1)} s`);
  } finally {
    await app.close();
    await dispose();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

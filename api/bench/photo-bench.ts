/*
 * 20 camera-size photos (4000 x 3000 JPEG, about 4 MB each) uploaded one after another to a
 * listing through the real app over HTTP: check by bytes, decode, orientation, WebP in the
 * gallery and card sizes, perceptual hash, storage, row. Prints total seconds and seconds per
 * photo (a budget figure: docs/listings-api.md). PGlite by default; PostgreSQL when
 * DATABASE_URL is set.
 *   BENCH_PHOTOS (default 20)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { patternImage } from '../src/media/test-images';
import { DEMO_PASSWORD } from '../src/seed/data';
import { openBenchDatabase } from './bench-kit';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 20);
const WIDTH = 4000;
const HEIGHT = 3000;

/**
 * A distinct picture per seed with sensor-like noise on top, so the JPEG stays camera-sized
 * (a smooth picture would compress to a few hundred KB) and no two are duplicates.
 */
async function cameraJpeg(seed: number, noise: Buffer): Promise<Buffer> {
  const base = await patternImage(seed, WIDTH, HEIGHT).raw().toBuffer();
  for (let i = 0; i < base.length; i++) {
    base[i] = Math.max(0, Math.min(255, (base[i] as number) + (noise[i] as number) - 24));
  }
  return sharp(base, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function main(): Promise<void> {
  const { config, database, driver, dispose } = await openBenchDatabase();
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-bench-media-'));
  const app = await buildApp({
    config: { ...config, mediaDir, rateLimitDisabled: true },
    database,
    logger: false,
  });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${address}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'broker@example.com', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const created = await fetch(`${address}/api/listing/store?step=1`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Photo bench' }),
    });
    const draft = (await created.json()) as { paths: { photos: string } };

    const noise = Buffer.alloc(WIDTH * HEIGHT * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(Math.random() * 48);
    const files: Buffer[] = [];
    for (let i = 0; i < PHOTOS; i++) files.push(await cameraJpeg(1000 + i, noise));
    const mb = files.reduce((n, f) => n + f.length, 0) / PHOTOS / 1024 / 1024;

    console.log(`\n${driver}; ${os.cpus().length} CPU(s); photos uploaded one after another`);
    console.log(`${PHOTOS} JPEGs of ${WIDTH} x ${HEIGHT}, ${mb.toFixed(1)} MB on average`);
    const start = process.hrtime.bigint();
    for (const [i, file] of files.entries()) {
      const body = new FormData();
      body.append('file', new Blob([file], { type: 'image/jpeg' }), `photo-${i}.jpg`);
      const res = await fetch(`${address}/api${draft.paths.photos}`, {
        method: 'POST',
        headers: auth,
        body,
      });
      if (res.status !== 201) throw new Error(`photo ${i}: ${res.status} ${await res.text()}`);
    }
    const total = Number(process.hrtime.bigint() - start) / 1e9;
    console.log(`total: ${total.toFixed(1)} s; per photo: ${(total / PHOTOS).toFixed(2)} s`);
  } finally {
    await app.close();
    await dispose();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});

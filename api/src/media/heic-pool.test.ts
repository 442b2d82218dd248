import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { closeHeicPool, decodeHeic } from './heic-pool';

// A 1.2 MP iPhone-style HEIC, the fixture the upload tests send.
const HEIC = fs.readFileSync(path.join(__dirname, '../../../e2e/fixtures/photo.heic'));

afterAll(closeHeicPool);

describe('decodeHeic (libheif in a worker thread)', () => {
  it('decodes the first picture to RGBA pixels that sharp reads', async () => {
    const decoded = await decodeHeic(HEIC, 100_000_000);
    if ('error' in decoded) throw new Error(`decode failed: ${decoded.error}`);
    expect(decoded.width).toBeGreaterThan(100);
    expect(decoded.height).toBeGreaterThan(100);
    expect(decoded.data.byteLength).toBe(decoded.width * decoded.height * 4);
    const { width, height, data } = decoded;
    const stats = await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
    }).stats();
    // A photo, not a blank buffer: its channels vary.
    expect(stats.channels[0]?.stdev).toBeGreaterThan(1);
  });

  it('leaves the caller its buffer: the worker gets a copy', async () => {
    const bytes = Buffer.from(HEIC);
    await decodeHeic(bytes, 100_000_000);
    expect(bytes.byteLength).toBe(HEIC.byteLength);
    expect(bytes.equals(HEIC)).toBe(true);
  });

  it('answers too-many-pixels before decoding a picture over the limit', async () => {
    await expect(decodeHeic(HEIC, 1000)).resolves.toEqual({ error: 'too-many-pixels' });
  });

  it('answers unreadable for a cut-off file and for bytes that are no HEIC', async () => {
    await expect(decodeHeic(HEIC.subarray(0, HEIC.length / 3), 100_000_000)).resolves.toEqual({
      error: 'unreadable',
    });
    await expect(decodeHeic(Buffer.from('not a photo at all'), 100_000_000)).resolves.toEqual({
      error: 'unreadable',
    });
  });

  it('decodes several at once, one after another in the one thread, each to its own result', async () => {
    const results = await Promise.all([
      decodeHeic(HEIC, 100_000_000),
      decodeHeic(HEIC, 1000),
      decodeHeic(HEIC, 100_000_000),
    ]);
    expect(results.map((r) => ('error' in r ? r.error : 'ok'))).toEqual([
      'ok',
      'too-many-pixels',
      'ok',
    ]);
  });

  it('lets a decode in hand finish when the pool closes (a HEIC job at shutdown)', async () => {
    const decoding = decodeHeic(HEIC, 100_000_000);
    await closeHeicPool();
    await expect(decoding).resolves.toMatchObject({ width: expect.any(Number) as number });
  });

  it('starts again after the pool was closed', async () => {
    await closeHeicPool();
    const decoded = await decodeHeic(HEIC, 100_000_000);
    expect('error' in decoded).toBe(false);
  });
});

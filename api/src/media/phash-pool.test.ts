import phash from 'sharp-phash';
import { closePhashPool, perceptualHash } from './phash-pool';
import { patternImage, patternPhoto, solidImage } from './test-images';

afterAll(closePhashPool);

describe('perceptualHash (sharp-phash with its DCT in a worker thread)', () => {
  it("gives sharp-phash's own hash, for decoded pixels and for files", async () => {
    for (const seed of [1, 2, 3, 17, 99]) {
      // As processListingPhoto hands it over: raw RGB at gallery size.
      const { data, info } = await patternImage(seed, 1920, 1440)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      expect(await perceptualHash(data, raw)).toBe(await phash(data, raw));
      const jpeg = await patternPhoto(seed, 'jpeg', 800, 600);
      expect(await perceptualHash(jpeg)).toBe(await phash(jpeg));
    }
    // A plain picture, all of one colour (a blank render, a logo's background).
    const plain = await solidImage('png');
    expect(await perceptualHash(plain)).toBe(await phash(plain));
  });

  it('tells different pictures apart: 64 bits, not all alike', async () => {
    const hashes = await Promise.all(
      [1, 2, 3, 4].map(async (seed) => perceptualHash(await patternPhoto(seed))),
    );
    for (const hash of hashes) expect(hash).toMatch(/^[01]{64}$/);
    expect(new Set(hashes).size).toBe(4);
  });

  it('lets hashes in hand finish when the pool closes, and starts again after', async () => {
    const photo = await patternPhoto(5);
    const hashing = perceptualHash(photo);
    await closePhashPool();
    const expected = await phash(photo);
    await expect(hashing).resolves.toBe(expected);
    await expect(perceptualHash(photo)).resolves.toBe(expected);
  });

  it('refuses bytes that are no picture, as sharp does', async () => {
    await expect(perceptualHash(Buffer.from('not a photo'))).rejects.toThrow();
  });
});

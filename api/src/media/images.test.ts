import sharp from 'sharp';
import { HttpError } from '../http/errors';
import {
  AVATAR_VARIANTS,
  COMPANY_LOGO_VARIANTS,
  MAX_UPLOAD_BYTES,
  NOT_AN_IMAGE,
  TOO_LARGE,
  TOO_MANY_PIXELS,
  inspectImage,
  renderImage,
  sniffImageFormat,
  variantKey,
} from './images';
import { HTML_FILE, SVG_FILE, jpegWithGps, pngClaimingSize, solidImage } from './test-images';

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('expected a rejection');
}

describe('sniffImageFormat', () => {
  it('recognises JPEG, PNG and WebP by their bytes', async () => {
    expect(sniffImageFormat(await solidImage('jpeg', 8, 8))).toBe('jpeg');
    expect(sniffImageFormat(await solidImage('png', 8, 8))).toBe('png');
    expect(sniffImageFormat(await solidImage('webp', 8, 8))).toBe('webp');
  });

  it('refuses HTML, SVG, GIF and empty input whatever their name', async () => {
    expect(sniffImageFormat(HTML_FILE)).toBeNull();
    expect(sniffImageFormat(SVG_FILE)).toBeNull();
    expect(
      sniffImageFormat(
        await sharp(await solidImage('png', 4, 4))
          .gif()
          .toBuffer(),
      ),
    ).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('inspectImage', () => {
  it('reads format and size from the header', async () => {
    await expect(inspectImage(await solidImage('png', 30, 20))).resolves.toEqual({
      format: 'png',
      width: 30,
      height: 20,
    });
  });

  it('refuses an HTML page renamed .jpg with 422 on file', async () => {
    const err = await rejection(inspectImage(HTML_FILE));
    expect(err.statusCode).toBe(422);
    expect(err.errors).toEqual({ file: [NOT_AN_IMAGE] });
  });

  it('refuses a JPEG signature in front of something else', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML_FILE]);
    const err = await rejection(inspectImage(fake));
    expect(err.statusCode).toBe(422);
  });

  it('refuses more than 10 MB with 413', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    big.set([0xff, 0xd8, 0xff], 0);
    const err = await rejection(inspectImage(big));
    expect(err.statusCode).toBe(413);
    expect(err.errors).toEqual({ file: [TOO_LARGE] });
  });

  it('refuses a 20 000 x 20 000 image from its header, without decoding it', async () => {
    const bomb = pngClaimingSize(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    const started = Date.now();
    const err = await rejection(inspectImage(bomb));
    expect(err.statusCode).toBe(422);
    expect(err.errors).toEqual({ file: [TOO_MANY_PIXELS] });
    // Not a timing assertion on the product: a decode would take seconds and gigabytes.
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(renderImage(bomb, AVATAR_VARIANTS)).rejects.toMatchObject({ statusCode: 422 });
  });
});

describe('renderImage', () => {
  it('makes the avatar sizes as WebP without EXIF or GPS', async () => {
    const input = await jpegWithGps();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    expect(input.includes(Buffer.from('Secret Model 9'))).toBe(true);
    const out = await renderImage(input, AVATAR_VARIANTS);
    expect(out.map((o) => [o.suffix, o.width, o.height])).toEqual([
      ['', 256, 256],
      ['-64', 64, 64],
    ]);
    for (const image of out) {
      const meta = await sharp(image.data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(image.data.includes(Buffer.from('Secret Model 9'))).toBe(false);
    }
  });

  it('fits a wide logo inside 400 x 200 and never enlarges a small one', async () => {
    const [wide] = await renderImage(await solidImage('png', 1600, 400), COMPANY_LOGO_VARIANTS);
    expect([wide?.width, wide?.height]).toEqual([400, 100]);
    const [small] = await renderImage(await solidImage('webp', 120, 60), COMPANY_LOGO_VARIANTS);
    expect([small?.width, small?.height]).toEqual([120, 60]);
  });

  it('refuses a truncated image', async () => {
    const full = await solidImage('jpeg', 400, 400);
    const err = await rejection(renderImage(full.subarray(0, 200), AVATAR_VARIANTS));
    expect(err.statusCode).toBe(422);
  });
});

describe('variantKey', () => {
  it('inserts the suffix before the extension', () => {
    expect(variantKey('avatars/1/a.webp', '-64')).toBe('avatars/1/a-64.webp');
    expect(variantKey('avatars/1/a.webp', '')).toBe('avatars/1/a.webp');
  });
});

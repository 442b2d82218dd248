import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES, NOT_AN_IMAGE, TOO_LARGE, TOO_MANY_PIXELS } from '../media/images';
import {
  HTML_FILE,
  SVG_FILE,
  jpegWithGps,
  pngClaimingSize,
  solidImage,
} from '../media/test-images';
import { errorBody, type TestApp } from '../test/test-app';
import { createAccountTestApp, multipartFile, signUp, type SignedInUser } from './test-helpers';

describe('avatar and company logo uploads', () => {
  let t: TestApp;
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-media-'));
  beforeAll(async () => {
    t = await createAccountTestApp({ env: { MEDIA_DIR: mediaDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  const upload = (
    url: string,
    user: SignedInUser,
    bytes: Buffer,
    options: Parameters<typeof multipartFile>[1] = {},
  ) => {
    const { payload, headers } = multipartFile(bytes, options);
    return t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...user.auth, ...headers },
      payload,
    });
  };
  const stored = (key: string) => path.join(mediaDir, ...key.split('/'));

  it('stores a JPEG avatar in both sizes, without EXIF or GPS, and serves it', async () => {
    const user = await signUp(t.app);
    const res = await upload('/profile/upload-avatar', user, await jpegWithGps());
    expect(res.statusCode).toBe(200);
    const key = res.json().user.avatar_path as string;
    expect(key).toMatch(/^avatars\/\d+\/[A-Za-z0-9_-]+\.webp$/);

    const main = fs.readFileSync(stored(key));
    const meta = await sharp(main).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    expect(meta.exif).toBeUndefined();
    expect(main.includes(Buffer.from('Secret Model 9'))).toBe(false);
    const small = await sharp(fs.readFileSync(stored(key.replace('.webp', '-64.webp')))).metadata();
    expect([small.width, small.height]).toEqual([64, 64]);

    const served = await t.app.inject({ method: 'GET', url: `/media/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(main)).toBe(true);
  });

  it('stores a PNG company logo fitted inside 400 x 200', async () => {
    const user = await signUp(t.app, { role: 'developer' });
    const res = await upload(
      '/profile/upload-company-logo',
      user,
      await solidImage('png', 1200, 300),
      {
        filename: 'logo.png',
        contentType: 'image/png',
      },
    );
    expect(res.statusCode).toBe(200);
    const key = res.json().user.company_logo_path as string;
    expect(key).toMatch(/^logos\/\d+\//);
    const meta = await sharp(fs.readFileSync(stored(key))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 100]);
  });

  it('removes the old files when the avatar is replaced', async () => {
    const user = await signUp(t.app);
    const first = (await upload('/profile/upload-avatar', user, await solidImage('jpeg'))).json()
      .user.avatar_path as string;
    const second = (await upload('/profile/upload-avatar', user, await solidImage('webp'))).json()
      .user.avatar_path as string;
    expect(second).not.toBe(first);
    expect(fs.existsSync(stored(first))).toBe(false);
    expect(fs.existsSync(stored(first.replace('.webp', '-64.webp')))).toBe(false);
    expect(fs.existsSync(stored(second))).toBe(true);
  });

  it('refuses an HTML file renamed .jpg and an SVG', async () => {
    const user = await signUp(t.app);
    for (const [bytes, filename, contentType] of [
      [HTML_FILE, 'photo.jpg', 'image/jpeg'],
      [SVG_FILE, 'logo.svg', 'image/svg+xml'],
      [Buffer.from('just some text'), 'notes.png', 'image/png'],
    ] as const) {
      const res = await upload('/profile/upload-avatar', user, bytes, { filename, contentType });
      expect(res.statusCode).toBe(422);
      expect(errorBody(res)).toEqual({ message: NOT_AN_IMAGE, errors: { file: [NOT_AN_IMAGE] } });
    }
  });

  it('refuses a 20 000 x 20 000 image with a clear 422', async () => {
    const user = await signUp(t.app);
    const res = await upload('/profile/upload-avatar', user, pngClaimingSize(20_000, 20_000), {
      filename: 'huge.png',
      contentType: 'image/png',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: [TOO_MANY_PIXELS] });
  });

  it('refuses a file over 10 MB with 413', async () => {
    const user = await signUp(t.app);
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1024);
    big.set([0xff, 0xd8, 0xff], 0);
    const res = await upload('/profile/upload-avatar', user, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().errors).toEqual({ file: [TOO_LARGE] });
  });

  it('needs a multipart body with a "file" part', async () => {
    const user = await signUp(t.app);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/profile/upload-avatar',
      headers: user.auth,
      payload: {},
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.file).toBeDefined();
    const wrongField = await upload('/profile/upload-avatar', user, await solidImage('png'), {
      field: 'avatar',
    });
    expect(wrongField.statusCode).toBe(422);
  });

  it('never serves HTML or SVG from the media folder', async () => {
    fs.writeFileSync(path.join(mediaDir, 'evil.html'), HTML_FILE);
    fs.writeFileSync(path.join(mediaDir, 'evil.svg'), SVG_FILE);
    expect((await t.app.inject({ method: 'GET', url: '/media/evil.html' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/evil.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/../package.json' })).statusCode).toBe(
      404,
    );
  });

  it('shows the multipart "file" part in the OpenAPI document', () => {
    const paths = (t.app.swagger() as { paths: Record<string, { post: unknown }> }).paths;
    for (const url of ['/api/profile/upload-avatar', '/api/profile/upload-company-logo']) {
      expect(paths[url]?.post).toMatchObject({
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: { file: { type: 'string', format: 'binary' } },
                required: ['file'],
              },
            },
          },
        },
      });
    }
  });
});

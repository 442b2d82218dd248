import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { S3MediaStorage, createS3Client } from './s3-storage';
import { LocalMediaStorage, assertValidKey, createMediaStorage, randomKey } from './storage';

describe('media keys', () => {
  it('accepts relative keys and refuses anything that could leave the media root', () => {
    expect(() => assertValidKey('avatars/1/abc_DEF-1.webp')).not.toThrow();
    for (const bad of [
      '../etc/passwd',
      'a/../../b',
      '/abs',
      'a//b',
      'a\\b',
      '',
      '.hidden',
      'a/.x',
    ]) {
      expect(() => assertValidKey(bad)).toThrow();
    }
  });

  it('makes unguessable keys in a folder', () => {
    const a = randomKey('avatars/7', 'webp');
    expect(a).toMatch(/^avatars\/7\/[0-9a-f]{32}\.webp$/);
    expect(randomKey('avatars/7', 'webp')).not.toBe(a);
  });
});

describe('LocalMediaStorage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-'));
  const storage = new LocalMediaStorage(root, '/media');
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('writes, serves the public URL from the prefix and removes', async () => {
    await storage.put('avatars/1/x.webp', Buffer.from('abc'), 'image/webp');
    expect(fs.readFileSync(path.join(root, 'avatars', '1', 'x.webp'), 'utf8')).toBe('abc');
    // No temporary file is left next to it.
    expect(fs.readdirSync(path.join(root, 'avatars', '1'))).toEqual(['x.webp']);
    expect(storage.publicUrl('avatars/1/x.webp')).toBe('/media/avatars/1/x.webp');
    await storage.remove('avatars/1/x.webp');
    expect(fs.existsSync(path.join(root, 'avatars', '1', 'x.webp'))).toBe(false);
    await expect(storage.remove('avatars/1/x.webp')).resolves.toBeUndefined();
  });

  it('refuses a traversal key', async () => {
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
  });

  it('is the default; a CDN prefix only changes URLs', async () => {
    const s = createMediaStorage({
      mediaDir: root,
      publicMediaPrefix: 'https://cdn.example.com/m/',
      s3: null,
    });
    expect(s.kind).toBe('local');
    expect(s.publicUrl('a/b.webp')).toBe('https://cdn.example.com/m/a/b.webp');
  });
});

describe('S3MediaStorage', () => {
  interface Seen {
    method: string;
    url: string;
    headers: http.IncomingHttpHeaders;
    body: Buffer;
  }
  const seen: Seen[] = [];
  let server: http.Server;
  let endpoint: string;

  // A stand-in for an S3-compatible store on loopback: the real SDK signs and sends real
  // HTTP requests, so the test checks what would reach MinIO or AWS.
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks),
        });
        res.statusCode = req.method === 'DELETE' ? 204 : 200;
        res.setHeader('etag', '"abc"');
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts and deletes objects with signed path-style requests', async () => {
    const settings = {
      endpoint,
      bucket: 'phuket-media',
      region: 'ap-southeast-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret-example',
    };
    const storage = new S3MediaStorage(
      createS3Client(settings),
      settings.bucket,
      'https://cdn.example.com',
    );
    await storage.put('avatars/3/k.webp', Buffer.from('webp-bytes'), 'image/webp');
    await storage.remove('avatars/3/k.webp');

    const [put, del] = seen;
    expect(put?.method).toBe('PUT');
    expect(put?.url.split('?')[0]).toBe('/phuket-media/avatars/3/k.webp');
    expect(put?.headers['content-type']).toBe('image/webp');
    expect(put?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(put?.headers.authorization)).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-southeast-1\/s3\/aws4_request/,
    );
    expect(put?.body.toString()).toBe('webp-bytes');
    expect(del?.method).toBe('DELETE');
    expect(del?.url.split('?')[0]).toBe('/phuket-media/avatars/3/k.webp');
    expect(storage.publicUrl('avatars/3/k.webp')).toBe('https://cdn.example.com/avatars/3/k.webp');
  });

  it('writes owner-only documents without a public cache policy, and nothing with an ACL', async () => {
    seen.length = 0;
    const storage = new S3MediaStorage(
      createS3Client({
        endpoint,
        bucket: 'phuket-media',
        region: 'ap-southeast-1',
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'secret-example',
      }),
      'phuket-media',
      '/media',
    );
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 's3-private-'));
    const pdf = path.join(folder, 'doc.pdf');
    fs.writeFileSync(pdf, '%PDF-1.4');
    await storage.put('private/listings/3/a.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    await storage.putFile('private/listings/3/b.pdf', pdf, 'application/pdf');
    fs.rmSync(folder, { recursive: true, force: true });
    await storage.put('listings/3/c.webp', Buffer.from('webp'), 'image/webp');
    const [a, b, c] = seen;
    expect(a?.url.split('?')[0]).toBe('/phuket-media/private/listings/3/a.pdf');
    expect(a?.headers['cache-control']).toBe('private, no-store');
    expect(b?.headers['cache-control']).toBe('private, no-store');
    expect(c?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Read access is the bucket policy's (docs/deploy.md): no object says public-read.
    expect(seen.map((r) => r.headers['x-amz-acl'])).toEqual([undefined, undefined, undefined]);
  });

  it('is chosen when a bucket is configured', async () => {
    const s = createMediaStorage({
      mediaDir: '/unused',
      publicMediaPrefix: '/media',
      s3: { endpoint, bucket: 'b', region: 'us-east-1', accessKeyId: 'a', secretAccessKey: 'b' },
    });
    expect(s.kind).toBe('s3');
  });
});

describe('randomKey', () => {
  it('always makes a key that assertValidKey accepts', () => {
    for (let i = 0; i < 2000; i++) {
      const key = randomKey('avatars/7', 'webp');
      expect(() => assertValidKey(key)).not.toThrow();
    }
  });
});

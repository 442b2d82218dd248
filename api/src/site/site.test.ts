import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../test/test-app';

/** A fake built front end: the shell and one remote; the other remotes are "not built". */
function fakeSiteRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-site-'));
  const write = (rel: string, content: string) => {
    const file = path.join(root, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };
  write('shell/dist/index.html', '<!doctype html><title>Phuket shell</title><div id="root"></div>');
  write('shell/dist/main.3f9a1c0b7d2e.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
  write('shell/dist/favicon.ico', 'ico');
  write('mfe-catalog/dist/remoteEntry.js', 'var catalog = 1;');
  write('mfe-catalog/dist/mf-manifest.json', '{"id":"mfe-catalog"}');
  write('mfe-catalog/dist/412.a1b2c3d4e5f6.js', 'var chunk = 1;');
  return root;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    demo: false,
    env: {
      SITE_ROOT: fakeSiteRoot(),
      REMOTE_MFE_LISTINGS_URL: 'https://listings.cdn.example.net/v7/mf-manifest.json',
      GOOGLE_MAPS_API_KEY: 'maps-key-123',
    },
  });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('runtime config', () => {
  it('lists every remote manifest, with overrides, and the public knobs', async () => {
    const res = await get('/config.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      remotes: {
        'mfe-catalog': '/remotes/mfe-catalog/mf-manifest.json',
        'mfe-account': '/remotes/mfe-account/mf-manifest.json',
        'mfe-listings': 'https://listings.cdn.example.net/v7/mf-manifest.json',
        'mfe-database': '/remotes/mfe-database/mf-manifest.json',
        'mfe-presentations': '/remotes/mfe-presentations/mf-manifest.json',
      },
      apiBase: '/api',
      mediaPrefix: '/media',
      mapsApiKey: 'maps-key-123',
      ipLookupUrl: null,
      demo: false,
    });
  });
});

describe('static site', () => {
  it('serves the shell index for / and for deep links (SPA fallback)', async () => {
    for (const url of ['/', '/properties', '/property/12?currency=USD', '/profile/edit']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // Client routes get the shell as built; / and /properties carry their own head (seo).
    expect((await get('/profile/edit')).body).toContain('Phuket shell');
    expect((await get('/')).body).toContain('<title>WOW Phuket — property for sale');
  });

  it('does not answer index.html for a missing asset or remote file', async () => {
    expect((await get('/main.deadbeef00.js')).statusCode).toBe(404);
    expect((await get('/remotes/mfe-catalog/missing.js')).statusCode).toBe(404);
    // A remote whose dist folder does not exist is skipped, not an error.
    expect((await get('/remotes/mfe-account/remoteEntry.js')).statusCode).toBe(404);
  });

  it('caches content-hashed files for a year and revalidates entry files', async () => {
    const hashed = await get('/main.3f9a1c0b7d2e.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const chunk = await get('/remotes/mfe-catalog/412.a1b2c3d4e5f6.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of [
      '/remotes/mfe-catalog/remoteEntry.js',
      '/remotes/mfe-catalog/mf-manifest.json',
      '/favicon.ico',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('lets another origin fetch the remotes', async () => {
    const res = await get('/remotes/mfe-catalog/mf-manifest.json', {
      origin: 'https://shell.example.org',
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.json()).toEqual({ id: 'mfe-catalog' });
    const shell = await get('/');
    expect(shell.headers['cross-origin-resource-policy']).not.toBe('cross-origin');
    expect(shell.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses with brotli and gzip', async () => {
    const br = await get('/main.3f9a1c0b7d2e.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await get('/main.3f9a1c0b7d2e.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });
});

describe('security headers', () => {
  it('sends HSTS, nosniff, referrer policy and a CSP without unsafe-eval', async () => {
    const res = await get('/');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toContain('unsafe-eval');
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    for (const name of ['script-src', 'connect-src', 'style-src', 'img-src']) {
      expect(directive(name)).toContain("'self'");
      expect(directive(name)).toContain('https://listings.cdn.example.net');
    }
    expect(directive('script-src')).toContain('https://maps.googleapis.com');
    expect(directive('img-src')).toContain('data:');
    expect(directive('img-src')).toContain('blob:');
    expect(directive('object-src')).toBe("object-src 'none'");
  });

  it('sends the same headers on API answers, and no-store', async () => {
    const res = await get('/api/currency');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

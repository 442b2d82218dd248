import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../env';
import { writeAreaRoutes } from '../test/area-routes';
import { errorBody, createTestApp, type TestApp } from '../test/test-app';
import { addStyleNonce } from './csp';

/** A fake built front end: the shell and one remote; the other remotes are "not built". */
function fakeSiteRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-site-'));
  const write = (rel: string, content: string) => {
    const file = path.join(root, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };
  write('shell/dist/index.html', SHELL_HTML);
  write('shell/dist/main.3f9a1c0b7d2e.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
  write('shell/dist/main.3f9a1c0b7d2e.js.map', SOURCE_MAP);
  write('shell/dist/favicon.ico', 'ico');
  write('mfe-catalog/dist/remoteEntry.js', 'var catalog = 1;');
  write('mfe-catalog/dist/remoteEntry.js.map', SOURCE_MAP);
  write('mfe-catalog/dist/mf-manifest.json', '{"id":"mfe-catalog"}');
  write('mfe-catalog/dist/412.a1b2c3d4e5f6.js', 'var chunk = 1;');
  // What the build writes beside a file (compression-webpack-plugin): sent as they are.
  fs.writeFileSync(path.join(root, 'mfe-catalog/dist/412.a1b2c3d4e5f6.js.br'), PRE_BR);
  fs.writeFileSync(path.join(root, 'mfe-catalog/dist/412.a1b2c3d4e5f6.js.gz'), PRE_GZ);
  write('mfe-catalog/dist/412.a1b2c3d4e5f6.js.map', SOURCE_MAP);
  write('mfe-catalog/dist/index.html', '<!doctype html><title>Catalog alone</title>');
  writeAreaRoutes(root, ['mfe-catalog']);
  return root;
}

const PRE_BR = zlib.brotliCompressSync('var chunk = 1; /* built br */');
const PRE_GZ = zlib.gzipSync('var chunk = 1; /* built gz */');

/** The built shell's shape: an inline <style> painted before any script runs. */
const SHELL_HTML =
  '<!doctype html><html lang=en><head><title>Phuket shell</title>' +
  '<style>body{margin:0}</style><script defer src=/main.3f9a1c0b7d2e.js></script></head>' +
  '<body><div id="root"></div></body></html>';
const SOURCE_MAP = JSON.stringify({
  version: 3,
  sources: ['webpack://shell/src/app/App.tsx'],
  sourcesContent: ['export const secret = 1;'],
  mappings: 'AAAA',
});

let t: TestApp;
let siteRoot: string;
beforeAll(async () => {
  siteRoot = fakeSiteRoot();
  t = await createTestApp({
    demo: false,
    env: {
      SITE_ROOT: siteRoot,
      REMOTE_MFE_LISTINGS_URL: 'https://listings.cdn.example.net/v7/mf-manifest.json',
      GOOGLE_MAPS_API_KEY: 'maps-key-123',
    },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(siteRoot, { recursive: true, force: true });
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
      // No build here says what it is (build-info.json); one on another origin never would.
      builds: {
        shell: null,
        'mfe-catalog': null,
        'mfe-account': null,
        'mfe-listings': null,
        'mfe-database': null,
        'mfe-presentations': null,
      },
      apiBase: '/api',
      mediaPrefix: '/media',
      mapsApiKey: 'maps-key-123',
      ipLookupUrl: null,
      demo: false,
      // Outside demo mode nothing made up: only what COMPANY_* and SOCIAL_* say.
      company: { name: 'WOW Phuket', email: null, phone: null, address: null },
      social: { facebook: null, instagram: null, youtube: null, line: null },
    });
  });
});

describe('static site', () => {
  it('serves the shell index for / and for deep links (SPA fallback)', async () => {
    for (const url of ['/', '/properties', '/listing/create/12?currency=USD', '/profile/edit']) {
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

  it("sends the build's precompressed copy the browser accepts, as is", async () => {
    const url = '/remotes/mfe-catalog/412.a1b2c3d4e5f6.js';
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(PRE_BR)).toBe(true);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(PRE_GZ)).toBe(true);
    const plain = await get(url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('var chunk = 1;');
  });

  it('never serves the .br / .gz copies under their own names', async () => {
    for (const suffix of ['.br', '.gz', '.b%72']) {
      const res = await get(`/remotes/mfe-catalog/412.a1b2c3d4e5f6.js${suffix}`);
      expect(res.statusCode).toBe(404);
    }
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

/** The sources of one directive of a response's CSP header. */
function sources(csp: unknown, name: string): string[] {
  const directive = String(csp)
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([first]) => first === name);
  return directive?.slice(1) ?? [];
}

describe('content security policy', () => {
  it("allows no inline style but the page's own <style>, by a nonce fresh for each answer", async () => {
    const nonces = new Set<string>();
    // A page of the seo plugin, a client route (not-found handler), and index.html by name.
    for (const url of [
      '/',
      '/properties',
      '/login',
      '/profile/edit',
      '/no/such/page',
      '/index.html',
    ]) {
      const res = await get(url);
      // A path no area declares is the shell too (its "Page not found"), with status 404.
      expect(res.statusCode).toBe(['/no/such/page', '/index.html'].includes(url) ? 404 : 200);
      const styleSrc = sources(res.headers['content-security-policy'], 'style-src');
      expect(styleSrc).not.toContain("'unsafe-inline'");
      expect(styleSrc).not.toContain("'unsafe-hashes'");
      const nonceSources = styleSrc.filter((s) => s.startsWith("'nonce-"));
      expect(nonceSources).toHaveLength(1);
      const nonce = /^'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(nonceSources[0] ?? '')?.[1];
      expect(nonce).toBeDefined();
      expect(res.body).toContain(`<style nonce="${nonce}">body{margin:0}</style>`);
      nonces.add(String(nonce));
    }
    expect(nonces.size).toBe(6);
  });

  it('sends the policy without a nonce on everything that is not a page', async () => {
    for (const url of [
      '/api/currency',
      '/config.json',
      '/main.3f9a1c0b7d2e.js',
      '/remotes/mfe-catalog/remoteEntry.js',
      '/remotes/mfe-catalog/index.html',
      '/api/no-such-route',
    ]) {
      const styleSrc = sources((await get(url)).headers['content-security-policy'], 'style-src');
      expect(styleSrc).toEqual([
        "'self'",
        'https://listings.cdn.example.net',
        'https://fonts.googleapis.com',
      ]);
    }
  });

  it("addStyleNonce marks the head's <style> elements only, never the body", () => {
    const page =
      '<html><head><STYLE>a{}</STYLE><link rel=stylesheet href=/a.css>' +
      '<meta content="<style>"><style media="(min-width: 1px)">c{}</style></head>' +
      '<body><style>b{}</style><p style="x">t</p></body></html>';
    expect(addStyleNonce(page, 'N')).toBe(
      '<html><head><STYLE nonce="N">a{}</STYLE><link rel=stylesheet href=/a.css>' +
        '<meta content="<style>"><style nonce="N" media="(min-width: 1px)">c{}</style></head>' +
        '<body><style>b{}</style><p style="x">t</p></body></html>',
    );
    // No head to tell apart from the body: nothing is trusted.
    expect(addStyleNonce('<style>a{}</style><div></div>', 'N')).toBe(
      '<style>a{}</style><div></div>',
    );
  });
});

describe('source maps', () => {
  const maps = [
    '/main.3f9a1c0b7d2e.js.map',
    '/remotes/mfe-catalog/412.a1b2c3d4e5f6.js.map',
    '/remotes/mfe-catalog/remoteEntry.js.map',
  ];

  /** The app as a production server configured by `env` runs it, on this file's database. */
  async function productionApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://wow.example.com',
      CODE_SECRET: 'c'.repeat(32),
      SITE_ROOT: siteRoot,
      DATA_DIR: t.config.dataDir,
      LOG_LEVEL: 'silent',
      PGLITE_MAINTENANCE_INTERVAL_MINUTES: '0',
      ...env,
    });
    const app = await buildApp({
      config: { ...config, demoMode: false },
      database: t.database,
      logger: false,
    });
    await app.ready();
    return app;
  }

  it('are not served by a production server', async () => {
    const production = await productionApp();
    try {
      expect(production.config.isProduction).toBe(true);
      expect(production.config.publicSourceMaps).toBe(false);
      // Its pages' policy: no inline style but the page's own, over https only.
      const page = await production.inject({ method: 'GET', url: '/' });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).not.toContain('unsafe-inline');
      expect(sources(csp, 'style-src')[0]).toBe("'self'");
      expect(csp.split(';')).toContain('upgrade-insecure-requests');
      for (const url of maps) {
        const res = await production.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(errorBody(res)).toEqual({ message: 'Not found.' });
      }
      // Nor under another spelling of the same path (the file server decodes escapes).
      for (const url of [
        '/main.3f9a1c0b7d2e.js.ma%70',
        '/remotes/mfe-catalog/412.a1b2c3d4e5f6.js.ma%70',
        '/remotes/mfe-catalog/remoteEntry.js.map/',
      ]) {
        expect((await production.inject({ method: 'GET', url })).body).not.toContain(
          'sourcesContent',
        );
      }
      // The files they belong to still are.
      for (const url of ['/main.3f9a1c0b7d2e.js', '/remotes/mfe-catalog/412.a1b2c3d4e5f6.js']) {
        expect((await production.inject({ method: 'GET', url })).statusCode).toBe(200);
      }
    } finally {
      await production.close();
    }
  });

  it('are not served by default outside production either', async () => {
    expect(t.config.publicSourceMaps).toBe(false);
    for (const url of maps) expect((await get(url)).statusCode).toBe(404);
  });

  it('are served with PUBLIC_SOURCE_MAPS=true', async () => {
    const open = await productionApp({ PUBLIC_SOURCE_MAPS: 'true' });
    try {
      for (const url of maps) {
        const res = await open.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          version: 3,
          sourcesContent: ['export const secret = 1;'],
        });
      }
    } finally {
      await open.close();
    }
  });

  it('PUBLIC_SOURCE_MAPS takes a boolean only', () => {
    expect(loadConfig({ PUBLIC_SOURCE_MAPS: 'yes' }).publicSourceMaps).toBe(true);
    expect(loadConfig({ PUBLIC_SOURCE_MAPS: 'false' }).publicSourceMaps).toBe(false);
    expect(() => loadConfig({ PUBLIC_SOURCE_MAPS: 'sometimes' })).toThrow(/PUBLIC_SOURCE_MAPS/);
  });
});

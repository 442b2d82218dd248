import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from '../env';
import { declaredRoutes, writeAreaRoutes } from '../test/area-routes';
import { LOCALES, localizePath } from '@phuket/shared/contract';
import { errorBody, createTestApp, type TestApp } from '../test/test-app';

const SHELL_HTML =
  '<!doctype html><html lang=en><head><title>Phuket shell</title></head>' +
  '<body><div id="root"></div></body></html>';
const NOINDEX = '<meta name="robots" content="noindex">';

/** One sample path per declared route, parameters filled in. */
const samples = (area: (typeof REMOTE_NAMES)[number]) =>
  (declaredRoutes(area) as { path: string }[]).map((r) => r.path.replace(/:[^/]+/g, 'sample'));

describe('pages by the route manifests', () => {
  let t: TestApp;
  let siteRoot: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-routes-'));
    fs.mkdirSync(path.join(siteRoot, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(siteRoot, 'shell', 'dist', 'index.html'), SHELL_HTML);
    // Every area built here except presentations, which is deployed on another origin.
    writeAreaRoutes(siteRoot);
    fs.writeFileSync(path.join(siteRoot, 'mfe-listings', 'dist', 'remoteEntry.js'), 'var l = 1;');
    t = await createTestApp({
      demo: false,
      env: {
        SITE_ROOT: siteRoot,
        REMOTE_MFE_PRESENTATIONS_URL: 'https://presentations.example.net/mf-manifest.json',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(siteRoot, { recursive: true, force: true });
  });

  it.each(['mfe-catalog', 'mfe-account', 'mfe-listings', 'mfe-database'] as const)(
    'answers 200 with the shell for every route %s declares',
    async (area) => {
      for (const url of samples(area)) {
        // Entity pages (/properties/:id…) answer from the seo plugin; "sample" is no id there.
        if (/^\/(properties|developers|projects|agents)\/sample$/.test(url)) continue;
        const res = await get(url);
        expect([url, res.statusCode]).toEqual([url, 200]);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toContain('<div id="root"></div>');
        expect(res.body).not.toContain(NOINDEX);
      }
    },
  );

  it.each([
    '/no/such/page',
    '/property/12',
    '/listings',
    '/listing/nothing-here',
    '/database/agents',
    '/profile/edit/more',
    '/about-us/team',
  ])('answers 404 with the shell and noindex for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain(NOINDEX);
  });

  it('leaves paths of an area served elsewhere to the app', async () => {
    for (const url of ['/presentations', '/presentation/abc/whatever']) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.body).not.toContain(NOINDEX);
    }
    // The shared page itself is the API's wherever the area is served: its status says
    // whether the link exists (404), is dead (410) or works (seo/presentation-page.ts).
    const shared = await get('/presentation/abc');
    expect(shared.statusCode).toBe(404);
    expect(shared.body).toContain(NOINDEX);
  });

  it('keeps entity misses as they were: the seo plugin answers 404 with noindex', async () => {
    for (const url of ['/properties/abc', '/properties/99999999', '/developers/0']) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).toContain(NOINDEX);
    }
  });

  it('leaves assets and API misses alone', async () => {
    expect((await get('/remotes/mfe-listings/remoteEntry.js')).statusCode).toBe(200);
    for (const url of ['/no/such/file.js', '/remotes/mfe-listings/missing.js', '/api/nothing']) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(errorBody(res)).toEqual({ message: 'Not found.' });
    }
  });

  it('sees a page an area adds when it deploys, without a restart', async () => {
    expect((await get('/listing/market-report')).statusCode).toBe(404);
    writeAreaRoutes(siteRoot, ['mfe-listings'], (area) => [
      ...declaredRoutes(area),
      {
        path: '/listing/market-report',
        area,
        page: 'market-report',
        access: 'all',
        header: true,
        footer: true,
      },
    ]);
    expect((await get('/listing/market-report')).statusCode).toBe(200);
  });

  it('lists the pages the manifests mark for the sitemap', async () => {
    const res = await get('/sitemaps/pages.xml');
    expect(res.statusCode).toBe(200);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const marked = REMOTE_NAMES.flatMap((area) =>
      (declaredRoutes(area) as { path: string; sitemap?: boolean }[])
        .filter((route) => route.sitemap)
        // Each page in every language: English's path, then the prefixed ones.
        .flatMap((route) =>
          LOCALES.map((locale) => `${t.config.publicUrl}${localizePath(locale, route.path)}`),
        ),
    );
    expect(marked.length).toBeGreaterThan(0);
    expect(locs).toEqual(marked);
  });
});

describe('without readable manifests', () => {
  it('answers 200 for paths under an area whose routes.json is missing or broken', async () => {
    const siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-routes-none-'));
    fs.mkdirSync(path.join(siteRoot, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(siteRoot, 'shell', 'dist', 'index.html'), SHELL_HTML);
    fs.mkdirSync(path.join(siteRoot, 'mfe-database', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(siteRoot, 'mfe-database', 'dist', 'routes.json'), '{"routes": 1}');
    // Well-formed JSON whose entry breaks the contract's RouteEntry schema (an unknown meta kind).
    writeAreaRoutes(siteRoot, ['mfe-listings'], (area) => [
      {
        path: '/listing',
        area,
        page: 'mine',
        access: 'all',
        header: true,
        footer: true,
        meta: 'x',
      },
    ]);
    const t = await createTestApp({ demo: false, env: { SITE_ROOT: siteRoot } });
    try {
      for (const url of ['/listing/anything', '/database/anything']) {
        expect([url, (await t.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 200]);
      }
      // Under no area's prefix it is still a miss.
      expect((await t.app.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(404);
    } finally {
      await t.close();
      fs.rmSync(siteRoot, { recursive: true, force: true });
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signUp } from '../account/test-helpers';
import { listings } from '../db/schema';
import { writeAreaRoutes } from '../test/area-routes';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The standalone document of /presentation/{slug} (docs/server-rendering.md): what the API
 * hands the area's render and puts in the page's <head> with and without a Maps key. The
 * presentations' server build is a small stand-in with the real one's exports (the real build
 * is exercised end to end: e2e/tests/presentation-map.spec.ts); the shell's is needed only
 * because an area's build takes @phuket/shared from it.
 */

const SHELL_HTML =
  '<!doctype html><html><head><title>Shell</title><style>body{margin:0}</style></head>' +
  '<body><div id=root></div></body></html>';
const SHELL_SSR = `exports.shared = {}; exports.dataKeys = []; exports.renderApp = () => { throw new Error('not this page'); };`;
/** Writes the Maps key it was given into the tree, as the real page's map placeholder depends on it. */
const AREA_SSR = `
exports.routes = [];
exports.pages = { presentation: 'PublicPresentationPage' };
exports.serverRouteFor = (url) => {
  const match = /^\\/presentation\\/([^/]+)$/.exec(url.pathname);
  return match ? { page: 'presentation', keys: ['/presentation/' + match[1]], standalone: 'public' } : null;
};
exports.renderStandalone = (input, callbacks) => {
  const html = '<main data-maps-key="' + String(input.runtimeConfig.mapsApiKey) + '" data-url="' + input.url + '">' +
    Object.keys(input.data).join(',') + '</main>';
  setImmediate(() => callbacks.onAllReady());
  return { pipe(out) { out.write(html); out.end(); return out; }, abort() {} };
};
`;

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

function siteWithPresentations(): string {
  const siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-standalone-'));
  write(path.join(siteRoot, 'shell/dist/index.html'), SHELL_HTML);
  write(path.join(siteRoot, 'shell/dist-ssr/server-entry.js'), SHELL_SSR);
  write(path.join(siteRoot, 'mfe-presentations/dist-ssr/server-entry.js'), AREA_SSR);
  write(
    path.join(siteRoot, 'mfe-presentations/dist/public/entry.json'),
    JSON.stringify({ js: ['main.1.js'], css: ['main.2.css'], preload: [] }),
  );
  writeAreaRoutes(siteRoot, ['mfe-presentations']);
  return siteRoot;
}

/** A broker's presentation of one published listing; its slug. */
async function presentation(t: TestApp): Promise<string> {
  const user = await signUp(t.app, { role: 'broker' });
  const { id: userId } = (
    await t.app.inject({ method: 'GET', url: '/api/user', headers: user.auth })
  ).json<{ user: { id: number } }>().user;
  const [listing] = await t.database.db
    .insert(listings)
    .values({ userId, title: 'Hill villa', status: 'published', price: '1', priceThb: '1' })
    .returning({ id: listings.id });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/presentations',
    headers: user.auth,
    payload: { title: 'Hill villas', items: [{ listing_id: listing!.id }] },
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ slug: string }>().slug;
}

interface PageState {
  config: Record<string, unknown>;
}

function stateOf(html: string): PageState {
  const match = /<script type="application\/json" id="server-data">(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no server data in the page');
  return JSON.parse(match[1]) as PageState;
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

/** The nonce the answer's policy allows for styles. */
function styleNonce(csp: string | undefined): string | null {
  const styleSrc = (csp ?? '').split(';').find((d) => d.trim().startsWith('style-src')) ?? '';
  return /'nonce-([^']+)'/.exec(styleSrc)?.[1] ?? null;
}

describe.each([
  { key: 'test-maps-key', label: 'with a Maps key' },
  { key: null, label: 'without a Maps key' },
])('the standalone presentation page $label', ({ key }) => {
  let t: TestApp;
  let siteRoot: string;
  let slug: string;

  beforeAll(async () => {
    siteRoot = siteWithPresentations();
    t = await createTestApp({
      demo: false,
      env: {
        SITE_ROOT: siteRoot,
        RATE_LIMIT_DISABLED: 'true',
        ...(key ? { GOOGLE_MAPS_API_KEY: key } : {}),
      },
    });
    slug = await presentation(t);
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(siteRoot, { recursive: true, force: true });
  });

  it('renders with the Maps key and carries the same key to the browser', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/presentation/${slug}` });
    expect(page.statusCode).toBe(200);
    // The area's tree and the browser's first render see the same key: they hydrate alike.
    expect(page.body).toContain(
      `<main data-maps-key="${String(key)}" data-url="/presentation/${slug}">`,
    );
    expect(stateOf(page.body).config).toEqual({
      apiBase: '/api',
      mediaPrefix: '/media',
      mapsApiKey: key,
    });
    // The standalone document, not the shell's (whose <style> would otherwise be counted).
    expect(page.body).not.toContain('<title>Shell</title>');
  });

  it("renders a language's address in that language: its prefix to the area, its <html lang>", async () => {
    const page = await t.app.inject({ method: 'GET', url: `/zh/presentation/${slug}?lang=zh` });
    expect(page.statusCode).toBe(200);
    expect(page.body.startsWith('<!doctype html><html lang="zh-Hans">')).toBe(true);
    expect(page.body).toContain(`data-url="/zh/presentation/${slug}?lang=zh"`);
    expect(page.body).not.toContain('<title>Shell</title>');
  });

  it(
    key
      ? 'gives Google Maps a <style> with the answer’s nonce to copy'
      : 'has no inline style at all',
    async () => {
      const page = await t.app.inject({ method: 'GET', url: `/presentation/${slug}` });
      const nonce = styleNonce(page.headers['content-security-policy'] as string | undefined);
      expect(nonce).not.toBeNull();
      const styles = [...headOf(page.body).matchAll(/<style[^>]*>/g)].map((m) => m[0]);
      expect(styles).toEqual(key ? [`<style nonce="${nonce}">`] : []);
      // Only in <head>: the body holds database text and is never blessed with the nonce.
      expect(page.body.slice(page.body.indexOf('</head>'))).not.toContain('nonce=');
    },
  );
});

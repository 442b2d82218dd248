import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { developers, listings, projects, users } from '../db/schema';
import { writeAreaRoutes } from '../test/area-routes';
import { createTestApp, type TestApp } from '../test/test-app';
import { insertBeforeRoot, scriptJson } from './first-screen';

/**
 * The API's side of server-rendered first screens: which answers it fetches, what it puts in
 * the page, and that anything missing or failing leaves the plain shell. The areas' real
 * server builds are exercised end to end (e2e/tests/first-screen*.spec.ts) and the catalog's
 * renders in its unit tests (mfe-catalog/src/app/first-screen.test.tsx); here they are small
 * stand-ins with the same exports, so each rule can be checked on its own (and these tests
 * run before the site is built).
 */

const SHELL_HTML =
  '<!doctype html><html><head><title>Shell</title><link href=/main.css rel=stylesheet></head>' +
  '<body><div id=root></div><script src=/main.js></script></body></html>';

const AREA_SSR = `
exports.firstScreenRequests = (url, currency) => {
  if (url.pathname === '/properties') return ['/properties?per_page=2&currency=' + currency];
  const property = /^\\/properties\\/(\\d+)$/.exec(url.pathname);
  if (property) return ['/' + property[1] + '/property?currency=' + currency];
  if (url.pathname === '/') return ['/currency'];
  const owner = /^\\/(developers|projects)\\/(\\d+)$/.exec(url.pathname);
  if (owner) {
    const path = '/' + owner[1] + '/' + owner[2];
    return [path, path + '/listings?page=1&per_page=12&currency=' + currency];
  }
  return null;
};
exports.renderFirstScreen = (url, currency, responses) => {
  if (url.search.includes('boom')) throw new Error('a component threw');
  if (/^\\/(developers|projects)\\//.test(url.pathname)) {
    // Like the real page: the owner's title, then a card per listing of the first page.
    const [owner, page] = Object.values(responses);
    return '<main><h1>' + owner.title + '</h1>' +
      page.data.map((card) => '<article>' + card.title + '</article>').join('') + '</main>';
  }
  return '<main data-currency="' + currency + '">' + Object.keys(responses).join(',') + '</main>';
};
`;
const SHELL_SSR = `exports.renderFrame = (url, currency, page, signedIn) =>
  '<header' + (signedIn === true ? ' data-signed-in' : '') + '>' + url + '</header>' + page;`;

let t: TestApp;
let siteRoot: string;
let listingId: number;
const owners = { developer: 0, project: 0 };

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

function dataOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/.exec(
    html,
  );
  if (!match?.[1]) throw new Error('no first-screen data in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

beforeAll(async () => {
  siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-first-screen-'));
  write(path.join(siteRoot, 'shell/dist/index.html'), SHELL_HTML);
  write(path.join(siteRoot, 'shell/dist/main.1.css'), '.header{color:red}');
  write(path.join(siteRoot, 'mfe-catalog/dist/card.2.css'), '.card{color:blue}');
  write(path.join(siteRoot, 'mfe-catalog/dist-ssr/first-screen.js'), AREA_SSR);
  write(path.join(siteRoot, 'shell/dist-ssr/first-screen.js'), SHELL_SSR);
  // The pages with a server-rendered head are those the catalog's routes.json declares.
  writeAreaRoutes(siteRoot, ['mfe-catalog']);
  t = await createTestApp({ demo: false, env: { SITE_ROOT: siteRoot } });
  const { db } = t.database;
  const [user] = await db
    .insert(users)
    .values({ name: 'First Screen', email: 'fs@example.com', passwordHash: 'x', role: 'broker' })
    .returning({ id: users.id });
  const [row] = await db
    .insert(listings)
    .values({
      userId: user!.id,
      status: 'published',
      title: 'Villa </script><script>alert(1)</script>',
      price: '1000000.00',
      currency: 'THB',
      offerType: 'Sale',
      propertyType: 'Villa',
    })
    .returning({ id: listings.id });
  listingId = row!.id;
  const [developer] = await db
    .insert(developers)
    .values({ title: 'Kata Hills Developments', description: 'Hillside villas since 2011.' })
    .returning({ id: developers.id });
  const [project] = await db
    .insert(projects)
    .values({ title: 'Kata Hills Residence', developerId: developer!.id })
    .returning({ id: projects.id });
  owners.developer = developer!.id;
  owners.project = project!.id;
  await db.insert(listings).values(
    ['Kata Hills Pool Villa', 'Kata Hills Sky Condo'].map((title, n) => ({
      userId: user!.id,
      status: 'published' as const,
      title,
      price: `${(n + 1) * 5_000_000}.00`,
      currency: 'THB',
      offerType: 'Sale',
      propertyType: 'Villa',
      developerId: developer!.id,
      projectId: project!.id,
    })),
  );
});

afterAll(async () => {
  await t.close();
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('first screen', () => {
  it('puts the rendered page before #root, with the answers it was rendered from', async () => {
    const res = await get('/properties');
    expect(res.statusCode).toBe(200);
    expect(res.headers['vary']).toBe('Cookie');
    expect(res.body).toContain(
      '<div id="first-screen"><header>/properties</header><main data-currency="THB">',
    );
    expect(res.body).toMatch(
      /<head>.*<link rel="stylesheet" href="\/first-screen\/[0-9a-f]{16}\.css" id="first-screen-styles">.*<\/head>/,
    );
    // Page first, then its data, then the app's untouched mount point.
    expect(res.body).toMatch(
      /<\/div><script type="application\/json"[^>]*>.*<\/script><div id=root>/,
    );
    const key = '/properties?per_page=2&currency=THB';
    const direct = await get(`/api${key}`);
    expect(dataOf(res.body)).toEqual({ [key]: direct.json() });
  });

  it('renders prices in the currency cookie, and ignores a cookie that is not a currency', async () => {
    expect((await get('/properties', 'currency=USD')).body).toContain('data-currency="USD"');
    expect((await get('/properties', 'currency=XYZ')).body).toContain('data-currency="THB"');
    expect((await get('/properties', 'currency=%E0%A4%A')).body).toContain('data-currency="THB"');
  });

  it('renders the header of a signed-in visitor only with the signed-in cookie set to 1', async () => {
    expect((await get('/properties')).body).toContain('<header>/properties</header>');
    expect((await get('/properties', 'signed_in=1; currency=EUR')).body).toContain(
      '<header data-signed-in>/properties</header>',
    );
    expect((await get('/properties', 'signed_in=yes')).body).toContain(
      '<header>/properties</header>',
    );
  });

  it('renders a property page, with data that cannot close its script element', async () => {
    const res = await get(`/properties/${listingId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="first-screen"');
    expect(res.body).not.toContain('</script><script>alert(1)');
    const data = dataOf(res.body);
    const answer = data[`/${listingId}/property?currency=THB`] as { title: string };
    expect(answer.title).toBe('Villa </script><script>alert(1)</script>');
  });

  it('leaves pages whose data is not there to the app (404 for a missing property)', async () => {
    const res = await get('/properties/99999999');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('first-screen');
  });

  it('serves the plain shell when a render throws, and for pages the area does not render', async () => {
    const broken = await get('/properties?boom=1');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).not.toContain('first-screen');
    expect(broken.body).toContain('<div id=root></div>');
    const about = await get('/about-us');
    expect(about.body).not.toContain('first-screen');
  });

  it('serves one stylesheet of both builds, named by its content and cached for good', async () => {
    const page = (await get('/')).body;
    const href = /<link rel="stylesheet" href="(\/first-screen\/[0-9a-f]{16}\.css)"/.exec(
      page,
    )?.[1];
    expect(href).toBeDefined();
    const css = await get(href!);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.body).toContain('.header{color:red}');
    expect(css.body).toContain('.card{color:blue}');
    expect((await get('/first-screen/0000000000000000.css')).statusCode).toBe(404);
    // Only the one name is ever read; anything else is a client route like any other.
    const traversal = await get('/first-screen/..%2F..%2Fetc%2Fpasswd');
    expect(traversal.headers['content-type']).toMatch(/^text\/html/);
    expect(traversal.body).not.toContain('root:x:0');
  });
});

describe('developer and project pages', () => {
  /** The first screen's HTML alone (up to its data script). */
  const firstScreenOf = (html: string) =>
    /<div id="first-screen">(.*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';

  it.each(['developer', 'project'] as const)(
    'a %s page carries its header and first page of listings, its data and its meta tags',
    async (kind) => {
      const id = owners[kind];
      const res = await get(`/${kind}s/${id}`);
      expect(res.statusCode).toBe(200);
      const title = kind === 'developer' ? 'Kata Hills Developments' : 'Kata Hills Residence';
      const screen = firstScreenOf(res.body);
      expect(screen).toContain(`<header>/${kind}s/${id}</header><main><h1>${title}</h1>`);
      expect(screen).toContain('<article>Kata Hills Pool Villa</article>');
      expect(screen).toContain('<article>Kata Hills Sky Condo</article>');
      // The answers of the API's own routes, as a browser gets them.
      const detailKey = `/${kind}s/${id}`;
      const listingsKey = `/${kind}s/${id}/listings?page=1&per_page=12&currency=THB`;
      expect(dataOf(res.body)).toEqual({
        [detailKey]: (await get(`/api${detailKey}`)).json(),
        [listingsKey]: (await get(`/api${listingsKey}`)).json(),
      });
      // The page's own head (seo/page-meta.ts), beside the first screen's stylesheet.
      const ogTitle =
        kind === 'developer'
          ? 'Kata Hills Developments — property developer in Phuket'
          : 'Kata Hills Residence by Kata Hills Developments in Phuket';
      expect(res.body).toContain(`<title>${ogTitle} | WOW Phuket</title>`);
      expect(res.body).toContain(`<meta property="og:title" content="${ogTitle}">`);
      expect(res.body).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/${kind}s/${id}">`));
      expect(res.body).toContain('id="first-screen-styles"');
      // Listing prices follow the currency cookie; the owner's answer has none.
      const eur = dataOf((await get(`/${kind}s/${id}`, 'currency=EUR')).body);
      expect(Object.keys(eur)).toEqual([detailKey, listingsKey.replace('THB', 'EUR')]);
    },
  );

  it.each(['developers', 'projects'])(
    'an unknown or malformed id of /%s/ is a 404 with the app shell, never a first screen',
    async (segment) => {
      for (const id of ['99999999', 'abc', '0', '1e3', '99999999999']) {
        const res = await get(`/${segment}/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.body).toContain('<div id=root></div>');
        expect(res.body).not.toContain('first-screen');
      }
    },
  );
});

describe('first screen off', () => {
  it('is not rendered when the area is served from another origin', async () => {
    const other = await createTestApp({
      demo: false,
      env: {
        SITE_ROOT: siteRoot,
        REMOTE_MFE_CATALOG_URL: 'https://catalog.example.com/mf-manifest.json',
      },
    });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/properties' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('first-screen');
    } finally {
      await other.close();
    }
  });

  it('is not rendered when the server builds are missing', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-first-screen-bare-'));
    write(path.join(bare, 'shell/dist/index.html'), SHELL_HTML);
    const other = await createTestApp({ demo: false, env: { SITE_ROOT: bare } });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('first-screen');
    } finally {
      await other.close();
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe('html helpers', () => {
  it('scriptJson escapes what could end a script element or a JS line', () => {
    expect(scriptJson({ a: '</script>\u2028\u2029' })).toBe(
      '{"a":"\\u003c/script>\\u2028\\u2029"}',
    );
  });

  it('insertBeforeRoot finds #root however the minifier wrote it, and leaves other pages alone', () => {
    expect(insertBeforeRoot('<div id="root"></div>', 'X')).toBe('X<div id="root"></div>');
    expect(insertBeforeRoot("<div id='root'> </div>", 'X')).toBe("X<div id='root'> </div>");
    expect(insertBeforeRoot('<div id=root></div>', 'X')).toBe('X<div id=root></div>');
    expect(insertBeforeRoot('<div id="app"></div>', 'X')).toBe('<div id="app"></div>');
  });
});

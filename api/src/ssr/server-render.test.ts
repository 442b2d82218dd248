import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { developers, listings, projects, users } from '../db/schema';
import { declaredRoutes, writeAreaRoutes } from '../test/area-routes';
import { createTestApp, type TestApp } from '../test/test-app';
import { EARLY_INPUT_PATH } from './early-input';
import { fillRoot, scriptJson } from './server-render';

/**
 * The API's side of server rendering: which answers it fetches, what it puts in the page, and
 * that anything missing or failing leaves the plain shell. The real server builds are
 * exercised end to end (e2e/tests/server-rendering*.spec.ts), the shell's render in
 * shell/src/app/server-entry.test.tsx and the catalog's pages in its unit tests; here they
 * are small stand-ins with the same exports, so each rule can be checked on its own (and
 * these tests run before the site is built).
 */

const SHELL_HTML =
  '<!doctype html><html><head><title>Shell</title><link href=/main.css rel=stylesheet></head>' +
  '<body><div id=root></div><script src=/main.js></script></body></html>';

/** The catalog's server build: its declared routes, and `extra` code run first by serverRouteFor. */
const areaSsr = (routes: unknown[] = declaredRoutes('mfe-catalog'), extra = '') => `
exports.routes = ${JSON.stringify(routes)};
exports.pages = { home: 'Home', properties: 'Properties', property: 'Property', developer: 'Owner', project: 'Owner', team: 'Team' };
exports.serverRouteFor = (url, currency) => {
  ${extra}
  if (url.pathname === '/properties') return { page: 'properties', keys: ['/properties?per_page=2&currency=' + currency] };
  const property = /^\\/properties\\/(\\d+)$/.exec(url.pathname);
  if (property) return { page: 'property', keys: ['/' + property[1] + '/property?currency=' + currency] };
  if (url.pathname === '/') return { page: 'home', keys: ['/currency'] };
  const owner = /^\\/(developers|projects)\\/(\\d+)$/.exec(url.pathname);
  if (owner) {
    const path = '/' + owner[1] + '/' + owner[2];
    return { page: owner[1].slice(0, -1), keys: [path, path + '/listings?page=1&per_page=12&currency=' + currency] };
  }
  return null;
};
`;
/**
 * Like React's stream: the HTML is written on pipe(), after onAllReady; a throw is onError. Like
 * the shell's App, it renders the page only if the routes it is given declare it.
 */
const SHELL_SSR = `
exports.shared = {};
exports.dataKeys = ['/locations'];
exports.renderApp = (input, callbacks) => {
  let html = '';
  try {
    if (input.url.includes('boom')) throw new Error('a component threw');
    const header = '<header' + (input.signedIn === true ? ' data-signed-in' : '') + '>' + input.url + '</header>';
    let main;
    if (input.page === undefined) {
      // The site's "Page not found": the routes of the area whose prefix the path is under.
      input.onTitle?.('Page not found | Site');
      main = '<main data-area="' + (input.area ?? 'none') + '" data-routes="' + input.routes.length + '"><h1>Page not found</h1></main>';
    } else if (input.page.component === 'SignIn') {
      input.onTitle?.('Sign in <& Co> $& | Site');
      main = '<main><form>sign in</form></main>';
    } else if (!input.routes.some((route) => route.page === input.page.name)) {
      main = '<main><h1>Page not found</h1></main>';
    } else if (input.page.component === 'Owner') {
      const [owner, page] = Object.values(input.data);
      main = '<main><h1>' + owner.title + '</h1>' +
        page.data.map((card) => '<article>' + card.title + '</article>').join('') + '</main>';
    } else {
      main = '<main data-page="' + input.page.component + '" data-currency="' + input.currency + '">' +
        Object.keys(input.data).join(',') + '</main>';
    }
    html = header + main;
  } catch (error) {
    setImmediate(() => callbacks.onShellError(error));
    return { pipe() {}, abort() {} };
  }
  setImmediate(() => callbacks.onAllReady());
  return {
    pipe(out) { out.write(html); out.end(); return out; },
    abort() {},
  };
};
`;

/** The account area's server build: its sign-in page, a form that reads no answers. */
const ACCOUNT_SSR = `
exports.routes = ${JSON.stringify(declaredRoutes('mfe-account'))};
exports.pages = { login: 'SignIn' };
exports.serverRouteFor = (url) => (url.pathname === '/login' ? { page: 'login', keys: [] } : null);
`;

let t: TestApp;
let siteRoot: string;
let listingId: number;
const owners = { developer: 0, project: 0 };

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

function dataOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="server-data">(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no server data in the page');
  return (JSON.parse(match[1]) as { data: Record<string, unknown> }).data;
}

beforeAll(async () => {
  siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-server-render-'));
  write(path.join(siteRoot, 'shell/dist/index.html'), SHELL_HTML);
  write(path.join(siteRoot, 'shell/dist/main.1.css'), '.header{color:red}');
  write(path.join(siteRoot, 'mfe-catalog/dist/card.2.css'), '.card{color:blue}');
  write(path.join(siteRoot, 'mfe-catalog/dist-ssr/server-entry.js'), areaSsr());
  write(path.join(siteRoot, 'shell/dist-ssr/server-entry.js'), SHELL_SSR);
  write(path.join(siteRoot, 'mfe-account/dist-ssr/server-entry.js'), ACCOUNT_SSR);
  // The pages with a server-rendered head are those the catalog's routes.json declares.
  writeAreaRoutes(siteRoot, ['mfe-catalog', 'mfe-account']);
  t = await createTestApp({ demo: false, env: { SITE_ROOT: siteRoot } });
  const { db } = t.database;
  const [user] = await db
    .insert(users)
    .values({ name: 'Server Render', email: 'sr@example.com', passwordHash: 'x', role: 'broker' })
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

describe('server rendering', () => {
  it('fills #root with the rendered tree and puts the answers it was rendered from after it', async () => {
    const res = await get('/properties');
    expect(res.statusCode).toBe(200);
    expect(res.headers['vary']).toBe('Cookie');
    expect(res.body).toContain(
      '<div id=root><header>/properties</header><main data-page="Properties" data-currency="THB">',
    );
    // The browser builds' own CSS files, which the app's chunk loader then finds in place.
    expect(res.body).toMatch(
      /<head>.*<link rel="stylesheet" href="\/main\.1\.css" data-href="main\.1\.css"><link rel="stylesheet" href="\/remotes\/mfe-catalog\/card\.2\.css" data-href="card\.2\.css">.*<\/head>/,
    );
    expect(res.body).toContain(`<script async src="${EARLY_INPUT_PATH}"></script>`);
    // The tree, then its data, then the rest of the shell.
    expect(res.body).toMatch(
      /<\/main><\/div><script type="application\/json" id="server-data">.*<\/script><script src=\/main.js>/,
    );
    const key = '/properties?per_page=2&currency=THB';
    const direct = await get(`/api${key}`);
    expect(dataOf(res.body)).toEqual({
      [key]: direct.json(),
      '/locations': (await get('/api/locations')).json(),
    });
  });

  it('says in its data what it rendered with: the currency and the signed-in cookie', async () => {
    const state = (html: string) =>
      JSON.parse(/id="server-data">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
        currency: string;
        signedIn: boolean;
      };
    expect(state((await get('/properties', 'currency=EUR; signed_in=1')).body)).toMatchObject({
      currency: 'EUR',
      signedIn: true,
    });
    expect(state((await get('/properties')).body)).toMatchObject({
      currency: 'THB',
      signedIn: false,
    });
  });

  it('renders prices in the currency cookie, and ignores a cookie that is not a currency', async () => {
    expect((await get('/properties', 'currency=USD')).body).toContain('data-currency="USD"');
    expect((await get('/properties', 'currency=XYZ')).body).toContain('data-currency="THB"');
    expect((await get('/properties', 'currency=%E0%A4%A')).body).toContain('data-currency="THB"');
  });

  it('keeps concurrent renders apart: each page has its own currency and answers', async () => {
    const currencies = ['USD', 'EUR', 'THB', 'USD', 'EUR', 'THB'];
    const pages = await Promise.all(
      currencies.map((currency, n) =>
        get(n % 2 === 0 ? '/properties' : `/properties/${listingId}`, `currency=${currency}`),
      ),
    );
    pages.forEach((res, n) => {
      const currency = currencies[n]!;
      expect(res.body).toContain(`data-currency="${currency}"`);
      const keys = Object.keys(dataOf(res.body));
      expect(keys).toEqual([
        n % 2 === 0
          ? `/properties?per_page=2&currency=${currency}`
          : `/${listingId}/property?currency=${currency}`,
        '/locations',
      ]);
    });
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
    expect(res.body).toContain('id="server-data"');
    expect(res.body).not.toContain('</script><script>alert(1)');
    const data = dataOf(res.body);
    const answer = data[`/${listingId}/property?currency=THB`] as { title: string };
    expect(answer.title).toBe('Villa </script><script>alert(1)</script>');
  });

  it('leaves pages whose data is not there to the app (404 for a missing property)', async () => {
    const res = await get('/properties/99999999');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('server-data');
    expect(res.body).toContain('<div id=root></div>');
  });

  it('serves the plain shell when a render throws, and for pages the area does not render', async () => {
    const broken = await get('/properties?boom=1');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).not.toContain('server-data');
    expect(broken.body).toContain('<div id=root></div>');
    const about = await get('/about-us');
    expect(about.body).not.toContain('server-data');
  });

  it('renders a guest page (sign in) for a visitor without the signed-in cookie only', async () => {
    const guest = await get('/login');
    expect(guest.statusCode).toBe(200);
    expect(guest.body).toContain('<main><form>sign in</form></main>');
    expect(dataOf(guest.body)).toEqual({ '/locations': expect.anything() });
    // The title the page set as it rendered, escaped, `$&` written as it is.
    expect(guest.body).toContain('<title>Sign in &lt;&amp; Co&gt; $&amp; | Site</title>');
    expect(guest.body).not.toContain('<title>Shell</title>');
    // Signed in, the browser's guard sends the visitor on: the plain shell leaves it to it.
    const member = await get('/login', 'signed_in=1');
    expect(member.statusCode).toBe(200);
    expect(member.body).not.toContain('server-data');
    expect(member.body).toContain('<div id=root></div>');
  });

  it('renders the site\'s "Page not found" for a path no area declares, with status 404 and noindex', async () => {
    const outside = await get('/no-such-page');
    expect(outside.statusCode).toBe(404);
    expect(outside.headers['vary']).toBe('Cookie');
    expect(outside.body).toContain('<meta name="robots" content="noindex">');
    expect(outside.body).toContain(
      '<main data-area="none" data-routes="0"><h1>Page not found</h1>',
    );
    expect(outside.body).toContain('<title>Page not found | Site</title>');
    // The footer's answers, as on every page that shows it.
    expect(Object.keys(dataOf(outside.body))).toEqual(['/locations']);
    // Under the catalog's prefix: rendered with the catalog's routes, which the browser
    // fetches before it hydrates.
    const inside = await get('/properties/1/photos');
    expect(inside.statusCode).toBe(404);
    const routes = (declaredRoutes('mfe-catalog') as unknown[]).length;
    expect(inside.body).toContain(`<main data-area="mfe-catalog" data-routes="${routes}">`);
    // In Russian, under its prefix.
    const russian = await get('/ru/no-such-page');
    expect(russian.statusCode).toBe(404);
    expect(russian.body).toContain('<header>/ru/no-such-page</header>');
  });

  it('serves the early-input recorder as a script cached for good', async () => {
    const script = await get(EARLY_INPUT_PATH);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body).toContain('window.__earlyInput');
  });
});

describe('developer and project pages', () => {
  /** The rendered tree alone (up to its data script). */
  const renderedOf = (html: string) =>
    /<div id=root>(.*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';

  it.each(['developer', 'project'] as const)(
    'a %s page carries its header and first page of listings, its data and its meta tags',
    async (kind) => {
      const id = owners[kind];
      const res = await get(`/${kind}s/${id}`);
      expect(res.statusCode).toBe(200);
      const title = kind === 'developer' ? 'Kata Hills Developments' : 'Kata Hills Residence';
      const screen = renderedOf(res.body);
      expect(screen).toContain(`<header>/${kind}s/${id}</header><main><h1>${title}</h1>`);
      expect(screen).toContain('<article>Kata Hills Pool Villa</article>');
      expect(screen).toContain('<article>Kata Hills Sky Condo</article>');
      // The answers of the API's own routes, as a browser gets them.
      const detailKey = `/${kind}s/${id}`;
      const listingsKey = `/${kind}s/${id}/listings?page=1&per_page=12&currency=THB`;
      expect(dataOf(res.body)).toEqual({
        [detailKey]: (await get(`/api${detailKey}`)).json(),
        [listingsKey]: (await get(`/api${listingsKey}`)).json(),
        // The shell's footer searches by area, on every page.
        '/locations': (await get('/api/locations')).json(),
      });
      // The page's own head (seo/page-meta.ts), beside the builds' stylesheets.
      const ogTitle =
        kind === 'developer'
          ? 'Kata Hills Developments — property developer in Phuket'
          : 'Kata Hills Residence by Kata Hills Developments in Phuket';
      expect(res.body).toContain(`<title>${ogTitle} | WOW Phuket</title>`);
      expect(res.body).toContain(`<meta property="og:title" content="${ogTitle}">`);
      expect(res.body).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/${kind}s/${id}">`));
      expect(res.body).toContain('data-href="card.2.css"');
      // Listing prices follow the currency cookie; the owner's answer has none.
      const eur = dataOf((await get(`/${kind}s/${id}`, 'currency=EUR')).body);
      expect(Object.keys(eur)).toEqual([
        detailKey,
        listingsKey.replace('THB', 'EUR'),
        '/locations',
      ]);
    },
  );

  it.each(['developers', 'projects'])(
    'an unknown or malformed id of /%s/ is a 404 with the app shell, never a server render',
    async (segment) => {
      for (const id of ['99999999', 'abc', '0', '1e3', '99999999999']) {
        const res = await get(`/${segment}/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.body).toContain('<div id=root></div>');
        expect(res.body).not.toContain('server-data');
      }
    },
  );
});

describe('an area redeployed under a running API', () => {
  const team = {
    path: '/about-us/team',
    area: 'mfe-catalog',
    page: 'team',
    access: 'all',
    header: true,
    footer: true,
    serverRendered: true,
  };
  /** Deploys the catalog's build and routes.json, as its build writes them, a moment later. */
  const deployCatalog = (routes: unknown[], extra = '') => {
    const build = path.join(siteRoot, 'mfe-catalog/dist-ssr/server-entry.js');
    write(build, areaSsr(routes, extra));
    writeAreaRoutes(siteRoot, ['mfe-catalog'], () => routes);
    const later = new Date(Date.now() + 2_000);
    fs.utimesSync(build, later, later);
  };

  it('server-renders a page the area added, with its new routes, without a restart', async () => {
    expect((await get('/about-us/team')).statusCode).toBe(404);
    const routes = [...declaredRoutes('mfe-catalog'), team];
    deployCatalog(
      routes,
      `if (url.pathname === '/about-us/team') return { page: 'team', keys: ['/developers'] };`,
    );
    try {
      const res = await get('/about-us/team');
      expect(res.statusCode).toBe(200);
      expect(res.headers['vary']).toBe('Cookie');
      // The shell was handed the area's routes as they are now, the new one among them.
      expect(res.body).toContain('<header>/about-us/team</header><main data-page="Team"');
      expect(res.body).not.toContain('Page not found');
      expect(res.body).toContain('data-href="card.2.css"');
      expect(Object.keys(dataOf(res.body))).toEqual(['/developers', '/locations']);
      // The pages it rendered before are rendered as before.
      expect((await get('/properties')).body).toContain('<main data-page="Properties"');
    } finally {
      deployCatalog(declaredRoutes('mfe-catalog'));
    }
    expect((await get('/about-us/team')).statusCode).toBe(404);
  });

  it('serves a declared page that is not server-rendered as the plain shell', async () => {
    const res = await get('/about-us');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id=root></div>');
    expect(res.body).not.toContain('server-data');
  });
});

describe('an area rendered from its live release (site/releases.ts)', () => {
  const releaseScript = path.resolve(__dirname, '..', '..', '..', 'scripts', 'release.mjs');
  const release = (...args: string[]) =>
    execFileSync(process.execPath, [releaseScript, ...args], {
      env: { ...process.env, RELEASES_DIR: path.join(siteRoot, 'releases') },
      stdio: 'ignore',
    });

  it('renders with the release’s server build and links its stylesheets, then the rollback’s', async () => {
    // A release of the account area built elsewhere: its server build names the shell's by the
    // relative path its build wrote, which from the releases folder leads nowhere.
    const next = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-next-account-'));
    write(path.join(next, 'dist/remoteEntry.js'), 'var mfe_account = 2;');
    write(path.join(next, 'dist/account.2a2a2a2a2a.css'), '.sign-in{color:green}');
    write(
      path.join(next, 'dist/build-info.json'),
      JSON.stringify({ area: 'mfe-account', version: '2.0.0', commit: 'c'.repeat(40) }),
    );
    write(
      path.join(next, 'dist/routes.json'),
      JSON.stringify({ area: 'mfe-account', routes: declaredRoutes('mfe-account') }),
    );
    write(
      path.join(next, 'dist-ssr/server-entry.js'),
      `const shell = require('../../shell/dist-ssr/server-entry.js');
${ACCOUNT_SSR}
exports.pages = { login: Array.isArray(shell.dataKeys) ? 'SignIn' : 'Missing' };`,
    );
    const id = `2.0.0-${'c'.repeat(12)}`;
    try {
      release('release', 'mfe-account', '--from', next);
      const page = await get('/login');
      expect(page.body).toContain('<main><form>sign in</form></main>');
      expect(page.body).toContain(
        `href="/remotes/mfe-account/releases/${id}/account.2a2a2a2a2a.css"`,
      );
      // Rolled back to the area's own build (its first release): the next page is rendered
      // from that one, with no stylesheet of the release left in it.
      fs.mkdirSync(path.join(siteRoot, 'mfe-account/dist'), { recursive: true });
      write(
        path.join(siteRoot, 'mfe-account/dist/build-info.json'),
        JSON.stringify({ area: 'mfe-account', version: '1.0.0', commit: 'd'.repeat(40) }),
      );
      write(path.join(siteRoot, 'mfe-account/dist/remoteEntry.js'), 'var mfe_account = 1;');
      release('release', 'mfe-account', '--from', path.join(siteRoot, 'mfe-account'));
      release('release', 'mfe-account', '--from', next);
      release('rollback', 'mfe-account');
      const back = await get('/login');
      expect(back.body).toContain('<main><form>sign in</form></main>');
      expect(back.body).not.toContain('account.2a2a2a2a2a.css');
    } finally {
      fs.rmSync(path.join(siteRoot, 'releases'), { recursive: true, force: true });
      fs.rmSync(next, { recursive: true, force: true });
    }
  });
});

describe('server rendering off', () => {
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
      expect(res.body).not.toContain('server-data');
    } finally {
      await other.close();
    }
  });

  it('is not rendered when the server builds are missing', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-server-render-bare-'));
    write(path.join(bare, 'shell/dist/index.html'), SHELL_HTML);
    const other = await createTestApp({ demo: false, env: { SITE_ROOT: bare } });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('server-data');
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

  it('fillRoot finds #root however the minifier wrote it, and leaves other pages alone', () => {
    const parts = { root: 'X', afterRoot: 'D' };
    expect(fillRoot('<div id="root"></div>', parts)).toBe('<div id="root">X</div>D');
    expect(fillRoot("<div id='root'> </div>", parts)).toBe("<div id='root'>X</div>D");
    expect(fillRoot('<div id=root></div>', parts)).toBe('<div id=root>X</div>D');
    expect(fillRoot('<div id="app"></div>', parts)).toBe('<div id="app"></div>');
  });
});

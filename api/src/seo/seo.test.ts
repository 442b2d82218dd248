import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import {
  developerPhotos,
  developers,
  listingPhotos,
  listings,
  locations,
  projectPhotos,
  projects,
  users,
} from '../db/schema';
import { writeAreaRoutes } from '../test/area-routes';
import { robotsMatches } from './sitemap';
import { errorBody, createTestApp, type TestApp } from '../test/test-app';

/** The built shell as webpack writes it: minified, unquoted attributes, a hashed script. */
const SHELL_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8>' +
  '<meta name=viewport content="width=device-width,initial-scale=1">' +
  '<title>WOW Phuket — property for sale and rent in Phuket</title>' +
  '<meta name=description content="Villas, condos, land and new off-plan projects for sale and rent in Phuket.">' +
  '<script defer src=/main.d2278ec2d7.js></script></head>' +
  '<body><div id=root></div><noscript>WOW Phuket needs JavaScript to show listings.</noscript></body></html>';

const HOST = 'wow.test';
const ORIGIN = `http://${HOST}`;
const LONG_TEXT =
  'A quiet pool villa above Rawai bay, five minutes from the beach. The living room opens onto ' +
  'a terrace with an infinity pool and sunset views over the Andaman Sea; the kitchen is fitted ' +
  'with European appliances and the garden is fully landscaped.';

let siteRoot: string;
let t: TestApp;
const ids = {
  developer: 0,
  project: 0,
  villa: 0,
  draft: 0,
  hostile: 0,
  broker: 0,
  admin: 0,
  /** A broker without any listing and a developer with a draft only: neither has a page. */
  lonely: 0,
  drafter: 0,
};

function writeShell(root: string, html: string): string {
  const file = path.join(root, 'shell', 'dist', 'index.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
  return file;
}

beforeAll(async () => {
  siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-seo-site-'));
  writeShell(siteRoot, SHELL_HTML);
  // The catalog's routes.json says which pages get previews and sitemap entries.
  writeAreaRoutes(siteRoot);
  t = await createTestApp({ demo: false, env: { SITE_ROOT: siteRoot, PUBLIC_URL: ORIGIN } });
  const { db } = t.database;

  const [user] = await db
    .insert(users)
    .values({ name: 'Seo Broker', email: 'seo@example.com', passwordHash: 'x', role: 'broker' })
    .returning({ id: users.id });
  const [admin] = await db
    .insert(users)
    .values({ name: 'Seo Admin', email: 'seo-admin@example.com', passwordHash: 'x', role: 'admin' })
    .returning({ id: users.id });
  const [lonely, drafter] = await db
    .insert(users)
    .values([
      { name: 'Seo Lonely', email: 'lonely@example.com', passwordHash: 'x', role: 'broker' },
      {
        name: 'Seo Drafter',
        email: 'drafter@example.com',
        passwordHash: 'x',
        role: 'developer',
        // Showing contacts does not give an agent without a published listing a page.
        settings: { show_email: true, show_phone: true },
      },
    ])
    .returning({ id: users.id });
  const [location] = await db
    .insert(locations)
    .values({ name: 'Rawai Hills', slug: 'rawai-hills-seo-test' })
    .returning({ id: locations.id });
  const [developer] = await db
    .insert(developers)
    .values({
      title: 'Andaman Homes',
      description: 'Boutique developer of sea-view villas on the south of the island since 2009.',
      mainPhoto: 'catalog/photos/andaman-main.webp',
      logo: 'catalog/logos/andaman.webp',
    })
    .returning({ id: developers.id });
  const [project] = await db
    .insert(projects)
    .values({
      title: 'Sea Breeze Residence',
      developerId: developer!.id,
      locationId: location!.id,
      description: 'Forty-two condominiums with a rooftop pool, completion Q4 2026.',
    })
    .returning({ id: projects.id });
  await db.insert(developerPhotos).values({
    developerId: developer!.id,
    path: 'catalog/photos/andaman-gallery.webp',
  });
  await db.insert(projectPhotos).values([
    { projectId: project!.id, path: 'catalog/photos/breeze-2.webp', position: 2 },
    { projectId: project!.id, path: 'catalog/photos/breeze-1.webp', position: 1 },
  ]);

  const base = { userId: user!.id, locationId: location!.id, status: 'published' as const };
  const [villa] = await db
    .insert(listings)
    .values({
      ...base,
      title: 'Pool villa with sea view',
      description: LONG_TEXT,
      price: '12500000.00',
      currency: 'THB',
      offerType: 'Sale',
      propertyType: 'Villa',
      bedrooms: 3,
      bathrooms: 2,
      area: '250.00',
      projectId: project!.id,
    })
    .returning({ id: listings.id });
  const [draft] = await db
    .insert(listings)
    .values({ ...base, title: 'Unfinished draft', status: 'draft', price: '1000000' })
    .returning({ id: listings.id });
  const [hostile] = await db
    .insert(listings)
    .values({
      ...base,
      title: 'Condo "><script>alert(1)</script>',
      description: '<img src=x onerror=alert(2)> & more',
      price: '1500',
      currency: 'USD',
      offerType: 'Rent',
      rentalType: 'Long-term',
      propertyType: 'Apartment',
      bedrooms: 1,
    })
    .returning({ id: listings.id });
  await db
    .insert(listings)
    .values({ userId: drafter!.id, title: 'Drafter draft', status: 'draft', price: '1000000' });
  await db.insert(listingPhotos).values([
    { listingId: villa!.id, path: 'catalog/photos/villa-first.webp', position: 0 },
    { listingId: villa!.id, path: 'catalog/photos/villa-main.webp', position: 3, isMain: true },
    { listingId: draft!.id, path: 'catalog/photos/draft.webp', position: 0 },
  ]);
  Object.assign(ids, {
    developer: developer!.id,
    project: project!.id,
    villa: villa!.id,
    draft: draft!.id,
    hostile: hostile!.id,
    broker: user!.id,
    admin: admin!.id,
    lonely: lonely!.id,
    drafter: drafter!.id,
  });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

const get = (url: string, app: FastifyInstance = t.app, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });

/** content of <meta name|property="key" content="…">, decoded only as far as tests need. */
function meta(html: string, key: string): string[] {
  const re = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`, 'g');
  return [...html.matchAll(re)].map((m) => m[1] as string);
}
function titles(html: string): string[] {
  return [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1] as string);
}
function canonical(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
}

describe('property, developer and project pages', () => {
  it('serve the shell with the property title, description, canonical and Open Graph', async () => {
    const res = await get(`/properties/${ids.villa}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(titles(html)).toEqual(['Pool villa with sea view — ฿12,500,000 | WOW Phuket']);
    const [description, ...more] = meta(html, 'description');
    expect(more).toEqual([]);
    expect(description).toMatch(
      /^Villa for sale in Rawai Hills: 3 bedrooms, 2 bathrooms, 250 sq\.m\. A quiet pool villa above Rawai bay/,
    );
    expect(description!.endsWith('…')).toBe(true);
    expect(description!.length).toBeLessThan(240);
    // The shell's own description and title are gone, its script and root are kept.
    expect(html).not.toContain('Villas, condos, land');
    expect(html).toContain('<script defer src=/main.d2278ec2d7.js></script>');
    expect(html).toContain('<div id=root></div>');
    expect(canonical(html)).toBe(`${ORIGIN}/properties/${ids.villa}`);
    expect(meta(html, 'og:type')).toEqual(['website']);
    expect(meta(html, 'og:site_name')).toEqual(['WOW Phuket']);
    expect(meta(html, 'og:title')).toEqual(['Pool villa with sea view — ฿12,500,000']);
    expect(meta(html, 'og:description')).toEqual([description]);
    expect(meta(html, 'og:url')).toEqual([`${ORIGIN}/properties/${ids.villa}`]);
    // The photo marked main wins over position 0, as its card-size WebP, absolute.
    expect(meta(html, 'og:image')).toEqual([`${ORIGIN}/media/catalog/photos/villa-main-card.webp`]);
    expect(meta(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(html, 'robots')).toEqual([]);
    // The tags sit in <head>.
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps the security headers of every other page', async () => {
    const res = await get(`/properties/${ids.villa}`);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('escapes a hostile title and description, and prices a long-term rent per month', async () => {
    const res = await get(`/properties/${ids.hostile}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).not.toMatch(/content="[^"]*"><script>/);
    expect(titles(res.body)).toEqual([
      'Condo &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; — $1,500 / month | WOW Phuket',
    ]);
    expect(meta(res.body, 'description')).toEqual([
      'Apartment for rent in Rawai Hills: 1 bedroom. &lt;img src=x onerror=alert(2)&gt; &amp; more',
    ]);
    // No photo: no og:image rather than a broken one.
    expect(meta(res.body, 'og:image')).toEqual([]);
  });

  it('serve a developer page', async () => {
    const res = await get(`/developers/${ids.developer}`);
    expect(res.statusCode).toBe(200);
    expect(titles(res.body)).toEqual(['Andaman Homes — property developer in Phuket | WOW Phuket']);
    expect(meta(res.body, 'description')).toEqual([
      'Boutique developer of sea-view villas on the south of the island since 2009.',
    ]);
    expect(canonical(res.body)).toBe(`${ORIGIN}/developers/${ids.developer}`);
    expect(meta(res.body, 'og:image')).toEqual([
      `${ORIGIN}/media/catalog/photos/andaman-main.webp`,
    ]);
  });

  it('serve a developer page without a main photo, picture from its first gallery photo', async () => {
    const { db } = t.database;
    const [bare] = await db
      .insert(developers)
      .values({ title: 'Kamala Builders' })
      .returning({ id: developers.id });
    await db.insert(developerPhotos).values([
      { developerId: bare!.id, path: 'catalog/photos/kamala-later.webp', position: 2 },
      { developerId: bare!.id, path: 'catalog/photos/kamala-first.webp', position: 1 },
    ]);
    try {
      const res = await get(`/developers/${bare!.id}`);
      expect(res.statusCode).toBe(200);
      expect(meta(res.body, 'og:image')).toEqual([
        `${ORIGIN}/media/catalog/photos/kamala-first.webp`,
      ]);
    } finally {
      // The sitemap tests below count the developers.
      await db.delete(developerPhotos).where(eq(developerPhotos.developerId, bare!.id));
      await db.delete(developers).where(eq(developers.id, bare!.id));
    }
  });

  it('serve a project page, picture from its first gallery photo', async () => {
    const res = await get(`/projects/${ids.project}`);
    expect(res.statusCode).toBe(200);
    expect(titles(res.body)).toEqual([
      'Sea Breeze Residence by Andaman Homes in Rawai Hills | WOW Phuket',
    ]);
    expect(meta(res.body, 'description')).toEqual([
      'Forty-two condominiums with a rooftop pool, completion Q4 2026.',
    ]);
    expect(canonical(res.body)).toBe(`${ORIGIN}/projects/${ids.project}`);
    expect(meta(res.body, 'og:image')).toEqual([`${ORIGIN}/media/catalog/photos/breeze-1.webp`]);
  });

  it('serve an agent page, counting the published listings only', async () => {
    const res = await get(`/agents/${ids.broker}`);
    expect(res.statusCode).toBe(200);
    expect(titles(res.body)).toEqual(['Seo Broker — property agent in Phuket | WOW Phuket']);
    expect(meta(res.body, 'description')).toEqual([
      '2 properties for sale and rent in Phuket listed by Seo Broker.',
    ]);
    expect(canonical(res.body)).toBe(`${ORIGIN}/agents/${ids.broker}`);
    // No avatar: no og:image rather than a broken one.
    expect(meta(res.body, 'og:image')).toEqual([]);
  });

  it.each([
    ['unknown property', () => '/properties/987654'],
    ['unpublished property', () => `/properties/${ids.draft}`],
    ["an unpublished property's owner preview", () => `/properties/${ids.draft}?preview`],
    ['non-numeric id', () => '/properties/abc'],
    ['zero id', () => '/properties/0'],
    ['id beyond int4', () => '/properties/99999999999'],
    ['signed id', () => '/properties/-1'],
    ['unknown developer', () => '/developers/987654'],
    ['non-numeric project', () => '/projects/villa-1'],
    ['unknown agent', () => '/agents/987654'],
    ['an admin, who has no public page', () => `/agents/${ids.admin}`],
    ['an agent without a listing', () => `/agents/${ids.lonely}`],
    ['an agent with a draft only', () => `/agents/${ids.drafter}`],
  ])('answer the plain shell with 404 and noindex for %s', async (_name, url) => {
    const res = await get(url());
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(meta(res.body, 'robots')).toEqual(['noindex']);
    expect(titles(res.body)).toEqual(['WOW Phuket — property for sale and rent in Phuket']);
    expect(res.body).toContain('<div id=root></div>');
    expect(res.body).not.toContain('Unfinished draft');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it("keep an owner's ?preview of a published property out of search results", async () => {
    const res = await get(`/properties/${ids.villa}?preview`);
    expect(res.statusCode).toBe(200);
    expect(meta(res.body, 'robots')).toEqual(['noindex']);
    expect(titles(res.body)).toEqual(['Pool villa with sea view — ฿12,500,000 | WOW Phuket']);
    expect(canonical(res.body)).toBe(`${ORIGIN}/properties/${ids.villa}`);
    // Without ?preview the same page is indexable.
    expect(meta((await get(`/properties/${ids.villa}`)).body, 'robots')).toEqual([]);
  });

  it('give the home, search and text pages their own head, and leave other routes to the SPA', async () => {
    const home = await get('/');
    expect(titles(home.body)).toEqual(['WOW Phuket — property for sale and rent in Phuket']);
    expect(home.body).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
    for (const url of ['/properties', '/properties?page=2']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(titles(res.body)).toEqual(['Properties for sale and rent in Phuket — WOW Phuket']);
      expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/properties">`);
    }
    for (const [url, title] of [
      ['/projects?stage=Off-plan', 'New projects in Phuket — WOW Phuket'],
      ['/developers', 'Property developers in Phuket — WOW Phuket'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(titles(res.body)).toEqual([title]);
      expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}${url.split('?')[0]}">`);
    }
    // The pages of text have theirs too, which search engines and link previews read.
    for (const [url, title] of [
      ['/about-us', 'About us — WOW Phuket'],
      ['/contact-us', 'Contact us — WOW Phuket'],
      ['/terms', 'Terms &amp; Privacy Policy — WOW Phuket'],
      ['/foreign-ownership', 'How a foreigner can own property in Phuket — WOW Phuket'],
      ['/ru/about-us', 'О нас — WOW Phuket'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(titles(res.body)).toEqual([title]);
      expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}${url}">`);
      expect(res.body).toContain('hreflang="x-default"');
    }
    const favourites = await get('/favourites');
    expect(favourites.statusCode).toBe(200);
    expect(titles(favourites.body)).toEqual(['WOW Phuket — property for sale and rent in Phuket']);
  });

  it('are not part of the OpenAPI document', async () => {
    const doc = (await get('/api/openapi.json')).json() as { paths: Record<string, unknown> };
    const paths = Object.keys(doc.paths);
    expect(paths).not.toContain('/properties/{id}');
    expect(paths).not.toContain('/robots.txt');
    expect(paths.some((p) => p.startsWith('/sitemap'))).toBe(false);
  });

  it('pick up a rebuilt shell', async () => {
    const file = path.join(siteRoot, 'shell', 'dist', 'index.html');
    await get(`/properties/${ids.villa}`);
    fs.writeFileSync(file, SHELL_HTML.replace('main.d2278ec2d7.js', 'main.0123456789.js'));
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(file, later, later);
    try {
      const res = await get(`/properties/${ids.villa}`);
      expect(res.body).toContain('/main.0123456789.js');
      expect(res.body).not.toContain('main.d2278ec2d7.js');
    } finally {
      writeShell(siteRoot, SHELL_HTML);
    }
  });
});

describe('absolute URLs', () => {
  /** Another app on the same database with different settings (no second initdb). */
  async function appWith(overrides: Partial<TestApp['config']>): Promise<FastifyInstance> {
    const app = await buildApp({
      config: { ...t.config, ...overrides },
      database: t.database,
      logger: false,
    });
    await app.ready();
    return app;
  }

  it('come from PUBLIC_URL when it is set, whatever the Host', async () => {
    const app = await appWith({ publicUrl: 'https://wowphuket.example' });
    try {
      const page = await get(`/properties/${ids.villa}`, app, { host: 'evil.example' });
      expect(canonical(page.body)).toBe(`https://wowphuket.example/properties/${ids.villa}`);
      expect(meta(page.body, 'og:image')).toEqual([
        'https://wowphuket.example/media/catalog/photos/villa-main-card.webp',
      ]);
      const robots = await get('/robots.txt', app, { host: 'evil.example' });
      expect(robots.body).toContain('Sitemap: https://wowphuket.example/sitemap.xml');
      const index = await get('/sitemap.xml', app, { host: 'evil.example' });
      expect(index.body).toContain('<loc>https://wowphuket.example/sitemaps/pages.xml</loc>');
      expect(index.body).not.toContain('evil.example');
    } finally {
      await app.close();
    }
  });

  it('use an absolute media prefix as it is', async () => {
    const app = await appWith({ publicMediaPrefix: 'https://cdn.example.net/m' });
    try {
      const page = await get(`/properties/${ids.villa}`, app);
      expect(meta(page.body, 'og:image')).toEqual([
        'https://cdn.example.net/m/catalog/photos/villa-main-card.webp',
      ]);
    } finally {
      await app.close();
    }
  });

  it('ignore Host and X-Forwarded-* headers, even behind a trusted proxy', async () => {
    const app = await appWith({ trustProxy: true });
    try {
      const headers = {
        host: 'evil.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'www.evil.test',
      };
      const page = await get(`/developers/${ids.developer}`, app, headers);
      expect(canonical(page.body)).toBe(`${ORIGIN}/developers/${ids.developer}`);
      const robots = await get('/robots.txt', app, headers);
      expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
      for (const body of [page.body, robots.body]) expect(body).not.toMatch(/evil/);
    } finally {
      await app.close();
    }
  });

  it('a missing shell build answers like any other client route', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-seo-empty-'));
    const app = await appWith({ siteRoot: empty });
    try {
      const res = await get(`/properties/${ids.villa}`, app);
      expect(res.statusCode).toBe(404);
      expect(errorBody(res)).toEqual({ message: 'Not found.' });
    } finally {
      await app.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('pages in other languages', () => {
  it('serve a property page in Russian with its lang, canonical and alternates', async () => {
    const res = await get(`/ru/properties/${ids.villa}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html.startsWith('<!doctype html><html lang="ru">')).toBe(true);
    expect(canonical(html)).toBe(`${ORIGIN}/ru/properties/${ids.villa}`);
    for (const [lang, href] of [
      ['en', `${ORIGIN}/properties/${ids.villa}`],
      ['ru', `${ORIGIN}/ru/properties/${ids.villa}`],
      ['th', `${ORIGIN}/th/properties/${ids.villa}`],
      ['zh', `${ORIGIN}/zh/properties/${ids.villa}`],
      ['x-default', `${ORIGIN}/properties/${ids.villa}`],
    ]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}">`);
    }
    // The English page names the same alternates and keeps its own lang.
    const english = (await get(`/properties/${ids.villa}`)).body;
    expect(english.startsWith('<!doctype html><html lang=en>')).toBe(true);
    expect(english).toContain(
      `<link rel="alternate" hreflang="zh" href="${ORIGIN}/zh/properties/${ids.villa}">`,
    );
  });

  it("name a property in the visitor's language when its owner translated it", async () => {
    const { db } = t.database;
    const ruTitle = 'Вилла с бассейном и видом на море';
    const ruDescription = 'Тихая вилла с бассейном над бухтой Раваи, в пяти минутах от пляжа.';
    await db
      .update(listings)
      .set({ translations: { ru: { title: ruTitle, description: ruDescription } } })
      .where(eq(listings.id, ids.villa));
    try {
      const ru = (await get(`/ru/properties/${ids.villa}`)).body;
      expect(titles(ru)).toEqual([`${ruTitle} — ฿12,500,000 | WOW Phuket`]);
      expect(meta(ru, 'og:title')).toEqual([`${ruTitle} — ฿12,500,000`]);
      // The owner's Russian words, not English facts around them.
      expect(meta(ru, 'description')).toEqual([ruDescription]);
      expect(meta(ru, 'og:description')).toEqual([ruDescription]);
      // No Thai translation: the original, as the page shows it.
      const th = (await get(`/th/properties/${ids.villa}`)).body;
      expect(titles(th)).toEqual(['Pool villa with sea view — ฿12,500,000 | WOW Phuket']);
      expect(meta(th, 'description')[0]).toMatch(/^Villa for sale in Rawai Hills: 3 bedrooms/);
      // English is the original's language: a translation never replaces it there.
      const en = (await get(`/properties/${ids.villa}`)).body;
      expect(titles(en)).toEqual(['Pool villa with sea view — ฿12,500,000 | WOW Phuket']);
    } finally {
      await db.update(listings).set({ translations: {} }).where(eq(listings.id, ids.villa));
    }
  });

  it('give the search and home pages their title in the language', async () => {
    const ru = await get('/ru/properties?offer_type=Sale');
    expect(ru.statusCode).toBe(200);
    expect(titles(ru.body)).toEqual(['Недвижимость на Пхукете: продажа и аренда — WOW Phuket']);
    const th = await get('/th');
    expect(th.statusCode).toBe(200);
    expect(th.body).toContain('<html lang="th">');
    expect(titles(th.body)).toEqual(['WOW Phuket — อสังหาริมทรัพย์ขายและให้เช่าในภูเก็ต']);
    const zh = await get('/zh/projects');
    expect(titles(zh.body)).toEqual(['普吉岛新楼盘 — WOW Phuket']);
    expect(zh.body).toContain('<html lang="zh-Hans">');
  });

  it("give a project's and a developer's page the title and description in the visitor's language", async () => {
    const { db } = t.database;
    await db
      .update(projects)
      .set({
        translations: {
          zh: { title: '海风公寓', description: '四十二套带屋顶泳池的公寓，2026年第四季度竣工。' },
          ru: { title: 'Морской бриз', description: null },
        },
      })
      .where(eq(projects.id, ids.project));
    await db
      .update(developers)
      .set({ translations: { zh: { title: '安达曼家园', description: null } } })
      .where(eq(developers.id, ids.developer));
    try {
      const zh = await get(`/zh/projects/${ids.project}`);
      expect(zh.statusCode).toBe(200);
      expect(titles(zh.body)).toEqual(['海风公寓，安达曼家园开发，位于Rawai Hills | WOW Phuket']);
      expect(meta(zh.body, 'description')).toEqual([
        '四十二套带屋顶泳池的公寓，2026年第四季度竣工。',
      ]);
      expect(meta(zh.body, 'og:title')).toEqual(['海风公寓，安达曼家园开发，位于Rawai Hills']);
      // A translation without a description: the original's, the title translated.
      const ru = await get(`/ru/projects/${ids.project}`);
      expect(titles(ru.body)).toEqual(['Морской бриз от Andaman Homes, Rawai Hills | WOW Phuket']);
      expect(meta(ru.body, 'description')).toEqual([
        'Forty-two condominiums with a rooftop pool, completion Q4 2026.',
      ]);
      // No Thai translation: the original title, in Thai words around it.
      const th = await get(`/th/projects/${ids.project}`);
      expect(titles(th.body)).toEqual([
        'Sea Breeze Residence โดย Andaman Homes ที่Rawai Hills | WOW Phuket',
      ]);
      // English stays as it was.
      const en = await get(`/projects/${ids.project}`);
      expect(titles(en.body)).toEqual([
        'Sea Breeze Residence by Andaman Homes in Rawai Hills | WOW Phuket',
      ]);
      const developer = await get(`/zh/developers/${ids.developer}`);
      expect(titles(developer.body)).toEqual(['安达曼家园 — 普吉岛房地产开发商 | WOW Phuket']);
      // Its description is not translated: the original's.
      expect(meta(developer.body, 'description')).toEqual([
        'Boutique developer of sea-view villas on the south of the island since 2009.',
      ]);
    } finally {
      await db.update(projects).set({ translations: {} }).where(eq(projects.id, ids.project));
      await db.update(developers).set({ translations: {} }).where(eq(developers.id, ids.developer));
    }
  });

  it('answer 404 in the language for an unknown id or page, and for an unknown language', async () => {
    const missing = await get('/ru/properties/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="ru">');
    expect(meta(missing.body, 'robots')).toEqual(['noindex']);
    const page = await get('/th/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<html lang="th">');
    // Declared client routes answer 200 in every language.
    expect((await get('/zh/about-us')).statusCode).toBe(200);
    expect((await get('/ru/login')).statusCode).toBe(200);
    // English has no prefix, and a language the site does not speak is no prefix either.
    expect((await get('/en/properties')).statusCode).toBe(404);
    expect((await get('/de/properties')).statusCode).toBe(404);
  });
});

describe('robots.txt and sitemaps', () => {
  const W3C = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
  const allLocs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
  /** The English copies; every page's other languages are checked in 'in every language'. */
  const locs = (xml: string) =>
    allLocs(xml).filter((loc) => !/^https?:\/\/[^/]+\/(ru|th|zh)(\/|$)/.test(loc));
  const lastmods = (xml: string) =>
    [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]);

  it('robots.txt allows the public site and keeps crawlers out of the app areas', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const rules = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice(10));
    const blocked = (pathname: string) => rules.some((rule) => robotsMatches(rule, pathname));
    // From the areas' manifests: every sign-in form and signed-in page, and the API.
    for (const pathname of [
      '/profile',
      '/profile/edit',
      '/listing',
      '/listing/create/12',
      '/presentations/create',
      '/presentation/sea-view-villas/edit',
      '/database/developers/3/create',
      '/database/projects',
      '/login',
      '/register',
      '/forgot',
      '/reset-password',
      '/api/properties',
    ]) {
      expect([pathname, blocked(pathname)]).toEqual([pathname, true]);
    }
    // Never a public page, the shared presentation included.
    for (const pathname of [
      '/',
      '/properties',
      '/properties/5',
      '/developers/2',
      '/projects/3',
      '/agents/4',
      '/about-us',
      '/terms',
      '/foreign-ownership',
      '/presentation/sea-view-villas',
    ]) {
      expect([pathname, blocked(pathname)]).toEqual([pathname, false]);
    }
    // No rule another one covers.
    expect(rules).not.toContain('/listing/create');
  });

  it('sitemap.xml is an index of every sitemap file', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(res.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(locs(res.body)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/developers.xml`,
      `${ORIGIN}/sitemaps/projects.xml`,
      `${ORIGIN}/sitemaps/agents.xml`,
      `${ORIGIN}/sitemaps/properties-1.xml`,
    ]);
  });

  it('pages.xml lists the pages the areas mark for the sitemap', async () => {
    const res = await get('/sitemaps/pages.xml');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(locs(res.body)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/properties`,
      `${ORIGIN}/developers`,
      `${ORIGIN}/projects`,
      `${ORIGIN}/about-us`,
      `${ORIGIN}/contact-us`,
      `${ORIGIN}/terms`,
      `${ORIGIN}/foreign-ownership`,
    ]);
    const dates = lastmods(res.body);
    // Eight pages, each in four languages.
    expect(dates).toHaveLength(32);
    for (const d of dates) expect(d).toMatch(W3C);
  });

  it('developers.xml and projects.xml list every one with its last change', async () => {
    const devs = await get('/sitemaps/developers.xml');
    expect(devs.statusCode).toBe(200);
    expect(locs(devs.body)).toEqual([`${ORIGIN}/developers/${ids.developer}`]);
    const projs = await get('/sitemaps/projects.xml');
    expect(locs(projs.body)).toEqual([`${ORIGIN}/projects/${ids.project}`]);
    for (const d of [...lastmods(devs.body), ...lastmods(projs.body)]) expect(d).toMatch(W3C);
  });

  it('agents.xml lists the brokers and developers with a published listing, never an admin', async () => {
    const { db } = t.database;
    // An admin's own published listing does not give them a public page.
    const [own] = await db
      .insert(listings)
      .values({ userId: ids.admin, title: 'Admin test listing', status: 'published' })
      .returning({ id: listings.id });
    try {
      const res = await get('/sitemaps/agents.xml');
      expect(res.statusCode).toBe(200);
      expect(locs(res.body)).toEqual([`${ORIGIN}/agents/${ids.broker}`]);
      for (const d of lastmods(res.body)) expect(d).toMatch(W3C);
    } finally {
      await db.delete(listings).where(eq(listings.id, own!.id));
    }
  });

  it('agents.xml and the agent pages follow one rule: a page exists exactly when it is listed', async () => {
    const { db } = t.database;
    // The admin with a published listing of their own: a page by the listing, not by the role.
    const [own] = await db
      .insert(listings)
      .values({ userId: ids.admin, title: 'Admin test listing', status: 'published' })
      .returning({ id: listings.id });
    try {
      const listed = locs((await get('/sitemaps/agents.xml')).body);
      const candidates = [ids.broker, ids.admin, ids.lonely, ids.drafter];
      const pages: string[] = [];
      for (const id of candidates) {
        const res = await get(`/agents/${id}`);
        if (res.statusCode === 200) pages.push(`${ORIGIN}/agents/${id}`);
        else expect(meta(res.body, 'robots')).toEqual(['noindex']);
        // No email ever reaches the page's head.
        expect(res.body).not.toContain('@example.com');
      }
      expect(pages).toEqual(listed);
      expect(pages).toEqual([`${ORIGIN}/agents/${ids.broker}`]);
    } finally {
      await db.delete(listings).where(eq(listings.id, own!.id));
    }
  });

  it('properties-1.xml lists the published listings only, in id order', async () => {
    const res = await get('/sitemaps/properties-1.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(locs(res.body)).toEqual([
      `${ORIGIN}/properties/${ids.villa}`,
      `${ORIGIN}/properties/${ids.hostile}`,
    ]);
    expect(res.body).not.toContain(`/properties/${ids.draft}<`);
    expect(lastmods(res.body)).toHaveLength(8);
    for (const d of lastmods(res.body)) expect(d).toMatch(W3C);
  });

  it('list every page in every language, each naming the others', async () => {
    const res = await get('/sitemaps/projects.xml');
    const path = `/projects/${ids.project}`;
    expect(allLocs(res.body)).toEqual([
      `${ORIGIN}${path}`,
      `${ORIGIN}/ru${path}`,
      `${ORIGIN}/th${path}`,
      `${ORIGIN}/zh${path}`,
    ]);
    const entries = res.body.split('<url>').slice(1);
    expect(entries).toHaveLength(4);
    for (const entry of entries) {
      for (const [lang, href] of [
        ['en', `${ORIGIN}${path}`],
        ['ru', `${ORIGIN}/ru${path}`],
        ['th', `${ORIGIN}/th${path}`],
        ['zh', `${ORIGIN}/zh${path}`],
        ['x-default', `${ORIGIN}${path}`],
      ]) {
        expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`);
      }
    }
    const pages = allLocs((await get('/sitemaps/pages.xml')).body);
    expect(pages.slice(0, 4)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/ru`,
      `${ORIGIN}/th`,
      `${ORIGIN}/zh`,
    ]);
  });

  it('keep every language of a private page from crawlers', async () => {
    const lines = (await get('/robots.txt')).body.split('\n');
    const rules = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice(10));
    const blocked = (pathname: string) => rules.some((rule) => robotsMatches(rule, pathname));
    for (const pathname of ['/ru/profile', '/th/listing/create/12', '/zh/login']) {
      expect([pathname, blocked(pathname)]).toEqual([pathname, true]);
    }
    for (const pathname of ['/ru/properties/5', '/zh/projects/3', '/th']) {
      expect([pathname, blocked(pathname)]).toEqual([pathname, false]);
    }
  });

  it.each(['properties-2.xml', 'properties-0.xml', 'properties-x.xml', 'other.xml'])(
    '/sitemaps/%s is 404',
    async (file) => {
      const res = await get(`/sitemaps/${file}`);
      expect(res.statusCode).toBe(404);
    },
  );
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signUp } from '../account/test-helpers';
import { listingPhotos, listings } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * GET /presentation/{slug} as a chat app's link preview fetches it: the built shell (a small
 * stand-in here) with the presentation's Open Graph tags and the status of the link.
 */

const SHELL_HTML =
  '<!doctype html><html lang="en"><head><title>WOW Phuket</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>';
const NOINDEX = '<meta name="robots" content="noindex">';

let t: TestApp;
let siteRoot: string;

beforeAll(async () => {
  siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-pres-page-'));
  fs.mkdirSync(path.join(siteRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(siteRoot, 'shell', 'dist', 'index.html'), SHELL_HTML);
  t = await createTestApp({
    demo: false,
    env: { SITE_ROOT: siteRoot, RATE_LIMIT_DISABLED: 'true', PUBLIC_URL: 'https://wow.example' },
  });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

it('answers 200 with the preview tags, 410 once revoked, 404 for an unknown slug', async () => {
  const user = await signUp(t.app, { role: 'broker' });
  const { id: userId } = (
    await t.app.inject({ method: 'GET', url: '/api/user', headers: user.auth })
  ).json<{ user: { id: number } }>().user;
  const [listing] = await t.database.db
    .insert(listings)
    .values({ userId, title: 'Pool villa', status: 'published', price: '1', priceThb: '1' })
    .returning({ id: listings.id });
  await t.database.db
    .insert(listingPhotos)
    .values({ listingId: listing!.id, path: 'catalog/photos/pool.webp', isMain: true });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/presentations',
    headers: user.auth,
    payload: {
      title: 'Villas for "Anna"',
      client_name: 'Anna Private',
      intro: 'Three villas <near> the beach',
      items: [{ listing_id: listing!.id }],
    },
  });
  const { id, slug } = created.json<{ id: number; slug: string }>();

  const page = await t.app.inject({ method: 'GET', url: `/presentation/${slug}` });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.body).toContain('<meta property="og:title" content="Villas for &quot;Anna&quot;">');
  expect(page.body).toContain(
    '<meta property="og:description" content="Three villas &lt;near&gt; the beach">',
  );
  expect(page.body).toContain(
    '<meta property="og:image" content="https://wow.example/media/catalog/photos/pool.webp">',
  );
  expect(page.body).toContain(NOINDEX);
  expect(page.body).not.toContain('Anna Private');

  await t.app.inject({
    method: 'POST',
    url: `/api/presentations/${id}/revoke`,
    headers: user.auth,
    payload: {},
  });
  const revoked = await t.app.inject({ method: 'GET', url: `/presentation/${slug}` });
  expect(revoked.statusCode).toBe(410);
  expect(revoked.body).toContain('<div id="root"></div>');
  expect(revoked.body).not.toContain('og:title');

  const unknown = await t.app.inject({ method: 'GET', url: '/presentation/NoSuchSlug1234' });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.body).toContain(NOINDEX);
});

it("leads the English address to the client's language, unless the client chose English", async () => {
  const user = await signUp(t.app, { role: 'broker' });
  const create = async (payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/presentations',
      headers: user.auth,
      payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number; slug: string }>();
  };
  const russian = await create({ title: 'Виллы для Анны', locale: 'ru' });
  const english = await create({ title: 'Villas for Tom' });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  const redirected = await get(`/presentation/${russian.slug}?print=1&currency=USD`);
  expect(redirected.statusCode).toBe(302);
  expect(redirected.headers.location).toBe(`/ru/presentation/${russian.slug}?print=1&currency=USD`);
  expect(redirected.headers['cache-control']).toBe('no-store');

  const page = await get(`/ru/presentation/${russian.slug}`);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<html lang="ru">');
  expect(page.body).toContain(
    `<link rel="canonical" href="https://wow.example/ru/presentation/${russian.slug}">`,
  );
  expect(page.body).toContain('content="Подборка: 0 объектов на Пхукете."');
  expect(page.body).toContain(NOINDEX);

  // The client's own choice of English (the page's language switch) is not sent back.
  const chosen = await get(`/presentation/${russian.slug}?lang=en`);
  expect(chosen.statusCode).toBe(200);
  expect(chosen.body).toContain('<html lang="en">');
  // Another language's address is the client's choice too; an English presentation stays.
  expect((await get(`/zh/presentation/${russian.slug}`)).body).toContain('<html lang="zh-Hans">');
  expect((await get(`/presentation/${english.slug}`)).statusCode).toBe(200);
  expect((await get(`/th/presentation/${english.slug}`)).body).toContain('<html lang="th">');

  // A dead link is led to the client's language too, where its polite page is.
  await t.app.inject({
    method: 'POST',
    url: `/api/presentations/${russian.id}/revoke`,
    headers: user.auth,
    payload: {},
  });
  const gone = await get(`/presentation/${russian.slug}`);
  expect([gone.statusCode, gone.headers.location]).toEqual([
    302,
    `/ru/presentation/${russian.slug}`,
  ]);
  const goneRussian = await get(`/ru/presentation/${russian.slug}`);
  expect(goneRussian.statusCode).toBe(410);
  expect(goneRussian.body).toContain('<html lang="ru">');

  const unknown = await get('/th/presentation/NoSuchSlug1234');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.body).toContain('<html lang="th">');
  expect(unknown.headers.location).toBeUndefined();
});

import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { developers, listings, projects, users } from '../db/schema';
import { errorBody, createTestApp, type TestApp } from '../test/test-app';
import { invalidateListingCaches } from './invalidation';

/*
 * A server-rendered page is built from the catalog's reads called directly (page-data.ts), not
 * through HTTP: the answers must be exactly what the browser would get from the API for the
 * same keys, and a key the API would refuse must leave the page to the browser.
 */

let t: TestApp;
let db: Db;
const ids = { agent: 0, developer: 0, project: 0, listing: 0 };

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  db = t.database.db;
  const [agent] = await db
    .insert(users)
    .values({
      name: 'Page Agent',
      email: 'page.agent@example.com',
      passwordHash: 'x',
      role: 'broker',
    })
    .returning({ id: users.id });
  const [developer] = await db
    .insert(developers)
    .values({ title: 'Page Data Developer', description: 'Builds by the sea.' })
    .returning({ id: developers.id });
  ids.agent = agent!.id;
  ids.developer = developer!.id;
  const [project] = await db
    .insert(projects)
    .values({ title: 'Page Data Project', developerId: ids.developer, video: 'v.mp4' })
    .returning({ id: projects.id });
  ids.project = project!.id;
  const rows = await db
    .insert(listings)
    .values(
      [1, 2, 3].map((n) => ({
        userId: ids.agent,
        status: 'published' as const,
        title: `Page data villa ${n}`,
        price: String(1_000_000 * n),
        priceThb: String(1_000_000 * n),
        offerType: 'Sale',
        propertyType: 'Villa',
        bedrooms: n,
        developerId: ids.developer,
        projectId: ids.project,
      })),
    )
    .returning({ id: listings.id });
  ids.listing = rows[0]!.id;
  invalidateListingCaches(db);
});

afterAll(async () => {
  await t.close();
});

const viaHttp = async (key: string): Promise<unknown> => {
  const res = await t.app.inject({ method: 'GET', url: `/api${key}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('the data of a server-rendered page', () => {
  it('is what the API answers for the same keys, with the same coercion and defaults', async () => {
    const keys = [
      '/properties?page=1&per_page=2&currency=USD&filter%5Boffer_type%5D=Sale',
      '/properties?filter%5Bbedrooms%5D=2,3&sort=price',
      '/get-listings?page=1&per_page=6&currency=EUR',
      `/${ids.listing}/property?currency=USD`,
      `/developers/${ids.developer}`,
      `/developers/${ids.developer}/listings?page=1&per_page=12&currency=THB`,
      `/projects/${ids.project}`,
      `/projects/${ids.project}/listings?page=1&per_page=12&currency=THB`,
      `/agents/${ids.agent}`,
      `/agents/${ids.agent}/listings?page=1&per_page=12&currency=THB`,
      '/developers?filter%5Btitle%5D=Page%20Data',
      `/projects?filter%5Bdeveloper_id%5D=${ids.developer}`,
    ];
    const answers = await t.app.catalog.pageData.answers(keys);
    expect(answers).not.toBeNull();
    for (const key of keys) {
      // JSON both ways: the page embeds the answers as JSON for the browser to hydrate from.
      expect(JSON.parse(JSON.stringify(answers?.[key]))).toEqual(await viaHttp(key));
    }
    expect(answers?.[`/developers/${ids.developer}`]).toMatchObject({
      title: 'Page Data Developer',
      listings_count: 3,
    });
  });

  it.each([
    ['an unknown id', () => '/developers/999999'],
    ['a draft listing', () => '/999999/property'],
    ['an id that is not a number', () => '/developers/abc'],
    ['a page size over the bound', () => '/properties?per_page=1000'],
    ['a filter value out of range', () => '/properties?filter%5Bbedrooms%5D=99'],
    ['an unknown sort', () => '/properties?sort=cheapest'],
    ['control characters in a search', () => '/developers?filter%5Btitle%5D=a%00b'],
    ['a path that is not a public read', () => '/get/broker/listings'],
    ['a path that is not an API at all', () => '/no-such-thing'],
  ])('is none when a key is %s, so the browser renders the page', async (_case, key) => {
    const good = `/developers/${ids.developer}`;
    expect(await t.app.catalog.pageData.answers([good, key()])).toBeNull();
  });

  it("reads an owner once per page: the developer's header and its listings share the row", async () => {
    const scope = t.app.catalog.reads.scope();
    const first = await scope.developer(ids.developer);
    await db
      .update(developers)
      .set({ title: 'Renamed meanwhile' })
      .where(eq(developers.id, ids.developer));
    try {
      // The same scope: the row it read stands (one read); its listings need no second look.
      expect((await scope.developer(ids.developer)).title).toBe(first.title);
      expect((await scope.developerListings(ids.developer, {})).meta.total).toBe(3);
      // A new request reads anew.
      expect((await t.app.catalog.reads.scope().developer(ids.developer)).title).toBe(
        'Renamed meanwhile',
      );
    } finally {
      await db
        .update(developers)
        .set({ title: first.title })
        .where(eq(developers.id, ids.developer));
    }
  });

  it('answers a missing owner with 404 over HTTP and with none for a page, from one read', async () => {
    const scope = t.app.catalog.reads.scope();
    await expect(scope.projectListings(999_999, {})).rejects.toMatchObject({ statusCode: 404 });
    const res = await t.app.inject({ method: 'GET', url: '/api/projects/999999/listings' });
    expect(res.statusCode).toBe(404);
    expect(errorBody(res)).toEqual({ message: 'Project not found.' });
  });

  it('counts each read of a property page as a view, the server-rendered one too', async () => {
    const views = async () =>
      (await db.select({ n: listings.views }).from(listings).where(eq(listings.id, ids.listing)))[0]
        ?.n;
    const before = (await views()) ?? 0;
    await viaHttp(`/${ids.listing}/property`);
    await t.app.catalog.pageData.answers([`/${ids.listing}/property?currency=USD`]);
    expect(await views()).toBe(before + 2);
    // A draft is no page: nothing counted.
    await db.update(listings).set({ status: 'draft' }).where(eq(listings.id, ids.listing));
    try {
      const res = await t.app.inject({ method: 'GET', url: `/api/${ids.listing}/property` });
      expect(res.statusCode).toBe(404);
      expect(await views()).toBe(before + 2);
    } finally {
      await db.update(listings).set({ status: 'published' }).where(eq(listings.id, ids.listing));
      invalidateListingCaches(db);
    }
  });
});

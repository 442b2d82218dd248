import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  PAGE_SIZES,
  PUBLISH_REQUIREMENT_MESSAGES,
  listingPaths,
  type ListingCard,
  type ListingDetail,
  type ListingDraft,
  type ListingPreview,
  type ListingState,
  type MyListing,
  type Page,
} from '@phuket/shared/contract';
import { listingPhotos, listings, locations, users } from '../db/schema';
import { qualified } from '../db/qualified';
import { seedDemoCatalog } from '../seed/catalog/catalog-seed';
import type { TestApp } from '../test/test-app';
import { OWNER_ONLY_FILTER, OWN_LISTINGS_ONLY } from './broker-listings-routes';
import { NOT_PUBLISHED_TO_CONFIRM } from './lifecycle-routes';
import {
  call,
  createDraft,
  createListingsTestApp,
  guest,
  newUser,
  signIn,
  type Caller,
} from './test-helpers';

let t: TestApp;
let demoBroker: Caller;
let demoBrokerId: number;
let otherBroker: Caller;
let admin: Caller;
let locationId: number;
/** A seeded listing of the demo broker, published, for sale, with at least 3 photos. */
let seeded: { id: number; version: number };
/** How many listings the seed gave the demo broker (40 of the 360 with the fixed seed). */
let seededCount: number;

beforeAll(async () => {
  t = await createListingsTestApp();
  await seedDemoCatalog(t.database.db);
  const db = t.database.db;
  const [me] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'broker@example.com'));
  demoBrokerId = me?.id as number;
  demoBroker = await signIn(t.app, 'broker@example.com');
  admin = await signIn(t.app, 'admin@example.com');
  otherBroker = await newUser(t.app);
  const [loc] = await db.select({ id: locations.id }).from(locations).limit(1);
  locationId = loc?.id as number;
  const photos = sql<number>`(select count(*)::int from ${listingPhotos} p where p.listing_id = ${qualified(listings, listings.id)})`;
  const [row] = await db
    .select({ id: listings.id, version: listings.version })
    .from(listings)
    .where(
      and(
        eq(listings.userId, demoBrokerId),
        eq(listings.status, 'published'),
        eq(listings.offerType, 'Sale'),
        sql`${photos} >= 3`,
      ),
    )
    .orderBy(listings.id)
    .limit(1);
  if (!row) throw new Error('the seed gave the demo broker no published sale with 3 photos');
  seeded = row;
  const [mine] = await db
    .select({ n: count() })
    .from(listings)
    .where(eq(listings.userId, demoBrokerId));
  seededCount = mine?.n ?? 0;
}, 180_000);

afterAll(async () => {
  await t.close();
});

async function publicIds(): Promise<number[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/properties?per_page=100&filter[user_id]=${demoBrokerId}`,
  });
  expect(res.statusCode).toBe(200);
  const ids = res.json<Page<{ id: number }>>().data.map((l) => l.id);
  const total = res.json<Page<{ id: number }>>().meta.total;
  // More than one page would hide ids; the seed gives the demo broker far fewer.
  expect(total).toBeLessThanOrEqual(100);
  return ids;
}

async function draftOf(caller: Caller, id: number): Promise<ListingDraft> {
  const res = await call(t.app, caller, 'GET', `/listing/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json<ListingDraft>();
}

/** A new draft with everything publishing needs except photos. */
async function completeDraft(caller: Caller, offerType: 'Sale' | 'Rent' = 'Sale') {
  const draft = await createDraft(t.app, caller, {
    title: 'Complete listing',
    offer_type: offerType,
    property_type: 'Villa',
    ...(offerType === 'Rent' ? { rental_type: 'Long-term' } : {}),
  });
  await call(t.app, caller, 'POST', draft.paths.steps['2'], {
    version: 1,
    location_id: locationId,
  });
  const res = await call(t.app, caller, 'POST', draft.paths.steps['3'], {
    version: 2,
    price: 9_000_000,
  });
  return res.json<ListingDraft>();
}

/** Three photo rows copied from a seeded listing (the upload slice will write real ones). */
async function addSeedPhotos(listingId: number): Promise<void> {
  const db = t.database.db;
  const source = await db
    .select({ path: listingPhotos.path })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, seeded.id))
    .limit(3);
  await db
    .insert(listingPhotos)
    .values(
      source.map((p, position) => ({ listingId, path: p.path, position, isMain: position === 0 })),
    );
}

describe('publish', () => {
  it('refuses a new draft with 422 naming every missing requirement, photos included', async () => {
    const draft = await createDraft(t.app, demoBroker, { title: 'Bare' });
    const res = await call(t.app, demoBroker, 'POST', draft.paths.publish, { version: 1 });
    expect(res.statusCode).toBe(422);
    const body = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.errors).toEqual({
      property_type: [PUBLISH_REQUIREMENT_MESSAGES.property_type],
      offer_type: [PUBLISH_REQUIREMENT_MESSAGES.offer_type],
      price: [PUBLISH_REQUIREMENT_MESSAGES.price],
      location: [PUBLISH_REQUIREMENT_MESSAGES.location],
      photos: [PUBLISH_REQUIREMENT_MESSAGES.photos],
    });
    expect(body.message).toContain('photos');
    expect((await draftOf(demoBroker, draft.id)).status).toBe('draft');
  });

  it('refuses a complete draft with fewer than 3 photos, then publishes it once it has 3; search shows it at once', async () => {
    const draft = await completeDraft(demoBroker);
    expect(draft.completeness.missing).toEqual(['photos']);
    const refused = await call(t.app, demoBroker, 'POST', draft.paths.publish, {
      version: draft.version,
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual(['photos']);

    await addSeedPhotos(draft.id);
    // Fill the public caches first: the publish must show through them.
    expect(await publicIds()).not.toContain(draft.id);
    const res = await call(t.app, demoBroker, 'POST', draft.paths.publish, {
      version: draft.version,
    });
    expect(res.statusCode).toBe(200);
    const state = res.json<ListingState>();
    expect(state).toMatchObject({ id: draft.id, status: 'published', version: draft.version + 1 });
    expect(state.confirmed_at).not.toBeNull();
    expect(await publicIds()).toContain(draft.id);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/${draft.id}/property` })).statusCode,
    ).toBe(200);
  });

  it('checks the version, and that the listing is not published already', async () => {
    const stale = await call(t.app, demoBroker, 'POST', listingPaths(seeded.id).publish, {
      version: seeded.version + 5,
    });
    expect(stale.statusCode).toBe(409);
    const again = await call(t.app, demoBroker, 'POST', listingPaths(seeded.id).publish, {
      version: seeded.version,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(
      'A published listing cannot be published.',
    );
  });

  it("is the owner's only: another broker 404, a guest 401, an admin 403", async () => {
    const path = listingPaths(seeded.id).publish;
    expect((await call(t.app, otherBroker, 'POST', path, { version: 1 })).statusCode).toBe(404);
    expect((await call(t.app, guest, 'POST', path, { version: 1 })).statusCode).toBe(401);
    expect((await call(t.app, admin, 'POST', path, { version: 1 })).statusCode).toBe(403);
  });
});

describe('status changes', () => {
  it("unpublish takes a seeded listing out of search at once and publish brings it back (it has the seed's photos)", async () => {
    const paths = listingPaths(seeded.id);
    let version = (await draftOf(demoBroker, seeded.id)).version;
    expect(await publicIds()).toContain(seeded.id);
    const missingVersion = await call(t.app, demoBroker, 'POST', paths.unpublish, {});
    expect(missingVersion.statusCode).toBe(422);
    const down = await call(t.app, demoBroker, 'POST', paths.unpublish, { version });
    expect(down.statusCode).toBe(200);
    expect(down.json<ListingState>().status).toBe('draft');
    expect(await publicIds()).not.toContain(seeded.id);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/${seeded.id}/property` })).statusCode,
    ).toBe(404);
    version = down.json<ListingState>().version;
    const up = await call(t.app, demoBroker, 'POST', paths.publish, { version });
    expect(up.statusCode).toBe(200);
    expect(await publicIds()).toContain(seeded.id);
  });

  it('a step save on a published listing shows in search at once (edit the price)', async () => {
    const draft = await draftOf(demoBroker, seeded.id);
    const before = await t.app.inject({ method: 'GET', url: `/api/${seeded.id}/property` });
    expect(before.statusCode).toBe(200);
    const res = await call(t.app, demoBroker, 'POST', draft.paths.steps['3'], {
      version: draft.version,
      price: 12_345_678,
      currency: 'THB',
    });
    expect(res.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `/api/${seeded.id}/property` });
    expect(after.json<{ price: number }>().price).toBe(12_345_678);
  });

  it('marks a sale sold and a rent rented, never the other way round; both leave search', async () => {
    const sale = await completeDraft(demoBroker, 'Sale');
    await addSeedPhotos(sale.id);
    const published = await call(t.app, demoBroker, 'POST', sale.paths.publish, {
      version: sale.version,
    });
    let version = published.json<ListingState>().version;
    const wrong = await call(t.app, demoBroker, 'POST', sale.paths.mark_rented, { version });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json<{ message: string }>().message).toBe(
      'Only a listing for rent can be marked rented.',
    );
    const sold = await call(t.app, demoBroker, 'POST', sale.paths.mark_sold, { version });
    expect(sold.statusCode).toBe(200);
    expect(sold.json<ListingState>().status).toBe('sold');
    expect(await publicIds()).not.toContain(sale.id);
    version = sold.json<ListingState>().version;
    // Sold twice makes no sense.
    expect(
      (await call(t.app, demoBroker, 'POST', sale.paths.mark_sold, { version })).statusCode,
    ).toBe(409);

    const rent = await completeDraft(demoBroker, 'Rent');
    await addSeedPhotos(rent.id);
    const draftSold = await call(t.app, demoBroker, 'POST', rent.paths.mark_rented, {
      version: rent.version,
    });
    expect(draftSold.statusCode).toBe(409);
    expect(draftSold.json<{ message: string }>().message).toBe('A draft cannot be marked rented.');
    const up = await call(t.app, demoBroker, 'POST', rent.paths.publish, { version: rent.version });
    const rented = await call(t.app, demoBroker, 'POST', rent.paths.mark_rented, {
      version: up.json<ListingState>().version,
    });
    expect(rented.json<ListingState>().status).toBe('rented');
  });

  it('archives, and publishing again re-lists an archived listing', async () => {
    const draft = await completeDraft(demoBroker);
    await addSeedPhotos(draft.id);
    const archived = await call(t.app, demoBroker, 'POST', draft.paths.archive, {
      version: draft.version,
    });
    expect(archived.json<ListingState>().status).toBe('archived');
    const version = archived.json<ListingState>().version;
    expect(
      (await call(t.app, demoBroker, 'POST', draft.paths.archive, { version })).statusCode,
    ).toBe(409);
    const back = await call(t.app, demoBroker, 'POST', draft.paths.publish, { version });
    expect(back.json<ListingState>().status).toBe('published');
  });

  it('confirms availability of a published listing only, bumping the version', async () => {
    const draft = await createDraft(t.app, demoBroker, { title: 'Not yet' });
    const refused = await call(t.app, demoBroker, 'POST', draft.paths.confirm_availability, {
      version: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(NOT_PUBLISHED_TO_CONFIRM);

    const current = await draftOf(demoBroker, seeded.id);
    const db = t.database.db;
    await db
      .update(listings)
      .set({ confirmedAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(listings.id, seeded.id));
    const res = await call(t.app, demoBroker, 'POST', current.paths.confirm_availability, {
      version: current.version,
    });
    expect(res.statusCode).toBe(200);
    const state = res.json<ListingState>();
    expect(state.version).toBe(current.version + 1);
    expect(new Date(state.confirmed_at ?? 0).getFullYear()).toBeGreaterThan(2020);
    // Without a version (a link in an email) it still works; a stale one is refused.
    expect(
      (await call(t.app, demoBroker, 'POST', current.paths.confirm_availability)).statusCode,
    ).toBe(200);
    const stale = await call(t.app, demoBroker, 'POST', current.paths.confirm_availability, {
      version: current.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(
      (await call(t.app, otherBroker, 'POST', current.paths.confirm_availability)).statusCode,
    ).toBe(404);
  });

  it('an admin may unpublish any listing without a version, but not edit it; another broker cannot unpublish', async () => {
    const draft = await completeDraft(demoBroker);
    await addSeedPhotos(draft.id);
    const up = await call(t.app, demoBroker, 'POST', draft.paths.publish, {
      version: draft.version,
    });
    const version = up.json<ListingState>().version;
    expect(
      (await call(t.app, otherBroker, 'POST', draft.paths.unpublish, { version })).statusCode,
    ).toBe(404);
    expect((await call(t.app, guest, 'POST', draft.paths.unpublish, { version })).statusCode).toBe(
      401,
    );
    expect(
      (await call(t.app, admin, 'POST', draft.paths.steps['1'], { version, title: 'Moderated' }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, admin, 'GET', draft.paths.self)).statusCode).toBe(403);
    const res = await call(t.app, admin, 'POST', draft.paths.unpublish);
    expect(res.statusCode).toBe(200);
    expect(res.json<ListingState>().status).toBe('draft');
    expect(await publicIds()).not.toContain(draft.id);
    expect(
      (await call(t.app, admin, 'POST', listingPaths(2_000_000_000).unpublish)).statusCode,
    ).toBe(404);
    expect((await draftOf(demoBroker, draft.id)).title).toBe('Complete listing');
  });

  it('deleting a published listing takes it out of search at once', async () => {
    const draft = await completeDraft(demoBroker);
    await addSeedPhotos(draft.id);
    const up = await call(t.app, demoBroker, 'POST', draft.paths.publish, {
      version: draft.version,
    });
    expect(await publicIds()).toContain(draft.id);
    const res = await call(
      t.app,
      demoBroker,
      'DELETE',
      `${draft.paths.delete}?version=${up.json<ListingState>().version}`,
    );
    expect(res.statusCode).toBe(200);
    expect(await publicIds()).not.toContain(draft.id);
    const [left] = await t.database.db
      .select({ n: count() })
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, draft.id));
    expect(left?.n).toBe(0);
  });
});

describe('GET /api/get/broker/listings', () => {
  async function myListings(caller: Caller, query = '') {
    return call(t.app, caller, 'GET', `/get/broker/listings${query}`);
  }

  it('shows the demo broker every seeded listing of theirs (and their new ones), 6 a page, newest change first', async () => {
    const db = t.database.db;
    expect(seededCount).toBeGreaterThanOrEqual(30);
    const [all] = await db
      .select({ n: count() })
      .from(listings)
      .where(eq(listings.userId, demoBrokerId));
    const res = await myListings(demoBroker);
    expect(res.statusCode).toBe(200);
    const page = res.json<Page<MyListing>>();
    expect(page.meta).toEqual({
      current_page: 1,
      per_page: PAGE_SIZES.brokerListings,
      total: all?.n,
      last_page: Math.ceil((all?.n ?? 0) / 6),
    });
    expect(page.data).toHaveLength(6);
    const times = page.data.map((l) => Date.parse(l.updated_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const ids = new Set<number>();
    for (let p = 1; p <= page.meta.last_page; p++) {
      const res2 = await myListings(demoBroker, `?page=${p}`);
      for (const l of res2.json<Page<MyListing>>().data) ids.add(l.id);
    }
    expect(ids.size).toBe(all?.n);
    expect(ids.size).toBeGreaterThan(seededCount);
    const owned = await db
      .select({ id: listings.id })
      .from(listings)
      .where(and(inArray(listings.id, [...ids]), eq(listings.userId, demoBrokerId)));
    expect(owned).toHaveLength(ids.size);
  });

  it('gives each row the card (as /api/properties has it) plus status, cover, completeness, confirmation, views and actions', async () => {
    const db = t.database.db;
    await db.update(listings).set({ views: 17 }).where(eq(listings.id, seeded.id));
    const res = await myListings(demoBroker, '?per_page=100');
    const row = res.json<Page<MyListing>>().data.find((l) => l.id === seeded.id);
    expect(row).toMatchObject({
      status: 'published',
      views: 17,
      currency: expect.any(String),
      paths: listingPaths(seeded.id),
    });
    expect(row?.cover_url).toMatch(/^\/media\/.+-card\.webp$/);
    expect(row?.completeness.ready).toBe(true);
    expect(row?.completeness.photos_count).toBeGreaterThanOrEqual(3);
    expect(row?.confirmed_at).not.toBeNull();
    expect(row?.actions).toEqual(['unpublish', 'mark_sold', 'archive']);
    // Every field of the public card, with the same values: a row is a card and more.
    const [stored] = await db
      .select({ currency: listings.currency })
      .from(listings)
      .where(eq(listings.id, seeded.id));
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/properties?per_page=100&filter[user_id]=${demoBrokerId}&currency=${stored?.currency}`,
    });
    const card = search.json<Page<ListingCard>>().data.find((c) => c.id === seeded.id);
    expect(card).toBeDefined();
    expect(row).toMatchObject(card as ListingCard);
    expect(row?.cover_url).toBe(card?.albums[0]?.photos[0]?.thumb_url);

    const bare = res.json<Page<MyListing>>().data.find((l) => l.title === 'Bare');
    expect(bare).toMatchObject({
      status: 'draft',
      cover_url: null,
      // A card's price: 0 while none is set; completeness says it is missing.
      price: 0,
      albums: [],
      actions: ['publish', 'archive'],
    });
    expect(bare?.completeness.missing).toEqual(expect.arrayContaining(['price', 'photos']));
  });

  it('shows each price as its owner set it, or in the currency asked for', async () => {
    const draft = await createDraft(t.app, demoBroker, { title: 'Priced in dollars' });
    await call(t.app, demoBroker, 'POST', draft.paths.steps['3'], {
      version: draft.version,
      price: 250_000,
      currency: 'USD',
    });
    const own = (await myListings(demoBroker, '?filter[title]=priced%20in%20dollars')).json<
      Page<MyListing>
    >().data[0];
    expect(own).toMatchObject({ price: 250_000, currency: 'USD' });
    const inBaht = (
      await myListings(demoBroker, '?filter[title]=priced%20in%20dollars&currency=THB')
    ).json<Page<MyListing>>().data[0];
    expect(inBaht?.currency).toBe('THB');
    expect(inBaht?.price).toBeGreaterThan(250_000 * 20);
  });

  it('filters by status and by part of the title, in any case, with % and _ as plain letters', async () => {
    const drafts = await myListings(demoBroker, '?filter[status]=draft&per_page=100');
    const data = drafts.json<Page<MyListing>>().data;
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((l) => l.status === 'draft')).toBe(true);
    await createDraft(t.app, demoBroker, { title: 'Penthouse 100% sea view' });
    await createDraft(t.app, demoBroker, { title: 'Penthouse 1000 sea view' });
    const byTitle = await myListings(
      demoBroker,
      `?filter[title]=${encodeURIComponent('HOUSE 100%')}`,
    );
    expect(byTitle.json<Page<MyListing>>().data.map((l) => l.title)).toEqual([
      'Penthouse 100% sea view',
    ]);
    const both = await myListings(
      demoBroker,
      '?filter[title]=penthouse%20100&filter[status]=draft',
    );
    expect(both.json<Page<MyListing>>().meta.total).toBe(2);
    const sold = await myListings(demoBroker, '?filter[status]=sold');
    expect(sold.json<Page<MyListing>>().data.every((l) => l.status === 'sold')).toBe(true);
    expect(sold.json<Page<MyListing>>().meta.total).toBeGreaterThan(0);
  });

  it("takes the catalog's filter[...] and sort on the owner's own listings, drafts included", async () => {
    const rents = await myListings(demoBroker, '?filter[offer_type]=Rent&per_page=100');
    expect(rents.statusCode).toBe(200);
    const rentRows = rents.json<Page<MyListing>>().data;
    expect(rentRows.length).toBeGreaterThan(0);
    expect(rentRows.every((l) => l.offer_type === 'Rent')).toBe(true);
    const draft = await createDraft(t.app, demoBroker, {
      title: 'Filtered draft',
      offer_type: 'Rent',
      property_type: 'Villa',
      rental_type: 'Long-term',
    });
    const villas = await myListings(
      demoBroker,
      '?filter[offer_type]=Rent&filter[property_type]=Villa&filter[status]=draft',
    );
    expect(villas.json<Page<MyListing>>().data.map((l) => l.id)).toContain(draft.id);
    const cheapest = await myListings(
      demoBroker,
      '?filter[status]=published&filter[offer_type]=Sale&sort=price&currency=THB&per_page=100',
    );
    const prices = cheapest.json<Page<MyListing>>().data.map((l) => l.price);
    expect(prices.length).toBeGreaterThan(5);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    // Mine with my own id is fine; another agent's id is refused rather than ignored.
    const mine = await myListings(demoBroker, `?filter[user_id]=${demoBrokerId}`);
    expect(mine.statusCode).toBe(200);
    const other = await myListings(demoBroker, `?filter[user_id]=${demoBrokerId + 1}`);
    expect(other.statusCode).toBe(422);
    expect(other.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'filter[user_id]': [OWN_LISTINGS_ONLY],
    });
    const badFilter = await myListings(demoBroker, '?filter[bedrooms]=nine');
    expect(badFilter.statusCode).toBe(422);
    expect(
      badFilter.json<{ errors: Record<string, string[]> }>().errors['filter[bedrooms]'],
    ).toBeDefined();
  });

  it('pages: a page past the end is empty, bad paging or an unknown status is 422', async () => {
    const far = await myListings(demoBroker, '?page=999');
    expect(far.statusCode).toBe(200);
    expect(far.json<Page<MyListing>>().data).toEqual([]);
    expect((await myListings(demoBroker, '?per_page=0')).statusCode).toBe(422);
    expect((await myListings(demoBroker, '?per_page=101')).statusCode).toBe(422);
    const status = await myListings(demoBroker, '?filter[status]=deleted');
    expect(status.statusCode).toBe(422);
    expect(
      status.json<{ errors: Record<string, string[]> }>().errors['filter[status]'],
    ).toBeDefined();
  });

  it('shows another broker only their own (none); a guest and an admin get the public cards of filter[user_id]', async () => {
    const res = await myListings(otherBroker);
    expect(res.statusCode).toBe(200);
    expect(res.json<Page<MyListing>>()).toEqual({
      data: [],
      meta: { current_page: 1, per_page: 6, total: 0, last_page: 1 },
    });
    const published = await publicIds();
    for (const caller of [guest, admin]) {
      const cards = await myListings(caller, `?filter[user_id]=${demoBrokerId}&per_page=100`);
      expect(cards.statusCode).toBe(200);
      const page = cards.json<Page<ListingCard & { status?: unknown }>>();
      expect(page.data.map((c) => c.id).sort((a, b) => a - b)).toEqual(
        [...published].sort((a, b) => a - b),
      );
      // Cards only: no owner's fields, no drafts.
      expect(page.data.every((c) => c.status === undefined)).toBe(true);
      // The owner's filters are not for them: refused, not ignored.
      const filtered = await myListings(caller, '?filter[status]=draft&filter[title]=villa');
      expect(filtered.statusCode).toBe(422);
      expect(filtered.json<{ errors: Record<string, string[]> }>().errors).toEqual({
        'filter[status]': [OWNER_ONLY_FILTER],
        'filter[title]': [OWNER_ONLY_FILTER],
      });
    }
    // A token that is sent must be valid.
    expect((await myListings({ authorization: 'Bearer nope' })).statusCode).toBe(401);
  });

  it('is the one route: /api/my/listings is gone', async () => {
    expect((await call(t.app, demoBroker, 'GET', '/my/listings')).statusCode).toBe(404);
  });
});

describe('GET /api/listing/{id}/preview', () => {
  /** A draft copied from the seeded listing: title, price, area and its photos, unpublished. */
  async function draftWithPhotos(): Promise<ListingDraft> {
    const res = await call(t.app, demoBroker, 'POST', `/listing/${seeded.id}/duplicate`, {});
    expect(res.statusCode).toBe(201);
    return res.json<ListingDraft>();
  }

  it("answers the owner the property page's detail of a draft, with its status, without counting a view", async () => {
    const draft = await draftWithPhotos();
    expect(draft.status).toBe('draft');
    // Not public: the property page's own read says 404.
    const publicRead = await t.app.inject({ method: 'GET', url: `/api/${draft.id}/property` });
    expect(publicRead.statusCode).toBe(404);

    const res = await call(
      t.app,
      demoBroker,
      'GET',
      `/listing/${draft.id}/preview?currency=${draft.currency}`,
    );
    expect(res.statusCode).toBe(200);
    const preview = res.json<ListingPreview>();
    expect(preview).toMatchObject({
      id: draft.id,
      status: 'draft',
      title: draft.title,
      price: draft.price,
      currency: draft.currency,
      enquiry_path: expect.any(String),
    });
    const photos = preview.albums.flatMap((album) => album.photos);
    expect(photos.length).toBe(draft.albums.flatMap((album) => album.photos).length);
    expect(photos.length).toBeGreaterThanOrEqual(3);
    expect(preview.agent?.id).toBe(demoBrokerId);
    const inUsd = await call(t.app, demoBroker, 'GET', `/listing/${draft.id}/preview?currency=USD`);
    expect(inUsd.json<ListingPreview>().currency).toBe('USD');
    expect((await draftOf(demoBroker, draft.id)).views).toBe(0);
  });

  it("answers a published listing's preview exactly as its public page, status aside", async () => {
    const before = (await draftOf(demoBroker, seeded.id)).views;
    const res = await call(t.app, demoBroker, 'GET', `/listing/${seeded.id}/preview`);
    expect(res.statusCode).toBe(200);
    const { status, ...preview } = res.json<ListingPreview>();
    expect(status).toBe('published');
    expect((await draftOf(demoBroker, seeded.id)).views).toBe(before);
    const page = await t.app.inject({ method: 'GET', url: `/api/${seeded.id}/property` });
    expect(preview).toEqual(page.json<ListingDetail>());
  });

  it('is 404 to another broker, 401 to a guest, 404 for no such id, 422 for a bad one; staff see any', async () => {
    const draft = await draftWithPhotos();
    for (const id of [draft.id, seeded.id]) {
      expect((await call(t.app, otherBroker, 'GET', `/listing/${id}/preview`)).statusCode).toBe(
        404,
      );
      // Staff judge listings before they go on the site: theirs to see in any status.
      const staff = await call(t.app, admin, 'GET', `/listing/${id}/preview`);
      expect(staff.statusCode).toBe(200);
      expect(staff.json<ListingPreview>().id).toBe(id);
      expect((await call(t.app, guest, 'GET', `/listing/${id}/preview`)).statusCode).toBe(401);
    }
    expect((await call(t.app, demoBroker, 'GET', '/listing/99999999/preview')).statusCode).toBe(
      404,
    );
    expect((await call(t.app, demoBroker, 'GET', '/listing/abc/preview')).statusCode).toBe(422);
    const badCurrency = await call(
      t.app,
      demoBroker,
      'GET',
      `/listing/${draft.id}/preview?currency=XYZ`,
    );
    expect(badCurrency.statusCode).toBe(422);
  });
});

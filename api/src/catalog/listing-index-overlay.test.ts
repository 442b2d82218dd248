import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { amenities, listingAmenities, listings, projects, users } from '../db/schema';
import { seedBenchListings } from '../seed/catalog/bench-seed';
import { createTestApp, type TestApp } from '../test/test-app';
import { FURNITURE, PROPERTY_TYPES, TENURE_FILTERS } from '@phuket/shared/contract';
import {
  ListingSearchIndex,
  loadIndexRowsInSteps,
  readIndexChanges,
  type SearchIndex,
} from './listing-index';
import { OverlaidIndex } from './listing-index-overlay';
import type { ListingFilters } from './listing-filters';
import type { ListingOrder } from './listing-query';
import { SORTS, cases, expectSameAsSql } from '../test/search-index-cases';

/*
 * A built index with the listings changed since laid over it must answer exactly what SQL
 * answers after those changes: every kind of write the index cares about (a listing published,
 * withdrawn, deleted, re-priced, re-typed, its amenities, its project's foreign quota), every
 * sort, random filters and far pages. And the change log names exactly those listings.
 */

let t: TestApp;
let db: Db;
let base: ListingSearchIndex;
let snapshot: string;
let agentId = 0;
let amenityIds: number[] = [];

async function publishedIds(limit: number, offset: number): Promise<number[]> {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.status, 'published'))
    .orderBy(listings.id)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  await seedBenchListings(db, 1200);
  const [agent] = await db
    .insert(users)
    .values({
      name: 'Overlay Agent',
      email: 'overlay@example.com',
      passwordHash: 'x',
      role: 'broker',
    })
    .returning({ id: users.id });
  agentId = agent!.id;
  amenityIds = (await db.select({ id: amenities.id }).from(amenities)).map((a) => a.id);
  const loaded = await loadIndexRowsInSteps(db);
  base = await ListingSearchIndex.build(loaded.rows);
  snapshot = loaded.snapshot;
}, 120_000);

afterAll(async () => {
  await t.close();
});

async function both(index: SearchIndex, filters: ListingFilters, sort: ListingOrder, page: number) {
  await expectSameAsSql(db, index, filters, sort, page);
}

test('nothing written: nothing to lay over, and the built index answers', async () => {
  const changes = await readIndexChanges(db, snapshot);
  expect(changes).toEqual({ everything: false, rows: new Map(), snapshot: expect.any(String) });
  expect(await OverlaidIndex.over(base, changes.rows)).toBe(base);
});

test('after writes of every kind, the overlaid index answers as SQL does', async () => {
  const touched = new Set<number>();
  // New listings, one of them a draft (not logged: not public).
  const fresh = await db
    .insert(listings)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        userId: agentId,
        status: 'published' as const,
        title: `Overlay ${i}`,
        offerType: i % 3 === 0 ? 'Rent' : 'Sale',
        rentalType: i % 3 === 0 ? 'Long-term' : null,
        propertyType: PROPERTY_TYPES[i % PROPERTY_TYPES.length]!,
        price: String(1_000_000 + i * 250_000),
        priceThb: String(1_000_000 + i * 250_000),
        area: i % 4 === 0 ? null : String(40 + i * 15),
        bedrooms: i % 5,
        bathrooms: 1 + (i % 3),
        tenure: i % 2 ? 'Freehold' : 'Leasehold',
        furniture: FURNITURE[i % FURNITURE.length]!,
      })),
    )
    .returning({ id: listings.id });
  for (const { id } of fresh) touched.add(id);
  const [draft] = await db
    .insert(listings)
    .values({ userId: agentId, status: 'draft', title: 'Not yet', offerType: 'Sale' })
    .returning({ id: listings.id });
  // Withdrawn, deleted, re-priced (the price-history trigger logs a cut), re-typed.
  const withdrawn = await publishedIds(10, 0);
  await db.update(listings).set({ status: 'sold' }).where(inArray(listings.id, withdrawn));
  const deleted = await publishedIds(5, 0);
  await db.delete(listings).where(inArray(listings.id, deleted));
  const repriced = await publishedIds(15, 100);
  await db
    .update(listings)
    .set({ price: sql`round(price * 0.9, 2)`, priceThb: sql`round(price_thb * 0.9, 2)` })
    .where(inArray(listings.id, repriced));
  const retyped = await publishedIds(10, 300);
  await db.update(listings).set({ propertyType: 'Townhouse' }).where(inArray(listings.id, retyped));
  // Amenities added and taken away.
  const equipped = await publishedIds(10, 500);
  await db
    .insert(listingAmenities)
    .values(equipped.map((listingId) => ({ listingId, amenityId: amenityIds.at(-1)! })))
    .onConflictDoNothing();
  const stripped = await publishedIds(10, 600);
  await db.delete(listingAmenities).where(inArray(listingAmenities.listingId, stripped));
  // A project's foreign quota used up: its freehold condo units are no longer foreign freehold.
  const [unit] = await db
    .execute<{ project_id: number }>(
      sql`select project_id from listings where status = 'published' and project_id is not null
        and tenure = 'Freehold' and property_type = 'Apartment' limit 1`,
    )
    .then((r) => (r as unknown as { rows: { project_id: number }[] }).rows);
  expect(unit).toBeDefined();
  const projectUnits = (
    await db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.projectId, unit!.project_id), eq(listings.status, 'published')))
  ).map((r) => r.id);
  await db
    .update(projects)
    .set({ foreignQuotaUnits: 0, status: 'published' })
    .where(eq(projects.id, unit!.project_id));
  // Views alone change nothing the index holds.
  const viewed = await publishedIds(5, 900);
  await db
    .update(listings)
    .set({ views: sql`views + 1` })
    .where(inArray(listings.id, viewed));
  for (const ids of [withdrawn, deleted, repriced, retyped, equipped, stripped, projectUnits]) {
    for (const id of ids) touched.add(id);
  }

  const changes = await readIndexChanges(db, snapshot);
  expect(changes.everything).toBe(false);
  expect(new Set(changes.rows.keys())).toEqual(touched);
  expect(changes.rows.has(draft!.id)).toBe(false);
  for (const id of [...withdrawn, ...deleted]) expect(changes.rows.get(id)).toBeNull();
  for (const { id } of fresh) expect(changes.rows.get(id)?.id).toBe(id);
  // Read from the snapshot it came with, nothing has changed since.
  expect((await readIndexChanges(db, changes.snapshot)).rows.size).toBe(0);

  const index = await OverlaidIndex.over(base, changes.rows);
  const [{ n }] = (await db
    .execute(sql`select count(*)::int as n from listings where status = 'published'`)
    .then((r) => (r as unknown as { rows: { n: number }[] }).rows)) as [{ n: number }];
  expect(index.size).toBe(n);
  expect(index.size).toBe(base.size + fresh.length - withdrawn.length - deleted.length);

  for (const sort of SORTS) {
    await both(index, {}, sort, 1);
    await both(index, {}, sort, 7);
    await both(index, { userId: agentId }, sort, 1);
    await both(index, { propertyTypes: ['Townhouse'] }, sort, 2);
  }
  await both(index, { reduced: true }, '-reduced', 1);
  await both(index, { amenityIds: [amenityIds.at(-1)!] }, '-created_at', 1);
  await both(index, { tenure: 'Foreign freehold' }, 'price', 1);
  const { next, pick } = cases(31);
  for (let i = 0; i < 120; i++) {
    const f: ListingFilters = {};
    if (next(2)) f.offerType = pick(['Sale', 'Rent'] as const);
    if (next(2)) f.propertyTypes = [...new Set([pick(PROPERTY_TYPES), pick(PROPERTY_TYPES)])];
    if (next(3) === 0) f.bedrooms = [next(5)];
    if (next(3) === 0) {
      const min = next(20) * 500_000;
      f.priceRange = { min, max: min + next(40) * 500_000 };
    }
    if (next(4) === 0) f.area = { min: next(100), max: 100 + next(400) };
    if (next(5) === 0) f.tenure = pick(TENURE_FILTERS);
    if (next(6) === 0) f.amenityIds = [pick(amenityIds)];
    if (next(6) === 0) f.reduced = true;
    await both(index, f, pick(SORTS), 1 + next(4));
  }
}, 120_000);

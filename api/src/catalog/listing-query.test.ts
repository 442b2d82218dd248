import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listings, users } from '../db/schema';
import { createTestDatabase } from '../test/test-app';

import type { ListingFilters } from './listing-filters';
import { createCountCache, listingPage, type CountCache, type ListingOrder } from './listing-query';
import type { Rates } from './money';

/*
 * listingPage against a reference computed here: the page statement filters the price inside
 * listings_status_offer_type_created_idx when it walks it, and carries the total in the same
 * statement unless the count cache has it. Rows share created_at timestamps on purpose, so
 * the id tie-break is exercised; every case runs with the planner's own choice and with index
 * scans forced, since a few hundred rows would otherwise always be read sequentially.
 */

const RATES: Rates = { THB: 1, USD: 0.03, EUR: 0.025 };
const BASE = Date.UTC(2024, 0, 1);

interface Row {
  id: number;
  status: 'published' | 'draft';
  offerType: 'Sale' | 'Rent';
  propertyType: 'Villa' | 'Apartment';
  priceThb: number;
  createdAt: number;
}

let drop: () => Promise<void>;
let db: Db;
let userId = 0;
const rows: Row[] = [];

async function insertRow(values: Omit<Row, 'id'>): Promise<Row> {
  const [inserted] = await db
    .insert(listings)
    .values({
      userId,
      status: values.status,
      title: `Listing ${rows.length}`,
      offerType: values.offerType,
      propertyType: values.propertyType,
      price: values.priceThb.toFixed(2),
      priceThb: values.priceThb.toFixed(2),
      createdAt: new Date(values.createdAt),
    })
    .returning({ id: listings.id });
  const row = { ...values, id: inserted!.id };
  rows.push(row);
  return row;
}

beforeAll(async () => {
  const test = await createTestDatabase();
  db = test.database.db;
  drop = test.drop;
  const [user] = await db
    .insert(users)
    .values({
      name: 'Query Agent',
      email: 'query.agent@example.com',
      passwordHash: 'x',
      role: 'broker',
    })
    .returning({ id: users.id });
  userId = user!.id;
  // A fixed LCG: the same rows on every run.
  let seed = 42;
  const next = (n: number): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  for (let i = 0; i < 240; i++) {
    await insertRow({
      status: next(10) === 0 ? 'draft' : 'published',
      offerType: next(3) === 0 ? 'Rent' : 'Sale',
      propertyType: next(2) === 0 ? 'Villa' : 'Apartment',
      // 5 M .. 45 M in 100 000 steps: narrow ranges hold a few rows, wide ones many.
      priceThb: 5_000_000 + next(400) * 100_000,
      // 12 distinct days for 240 rows: a page holds runs of rows with one created_at.
      createdAt: BASE + next(12) * 86_400_000,
    });
  }
});

afterAll(async () => {
  await drop();
});

/** What a page must hold, computed from the inserted rows. */
function expected(
  filters: { min: number; max: number },
  sort: ListingOrder,
  page: number,
  perPage: number,
): { ids: number[]; total: number } {
  const matching = rows.filter(
    (r) =>
      r.status === 'published' &&
      r.offerType === 'Sale' &&
      r.propertyType === 'Villa' &&
      r.priceThb >= filters.min &&
      r.priceThb <= filters.max,
  );
  matching.sort((a, b) =>
    sort === 'price'
      ? a.priceThb - b.priceThb || a.id - b.id
      : b.createdAt - a.createdAt || b.id - a.id,
  );
  const start = (page - 1) * perPage;
  return { ids: matching.slice(start, start + perPage).map((r) => r.id), total: matching.length };
}

function villaFilters(min: number, max: number): ListingFilters {
  return { offerType: 'Sale', propertyTypes: ['Villa'], priceRange: { min, max } };
}

async function pageOf(
  handle: Db,
  range: { min: number; max: number },
  sort: ListingOrder,
  page: number,
  perPage: number,
  counts?: CountCache,
): Promise<{ ids: number[]; total: number }> {
  const result = await listingPage(
    handle,
    {
      filters: villaFilters(range.min, range.max),
      currency: 'THB',
      rates: RATES,
      sort,
      page,
      perPage,
    },
    '/media',
    counts,
  );
  return { ids: result.data.map((c) => c.id), total: result.meta.total };
}

/** Runs `fn` with sequential and bitmap scans off, so the planner takes the indexes. */
async function withIndexScans<T>(fn: (handle: Db) => Promise<T>): Promise<T> {
  let out: T | undefined;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    out = await fn(tx);
  });
  return out as T;
}

const RANGES = [
  { min: 5_000_000, max: 45_000_000 }, // everything
  { min: 20_000_000, max: 30_000_000 }, // a quarter
  { min: 12_300_000, max: 13_100_000 }, // a handful
  { min: 44_950_000, max: 44_990_000 }, // none
];

describe('listingPage', () => {
  it.each([['-created_at' as const], ['price' as const]])(
    'pages %s exactly like the reference, with the true total, whatever the plan',
    async (sort) => {
      // Pages of 5 and of 25 rows, so page boundaries fall inside runs of equal created_at.
      for (const perPage of [5, 25]) {
        for (const range of RANGES) {
          const { total } = expected(range, sort, 1, perPage);
          const lastPage = Math.max(1, Math.ceil(total / perPage));
          for (const page of [1, 2, lastPage, lastPage + 1]) {
            const want = expected(range, sort, page, perPage);
            expect(await pageOf(db, range, sort, page, perPage)).toEqual(want);
            expect(await withIndexScans((tx) => pageOf(tx, range, sort, page, perPage))).toEqual(
              want,
            );
          }
        }
      }
    },
  );

  it('counts a page past the end, and gives 0 for a first page with no match', async () => {
    const wide = RANGES[0]!;
    const { total } = expected(wide, '-created_at', 1, 12);
    expect(total).toBeGreaterThan(12);
    expect(await pageOf(db, wide, '-created_at', 999, 12)).toEqual({ ids: [], total });
    expect(await pageOf(db, RANGES[3]!, '-created_at', 1, 12)).toEqual({ ids: [], total: 0 });
  });

  it('reads the page alone when the count cache has the total', async () => {
    const counts = createCountCache(1);
    const range = RANGES[1]!;
    const before = expected(range, '-created_at', 1, 12);
    expect(await pageOf(db, range, '-created_at', 1, 12, counts)).toEqual(before);

    // A newer matching listing, written without invalidating: the page shows it (its rows are
    // read every time) while the total is the cached figure, so the total came from the cache
    // and the page from the statement without one.
    const added = await insertRow({
      status: 'published',
      offerType: 'Sale',
      propertyType: 'Villa',
      priceThb: 25_000_000,
      createdAt: BASE + 100 * 86_400_000,
    });
    const after = await pageOf(db, range, '-created_at', 1, 12, counts);
    expect(after.ids[0]).toBe(added.id);
    expect(after.ids).toEqual(expected(range, '-created_at', 1, 12).ids);
    expect(after.total).toBe(before.total);
    counts.clear();
    expect((await pageOf(db, range, '-created_at', 1, 12, counts)).total).toBe(before.total + 1);
  });
});

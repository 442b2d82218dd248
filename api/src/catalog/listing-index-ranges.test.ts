import type { PropertyType } from '@phuket/shared/contract';
import { Prng } from '../seed/catalog/prng';
import type { Range } from './listing-filters';
import { ListingSearchIndex, type IndexQuery, type IndexRow } from './listing-index';

/*
 * The index's own arithmetic against a plain filter over the same rows, with no database:
 * rows grouped by property type on word boundaries, and the price and area ranges taken as
 * prefix sets with their ends bit by bit (RangeColumn) or checked row by row. Thousands of rows,
 * so the groups hold many buckets, and ranges that start and end on a bucket's edge, inside one
 * bucket, on tied values, on NULLs and outside every value. listing-index.test.ts compares the
 * index with SQL on real rows; this one reaches the bucket edges it cannot afford to.
 */

const TYPES: (PropertyType | null)[] = ['Villa', 'Apartment', 'Land plot', 'Townhouse', null];
const random = new Prng(31);

function pick<T>(values: readonly T[]): T {
  return values[random.int(0, values.length - 1)]!;
}

/** Prices and areas from small sets, so ties are many; some NULL. */
const PRICES = Array.from({ length: 400 }, (_, i) => 1_000_000 + i * 25_000);
const AREAS = Array.from({ length: 90 }, (_, i) => 20 + i * 5);

const rows: IndexRow[] = Array.from({ length: 6000 }, (_, i) => ({
  // Ids not in row order, so the id tie-breaks are tested.
  id: ((i * 7919) % 6001) + 1,
  offerType: pick(['Sale', 'Rent']),
  propertyType: pick(TYPES),
  propertyStage: null,
  rentalType: null,
  furniture: null,
  locationId: random.int(1, 5),
  developerId: null,
  projectId: null,
  userId: 1,
  bedrooms: random.int(0, 8),
  bathrooms: null,
  priceThb: random.next() < 0.05 ? null : pick(PRICES),
  area: random.next() < 0.1 ? null : pick(AREAS),
  createdMicros: 1_700_000_000_000_000 + random.int(0, 500) * 1_000_000,
  amenityIds: [],
  tenure: null,
  foreignFreehold: false,
}));

const index = new ListingSearchIndex(rows);

function within(value: number | null, range: Range | undefined): boolean {
  return range === undefined || (value !== null && value >= range.min && value <= range.max);
}

interface Case {
  types?: PropertyType[];
  offerType?: 'Sale' | 'Rent';
  locationIds?: number[];
  price?: Range;
  area?: Range;
}

function expected(c: Case): IndexRow[] {
  return rows.filter(
    (row) =>
      (c.types === undefined ||
        (row.propertyType !== null && (c.types as string[]).includes(row.propertyType))) &&
      (c.offerType === undefined || row.offerType === c.offerType) &&
      (c.locationIds === undefined || c.locationIds.includes(row.locationId!)) &&
      within(row.priceThb, c.price) &&
      within(row.area, c.area),
  );
}

function query(c: Case): IndexQuery {
  return {
    now: new Date(),
    filters: {
      propertyTypes: c.types,
      offerType: c.offerType,
      locationIds: c.locationIds,
      area: c.area,
    },
    priceThb: c.price ?? null,
  };
}

/** A range over `values`: on existing values (ties), between them, narrow or wide. */
function rangeOver(values: number[]): Range {
  const a = pick(values) + pick([0, 0, -1, 1]);
  const b = random.next() < 0.3 ? a + pick([0, 1, 10_000]) : pick(values);
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

function randomCase(): Case {
  const c: Case = {};
  if (random.next() < 0.6) {
    const named = TYPES.filter((t): t is PropertyType => t !== null);
    c.types = named.filter(() => random.next() < 0.4);
    if (c.types.length === 0) c.types = [pick(named)];
  }
  if (random.next() < 0.5) c.offerType = pick(['Sale', 'Rent'] as const);
  if (random.next() < 0.2) c.locationIds = [random.int(1, 5)];
  if (random.next() < 0.8) c.price = rangeOver(PRICES);
  if (random.next() < 0.4) c.area = rangeOver(AREAS);
  return c;
}

const newestFirst = (a: IndexRow, b: IndexRow) => b.createdMicros - a.createdMicros || b.id - a.id;
const areaAscNullsLast = (a: IndexRow, b: IndexRow) =>
  a.area === null || b.area === null
    ? Number(a.area === null) - Number(b.area === null) || a.id - b.id
    : a.area - b.area || a.id - b.id;

test('400 random filter and range combinations give the plain filter’s total, ids and order', () => {
  let wide = 0;
  for (let i = 0; i < 400; i++) {
    const c = randomCase();
    const want = expected(c);
    if (want.length > 500) wide++;
    for (const [sort, compare] of [
      ['-created_at', newestFirst],
      ['area', areaAscNullsLast],
    ] as const) {
      const ordered = [...want].sort(compare);
      for (const offset of [0, 24, Math.max(0, want.length - 5)]) {
        const page = index.search(query(c), sort, offset, 12);
        expect({ case: c, sort, offset, ...page }).toEqual({
          case: c,
          sort,
          offset,
          total: want.length,
          ids: ordered.slice(offset, offset + 12).map((row) => row.id),
        });
      }
    }
  }
  // Both ways of applying a range were taken: wide matches go through the prefix sets.
  expect(wide).toBeGreaterThan(40);
});

test('a range of every price, of one price, and of none', () => {
  const priced = rows.filter((row) => row.priceThb !== null);
  const everything = { min: 0, max: 10_000_000_000 };
  expect(index.search(query({ price: everything }), '-created_at', 0, 1).total).toBe(priced.length);
  const one = PRICES[200]!;
  expect(index.search(query({ price: { min: one, max: one } }), '-created_at', 0, 1).total).toBe(
    priced.filter((row) => row.priceThb === one).length,
  );
  expect(
    index.search(query({ price: { min: one + 1, max: one + 2 } }), '-created_at', 0, 1).total,
  ).toBe(0);
  expect(index.search(query({}), '-created_at', 0, 1).total).toBe(rows.length);
  expect(index.size).toBe(rows.length);
});

test('an index built in steps pauses between them and answers as one built at once', async () => {
  let pauses = 0;
  const stepped = await ListingSearchIndex.build(rows, async () => {
    pauses++;
  });
  // One pause at least per type group and per sort: requests run between them on a server.
  expect(pauses).toBeGreaterThan(TYPES.length + 4);
  for (let i = 0; i < 50; i++) {
    const c = randomCase();
    expect(stepped.search(query(c), 'area', 0, 12)).toEqual(index.search(query(c), 'area', 0, 12));
  }
});

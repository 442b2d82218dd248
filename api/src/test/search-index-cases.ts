import type { Db } from '../db/client';
import { indexQuery, type SearchIndex } from '../catalog/listing-index';
import type { ListingFilters } from '../catalog/listing-filters';
import { listingPage, type ListingOrder, type ListingPageRequest } from '../catalog/listing-query';
import type { Rates } from '../catalog/money';

/** What the search-index tests compare with SQL: every sort, fixed rates. */
export const RATES: Rates = { THB: 1, USD: 0.03, EUR: 0.025 };
export const SORTS: ListingOrder[] = [
  '-created_at',
  'new-projects',
  'price',
  '-price',
  'area',
  '-area',
  '-reduced',
];

/** A fixed LCG: the same "random" cases on every run. */
export function cases(seed: number): {
  next: (n: number) => number;
  pick: <T>(list: readonly T[]) => T;
} {
  const next = (n: number): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[next(list.length)] as T };
}

/** Expects `index` to answer a page exactly as the SQL search does: ids, order and total. */
export async function expectSameAsSql(
  db: Db,
  index: SearchIndex,
  filters: ListingFilters,
  sort: ListingOrder,
  page: number,
  perPage = 12,
  currency: ListingPageRequest['currency'] = 'THB',
): Promise<void> {
  const req: ListingPageRequest = { filters, currency, rates: RATES, sort, page, perPage };
  const bySql = await listingPage(db, req, '/media');
  const byIndex = index.search(indexQuery(req), sort, (page - 1) * perPage, perPage);
  expect({ filters, sort, page, ids: byIndex.ids, total: byIndex.total }).toEqual({
    filters,
    sort,
    page,
    ids: bySql.data.map((c) => c.id),
    total: bySql.meta.total,
  });
}

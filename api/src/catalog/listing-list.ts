import type { Db } from '../db/client';
import { HttpError, summarize } from '../http/errors';
import type {
  Currency,
  ListingCard,
  Page,
  ProjectSummary,
  SortKey as ListingSort,
} from '@phuket/shared/contract';
import { parseListingFilters, type ListingFilters } from './listing-filters';
import type { ListingIndexKeeper } from './listing-index-keeper';
import { indexedListingPage } from './listing-index';
import { listingPage, type CardCache, type CountCache, type ListingOrder } from './listing-query';
import type { RateCache } from './money';
import { stableKey, type AsyncCache } from '../cache/async-cache';

/** Per-process caches shared by the catalog routes; `invalidateListingCaches` empties them. */
export interface CatalogCaches {
  rates: RateCache;
  counts: CountCache;
  /** Public listing pages; never holds a list that depends on who asks. */
  pages: AsyncCache<string, Page<ListingCard>>;
  /** Pages of the public /projects directory, by their normalized query. */
  projects: AsyncCache<string, Page<ProjectSummary>>;
  /** The in-memory search and its cards; null when caching is off (LISTING_CACHE_TTL_MS=0). */
  search: { keeper: ListingIndexKeeper; cards: CardCache } | null;
}

/** What every listing-list query string carries once the schema has validated it. */
export interface ListingListQueryValue {
  page?: number;
  per_page?: number;
  sort?: ListingSort;
  currency?: Currency;
  [key: string]: unknown;
}

export interface ListingListOptions {
  defaultPerPage: number;
  /** Filters the route fixes (developer, project, agent); they win over the query's. */
  fixed?: Partial<ListingFilters>;
  order?: ListingOrder;
  includeDrafts?: boolean;
  /** The app's clock (a card's "Reduced"); the real time when left out. */
  now?: Date;
}

/** Parses `filter[...]`, answering 422 with every bad key at once. */
export function filtersOrThrow(query: Readonly<Record<string, unknown>>): ListingFilters {
  const { filters, errors } = parseListingFilters(query);
  if (Object.keys(errors).length > 0) throw new HttpError(422, summarize(errors), errors);
  return filters;
}

/**
 * The shared body of every listing list route: parse, convert money, page, count. Public
 * lists go through the page cache, keyed by everything that shapes the answer once validated
 * (the route's fixed filters merged in, the resolved order, page, size and currency); the
 * raw query string is not the key, so "?page=1&currency=THB" and "" share an entry and junk
 * parameters cannot multiply entries. Lists with drafts depend on the signed-in owner and
 * bypass the cache both ways.
 */
export async function listListings(
  db: Db,
  { rates, counts, pages, search }: CatalogCaches,
  mediaPrefix: string,
  query: ListingListQueryValue,
  options: ListingListOptions,
): Promise<Page<ListingCard>> {
  const filters = { ...filtersOrThrow(query), ...options.fixed };
  const currency = query.currency ?? 'THB';
  const sort = options.order ?? query.sort ?? '-created_at';
  const page = query.page ?? 1;
  const perPage = query.per_page ?? options.defaultPerPage;
  const includeDrafts = options.includeDrafts ?? false;
  const load = async (): Promise<Page<ListingCard>> => {
    const req = {
      filters,
      currency,
      rates: await rates.get(),
      sort,
      page,
      perPage,
      includeDrafts,
      now: options.now ?? new Date(),
    };
    // Drafts are not in the index (it holds what everyone may see); a stale index sits out,
    // and so does free text, which the index does not hold (the SQL search answers it).
    const index = includeDrafts || filters.search ? null : (search?.keeper.current() ?? null);
    return index && search
      ? indexedListingPage(db, req, mediaPrefix, index, search.cards)
      : listingPage(db, req, mediaPrefix, counts);
  };
  // With the page cache off (LISTING_CACHE_TTL_MS=0) there is no key to build either.
  if (includeDrafts || !pages.enabled) return load();
  return pages.getOrLoad(
    stableKey({ filters, currency, sort, page, perPage }),
    load,
    // Weight = cards held, so the bound follows memory rather than the number of pages.
    (value) => value.data.length + 1,
  );
}

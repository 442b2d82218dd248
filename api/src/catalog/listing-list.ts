import type { FastifyInstance } from 'fastify';
import { HttpError, summarize } from '../http/errors';
import type { Currency, ListingSort } from './enums';
import { parseListingFilters, type ListingFilters } from './listing-filters';
import { listingPage, type ListingOrder } from './listing-query';
import type { CountCache } from './count-cache';
import type { RateCache } from './money';

/** Per-process caches shared by the catalog routes. */
export interface CatalogCaches {
  rates: RateCache;
  counts: CountCache;
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
}

/** Parses `filter[...]`, answering 422 with every bad key at once. */
export function filtersOrThrow(query: Readonly<Record<string, unknown>>): ListingFilters {
  const { filters, errors } = parseListingFilters(query);
  if (Object.keys(errors).length > 0) throw new HttpError(422, summarize(errors), errors);
  return filters;
}

/** The shared body of every listing list route: parse, convert money, page, count. */
export async function listListings(
  app: FastifyInstance,
  { rates, counts }: CatalogCaches,
  query: ListingListQueryValue,
  options: ListingListOptions,
) {
  const filters = { ...filtersOrThrow(query), ...options.fixed };
  return listingPage(
    app.db,
    {
      filters,
      currency: query.currency ?? 'THB',
      rates: await rates.get(),
      sort: options.order ?? query.sort ?? '-created_at',
      page: query.page ?? 1,
      perPage: query.per_page ?? options.defaultPerPage,
      includeDrafts: options.includeDrafts ?? false,
    },
    app.config.publicMediaPrefix,
    counts,
  );
}

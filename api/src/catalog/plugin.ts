import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AsyncCache } from '../cache/async-cache';
import { directoryRoutes } from './directory-routes';
import { onListingDataChange } from './invalidation';
import { ListingIndexKeeper } from './listing-index-keeper';
import type { CatalogCaches } from './listing-list';
import { createCardCache, createCountCache } from './listing-query';
import { listingRoutes } from './listing-routes';
import { RateCache } from './money';
import { referenceRoutes } from './reference-routes';

/**
 * Bounds of the page cache: at most this many pages and cards in all. ~20 000 cards is some
 * tens of MB of heap at worst, whatever mix of page sizes clients ask for.
 */
export const PAGE_CACHE_MAX_ENTRIES = 2000;
export const PAGE_CACHE_MAX_CARDS = 20_000;
/** Cards the index path keeps by id (a few KB each with their photo URLs). */
export const CARD_CACHE_MAX = 20_000;
/** The search index is rebuilt at least this often, whatever the write check says. */
export const SEARCH_INDEX_MAX_AGE_MS = 10 * 60_000;

/**
 * Public catalog: listings search and pages, developers, projects, agents, filter options,
 * locations and the mailing-list subscription. Registered under /api.
 */
export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ttl = app.config.listingCacheTtlMs;
  const clearMemory = () => {
    caches.pages.clear();
    caches.counts.clear();
    caches.rates.invalidate();
    caches.search?.cards.clear();
  };
  const caches: CatalogCaches = {
    rates: new RateCache(app.db),
    counts: createCountCache(),
    pages: new AsyncCache({
      ttlMs: app.config.listingCacheTtlMs,
      maxEntries: PAGE_CACHE_MAX_ENTRIES,
      maxWeight: PAGE_CACHE_MAX_CARDS,
    }),
    // The index is a cache too: with caching off every search goes to SQL.
    search:
      ttl > 0
        ? {
            keeper: new ListingIndexKeeper(app.db, {
              // Other API processes write to a PostgreSQL server; PGlite has only this one.
              checkEveryMs: app.database.driver === 'postgres' ? ttl : null,
              maxAgeMs: SEARCH_INDEX_MAX_AGE_MS,
              onRemoteWrite: clearMemory,
              onError: (error) => app.log.error({ err: error }, 'search index build failed'),
            }),
            cards: createCardCache(CARD_CACHE_MAX),
          }
        : null,
  };
  const unregister = onListingDataChange(app.db, () => {
    clearMemory();
    caches.search?.keeper.invalidate();
  });
  app.addHook('onClose', async () => {
    unregister();
    await caches.search?.keeper.close();
  });
  await app.register(listingRoutes, caches);
  await app.register(directoryRoutes, caches);
  await app.register(referenceRoutes);
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CountCache } from './count-cache';
import { directoryRoutes } from './directory-routes';
import { onListingDataChange } from './invalidation';
import type { CatalogCaches } from './listing-list';
import { listingRoutes } from './listing-routes';
import { RateCache } from './money';
import { referenceRoutes } from './reference-routes';
import { ResponseCache } from './response-cache';

/**
 * Bounds of the page cache: at most this many pages and cards in all. ~20 000 cards is some
 * tens of MB of heap at worst, whatever mix of page sizes clients ask for.
 */
export const PAGE_CACHE_MAX_ENTRIES = 2000;
export const PAGE_CACHE_MAX_CARDS = 20_000;

/**
 * Public catalog: listings search and pages, developers, projects, agents, filter options,
 * locations and the mailing-list subscription. Registered under /api.
 */
export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const caches: CatalogCaches = {
    rates: new RateCache(app.db),
    counts: new CountCache(),
    pages: new ResponseCache({
      ttlMs: app.config.listingCacheTtlMs,
      maxEntries: PAGE_CACHE_MAX_ENTRIES,
      maxWeight: PAGE_CACHE_MAX_CARDS,
    }),
  };
  const unregister = onListingDataChange(app.db, () => {
    caches.pages.clear();
    caches.counts.clear();
    caches.rates.invalidate();
  });
  app.addHook('onClose', async () => unregister());
  await app.register(listingRoutes, caches);
  await app.register(directoryRoutes, caches);
  await app.register(referenceRoutes);
};

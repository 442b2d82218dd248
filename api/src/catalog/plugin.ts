import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AsyncCache } from '../cache/async-cache';
import { textValidatorCompiler } from '../http/validation';
import { CatalogReads } from './catalog-reads';
import { onListingDataChange } from './invalidation';
import { ListingIndexKeeper } from './listing-index-keeper';
import type { CatalogCaches } from './listing-list';
import { createCardCache, createCountCache } from './listing-query';
import { brokerListingRoutes } from './listing-routes';
import { RateCache } from './money';
import { PageDataSource } from './page-data';
import { catalogReadEndpoints } from './read-endpoints';
import { referenceRoutes } from './reference-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalog's public reads, for its routes and for server-rendered pages' data. */
    catalog: { reads: CatalogReads; pageData: PageDataSource };
  }
}

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

function createCaches(app: FastifyInstance): CatalogCaches {
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
      ttlMs: ttl,
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
  return caches;
}

/**
 * The catalog's reads and caches, app-wide: the /api routes below answer with them, and the
 * server renderer (ssr/) builds pages from them.
 */
export const catalogPlugin = fp(
  async (app: FastifyInstance) => {
    const reads = new CatalogReads(app.db, createCaches(app), app.config.publicMediaPrefix);
    app.decorate('catalog', {
      reads,
      pageData: new PageDataSource(reads, catalogReadEndpoints, textValidatorCompiler()),
    });
  },
  { name: 'catalog' },
);

/**
 * Public catalog routes: listings search and pages, developers, projects, agents, filter
 * options, locations and the mailing-list subscription. Registered under /api.
 */
export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const endpoint of catalogReadEndpoints) {
    app.get(endpoint.url, { schema: endpoint.schema }, (request) =>
      endpoint.load(app.catalog.reads.scope(), request.params, request.query),
    );
  }
  await app.register(brokerListingRoutes);
  await app.register(referenceRoutes);
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { EndpointDeclaration } from '@phuket/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AsyncCache } from '../cache/async-cache';
import { type EndpointHandler, serveEndpoint } from '../http/endpoint-route';
import { CATALOG_CHANGED, type Unlisten } from '../db/notifications';
import { textValidatorCompiler } from '../http/validation';
import { CatalogReads } from './catalog-reads';
import { onListingDataChange } from './invalidation';
import { ListingIndexKeeper } from './listing-index-keeper';
import type { CatalogCaches } from './listing-list';
import { createCardCache, createCountCache } from './listing-query';
import { RateCache } from './money';
import { PageDataSource } from './page-data';
import { catalogReadEndpoints } from './read-endpoints';
import { referenceRoutes } from './reference-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalog's public reads, for its routes and for server-rendered pages' data. */
    catalog: {
      reads: CatalogReads;
      pageData: PageDataSource;
      /**
       * Runs `listener` whenever the catalog's caches are emptied: a write of this process
       * (invalidateListingCaches) or another's (NOTIFY catalog_changed). For caches of
       * catalog data kept outside this plugin (the sitemap's).
       */
      onChange(listener: () => void): void;
    };
  }
}

/**
 * Bounds of the page cache: at most this many pages and cards in all. ~20 000 cards is some
 * tens of MB of heap at worst, whatever mix of page sizes clients ask for.
 */
export const PAGE_CACHE_MAX_ENTRIES = 2000;
export const PAGE_CACHE_MAX_CARDS = 20_000;
/** Directory pages of projects kept (12 small cards each: a few MB at most), and how long. */
export const PROJECT_PAGE_CACHE_MAX_ENTRIES = 2000;
export const PROJECT_PAGE_CACHE_TTL_MS = 10 * 60_000;
/** Cards the index path keeps by id (a few KB each with their photo URLs). */
export const CARD_CACHE_MAX = 20_000;
/** The search index is rebuilt at least this often, whatever was heard. */
export const SEARCH_INDEX_MAX_AGE_MS = 10 * 60_000;

function createCaches(app: FastifyInstance, changeListeners: Set<() => void>): CatalogCaches {
  const ttl = app.config.listingCacheTtlMs;
  const clearMemory = () => {
    caches.pages.clear();
    caches.projects.clear();
    caches.counts.clear();
    caches.rates.invalidate();
    caches.search?.cards.clear();
    for (const listener of changeListeners) listener();
  };
  const caches: CatalogCaches = {
    rates: new RateCache(app.db, undefined, app.metrics.cacheObserver('currency_rates')),
    counts: createCountCache(undefined, app.metrics.cacheObserver('listing_counts')),
    pages: new AsyncCache({
      observe: app.metrics.cacheObserver('listing_pages'),
      ttlMs: ttl,
      maxEntries: PAGE_CACHE_MAX_ENTRIES,
      maxWeight: PAGE_CACHE_MAX_CARDS,
    }),
    // The /projects directory: it changes only on a write, and every write
    // that shows there empties it (this process's invalidateListingCaches, others' NOTIFY).
    projects: new AsyncCache({
      observe: app.metrics.cacheObserver('project_pages'),
      // Nothing on a project card changes with time alone (listing pages have views and
      // freshness), so the bound is long: a write empties it, not the clock.
      ttlMs: ttl > 0 ? PROJECT_PAGE_CACHE_TTL_MS : 0,
      maxEntries: PROJECT_PAGE_CACHE_MAX_ENTRIES,
    }),
    // The index is a cache too: with caching off every search goes to SQL.
    search:
      ttl > 0
        ? {
            keeper: new ListingIndexKeeper(app.db, {
              maxAgeMs: SEARCH_INDEX_MAX_AGE_MS,
              // Pages and cards cached from the old index while the new one was building.
              onRemoteWriteIn: clearMemory,
              onError: (error) => app.log.error({ err: error }, 'search index build failed'),
              now: () => app.now(),
            }),
            cards: createCardCache(CARD_CACHE_MAX, app.metrics.cacheObserver('listing_cards')),
          }
        : null,
  };
  const unregister = onListingDataChange(app.db, () => {
    clearMemory();
    caches.search?.keeper.invalidate();
  });
  // Any write to a catalog table is heard here (the tables' triggers NOTIFY at commit):
  // another process's write empties this one's caches and brings a build, so it shows here
  // within a build. This process's own writes are heard too, and ignored: those that matter
  // announced themselves already (invalidateListingCaches), and hearing them again would
  // cost a second index build per write.
  const heard = () => {
    clearMemory();
    caches.search?.keeper.remoteWrite();
  };
  const notified = (payload: string) => {
    const pid = Number(payload.slice(payload.lastIndexOf(':') + 1));
    if (!(Number.isInteger(pid) && app.database.isOwnBackend(pid))) heard();
  };
  let unlisten: Unlisten | null = null;
  app.addHook('onReady', async () => {
    unlisten = await app.database.listen(CATALOG_CHANGED, {
      onNotify: notified,
      // Whatever was written while the connection was down went unheard.
      onResumed: heard,
      onError: (error) => app.log.warn({ err: error }, 'catalog LISTEN connection lost'),
    });
  });
  app.addHook('onClose', async () => {
    unregister();
    await unlisten?.();
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
    const changeListeners = new Set<() => void>();
    const reads = new CatalogReads(
      app.db,
      createCaches(app, changeListeners),
      app.config.publicMediaPrefix,
      () => app.now(),
    );
    app.decorate('catalog', {
      reads,
      pageData: new PageDataSource(reads, catalogReadEndpoints, textValidatorCompiler()),
      onChange: (listener: () => void) => {
        changeListeners.add(listener);
      },
    });
  },
  { name: 'catalog' },
);

/**
 * Public catalog routes: listings search and pages, developers, projects, agents, filter
 * options, locations and the mailing-list subscription. Registered under /api.
 */
export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Method, URL, schemas and access come from each read's contract declaration; its `load`
  // answers the declared response (read() checks that), hence the handlers' casts.
  for (const { declaration, load, reuseBody } of catalogReadEndpoints) {
    const answer = (request: FastifyRequest) =>
      load(app.catalog.reads.scope(), request.params, request.query);
    if (!reuseBody) {
      serveEndpoint(app, declaration, answer as EndpointHandler<EndpointDeclaration>);
      continue;
    }
    // Bodies by the cached object they were serialized from (with the route's response
    // schema); an object the cache drops is collected with its body.
    const bodies = new WeakMap<object, string>();
    const answerOnce = async (request: FastifyRequest, reply: FastifyReply) => {
      const value = await answer(request);
      if (typeof value !== 'object' || value === null) return value;
      let body = bodies.get(value);
      if (body === undefined) {
        const serialized = reply.serialize(value);
        // The schema's serializer answers text; were it anything else, Fastify sends that.
        if (typeof serialized !== 'string') return value;
        body = serialized;
        bodies.set(value, body);
      }
      // A string with a JSON type is sent as it is (Fastify serializes only objects).
      return reply.type('application/json; charset=utf-8').send(body);
    };
    serveEndpoint(app, declaration, answerOnce as EndpointHandler<EndpointDeclaration>);
  }
  await app.register(referenceRoutes);
};

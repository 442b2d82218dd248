import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CountCache } from './count-cache';
import { directoryRoutes } from './directory-routes';
import { listingRoutes } from './listing-routes';
import { RateCache } from './money';
import { referenceRoutes } from './reference-routes';

/**
 * Public catalog: listings search and pages, developers, projects, agents, filter options,
 * locations and the mailing-list subscription. Registered under /api.
 */
export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const caches = { rates: new RateCache(app.db), counts: new CountCache() };
  await app.register(listingRoutes, caches);
  await app.register(directoryRoutes, caches);
  await app.register(referenceRoutes);
};

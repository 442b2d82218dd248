import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@phuket/shared/contract';
import { serveEndpoint } from '../http/endpoint-route';

/** The server's default display currency; listings keep their own and a THB equivalent. */
export const DEFAULT_CURRENCY = 'THB' as const;

export const currencyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serveEndpoint(app, endpoints.getCurrency, async () => ({ currency: DEFAULT_CURRENCY }));

  // The catalog's own rate cache: a range converted in the browser lands on the same THB
  // bounds the API compares with.
  serveEndpoint(app, endpoints.getCurrencyRates, async () => ({
    base: 'THB' as const,
    rates: await app.catalog.reads.caches.rates.get(),
  }));
};

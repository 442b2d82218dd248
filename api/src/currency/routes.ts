import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CurrencyRatesResponse, CurrencyResponse } from '@phuket/shared/contract';

/** The server's default display currency; listings keep their own and a THB equivalent. */
export const DEFAULT_CURRENCY = 'THB' as const;

export const currencyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/currency',
    {
      schema: {
        tags: ['currency'],
        summary: 'Server default currency',
        response: { 200: CurrencyResponse },
      },
    },
    async () => ({ currency: DEFAULT_CURRENCY }),
  );

  app.get(
    '/currency/rates',
    {
      schema: {
        tags: ['currency'],
        summary: 'Units of each currency per 1 THB, as prices and price ranges are converted',
        response: { 200: CurrencyRatesResponse },
      },
    },
    // The catalog's own rate cache: a range converted in the browser lands on the same THB
    // bounds the API compares with.
    async () => ({ base: 'THB' as const, rates: await app.catalog.reads.caches.rates.get() }),
  );
};

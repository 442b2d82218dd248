import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CurrencyResponse } from '@phuket/shared/contract';

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
};

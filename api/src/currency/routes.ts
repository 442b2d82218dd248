import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { StringEnum } from '../http/schemas';
import { CURRENCIES } from '../users/schemas';

/** The server's default display currency; listings keep their own and a THB equivalent. */
export const DEFAULT_CURRENCY = 'THB' as const;

export const currencyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/currency',
    {
      schema: {
        tags: ['currency'],
        summary: 'Server default currency',
        response: {
          200: Type.Object({ currency: StringEnum(CURRENCIES) }, { additionalProperties: false }),
        },
      },
    },
    async () => ({ currency: DEFAULT_CURRENCY }),
  );
};

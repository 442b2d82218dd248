import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../http/schemas';
import { ListingCardPage as CardPage, ListingListQuery } from './schemas';

/** The one catalog list that depends on who asks: not a public read (read-endpoints.ts). */
export const brokerListingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/get/broker/listings',
    {
      schema: {
        tags: ['catalog'],
        summary:
          "A broker's listings: the signed-in broker's own (drafts too), else by filter[user_id]",
        querystring: ListingListQuery(6),
        response: { 200: CardPage, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      if (request.headers.authorization !== undefined) {
        // A token that is sent must be valid: silently showing public data would hide a logout.
        await app.authenticate.call(app, request, reply);
      }
      const user = request.auth?.user;
      return app.catalog.reads.scope().listings(request.query, {
        defaultPerPage: 6,
        ...(user ? { fixed: { userId: user.id }, includeDrafts: true } : {}),
      });
    },
  );
};

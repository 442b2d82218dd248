import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MyListingsPage, MyListingsQuery, PAGE_SIZES } from '@phuket/shared/contract';
import { errorResponses } from '../http/schemas';
import { currentUser, secured } from './access';
import { myListings } from './queries';

/** GET /my/listings: the owner's management list (every status), 6 a page. */
export const myListingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRole('broker', 'developer'));
  app.get(
    '/my/listings',
    {
      schema: {
        ...secured,
        summary:
          "The signed-in owner's listings, every status, most recently changed first, with completeness",
        querystring: MyListingsQuery,
        response: { 200: MyListingsPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const q = request.query;
      return myListings(
        app.db,
        {
          userId: currentUser(request).id,
          page: q.page ?? 1,
          perPage: q.per_page ?? PAGE_SIZES.brokerListings,
          ...(q['filter[status]'] ? { status: q['filter[status]'] } : {}),
          ...(q['filter[title]'] ? { title: q['filter[title]'] } : {}),
        },
        app.config.publicMediaPrefix,
      );
    },
  );
};

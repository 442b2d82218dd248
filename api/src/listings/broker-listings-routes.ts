import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PAGE_SIZES, endpoints } from '@phuket/shared/contract';
import { filtersOrThrow } from '../catalog/listing-list';
import type { UserRole } from '../db/schema';
import { serveEndpoint } from '../http/endpoint-route';
import { HttpError, summarize } from '../http/errors';
import { myListings } from './my-listings';

/** The roles that own listings: signed in as one, the list is your own. */
const OWNERS: readonly UserRole[] = ['broker', 'developer'];

export const OWNER_ONLY_FILTER =
  'Only your own listings can be filtered by this: sign in as a broker or developer.';
export const OWN_LISTINGS_ONLY =
  'Signed in, this lists your own listings; another agent’s are at /agents/{id}/listings.';

/**
 * GET /get/broker/listings (docs/product-rules.md §7), one route for both of its readers: a signed-in broker or
 * developer gets their own listings in every status ("my listings": `MyListing` rows, newest
 * change first, filterable by status and title); anyone else the published cards of
 * `filter[user_id]`, as every public list. A token that is sent must be valid: silently
 * answering the public list would hide a logout.
 */
export const brokerListingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serveEndpoint(app, endpoints.getBrokerListings, async (request, reply) => {
    if (request.headers.authorization !== undefined) {
      await app.authenticate.call(app, request, reply);
    }
    const user = request.auth?.user;
    const query = request.query;
    if (user && OWNERS.includes(user.role)) {
      const filters = filtersOrThrow(query);
      if (filters.userId !== undefined && filters.userId !== user.id) {
        throw new HttpError(422, OWN_LISTINGS_ONLY, { 'filter[user_id]': [OWN_LISTINGS_ONLY] });
      }
      return myListings(
        app.db,
        {
          userId: user.id,
          page: query.page ?? 1,
          perPage: query.per_page ?? PAGE_SIZES.brokerListings,
          ...(query['filter[status]'] ? { status: query['filter[status]'] } : {}),
          ...(query['filter[title]'] ? { title: query['filter[title]'] } : {}),
          filters: { ...filters, userId: user.id },
          ...(query.sort ? { sort: query.sort } : {}),
          ...(query.currency ? { currency: query.currency } : {}),
          rates: await app.catalog.reads.caches.rates.get(),
          now: app.now(),
        },
        // Rows of every status on one page: all signed, so a draft's cover loads as well.
        app.mediaAccess.signed,
      );
    }
    const errors: Record<string, string[]> = {};
    for (const key of ['filter[status]', 'filter[title]'] as const) {
      if (query[key] !== undefined) errors[key] = [OWNER_ONLY_FILTER];
    }
    if (Object.keys(errors).length > 0) throw new HttpError(422, summarize(errors), errors);
    return app.catalog.reads.scope().listings(query, { defaultPerPage: PAGE_SIZES.brokerListings });
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound } from '../http/errors';
import { errorResponses } from '../http/schemas';
import { listingDetail } from './listing-detail';
import { listListings, type CatalogCaches } from './listing-list';
import {
  CurrencyQuery,
  HomeListingsResponse,
  IdParams,
  ListingCardPage as CardPage,
  ListingDetail,
  ListingListQuery,
} from './schemas';

export type CatalogPluginOptions = CatalogCaches;

export const listingRoutes: FastifyPluginAsyncTypebox<CatalogPluginOptions> = async (
  app,
  caches,
) => {
  const { rates } = caches;
  app.get(
    '/properties',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Search published listings',
        querystring: ListingListQuery(12),
        response: { 200: CardPage, ...errorResponses(422) },
      },
    },
    async (request) => listListings(app, caches, request.query, { defaultPerPage: 12 }),
  );

  app.get(
    '/:id/property',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One published listing with everything the property page shows',
        params: IdParams,
        querystring: Type.Object(CurrencyQuery),
        response: { 200: ListingDetail, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const detail = await listingDetail(
        app.db,
        request.params.id,
        request.query.currency ?? 'THB',
        await rates.get(),
        app.config.publicMediaPrefix,
      );
      if (!detail) throw notFound('Property');
      return detail;
    },
  );

  app.get(
    '/get-listings',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Home page cards: newest off-plan and project listings first',
        querystring: ListingListQuery(6),
        // SPEC: the home page reads the card array at data.data of the response body.
        response: {
          200: HomeListingsResponse,
          ...errorResponses(422),
        },
      },
    },
    async (request) => ({
      data: await listListings(app, caches, request.query, {
        defaultPerPage: 6,
        order: 'new-projects',
      }),
    }),
  );

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
      return listListings(app, caches, request.query, {
        defaultPerPage: 6,
        ...(user ? { fixed: { userId: user.id }, includeDrafts: true } : {}),
      });
    },
  );
};

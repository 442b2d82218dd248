import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FAVOURITES_MAX,
  FAVOURITES_MESSAGES,
  FavouriteIds,
  FavouriteListings,
  FavouriteListingsQuery,
} from '@phuket/shared/contract';
import { HttpError, notFound } from '../http/errors';
import { IdParams, errorResponses } from '../http/schemas';
import { currentUser } from '../listings/access';
import { addFavourite, favouriteIds, mergeFavourites, removeFavourite } from './queries';

const secured = { tags: ['favourites'], security: [{ bearerAuth: [] }] };

/**
 * Favourites: a guest's list lives in the browser; a signed-in visitor's here.
 * The browser merges its list in on sign-in. Under /api.
 */
export const favouritesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Public: the favourites page and compare view of a guest read their listings here too.
  app.get(
    '/favourites/listings',
    {
      schema: {
        tags: ['favourites'],
        summary: 'The published listings among the ids, in that order, with tenure',
        querystring: FavouriteListingsQuery,
        response: { 200: FavouriteListings, ...errorResponses(422) },
      },
    },
    async (request) => {
      const ids = [...new Set(request.query.ids.split(',').map(Number))];
      const data = await app.catalog.reads
        .scope()
        .favouriteListings(ids, request.query.currency ?? 'THB');
      return { data };
    },
  );

  await app.register(ownFavouritesRoutes);
};

/** The signed-in visitor's own list; a guest gets 401. */
const ownFavouritesRoutes: FastifyPluginAsyncTypebox = async (own) => {
  own.addHook('onRequest', own.authenticate);

  own.get(
    '/favourites',
    {
      schema: {
        ...secured,
        summary: 'The ids of the listings I saved, oldest first',
        response: { 200: FavouriteIds, ...errorResponses(401) },
      },
    },
    async (request) => ({ ids: await favouriteIds(own.db, currentUser(request).id) }),
  );

  own.put(
    '/favourites/:id',
    {
      schema: {
        ...secured,
        summary: 'Save a published listing (saving it twice changes nothing)',
        params: IdParams,
        response: { 200: FavouriteIds, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const outcome = await addFavourite(own.db, userId, request.params.id);
      if (outcome === 'missing') throw notFound('Property');
      if (outcome === 'full') throw new HttpError(422, FAVOURITES_MESSAGES.full);
      return { ids: await favouriteIds(own.db, userId) };
    },
  );

  own.delete(
    '/favourites/:id',
    {
      schema: {
        ...secured,
        summary: 'Forget a saved listing (one never saved changes nothing)',
        params: IdParams,
        response: { 200: FavouriteIds, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await removeFavourite(own.db, userId, request.params.id);
      return { ids: await favouriteIds(own.db, userId) };
    },
  );

  own.post(
    '/favourites/merge',
    {
      schema: {
        ...secured,
        summary: `Add the browser's list on sign-in: no duplicates, unpublished or unknown ids left out, at most ${FAVOURITES_MAX} kept`,
        body: FavouriteIds,
        response: { 200: FavouriteIds, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await mergeFavourites(own.db, userId, request.body.ids);
      return { ids: await favouriteIds(own.db, userId) };
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FAVOURITES_MESSAGES, endpoints } from '@phuket/shared/contract';
import { HttpError, notFound } from '../http/errors';
import { serveEndpoint } from '../http/endpoint-route';
import { currentUser } from '../listings/access';
import { addFavourite, favouriteIds, mergeFavourites, removeFavourite } from './queries';
import { runFavouritePriceDropAlerts } from './price-drop-alerts';

/** Daily at 01:20 UTC (08:20 in Phuket), after the saved-search mail: once across processes. */
export const FAVOURITE_PRICE_DROPS_CRON = '20 1 * * *';

/**
 * Favourites: a guest's list lives in the browser; a signed-in visitor's here.
 * The browser merges its list in on sign-in. Under /api.
 */
export const favouritesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.jobs.work('favourite-price-drops', async () => {
    const run = await runFavouritePriceDropAlerts(app);
    app.log.info({ ...run }, 'favourite price-drop alerts');
    // Users whose mail failed kept their drops unclaimed: the retry mails them.
    if (run.failed > 0) throw new Error(`favourite price-drop alerts: ${run.failed} users failed`);
  });
  app.jobs.schedule('favourite-price-drops', FAVOURITE_PRICE_DROPS_CRON, {});

  // Public: the favourites page and compare view of a guest read their listings here too.
  serveEndpoint(app, endpoints.getFavouriteListings, async (request) => {
    const ids = [...new Set(request.query.ids.split(',').map(Number))];
    const data = await app.catalog.reads
      .scope()
      .favouriteListings(ids, request.query.currency ?? 'THB');
    return { data };
  });

  serveEndpoint(app, endpoints.getFavourites, async (request) => ({
    ids: await favouriteIds(app.db, currentUser(request).id),
  }));

  serveEndpoint(app, endpoints.addFavourite, async (request) => {
    const userId = currentUser(request).id;
    const outcome = await addFavourite(app.db, userId, request.params.id);
    if (outcome === 'missing') throw notFound('Property');
    if (outcome === 'full') throw new HttpError(422, FAVOURITES_MESSAGES.full);
    return { ids: await favouriteIds(app.db, userId) };
  });

  serveEndpoint(app, endpoints.removeFavourite, async (request) => {
    const userId = currentUser(request).id;
    await removeFavourite(app.db, userId, request.params.id);
    return { ids: await favouriteIds(app.db, userId) };
  });

  serveEndpoint(app, endpoints.mergeFavourites, async (request) => {
    const userId = currentUser(request).id;
    await mergeFavourites(app.db, userId, request.body.ids);
    return { ids: await favouriteIds(app.db, userId) };
  });
};

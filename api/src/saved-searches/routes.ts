import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SAVED_SEARCHES_MAX,
  SAVED_SEARCH_MESSAGES,
  checkSavedSearchQuery,
  endpoints,
  savedSearchNameError,
} from '@phuket/shared/contract';
import { serveEndpoint } from '../http/endpoint-route';
import { HttpError, notFound } from '../http/errors';
import { currentUser } from '../listings/access';
import { runDailyAlerts, runInstantAlerts } from './alerts';
import {
  insertSavedSearch,
  ownSavedSearch,
  patchSavedSearch,
  removeSavedSearch,
  savedSearchCount,
  savedSearchesOf,
  toSavedSearch,
} from './queries';

/** Daily at 01:05 UTC (08:05 in Phuket): the morning's mail, once across every API process. */
export const SAVED_SEARCH_DAILY_CRON = '5 1 * * *';

const notFoundSearch = () => notFound('Saved search');

/**
 * Saved searches with alerts: a signed-in visitor's own searches (a guest gets
 * 401, another user's id 404), and the jobs that mail their new matches. Under /api.
 */
export const savedSearchesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.jobs.work('saved-search-daily', async () => {
    const run = await runDailyAlerts(app);
    app.log.info({ ...run }, 'saved-search daily alerts');
    // Searches whose mail failed kept their mark: the retry mails them.
    if (run.failed > 0) throw new Error(`saved-search alerts: ${run.failed} searches failed`);
  });
  app.jobs.work('saved-search-instant', async ({ listingId }) => {
    const run = await runInstantAlerts(app, listingId);
    if (run.failed > 0) throw new Error(`saved-search alerts: ${run.failed} searches failed`);
  });
  app.jobs.schedule('saved-search-daily', SAVED_SEARCH_DAILY_CRON, {});

  serveEndpoint(app, endpoints.getSavedSearches, async (request) => ({
    data: (await savedSearchesOf(app.db, currentUser(request).id)).map(toSavedSearch),
  }));

  serveEndpoint(app, endpoints.storeSavedSearch, async (request) => {
    const userId = currentUser(request).id;
    const { name, query, frequency, currency } = request.body;
    const errors: Record<string, string[]> = {};
    const nameError = savedSearchNameError(name);
    if (nameError) errors.name = [nameError];
    const check = checkSavedSearchQuery(query, currency ?? 'THB');
    if (!check.ok) errors.query = check.errors;
    const first = Object.values(errors)[0]?.[0];
    if (first !== undefined || !check.ok) {
      throw new HttpError(422, first ?? 'The query field is invalid.', errors);
    }
    if ((await savedSearchCount(app.db, userId)) >= SAVED_SEARCHES_MAX) {
      throw new HttpError(422, SAVED_SEARCH_MESSAGES.tooMany, {
        name: [SAVED_SEARCH_MESSAGES.tooMany],
      });
    }
    const row = await insertSavedSearch(
      app.db,
      { userId, name: name.trim(), query: check.query, frequency },
      app.now(),
    );
    return toSavedSearch(row);
  });

  serveEndpoint(app, endpoints.updateSavedSearch, async (request) => {
    const userId = currentUser(request).id;
    const row = await ownSavedSearch(app.db, userId, request.params.id);
    if (!row) throw notFoundSearch();
    const { name, frequency } = request.body;
    if (name !== undefined) {
      const nameError = savedSearchNameError(name);
      if (nameError) throw new HttpError(422, nameError, { name: [nameError] });
    }
    const saved = await patchSavedSearch(
      app.db,
      row.id,
      {
        ...(name !== undefined ? { name: name.trim() } : {}),
        ...(frequency !== undefined ? { frequency } : {}),
      },
      app.now(),
    );
    if (!saved) throw notFoundSearch();
    return toSavedSearch(saved);
  });

  serveEndpoint(app, endpoints.deleteSavedSearch, async (request) => {
    const deleted = await removeSavedSearch(app.db, currentUser(request).id, request.params.id);
    if (!deleted) throw notFoundSearch();
    return { message: 'The saved search has been deleted.' };
  });
};

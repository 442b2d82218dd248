import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SAVED_SEARCHES_MAX,
  SAVED_SEARCH_MESSAGES,
  checkSavedSearchQuery,
  endpoints,
  isEmailAddress,
  savedSearchNameError,
  type SavedSearchBody,
} from '@phuket/shared/contract';
import { createLimiter } from '../codes/rate-limits';
import { deliverMail } from '../messaging/deliver';
import { requestLocale } from '../http/request-locale';
import { serveEndpoint } from '../http/endpoint-route';
import { HttpError, notFound } from '../http/errors';
import { currentUser } from '../listings/access';
import { runDailyAlerts, runInstantAlerts } from './alerts';
import {
  confirmLink,
  confirmMail,
  deleteUnconfirmedGuestSearches,
  guestSearchCount,
  insertGuestSearch,
} from './guest-alerts';
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

/** The name and query checked as the dialog checks them; throws 422 with the field errors. */
function checkedSearch(body: SavedSearchBody, extra: Record<string, string[]> = {}) {
  const { name, query, currency } = body;
  const errors: Record<string, string[]> = { ...extra };
  const nameError = savedSearchNameError(name);
  if (nameError) errors.name = [nameError];
  const check = checkSavedSearchQuery(query, currency ?? 'THB');
  if (!check.ok) errors.query = check.errors;
  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined || !check.ok) {
    throw new HttpError(422, first ?? 'The query field is invalid.', errors);
  }
  return { name: name.trim(), query: check.query };
}

/**
 * Saved searches with alerts: a signed-in visitor's own searches (a guest gets
 * 401, another user's id 404), and the jobs that mail their new matches. Under /api.
 */
export const savedSearchesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.jobs.work('saved-search-daily', async () => {
    const stale = await deleteUnconfirmedGuestSearches(app.db, app.now());
    if (stale > 0) app.log.info({ stale }, 'saved-search: unconfirmed guest searches deleted');
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
    const { name, query } = checkedSearch(request.body);
    if ((await savedSearchCount(app.db, userId)) >= SAVED_SEARCHES_MAX) {
      throw new HttpError(422, SAVED_SEARCH_MESSAGES.tooMany, {
        name: [SAVED_SEARCH_MESSAGES.tooMany],
      });
    }
    const row = await insertSavedSearch(
      app.db,
      { userId, name, query, frequency: request.body.frequency },
      app.now(),
    );
    return toSavedSearch(row);
  });

  // Each request mails an address someone typed: limited per address of the sender, as codes are.
  const limitGuest = createLimiter(app, {
    disabled: app.config.rateLimitDisabled,
    max: app.config.codeRateLimit.codeSendPerIpMax,
    windowMs: app.config.codeRateLimit.codeSendPerIpWindowMs,
    key: (request) => `guest-alert-ip:${request.ip}`,
  });

  serveEndpoint(app, endpoints.storeGuestSavedSearch, async (request, reply) => {
    await limitGuest(request, reply);
    const email = request.body.email.trim();
    const { name, query } = checkedSearch(
      request.body,
      isEmailAddress(email) ? {} : { email: [SAVED_SEARCH_MESSAGES.email] },
    );
    const answer = { message: SAVED_SEARCH_MESSAGES.checkInbox };
    // Over the limit, nothing is stored or mailed, and the answer is the same: it must not
    // tell anyone which addresses have alerts.
    if ((await guestSearchCount(app.db, email)) >= SAVED_SEARCHES_MAX) return answer;
    const now = app.now();
    const locale = requestLocale(request);
    const row = await insertGuestSearch(
      app.db,
      { email, locale, name, query, frequency: request.body.frequency },
      now,
    );
    const link = confirmLink(app.config.publicUrl, app.config.codeSecret, row.id, now);
    deliverMail(
      app,
      'saved-search confirmation',
      { to: email, ...confirmMail(name, link, locale) },
      request.log,
    );
    return answer;
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

import { endpoints, isEmailAddress } from '@phuket/shared/contract';
import { isPlainText } from '../http/plain-text';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { amenities, developers, projects, subscriptions } from '../db/schema';
import { serveEndpoint } from '../http/endpoint-route';
import { HttpError, fieldError } from '../http/errors';
import { searchSuggestions } from './search-suggestions';

const EMAIL_REQUIRED = 'The email field is required.';
const ALREADY_SUBSCRIBED = 'This email is already subscribed.';

export const referenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serveEndpoint(app, endpoints.getFilterOptions, async () => {
    const [locationRows, amenityRows, developerRows, projectRows] = await Promise.all([
      app.catalog.reads.scope().locations(),
      app.db
        .select({ id: amenities.id, name: amenities.name })
        .from(amenities)
        .orderBy(asc(amenities.name)),
      app.db
        .select({ id: developers.id, title: developers.title })
        .from(developers)
        .where(eq(developers.status, 'published'))
        .orderBy(asc(developers.title)),
      app.db
        .select({ id: projects.id, title: projects.title })
        .from(projects)
        .where(eq(projects.status, 'published'))
        .orderBy(asc(projects.title)),
    ]);
    return {
      locations: locationRows,
      amenities: amenityRows,
      developers: developerRows,
      projects: projectRows,
    };
  });

  serveEndpoint(app, endpoints.getSearchSuggestions, async (request) => {
    if (request.query.q.trim() === '') throw fieldError('q', 'The q field is required.');
    return { data: await searchSuggestions(app.db, request.query.q) };
  });

  serveEndpoint(
    app,
    endpoints.subscribeToMailingList,
    async (request) => {
      const raw = request.body.email;
      const email = typeof raw === 'string' ? raw.trim() : '';
      // docs/product-rules.md §5: the form's own email test; anything else gets the one message the form shows.
      if (!isEmailAddress(email) || !isPlainText(email)) throw fieldError('email', EMAIL_REQUIRED);
      // The unique index on lower(email) decides, so two simultaneous requests cannot both win.
      const inserted = await app.db
        .insert(subscriptions)
        .values({ email })
        .onConflictDoNothing()
        .returning({ id: subscriptions.id });
      if (inserted.length === 0) {
        throw new HttpError(422, ALREADY_SUBSCRIBED, { email: [ALREADY_SUBSCRIBED] });
      }
      return { message: 'Thank you for subscribing!' };
    },
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
  );
};

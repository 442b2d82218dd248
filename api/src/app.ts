import { backgroundTasksPlugin } from './tasks/background-tasks';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import { accountRoutes } from './account/plugin';
import { authPlugin } from './auth/plugin';
import { authRoutes } from './auth/routes';
import { catalogPlugin, catalogRoutes } from './catalog/plugin';
import { clientErrorsRoutes } from './client-errors/routes';
import { currencyRoutes } from './currency/routes';
import { enquiriesRoutes } from './enquiries/plugin';
import { favouritesRoutes } from './favourites/routes';
import { savedSearchesRoutes } from './saved-searches/routes';
import { priceDropStopPagePlugin } from './favourites/price-drop-stop';
import { guestAlertConfirmPagePlugin } from './saved-searches/guest-alerts';
import { unsubscribePagePlugin } from './saved-searches/unsubscribe';
import { databaseRoutes } from './database/plugin';
import type { Database } from './db/client';
import { databaseRateLimitStore } from './rate-limits/database-store';
import { openRateLimitRedis } from './rate-limits/redis-store';
import type { Config } from './env';
import { healthRoutes } from './health/routes';
import { installDrain } from './http/drain';
import { clientErrorHandler } from './http/client-errors';
import { HttpError, installErrorHandling } from './http/errors';
import './http/fastify-types';
import { installNotFound } from './http/not-found';
import { installValidation } from './http/validation';
import { schemaControllerFor } from './http/schema-compilers';
import { confirmPagePlugin } from './listings/confirm-page';
import { listingsRoutes } from './listings/plugin';
import { listingFeedsRoutes } from './listing-feeds/plugin';
import { listingStatsPlugin, listingStatsRoutes } from './listing-stats/plugin';
import { moderationRoutes } from './moderation/routes';
import { staffRoutes } from './staff/routes';
import { jobsPlugin } from './jobs/plugin';
import { mailRetryPlugin } from './messaging/deliver';
import { maintenancePlugin } from './maintenance/plugin';
import { metricsPlugin } from './metrics/plugin';
import { mediaPlugin } from './media/plugin';
import { demoOutboxRoutes } from './messaging/routes';
import { messagingPlugin } from './messaging/plugin';
import { openApiRoutes, registerOpenApi } from './openapi';
import { presentationPdfPlugin, presentationsRoutes } from './presentations/plugin';
import { seoPlugin } from './seo/plugin';
import { sitePlugin } from './site/plugin';
import { routeManifestsFor } from './site/route-manifest';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Overrides the logger built from config.logLevel (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** The clock of time-based rules (login throttle); tests move it instead of sleeping. */
  now?: () => Date;
  /**
   * Compile each route's validators and serializers on its first request instead of at ready
   * (http/schema-compilers.ts says why): test apps only, a server compiles all at start.
   */
  lazySchemas?: boolean;
}

/**
 * Builds the whole application without listening, so tests drive it with `inject` on a
 * database of their own and server.ts only adds process concerns (lock, signals, port).
 * Domains are plugins under /api; a new domain is one `register` line below.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Requests in flight finish on close; new ones get 503 instead of hanging.
    return503OnClosing: true,
    // Unique across processes (the default counter restarts at req-1 in each), so one id finds
    // one request in the logs of a whole deployment. Sent back as x-request-id.
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    schemaController: schemaControllerFor(options.lazySchemas === true),
    // Refused by Node's parser before any of Fastify runs: answered in the API's shape too.
    clientErrorHandler,
    // A URL the router cannot decode (`/api/developers/%`) is refused before any hook runs;
    // Fastify's own answer has another shape and echoes the path, so it gets ours.
    // No hook runs for it, so the request id goes on here (header and body, as on every error).
    frameworkErrors: (error, request, reply) => {
      void (reply as FastifyReply)
        .code(400)
        .type('application/json; charset=utf-8')
        .header('x-request-id', request.id)
        .send({
          message:
            error.code === 'FST_ERR_BAD_URL' ? 'The request URL is not valid.' : 'Bad request.',
          request_id: request.id,
        });
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  installValidation(app, { lazy: options.lazySchemas === true });
  installErrorHandling(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installDrain(app);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('now', options.now ?? (() => new Date()));

  await app.register(helmet, {
    // The site plugin sends it: an HTML page's policy carries that answer's nonce.
    contentSecurityPolicy: false,
    hsts: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Remotes override this to cross-origin (site plugin); everything else stays same-site.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Brotli's default quality 11 costs far more CPU than it saves bytes on the fly.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  const rateLimitRedis =
    config.rateLimitStore === 'redis' && config.redisUrl
      ? await openRateLimitRedis(config.redisUrl, app.log)
      : null;
  if (rateLimitRedis) {
    app.addHook('onClose', async () => {
      // QUIT needs a live connection; without one, stop the reconnect loop.
      if (rateLimitRedis.status === 'ready') await rateLimitRedis.quit();
      else rateLimitRedis.disconnect();
    });
  }
  await app.register(rateLimit, {
    // Only routes that opt in (login, register, codes) are limited.
    global: false,
    // On a PostgreSQL server several API processes may answer one client: they count in Redis
    // or the database. PGlite is one process by construction (the data-folder lock): memory will do.
    ...(config.rateLimitStore === 'database'
      ? {
          store: databaseRateLimitStore(database.db, (error) =>
            app.log.error({ err: error }, 'rate-limit sweep failed'),
          ),
        }
      : {}),
    // A Redis outage lets requests through (logged) rather than failing every login with a 500.
    ...(rateLimitRedis
      ? { redis: rateLimitRedis, nameSpace: 'phuket-rl:', skipOnError: true }
      : {}),
    // RATE_LIMIT_DISABLED: every limit (route config and createRateLimit) lets all through.
    ...(config.rateLimitDisabled ? { allowList: () => true } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many attempts. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
      ),
  });
  await registerOpenApi(app);
  await app.register(authPlugin);
  await app.register(messagingPlugin);
  await app.register(backgroundTasksPlugin);
  await app.register(jobsPlugin);
  await app.register(mailRetryPlugin);
  await app.register(metricsPlugin);
  await app.register(mediaPlugin);
  await app.register(maintenancePlugin);
  await app.register(catalogPlugin);
  await app.register(listingStatsPlugin);
  await app.register(presentationPdfPlugin);

  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(accountRoutes);
      if (config.demoMode) await api.register(demoOutboxRoutes);
      await api.register(currencyRoutes);
      await api.register(healthRoutes);
      await api.register(catalogRoutes);
      await api.register(listingsRoutes);
      await api.register(listingFeedsRoutes);
      await api.register(listingStatsRoutes);
      await api.register(databaseRoutes);
      await api.register(enquiriesRoutes);
      await api.register(favouritesRoutes);
      await api.register(savedSearchesRoutes);
      await api.register(presentationsRoutes);
      await api.register(staffRoutes);
      await api.register(moderationRoutes);
      await api.register(clientErrorsRoutes);
      await api.register(openApiRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(sitePlugin);
  await app.register(seoPlugin);
  await app.register(confirmPagePlugin);
  await app.register(unsubscribePagePlugin);
  await app.register(guestAlertConfirmPagePlugin);
  await app.register(priceDropStopPagePlugin);
  installNotFound(
    app,
    path.join(config.siteRoot, 'shell', 'dist', 'index.html'),
    routeManifestsFor(config),
    {
      render: (request) => app.serverRender(request),
      renderNotFound: (request, area) => app.serverRenderNotFound(request, area),
    },
  );
  return app;
}

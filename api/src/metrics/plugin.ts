import { createHash, timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors';
import { AppMetrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics of this app (served at GET /api/metrics with METRICS_TOKEN). */
    metrics: AppMetrics;
  }
}

export const METRICS_PATH = '/api/metrics';

/** Compares digests, so the time taken tells nothing about how much of the token matched. */
function sameToken(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Counts every request's duration by route pattern, and serves the metrics in Prometheus'
 * text format at GET /api/metrics to a scraper sending `Authorization: Bearer METRICS_TOKEN`.
 * Without METRICS_TOKEN the route does not exist (404): traffic figures are not public.
 * Registered before the domains, so their caches can take an observer from `app.metrics`.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const metrics = new AppMetrics({
      database: app.database,
      jobCounts: () => app.jobs.counts(),
    });
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      metrics.observeRequest(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });

    const token = app.config.metricsToken;
    if (token === null) return;
    app.get(
      METRICS_PATH,
      {
        schema: {
          // For a scraper, not for API clients: left out of /api/openapi.json (and its fuzz run).
          hide: true,
          headers: Type.Object({ authorization: Type.Optional(Type.String()) }),
          response: { 200: Type.String() },
        },
      },
      async (request, reply) => {
        const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
        if (given === undefined || !sameToken(given, token)) {
          throw new HttpError(401, 'A valid metrics token is required.');
        }
        const { contentType, body } = await metrics.text();
        return reply.header('cache-control', 'no-store').type(contentType).send(body);
      },
    );
  },
  { name: 'metrics', dependencies: ['jobs'] },
);

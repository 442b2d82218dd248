import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CLIENT_ERROR_LIMITS, endpoints } from '@phuket/shared/contract';
import { serveEndpoint } from '../http/endpoint-route';

/**
 * Reports per client address per minute: a page reports a problem once, so more than this is
 * a loop or someone filling the log.
 */
export const CLIENT_ERROR_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

/**
 * Problems visitors' pages meet (an area refused for a shared-module mismatch, an area that
 * did not load, a page that threw), one warn line each with the request id, so a release that breaks an area is
 * seen in the logs at once. Nothing is stored.
 */
export const clientErrorsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serveEndpoint(
    app,
    endpoints.reportClientError,
    async (request, reply) => {
      const { kind, message, path, area, mismatch, builds } = request.body;
      request.log.warn(
        { clientError: { kind, message, path, area, mismatch, builds } },
        `client error: ${kind}`,
      );
      return reply.send();
    },
    { bodyLimit: CLIENT_ERROR_LIMITS.body, config: { rateLimit: CLIENT_ERROR_RATE_LIMIT } },
  );
};

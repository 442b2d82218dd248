import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { StringEnum } from '../http/schemas';

const HealthBody = Type.Object(
  {
    status: StringEnum(['ok', 'degraded'] as const),
    database: StringEnum(['up', 'down'] as const),
  },
  { additionalProperties: false },
);

/** A hung database must not hang the health check: load balancers need a quick no. */
const PING_TIMEOUT_MS = 2000;

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthBody, 503: HealthBody },
      },
    },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          app.database.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
          }),
        ]);
        return { status: 'ok' as const, database: 'up' as const };
      } catch (err) {
        request.log.warn({ err }, 'health check: database down');
        return reply.code(503).send({ status: 'degraded', database: 'down' });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};

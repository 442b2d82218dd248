import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { StringEnum } from '../http/schemas';

const HealthBody = Type.Object(
  {
    status: StringEnum(['ok', 'degraded'] as const),
    database: StringEnum(['up', 'down'] as const),
    media: StringEnum(['up', 'down'] as const),
  },
  { additionalProperties: false },
);

/** While the process drains before a shutdown (http/drain.ts): take it out of rotation. */
const DrainingBody = Type.Object(
  { status: Type.Literal('draining') },
  { additionalProperties: false },
);

/** A hung database must not hang the health check: load balancers need a quick no. */
const PING_TIMEOUT_MS = 2000;

/** `promise`, or a rejection after PING_TIMEOUT_MS. */
async function withTimeout(promise: Promise<unknown>, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      promise,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} timed out`)), PING_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness, database and media store reachability',
        description:
          '503 when the database does not answer, or `{status: "draining"}` while the process ' +
          'drains before a shutdown (take the process out of rotation). A media ' +
          'store that cannot be written is reported as degraded with 200: every process shares ' +
          'it, so taking them all out would only make the whole site unreachable.',
        response: { 200: HealthBody, 503: Type.Union([HealthBody, DrainingBody]) },
      },
    },
    async (request, reply) => {
      if (app.drain.draining) return reply.code(503).send({ status: 'draining' as const });
      const [database, media] = await Promise.all([
        withTimeout(app.database.ping(), 'database ping').then(
          () => 'up' as const,
          (err: unknown) => {
            request.log.warn({ err }, 'health check: database down');
            return 'down' as const;
          },
        ),
        withTimeout(app.media.check(), 'media check').then(
          () => 'up' as const,
          (err: unknown) => {
            request.log.warn({ err }, 'health check: media store down');
            return 'down' as const;
          },
        ),
      ]);
      const status = database === 'up' && media === 'up' ? ('ok' as const) : ('degraded' as const);
      return reply.code(database === 'up' ? 200 : 503).send({ status, database, media });
    },
  );
};

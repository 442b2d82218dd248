import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppBuilds } from '@phuket/shared/contract';
import { StringEnum } from '../http/schemas';
import { siteBuildsFor } from '../site/releases';

const HealthBody = Type.Object(
  {
    status: StringEnum(['ok', 'degraded'] as const),
    database: StringEnum(['up', 'down'] as const),
    media: StringEnum(['up', 'down'] as const),
    queue: StringEnum(['up', 'down'] as const),
    /**
     * The build of each app this process serves now: version, commit and release (a remote's
     * live release, docs/deploy.md); null for an app served elsewhere or not built.
     */
    builds: AppBuilds,
    /** Jobs waiting (new or to retry) and running, over every name; null when the queue is down. */
    jobs: Type.Union([
      Type.Object(
        { queued: Type.Integer({ minimum: 0 }), active: Type.Integer({ minimum: 0 }) },
        { additionalProperties: false },
      ),
      Type.Null(),
    ]),
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
async function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
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
        summary:
          'Liveness, database, media store and job queue reachability, and the build of each app served',
        description:
          '503 when the database does not answer, or `{status: "draining"}` while the process ' +
          'drains before a shutdown (take the process out of rotation). A media ' +
          'store that cannot be written is reported as degraded with 200: every process shares ' +
          'it, so taking them all out would only make the whole site unreachable. A stopped job ' +
          'queue is degraded with 200 too: requests are still answered, and jobs wait in the ' +
          'database for a process whose queue runs.',
        response: { 200: HealthBody, 503: Type.Union([HealthBody, DrainingBody]) },
      },
    },
    async (request, reply) => {
      if (app.drain.draining) return reply.code(503).send({ status: 'draining' as const });
      const queueCheck = async () => {
        if (app.jobs.state !== 'started') throw new Error(`job queue ${app.jobs.state}`);
        const counts = await app.jobs.counts();
        return {
          queued: counts.reduce((sum, c) => sum + c.created + c.retry, 0),
          active: counts.reduce((sum, c) => sum + c.active, 0),
        };
      };
      const [database, media, jobs] = await Promise.all([
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
        withTimeout(queueCheck(), 'job queue check').then(
          (counts) => counts,
          (err: unknown) => {
            request.log.warn({ err }, 'health check: job queue down');
            return null;
          },
        ),
      ]);
      const queue = jobs === null ? ('down' as const) : ('up' as const);
      const status =
        database === 'up' && media === 'up' && queue === 'up'
          ? ('ok' as const)
          : ('degraded' as const);
      return reply
        .code(database === 'up' ? 200 : 503)
        .send({ status, database, media, queue, builds: siteBuildsFor(app.config).builds(), jobs });
    },
  );
};

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JOB_DEFINITIONS, type JobPayloads } from './job-types';
import { JobQueue } from './queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue: `send`, `work`, `schedule` (see JobQueue; names in job-types.ts). */
    jobs: JobQueue<JobPayloads>;
  }
}

/**
 * Decorates `app.jobs`. The queue starts when the app is ready (server.ts has migrated and
 * seeded by then; it listens right after) and stops on close, waiting for running jobs up to
 * `config.jobs.shutdownTimeoutMs`, before server.ts closes the database.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const queue = new JobQueue<JobPayloads>(
      app.database,
      JOB_DEFINITIONS,
      app.log,
      app.config.jobs,
    );
    app.decorate('jobs', queue);
    app.addHook('onReady', async () => {
      await queue.start();
    });
    app.addHook('onClose', async () => {
      await queue.stop();
    });
  },
  { name: 'jobs' },
);

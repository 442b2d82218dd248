import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { listingFeedRoutes } from './routes';
import { runApplyJob } from './runs';
import { runDueSchedules } from './schedule';

/**
 * Bulk import and the export feed (docs/feed-format.md): the routes under /api, the apply job
 * (a chunk of rows per job) and the hourly pull of scheduled feed URLs.
 */
export const listingFeedsRoutes: FastifyPluginAsync = async (api) => {
  listingFeedJobs(api);
  await api.register(listingFeedRoutes);
};

export function listingFeedJobs(app: FastifyInstance): void {
  app.jobs.work('listing-import-apply', (data) => runApplyJob(app, data.runId));
  app.jobs.work('listing-import-schedules', async () => {
    await runDueSchedules(app);
  });
  app.jobs.schedule('listing-import-schedules', '17 * * * *', {});
}

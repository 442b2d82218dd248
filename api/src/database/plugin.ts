import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { developerClaimRoutes } from './developer-claims';
import { layoutUnitRoutes } from './layout-unit-routes';
import { runDatabaseMediaCleanup } from './media-cleanup';
import { mediaRoutes } from './media-routes';
import { recordListRoutes, recordRoutes } from './record-routes';

export const DATABASE_MEDIA_CLEANUP_CRON = '7 4 * * *';

/** The developer and project database. Under /api. */
export const databaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(recordRoutes);
  await app.register(mediaRoutes);
  await app.register(layoutUnitRoutes);
  await app.register(recordListRoutes);
  await app.register(developerClaimRoutes);

  app.jobs.work('database-media-cleanup', async () => {
    const run = await runDatabaseMediaCleanup(app);
    app.log.info(run, 'database media clean-up run');
  });
  // Daily at 04:07 UTC, after the listings' clean-up, once across every API process.
  app.jobs.schedule('database-media-cleanup', DATABASE_MEDIA_CLEANUP_CRON, {});
};

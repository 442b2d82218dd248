import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { brokerListingsRoutes } from './broker-listings-routes';
import { documentRoutes } from './document-routes';
import { draftRoutes } from './draft-routes';
import { floorPlanRoutes } from './floor-plan-routes';
import { runListingFreshness } from './freshness';
import { runListingMediaCleanup } from './media-cleanup';
import { lifecycleRoutes, unpublishRoutes } from './lifecycle-routes';
import { photoRoutes } from './photo-routes';
import { previewRoutes } from './preview-routes';
import { videoRoutes } from './video-routes';

export const LISTING_FRESHNESS_CRON = '17 3 * * *';
export const LISTING_MEDIA_CLEANUP_CRON = '47 3 * * *';

/** The listing wizard, the listing lifecycle and "my listings". Under /api. */
export const listingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.jobs.work('listing-freshness', async () => {
    const run = await runListingFreshness(app);
    app.log.info({ ...run }, 'listing freshness run');
    // Listings whose mail failed were left as they were: a retry picks them up again.
    if (run.failed > 0) throw new Error(`listing freshness: ${run.failed} listings failed`);
  });
  // Daily at 03:17 UTC (10:17 in Phuket), once across every API process.
  app.jobs.schedule('listing-freshness', LISTING_FRESHNESS_CRON, {});
  await app.register(draftRoutes);
  await app.register(lifecycleRoutes);
  await app.register(unpublishRoutes);
  await app.register(brokerListingsRoutes);
  await app.register(previewRoutes);
  await app.register(photoRoutes);
  await app.register(floorPlanRoutes);
  await app.register(documentRoutes);
  // Decorates app.videoUploads, which the media clean-up below reads (fp: in this scope).
  await app.register(fp(videoRoutes));

  app.jobs.work('listing-media-cleanup', async () => {
    const run = await runListingMediaCleanup(app, app.videoUploads);
    app.log.info({ ...run }, 'listing media clean-up run');
  });
  // Daily at 03:47 UTC, after the freshness run, once across every API process.
  app.jobs.schedule('listing-media-cleanup', LISTING_MEDIA_CLEANUP_CRON, {});
};

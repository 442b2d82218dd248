import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { documentRoutes } from './document-routes';
import { draftRoutes } from './draft-routes';
import { floorPlanRoutes } from './floor-plan-routes';
import { lifecycleRoutes, unpublishRoutes } from './lifecycle-routes';
import { myListingsRoutes } from './my-listings-routes';
import { photoRoutes } from './photo-routes';
import { videoRoutes } from './video-routes';

/** The listing wizard, the listing lifecycle and "my listings" (issue 12). Under /api. */
export const listingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(draftRoutes);
  await app.register(lifecycleRoutes);
  await app.register(unpublishRoutes);
  await app.register(myListingsRoutes);
  await app.register(photoRoutes);
  await app.register(floorPlanRoutes);
  await app.register(documentRoutes);
  // Decorates app.videoUploads, which processListingVideo reads: visible app-wide.
  await app.register(fp(videoRoutes));
};

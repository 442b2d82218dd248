import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { draftRoutes } from './draft-routes';
import { duplicateFlagRoutes, lifecycleRoutes, unpublishRoutes } from './lifecycle-routes';
import { myListingsRoutes } from './my-listings-routes';
import { photoRoutes } from './photo-routes';

/** The listing wizard, the listing lifecycle and "my listings" (issue 12). Under /api. */
export const listingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(draftRoutes);
  await app.register(lifecycleRoutes);
  await app.register(unpublishRoutes);
  await app.register(duplicateFlagRoutes);
  await app.register(myListingsRoutes);
  await app.register(photoRoutes);
};

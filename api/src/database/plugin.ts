import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { layoutUnitRoutes } from './layout-unit-routes';
import { mediaRoutes } from './media-routes';
import { recordListRoutes, recordRoutes } from './record-routes';

/** The developer and project database (issue 13). Under /api. */
export const databaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(recordRoutes);
  await app.register(mediaRoutes);
  await app.register(layoutUnitRoutes);
  await app.register(recordListRoutes);
};

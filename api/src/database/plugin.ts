import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { layoutUnitRoutes } from './layout-unit-routes';
import { listRoutes } from './list-routes';
import { mediaRoutes } from './media-routes';
import { recordRoutes } from './record-routes';

/** The developer and project database (issue 13). Under /api. */
export const databaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(recordRoutes);
  await app.register(mediaRoutes);
  await app.register(layoutUnitRoutes);
  await app.register(listRoutes);
};

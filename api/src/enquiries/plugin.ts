import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { enquiryRoutes, myEnquiryRoutes } from './routes';

/** Enquiries: the public forms' POSTs and the recipient's list. Under /api. */
export const enquiriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(enquiryRoutes);
  await app.register(myEnquiryRoutes);
};

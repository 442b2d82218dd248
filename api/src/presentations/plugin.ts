import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FEEDBACK_MAIL_JOB, mailFeedbackDigest } from './feedback-mail';
import { presentationOwnerRoutes } from './owner-routes';
import { PdfPrinter } from './pdf';
import { presentationPublicRoutes } from './public-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** One headless Chromium for every presentation PDF of this process. */
    presentationPdf: PdfPrinter;
  }
}

/** The PDF printer, app-wide (the API routes and tests use it); its browser closes with the app. */
export const presentationPdfPlugin = fp(
  async (app: FastifyInstance) => {
    const printer = new PdfPrinter(app.config.pdf);
    app.decorate('presentationPdf', printer);
    app.addHook('onClose', () => printer.close());
  },
  { name: 'presentation-pdf' },
);

/** Presentations: the owner's routes, the options call and the public view. Under /api. */
export const presentationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A client's answers, mailed to the owner together 10 minutes after the first one.
  app.jobs.work(FEEDBACK_MAIL_JOB, async ({ presentationId, deviceHash }, job) => {
    const log = app.log.child({ job: FEEDBACK_MAIL_JOB, jobId: job.id, presentationId });
    const mailed = await mailFeedbackDigest(app, presentationId, deviceHash, log);
    if (mailed > 0) log.info({ answers: mailed }, 'presentation feedback mailed');
  });
  await app.register(presentationOwnerRoutes);
  await app.register(presentationPublicRoutes);
};

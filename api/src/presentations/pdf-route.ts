import type { FastifyInstance, FastifyReply } from 'fastify';
import { PRESENTATION_MESSAGES, presentationPath } from '@phuket/shared/contract';
import { HttpError } from '../http/errors';
import { PdfUnavailable } from './pdf';
import type { PresentationRow } from './queries';

/** Prints the public view of `row` (its print layout) and sends it as a download. */
export async function sendPdf(
  app: FastifyInstance,
  reply: FastifyReply,
  row: PresentationRow,
): Promise<FastifyReply> {
  const url = `${app.config.publicUrl}${presentationPath(row.slug)}?print=1`;
  let pdf: Buffer;
  try {
    // The public view marks itself ready once the presentation (or its "gone" page) is shown.
    pdf = await app.presentationPdf.print(url, {
      readySelector: '.pres-public[data-ready="true"], [data-testid="presentation-gone"]',
    });
  } catch (error) {
    if (!(error instanceof PdfUnavailable)) throw error;
    reply.log.warn({ err: error }, 'presentation PDF failed');
    throw new HttpError(503, PRESENTATION_MESSAGES.pdfUnavailable);
  }
  const name =
    row.title
      .replace(/[^\w -]+/g, '')
      .trim()
      .slice(0, 80) || 'presentation';
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}.pdf"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { create as contentDisposition } from 'content-disposition';
import {
  PRESENTATION_MESSAGES,
  presentationPath,
  presentationPdfName,
} from '@phuket/shared/contract';
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
  return reply
    .type('application/pdf')
    .header('content-disposition', pdfDisposition(row.title))
    .header('cache-control', 'no-store')
    .send(pdf);
}

/**
 * `attachment` with the title's own characters (RFC 6266 `filename*=UTF-8''…`) and, for
 * clients that read only `filename`, an ASCII spelling: accents dropped (ü → u), other
 * characters left out.
 */
export function pdfDisposition(title: string): string {
  const name = presentationPdfName(title);
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const fallback = ascii === '.pdf' || ascii === '' ? 'presentation.pdf' : ascii;
  return contentDisposition(name, { fallback });
}

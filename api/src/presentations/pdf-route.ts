import type { FastifyInstance, FastifyReply } from 'fastify';
import { create as contentDisposition } from 'content-disposition';
import {
  PRESENTATION_MESSAGES,
  localizePath,
  presentationPath,
  presentationPdfName,
  type Locale,
} from '@phuket/shared/contract';
import { HttpError } from '../http/errors';
import { PdfUnavailable } from './pdf';
import { clientLocaleOf, type PresentationRow } from './queries';

/** Where the PDF of `slug` in `locale` is printed from: the public page's print layout. */
export function printUrl(publicUrl: string, slug: string, locale: Locale): string {
  // The page in that language by its prefix; `lang` also keeps an English copy of another
  // language's presentation from being redirected to that language.
  return `${publicUrl}${localizePath(locale, presentationPath(slug))}?print=1&lang=${locale}`;
}

/**
 * Prints the public view of `row` (its print layout) and sends it as a download: in `locale`
 * when asked (the language the client reads the page in), else in the client's language the
 * owner chose. Its words, prices and dates are the page's own in that language, and Chromium
 * embeds the glyphs of the fonts it drew them with (Thai and Chinese from the system's fonts,
 * scripts/ensure-system-deps.sh).
 */
export async function sendPdf(
  app: FastifyInstance,
  reply: FastifyReply,
  row: PresentationRow,
  locale: Locale = clientLocaleOf(row),
): Promise<FastifyReply> {
  const url = printUrl(app.config.publicUrl, row.slug, locale);
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

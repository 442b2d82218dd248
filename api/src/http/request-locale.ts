import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@phuket/shared/contract';

/**
 * The language of the page a request comes from: the site's client sends it as
 * `Accept-Language` (setApiLocale), and a browser asking by itself sends its own first choice.
 * What the API writes for this visit (a code's mail, an enquiry's copy) is in it; English when
 * the site does not speak the language asked for.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const header: string = request.headers['accept-language'] ?? '';
  const first = header.split(',')[0] ?? '';
  const language = first.split(';')[0]?.trim().toLowerCase().split('-')[0];
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

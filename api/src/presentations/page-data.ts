import type { FastifyInstance } from 'fastify';
import { presentationDataKeys } from '@phuket/shared/contract';
import { HttpError } from '../http/errors';
import type { PageData } from '../ssr/server-render';
import { publicPresentationView, resolvePublicPresentation } from './public-view';

/** The one key the public page declares: the public answer's request, without a currency. */
const VIEW_KEY = /^\/presentation\/([^/?#]+)$/;

/**
 * The data a server render of `/presentation/{slug}` is made from, read with the very
 * functions the public API route answers with (no HTTP round trip): the public answer, in the
 * presentation's own currency, under its request key; or, for an expired or revoked link, the
 * 410 body under `presentationDataKeys.gone`, so the polite page is rendered too. Null for an
 * unknown slug or any other key: the page is then the plain shell.
 */
export function presentationPageData(app: FastifyInstance): PageData {
  return {
    async answers(keys) {
      const [key, ...rest] = keys;
      const match = key === undefined ? null : VIEW_KEY.exec(key);
      if (!match?.[1] || rest.length > 0) return null;
      let slug: string;
      try {
        slug = decodeURIComponent(match[1]);
      } catch {
        return null;
      }
      if (key !== presentationDataKeys.view(slug)) return null;
      try {
        const found = await resolvePublicPresentation(app, slug);
        if (!found.live) return { [presentationDataKeys.gone(slug)]: found.body };
        return { [key]: await publicPresentationView(app, found, undefined) };
      } catch (error) {
        if (error instanceof HttpError) return null;
        throw error;
      }
    },
  };
}

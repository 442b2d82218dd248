import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  DEFAULT_LOCALE,
  LOCALES,
  isPresentationSlug,
  localizePath,
  presentationPath,
  presentationStatus,
  type Locale,
  SITE_NAME,
} from '@phuket/shared/contract';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { PRESENTATION_PAGE_TEXTS } from '../presentations/page-texts';
import { presentationReadLimiter } from '../presentations/read-limit';
import {
  clientLocaleOf,
  itemsOf,
  listingsById,
  resolveSlug,
  shownPhotos,
} from '../presentations/queries';
import type { ServerRenderedHtml } from '../ssr/server-render';
import { absoluteMediaUrl, type UrlContext } from './page-meta';
import {
  renderPage,
  snippet,
  standaloneDocument,
  withLanguage,
  type PageMeta,
  type ShellPage,
} from './render';

const SlugParams = Type.Object({ slug: Type.String() }, { additionalProperties: false });
const NOINDEX = '<meta name="robots" content="noindex">';

/** What a presentation link shows in a chat app's card, and the HTTP status of its page. */
export type PresentationPageState =
  | { status: 200; meta: PageMeta; clientLocale: Locale }
  | { status: 410; clientLocale: Locale }
  | { status: 404 };

/**
 * The state of `slug`'s page in `locale` (the address's language): its preview in that
 * language, and the client's language the owner chose, which the English address leads to.
 */
export async function presentationPageState(
  db: Db,
  slug: string,
  ctx: UrlContext,
  now: Date,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PresentationPageState> {
  const found = isPresentationSlug(slug) ? await resolveSlug(db, slug) : null;
  if (!found) return { status: 404 };
  const { row } = found;
  const clientLocale = clientLocaleOf(row);
  if (
    found.retired ||
    presentationStatus({ expires_at: row.expiresAt, revoked_at: row.revokedAt }, now) !== 'active'
  ) {
    return { status: 410, clientLocale };
  }
  const items = await itemsOf(db, row.id);
  const listings = await listingsById(
    db,
    items.flatMap((i) => (i.listingId === null ? [] : [i.listingId])),
  );
  // The first photo the client will see: that of the first listing still available.
  let photo: { path: string; width: number | null; height: number | null } | undefined;
  let available = 0;
  for (const item of items) {
    const listing = item.listingId === null ? undefined : listings.get(item.listingId);
    if (listing?.status !== 'published') continue;
    available += 1;
    photo ??= shownPhotos(listing, item.photoIds)[0];
  }
  const image = photo ? absoluteMediaUrl(ctx, photo.path) : null;
  const fallback = PRESENTATION_PAGE_TEXTS[locale].selection(available);
  return {
    status: 200,
    clientLocale,
    meta: {
      title: `${row.title} — ${SITE_NAME}`,
      ogTitle: row.title,
      description: snippet(row.description, 155) || fallback,
      canonical: `${ctx.origin}${localizePath(locale, presentationPath(row.slug))}`,
      image,
      ...(photo?.width && photo.height
        ? { imageWidth: photo.width, imageHeight: photo.height }
        : {}),
    },
  };
}

/** The head of an expired or revoked link's page: nothing of the presentation in a preview. */
function goneMeta(ctx: UrlContext, slug: string, locale: Locale): PageMeta {
  const texts = PRESENTATION_PAGE_TEXTS[locale];
  return {
    title: `${texts.goneTitle} — ${SITE_NAME}`,
    ogTitle: texts.goneTitle,
    description: texts.goneDescription,
    canonical: `${ctx.origin}${localizePath(locale, presentationPath(slug))}`,
    image: null,
  };
}

/**
 * Where the English address of a presentation in another language leads: that language's
 * address, the query kept; null to stay. `?lang=en` is the client's own choice of English
 * (the page's language switch adds it), so it stays.
 */
export function clientLanguageRedirect(
  url: string,
  addressLocale: Locale,
  clientLocale: Locale,
): string | null {
  if (addressLocale !== DEFAULT_LOCALE || clientLocale === DEFAULT_LOCALE) return null;
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const search = at === -1 ? '' : url.slice(at);
  if (new URLSearchParams(search).get('lang') === DEFAULT_LOCALE) return null;
  return localizePath(clientLocale, path) + search;
}

/**
 * GET /presentation/{slug} and the same in every language (/ru/presentation/{slug}): the shell
 * with the presentation's link preview (Open Graph: title, intro, first photo), so WhatsApp,
 * LINE and Telegram show a card; 410 for an expired, revoked or regenerated link and 404 for an
 * unknown one. The English address of a presentation the owner made for a client of another
 * language answers 302 to that language's (unless `?lang=en`). The page is server-rendered in
 * its address's language (the 410 one too, with the owner's contacts) when the presentations
 * area is served from here. Always noindex: a presentation is for one client, not for search.
 */
export function presentationPage(
  app: FastifyInstance,
  deps: {
    shell: { get(): Promise<ShellPage | null> };
    urlContext: () => UrlContext;
    serverRender: (request: FastifyRequest) => Promise<ServerRenderedHtml | null>;
  },
): void {
  const readLimit = presentationReadLimiter(app);
  for (const locale of LOCALES) {
    app.get<{ Params: { slug: string } }>(
      localizePath(locale, '/presentation/:slug'),
      { schema: { hide: true, params: SlugParams } },
      async (request, reply: FastifyReply) => {
        // The page reads what the API's view does, so it counts against the same budget; a
        // person over it gets a line of text, not the API's JSON.
        try {
          await readLimit(request, reply);
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
          reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
          return reply.code(429).type('text/plain; charset=utf-8').send(error.message);
        }
        const page = await deps.shell.get();
        if (page === null) return reply.callNotFound();
        const state = await presentationPageState(
          app.db,
          request.params.slug,
          deps.urlContext(),
          app.now(),
          locale,
        );
        reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
        if (state.status !== 404) {
          const target = clientLanguageRedirect(request.url, locale, state.clientLocale);
          if (target !== null) return reply.redirect(target, 302);
        }
        reply.type('text/html; charset=utf-8');
        const shellPage = {
          ...page,
          before: `${withLanguage(page.before, locale)}${NOINDEX}`,
          notFound: withLanguage(page.notFound, locale),
        };
        if (state.status === 404) return reply.code(404).send(shellPage.notFound);
        // The polite 410 page and the presentation alike are rendered here when the area is
        // served by this server; elsewhere the SPA renders them from the API's answer. Rendered
        // standalone (the area's own small bundle, no shell) once that bundle is built.
        const rendered = await deps.serverRender(request);
        const document = (meta: PageMeta) =>
          rendered?.standalone
            ? standaloneDocument(meta, rendered, NOINDEX, locale)
            : renderPage(shellPage, meta, rendered);
        if (state.status !== 200) {
          if (!rendered) return reply.code(410).send(shellPage.notFound);
          return reply
            .code(410)
            .send(document(goneMeta(deps.urlContext(), request.params.slug, locale)));
        }
        return reply.code(200).send(document(state.meta));
      },
    );
  }
}

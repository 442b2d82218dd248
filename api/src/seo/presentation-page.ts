import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { isPresentationSlug, presentationPath, presentationStatus } from '@phuket/shared/contract';
import type { Db } from '../db/client';
import { itemsOf, listingsById, resolveSlug, shownPhotos } from '../presentations/queries';
import type { ServerRenderedHtml } from '../ssr/server-render';
import { absoluteMediaUrl, type UrlContext } from './page-meta';
import {
  SITE_NAME,
  renderPage,
  snippet,
  standaloneDocument,
  type PageMeta,
  type ShellPage,
} from './render';

const SlugParams = Type.Object({ slug: Type.String() }, { additionalProperties: false });
const NOINDEX = '<meta name="robots" content="noindex">';

/** What a presentation link shows in a chat app's card, and the HTTP status of its page. */
export async function presentationPageState(
  db: Db,
  slug: string,
  ctx: UrlContext,
  now: Date,
): Promise<{ status: 200; meta: PageMeta } | { status: 404 | 410 }> {
  const found = isPresentationSlug(slug) ? await resolveSlug(db, slug) : null;
  if (!found) return { status: 404 };
  const { row } = found;
  if (
    found.retired ||
    presentationStatus({ expires_at: row.expiresAt, revoked_at: row.revokedAt }, now) !== 'active'
  ) {
    return { status: 410 };
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
  const fallback = `A selection of ${available} ${available === 1 ? 'property' : 'properties'} in Phuket.`;
  return {
    status: 200,
    meta: {
      title: `${row.title} — ${SITE_NAME}`,
      ogTitle: row.title,
      description: snippet(row.description, 155) || fallback,
      canonical: `${ctx.origin}${presentationPath(row.slug)}`,
      image,
      ...(photo?.width && photo.height
        ? { imageWidth: photo.width, imageHeight: photo.height }
        : {}),
    },
  };
}

/** The head of an expired or revoked link's page: nothing of the presentation in a preview. */
function goneMeta(ctx: UrlContext, slug: string): PageMeta {
  return {
    title: `Presentation no longer available — ${SITE_NAME}`,
    ogTitle: 'Presentation no longer available',
    description: 'This link has expired or was withdrawn. Ask the sender for an updated selection.',
    canonical: `${ctx.origin}${presentationPath(slug)}`,
    image: null,
  };
}

/**
 * GET /presentation/{slug}: the shell with the presentation's link preview (Open Graph:
 * title, intro, first photo), so WhatsApp, LINE and Telegram show a card; 410 for an expired,
 * revoked or regenerated link and 404 for an unknown one. The page is server-rendered (the
 * 410 one too, with the owner's contacts) when the presentations area is served from here. Always noindex: a presentation is for one client, not for search.
 */
export function presentationPage(
  app: FastifyInstance,
  deps: {
    shell: { get(): Promise<ShellPage | null> };
    urlContext: () => UrlContext;
    serverRender: (request: FastifyRequest) => Promise<ServerRenderedHtml | null>;
  },
): void {
  app.get<{ Params: { slug: string } }>(
    '/presentation/:slug',
    { schema: { hide: true, params: SlugParams } },
    async (request, reply: FastifyReply) => {
      const page = await deps.shell.get();
      if (page === null) return reply.callNotFound();
      const state = await presentationPageState(
        app.db,
        request.params.slug,
        deps.urlContext(),
        app.now(),
      );
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex');
      if (state.status === 404) return reply.code(404).send(page.notFound);
      const withNoindex = { ...page, before: `${page.before}${NOINDEX}` };
      // The polite 410 page and the presentation alike are rendered here when the area is
      // served by this server; elsewhere the SPA renders them from the API's answer. Rendered
      // standalone (the area's own small bundle, no shell) once that bundle is built.
      const rendered = await deps.serverRender(request);
      const document = (meta: PageMeta) =>
        rendered?.standalone
          ? standaloneDocument(meta, rendered, NOINDEX)
          : renderPage(withNoindex, meta, rendered);
      if (state.status !== 200) {
        if (!rendered) return reply.code(410).send(page.notFound);
        return reply.code(410).send(document(goneMeta(deps.urlContext(), request.params.slug)));
      }
      return reply.code(200).send(document(state.meta));
    },
  );
}

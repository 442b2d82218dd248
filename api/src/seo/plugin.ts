import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ENTITY_META_KINDS,
  LOCALES,
  localizePath,
  type Locale,
  type MetaKind,
  SITE_NAME,
} from '@phuket/shared/contract';
import { AsyncCache } from '../cache/async-cache';
import type { Db } from '../db/client';
import { agentMeta, developerMeta, listingMeta, projectMeta, type UrlContext } from './page-meta';
import {
  agentForSeo,
  agentRows,
  developerForSeo,
  developerRows,
  listingForSeo,
  projectForSeo,
  newestListingAt,
  projectRows,
  publishedListingCount,
  publishedListingsPage,
  type SitemapRow,
} from './queries';
import { EARLY_INPUT_PATH, EARLY_INPUT_SOURCE } from '../ssr/early-input';
import { presentationPageData } from '../presentations/page-data';
import { presentationPage } from './presentation-page';
import { ServerRenderer, type PageData } from '../ssr/server-render';
import { PAGE_TEXTS, type FixedPageKind } from './page-texts';
import { ShellCache, alternatesOf, renderPage, withLanguage, type PageMeta } from './render';
import { routeManifestsFor } from '../site/route-manifest';
import {
  ORIGIN_MARK,
  PAGES_PER_SITEMAP,
  inEveryLanguage,
  propertyPageCount,
  robotsTxt,
  sitemapIndex,
  urlset,
  withOrigin,
} from './sitemap';

const IdParams = Type.Object({ id: Type.String() }, { additionalProperties: false });
const FileParams = Type.Object({ file: Type.String() }, { additionalProperties: false });
/** Hidden from /api/openapi.json: these are pages for browsers and crawlers, not API. */
const htmlSchema = {
  hide: true,
  params: IdParams,
  response: { 200: Type.String(), 404: Type.String() },
};
const textSchema = { hide: true, response: { 200: Type.String() } };

/** Crawlers re-read sitemaps often; an hour of HTTP cache spares the 4 MB property files. */
// Crawlers may keep a file a few minutes; the server's copy follows every catalog write.
const SITEMAP_CACHE = 'public, max-age=300';

const ENTITY_KINDS = new Set<MetaKind>(ENTITY_META_KINDS);

/** The answers of an area whose server-rendered pages read none. */
const NO_ANSWERS: PageData = {
  answers: (keys) => Promise.resolve(keys.length === 0 ? {} : null),
};

/** Positive int4 ids only: anything else (letters, "1e3", 2^31) cannot be a row. */
function parseId(raw: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * Public pages (property, developer, project) served with their own title, description,
 * canonical link and Open Graph preview in the HTML itself, since link previews (chat apps)
 * and most crawlers never run the SPA's JavaScript; plus robots.txt and the sitemaps.
 * Registered after the site plugin, so these routes win over its static wildcard, and before
 * the not-found handler, which every miss here falls through to.
 */
export const seoPlugin = fp(
  async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();
    const { db, config } = app;
    const shell = new ShellCache(path.join(config.siteRoot, 'shell', 'dist', 'index.html'));
    const manifests = routeManifestsFor(config);

    // Always PUBLIC_URL: these answers are cached publicly, so no request header may decide them.
    const urlContext = (): UrlContext => ({
      origin: config.publicUrl,
      mediaPrefix: config.publicMediaPrefix,
    });

    const serverRenderer = new ServerRenderer(instance, {
      areas: {
        'mfe-catalog': app.catalog.pageData,
        'mfe-presentations': presentationPageData(instance),
        // Its server-rendered pages (sign in, register) are forms that read no answers.
        'mfe-account': NO_ANSWERS,
      },
      shellData: app.catalog.pageData,
    });
    /** The page rendered on the server, for pages that are; prices follow the currency cookie. */
    const serverRender = (request: FastifyRequest) => {
      const [pathname = '/', query] = request.url.split('?', 2);
      return serverRenderer.render(request, { pathname, search: query ? `?${query}` : '' });
    };
    // Pages without a route here (the not-found handler's declared pages) render with it too.
    app.decorate('serverRender', serverRender);
    app.decorate('serverRenderNotFound', (request, area) => {
      const [pathname = '/', query] = request.url.split('?', 2);
      return serverRenderer.renderNotFound(
        request,
        { pathname, search: query ? `?${query}` : '' },
        area,
      );
    });
    const sendPage = (reply: FastifyReply, html: string) =>
      reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie')
        .send(html);

    /** One public page route: the shell with the entity's head, or 404 + noindex. */
    /** The page's head in `locale`: its own address as canonical, its other languages beside. */
    const inLanguage = (meta: PageMeta, locale: Locale, path: string): PageMeta => ({
      ...meta,
      canonical: `${config.publicUrl}${localizePath(locale, path)}`,
      alternates: alternatesOf(config.publicUrl, path),
    });

    const entityPage = <Row>(
      url: string,
      locale: Locale,
      find: (db: Db, id: number) => Promise<Row | undefined>,
      meta: (row: Row, ctx: UrlContext, locale: Locale) => PageMeta,
      { previewable = false }: { previewable?: boolean } = {},
    ) =>
      app.get(localizePath(locale, url), { schema: htmlSchema }, async (request, reply) => {
        const page = await shell.get();
        // No built shell: the same answer as any other client route (see http/not-found.ts).
        if (page === null) return reply.callNotFound();
        const id = parseId(request.params.id);
        const row = id === null ? undefined : await find(db, id);
        // The SPA renders its own "not found" screen; the status and noindex keep the
        // dead URL out of search results.
        if (row === undefined) {
          return reply
            .code(404)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-cache')
            .send(withLanguage(page.notFound, locale));
        }
        // ?preview is an owner's look at their listing (rendered in the browser): never indexed.
        const preview =
          previewable && new URLSearchParams(request.url.split('?', 2)[1] ?? '').has('preview');
        const path = url.replace(':id', request.params.id);
        const html = renderPage(
          page,
          {
            ...inLanguage(meta(row, urlContext(), locale), locale, path),
            ...(preview ? { noindex: true } : {}),
          },
          await serverRender(request),
        );
        return sendPage(reply, withLanguage(html, locale));
      });

    /** A page without an id (home, search, the pages of text): its own head and server render. */
    const fixedPage = (url: string, locale: Locale, kind: FixedPageKind) =>
      app.get(
        localizePath(locale, url),
        { schema: { hide: true, response: { 200: Type.String() } } },
        async (request, reply) => {
          const page = await shell.get();
          if (page === null) return reply.callNotFound();
          const { title, description } = PAGE_TEXTS[kind][locale];
          const meta = inLanguage(
            {
              title,
              ogTitle: title.replace(` — ${SITE_NAME}`, ''),
              description,
              canonical: '',
              image: null,
            },
            locale,
            url,
          );
          const html = renderPage(page, meta, await serverRender(request));
          return sendPage(reply, withLanguage(html, locale));
        },
      );

    /** What each link-preview kind a route declares (its `meta`) puts in the page's head. */
    const metaPages: Record<MetaKind, (url: string, locale: Locale) => unknown> = {
      home: (url, locale) => fixedPage(url, locale, 'home'),
      properties: (url, locale) => fixedPage(url, locale, 'properties'),
      property: (url, locale) =>
        entityPage(url, locale, listingForSeo, listingMeta, { previewable: true }),
      developers: (url, locale) => fixedPage(url, locale, 'developers'),
      projects: (url, locale) => fixedPage(url, locale, 'projects'),
      developer: (url, locale) => entityPage(url, locale, developerForSeo, developerMeta),
      project: (url, locale) => entityPage(url, locale, projectForSeo, projectMeta),
      agent: (url, locale) => entityPage(url, locale, agentForSeo, agentMeta),
      about: (url, locale) => fixedPage(url, locale, 'about'),
      contact: (url, locale) => fixedPage(url, locale, 'contact'),
      terms: (url, locale) => fixedPage(url, locale, 'terms'),
      ownership: (url, locale) => fixedPage(url, locale, 'ownership'),
    };
    // The pages come from the areas' manifests as they are at start-up (a new kind of preview
    // needs API code anyway). An area the API cannot read (served elsewhere) gets none: its
    // pages are plain client routes then.
    for (const route of manifests.all()) {
      if (route.meta === undefined) continue;
      // Entity previews look up the row by the `:id` segment.
      if (ENTITY_KINDS.has(route.meta) && !route.path.endsWith('/:id')) continue;
      for (const locale of LOCALES) metaPages[route.meta](route.path, locale);
    }

    // Not from the manifests: the status (410 for a dead link) and the preview are the API's
    // to decide wherever the presentations area is served from.
    presentationPage(instance, { shell, urlContext, serverRender });

    /** The early-input recorder; its name is its content hash, so it never goes stale. */
    app.get(EARLY_INPUT_PATH, { schema: textSchema }, async (request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(EARLY_INPUT_SOURCE),
    );

    app.get('/robots.txt', { schema: textSchema }, async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(config.publicUrl, manifests.all())),
    );

    const sendXml = (reply: FastifyReply, xml: string) =>
      reply.type('application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHE).send(xml);

    // A 50 000-URL file costs ~0.5 s of database time on PGlite (which runs on this thread),
    // and anyone can ask for it: the rows are cached until the catalog changes (TTL as a
    // safety net), and the page count too, so a page past the end is refused without
    // touching the table.
    const counts = new AsyncCache<'published', number>({
      ttlMs: 60_000,
      maxEntries: 1,
      observe: app.metrics.cacheObserver('sitemap_count'),
    });
    const propertyPages = new AsyncCache<string, string | null>({
      observe: app.metrics.cacheObserver('sitemap_pages'),
      ttlMs: 10 * 60_000,
      maxEntries: 32,
    });
    // Emptied with the catalog's caches, so a listing published, unpublished or deleted here
    // or in another process is in (or out of) the sitemap at once.
    app.catalog.onChange(() => {
      counts.clear();
      propertyPages.clear();
    });
    const pageCount = async () =>
      propertyPageCount(await counts.getOrLoad('published', () => publishedListingCount(db)));

    app.get('/sitemap.xml', { schema: textSchema }, async (request, reply) => {
      const origin = config.publicUrl;
      const pages = await pageCount();
      const files = ['pages', 'developers', 'projects', 'agents'];
      for (let n = 1; n <= pages; n += 1) files.push(`properties-${n}`);
      return sendXml(reply, sitemapIndex(files.map((f) => `${origin}/sitemaps/${f}.xml`)));
    });

    app.get('/sitemaps/pages.xml', { schema: textSchema }, async (request, reply) => {
      const origin = config.publicUrl;
      // / and /properties change with every new listing; the static pages with each
      // front-end build, so the built shell's mtime stands in for their last change.
      const [newest, built] = await Promise.all([newestListingAt(db), shell.builtAt()]);
      const latest = (...dates: (Date | null)[]) =>
        dates.reduce<Date | null>((a, d) => (d !== null && (a === null || d > a) ? d : a), null);
      // The public pages without parameters the areas mark for the sitemap.
      const pages = manifests.all().filter((route) => route.sitemap);
      const listingKinds = new Set<string>(['home', 'properties']);
      return sendXml(
        reply,
        urlset(
          pages.flatMap((route) =>
            inEveryLanguage(
              origin,
              route.path,
              listingKinds.has(route.meta ?? '') ? latest(newest, built) : built,
            ),
          ),
        ),
      );
    });

    /** developers.xml, projects.xml, agents.xml: every public page of the kind, in id order. */
    const entitySitemap = (
      name: string,
      segment: string,
      load: (db: Db, limit: number) => Promise<SitemapRow[]>,
    ) =>
      app.get(`/sitemaps/${name}.xml`, { schema: textSchema }, async (request, reply) => {
        const origin = config.publicUrl;
        // One file per kind: a few hundred developers or projects are far from the limit;
        // the cap only keeps the file valid should that ever change.
        const rows = await load(db, PAGES_PER_SITEMAP);
        return sendXml(
          reply,
          urlset(rows.flatMap((r) => inEveryLanguage(origin, `/${segment}/${r.id}`, r.updatedAt))),
        );
      });
    entitySitemap('developers', 'developers', developerRows);
    entitySitemap('projects', 'projects', projectRows);
    entitySitemap('agents', 'agents', agentRows);

    app.get(
      '/sitemaps/:file',
      { schema: { ...textSchema, params: FileParams } },
      async (request, reply) => {
        const match = /^properties-([1-9][0-9]{0,5})\.xml$/.exec(request.params.file);
        const page = match ? Number(match[1]) : 0;
        if (page < 1 || page > (await pageCount())) return reply.callNotFound();
        const template = await propertyPages.getOrLoad(String(page), async () => {
          const rows = await publishedListingsPage(db, page, PAGES_PER_SITEMAP);
          // Every listing on it unpublished since the count was taken.
          if (rows.length === 0) return null;
          return urlset(
            rows.flatMap((r) => inEveryLanguage(ORIGIN_MARK, `/properties/${r.id}`, r.updatedAt)),
          );
        });
        if (template === null) return reply.callNotFound();
        return sendXml(reply, withOrigin(template, config.publicUrl));
      },
    );
  },
  { name: 'seo', dependencies: ['site', 'catalog'] },
);

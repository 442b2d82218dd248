import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ownerOf, splitLocalePath, type RouteEntry } from '@phuket/shared/contract';
import type { RemoteName } from '../env';
import { prepareShell, withLanguage, withServerRender } from '../seo/render';
import { ASSET_EXTENSION } from '../site/headers';
import type { RouteManifests } from '../site/route-manifest';
import type { ServerRenderedHtml } from '../ssr/server-render';
import type { ErrorBody } from './schemas';

/**
 * Unknown `/api/*` paths and other methods get a JSON 404. Other GETs are pages: the shell's
 * index.html, with status 200 for a route an area declares (its dist/routes.json) and 404 plus
 * `noindex` for a path no area declares, so the app shows its "Page not found" and search
 * engines drop the URL. Under the prefixes of an area served from another origin the API
 * cannot see the routes: 200, and the app decides (docs/routes.md). A declared route marked
 * `serverRendered` that has no page route of its own (one an area added since the API started)
 * is rendered on the server here, from the area's build as it is on disk now.
 * Missing assets (a `.js` that is not there) stay 404, or a browser would parse HTML as JS.
 */
/** The pages the server renders (the SEO plugin's ServerRenderer). */
export interface PageRenderer {
  render(request: FastifyRequest): Promise<ServerRenderedHtml | null>;
  renderNotFound(
    request: FastifyRequest,
    area: { name: RemoteName; routes: readonly RouteEntry[] } | null,
  ): Promise<ServerRenderedHtml | null>;
}

export function installNotFound(
  app: FastifyInstance,
  indexHtmlPath: string,
  manifests: RouteManifests,
  pages: PageRenderer,
): void {
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const spa =
      !isApi &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/remotes/') &&
      !ASSET_EXTENSION.test(pathname);
    if (spa) {
      try {
        // `/ru/properties` is `/properties` in Russian: the areas declare the path below it.
        const { locale, path } = splitLocalePath(pathname);
        const html = withLanguage(await fs.promises.readFile(indexHtmlPath, 'utf8'), locale);
        if (manifests.routeOf(path)?.serverRendered === true) {
          const rendered = await pages.render(request);
          // A standalone page needs a document of its own, with its own head: not from here.
          if (rendered && !rendered.standalone) {
            return reply
              .code(200)
              .type('text/html; charset=utf-8')
              .header('cache-control', 'no-cache')
              .header('vary', 'Cookie')
              .send(withServerRender(html, rendered));
          }
        }
        if (manifests.verdict(path) === 'missing') {
          const notFound = prepareShell(html).notFound;
          // The page names the area whose prefix it is under: the browser hydrates after
          // fetching that area's routes, as the server rendered with them.
          const owner = ownerOf(path);
          const routes = owner ? manifests.routesOf(owner) : null;
          const rendered = await pages.renderNotFound(
            request,
            owner && routes ? { name: owner, routes } : null,
          );
          return reply
            .code(404)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-cache')
            .header('vary', 'Cookie')
            .send(rendered ? withServerRender(notFound, rendered) : notFound);
        }
        return reply
          .code(200)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(html);
      } catch {
        // No built shell: answer a plain 404 below.
      }
    }
    const body: ErrorBody = { message: 'Not found.' };
    return reply.code(404).type('application/json; charset=utf-8').send(body);
  });
}

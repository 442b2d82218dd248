/**
 * Server entry (built by webpack.ssr.config.js into dist-ssr/server-entry.js, loaded by the
 * API): the public presentation, the one page of this area the server renders, and the answer
 * it is rendered from. The shell's server build renders it inside the site's frame (without
 * header and footer, as its route says); @phuket/shared comes from that build.
 */
import type { ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { PipeableStream, RenderToPipeableStreamOptions } from 'react-dom/server';
import { resolveRuntimeConfig } from '@phuket/shared/config';
import { presentationDataKeys, type StandaloneRenderInput } from '@phuket/shared/contract';
import { serverRenderedRoutes, type ServerLoaders } from '@phuket/shared/routes';
import { ServerData } from '@phuket/shared/ssr';
import PublicPresentationPage from '../features/public-presentation/PublicPresentationPage';
import { PublicRoot, WithPublicMessages, publicPageOf } from './PublicRoot';
import { sharedMessages, splitLocalePath, type Locale } from '@phuket/shared/i18n';
import { presentationsMessages } from '../common/messages';
import { routes } from './routes';

export { routes };

/** The component of each server-rendered page, by page name (as in the area's `pages`). */
export const pages: ServerLoaders<typeof routes, ComponentType> = {
  presentation: PublicPresentationPage,
};

export interface ServerRoute {
  page: string;
  /** Keys of the answers the page renders from (the API answers a dead link's under `gone`). */
  keys: string[];
  /**
   * The page is a standalone document: rendered by `renderStandalone`, hydrated by the browser
   * bundle in dist/<standalone>/ (see its entry.json), without the shell.
   */
  standalone?: string;
}

type PageUrl = { pathname: string; search: string };

/** The data loader of each route routes.ts marks `serverRendered`, by its page. */
const serverData: ServerLoaders<typeof routes, (url: PageUrl) => ServerRoute | null> = {
  // From the public answer in the presentation's own currency, whatever the visitor's site
  // currency: the client switches on the page itself.
  presentation: (url) => {
    const page = publicPageOf(url);
    if (!page) return null;
    return {
      page: 'presentation',
      keys: [presentationDataKeys.view(page.slug)],
      standalone: 'public',
    };
  },
};

const serverRendered = serverRenderedRoutes(routes, serverData);

/** The route this URL renders on the server, with its data keys; null when none does. */
export function serverRouteFor(url: PageUrl): ServerRoute | null {
  for (const { load } of serverRendered) {
    const route = load(url);
    if (route) return route;
  }
  return null;
}

/**
 * The standalone page's tree for one request (PublicRoot, exactly what public-entry.tsx
 * hydrates). Everything is ready before the first byte goes out, as in the shell's render.
 */
export function renderStandalone(
  input: StandaloneRenderInput,
  options: RenderToPipeableStreamOptions,
): PipeableStream {
  const [pathname = '/', query = ''] = input.url.split('?', 2);
  // The page's language is its address's prefix (/ru/presentation/...).
  const { locale, path } = splitLocalePath(pathname);
  const page = publicPageOf({ pathname: path, search: query ? `?${query}` : '' });
  if (!page) throw new Error(`${pathname} is not a standalone page`);
  // The config goes down by context: this render's own, never module state.
  const config = resolveRuntimeConfig(input.runtimeConfig);
  return renderToPipeableStream(
    // Nothing goes out before the words of its language are here (the render waits for them).
    <WithPublicMessages locale={locale}>
      <PublicRoot page={page} locale={locale} data={new ServerData(input.data)} config={config} />
    </WithPublicMessages>,
    { ...options, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
}

/** Fetches this area's words in `locale` (English is always there); before a render. */
export function loadMessages(locale: Locale): Promise<void> {
  // The shared UI (filters, cards, forms) renders here too: its words in the same language.
  return Promise.all([presentationsMessages.load(locale), sharedMessages.load(locale)]).then(
    () => undefined,
  );
}

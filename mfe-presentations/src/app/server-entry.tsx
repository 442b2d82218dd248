/**
 * Server entry (built by webpack.ssr.config.js into dist-ssr/server-entry.js, loaded by the
 * API): the public presentation, the one page of this area the server renders, and the answer
 * it is rendered from. The shell's server build renders it inside the site's frame (without
 * header and footer, as its route says); @phuket/shared comes from that build.
 */
import type { ComponentType } from 'react';
import { presentationDataKeys } from '@phuket/shared/contract';
import { matchPath } from '@phuket/shared/router';
import PublicPresentationPage from '../features/public-presentation/PublicPresentationPage';
import { routes } from './routes';

export { routes };

/** The components of the pages with server data, by page name (as in the area's `pages`). */
export const pages: Record<string, ComponentType> = { presentation: PublicPresentationPage };

export interface ServerRoute {
  page: string;
  /** Keys of the answers the page renders from (the API answers a dead link's under `gone`). */
  keys: string[];
}

/**
 * `/presentation/{slug}` renders on the server from the public answer in the presentation's own
 * currency, whatever the visitor's site currency: the client switches on the page itself.
 */
export function serverRouteFor(url: { pathname: string; search: string }): ServerRoute | null {
  const match = matchPath('/presentation/:slug', url.pathname);
  const slug = match?.params.slug;
  if (!slug) return null;
  return { page: 'presentation', keys: [presentationDataKeys.view(slug)] };
}

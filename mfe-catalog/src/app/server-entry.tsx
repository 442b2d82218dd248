/**
 * Server entry (built by webpack.ssr.config.js into dist-ssr/server-entry.js, loaded by the
 * API): which of this area's routes the server renders, the answers each needs (server-data.ts), and their page components. The shell's server build renders them inside the
 * site's frame; @phuket/shared comes from that build (see the SSR webpack externals).
 */
import type { ComponentType } from 'react';
import type { Currency } from '@phuket/shared/domain';
import { matchPath } from '@phuket/shared/router';
import AgentPage from '../features/agent/AgentPage';
import DeveloperPage from '../features/developer/DeveloperPage';
import DevelopersPage from '../features/developers/DevelopersPage';
import HomePage from '../features/home/HomePage';
import PropertiesPage from '../features/properties/PropertiesPage';
import ProjectPage from '../features/project/ProjectPage';
import ProjectsPage from '../features/projects/ProjectsPage';
import PropertyPage from '../features/property/PropertyPage';
import { routes } from './routes';

export { routes };
import { serverData } from './server-data';

/** The components of the pages with server data, by page name (as in the area's `pages`). */
export const pages: Record<string, ComponentType> = {
  home: HomePage,
  properties: PropertiesPage,
  property: PropertyPage,
  developers: DevelopersPage,
  developer: DeveloperPage,
  projects: ProjectsPage,
  project: ProjectPage,
  agent: AgentPage,
};

export interface ServerRoute {
  /** Page name, a key of `pages`. */
  page: string;
  /** Keys (paths under /api, see apiRequestKey) of the answers the page renders from. */
  keys: string[];
}

/** The route this URL renders on the server, with its data keys; null when none does. */
export function serverRouteFor(
  url: { pathname: string; search: string },
  currency: Currency,
): ServerRoute | null {
  for (const route of routes) {
    const declare = serverData[route.page];
    const match = declare ? matchPath(route.path, url.pathname) : null;
    if (!match || !declare || !pages[route.page]) continue;
    const keys = declare({ id: match.params.id, search: url.search, currency });
    return keys === null ? null : { page: route.page, keys };
  }
  return null;
}

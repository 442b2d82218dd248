/**
 * Server entry (built by webpack.ssr.config.js into dist-ssr/server-entry.js, loaded by the
 * API): the routes routes.ts marks `serverRendered`, the answers each needs (its loader in
 * server-data.ts) and their page components. The shell's server build renders them inside the
 * site's frame; @phuket/shared comes from that build (see the SSR webpack externals).
 */
import type { ComponentType } from 'react';
import type { Currency } from '@phuket/shared/domain';
import { matchPath } from '@phuket/shared/router';
import {
  serverRenderedRoutes,
  type ServerLoaders,
  type ServerRenderedPage,
} from '@phuket/shared/routes';
import AboutPage from '../features/about/AboutPage';
import AgentPage from '../features/agent/AgentPage';
import ContactPage from '../features/contact/ContactPage';
import ForeignOwnershipPage from '../features/foreign-ownership/ForeignOwnershipPage';
import TermsPage from '../features/terms/TermsPage';
import DeveloperPage from '../features/developer/DeveloperPage';
import DevelopersPage from '../features/developers/DevelopersPage';
import HomePage from '../features/home/HomePage';
import PropertiesPage from '../features/properties/PropertiesPage';
import ProjectPage from '../features/project/ProjectPage';
import ProjectsPage from '../features/projects/ProjectsPage';
import PropertyPage from '../features/property/PropertyPage';
import { routes } from './routes';
import { sharedMessages, type Locale } from '@phuket/shared/i18n';
import { catalogMessages } from '../common/messages';
import { aboutMessages } from '../features/about/messages';
import { compareMessages } from '../features/compare/messages';
import { projectMessages } from '../features/project/messages';
import { propertyMessages } from '../features/property/messages';
import { termsMessages } from '../features/terms/messages';
import { foreignOwnershipMessages } from '../features/foreign-ownership/messages';
import { ownershipMessages } from '../common/ownership/messages';
import { serverData } from './server-data';

export { routes };

/** The component of each server-rendered page, by page name (as in the area's `pages`). */
export const pages: ServerLoaders<typeof routes, ComponentType> = {
  home: HomePage,
  properties: PropertiesPage,
  property: PropertyPage,
  developers: DevelopersPage,
  developer: DeveloperPage,
  projects: ProjectsPage,
  project: ProjectPage,
  agent: AgentPage,
  about: AboutPage,
  contact: ContactPage,
  terms: TermsPage,
  ownership: ForeignOwnershipPage,
};

export interface ServerRoute {
  /** Page name, a key of `pages`. */
  page: ServerRenderedPage<typeof routes>;
  /** Keys (paths under /api, see apiRequestKey) of the answers the page renders from. */
  keys: string[];
}

const serverRendered = serverRenderedRoutes(routes, serverData);

/** The route this URL renders on the server, with its data keys; null when none does. */
export function serverRouteFor(
  url: { pathname: string; search: string },
  currency: Currency,
): ServerRoute | null {
  for (const { route, load } of serverRendered) {
    const match = matchPath(route.path, url.pathname);
    if (!match) continue;
    const keys = load({ id: match.params.id, search: url.search, currency });
    return keys === null ? null : { page: route.page, keys };
  }
  return null;
}

/** Fetches this area's words in `locale` (English is always there); before a render. */
export function loadMessages(locale: Locale): Promise<void> {
  // The shared UI (filters, cards, forms) renders here too: its words in the same language.
  // Every page's words are at hand on the server, the pages' own catalogs too.
  return Promise.all([
    catalogMessages.load(locale),
    sharedMessages.load(locale),
    termsMessages.load(locale),
    foreignOwnershipMessages.load(locale),
    ownershipMessages.load(locale),
    aboutMessages.load(locale),
    compareMessages.load(locale),
    projectMessages.load(locale),
    propertyMessages.load(locale),
  ]).then(() => undefined);
}

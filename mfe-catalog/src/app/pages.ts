import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { PagesOf } from '@phuket/shared/routes';
import type { routes } from './routes';
import './catalog.css';

type PageName = (typeof routes)[number]['page'];
type PageModule = { default: ComponentType };

const loaders: Record<PageName, () => Promise<PageModule>> = {
  home: () => import('../features/home/HomePage'),
  properties: () => import('../features/properties/PropertiesPage'),
  property: () => import('../features/property/PropertyPage'),
  developers: () => import('../features/developers/DevelopersPage'),
  developer: () => import('../features/developer/DeveloperPage'),
  projects: () => import('../features/projects/ProjectsPage'),
  project: () => import('../features/project/ProjectPage'),
  about: () => import('../features/about/AboutPage'),
  contact: () => import('../features/contact/ContactPage'),
  favourites: () => import('../features/favourites/FavouritesPage'),
  compare: () => import('../features/compare/ComparePage'),
  agent: () => import('../features/agent/AgentPage'),
  // The Terms page's own catalog comes with its code (features/terms/messages.ts).
  terms: () =>
    Promise.all([
      import('../features/terms/TermsPage'),
      import('../features/terms/messages').then((m) => m.loadTermsMessagesForPage()),
    ]).then(([page]) => page),
};

/** A component for each page routes.ts declares, each its own chunk, loaded when visited. */
export const pages: PagesOf<typeof routes> = lazyPages(loaders);

function lazyPages<K extends string>(
  from: Record<K, () => Promise<PageModule>>,
): Record<K, ComponentType> {
  const out = {} as Record<K, ComponentType>;
  for (const name of Object.keys(from) as K[]) out[name] = lazy(from[name]);
  return out;
}

/**
 * The page's component itself, once its chunk (and CSS) has arrived: hydrating a
 * server-rendered page needs it at hand, since a lazy component suspends on its first render.
 */
export async function preloadPage(name: string): Promise<ComponentType | undefined> {
  const load = (loaders as Record<string, (() => Promise<PageModule>) | undefined>)[name];
  return load ? (await load()).default : undefined;
}

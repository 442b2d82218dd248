import { lazy } from 'react';
import type { ComponentType } from 'react';
import { splitLocalePath } from '@phuket/shared/i18n';
import type { PagesOf } from '@phuket/shared/routes';
import type { routes } from './routes';
import './catalog.css';

type PageName = (typeof routes)[number]['page'];
type PageModule = { default: ComponentType };

const loaders: Record<PageName, () => Promise<PageModule>> = {
  home: () => import('../features/home/HomePage'),
  properties: () => import('../features/properties/PropertiesPage'),
  property: () =>
    withMessages(import('../features/property/PropertyPage'), () =>
      Promise.all([
        import('../features/property/messages').then((m) =>
          m.propertyMessages.load(addressLocale()),
        ),
        loadOwnershipMessages(),
      ]),
    ),
  developers: () => import('../features/developers/DevelopersPage'),
  developer: () => import('../features/developer/DeveloperPage'),
  projects: () => import('../features/projects/ProjectsPage'),
  project: () =>
    withMessages(import('../features/project/ProjectPage'), () =>
      Promise.all([
        import('../features/project/messages').then((m) => m.projectMessages.load(addressLocale())),
        loadOwnershipMessages(),
      ]),
    ),
  about: () =>
    withMessages(import('../features/about/AboutPage'), () =>
      import('../features/about/messages').then((m) => m.aboutMessages.load(addressLocale())),
    ),
  contact: () => import('../features/contact/ContactPage'),
  favourites: () => import('../features/favourites/FavouritesPage'),
  compare: () =>
    withMessages(import('../features/compare/ComparePage'), () =>
      import('../features/compare/messages').then((m) => m.compareMessages.load(addressLocale())),
    ),
  agent: () => import('../features/agent/AgentPage'),
  terms: () =>
    withMessages(import('../features/terms/TermsPage'), () =>
      import('../features/terms/messages').then((m) => m.termsMessages.load(addressLocale())),
    ),
  ownership: () =>
    withMessages(import('../features/foreign-ownership/ForeignOwnershipPage'), () =>
      import('../features/foreign-ownership/messages').then((m) =>
        m.foreignOwnershipMessages.load(addressLocale()),
      ),
    ),
};

/** The ownership panel's words, shown on property and project pages. */
function loadOwnershipMessages(): Promise<void> {
  return import('../common/ownership/messages').then((m) =>
    m.ownershipMessages.load(addressLocale()),
  );
}

/** The language of the address being opened (`/ru/...`), whose words a page needs. */
function addressLocale() {
  return splitLocalePath(window.location.pathname).locale;
}

/**
 * A page with its own catalog (features/<page>/locales: words no other page shows) comes with
 * those words in the visitor's language, fetched beside its code.
 */
function withMessages(
  page: Promise<PageModule>,
  words: () => Promise<unknown>,
): Promise<PageModule> {
  return Promise.all([page, words()]).then(([module]) => module);
}

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

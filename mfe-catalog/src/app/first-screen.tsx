/**
 * Server entry (built by webpack.ssr.config.js into dist-ssr/, loaded by the API): which API
 * answers a public page's first screen needs, and that page rendered to HTML from them. The
 * same components and stores as in the browser, so both render the same page.
 */
import { renderToString } from 'react-dom/server';
import { enableStaticRendering } from 'mobx-react-lite';
import { firstScreenKeys } from '@phuket/shared/api';
import { setRuntimeConfig } from '@phuket/shared/config';
import type { Currency } from '@phuket/shared/domain';
import { PAGE_SIZES } from '@phuket/shared/filters';
import { primeFirstScreen, type FirstScreenResponses } from '@phuket/shared/first-screen';
import { MemoryRouter, Route, Routes, matchPath } from '@phuket/shared/router';
import { RootStoreProvider, serverRootStore } from '@phuket/shared/stores';
import AgentPage from '../features/agent/AgentPage';
import DeveloperPage from '../features/developer/DeveloperPage';
import HomePage from '../features/home/HomePage';
import PropertiesPage from '../features/properties/PropertiesPage';
import ProjectPage from '../features/project/ProjectPage';
import PropertyPage from '../features/property/PropertyPage';
import { ListingSearchStore } from '../common/listing-search/listing-search-store';
import { parseRouteId } from '../common/load-error';

// No reactions on the server: observers render once and leave nothing subscribed.
enableStaticRendering(true);

export interface FirstScreenUrl {
  pathname: string;
  /** With its '?', or empty. */
  search: string;
}

const neverFetch = () => Promise.reject(new Error('no fetching during a server render'));

/** The request the page's own search store will make first, so the keys match exactly. */
function listingRequest(currency: Currency, perPage: number, search?: string) {
  return new ListingSearchStore(neverFetch, { currency, perPage, initialSearch: search }).apiParams;
}

const OWNER_PAGES = [
  {
    path: '/developers/:id',
    key: firstScreenKeys.developer,
    listingsKey: firstScreenKeys.developerListings,
    perPage: PAGE_SIZES.developerListings,
  },
  {
    path: '/projects/:id',
    key: firstScreenKeys.project,
    listingsKey: firstScreenKeys.projectListings,
    perPage: PAGE_SIZES.projectListings,
  },
  {
    path: '/agents/:id',
    key: firstScreenKeys.agent,
    listingsKey: firstScreenKeys.agentListings,
    perPage: PAGE_SIZES.agentListings,
  },
] as const;

/**
 * Keys (paths under /api, see apiRequestKey) of the answers the page renders from; null for
 * a path this area does not render on the server.
 */
export function firstScreenRequests(url: FirstScreenUrl, currency: Currency): string[] | null {
  if (url.pathname === '/') {
    return [firstScreenKeys.homeListings(listingRequest(currency, PAGE_SIZES.allListings))];
  }
  if (url.pathname === '/properties') {
    return [
      firstScreenKeys.properties(listingRequest(currency, PAGE_SIZES.properties, url.search)),
    ];
  }
  const property = matchPath('/properties/:id', url.pathname);
  if (property) {
    const id = parseRouteId(property.params.id);
    return id === null ? null : [firstScreenKeys.property(id, currency)];
  }
  // A developer's, project's or agent's page: its header, then the first page of its listings as the
  // page's RelatedListings asks for it (the page URL's filters included).
  for (const owner of OWNER_PAGES) {
    const match = matchPath(owner.path, url.pathname);
    if (!match) continue;
    const id = parseRouteId(match.params.id);
    if (id === null) return null;
    const listings = listingRequest(currency, owner.perPage, url.search);
    return [owner.key(id), owner.listingsKey(id, listings)];
  }
  return null;
}

/** The page's <main> as HTML, rendered from `responses` (keyed as firstScreenRequests says). */
export function renderFirstScreen(
  url: FirstScreenUrl,
  currency: Currency,
  responses: FirstScreenResponses,
  /** The runtime config's media prefix, as /config.json gives it to the browser. */
  site?: { mediaPrefix: string },
): string {
  primeFirstScreen(responses);
  // Storage paths (an agent's avatar) become URLs as the browser will make them.
  if (site) setRuntimeConfig({ mediaPrefix: site.mediaPrefix });
  try {
    return renderToString(
      <RootStoreProvider store={serverRootStore(currency)}>
        <MemoryRouter initialEntries={[`${url.pathname}${url.search}`]}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/properties" element={<PropertiesPage />} />
            <Route path="/properties/:id" element={<PropertyPage />} />
            <Route path="/developers/:id" element={<DeveloperPage />} />
            <Route path="/projects/:id" element={<ProjectPage />} />
            <Route path="/agents/:id" element={<AgentPage />} />
          </Routes>
        </MemoryRouter>
      </RootStoreProvider>,
    );
  } finally {
    // Module state: the next render (another request) must not see these answers.
    primeFirstScreen({});
  }
}

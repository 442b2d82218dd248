import { serverDataKeys, type ListingQueryParams } from '@phuket/shared/api';
import type { Currency } from '@phuket/shared/domain';
import {
  DEVELOPER_OPTIONS_PARAMS,
  HOME_PROJECTS_PARAMS,
  PAGE_SIZES,
  developerDirectoryApiParams,
  parseDeveloperDirectoryQuery,
  parseFilterQuery,
  parseProjectDirectoryQuery,
  projectDirectoryApiParams,
  searchProjectsQuery,
} from '@phuket/shared/filters';
import { ListingSearchStore } from '../common/listing-search/listing-search-store';
import { parseRouteId } from '../common/load-error';
import type { ServerLoaders } from '@phuket/shared/routes';
import type { routes } from './routes';

/** What a server render knows of the request a route's server data is derived from. */
export interface ServerDataInput {
  /** The route's `:id`, when it has one. */
  id?: string;
  /** The page URL's query, with its '?', or empty. */
  search: string;
  currency: Currency;
}

/**
 * The API answers (keys under /api, see apiRequestKey) a server render of the route needs;
 * null when the URL cannot be a page (a malformed id): the route then renders in the browser.
 * The page's own components look the answers up under the same keys while hydrating.
 */
export type ServerDataDeclaration = (input: ServerDataInput) => string[] | null;

const neverFetch = () => Promise.reject(new Error('no fetching while declaring server data'));

/** The request the page's own search store makes first, so the keys match exactly. */
function listingRequest(currency: Currency, perPage: number, search?: string) {
  return new ListingSearchStore(neverFetch, { currency, perPage, initialSearch: search }).apiParams;
}

/** A developer's, project's or agent's page: its header, then its listings' first page. */
function ownerPage(
  key: (id: number, currency: Currency) => string,
  listingsKey: (id: number, params: ListingQueryParams) => string,
  perPage: number,
): ServerDataDeclaration {
  return ({ id, search, currency }) => {
    const owner = parseRouteId(id);
    if (owner === null) return null;
    return [key(owner, currency), listingsKey(owner, listingRequest(currency, perPage, search))];
  };
}

/**
 * The data loader of each route routes.ts marks `serverRendered`, by its page: one for each
 * such route and none for any other, or this does not compile. Kept apart from the route list
 * because routes.ts is pure data the build evaluates in Node (dist/routes.json).
 */
export const serverData: ServerLoaders<typeof routes, ServerDataDeclaration> = {
  home: ({ currency }) => [serverDataKeys.projects({ ...HOME_PROJECTS_PARAMS, currency })],
  properties: ({ currency, search }) => {
    const { filters } = parseFilterQuery(search);
    const projects = searchProjectsQuery(filters);
    return [
      serverDataKeys.properties(listingRequest(currency, PAGE_SIZES.properties, search)),
      // The heading names a chosen area ("… in Kata").
      ...(filters.location_id.length > 0 ? [serverDataKeys.locations()] : []),
      // A search for new projects shows the matching projects above its listings.
      ...(projects ? [serverDataKeys.projects({ ...projects.params, currency })] : []),
    ];
  },
  projects: ({ search, currency }) => [
    serverDataKeys.projects({
      ...projectDirectoryApiParams(parseProjectDirectoryQuery(search)),
      currency,
    }),
    serverDataKeys.developers(DEVELOPER_OPTIONS_PARAMS),
  ],
  developers: ({ search }) => [
    serverDataKeys.developers(developerDirectoryApiParams(parseDeveloperDirectoryQuery(search))),
  ],
  property: ({ id, search, currency }) => {
    const property = parseRouteId(id);
    // ?preview is the owner's (GET /listing/{id}/preview with their token, which the server
    // never sees): the browser renders it, and the public answer is not read for it.
    if (property === null || new URLSearchParams(search).has('preview')) return null;
    return [serverDataKeys.property(property, currency)];
  },
  developer: ownerPage(
    serverDataKeys.developer,
    serverDataKeys.developerListings,
    PAGE_SIZES.developerListings,
  ),
  project: ownerPage(
    serverDataKeys.project,
    serverDataKeys.projectListings,
    PAGE_SIZES.projectListings,
  ),
  agent: ownerPage(serverDataKeys.agent, serverDataKeys.agentListings, PAGE_SIZES.agentListings),
  // Pages of text (and the contact form): no answers, the words are in the area's catalogs.
  about: () => [],
  contact: () => [],
  terms: () => [],
  ownership: () => [],
};

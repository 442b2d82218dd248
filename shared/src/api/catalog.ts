import type {
  AgentProfile as AgentProfileBody,
  Currency,
  DeveloperDetail as DeveloperDetailBody,
  DeveloperRef as DeveloperRefBody,
  DeveloperSummary as DeveloperSummaryBody,
  DirectoryQueryParams,
  IdName,
  ListingCard,
  ListingDetail,
  ListingPreview,
  ListingQueryParams,
  MessageBody,
  OfferType,
  OptionsResponse,
  Page,
  ProjectDetail as ProjectDetailBody,
  ProjectLayout as ProjectLayoutBody,
  ProjectPublicUnit as ProjectPublicUnitBody,
  ProjectSummary as ProjectSummaryBody,
  ProjectsQueryParams,
  RentalYieldEstimate,
  SearchSuggestion,
} from '../contract';

export type {
  DirectoryQueryParams,
  ListingPreview,
  ListingQueryParams,
  ProjectsQueryParams,
  RentalYieldEstimate,
};
import type { catalogEndpoints } from '../contract/endpoints/catalog';
import { endpointCaller, endpointRequestKey } from './call';
import { catalogRoutes } from './generated/catalog';

// The answers are the static types of the contract's response schemas: the API's routes
// declare the same schemas, so a field renamed there is a type error here.

/** A card as the list endpoints send it: the card's fields (docs/product-rules.md §2) plus where it is on a map. */
export type ListingSummary = ListingCard;
/** GET /api/{id}/property. */
export type PropertyDetail = ListingDetail;
export type DeveloperRef = DeveloperRefBody;
export type DeveloperSummary = DeveloperSummaryBody;
export type ProjectSummary = ProjectSummaryBody;
/** GET /api/developers/{id}. */
export type DeveloperDetail = DeveloperDetailBody;
export type ProjectLayout = ProjectLayoutBody;
/** A row of a project's public unit list. */
export type ProjectPublicUnit = ProjectPublicUnitBody;
/** GET /api/projects/{id}. */
export type ProjectDetail = ProjectDetailBody;
/** GET /api/agents/{id}; `email` and `phone` are null unless the agent chose to show them. */
export type AgentProfile = AgentProfileBody;
export type SubscribeResponse = MessageBody;
type Location = IdName;
type Paginated<T> = Page<T>;

const call = endpointCaller<typeof catalogEndpoints>(catalogRoutes);

/**
 * An id as the page has it, often the text of its own URL: sent as it is (the API validates
 * it), so the request and its server-data key are the ones the page has always made.
 */
const idParams = (id: number | string) => ({ id: id as number });
const currencyQuery = (currency?: Currency | null): { currency?: Currency } =>
  currency ? { currency } : {};

/** The server-data key of a catalog GET (see apiRequestKey). */
const key = (
  name: keyof typeof catalogRoutes,
  params?: Readonly<Record<string, unknown>>,
  query?: Record<string, string> | null,
) => endpointRequestKey(catalogRoutes[name][1], params, query);

/**
 * GET /{id}/property/yield: the rent and gross yield a listing for sale could fetch, from
 * comparable long-term rentals; 409 for a rental.
 */
export async function getPropertyYield(
  id: number | string,
  currency?: Currency | null,
): Promise<RentalYieldEstimate> {
  return call('getPropertyYield', { params: idParams(id), query: currencyQuery(currency) });
}

/** GET /api/currency/rates: units of each currency per 1 THB. */

export async function getProperties(
  params: ListingQueryParams,
): Promise<Paginated<ListingSummary>> {
  return call('getProperties', { query: params });
}

export async function getProperty(
  id: number | string,
  currency?: Currency | null,
): Promise<PropertyDetail> {
  return call('getProperty', { params: idParams(id), query: currencyQuery(currency) });
}

/** Request keys of the answers a server-rendered page carries (see apiRequestKey). */
export const serverDataKeys = {
  locations: () => key('getLocations'),
  properties: (params: ListingQueryParams) => key('getProperties', undefined, params),
  property: (id: number | string, currency?: Currency | null) =>
    key('getProperty', { id }, currencyQuery(currency)),
  homeListings: (params: ListingQueryParams) => key('getHomeListings', undefined, params),
  developer: (id: number | string) => key('getDeveloper', { id }),
  developerListings: (id: number | string, params: ListingQueryParams) =>
    key('getDeveloperListings', { id }, params),
  projects: (params: ProjectsQueryParams) => key('getProjects', undefined, params),
  developers: (params: DirectoryQueryParams) => key('getDevelopers', undefined, params),
  project: (id: number | string, currency?: Currency | null) =>
    key('getProject', { id }, currencyQuery(currency)),
  projectListings: (id: number | string, params: ListingQueryParams) =>
    key('getProjectListings', { id }, params),
  agent: (id: number | string) => key('getAgent', { id }),
  agentListings: (id: number | string, params: ListingQueryParams) =>
    key('getAgentListings', { id }, params),
};

export async function getDevelopers(
  params: DirectoryQueryParams,
): Promise<Paginated<DeveloperSummary>> {
  return call('getDevelopers', { query: params });
}

export async function getDeveloper(id: number | string): Promise<DeveloperDetail> {
  return call('getDeveloper', { params: idParams(id) });
}

export async function getDeveloperListings(
  id: number | string,
  params: ListingQueryParams,
): Promise<Paginated<ListingSummary>> {
  return call('getDeveloperListings', { params: idParams(id), query: params });
}

export async function getProjects(params: ProjectsQueryParams): Promise<Paginated<ProjectSummary>> {
  return call('getProjects', { query: params });
}

/** GET /api/projects/{id}, its prices in `currency`. */
export async function getProject(
  id: number | string,
  currency?: Currency | null,
): Promise<ProjectDetail> {
  return call('getProject', { params: idParams(id), query: currencyQuery(currency) });
}

export async function getProjectListings(
  id: number | string,
  params: ListingQueryParams,
): Promise<Paginated<ListingSummary>> {
  return call('getProjectListings', { params: idParams(id), query: params });
}

/**
 * Home page cards. docs/product-rules.md §7: the body wraps the page one level deeper (`data.data` is the
 * array), so this returns the inner page.
 */
export async function getHomeListings(
  params: ListingQueryParams,
): Promise<Paginated<ListingSummary>> {
  return (await call('getHomeListings', { query: params })).data;
}

export async function getLocations(): Promise<Location[]> {
  return call('getLocations');
}

/**
 * GET /api/search/suggestions: areas, projects, developers and listings matching what the
 * visitor typed, grouped by kind. `signal` cancels a request a newer keystroke made stale.
 */
export async function getSearchSuggestions(
  q: string,
  signal?: AbortSignal,
): Promise<SearchSuggestion[]> {
  return (await call('getSearchSuggestions', { query: { q } }, { signal })).data;
}

export async function getOptions(offerType: OfferType): Promise<OptionsResponse> {
  return call('getFilterOptions', { params: { offerType } });
}

export async function getAgent(id: number | string): Promise<AgentProfile> {
  return call('getAgent', { params: idParams(id) });
}

export async function getAgentListings(
  id: number | string,
  params: ListingQueryParams,
): Promise<Paginated<ListingSummary>> {
  return call('getAgentListings', { params: idParams(id), query: params });
}

export async function subscribe(email: string): Promise<SubscribeResponse> {
  return call('subscribeToMailingList', { body: { email } });
}

/** The owner's preview of a draft or unpublished listing, as the property page shows it. */
export async function getListingPreview(
  id: number | string,
  currency?: Currency | null,
): Promise<ListingPreview> {
  return call('getListingPreview', { params: idParams(id), query: currencyQuery(currency) });
}

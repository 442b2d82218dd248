import type {
  AgentProfile as AgentProfileBody,
  Currency,
  CurrencyRatesResponse,
  DeveloperDetail as DeveloperDetailBody,
  DeveloperRef as DeveloperRefBody,
  DeveloperSummary as DeveloperSummaryBody,
  DirectoryQueryParams,
  HomeListingsResponse,
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
  SearchSuggestionsResponse,
} from '../contract';

export type {
  DirectoryQueryParams,
  ListingPreview,
  ListingQueryParams,
  ProjectsQueryParams,
  RentalYieldEstimate,
};
import { apiClient, apiRequestKey } from './client';

// The answers are the static types of the contract's response schemas: the API's routes
// declare the same schemas, so a field renamed there is a type error here.

/** A card as the list endpoints send it: the SPEC card fields plus where it is on a map. */
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

const propertyPath = (id: number | string) => `/${encodeURIComponent(id)}/property`;
const propertyParams = (currency?: Currency | null) => (currency ? { currency } : undefined);
const developerPath = (id: number | string) => `/developers/${encodeURIComponent(id)}`;
const projectPath = (id: number | string) => `/projects/${encodeURIComponent(id)}`;
const agentPath = (id: number | string) => `/agents/${encodeURIComponent(id)}`;

/**
 * GET /{id}/property/yield: the rent and gross yield a listing for sale could fetch, from
 * comparable long-term rentals; 409 for a rental.
 */
export async function getPropertyYield(
  id: number | string,
  currency?: Currency | null,
): Promise<RentalYieldEstimate> {
  return (
    await apiClient.get<RentalYieldEstimate>(`${propertyPath(id)}/yield`, {
      params: propertyParams(currency),
    })
  ).data;
}

/** GET /api/currency/rates: units of each currency per 1 THB. */
export async function getCurrencyRates(): Promise<CurrencyRatesResponse['rates']> {
  return (await apiClient.get<CurrencyRatesResponse>('/currency/rates')).data.rates;
}

export async function getProperties(
  params: ListingQueryParams,
): Promise<Paginated<ListingSummary>> {
  return (await apiClient.get<Paginated<ListingSummary>>('/properties', { params })).data;
}

export async function getProperty(
  id: number | string,
  currency?: Currency | null,
): Promise<PropertyDetail> {
  return (
    await apiClient.get<PropertyDetail>(propertyPath(id), { params: propertyParams(currency) })
  ).data;
}

/** Request keys of the answers a server-rendered page carries (see apiRequestKey). */
export const serverDataKeys = {
  locations: () => apiRequestKey('/locations'),
  properties: (params: ListingQueryParams) => apiRequestKey('/properties', params),
  property: (id: number | string, currency?: Currency | null) =>
    apiRequestKey(propertyPath(id), propertyParams(currency)),
  homeListings: (params: ListingQueryParams) => apiRequestKey('/get-listings', params),
  developer: (id: number | string) => apiRequestKey(developerPath(id)),
  developerListings: (id: number | string, params: ListingQueryParams) =>
    apiRequestKey(`${developerPath(id)}/listings`, params),
  projects: (params: ProjectsQueryParams) => apiRequestKey('/projects', params),
  developers: (params: DirectoryQueryParams) => apiRequestKey('/developers', params),
  project: (id: number | string, currency?: Currency | null) =>
    apiRequestKey(projectPath(id), propertyParams(currency)),
  projectListings: (id: number | string, params: ListingQueryParams) =>
    apiRequestKey(`${projectPath(id)}/listings`, params),
  agent: (id: number | string) => apiRequestKey(agentPath(id)),
  agentListings: (id: number | string, params: ListingQueryParams) =>
    apiRequestKey(`${agentPath(id)}/listings`, params),
};

export async function getDevelopers(
  params: DirectoryQueryParams,
): Promise<Paginated<DeveloperSummary>> {
  return (await apiClient.get<Paginated<DeveloperSummary>>('/developers', { params })).data;
}

export async function getDeveloper(id: number | string): Promise<DeveloperDetail> {
  return (await apiClient.get<DeveloperDetail>(developerPath(id))).data;
}

export async function getDeveloperListings(
  id: number | string,
  params: ListingQueryParams,
): Promise<Paginated<ListingSummary>> {
  return (
    await apiClient.get<Paginated<ListingSummary>>(`${developerPath(id)}/listings`, { params })
  ).data;
}

export async function getProjects(params: ProjectsQueryParams): Promise<Paginated<ProjectSummary>> {
  return (await apiClient.get<Paginated<ProjectSummary>>('/projects', { params })).data;
}

/** GET /api/projects/{id}, its prices in `currency`. */
export async function getProject(
  id: number | string,
  currency?: Currency | null,
): Promise<ProjectDetail> {
  return (await apiClient.get<ProjectDetail>(projectPath(id), { params: propertyParams(currency) }))
    .data;
}

export async function getProjectListings(
  id: number | string,
  params: ListingQueryParams,
): Promise<Paginated<ListingSummary>> {
  return (await apiClient.get<Paginated<ListingSummary>>(`${projectPath(id)}/listings`, { params }))
    .data;
}

/**
 * Home page cards. SPEC §7: the body wraps the page one level deeper (`data.data` is the
 * array), so this returns the inner page.
 */
export async function getHomeListings(
  params: ListingQueryParams,
): Promise<Paginated<ListingSummary>> {
  return (await apiClient.get<HomeListingsResponse>('/get-listings', { params })).data.data;
}

export async function getLocations(): Promise<Location[]> {
  return (await apiClient.get<Location[]>('/locations')).data;
}

/**
 * GET /api/search/suggestions: areas, projects, developers and listings matching what the
 * visitor typed, grouped by kind. `signal` cancels a request a newer keystroke made stale.
 */
export async function getSearchSuggestions(
  q: string,
  signal?: AbortSignal,
): Promise<SearchSuggestion[]> {
  return (
    await apiClient.get<SearchSuggestionsResponse>('/search/suggestions', {
      params: { q },
      signal,
    })
  ).data.data;
}

export async function getOptions(offerType: OfferType): Promise<OptionsResponse> {
  return (await apiClient.get<OptionsResponse>(`/${offerType}/options`)).data;
}

export async function getAgent(id: number | string): Promise<AgentProfile> {
  return (await apiClient.get<AgentProfile>(agentPath(id))).data;
}

export async function getAgentListings(
  id: number | string,
  params: ListingQueryParams,
): Promise<Paginated<ListingSummary>> {
  return (await apiClient.get<Paginated<ListingSummary>>(`${agentPath(id)}/listings`, { params }))
    .data;
}

export async function subscribe(email: string): Promise<SubscribeResponse> {
  return (await apiClient.post<SubscribeResponse>('/subscribe', { email })).data;
}

/** The owner's preview of a draft or unpublished listing, as the property page shows it. */
export async function getListingPreview(
  id: number | string,
  currency?: Currency | null,
): Promise<ListingPreview> {
  return (
    await apiClient.get<ListingPreview>(`/listing/${encodeURIComponent(id)}/preview`, {
      ...(currency ? { params: { currency } } : {}),
    })
  ).data;
}

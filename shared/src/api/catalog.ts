import type {
  Developer,
  Listing,
  ListingAgent,
  ListingDetail,
  Location,
  OfferType,
  OptionsResponse,
  Paginated,
  Project,
  Currency,
} from '../domain';
import { apiClient, apiRequestKey } from './client';

/**
 * Query of the listing endpoints as `toApiParams` (shared/filters) builds it:
 * `filter[name]`, `sort`, `page`, `per_page`, `currency`.
 */
export type ListingParams = Record<string, string>;

/** A card as the list endpoints send it: the SPEC card fields plus where it is on a map. */
export interface ListingSummary extends Listing {
  location_id: number | null;
  latitude: number | null;
  longitude: number | null;
}

/** GET /api/{id}/property. */
export interface PropertyDetail extends ListingDetail {
  location_id: number | null;
  /** Street address when the listing has one; `location` is the area name. */
  address: string | null;
  agent: ListingAgent | null;
}

export interface DeveloperRef {
  id: number;
  title: string;
  logo: string | null;
}

export interface DeveloperSummary {
  id: number;
  title: string;
  logo: string | null;
  main_photo: string | null;
  description: string | null;
  projects_count: number;
}

export interface ProjectSummary {
  id: number;
  title: string;
  main_photo: string | null;
  completion: string | null;
  developer: DeveloperRef | null;
  location: Location | null;
}

/** GET /api/developers/{id}. */
export interface DeveloperDetail extends Developer {
  description: string | null;
  projects: ProjectSummary[];
  listings_count: number;
}

export interface ProjectLayout {
  id: number;
  title: string | null;
  bedrooms: number | null;
  area: number | null;
  photo: string | null;
}

/** GET /api/projects/{id}. */
export interface ProjectDetail extends Omit<Project, 'layouts'> {
  description: string | null;
  completion: string | null;
  layouts: ProjectLayout[];
  developer: DeveloperRef | null;
  location: Location | null;
  listings_count: number;
}

/**
 * GET /api/agents/{id}: the public profile of a broker or developer with a published listing.
 * `email` and `phone` are null unless the agent chose to show them.
 */
export interface AgentProfile {
  id: number;
  name: string;
  avatar_path: string | null;
  company_logo_path: string | null;
  phone: string | null;
  email: string | null;
  listings_count: number;
}

export interface SubscribeResponse {
  message: string;
}

const propertyPath = (id: number | string) => `/${encodeURIComponent(id)}/property`;
const propertyParams = (currency?: Currency | null) => (currency ? { currency } : undefined);
const developerPath = (id: number | string) => `/developers/${encodeURIComponent(id)}`;
const projectPath = (id: number | string) => `/projects/${encodeURIComponent(id)}`;
const agentPath = (id: number | string) => `/agents/${encodeURIComponent(id)}`;

export async function getProperties(params: ListingParams): Promise<Paginated<ListingSummary>> {
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
  properties: (params: ListingParams) => apiRequestKey('/properties', params),
  property: (id: number | string, currency?: Currency | null) =>
    apiRequestKey(propertyPath(id), propertyParams(currency)),
  homeListings: (params: ListingParams) => apiRequestKey('/get-listings', params),
  developer: (id: number | string) => apiRequestKey(developerPath(id)),
  developerListings: (id: number | string, params: ListingParams) =>
    apiRequestKey(`${developerPath(id)}/listings`, params),
  project: (id: number | string) => apiRequestKey(projectPath(id)),
  projectListings: (id: number | string, params: ListingParams) =>
    apiRequestKey(`${projectPath(id)}/listings`, params),
  agent: (id: number | string) => apiRequestKey(agentPath(id)),
  agentListings: (id: number | string, params: ListingParams) =>
    apiRequestKey(`${agentPath(id)}/listings`, params),
};

export async function getDevelopers(params: ListingParams): Promise<Paginated<DeveloperSummary>> {
  return (await apiClient.get<Paginated<DeveloperSummary>>('/developers', { params })).data;
}

export async function getDeveloper(id: number | string): Promise<DeveloperDetail> {
  return (await apiClient.get<DeveloperDetail>(developerPath(id))).data;
}

export async function getDeveloperListings(
  id: number | string,
  params: ListingParams,
): Promise<Paginated<ListingSummary>> {
  return (
    await apiClient.get<Paginated<ListingSummary>>(`${developerPath(id)}/listings`, { params })
  ).data;
}

export async function getProjects(params: ListingParams): Promise<Paginated<ProjectSummary>> {
  return (await apiClient.get<Paginated<ProjectSummary>>('/projects', { params })).data;
}

export async function getProject(id: number | string): Promise<ProjectDetail> {
  return (await apiClient.get<ProjectDetail>(projectPath(id))).data;
}

export async function getProjectListings(
  id: number | string,
  params: ListingParams,
): Promise<Paginated<ListingSummary>> {
  return (await apiClient.get<Paginated<ListingSummary>>(`${projectPath(id)}/listings`, { params }))
    .data;
}

/**
 * Home page cards. SPEC §7: the body wraps the page one level deeper (`data.data` is the
 * array), so this returns the inner page.
 */
export async function getHomeListings(params: ListingParams): Promise<Paginated<ListingSummary>> {
  return (await apiClient.get<{ data: Paginated<ListingSummary> }>('/get-listings', { params }))
    .data.data;
}

export async function getBrokerListings(params: ListingParams): Promise<Paginated<ListingSummary>> {
  return (await apiClient.get<Paginated<ListingSummary>>('/get/broker/listings', { params })).data;
}

export async function getLocations(): Promise<Location[]> {
  return (await apiClient.get<Location[]>('/locations')).data;
}

export async function getOptions(offerType: OfferType): Promise<OptionsResponse> {
  return (await apiClient.get<OptionsResponse>(`/${offerType}/options`)).data;
}

export async function getAgent(id: number | string): Promise<AgentProfile> {
  return (await apiClient.get<AgentProfile>(agentPath(id))).data;
}

export async function getAgentListings(
  id: number | string,
  params: ListingParams,
): Promise<Paginated<ListingSummary>> {
  return (await apiClient.get<Paginated<ListingSummary>>(`${agentPath(id)}/listings`, { params }))
    .data;
}

export async function subscribe(email: string): Promise<SubscribeResponse> {
  return (await apiClient.post<SubscribeResponse>('/subscribe', { email })).data;
}

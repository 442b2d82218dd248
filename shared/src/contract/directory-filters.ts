// The /developers and /projects directories on the wire, one codec for both sides, like the
// listing filters (filters.ts): the page URL (`?location_id=3&stage=Off-plan&page=2`) ⇄ the
// directory's state ⇄ the `filter[...]` query of GET /api/developers and /api/projects, and
// the API's reading of that query after its schema has validated it. A hand-edited URL loses
// only what is malformed; the API answers a malformed query with a field error. No schema
// library here: browser code imports it (through @phuket/shared/filters).
import type { Static } from '@sinclair/typebox';
import type {
  DirectoryQuery,
  DirectoryQueryParams,
  ProjectsQuery,
  ProjectsQueryParams,
} from './catalog';
import { PROJECT_STAGES, type ProjectSort, type ProjectStage } from './database-rules';
import type { Currency } from './enums';
import {
  parseFilterValue,
  parseId,
  parsePage,
  type FilterValues,
  type NumberRange,
} from './filters';
import { PAGE_SIZES, TITLE_SEARCH_MAX } from './limits';

/** What the /projects directory's URL holds: `?location_id=3&stage=Off-plan&developer_id=2&page=2`. */
export interface ProjectDirectoryQuery {
  page: number;
  locationId: number | null;
  developerId: number | null;
  stage: ProjectStage | null;
}

/** What the /developers directory's URL holds: `?title=Laguna&page=2`. */
export interface DeveloperDirectoryQuery {
  page: number;
  title: string;
}

/** The /projects developer select lists every developer: the full list's size (docs/product-rules.md §7). */
export const DEVELOPER_OPTIONS_PARAMS: DirectoryQueryParams = {
  per_page: String(PAGE_SIZES.fullList),
};

/** The home page's 'New Projects in Phuket': the six newest projects (see PROJECT_SORTS). */
export const HOME_PROJECTS_PARAMS: ProjectsQueryParams = {
  page: '1',
  per_page: String(PAGE_SIZES.allListings),
  sort: 'newest',
};

function id(raw: string | null): number | null {
  return raw === null ? null : parseId(raw);
}

function stageOf(raw: string | null): ProjectStage | null {
  return PROJECT_STAGES.find((stage) => stage === raw) ?? null;
}

/** The title searched for: trimmed, at most TITLE_SEARCH_MAX characters. */
function titleOf(raw: string | null | undefined): string {
  return (raw ?? '').trim().slice(0, TITLE_SEARCH_MAX).trim();
}

/** The page URL's query, with its '?', or '' when every value is the default. */
function searchOf(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function parseProjectDirectoryQuery(search: string): ProjectDirectoryQuery {
  const params = new URLSearchParams(search);
  return {
    page: parsePage(params.get('page')),
    locationId: id(params.get('location_id')),
    developerId: id(params.get('developer_id')),
    stage: stageOf(params.get('stage')),
  };
}

/** The page URL's query for these filters, in one order; '' for the first unfiltered page. */
export function projectDirectorySearch(query: ProjectDirectoryQuery): string {
  const params = new URLSearchParams();
  if (query.locationId !== null) params.set('location_id', String(query.locationId));
  if (query.stage !== null) params.set('stage', query.stage);
  if (query.developerId !== null) params.set('developer_id', String(query.developerId));
  if (query.page > 1) params.set('page', String(query.page));
  return searchOf(params);
}

/**
 * The query of GET /api/projects for these filters. The server render asks with the same
 * function, so the page finds the server's answer under the same key while it hydrates.
 */
export function projectDirectoryApiParams(query: ProjectDirectoryQuery): ProjectsQueryParams {
  const params: ProjectsQueryParams = {
    page: String(query.page),
    per_page: String(PAGE_SIZES.projects),
  };
  if (query.locationId !== null) params['filter[location_id]'] = String(query.locationId);
  if (query.stage !== null) params['filter[stage]'] = query.stage;
  if (query.developerId !== null) params['filter[developer_id]'] = String(query.developerId);
  return params;
}

/** How many projects a /properties search for new projects shows above its listings. */
export const SEARCH_PROJECTS_COUNT = 4;

/**
 * The projects a /properties search for new projects (property_stage Off-plan, the header's "New
 * projects" and "All New Projects") shows above its listings: published projects at the
 * Off-plan stage (the stage the developer chose in the project wizard; a Ready or unstaged
 * project is not off-plan), in the search's one area, by its developer, with its free text in
 * the title; the newest first (as home's 'New Projects in Phuket'), since only four show. A
 * project has no property type of its own (its layouts are units of any type), so
 * the search's types do not narrow it. `href` is the /projects directory with the filters it
 * can hold. Null for any other search.
 */
export function searchProjectsQuery(
  filters: FilterValues,
): { params: ProjectsQueryParams; href: string } | null {
  if (!filters.property_stage.includes('Off-plan') || filters.offer_type === 'Rent') return null;
  const directory: ProjectDirectoryQuery = {
    page: 1,
    // The directory filters by one area; a search in several lists projects of all of them.
    locationId: filters.location_id.length === 1 ? (filters.location_id[0] ?? null) : null,
    developerId: filters.developer_id,
    stage: 'Off-plan',
  };
  const params: ProjectsQueryParams = {
    ...projectDirectoryApiParams(directory),
    per_page: String(SEARCH_PROJECTS_COUNT),
    sort: 'newest',
  };
  const title = titleOf(filters.search);
  if (title) params['filter[title]'] = title;
  if (filters.price_range) {
    params['filter[price_range]'] = filters.price_range.join(',');
    // Without it the range is read in the visitor's currency, as the listings' is.
    if (filters.price_currency) params['filter[price_currency]'] = filters.price_currency;
  }
  return { params, href: `/projects${projectDirectorySearch(directory)}` };
}

/** What GET /api/projects filters by, read from its query as the route's schema validated it. */
export function readProjectsQuery(query: Static<typeof ProjectsQuery>): ProjectDirectoryQuery & {
  title: string;
  sort: ProjectSort;
  /** Null when not asked, or not a "min,max" the listing filters would take. */
  priceRange: NumberRange | null;
  /** What priceRange is written in: filter[price_currency], else `currency`, else THB. */
  priceCurrency: Currency;
} {
  const raw = query['filter[price_range]']?.trim();
  const range = raw ? parseFilterValue('price_range', raw, true) : null;
  return {
    priceRange: range?.ok ? range.value : null,
    priceCurrency: query['filter[price_currency]'] ?? query.currency ?? 'THB',
    page: query.page ?? 1,
    sort: query.sort ?? 'title',
    locationId: query['filter[location_id]'] ?? null,
    developerId: query['filter[developer_id]'] ?? null,
    stage: query['filter[stage]'] ?? null,
    title: titleOf(query['filter[title]']),
  };
}

export function parseDeveloperDirectoryQuery(search: string): DeveloperDirectoryQuery {
  const params = new URLSearchParams(search);
  return { page: parsePage(params.get('page')), title: titleOf(params.get('title')) };
}

export function developerDirectorySearch(query: DeveloperDirectoryQuery): string {
  const params = new URLSearchParams();
  if (query.title) params.set('title', query.title);
  if (query.page > 1) params.set('page', String(query.page));
  return searchOf(params);
}

/** The query of GET /api/developers for this search. */
export function developerDirectoryApiParams(query: DeveloperDirectoryQuery): DirectoryQueryParams {
  const params: DirectoryQueryParams = {
    page: String(query.page),
    per_page: String(PAGE_SIZES.developers),
  };
  if (query.title) params['filter[title]'] = query.title;
  return params;
}

/** What GET /api/developers filters by, read from its validated query. */
export function readDirectoryQuery(query: Static<typeof DirectoryQuery>): DeveloperDirectoryQuery {
  return { page: query.page ?? 1, title: titleOf(query['filter[title]']) };
}

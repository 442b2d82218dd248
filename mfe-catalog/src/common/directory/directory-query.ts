import type { ProjectStage } from '@phuket/shared/contract';
import { PAGE_SIZES } from '@phuket/shared/filters';

/**
 * The contract's PROJECT_STAGES, written out: the catalog's server build takes @phuket/shared
 * from the shell's, which exports no `contract` subpath (a value imported from it breaks the
 * server render). The type keeps the two lists the same.
 */
export const PROJECT_STAGES: readonly ProjectStage[] = ['Off-plan', 'Ready'];

/** The /projects developer select lists every developer: the full list's size (SPEC §7). */
export const DEVELOPER_OPTIONS_PARAMS: Record<string, string> = {
  per_page: String(PAGE_SIZES.fullList),
};

/** The home page's 'New Projects in Phuket': the first six projects. */
export const HOME_PROJECTS_PARAMS: Record<string, string> = {
  page: '1',
  per_page: String(PAGE_SIZES.allListings),
};

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

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

function isStage(raw: string | null): raw is ProjectStage {
  return raw !== null && (PROJECT_STAGES as readonly string[]).includes(raw);
}

/** A hand-edited URL never breaks the page: values that make no sense are dropped. */
export function parseProjectDirectoryQuery(search: string): ProjectDirectoryQuery {
  const params = new URLSearchParams(search);
  const stage = params.get('stage');
  return {
    page: positiveInt(params.get('page')) ?? 1,
    locationId: positiveInt(params.get('location_id')),
    developerId: positiveInt(params.get('developer_id')),
    stage: isStage(stage) ? stage : null,
  };
}

/** The page URL's query for these filters, with its '?', or '' for the first unfiltered page. */
export function projectDirectorySearch(query: ProjectDirectoryQuery): string {
  const params = new URLSearchParams();
  if (query.locationId !== null) params.set('location_id', String(query.locationId));
  if (query.stage !== null) params.set('stage', query.stage);
  if (query.developerId !== null) params.set('developer_id', String(query.developerId));
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The query of GET /api/projects for these filters. The server render asks with the same
 * function, so the page finds the server's answer under the same key while it hydrates.
 */
export function projectDirectoryApiParams(query: ProjectDirectoryQuery): Record<string, string> {
  const params: Record<string, string> = {
    page: String(query.page),
    per_page: String(PAGE_SIZES.projects),
  };
  if (query.locationId !== null) params['filter[location_id]'] = String(query.locationId);
  if (query.stage !== null) params['filter[stage]'] = query.stage;
  if (query.developerId !== null) params['filter[developer_id]'] = String(query.developerId);
  return params;
}

export function parseDeveloperDirectoryQuery(search: string): DeveloperDirectoryQuery {
  const params = new URLSearchParams(search);
  return {
    page: positiveInt(params.get('page')) ?? 1,
    title: (params.get('title') ?? '').trim().slice(0, 100),
  };
}

export function developerDirectorySearch(query: DeveloperDirectoryQuery): string {
  const params = new URLSearchParams();
  if (query.title) params.set('title', query.title);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function developerDirectoryApiParams(
  query: DeveloperDirectoryQuery,
): Record<string, string> {
  const params: Record<string, string> = {
    page: String(query.page),
    per_page: String(PAGE_SIZES.developers),
  };
  if (query.title) params['filter[title]'] = query.title;
  return params;
}

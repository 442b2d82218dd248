// The /developers and /projects directories' URL <-> state <-> API query: the contract's codec,
// the same code the API reads `filter[...]` with (shared/src/contract/directory-filters.ts).
export {
  DEVELOPER_OPTIONS_PARAMS,
  HOME_PROJECTS_PARAMS,
  developerDirectoryApiParams,
  developerDirectorySearch,
  parseDeveloperDirectoryQuery,
  parseProjectDirectoryQuery,
  projectDirectoryApiParams,
  projectDirectorySearch,
  SEARCH_PROJECTS_COUNT,
  searchProjectsQuery,
} from '../contract/directory-filters';
export type { DeveloperDirectoryQuery, ProjectDirectoryQuery } from '../contract/directory-filters';
export { PROJECT_STAGES } from '../contract/database-rules';
export { TITLE_SEARCH_MAX } from '../contract/limits';

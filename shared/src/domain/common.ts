import type { ErrorBody, Page, PaginationMeta } from '../contract';

export type { RuntimeConfig } from '../contract';

/** List responses of the API: `{ data, meta }` (ARCHITECTURE.md "API conventions"). */
export type PageMeta = PaginationMeta;
export type Paginated<T> = Page<T>;

/** Error body of every 4xx/5xx answer. */
export type ApiErrorBody = ErrorBody;

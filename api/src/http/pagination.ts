import type { PaginationMeta } from '@phuket/shared/contract';

/** The `meta` of a paginated answer: page `page` of `total` rows, `perPage` a page. */
export function pageMeta(page: number, perPage: number, total: number): PaginationMeta {
  return {
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

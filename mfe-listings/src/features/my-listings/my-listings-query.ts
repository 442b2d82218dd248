import type { ListingStatus } from '@phuket/shared/domain';
import { LISTING_STATUSES, LISTING_TITLE_MAX } from '@phuket/shared/domain';

/** What the page's URL query holds: `?status=…&title=…&page=…`. */
export interface MyListingsQuery {
  status: ListingStatus | null;
  title: string;
  page: number;
}

export const EMPTY_QUERY: MyListingsQuery = { status: null, title: '', page: 1 };

function isStatus(value: string | null): value is ListingStatus {
  return value !== null && (LISTING_STATUSES as readonly string[]).includes(value);
}

/**
 * Reads a URL query; anything the API would refuse (an unknown status, a page that is not a
 * positive integer, a title over its limit) falls back to the default, so a hand-edited or old
 * link still shows a page instead of an error.
 */
export function parseMyListingsQuery(search: string): MyListingsQuery {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const title = (params.get('title') ?? '').trim().slice(0, LISTING_TITLE_MAX);
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  return { status: isStatus(status) ? status : null, title, page: page >= 1 ? page : 1 };
}

/** The URL query (no '?') with defaults left out, so equal states give equal strings. */
export function formatMyListingsQuery(query: MyListingsQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.title) params.set('title', query.title);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

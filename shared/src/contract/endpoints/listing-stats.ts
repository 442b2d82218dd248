import { endpoint } from '../endpoint';
import {
  ListingEventsBody,
  ListingStats,
  ListingStatsQuery,
  MyListingsStats,
} from '../listing-stats';
import { ListingIdParams } from '../listings';

/**
 * The broker's statistics (docs/listing-statistics.md): the property page reports what its
 * visitor did, the owner reads the figures. Brokers and developers read their own listings
 * only (another owner's is 404); admins moderate and get 403, as on every "my listings" route.
 */
export const listingStatsEndpoints = {
  recordListingEvents: endpoint({
    method: 'POST',
    path: '/listing-events',
    access: 'public',
    tag: 'listings',
    summary:
      "The property page's events (view, gallery open, chat, call, email): counted in memory and written every few seconds; bots, repeats of a device within an hour, unknown and unpublished listings are dropped silently",
    body: ListingEventsBody,
    status: 204,
    errors: [413, 422, 429],
  }),
  getMyListingStats: endpoint({
    method: 'GET',
    path: '/my/listings/stats',
    access: ['broker', 'developer'],
    tag: 'listings',
    summary: "Every listing of mine (any status) with the period's totals of each figure",
    query: ListingStatsQuery,
    response: MyListingsStats,
    errors: [401, 403, 422],
  }),
  getListingStats: endpoint({
    method: 'GET',
    path: '/my/listings/:id/stats',
    access: ['broker', 'developer'],
    tag: 'listings',
    summary: 'One listing of mine: each figure per day of the period, oldest first, and the totals',
    params: ListingIdParams,
    query: ListingStatsQuery,
    response: ListingStats,
    errors: [401, 403, 404, 422],
  }),
};

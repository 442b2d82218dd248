// Generated from contract/endpoints/listing-stats.ts by `pnpm --filter @phuket/shared endpoints`.
import type { EndpointRouteTable } from '../../contract/endpoint';
import type { listingStatsEndpoints } from '../../contract/endpoints/listing-stats';

export const listingStatsRoutes = {
  recordListingEvents: ['POST', '/listing-events'],
  getMyListingStats: ['GET', '/my/listings/stats'],
  getListingStats: ['GET', '/my/listings/:id/stats'],
} as const satisfies EndpointRouteTable<typeof listingStatsEndpoints>;

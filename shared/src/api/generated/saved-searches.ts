// Generated from contract/endpoints/saved-searches.ts by `pnpm --filter @phuket/shared endpoints`.
import type { EndpointRouteTable } from '../../contract/endpoint';
import type { savedSearchEndpoints } from '../../contract/endpoints/saved-searches';

export const savedSearchRoutes = {
  getSavedSearches: ['GET', '/saved-searches'],
  storeSavedSearch: ['POST', '/saved-searches'],
  storeGuestSavedSearch: ['POST', '/saved-searches/guest'],
  updateSavedSearch: ['PATCH', '/saved-searches/:id'],
  deleteSavedSearch: ['DELETE', '/saved-searches/:id'],
} as const satisfies EndpointRouteTable<typeof savedSearchEndpoints>;

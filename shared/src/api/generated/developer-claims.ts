// Generated from contract/endpoints/developer-claims.ts by `pnpm --filter @phuket/shared endpoints`.
import type { EndpointRouteTable } from '../../contract/endpoint';
import type { developerClaimEndpoints } from '../../contract/endpoints/developer-claims';

export const developerClaimRoutes = {
  getDeveloperNameMatches: ['GET', '/database/developer-claims/matches'],
  claimDeveloper: ['POST', '/developers/:id/claim'],
  getMyDeveloperClaims: ['GET', '/database/developer-claims'],
  getDeveloperClaimQueue: ['GET', '/admin/developer-claims'],
  decideDeveloperClaim: ['POST', '/admin/developer-claims/:id'],
} as const satisfies EndpointRouteTable<typeof developerClaimEndpoints>;

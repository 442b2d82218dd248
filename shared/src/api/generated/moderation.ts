// Generated from contract/endpoints/moderation.ts by `pnpm --filter @phuket/shared endpoints`.
import type { EndpointRouteTable } from '../../contract/endpoint';
import type { moderationEndpoints } from '../../contract/endpoints/moderation';

export const moderationRoutes = {
  reportListing: ['POST', '/:id/property/report'],
  getModerationQueue: ['GET', '/admin/moderation/listings'],
  decideListing: ['POST', '/admin/moderation/listings/:id'],
} as const satisfies EndpointRouteTable<typeof moderationEndpoints>;

// Generated from contract/endpoints/client-errors.ts by `pnpm --filter @phuket/shared endpoints`.
import type { EndpointRouteTable } from '../../contract/endpoint';
import type { clientErrorEndpoints } from '../../contract/endpoints/client-errors';

export const clientErrorRoutes = {
  reportClientError: ['POST', '/client-errors'],
} as const satisfies EndpointRouteTable<typeof clientErrorEndpoints>;

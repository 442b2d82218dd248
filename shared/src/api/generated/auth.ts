// Generated from contract/endpoints/auth.ts by `pnpm --filter @phuket/shared endpoints`.
import type { EndpointRouteTable } from '../../contract/endpoint';
import type { authEndpoints } from '../../contract/endpoints/auth';

export const authRoutes = {
  login: ['POST', '/login'],
  register: ['POST', '/register'],
  getUser: ['GET', '/user'],
  logout: ['POST', '/logout'],
} as const satisfies EndpointRouteTable<typeof authEndpoints>;

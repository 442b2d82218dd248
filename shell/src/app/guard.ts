import type { Role } from '@phuket/shared/domain';
import type { RouteEntry } from '@phuket/shared/routes';

export interface GuardSession {
  isAuthenticated: boolean;
  role: Role | null;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: '/login' | '/' }
  /** Signed in with a role the route does not list, and the route says what it is for. */
  | { kind: 'not-for-role'; purpose: string; role: Role; roles: readonly Role[] };

/**
 * docs/product-rules.md §5 route guards, read from the route's declaration (its area's `./routes`) and decided
 * before the area's page code is loaded so a guest never downloads the code
 * of an area it may not enter: protected without token -> /login; guest-only with a token -> /;
 * a role outside the route's list -> /, unless the route declares its `purpose`: then the
 * visitor is told what the page is for and where their own work is, instead of landing on the
 * home page without a word (an admin following a "List your property" link).
 */
export function decideAccess(
  route: Pick<RouteEntry, 'access' | 'roles' | 'purpose'>,
  session: GuardSession,
): GuardDecision {
  switch (route.access) {
    case 'all':
      return { kind: 'allow' };
    case 'guest':
      return session.isAuthenticated ? { kind: 'redirect', to: '/' } : { kind: 'allow' };
    case 'auth':
      if (!session.isAuthenticated) return { kind: 'redirect', to: '/login' };
      if (route.roles && (!session.role || !route.roles.includes(session.role))) {
        return session.role && route.purpose
          ? { kind: 'not-for-role', purpose: route.purpose, role: session.role, roles: route.roles }
          : { kind: 'redirect', to: '/' };
      }
      return { kind: 'allow' };
  }
}

import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from '@phuket/shared/router';
import { useStores } from '@phuket/shared/stores';
import type { RouteEntry } from '@phuket/shared/routes';
import { findRoute } from '@phuket/shared/routes';
import { useAreaRoutes } from './area-routes';
import { NotForRolePage } from '../features/not-for-role';
import { RemoteArea } from './remote-area';
import { decideAccess } from './guard';

/** A same-site path from `location.state.from`, never another origin or a guest-only screen. */
function internalPath(state: unknown, routes: readonly RouteEntry[]): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  // Guest-only screens are in the area this visitor is on (they just signed in there).
  const pathname = from.split(/[?#]/)[0] ?? from;
  return findRoute(routes, pathname)?.access === 'guest' ? null : from;
}

/** The guard runs before the area's page code is requested, so refused code is never downloaded. */
export const GuardedRoute = observer(function GuardedRoute({ route }: { route: RouteEntry }) {
  const { session } = useStores();
  const areaRoutes = useAreaRoutes();
  const location = useLocation();
  const decision = decideAccess(route, session);
  if (decision.kind === 'not-for-role') {
    return (
      <NotForRolePage roles={decision.roles} purpose={decision.purpose} role={decision.role} />
    );
  }
  if (decision.kind === 'redirect') {
    // /login gets the page the visitor wanted, to return there after signing in…
    if (decision.to === '/login') {
      return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
    }
    // …and once signed in on a guest-only screen, that page is where the visitor goes.
    const from = route.access === 'guest' ? internalPath(location.state, areaRoutes.known()) : null;
    return <Navigate to={from ?? decision.to} replace />;
  }
  return <RemoteArea key={route.path} route={route} />;
});

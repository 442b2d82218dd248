import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from 'react-router-dom';
import { useStores } from '@phuket/shared/stores';
import { RemoteArea } from '../features/remote-area';
import { decideAccess } from './guard';
import type { RouteDef } from './route-table';

/** The guard runs before the remote is requested, so refused code is never downloaded. */
export const GuardedRoute = observer(function GuardedRoute({ route }: { route: RouteDef }) {
  const { session } = useStores();
  const location = useLocation();
  const decision = decideAccess(route, session);
  if (decision.kind === 'redirect') {
    // /login gets the page the visitor wanted, to return there after signing in.
    const state =
      decision.to === '/login' ? { from: location.pathname + location.search } : undefined;
    return <Navigate to={decision.to} replace state={state} />;
  }
  return <RemoteArea key={route.path} remote={route.remote} page={route.page} />;
});

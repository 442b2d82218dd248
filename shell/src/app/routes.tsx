import { useCallback, useEffect } from 'react';
import type { RemoteName } from '@phuket/shared/routes';
import { Route, Routes, useLocation } from '@phuket/shared/router';
import { ownerOf } from '@phuket/shared/routes';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { useAreaRoutes } from './area-routes';
import { useAreaRoutesState, useKnownRoutes } from './use-area-routes';
import { GuardedRoute } from './GuardedRoute';
import { Layout } from './Layout';
import { AreaLoading, AreaUnavailable } from './remote-area';

/**
 * Inside the layout (header, footer): every route the areas declare, as far as they have been
 * fetched; any other path goes to AreaOrNotFound, which fetches the owning area's routes.
 */
export function AppRoutes() {
  const routes = useKnownRoutes();
  return (
    <Routes>
      <Route element={<Layout />}>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<GuardedRoute route={route} />} />
        ))}
        <Route path="*" element={<AreaOrNotFound />} />
      </Route>
    </Routes>
  );
}

/**
 * A path no fetched route matches: under no area's prefix, or in an area that does not declare
 * it, it is the not-found page; in an area whose routes are not here yet, they are fetched
 * (and a failure offers Retry, like a page that could not be loaded).
 */
function AreaOrNotFound() {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);
  const table = useAreaRoutes();
  const state = useAreaRoutesState(owner);
  const retry = useCallback(() => {
    if (owner) void table.request(owner);
  }, [table, owner]);
  if (!owner || state.status === 'ready') return <NotFoundPage />;
  if (state.status === 'failed') return <AreaUnavailable onRetry={retry} />;
  return <FetchRoutes owner={owner} />;
}

function FetchRoutes({ owner }: { owner: RemoteName }) {
  const table = useAreaRoutes();
  useEffect(() => {
    void table.request(owner);
  }, [table, owner]);
  return <AreaLoading />;
}

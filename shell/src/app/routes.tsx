import { Route, Routes } from '@phuket/shared/router';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { GuardedRoute } from './GuardedRoute';
import { Layout } from './Layout';
import { routeTable } from './route-table';

/** Every route of SPEC §2 inside the layout (header, footer), plus the not-found page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routeTable.map((route) => (
          <Route key={route.path} path={route.path} element={<GuardedRoute route={route} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

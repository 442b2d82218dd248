import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { GuardedRoute } from './GuardedRoute';
import { Layout } from './Layout';
import type { RouteHandle } from './Layout';
import { routeTable } from './route-table';

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        ...routeTable.map((route): RouteObject => {
          const handle: RouteHandle = { header: route.header, footer: route.footer };
          return { path: route.path, handle, element: <GuardedRoute route={route} /> };
        }),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(buildRoutes());
}

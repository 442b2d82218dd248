import { Suspense, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes } from '@phuket/shared/router';
import { fetchRuntimeConfig } from '../config';
import '../theme';
import { RootStore, RootStoreProvider } from '../stores';

export interface StandaloneRoute {
  path: string;
  page: string;
}

/**
 * A remote running alone in development: the same pages and stores as inside the shell,
 * without the shell's header, footer and guards. The dev server proxies /api and /config.json.
 */
export function StandaloneHarness({
  title,
  pages,
  routes,
}: {
  title: string;
  pages: Record<string, ComponentType>;
  routes: StandaloneRoute[];
}) {
  const [store] = useState(() => new RootStore());
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void Promise.allSettled([fetchRuntimeConfig(), store.init()]).then(() => setReady(true));
  }, [store]);
  if (!ready) return null;
  return (
    <RootStoreProvider store={store}>
      <BrowserRouter>
        <nav style={{ padding: 8, background: '#222', color: '#fff', display: 'flex', gap: 12 }}>
          <strong>{title} (standalone)</strong>
          {routes
            .filter((route) => !route.path.includes(':'))
            .map((route) => (
              <Link key={route.path} to={route.path} style={{ color: '#9ee' }}>
                {route.path}
              </Link>
            ))}
        </nav>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            {routes.map((route) => {
              const Page = pages[route.page];
              return Page ? <Route key={route.path} path={route.path} element={<Page />} /> : null;
            })}
          </Routes>
        </Suspense>
      </BrowserRouter>
    </RootStoreProvider>
  );
}

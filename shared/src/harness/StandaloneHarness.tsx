import { Suspense, useEffect, useState } from 'react';
import { BrowserRouter, Link, Route, Routes } from '@phuket/shared/router';
import type { AreaModule } from '@phuket/shared/routes';
import { fetchRuntimeConfig } from '../config';
import '../theme';
import { RootStore, RootStoreProvider } from '../stores';

/**
 * A remote running alone in development: the same routes and pages as inside the shell (its
 * `./area` module), without the shell's header, footer and guards. The dev server proxies
 * /api and /config.json.
 */
export function StandaloneHarness({ title, area }: { title: string; area: AreaModule }) {
  const { routes } = area;
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
        {/* The pages leave the main landmark to the frame around them, as the shell does. */}
        <main id="main-content">
          <Suspense fallback={<p>Loading…</p>}>
            <Routes>
              {routes.map(({ path, component: Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Routes>
          </Suspense>
        </main>
      </BrowserRouter>
    </RootStoreProvider>
  );
}

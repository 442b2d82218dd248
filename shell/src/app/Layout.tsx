import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { Footer } from '../features/footer';
import { Header } from '../features/header';

export interface RouteHandle {
  header: boolean;
  footer: boolean;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'header' in handle;
}

/** Header and footer per the matched route's flags (SPEC §2). */
export function Layout() {
  const matches = useMatches();
  const handle = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  const showHeader = handle?.header ?? true;
  const showFooter = handle?.footer ?? true;
  return (
    <>
      {showHeader && <Header />}
      <div className="site-main">
        <Outlet />
      </div>
      {showFooter && <Footer />}
      {/* Scrolls to top on navigation and restores the saved position on back/forward. */}
      <ScrollRestoration />
    </>
  );
}

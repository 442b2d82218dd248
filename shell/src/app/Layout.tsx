import { Outlet, matchPath, useLocation } from '@phuket/shared/router';
import { Footer } from '../features/footer';
import { Header } from '../features/header';
import { routeTable } from './route-table';
import { useScrollRestoration } from './use-scroll-restoration';

/** Header and footer per the matched route's flags (SPEC §2); unknown paths show both. */
export function Layout() {
  const { pathname } = useLocation();
  const route = routeTable.find((candidate) => matchPath(candidate.path, pathname));
  useScrollRestoration();
  return (
    <>
      {(route?.header ?? true) && <Header />}
      <div className="site-main">
        <Outlet />
      </div>
      {(route?.footer ?? true) && <Footer />}
    </>
  );
}

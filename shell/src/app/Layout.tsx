import { Outlet, useLocation } from '@phuket/shared/router';
import { Footer } from '../features/footer';
import { Header } from '../features/header';
import { useRouteOf } from './use-area-routes';
import { useScrollRestoration } from './use-scroll-restoration';

/**
 * Header and footer per the flags the matched route declares (SPEC §2); unknown paths, and
 * paths whose area's routes have not arrived yet, show both.
 */
export function Layout() {
  const { pathname } = useLocation();
  const route = useRouteOf(pathname);
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

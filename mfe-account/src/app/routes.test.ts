import { checkAreaRoutes, findRoute, ownerOf, pathSamples } from '@phuket/shared/routes';
import area from './area';
import { routes } from './routes';

/**
 * This area's routes of SPEC §2 written out by hand, so the declarations are checked against
 * the spec rather than against themselves: path -> access, roles, header and footer shown.
 */
const expected: Record<string, [string, string[] | null, boolean]> = {
  '/login': ['guest', null, true],
  '/register': ['guest', null, true],
  '/forgot': ['guest', null, true],
  '/reset-password': ['guest', null, true],
  '/profile': ['auth', ['broker', 'admin', 'developer'], true],
  '/profile/edit': ['auth', ['broker', 'admin', 'developer'], true],
  // Issue 15: the enquiries visitors sent, for those who receive them.
  '/profile/enquiries': ['auth', ['broker', 'developer'], true],
};

describe('mfe-account routes', () => {
  it('follow the manifest rules (owner, unique paths, access rule, flags)', () => {
    expect(checkAreaRoutes('mfe-account', routes)).toEqual([]);
  });

  it('are the routes of SPEC §2 with their access rules and flags', () => {
    const declared = Object.fromEntries(
      routes.map((route) => [
        route.path,
        [route.access, route.roles ? [...route.roles] : null, route.header && route.footer],
      ]),
    );
    expect(declared).toEqual(expected);
    for (const route of routes)
      expect([route.path, route.header]).toEqual([route.path, route.footer]);
  });

  it('declare every link paths builds under this area', () => {
    const links = pathSamples().filter((path) => ownerOf(path) === 'mfe-account');
    expect(links.length).toBeGreaterThan(0);
    for (const path of links)
      expect([path, findRoute(routes, path)?.area]).toEqual([path, 'mfe-account']);
  });

  it('expose a page component for each route', () => {
    expect(area.routes.map((route) => route.path)).toEqual(routes.map((route) => route.path));
    for (const route of area.routes) expect(route.component).toBeTruthy();
  });
});

import { checkAreaRoutes, findRoute, ownerOf, pathSamples } from '@phuket/shared/routes';
import area from './area';
import { routes } from './routes';

/**
 * This area's routes of SPEC §2 written out by hand, so the declarations are checked against
 * the spec rather than against themselves: path -> access, roles, header and footer shown.
 */
const expected: Record<string, [string, string[] | null, boolean]> = {
  '/database/developers': ['auth', ['admin', 'developer'], true],
  '/database/developers/create': ['auth', ['admin', 'developer'], true],
  '/database/developers/:id/create': ['auth', ['admin', 'developer'], true],
  '/database/projects': ['auth', ['admin', 'developer'], true],
  '/database/projects/create': ['auth', ['admin', 'developer'], true],
  '/database/projects/:id/create': ['auth', ['admin', 'developer'], true],
};

describe('mfe-database routes', () => {
  it('follow the manifest rules (owner, unique paths, access rule, flags)', () => {
    expect(checkAreaRoutes('mfe-database', routes)).toEqual([]);
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
    const links = pathSamples().filter((path) => ownerOf(path) === 'mfe-database');
    expect(links.length).toBeGreaterThan(0);
    for (const path of links)
      expect([path, findRoute(routes, path)?.area]).toEqual([path, 'mfe-database']);
  });

  it('expose a page component for each route', () => {
    expect(area.routes.map((route) => route.path)).toEqual(routes.map((route) => route.path));
    for (const route of area.routes) expect(route.component).toBeTruthy();
  });
});

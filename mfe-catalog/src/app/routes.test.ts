import { checkAreaRoutes, findRoute, ownerOf, pathSamples } from '@phuket/shared/routes';
import area from './area';
import { routes } from './routes';

/**
 * This area's routes of SPEC §2 written out by hand, so the declarations are checked against
 * the spec rather than against themselves: path -> access, roles, header and footer shown.
 */
const expected: Record<string, [string, string[] | null, boolean]> = {
  '/': ['all', null, true],
  '/properties': ['all', null, true],
  '/properties/:id': ['all', null, true],
  '/developers/:id': ['all', null, true],
  '/projects/:id': ['all', null, true],
  '/about-us': ['all', null, true],
  '/agents/:id': ['all', null, true],
  '/terms': ['all', null, true],
};

describe('mfe-catalog routes', () => {
  it('follow the manifest rules (owner, unique paths, access rule, flags)', () => {
    expect(checkAreaRoutes('mfe-catalog', routes)).toEqual([]);
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
    const links = pathSamples().filter((path) => ownerOf(path) === 'mfe-catalog');
    expect(links.length).toBeGreaterThan(0);
    for (const path of links)
      expect([path, findRoute(routes, path)?.area]).toEqual([path, 'mfe-catalog']);
  });

  it('expose a page component for each route', () => {
    expect(area.routes.map((route) => route.path)).toEqual(routes.map((route) => route.path));
    for (const route of area.routes) expect(route.component).toBeTruthy();
  });

  it('lists its static public pages in the sitemap and gives entity pages link previews', () => {
    expect(routes.filter((route) => route.sitemap).map((route) => route.path)).toEqual([
      '/',
      '/properties',
      '/about-us',
      '/terms',
    ]);
    expect(routes.filter((route) => route.meta).map((route) => [route.path, route.meta])).toEqual([
      ['/', 'home'],
      ['/properties', 'properties'],
      ['/properties/:id', 'property'],
      ['/developers/:id', 'developer'],
      ['/projects/:id', 'project'],
      ['/agents/:id', 'agent'],
    ]);
  });
});

// The checks every area's route declarations pass, written once: each area's routes.test.ts
// names its area and writes out its docs/product-rules.md §2 table by hand, so the declarations are checked
// against the spec rather than against themselves.
import type { AreaModule, RemoteName, RouteEntry } from '../routes';
import { checkAreaRoutes, findRoute, ownerOf, pathSamples } from '../routes';

/** path -> [access, roles (null for everyone), header and footer shown] */
export type ExpectedRoutes = Record<string, [string, string[] | null, boolean]>;

export function describeAreaRoutes(
  areaName: RemoteName,
  routes: readonly RouteEntry[],
  area: AreaModule,
  expected: ExpectedRoutes,
): void {
  describe(`${areaName} routes`, () => {
    it('follow the manifest rules (owner, unique paths, access rule, flags)', () => {
      expect(checkAreaRoutes(areaName, routes)).toEqual([]);
    });

    it('are the routes of docs/product-rules.md §2 with their access rules and flags', () => {
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
      const links = pathSamples().filter((path) => ownerOf(path) === areaName);
      expect(links.length).toBeGreaterThan(0);
      for (const path of links)
        expect([path, findRoute(routes, path)?.area]).toEqual([path, areaName]);
    });

    it('expose a page component for each route', () => {
      expect(area.routes.map((route) => route.path)).toEqual(routes.map((route) => route.path));
      for (const route of area.routes) expect(route.component).toBeTruthy();
    });
  });
}

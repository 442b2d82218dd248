import type { RouteEntry, ServerLoaders } from './index';
import {
  AREA_PREFIXES,
  REMOTE_NAMES,
  areaModule,
  authRoute,
  checkAreaRoutes,
  findRoute,
  guestRoute,
  ownerOf,
  pathSamples,
  publicRoute,
  serverRenderedRoutes,
} from './index';

describe('area ownership', () => {
  it('gives each path prefix to exactly one area, none inside another', () => {
    const all = REMOTE_NAMES.flatMap((area) => AREA_PREFIXES[area].map((p) => [p, area]));
    for (const [prefix, area] of all) {
      expect([prefix, ownerOf(prefix as string)]).toEqual([prefix, area]);
    }
    expect(new Set(all.map(([prefix]) => prefix)).size).toBe(all.length);
  });

  it.each([
    ['/', 'mfe-catalog'],
    ['/properties/12', 'mfe-catalog'],
    ['/properties/', 'mfe-catalog'],
    ['/about-us', 'mfe-catalog'],
    ['/profile/edit', 'mfe-account'],
    ['/listing/create/3', 'mfe-listings'],
    ['/listing/anything/new', 'mfe-listings'],
    ['/presentations/create', 'mfe-presentations'],
    ['/presentation/abc', 'mfe-presentations'],
    ['/database/projects', 'mfe-database'],
    ['/no/such/page', null],
    ['/listings', null],
    ['/about-usx', null],
    ['/propertiesx/1', null],
  ])('%s belongs to %s', (path, area) => {
    expect(ownerOf(path)).toBe(area);
  });

  it('finds an owner for every link paths can build', () => {
    for (const path of pathSamples()) expect([path, ownerOf(path)]).not.toEqual([path, null]);
  });
});

describe('findRoute', () => {
  const routes = [
    publicRoute('mfe-presentations', '/presentation/:slug', 'view'),
    publicRoute('mfe-presentations', '/presentation/:slug/edit', 'edit'),
    publicRoute('mfe-presentations', '/presentation/new', 'new'),
  ];

  it('matches parameters, prefers static segments, ignores a trailing slash', () => {
    expect(findRoute(routes, '/presentation/x')?.page).toBe('view');
    expect(findRoute(routes, '/presentation/x/edit/')?.page).toBe('edit');
    expect(findRoute(routes, '/presentation/new')?.page).toBe('new');
    expect(findRoute(routes, '/presentation')).toBeUndefined();
    expect(findRoute(routes, '/presentation/x/y')).toBeUndefined();
  });
});

describe('checkAreaRoutes', () => {
  const ok = publicRoute('mfe-listings', '/listing/new', 'new');

  it('accepts well-formed declarations', () => {
    expect(
      checkAreaRoutes('mfe-listings', [
        ok,
        authRoute('mfe-listings', '/listing', 'mine', ['broker']),
        // A guest page is rendered on the server for a visitor without the signed-in cookie.
        guestRoute('mfe-listings', '/listing/sign-in', 'sign-in', { serverRendered: true }),
      ]),
    ).toEqual([]);
  });

  it.each<[string, RouteEntry[]]>([
    ['declared for mfe-catalog', [publicRoute('mfe-catalog', '/listing/x', 'x')]],
    ['owned by mfe-catalog', [publicRoute('mfe-listings', '/properties/x', 'x')]],
    ['owned by no area', [publicRoute('mfe-listings', '/nowhere', 'x')]],
    ['declared twice', [ok, { ...ok, page: 'other' }]],
    ['used twice', [ok, { ...ok, path: '/listing/other' }]],
    ['not auth', [{ ...guestRoute('mfe-listings', '/listing/x', 'x'), roles: ['broker'] }]],
    ['no roles', [authRoute('mfe-listings', '/listing/x', 'x', [])]],
    [
      'purpose on a route without roles',
      [{ ...publicRoute('mfe-listings', '/listing/x', 'x'), access: 'auth', purpose: 'Why' }],
    ],
    ['header and footer flags', [{ ...ok, header: undefined } as unknown as RouteEntry]],
    ['sitemap', [publicRoute('mfe-listings', '/listing/:id', 'x', { sitemap: true })]],
    ['unknown access', [{ ...ok, access: 'everyone' } as unknown as RouteEntry]],
    ['unknown meta kind', [{ ...ok, meta: 'listing' } as unknown as RouteEntry]],
    [
      'only public and guest pages are server-rendered',
      [{ ...authRoute('mfe-listings', '/listing', 'mine', ['broker']), serverRendered: true }],
    ],
  ])('reports "%s"', (problem, routes) => {
    expect(checkAreaRoutes('mfe-listings', routes).join('\n')).toContain(problem);
  });
});

describe('areaModule', () => {
  it('joins each route with its page component', () => {
    const Page = () => null;
    const module = areaModule([ok()], { new: Page });
    expect(module.routes.map((route) => [route.path, route.component])).toEqual([
      ['/listing/new', Page],
    ]);
  });

  function ok() {
    return publicRoute('mfe-listings', '/listing/new', 'new');
  }
});

describe('serverRenderedRoutes', () => {
  const routes = [
    publicRoute('mfe-catalog', '/', 'home', { serverRendered: true }),
    publicRoute('mfe-catalog', '/about-us', 'about'),
    publicRoute('mfe-catalog', '/agents/:id', 'agent', { serverRendered: true }),
  ];

  it("pairs each server-rendered route with its page's loader, in declaration order", () => {
    const home = () => 'home';
    const agent = () => 'agent';
    expect(
      serverRenderedRoutes(routes, { agent, home }).map(({ route, load }) => [route.path, load]),
    ).toEqual([
      ['/', home],
      ['/agents/:id', agent],
    ]);
  });

  it('refuses a server-rendered route without a loader', () => {
    expect(() => serverRenderedRoutes(routes, { home: () => null })).toThrow(
      'No server data loader for /agents/:id',
    );
  });

  it('refuses a loader of a route that is not server-rendered, or of no route', () => {
    const load = () => null;
    expect(() => serverRenderedRoutes(routes, { home: load, agent: load, about: load })).toThrow(
      'Loaders of no server-rendered route: about',
    );
    expect(() => serverRenderedRoutes(routes, { home: load, agent: load, team: load })).toThrow(
      'team',
    );
  });
  it('makes the same two mistakes type errors (pnpm typecheck checks this file)', () => {
    type Loaders = ServerLoaders<typeof routes, () => null>;
    const load = () => null;
    const complete: Loaders = { home: load, agent: load };
    // @ts-expect-error: the server-rendered /agents/:id has no loader
    const missing: Loaders = { home: load };
    // @ts-expect-error: /about-us is not server-rendered, so it takes no loader
    const stray: Loaders = { home: load, agent: load, about: load };
    expect([complete, missing, stray].map((loaders) => Object.keys(loaders).length)).toEqual([
      2, 1, 3,
    ]);
  });
});

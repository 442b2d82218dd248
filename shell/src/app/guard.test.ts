import type { Role } from '@phuket/shared/domain';
import { decideAccess } from './guard';
import type { GuardSession } from './guard';
import { routeTable } from './route-table';

type Visitor = 'guest' | Role;
const visitors: Visitor[] = ['guest', 'broker', 'developer', 'admin'];

const session = (visitor: Visitor): GuardSession =>
  visitor === 'guest'
    ? { isAuthenticated: false, role: null }
    : { isAuthenticated: true, role: visitor };

/**
 * SPEC §2 and §6, written out by hand per route so the table and the guard are checked
 * against the spec rather than against themselves. 'ok' = allowed, else the redirect target.
 */
const expected: Record<string, Record<Visitor, 'ok' | '/' | '/login'>> = {
  '/': { guest: 'ok', broker: 'ok', developer: 'ok', admin: 'ok' },
  '/properties': { guest: 'ok', broker: 'ok', developer: 'ok', admin: 'ok' },
  '/properties/:id': { guest: 'ok', broker: 'ok', developer: 'ok', admin: 'ok' },
  '/developers/:id': { guest: 'ok', broker: 'ok', developer: 'ok', admin: 'ok' },
  '/projects/:id': { guest: 'ok', broker: 'ok', developer: 'ok', admin: 'ok' },
  '/about-us': { guest: 'ok', broker: 'ok', developer: 'ok', admin: 'ok' },
  '/agents/:id': { guest: 'ok', broker: 'ok', developer: 'ok', admin: 'ok' },
  '/terms': { guest: 'ok', broker: 'ok', developer: 'ok', admin: 'ok' },
  '/login': { guest: 'ok', broker: '/', developer: '/', admin: '/' },
  '/register': { guest: 'ok', broker: '/', developer: '/', admin: '/' },
  '/forgot': { guest: 'ok', broker: '/', developer: '/', admin: '/' },
  '/reset-password': { guest: 'ok', broker: '/', developer: '/', admin: '/' },
  '/profile': { guest: '/login', broker: 'ok', developer: 'ok', admin: 'ok' },
  '/profile/edit': { guest: '/login', broker: 'ok', developer: 'ok', admin: 'ok' },
  '/listing/create': { guest: '/login', broker: 'ok', developer: 'ok', admin: '/' },
  '/listing/create/:id': { guest: '/login', broker: 'ok', developer: 'ok', admin: '/' },
  '/listing': { guest: '/login', broker: 'ok', developer: 'ok', admin: '/' },
  '/presentations': { guest: '/login', broker: 'ok', developer: 'ok', admin: '/' },
  '/presentations/create': { guest: '/login', broker: 'ok', developer: 'ok', admin: '/' },
  '/presentation/:slug/edit': { guest: '/login', broker: 'ok', developer: 'ok', admin: '/' },
  '/presentation/:slug': { guest: 'ok', broker: 'ok', developer: 'ok', admin: 'ok' },
  '/database/developers': { guest: '/login', broker: '/', developer: 'ok', admin: 'ok' },
  '/database/developers/create': { guest: '/login', broker: '/', developer: 'ok', admin: 'ok' },
  '/database/developers/:id/create': { guest: '/login', broker: '/', developer: 'ok', admin: 'ok' },
  '/database/projects': { guest: '/login', broker: '/', developer: 'ok', admin: 'ok' },
  '/database/projects/create': { guest: '/login', broker: '/', developer: 'ok', admin: 'ok' },
  '/database/projects/:id/create': { guest: '/login', broker: '/', developer: 'ok', admin: 'ok' },
};

describe('route table', () => {
  it('has exactly the routes of SPEC §2', () => {
    expect(routeTable.map((route) => route.path).sort()).toEqual(Object.keys(expected).sort());
  });

  it('shows header and footer everywhere except the public presentation', () => {
    for (const route of routeTable) {
      const bare = route.path === '/presentation/:slug';
      expect([route.path, route.header, route.footer]).toEqual([route.path, !bare, !bare]);
    }
  });
});

describe('decideAccess', () => {
  for (const route of routeTable) {
    for (const visitor of visitors) {
      const want = expected[route.path]?.[visitor];
      it(`${visitor} on ${route.path} -> ${want}`, () => {
        const decision = decideAccess(route, session(visitor));
        expect(decision.kind === 'allow' ? 'ok' : decision.to).toBe(want);
      });
    }
  }

  it('sends a signed-in user without a known role away from role-restricted routes', () => {
    const route = routeTable.find((r) => r.path === '/listing');
    expect(route && decideAccess(route, { isAuthenticated: true, role: null })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });
});

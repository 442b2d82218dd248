import type { Role } from '@phuket/shared/domain';
import type { RouteEntry } from '@phuket/shared/routes';
import { authRoute, guestRoute, publicRoute } from '@phuket/shared/routes';
import { decideAccess } from './guard';
import type { GuardSession } from './guard';

type Visitor = 'guest' | Role;
const visitors: Visitor[] = ['guest', 'broker', 'developer', 'admin', 'buyer'];

const session = (visitor: Visitor): GuardSession =>
  visitor === 'guest'
    ? { isAuthenticated: false, role: null }
    : { isAuthenticated: true, role: visitor };

/**
 * The guard applies whatever access rule a route declares (each area's routes.test.ts checks
 * its declarations against docs/product-rules.md §2). 'ok' = allowed, else the redirect target.
 */
const cases: [RouteEntry, Record<Visitor, 'ok' | '/' | '/login'>][] = [
  [
    publicRoute('mfe-catalog', '/terms', 'terms'),
    { guest: 'ok', broker: 'ok', developer: 'ok', admin: 'ok', buyer: 'ok' },
  ],
  [
    guestRoute('mfe-account', '/login', 'login'),
    { guest: 'ok', broker: '/', developer: '/', admin: '/', buyer: '/' },
  ],
  [
    authRoute('mfe-listings', '/listing', 'mine', ['broker', 'developer']),
    { guest: '/login', broker: 'ok', developer: 'ok', admin: '/', buyer: '/' },
  ],
  [
    authRoute('mfe-database', '/database/projects', 'projects', ['admin', 'developer']),
    { guest: '/login', broker: '/', developer: 'ok', admin: 'ok', buyer: '/' },
  ],
  [
    { ...publicRoute('mfe-account', '/profile', 'profile'), access: 'auth' },
    { guest: '/login', broker: 'ok', developer: 'ok', admin: 'ok', buyer: 'ok' },
  ],
];

describe('decideAccess', () => {
  for (const [route, want] of cases) {
    for (const visitor of visitors) {
      it(`${visitor} on ${route.access} ${route.path} -> ${want[visitor]}`, () => {
        const decision = decideAccess(route, session(visitor));
        const got = decision.kind === 'redirect' ? decision.to : decision.kind;
        expect(got === 'allow' ? 'ok' : got).toBe(want[visitor]);
      });
    }
  }

  it('tells a signed-in user of another role what a page with a purpose is for', () => {
    const route = authRoute('mfe-listings', '/listing', 'mine', ['broker', 'developer'], {
      purpose: 'It lists the listings of your own account.',
    });
    expect(decideAccess(route, session('admin'))).toEqual({
      kind: 'not-for-role',
      purpose: 'It lists the listings of your own account.',
      role: 'admin',
      roles: ['broker', 'developer'],
    });
    expect(decideAccess(route, session('broker'))).toEqual({ kind: 'allow' });
    // Guests still sign in first, and a user whose role is unknown still goes home.
    expect(decideAccess(route, session('guest'))).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideAccess(route, { isAuthenticated: true, role: null })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('sends a signed-in user without a known role away from role-restricted routes', () => {
    const route = authRoute('mfe-listings', '/listing', 'mine', ['broker', 'developer']);
    expect(decideAccess(route, { isAuthenticated: true, role: null })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });
});

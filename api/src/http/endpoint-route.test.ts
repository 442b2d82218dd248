import { eq } from 'drizzle-orm';
import { ROLES, endpoints, type EndpointDeclaration, type Role } from '@phuket/shared/contract';
import { signUp } from '../account/test-helpers';
import { users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Every endpoint the contract declares is a route of the app, and the access it declares is
 * what the API enforces, whatever the browser does: no token 401, a role not named 403.
 */

let t: TestApp;
const tokens = {} as Record<Role, Record<string, string>>;

const declared = Object.entries(endpoints) as [string, EndpointDeclaration][];
const url = (declaration: EndpointDeclaration) =>
  `/api${declaration.path.replace(/:[A-Za-z_]\w*/g, '1')}`;
const refused = (role: Role) =>
  declared.filter(([, d]) => Array.isArray(d.access) && !d.access.includes(role));

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  for (const role of ROLES) {
    const user = await signUp(t.app, { role: role === 'admin' ? 'broker' : role });
    // Sign-up never makes an admin: promote one (the token reads the role on each request).
    if (role === 'admin') {
      await t.database.db.update(users).set({ role }).where(eq(users.email, user.email));
    }
    tokens[role] = user.auth;
  }
});

afterAll(async () => {
  await t.close();
});

it.each(declared)('%s is a route of the app', (_name, declaration) => {
  expect(t.app.hasRoute({ method: declaration.method, url: `/api${declaration.path}` })).toBe(true);
});

it.each(declared.filter(([, d]) => d.access !== 'public'))(
  '%s answers 401 without a token',
  async (_name, declaration) => {
    const res = await t.app.inject({ method: declaration.method, url: url(declaration) });
    expect(res.statusCode).toBe(401);
  },
);

it.each(ROLES)('every endpoint closed to a %s answers it 403', async (role) => {
  const statuses: Record<string, number> = {};
  for (const [name, declaration] of refused(role)) {
    const res = await t.app.inject({
      method: declaration.method,
      url: url(declaration),
      headers: tokens[role],
    });
    statuses[name] = res.statusCode;
  }
  expect(statuses).toEqual(Object.fromEntries(refused(role).map(([name]) => [name, 403])));
});

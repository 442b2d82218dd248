import type { FastifyInstance, InjectOptions } from 'fastify';
import { call } from '../listings/test-helpers';
import { DEMO_PASSWORD } from '../seed/data';
import { registerUser } from '../test/test-app';

/** Who calls, as the staff tests send it: a bearer token's header. */
export interface Caller {
  headers: Record<string, string>;
}

/** A new account of a staff test: its id, sign-in and token. */
export interface StaffTestAccount extends Caller {
  id: number;
  email: string;
  password: string;
}

/** One request to the app's API (`url` without `/api`), as `who` or a guest. */
export function callApi(
  app: FastifyInstance,
  who: Caller | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) {
  const authorization = who?.headers.authorization;
  return call(app, authorization ? { authorization } : {}, method, url, payload);
}

/** The demo admin, signed in. */
export async function signInDemoAdmin(app: FastifyInstance): Promise<Caller & { id: number }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'admin@example.com', password: DEMO_PASSWORD },
  });
  const { token, user } = res.json<{ token: string; user: { id: number } }>();
  return { id: user.id, headers: { authorization: `Bearer ${token}` } };
}

/** A new account (confirmed, not verified) with `overrides` of the registration body. */
export async function newAccount(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<StaffTestAccount> {
  const user = await registerUser(app, overrides, { verified: false });
  const headers = { authorization: `Bearer ${user.token}` };
  const me = await callApi(app, { headers }, 'GET', '/user');
  return {
    id: me.json<{ user: { id: number } }>().user.id,
    email: user.email,
    password: user.password,
    headers,
  };
}

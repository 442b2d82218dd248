import { eq } from 'drizzle-orm';
import { hashToken } from '../auth/tokens';
import { accessTokens } from '../db/schema';
import { errorBody, type TestApp } from '../test/test-app';
import { SESSION_SIGNED_OUT, SIGNED_OUT_OTHERS } from './session-routes';
import { createAccountTestApp, signUp, type SignedInUser } from './test-helpers';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface SessionJson {
  id: number;
  device: string;
  created_at: string;
  last_used_at: string;
  current: boolean;
}

describe('signed-in devices (sessions)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAccountTestApp();
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function loginFrom(user: SignedInUser, userAgent: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'user-agent': userAgent },
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { token: string }).token;
  }

  const list = async (token: string): Promise<SessionJson[]> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/profile/sessions',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { sessions: SessionJson[] }).sessions;
  };
  const signOutOthers = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/profile/sessions/sign-out-others',
      headers: bearer(token),
      payload: {},
    });
  const remove = (token: string, id: number | string) =>
    t.app.inject({ method: 'DELETE', url: `/api/profile/sessions/${id}`, headers: bearer(token) });
  const works = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode ===
    200;
  const tokenId = async (token: string) => {
    const [row] = await t.database.db
      .select({ id: accessTokens.id })
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    if (!row) throw new Error('no such token');
    return row.id;
  };

  it('answers 401 without a live token, before reading any body', async () => {
    for (const [method, url] of [
      ['GET', '/api/profile/sessions'],
      ['POST', '/api/profile/sessions/sign-out-others'],
      ['DELETE', '/api/profile/sessions/1'],
    ] as const) {
      for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }]) {
        const res = await t.app.inject({ method, url, headers });
        expect({ url, status: res.statusCode, body: errorBody(res) }).toEqual({
          url,
          status: 401,
          body: { message: 'Unauthenticated.' },
        });
      }
    }
  });

  it('lists the live sessions with their device, times and which one is this', async () => {
    const user = await signUp(t.app);
    const phone = await loginFrom(user, SAFARI_IPHONE);
    const laptop = await loginFrom(user, CHROME_LINUX);
    // Someone else's sessions never show.
    const stranger = await signUp(t.app);
    await loginFrom(stranger, CHROME_LINUX);

    const sessions = await list(laptop);
    expect(sessions).toHaveLength(3);
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual(
        ['created_at', 'current', 'device', 'id', 'last_used_at'].sort(),
      );
      expect(new Date(session.created_at).toISOString()).toBe(session.created_at);
      expect(new Date(session.last_used_at).toISOString()).toBe(session.last_used_at);
    }
    expect(sessions.filter((s) => s.current)).toEqual([
      expect.objectContaining({ id: await tokenId(laptop), device: 'Chrome on Linux' }),
    ]);
    const byId = new Map(sessions.map((s) => [s.id, s]));
    expect(byId.get(await tokenId(phone))).toMatchObject({
      device: 'Safari on iPhone',
      current: false,
    });
    // The sign-up's own session came from a client without a browser User-Agent.
    expect(byId.get(await tokenId(user.token))).toMatchObject({ current: false });
    // Most recently used first.
    const used = sessions.map((s) => Date.parse(s.last_used_at));
    expect([...used].sort((a, b) => b - a)).toEqual(used);

    // The same list seen from the phone marks the phone.
    const fromPhone = await list(phone);
    expect(fromPhone.filter((s) => s.current).map((s) => s.id)).toEqual([await tokenId(phone)]);
    expect(JSON.stringify(fromPhone)).not.toContain(laptop);
  });

  it('leaves out sessions that ended: logged out, expired or idle too long', async () => {
    const user = await signUp(t.app);
    const loggedOut = await loginFrom(user, CHROME_LINUX);
    const expired = await loginFrom(user, CHROME_LINUX);
    const idle = await loginFrom(user, CHROME_LINUX);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(loggedOut) });
    await t.database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.tokenHash, hashToken(expired)));
    await t.database.db
      .update(accessTokens)
      .set({ lastUsedAt: new Date(Date.now() - 15 * 24 * 3600 * 1000) })
      .where(eq(accessTokens.tokenHash, hashToken(idle)));
    expect((await list(user.token)).map((s) => s.id)).toEqual([await tokenId(user.token)]);
  });

  it('signs out every other session and keeps this one', async () => {
    const user = await signUp(t.app);
    const a = await loginFrom(user, CHROME_LINUX);
    const b = await loginFrom(user, SAFARI_IPHONE);
    const stranger = await signUp(t.app);

    const res = await signOutOthers(a);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SIGNED_OUT_OTHERS });
    expect(await works(a)).toBe(true);
    expect(await works(b)).toBe(false);
    expect(await works(user.token)).toBe(false);
    expect(await works(stranger.token)).toBe(true);
    expect((await list(a)).map((s) => s.id)).toEqual([await tokenId(a)]);
    // Nothing left to sign out: still fine.
    expect((await signOutOthers(a)).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/profile/sessions/sign-out-others',
          headers: bearer(a),
          payload: { keep: 1 },
        })
      ).statusCode,
    ).toBe(422);
  });

  it('signs out one chosen session', async () => {
    const user = await signUp(t.app);
    const other = await loginFrom(user, SAFARI_IPHONE);
    const id = await tokenId(other);
    const res = await remove(user.token, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SESSION_SIGNED_OUT });
    expect(await works(other)).toBe(false);
    expect(await works(user.token)).toBe(true);
    // Gone means gone: the same id again is not found.
    expect((await remove(user.token, id)).statusCode).toBe(404);
  });

  it("answers 404 for another user's session and leaves it alone", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const res = await remove(intruder.token, await tokenId(owner.token));
    expect(res.statusCode).toBe(404);
    expect(errorBody(res)).toEqual({ message: 'Session not found.' });
    expect(await works(owner.token)).toBe(true);
    // The same answer as an id that never existed: nothing to learn from the difference.
    const none = await remove(intruder.token, 2_000_000_000);
    expect({ status: none.statusCode, body: errorBody(none) }).toEqual({
      status: res.statusCode,
      body: errorBody(res),
    });
  });

  it('refuses an id that is not a session id with 422', async () => {
    const user = await signUp(t.app);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect({ id, status: (await remove(user.token, id)).statusCode }).toEqual({
        id,
        status: 422,
      });
    }
  });

  it('signing out the current session is a logout', async () => {
    const user = await signUp(t.app);
    expect((await remove(user.token, await tokenId(user.token))).statusCode).toBe(200);
    expect(await works(user.token)).toBe(false);
  });

  it('changing the password leaves only this session in the list', async () => {
    const user = await signUp(t.app);
    const other = await loginFrom(user, SAFARI_IPHONE);
    const next = 'Cape-panwa-reef-light-8';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/change-password',
      headers: user.auth,
      payload: { current_password: user.password, password: next, password_confirmation: next },
    });
    expect(res.statusCode).toBe(200);
    expect(await works(other)).toBe(false);
    expect((await list(user.token)).map((s) => s.id)).toEqual([await tokenId(user.token)]);
  });

  it('documents the session routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.paths['/api/profile/sessions']).toHaveProperty('get');
    expect(doc.paths['/api/profile/sessions/sign-out-others']).toHaveProperty('post');
    expect(doc.paths['/api/profile/sessions/{id}']).toHaveProperty('delete');
  });
});

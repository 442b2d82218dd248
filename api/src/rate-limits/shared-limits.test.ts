import type { Database } from '../db/client';
import { loadConfig } from '../env';
import { createTestApp, openTwoProcessDatabase, type TestApp } from '../test/test-app';
import { databaseRateLimitStore } from './database-store';

/**
 * Two API processes share one database: on PostgreSQL (test:pg) two apps on two pools, as two
 * processes would have; on PGlite two apps on the one handle. With the counters in the
 * database, the limits hold whichever app answers.
 */
let first: Database;
let second: Database;
let closeDatabases: () => Promise<void>;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  const opened = await openTwoProcessDatabase({ poolSize: 2, demo: false });
  ({ first, second } = opened);
  closeDatabases = () => opened.close();
  const env = { RATE_LIMIT_STORE: 'database' };
  // createTestApp lifts login and register limits for other suites; these keep the real ones.
  const config = { rateLimit: loadConfig({ NODE_ENV: 'test' }).rateLimit };
  a = await createTestApp({ env, config, database: first });
  b = await createTestApp({ env, config, database: second });
});

afterAll(async () => {
  await a.close();
  await b.close();
  await closeDatabases();
});

let attempt = 0;
const login = (app: TestApp, ip: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/login',
    // A new email each time: the per-account throttle (5 free failures) must not answer first.
    payload: { email: `nobody-${(attempt += 1)}@example.com`, password: 'wrong-password-1' },
    remoteAddress: ip,
  });

describe('rate limits shared by two API processes', () => {
  it('refuses the 11th login in a minute from one address, whichever process answers', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 10; i++)
      codes.push((await login(i % 2 === 0 ? a : b, '10.9.0.1')).statusCode);
    expect(codes.every((code) => code !== 429)).toBe(true);
    for (const app of [a, b]) {
      const refused = await login(app, '10.9.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/Too many attempts/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Another address is not affected.
    expect((await login(b, '10.9.0.2')).statusCode).not.toBe(429);
  });

  it('counts each route apart although both are keyed by the address', async () => {
    // Ten logins from 10.9.0.3 must not use up the register limit of the same address.
    for (let i = 0; i < 10; i++) await login(i % 2 === 0 ? b : a, '10.9.0.3');
    expect((await login(a, '10.9.0.3')).statusCode).toBe(429);
    const register = await a.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {},
      remoteAddress: '10.9.0.3',
    });
    expect(register.statusCode).toBe(422);
  });
});

describe('the database store', () => {
  const incr = (
    store: InstanceType<ReturnType<typeof databaseRateLimitStore>>,
    key: string,
    windowMs: number,
  ) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) => {
      store.incr(
        key,
        (error, result) =>
          error || !result ? reject(error ?? new Error('no result')) : resolve(result),
        // @fastify/rate-limit passes the window and the limit beyond its typed signature.
        ...([windowMs, 5] as unknown as []),
      );
    });

  it('counts within a window and starts again once it has ended', async () => {
    const Store = databaseRateLimitStore(first.db, (error) => {
      throw error;
    });
    const store = new Store({});
    expect((await incr(store, 'probe', 60_000)).current).toBe(1);
    const second = await incr(store, 'probe', 60_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(60_000);

    expect((await incr(store, 'short', 1)).current).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The 1 ms window has passed: the count starts over rather than growing.
    expect((await incr(store, 'short', 1)).current).toBe(1);
  });
});

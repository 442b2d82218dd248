import { loadConfig } from '../env';
import { sql } from 'drizzle-orm';
import { locations } from '../db/schema';
import { errorBody, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      rateLimit: { ...loadConfig({ NODE_ENV: 'test' }).rateLimit, loginMax: 3, registerMax: 2 },
    },
    extend: (app) => {
      app.get('/api/boom', async () => {
        throw new Error('relation "secret_table" does not exist');
      });
      // Real violations from the engine under test, as a write racing a delete meets them.
      app.get('/api/orphan', async () => {
        await app.db.execute(sql`insert into listing_albums (listing_id) values (2147483000)`);
      });
      app.get('/api/twice', async () => {
        const [first] = await app.db.select({ slug: locations.slug }).from(locations).limit(1);
        await app.db.execute(
          sql`insert into locations (name, slug) values ('Again', ${first?.slug ?? ''})`,
        );
      });
    },
  });
});
afterAll(async () => {
  await t.close();
});

// A fresh client address per call keeps these tests clear of the small login rate limit.
let client = 0;
const login = (payload: string | object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    remoteAddress: `10.9.0.${++client}`,
    url: '/api/login',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('error answers', () => {
  it('answers invalid JSON with 400 and a JSON message', async () => {
    const res = await login('{"email": "a@b.c", ');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(errorBody(res)).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 413', async () => {
    const res = await login({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(errorBody(res)).toEqual({ message: 'The request body is too large.' });
  });

  it('refuses unknown fields instead of dropping them', async () => {
    const res = await login({ email: 'broker@example.com', password: 'x', is_admin: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ is_admin: ['The is admin field is not allowed.'] });
  });

  it('refuses a wrong type without coercing it', async () => {
    const res = await login({ email: 'broker@example.com', password: 12345678 });
    expect(res.statusCode).toBe(422);
    expect(errorBody(res)).toEqual({
      message: 'The password field must be a string.',
      errors: { password: ['The password field must be a string.'] },
    });
  });

  it('refuses a body that is not an object', async () => {
    const res = await login('[1,2]');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ body: ['The request body must be an object.'] });
  });

  it('answers an unsupported content type with 415 JSON', async () => {
    const res = await login('<email>a</email>', { 'content-type': 'application/xml' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(errorBody(res)).toEqual({ message: 'Not found.' });
    }
  });

  it('answers a write refused by a concurrent change with 409, not 500', async () => {
    for (const url of ['/api/orphan', '/api/twice']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 409]);
      expect(res.json<{ message: string }>().message).toMatch(/Reload and try again/);
      expect(res.body).not.toMatch(/listing_albums|locations|violates/);
    }
  });

  it('answers an unexpected failure with a bare 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    // The request id, also in the header and the log line, lets a user's report be traced.
    expect(res.json()).toEqual({
      message: 'Internal server error',
      request_id: res.headers['x-request-id'],
    });
    expect(res.body).not.toMatch(/secret_table|at /);
  });
});

describe('rate limiting', () => {
  // Each test uses its own client address: the budget is per IP, and the suite above used
  // the default address for its login calls.
  it('answers 429 with Retry-After once the login limit is used up', async () => {
    const attempt = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        payload: { email: 'nobody@example.com', password: 'guess-1234' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(422);
    const res = await attempt('10.0.0.1');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    // Another client address has its own budget.
    expect((await attempt('10.0.0.2')).statusCode).toBe(422);
  });

  it('limits register separately', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: '10.0.0.3',
        payload: {},
      });
    expect((await attempt()).statusCode).toBe(422);
    expect((await attempt()).statusCode).toBe(422);
    const res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('request ids', () => {
  it('names every answer and every server error by a request id unique across processes', async () => {
    const first = await createTestApp();
    const second = await createTestApp();
    try {
      const a = await first.app.inject({ method: 'GET', url: '/api/health' });
      const b = await second.app.inject({ method: 'GET', url: '/api/health' });
      const idA = String(a.headers['x-request-id']);
      expect(idA).toMatch(/^[0-9a-f-]{36}$/);
      expect(String(b.headers['x-request-id'])).not.toBe(idA);
      const missing = await first.app.inject({ method: 'GET', url: '/api/no-such-thing' });
      expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

import net, { type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { loadConfig } from '../env';
import { createTestApp, registerUser, type TestApp } from '../test/test-app';

/*
 * Request ids in every log line and in error answers: every error answer, whoever
 * sent it (the error handler, a route's own reply, a hook, the router), names its request in
 * its body as `request_id`, the same id as its `x-request-id` header and its log lines.
 */

let t: TestApp;
let broker: string;

beforeAll(async () => {
  t = await createTestApp({
    config: { rateLimit: { ...loadConfig({ NODE_ENV: 'test' }).rateLimit, loginMax: 2 } },
    extend: (app) => {
      app.get('/api/boom', async () => {
        throw new Error('relation "secret_table" does not exist');
      });
    },
  });
  ({ token: broker } = await registerUser(t.app));
});
afterAll(async () => {
  await t.close();
});

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

/** The answer's status, and that its body's request_id is its x-request-id header. */
function expectNamed(res: Answer, status: number): Record<string, unknown> {
  expect(res.statusCode).toBe(status);
  const header = res.headers['x-request-id'];
  expect(header).toMatch(/^[0-9a-f-]{36}$/);
  const body = res.json<Record<string, unknown>>();
  expect(body.request_id).toBe(header);
  expect(typeof body.message).toBe('string');
  return body;
}

describe('every error answer names its request', () => {
  it('400: a body that is not JSON, and a URL the router cannot decode', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.40.0.1',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(expectNamed(json, 400).message).toBe('The request body is not valid JSON.');
    // Refused before any route or onRequest hook runs (Fastify's frameworkErrors).
    const url = await t.app.inject({ method: 'GET', url: '/api/developers/%' });
    expect(expectNamed(url, 400).message).toBe('The request URL is not valid.');
  });

  it('401: no token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(expectNamed(res, 401)).toEqual({
      message: 'Unauthenticated.',
      request_id: res.headers['x-request-id'],
    });
  });

  it("404: an unknown path, and a route's own not found", async () => {
    expectNamed(await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }), 404);
    const listing = await t.app.inject({
      method: 'POST',
      url: '/api/listing/999999/step/1',
      headers: { authorization: `Bearer ${broker}` },
      payload: { version: 1, title: 'Nobody’s listing' },
    });
    expectNamed(listing, 404);
  });

  it('409: a listing saved over a newer version', async () => {
    const headers = { authorization: `Bearer ${broker}` };
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/listing/store?step=1',
      headers,
      payload: { title: 'Request id villa', offer_type: 'Sale' },
    });
    expect(draft.statusCode).toBe(201);
    const { id, version } = draft.json<{ id: number; version: number }>();
    const save = (v: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/listing/${id}/step/1`,
        headers,
        payload: { version: v, title: 'Request id villa, renamed' },
      });
    expect((await save(version)).statusCode).toBe(200);
    expectNamed(await save(version), 409);
  });

  it('422: field errors keep their shape beside the id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.40.0.2',
      payload: { email: 'broker@example.com', password: 12345678 },
    });
    expect(expectNamed(res, 422)).toEqual({
      message: 'The password field must be a string.',
      errors: { password: ['The password field must be a string.'] },
      request_id: res.headers['x-request-id'],
    });
  });

  it('429: over the login limit', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.40.0.3',
        payload: { email: 'nobody@example.com', password: 'guess-1234' },
      });
    expect((await attempt()).statusCode).toBe(422);
    expect((await attempt()).statusCode).toBe(422);
    const over = await attempt();
    expect(expectNamed(over, 429).message).toMatch(/^Too many attempts\./);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('500: a bare message and the id, nothing internal', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/boom' });
    expect(expectNamed(res, 500)).toEqual({
      message: 'Internal server error',
      request_id: res.headers['x-request-id'],
    });
  });

  it("431 and 400 refused by Node's parser before Fastify runs: the same shape, an id made for them", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    /** Sends raw bytes; the status, headers and body that come back before the close. */
    const raw = (bytes: string) =>
      new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
        let data = '';
        const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
        socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
        socket.on('error', reject);
        socket.on('close', () => {
          const [head = '', body = ''] = data.split('\r\n\r\n');
          resolve({ status: Number(head.split(' ')[1]), headers: head, body });
        });
      });
    const cases = [
      [`GET /api/user HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
      ['NOT A REQUEST\r\n\r\n', 400],
    ] as const;
    for (const [bytes, status] of cases) {
      const res = await raw(bytes);
      expect(res.status).toBe(status);
      const id = /^x-request-id: (.+)$/im.exec(res.headers)?.[1];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.parse(res.body)).toEqual({
        message: status === 431 ? 'The request headers are too large.' : 'Bad request.',
        request_id: id,
      });
    }
  });

  it('leaves answers that are not errors alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/currency' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('request_id');
  });

  // Last: the app drains from here on.
  it('503: a read while the process drains (answered by a hook)', async () => {
    t.app.drain.start();
    const res = await t.app.inject({ method: 'GET', url: '/api/currency' });
    expect(expectNamed(res, 503).message).toBe('This server is shutting down. Please try again.');
    // Health is a status report for load balancers, not an error: its body stays as it is.
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'draining' });
  });
});

describe('log lines of a request carry its id', () => {
  it('the request lines, and a mail that fails after the answer', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n')) {
          if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    // A mail server that refuses connections: the reset mail fails after the 200 is sent.
    const logged = await createTestApp({
      demo: true,
      env: { SMTP_URL: 'smtp://127.0.0.1:1' },
      logger: { level: 'info', stream },
    });
    try {
      const res = await logged.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: 'broker@example.com' },
      });
      expect(res.statusCode).toBe(200);
      await logged.app.backgroundTasks.settled();
      const id = res.headers['x-request-id'];
      const failure = lines.find((l) => l.msg === 'background task "password reset mail" failed');
      expect(failure?.reqId).toBe(id);
      const mine = lines.filter((l) => l.reqId === id).map((l) => l.msg);
      expect(mine).toEqual(
        expect.arrayContaining(['incoming request', 'request completed', failure?.msg]),
      );
    } finally {
      await logged.close();
    }
  });
});

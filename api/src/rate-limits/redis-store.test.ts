import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { loadConfig } from '../env';
import { createTestApp, createTestDatabase, type TestApp } from '../test/test-app';
import type { Database } from '../db/client';

/**
 * REDIS_URL set: two apps (two API processes) count in one real Redis server, started here
 * from Debian's `redis-server` (scripts/ensure-system-deps.sh installs it).
 */
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

let redis: ChildProcess | null = null;
let port = 0;
let database: Database;
let dropDatabase: () => Promise<void>;
let a: TestApp;
let b: TestApp;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: found } = server.address() as net.AddressInfo;
      server.close(() => resolve(found));
    });
  });
}

async function startRedis(): Promise<void> {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  child.once('error', (error) => {
    throw new Error(
      `${REDIS_SERVER} did not start (${error.message}): run scripts/ensure-system-deps.sh`,
    );
  });
  let output = '';
  child.stdout?.setEncoding('utf8');
  for await (const chunk of child.stdout as AsyncIterable<string>) {
    output += chunk;
    if (output.includes('Ready to accept connections')) break;
  }
  redis = child;
}

async function stopRedis(): Promise<void> {
  if (!redis) return;
  const exited = once(redis, 'exit');
  redis.kill('SIGTERM');
  await exited;
  redis = null;
}

beforeAll(async () => {
  port = await freePort();
  await startRedis();
  ({ database, drop: dropDatabase } = await createTestDatabase());
  const env = { REDIS_URL: `redis://127.0.0.1:${port}` };
  // createTestApp lifts login and register limits for other suites; these keep the real ones.
  const config = { rateLimit: loadConfig({ NODE_ENV: 'test' }).rateLimit };
  a = await createTestApp({ env, config, database });
  b = await createTestApp({ env, config, database });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await dropDatabase?.();
  await stopRedis();
});

let attempt = 0;
const login = (app: TestApp, ip: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/login',
    // A new email each time: the per-account throttle (5 free failures) must not answer first.
    payload: { email: `redis-${(attempt += 1)}@example.com`, password: 'wrong-password-1' },
    remoteAddress: ip,
  });

describe('rate limits in Redis (REDIS_URL)', () => {
  it('chooses the Redis store by default when REDIS_URL is set', () => {
    expect(a.app.config.rateLimitStore).toBe('redis');
  });

  it('refuses the 11th login in a minute from one address, whichever process answers', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 10; i++)
      codes.push((await login(i % 2 === 0 ? a : b, '10.8.0.1')).statusCode);
    expect(codes.filter((code) => code === 429)).toEqual([]);
    for (const app of [a, b]) {
      const refused = await login(app, '10.8.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/Too many attempts/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await login(b, '10.8.0.2')).statusCode).not.toBe(429);
  });

  it('answers logins, never a 500, while Redis is down, and limits again once it is back', async () => {
    await stopRedis();
    const during = await login(a, '10.8.0.3');
    // Wrong credentials, answered as such (a 422, docs/product-rules.md §8), not a 500 from the store.
    expect(during.statusCode).toBe(422);

    await startRedis();
    // ioredis reconnects with a back-off of up to 2 s; logins answered before a client is back
    // are not counted. Once both are, the 11th counted login from one address is refused.
    const codes: number[] = [];
    for (let i = 0; i < 60 && !codes.includes(429); i++) {
      codes.push((await login(i % 2 === 0 ? a : b, '10.8.0.4')).statusCode);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    expect(codes).toContain(429);
    // At least the ten the limit allows went through first.
    expect(codes.indexOf(429)).toBeGreaterThanOrEqual(10);
  });
});

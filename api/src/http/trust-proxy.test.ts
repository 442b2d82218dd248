import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../env';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * TRUST_PROXY decides whose X-Forwarded-For is believed, and so the client address that rate
 * limits (and logs) use. Believed from anyone, it would let a client pick a fresh address per
 * request and walk past every per-address limit.
 */

let t: TestApp;
beforeAll(async () => {
  // The real login budget (10 a minute per address); the test app's default is far larger.
  t = await createTestApp({
    demo: false,
    config: {
      rateLimit: { ...loadConfig({ NODE_ENV: 'test' }).rateLimit, loginMax: 10, registerMax: 5 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

/** The app with TRUST_PROXY as the environment sets it (its own, fresh rate-limit counters). */
async function appTrusting(trustProxy: string | undefined): Promise<FastifyInstance> {
  const parsed = loadConfig(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy });
  const app = await buildApp({
    config: { ...t.config, trustProxy: parsed.trustProxy },
    database: t.database,
    logger: false,
  });
  await app.ready();
  return app;
}

/**
 * Eleven sign-ins from one socket address, each claiming another client through
 * X-Forwarded-For, each for another (unknown) email so that only the per-address limit is
 * at play. Returns the statuses in order.
 */
async function loginsClaimingOtherClients(
  app: FastifyInstance,
  remoteAddress: string,
): Promise<number[]> {
  const statuses: number[] = [];
  // Fresh emails on every call: the per-account login throttle (kept in the database, which
  // every app of this file shares) must not be what answers 429 here.
  const run = randomBytes(4).toString('hex');
  for (let i = 1; i <= 11; i += 1) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      headers: { 'x-forwarded-for': `203.0.113.${i}` },
      payload: { email: `nobody-${run}-${i}@example.com`, password: 'Not-the-password-1' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('client address behind a proxy', () => {
  it.each([
    ['unset', undefined],
    ['false', 'false'],
    ['a proxy the request did not come from', '10.0.0.0/8'],
  ])(
    'with TRUST_PROXY %s, X-Forwarded-For is ignored: the 11th login is limited',
    async (_name, value) => {
      const app = await appTrusting(value);
      try {
        const statuses = await loginsClaimingOtherClients(app, '127.0.0.1');
        expect(statuses.slice(0, 10)).not.toContain(429);
        expect(statuses[10]).toBe(429);
      } finally {
        await app.close();
      }
    },
  );

  it.each([
    ['true', 'true'],
    ['the proxy address', '127.0.0.1'],
    ['a list holding the proxy', '10.0.0.0/8, 127.0.0.0/8'],
  ])('with TRUST_PROXY %s, each forwarded client has its own budget', async (_name, value) => {
    const app = await appTrusting(value);
    try {
      expect(await loginsClaimingOtherClients(app, '127.0.0.1')).not.toContain(429);
    } finally {
      await app.close();
    }
  });

  it('a trusted proxy does not make every peer trusted', async () => {
    const app = await appTrusting('10.0.0.1');
    try {
      // Straight from a client, not through the proxy at 10.0.0.1: its header is its own claim.
      expect((await loginsClaimingOtherClients(app, '198.51.100.9'))[10]).toBe(429);
      // Through the proxy: the address it forwards.
      expect(await loginsClaimingOtherClients(app, '10.0.0.1')).not.toContain(429);
    } finally {
      await app.close();
    }
  });
});

describe('TRUST_PROXY values', () => {
  it('reads booleans, and lists of addresses and CIDRs', () => {
    const read = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(read('false')).toBe(false);
    expect(read('true')).toBe(true);
    expect(read('127.0.0.1')).toBe('127.0.0.1');
    expect(read(' 10.0.0.0/8 , 192.168.1.1,::1, fd00::/8 ')).toBe(
      '10.0.0.0/8,192.168.1.1,::1,fd00::/8',
    );
    expect(read('loopback,uniquelocal')).toBe('loopback,uniquelocal');
  });

  it.each(['proxy.internal', '10.0.0.0/33', '10.0.0.1/8/8', '300.1.1.1', '10.0.0.1,,'])(
    'refuses %s with a message naming TRUST_PROXY',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

import type { TestApp } from '../test/test-app';
import { createAccountTestApp, signUp } from './test-helpers';

describe('rate limits on code sending and checking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAccountTestApp({ rateLimits: true });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: payload as object,
      remoteAddress: ip,
      headers,
    });

  it('allows 3 reset codes per email per 10 minutes, for unknown emails too', async () => {
    const user = await signUp(t.app);
    for (const email of [user.email, 'unknown-person@example.com']) {
      for (let i = 0; i < 3; i++) {
        // A different address each time: this is the per-account limit, not the per-IP one.
        expect((await post('/forgot-password', { email }, `10.1.0.${i + 1}`)).statusCode).toBe(200);
      }
      const limited = await post('/forgot-password', { email }, '10.1.0.9');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
      expect(limited.json().message).toMatch(/Too many attempts/);
    }
  });

  it('allows 10 code sends per client address per hour', async () => {
    for (let i = 0; i < 10; i++) {
      expect(
        (await post('/forgot-password', { email: `p${i}@example.com` }, '10.2.0.1')).statusCode,
      ).toBe(200);
    }
    const limited = await post('/forgot-password', { email: 'p99@example.com' }, '10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(600);
    // Another client is not affected.
    expect(
      (await post('/forgot-password', { email: 'p99@example.com' }, '10.2.0.2')).statusCode,
    ).toBe(200);
  });

  it('limits email and phone codes per account', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 3; i++) {
      const res = await post(
        '/update-and-confirm-phone',
        { phone: `+6681234567${i}` },
        `10.3.0.${i + 1}`,
        user.auth,
      );
      expect(res.statusCode).toBe(200);
    }
    const limited = await post(
      '/update-and-confirm-phone',
      { phone: '+66812345679' },
      '10.3.0.9',
      user.auth,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Email is another purpose with its own budget.
    const email = await post(
      '/update-and-confirm-email',
      { email: `x-${user.email}` },
      '10.3.0.10',
      user.auth,
    );
    expect(email.statusCode).toBe(200);
  });

  it('limits email changes per account, taken addresses included, so probing them is slow', async () => {
    const user = await signUp(t.app);
    const taken = await signUp(t.app);
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) {
      // Taken or free, each try spends the same budget and gets the same answer.
      const email = i % 2 === 0 ? taken.email : `free${i}-${user.email}`;
      answers.push(
        (await post('/update-and-confirm-email', { email }, `10.5.0.${i + 1}`, user.auth))
          .statusCode,
      );
    }
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('limits code checks per client address', async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (
        await post('/reset-password/check', { email: 'a@example.com', code: '123456' }, '10.4.0.1')
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('RATE_LIMIT_DISABLED', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAccountTestApp({ rateLimits: false });
  });
  afterAll(() => t.close());

  it('turns the code limits off for end-to-end runs', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: 'same@example.com' },
      });
      expect(res.statusCode).toBe(200);
    }
  });
});

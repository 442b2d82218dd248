import { loginThrottles } from '../db/schema';
import { createAccountTestApp, latestCode } from '../account/test-helpers';
import { errorBody, registerUser, type TestApp } from '../test/test-app';
import { LOGIN_THROTTLE, delayAfter } from './login-throttle';

// The app's clock is moved by hand: delays are checked by moving time, never by sleeping.
let clock = new Date('2030-01-01T00:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

let t: TestApp;
beforeAll(async () => {
  // Per-address limits off (every request here comes from one address): only the
  // per-account throttle is under test.
  t = await createAccountTestApp({ now: () => clock });
});
afterAll(() => t.close());

const PASSWORD = 'Kamala-cliff-walk-61';
const WRONG = 'not-my-password-0';

async function account(): Promise<string> {
  const email = `throttle-${Math.random().toString(36).slice(2)}@example.com`;
  await registerUser(t.app, { email, password: PASSWORD });
  return email;
}

const attempt = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

/** Fails `count` logins in a row and checks each was an ordinary "wrong credentials". */
async function fail(email: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const res = await attempt(email, WRONG);
    expect({ i, status: res.statusCode }).toEqual({ i, status: 422 });
  }
}

describe('per-account login throttle', () => {
  it('grows from 1 s by doubling and stops at 15 minutes', () => {
    expect([4, 5, 6, 7, 14, 15, 16, 40, 10_000].map((n) => delayAfter(n))).toEqual([
      0, 1000, 2000, 4000, 512_000, 900_000, 900_000, 900_000, 900_000,
    ]);
    expect(LOGIN_THROTTLE.freeFailures).toBe(5);
  });

  it('after five failures answers 429 with Retry-After, even for the right password', async () => {
    const email = await account();
    await fail(email, 5);
    for (const password of [WRONG, PASSWORD]) {
      const res = await attempt(email, password);
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('1');
      expect(errorBody(res)).toEqual({
        message: 'Too many attempts. Please try again in 1 seconds.',
      });
    }
  });

  it('lets the owner in once the delay has passed, and forgets the failures', async () => {
    const email = await account();
    await fail(email, 5);
    expect((await attempt(email, PASSWORD)).statusCode).toBe(429);
    advance(1000);
    const res = await attempt(email, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Cleared, not merely waited out: five more mistakes are free again.
    await fail(email, 5);
    expect((await attempt(email, WRONG)).statusCode).toBe(429);
  });

  it('a successful login clears the count before the delay starts', async () => {
    const email = await account();
    await fail(email, 4);
    expect((await attempt(email, PASSWORD)).statusCode).toBe(200);
    await fail(email, 5);
  });

  it('doubles the delay with each further failure and caps it at 15 minutes', async () => {
    const email = await account();
    await fail(email, 5);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const refused = await attempt(email, WRONG);
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      advance(wait * 1000);
      expect((await attempt(email, WRONG)).statusCode).toBe(422);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    // Never a lock-out: after the capped wait the owner's password works.
    const refused = await attempt(email, PASSWORD);
    expect(refused.headers['retry-after']).toBe('900');
    advance(900_000);
    expect((await attempt(email, PASSWORD)).statusCode).toBe(200);
  });

  it('tries during a delay neither count nor make the wait longer', async () => {
    const email = await account();
    await fail(email, 5);
    advance(1000);
    await fail(email, 1); // the 6th failure: 2 s
    for (let i = 0; i < 5; i++) expect((await attempt(email, WRONG)).statusCode).toBe(429);
    advance(1000);
    expect((await attempt(email, WRONG)).headers['retry-after']).toBe('1');
    advance(1000);
    expect((await attempt(email, PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown email exactly like a known one', async () => {
    const known = await account();
    const unknown = `nobody-${Math.random().toString(36).slice(2)}@example.com`;
    const answers = async (email: string) => {
      const out: { status: number; retryAfter: unknown; body: unknown }[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await attempt(email, WRONG);
        out.push({
          status: res.statusCode,
          retryAfter: res.headers['retry-after'],
          body: errorBody(res),
        });
      }
      return out;
    };
    const fromKnown = await answers(known);
    const fromUnknown = await answers(unknown);
    expect(fromUnknown).toEqual(fromKnown);
    expect(fromKnown.map((a) => a.status)).toEqual([422, 422, 422, 422, 422, 429, 429]);
  });

  it('counts an email whatever its case', async () => {
    const email = await account();
    await fail(email.toUpperCase(), 3);
    await fail(email, 2);
    expect((await attempt(email.toUpperCase(), PASSWORD)).statusCode).toBe(429);
  });

  it("one account's failures do not delay another account", async () => {
    const victim = await account();
    const bystander = await account();
    await fail(victim, 5);
    expect((await attempt(victim, PASSWORD)).statusCode).toBe(429);
    expect((await attempt(bystander, PASSWORD)).statusCode).toBe(200);
  });

  it('lets through only the free failures of a parallel burst', async () => {
    const email = await account();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => attempt(email, WRONG).then((r) => r.statusCode)),
    );
    expect(results.filter((s) => s === 422)).toHaveLength(5);
    expect(results.filter((s) => s === 429)).toHaveLength(7);
  });

  it('forgets failures after a quiet day', async () => {
    const email = await account();
    await fail(email, 5);
    advance(LOGIN_THROTTLE.memoryMs + 1000);
    // Counting starts again: four more mistakes, then the right password, never a 429.
    await fail(email, 4);
    expect((await attempt(email, PASSWORD)).statusCode).toBe(200);
  });

  it('a password reset clears the count: the new password works at once', async () => {
    const email = await account();
    await fail(email, 5);
    advance(1000);
    await fail(email, 1);
    expect((await attempt(email, PASSWORD)).statusCode).toBe(429);
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    const code = await latestCode(t, email);
    const next = 'Nai-harn-lake-dawn-7';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { email, code, password: next, password_confirmation: next },
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt(email, next)).statusCode).toBe(200);
  });

  it('stores no email in clear, and sweeps counts nobody touched for a day', async () => {
    const email = await account();
    await fail(email, 1);
    const rows = await t.database.db.select().from(loginThrottles);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.emailHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(email);

    // Every count so far is older than a day and not waiting: the next failure sweeps them.
    advance(LOGIN_THROTTLE.memoryMs + 60 * 60 * 1000);
    const fresh = await account();
    await fail(fresh, 1);
    const left = await t.database.db.select().from(loginThrottles);
    expect(left).toHaveLength(1);
  });
});

import { eq } from 'drizzle-orm';
import { oneTimeCodes } from '../db/schema';
import { errorBody, type TestApp } from '../test/test-app';
import { FORGOT_MESSAGE, INVALID_CODE, RESET_DONE } from './password-reset-routes';
import { countOutbox, createAccountTestApp, latestCode, login, signUp } from './test-helpers';

describe('password reset by code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAccountTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload });
  const NEW_PASSWORD = 'Karon-sunset-lagoon-42';

  /** Asks for a reset code for `email` and reads it from the outbox. */
  const sendResetCode = async (email: string): Promise<string> => {
    await post('/forgot-password', { email });
    return latestCode(t, email);
  };
  const resetPassword = (email: string, code: string, password: string, confirmation = password) =>
    post('/reset-password', { email, code, password, password_confirmation: confirmation });

  it('answers the same for known and unknown emails, and mails only the known one', async () => {
    const user = await signUp(t.app);
    const before = await countOutbox(t, user.email); // registration's welcome mail
    const known = await post('/forgot-password', { email: user.email.toUpperCase() });
    const unknown = await post('/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_MESSAGE });
    expect(unknown.json()).toEqual({ message: FORGOT_MESSAGE });
    expect(await countOutbox(t, user.email)).toBe(before + 1);
    expect(await countOutbox(t, 'nobody-here@example.com')).toBe(0);
    expect(await latestCode(t, user.email)).toMatch(/^\d{6}$/);
  });

  it('validates the email field', async () => {
    const res = await post('/forgot-password', { email: 'not-an-email' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toBeDefined();
    expect(
      (await post('/forgot-password', { email: 'a@example.com', role: 'admin' })).statusCode,
    ).toBe(422);
  });

  it('checks a code without spending it, then resets and ends every session', async () => {
    const user = await signUp(t.app);
    const second = await login(t.app, user.email, user.password);
    const code = await sendResetCode(user.email);

    const check = await post('/reset-password/check', { email: user.email, code });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true });

    const reset = await resetPassword(user.email, code, NEW_PASSWORD);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: RESET_DONE });

    for (const token of [user.token, second]) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(401);
    }
    await expect(login(t.app, user.email, user.password)).rejects.toThrow();
    await expect(login(t.app, user.email, NEW_PASSWORD)).resolves.toMatch(/\S/);

    // Single use.
    const again = await resetPassword(user.email, code, 'Another-fine-password-9');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ code: [INVALID_CODE] });
  });

  it('answers 422 errors.code for a wrong code, and an unknown email alike', async () => {
    const user = await signUp(t.app);
    const code = await sendResetCode(user.email);
    const wrong = code === '111111' ? '222222' : '111111';
    for (const body of [
      { email: user.email, code: wrong },
      { email: user.email, code: 'abc' },
      { email: 'nobody@example.com', code },
    ]) {
      const res = await post('/reset-password/check', body);
      expect(res.statusCode).toBe(422);
      expect(errorBody(res)).toEqual({ message: INVALID_CODE, errors: { code: [INVALID_CODE] } });
    }
  });

  it('refuses an expired code', async () => {
    const user = await signUp(t.app);
    const code = await sendResetCode(user.email);
    await t.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.target, user.email));
    expect((await post('/reset-password/check', { email: user.email, code })).statusCode).toBe(422);
  });

  it('kills the code after five wrong tries, even for the right one', async () => {
    const user = await signUp(t.app);
    const code = await sendResetCode(user.email);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) {
      expect(
        (await post('/reset-password/check', { email: user.email, code: wrong })).statusCode,
      ).toBe(422);
    }
    const sixth = await resetPassword(user.email, code, NEW_PASSWORD);
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().errors).toEqual({ code: [INVALID_CODE] });
    await expect(login(t.app, user.email, user.password)).resolves.toMatch(/\S/);
  });

  it("does not accept another account's code or another purpose's code", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const codeA = await sendResetCode(a.email);
    expect((await post('/reset-password/check', { email: b.email, code: codeA })).statusCode).toBe(
      422,
    );

    // An email-change code of b, sent to an address, is not a reset code for b.
    await t.app.inject({
      method: 'POST',
      url: '/api/update-and-confirm-email',
      headers: b.auth,
      payload: { email: `new-${b.email}` },
    });
    const changeCode = await latestCode(t, `new-${b.email}`);
    expect(
      (await post('/reset-password/check', { email: b.email, code: changeCode })).statusCode,
    ).toBe(422);
  });

  it('applies the password policy without burning the code', async () => {
    const user = await signUp(t.app);
    const code = await sendResetCode(user.email);
    const cases: [string, string][] = [
      ['short', 'short'],
      ['password123', 'password123'],
      ['Phuket-villa-2024!', 'Phuket-villa-2024?'],
      ['x'.repeat(129), 'x'.repeat(129)],
    ];
    for (const [password, confirmation] of cases) {
      const res = await resetPassword(user.email, code, password, confirmation);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.password).toBeDefined();
    }
    const ok = await resetPassword(user.email, code, NEW_PASSWORD);
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a password that is easy to guess, the code still usable after', async () => {
    const email = `zorbtakul.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const user = await signUp(t.app, { email });
    const code = await sendResetCode(user.email);
    for (const password of ['aaaaaaa1', 'password123', 'Password1', 'zorbtakul2024']) {
      const res = await resetPassword(user.email, code, password);
      expect({ password, status: res.statusCode }).toEqual({ password, status: 422 });
      expect(Object.keys(res.json().errors)).toEqual(['password']);
      expect(res.json().errors.password[0]).toMatch(/^This password is too easy to guess\. /);
    }
    expect((await resetPassword(user.email, code, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('makes an earlier code useless once a new one is sent', async () => {
    const user = await signUp(t.app);
    const first = await sendResetCode(user.email);
    const second = await sendResetCode(user.email);
    if (first !== second) {
      expect(
        (await post('/reset-password/check', { email: user.email, code: first })).statusCode,
      ).toBe(422);
    }
    expect(
      (await post('/reset-password/check', { email: user.email, code: second })).statusCode,
    ).toBe(200);
  });
});

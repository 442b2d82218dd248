import { eq } from 'drizzle-orm';
import { oneTimeCodes, users } from '../db/schema';
import type { TestApp } from '../test/test-app';
import { normalizePhone } from './contact-routes';
import { INVALID_CODE } from './password-reset-routes';
import {
  countOutbox,
  createAccountTestApp,
  latestCode,
  latestMessage,
  login,
  signUp,
  type SignedInUser,
} from './test-helpers';

const SENT = (email: string) =>
  `We have sent an email to ${email}: enter the 6-digit code it holds.`;

describe('normalizePhone', () => {
  it('accepts valid international numbers as E.164', () => {
    expect(normalizePhone('+66 81 234 5678')).toBe('+66812345678');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone(' +1 (212) 555-0123 ')).toBe('+12125550123');
  });

  it('refuses national, short, long and non-numbers', () => {
    for (const bad of [
      '081 234 5678',
      '+66 81',
      '+66 81 234 5678 9999',
      'phone',
      '+999 1234567',
      '',
    ]) {
      expect(normalizePhone(bad)).toBeNull();
    }
  });
});

describe('email and phone change by code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAccountTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, user: SignedInUser, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: user.auth,
      payload: payload as object,
    });

  const row = async (email: string) => {
    const [r] = await t.database.db.select().from(users).where(eq(users.email, email));
    return r;
  };

  it('sends a code to the new address and changes the email once it is verified', async () => {
    const user = await signUp(t.app);
    // Registration's welcome mail went to the old address; nothing goes there after it.
    const before = await countOutbox(t, user.email);
    const next = `next-${user.email}`;
    const res = await post('/update-and-confirm-email', user, { email: next.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SENT(next) });
    // Nothing changes before the code is entered, and nothing goes to the old address.
    expect((await row(user.email))?.email).toBe(user.email);
    expect(await countOutbox(t, user.email)).toBe(before);

    const code = await latestCode(t, next);
    const verified = await post('/verify-code/email', user, { code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ email: next });
    const after = await row(next);
    expect(after?.emailVerifiedAt).toBeInstanceOf(Date);
    await expect(login(t.app, next, user.password)).resolves.toMatch(/\S/);

    // Used once.
    expect((await post('/verify-code/email', user, { code })).statusCode).toBe(422);
  });

  it('answers a taken address as a free one, and tells the truth only to its owner by mail', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const free = `free-${user.email}`;
    const taken = await post('/update-and-confirm-email', user, {
      email: other.email.toUpperCase(),
    });
    const untaken = await post('/update-and-confirm-email', user, { email: free });
    expect(taken.statusCode).toBe(200);
    expect(untaken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ message: SENT(other.email) });
    expect(untaken.json()).toEqual({ message: SENT(free) });

    const toOwner = await latestMessage(t, other.email);
    expect(toOwner?.subject).toBe('This address already has a WOW Phuket account');
    expect(toOwner?.body).toMatch(/already belongs to another WOW Phuket account/);
    expect(toOwner?.body).not.toMatch(/\b\d{6}\b/);
    await expect(latestCode(t, free)).resolves.toMatch(/^\d{6}$/);
    // No code for the taken address exists, so nothing can take it over.
    expect((await row(other.email))?.email).toBe(other.email);
  });

  it('refuses an identical or invalid email', async () => {
    const user = await signUp(t.app);
    expect((await post('/update-and-confirm-email', user, { email: user.email })).statusCode).toBe(
      422,
    );
    const invalid = await post('/update-and-confirm-email', user, { email: 'nope' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.email).toBeDefined();
  });

  it('refuses the change if the address was registered meanwhile', async () => {
    const user = await signUp(t.app);
    const wanted = `race-${user.email}`;
    await post('/update-and-confirm-email', user, { email: wanted });
    const code = await latestCode(t, wanted);
    await signUp(t.app, { email: wanted });
    const res = await post('/verify-code/email', user, { code });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['The email has already been taken.']);
  });

  it('sends an SMS code to a valid new phone and sets it once verified', async () => {
    const user = await signUp(t.app);
    const res = await post('/update-and-confirm-phone', user, { phone: '+66 81 234 5678' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('+66812345678');
    const code = await latestCode(t, '+66812345678', 'sms');
    const verified = await post('/verify-code/phone', user, { code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.phone).toBe('+66812345678');
    expect((await row(user.email))?.phoneVerifiedAt).toBeInstanceOf(Date);
    // The same confirmed number again is refused.
    expect(
      (await post('/update-and-confirm-phone', user, { phone: '+66812345678' })).statusCode,
    ).toBe(422);
  });

  it('refuses an invalid phone', async () => {
    const user = await signUp(t.app);
    for (const phone of ['0812345678', '+66 12', 'call me', '']) {
      const res = await post('/update-and-confirm-phone', user, { phone });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.phone).toBeDefined();
    }
  });

  it('keeps the code to its type, its account and its lifetime', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    await post('/update-and-confirm-phone', user, { phone: '+66 89 765 4321' });
    const code = await latestCode(t, '+66897654321', 'sms');

    const wrongType = await post('/verify-code/email', user, { code });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors).toEqual({ code: [INVALID_CODE] });
    expect((await post('/verify-code/phone', other, { code })).statusCode).toBe(422);

    await t.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeCodes.target, '+66897654321'));
    expect((await post('/verify-code/phone', user, { code })).statusCode).toBe(422);
    expect((await row(user.email))?.phoneVerifiedAt).toBeNull();
  });

  it('kills the code after five wrong tries', async () => {
    const user = await signUp(t.app);
    const next = `five-${user.email}`;
    await post('/update-and-confirm-email', user, { email: next });
    const code = await latestCode(t, next);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++)
      expect((await post('/verify-code/email', user, { code: wrong })).statusCode).toBe(422);
    expect((await post('/verify-code/email', user, { code })).statusCode).toBe(422);
    expect((await row(user.email))?.email).toBe(user.email);
  });

  it('answers 422 for an unknown verify type and refuses extra fields', async () => {
    const user = await signUp(t.app);
    const res = await post('/verify-code/password', user, { code: '123456' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.type).toBeDefined();
    expect(
      (await post('/verify-code/email', user, { code: '123456', target: 'x@example.com' }))
        .statusCode,
    ).toBe(422);
  });
});

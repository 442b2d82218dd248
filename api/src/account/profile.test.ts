import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { TestApp } from '../test/test-app';
import { PASSWORD_CHANGED } from './profile-routes';
import { DEFAULT_NOTIFICATIONS } from '@phuket/shared/contract';
import { createAccountTestApp, login, signUp, type SignedInUser } from './test-helpers';

describe('profile routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAccountTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, user: SignedInUser | null, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: user ? user.auth : {},
      payload: payload as object,
    });

  const userRow = async (email: string) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error('no user');
    return row;
  };

  it('requires a token on every profile route', async () => {
    for (const url of [
      '/profile/update',
      '/profile/update-settings',
      '/profile/get-notifications',
      '/profile/update-notifications',
      '/profile/change-password',
      '/profile/upload-avatar',
      '/profile/upload-company-logo',
      '/update-and-confirm-email',
      '/update-and-confirm-phone',
      '/verify-code/email',
    ]) {
      const res = await post(url, null, {});
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
      const bad = await t.app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { authorization: 'Bearer not-a-real-token' },
        payload: {},
      });
      expect(bad.statusCode).toBe(401);
    }
  });

  it('documents every account route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    for (const p of [
      '/api/forgot-password',
      '/api/reset-password/check',
      '/api/reset-password',
      '/api/profile/update',
      '/api/update-and-confirm-email',
      '/api/update-and-confirm-phone',
      '/api/verify-code/{type}',
      '/api/profile/change-password',
      '/api/profile/upload-avatar',
      '/api/profile/upload-company-logo',
      '/api/profile/update-settings',
      '/api/profile/get-notifications',
      '/api/profile/update-notifications',
      '/api/demo/outbox',
    ]) {
      expect(doc.paths).toHaveProperty([p]);
    }
  });

  it('updates the name', async () => {
    const user = await signUp(t.app);
    const res = await post('/profile/update', user, { name: '  Somchai Phuket  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Somchai Phuket',
      email: user.email,
      role: 'broker',
    });
    expect((await post('/profile/update', user, { name: '   ' })).statusCode).toBe(422);
    expect((await post('/profile/update', user, {})).json().errors.name).toBeDefined();
  });

  it('refuses fields the user may not set, and stores nothing', async () => {
    const user = await signUp(t.app);
    const before = await userRow(user.email);
    const attempts: [string, Record<string, unknown>][] = [
      ['/profile/update', { name: 'Hacker', role: 'admin' }],
      ['/profile/update', { name: 'Hacker', id: 1 }],
      ['/profile/update', { name: 'Hacker', user_id: 1 }],
      ['/profile/update', { name: 'Hacker', email_verified_at: '2020-01-01T00:00:00Z' }],
      ['/profile/update', { name: 'Hacker', email: 'admin@example.com' }],
      ['/profile/update-settings', { currency: 'USD', role: 'admin' }],
      ['/profile/update-notifications', { notifications: { newsletter: true }, user_id: 1 }],
      ['/profile/update-notifications', { notifications: { newsletter: true, is_admin: true } }],
      [
        '/update-and-confirm-phone',
        { phone: '+66812345678', phone_verified_at: '2020-01-01T00:00:00Z' },
      ],
    ];
    for (const [url, payload] of attempts) {
      const res = await post(url, user, payload);
      expect({ url, payload, status: res.statusCode }).toEqual({ url, payload, status: 422 });
    }
    const after = await userRow(user.email);
    expect(after).toEqual(before);
  });

  it('changes only the caller: another user stays untouched', async () => {
    const broker = await signUp(t.app);
    const victim = await signUp(t.app, { role: 'developer' });
    const before = await userRow(victim.email);
    await post('/profile/update', broker, { name: 'Broker Renamed' });
    await post('/profile/update-settings', broker, { currency: 'EUR' });
    expect((await post('/profile/update', broker, { name: 'x', id: before.id })).statusCode).toBe(
      422,
    );
    expect(await userRow(victim.email)).toEqual(before);
    expect((await userRow(broker.email)).name).toBe('Broker Renamed');
  });

  it('saves the currency', async () => {
    const user = await signUp(t.app);
    const res = await post('/profile/update-settings', user, { currency: 'USD' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.currency).toBe('USD');
    const bad = await post('/profile/update-settings', user, { currency: 'GBP' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.currency).toBeDefined();
  });

  it('saves which contacts the agent page shows: private by default, each flag optional', async () => {
    const user = await signUp(t.app);
    const me = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: user.auth })).json().user;
    expect(await me()).toMatchObject({ show_email: false, show_phone: false });

    const on = await post('/profile/update-settings', user, { currency: 'THB', show_email: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().user).toMatchObject({ currency: 'THB', show_email: true, show_phone: false });
    // A flag left out keeps its value; the currency alone still works as before.
    const phone = await post('/profile/update-settings', user, {
      currency: 'EUR',
      show_phone: true,
    });
    expect(phone.json().user).toMatchObject({
      currency: 'EUR',
      show_email: true,
      show_phone: true,
    });
    expect(
      (await post('/profile/update-settings', user, { currency: 'USD' })).json().user,
    ).toMatchObject({ currency: 'USD', show_email: true, show_phone: true });
    const off = await post('/profile/update-settings', user, {
      currency: 'USD',
      show_email: false,
      show_phone: false,
    });
    expect(off.json().user).toMatchObject({ show_email: false, show_phone: false });
    expect(await me()).toMatchObject({ show_email: false, show_phone: false });
  });

  it('keeps the notification preferences when the contact flags are saved', async () => {
    const user = await signUp(t.app);
    await post('/profile/update-notifications', user, { notifications: { newsletter: true } });
    await post('/profile/update-settings', user, { currency: 'THB', show_email: true });
    const prefs = await post('/profile/get-notifications', user, {});
    expect(prefs.json().notifications.newsletter).toBe(true);
    expect((await userRow(user.email)).settings).toMatchObject({
      show_email: true,
      notifications: { newsletter: true },
    });
  });

  it.each([
    ['a string', { show_email: 'true' }, 'show_email'],
    ['a number', { show_phone: 1 }, 'show_phone'],
    ['null', { show_email: null }, 'show_email'],
    ['an object', { show_phone: { on: true } }, 'show_phone'],
  ])('refuses %s as a contact flag with a 422 field error', async (_name, flags, field) => {
    const user = await signUp(t.app);
    const before = await userRow(user.email);
    const res = await post('/profile/update-settings', user, { currency: 'USD', ...flags });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(typeof body.message).toBe('string');
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(await userRow(user.email)).toEqual(before);
    // The same field with a boolean is fine: the refusal is for the type, not the name.
    const fine = await post('/profile/update-settings', user, { currency: 'USD', [field]: true });
    expect(fine.statusCode).toBe(200);
    expect(fine.json().user[field]).toBe(true);
  });

  it('reads default notifications and merges updates', async () => {
    const user = await signUp(t.app);
    const first = await post('/profile/get-notifications', user, {});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ notifications: DEFAULT_NOTIFICATIONS });
    expect((await post('/profile/get-notifications', user)).statusCode).toBe(200);

    const all = { new_listings: false, price_changes: true, newsletter: true, messages: false };
    const saved = await post('/profile/update-notifications', user, { notifications: all });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ notifications: all });

    const partial = await post('/profile/update-notifications', user, {
      notifications: { messages: true },
    });
    expect(partial.json()).toEqual({ notifications: { ...all, messages: true } });
    expect((await post('/profile/get-notifications', user, {})).json()).toEqual({
      notifications: { ...all, messages: true },
    });

    expect(
      (await post('/profile/update-notifications', user, { notifications: { newsletter: 'yes' } }))
        .statusCode,
    ).toBe(422);
    expect((await post('/profile/update-notifications', user, {})).statusCode).toBe(422);
    expect((await post('/profile/get-notifications', user, { extra: 1 })).statusCode).toBe(422);
  });

  describe('change password', () => {
    const NEW = 'Chalong-pier-harbour-31';

    it('needs the right current password', async () => {
      const user = await signUp(t.app);
      const res = await post('/profile/change-password', user, {
        current_password: 'wrong-password-here',
        password: NEW,
        password_confirmation: NEW,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.current_password).toEqual(['The current password is incorrect.']);
    });

    it('applies the password policy', async () => {
      const user = await signUp(t.app);
      for (const [password, password_confirmation] of [
        ['short', 'short'],
        ['password123', 'password123'],
        [NEW, `${NEW}x`],
        [user.password, user.password],
      ]) {
        const res = await post('/profile/change-password', user, {
          current_password: user.password,
          password,
          password_confirmation,
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.password).toBeDefined();
      }
    });

    it('refuses a new password that is easy to guess', async () => {
      const email = `zorbtakul.${Math.random().toString(36).slice(2, 8)}@example.com`;
      const user = await signUp(t.app, { email });
      for (const password of ['aaaaaaa1', 'password123', 'Password1', 'zorbtakul2024']) {
        const res = await post('/profile/change-password', user, {
          current_password: user.password,
          password,
          password_confirmation: password,
        });
        expect({ password, status: res.statusCode }).toEqual({ password, status: 422 });
        expect(Object.keys(res.json().errors)).toEqual(['password']);
        expect(res.json().errors.password[0]).toMatch(/^This password is too easy to guess\. /);
      }
      // The account's password is still the old one.
      await expect(login(t.app, user.email, user.password)).resolves.toMatch(/\S/);
    });

    it('changes it, keeps this session and ends the others', async () => {
      const user = await signUp(t.app);
      const other = await login(t.app, user.email, user.password);
      const res = await post('/profile/change-password', user, {
        current_password: user.password,
        password: NEW,
        password_confirmation: NEW,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: PASSWORD_CHANGED });
      const me = (token: string) =>
        t.app.inject({
          method: 'GET',
          url: '/api/user',
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await me(user.token)).statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(401);
      await expect(login(t.app, user.email, NEW)).resolves.toMatch(/\S/);
    });
  });
});

import { EMAIL_NOT_CONFIRMED } from '@phuket/shared/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { listings, users } from '../db/schema';
import { INVALID_CODE } from './password-reset-routes';
import { createAccountTestApp, latestCode, latestMessage } from './test-helpers';
import { registerUser, type TestApp } from '../test/test-app';

/*
 * A new account confirms its email with the code registration mails it: until then it signs
 * in and drafts, but publishes nothing (listing, developer, project) and makes no presentation
 * link. The profile sends a new code for the address it has. Over real HTTP handling, with the
 * demo accounts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createAccountTestApp({ demo: true });
});
afterAll(() => t.close());

interface Account {
  email: string;
  headers: Record<string, string>;
}

async function newAccount(role: 'broker' | 'developer', language?: string): Promise<Account> {
  const email = `confirm-${role}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    headers: language ? { 'accept-language': language } : {},
    payload: {
      name: 'New Account',
      email,
      password: 'Andaman-sea-breeze-77',
      password_confirmation: 'Andaman-sea-breeze-77',
      role,
    },
  });
  expect(res.statusCode).toBe(201);
  return {
    email,
    headers: { authorization: `Bearer ${res.json<{ access_token: string }>().access_token}` },
  };
}

const api = (who: Account, method: InjectOptions['method'], url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

async function verified(who: Account): Promise<boolean> {
  return (await api(who, 'GET', '/user')).json<{ user: { email_verified: boolean } }>().user
    .email_verified;
}

/** A published listing of the demo broker (rows written directly: publishing is not the subject). */
async function publishedListingId(): Promise<number> {
  const [broker] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'broker@example.com'));
  const [row] = await t.database.db
    .insert(listings)
    .values({
      userId: broker!.id,
      status: 'published',
      offerType: 'Sale',
      propertyType: 'Villa',
      title: 'Pool villa in Kata',
      price: '20000000',
      priceThb: '20000000',
      currency: 'THB',
    })
    .returning({ id: listings.id });
  return row!.id;
}

describe('email confirmation of a new account', () => {
  it('registration mails a code; the account signs in unconfirmed', async () => {
    const who = await newAccount('broker');
    expect(await verified(who)).toBe(false);
    const mail = await latestMessage(t, who.email);
    expect(mail?.subject).toMatch(/^\d{6} confirms your new .+ account$/);
    expect(mail?.body).toContain('/profile/edit#email');
    expect(mail?.body).toContain('you can fill in drafts, but not publish them');
  });

  it('the mail is in the language the visitor registered in, and links to that profile', async () => {
    const who = await newAccount('broker', 'ru');
    const mail = await latestMessage(t, who.email);
    expect(mail?.subject).toContain('подтверждает ваш новый аккаунт');
    expect(mail?.body).toMatch(/\/ru\/profile\/edit#email/);
  });

  it('an unconfirmed broker drafts, but publishing answers 403 until the code is entered', async () => {
    const who = await newAccount('broker');
    const draft = await api(who, 'POST', '/listing/store?step=1', {
      title: 'Sea view villa',
      offer_type: 'Sale',
      property_type: 'Villa',
    });
    expect(draft.statusCode).toBe(201);
    const { id } = draft.json<{ id: number }>();

    const refused = await api(who, 'POST', `/listing/${id}/publish`, { version: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: EMAIL_NOT_CONFIRMED });

    const confirm = await api(who, 'POST', '/verify-code/email', {
      code: await latestCode(t, who.email),
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ user: { email: who.email, email_verified: true } });

    // Confirmed: what stands in the way now is the listing itself (no price, location, photos).
    const missing = await api(who, 'POST', `/listing/${id}/publish`, { version: 1 });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json<{ errors: object }>().errors)).toEqual(
      expect.arrayContaining(['price', 'location', 'photos']),
    );
  });

  it('another owner’s listing is still 404 for an unconfirmed account (no 403 that tells it exists)', async () => {
    const who = await newAccount('broker');
    const res = await api(who, 'POST', `/listing/${await publishedListingId()}/publish`, {
      version: 1,
    });
    expect(res.statusCode).toBe(404);
  });

  it('an unconfirmed developer drafts a developer and a project but publishes neither', async () => {
    const who = await newAccount('developer');
    const developer = await api(who, 'POST', '/developers?step=2', { title: 'Fresh Dev Co' });
    expect(developer.statusCode).toBe(201);
    const developerId = developer.json<{ id: number }>().id;
    const project = await api(who, 'POST', '/projects?step=2', { title: 'Fresh Project' });
    expect(project.statusCode).toBe(201);
    const projectId = project.json<{ id: number }>().id;

    for (const url of [`/developers/${developerId}/publish`, `/projects/${projectId}/publish`]) {
      const res = await api(who, 'POST', url, { version: 1 });
      expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([
        403,
        EMAIL_NOT_CONFIRMED,
      ]);
    }
  });

  it('an unconfirmed broker makes no presentation link, and duplicates none', async () => {
    const who = await newAccount('broker');
    const body = { title: 'For the Ivanovs', items: [{ listing_id: await publishedListingId() }] };
    const refused = await api(who, 'POST', '/presentations', body);
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
      403,
      EMAIL_NOT_CONFIRMED,
    ]);
    expect((await api(who, 'GET', '/presentations')).json<{ data: unknown[] }>().data).toEqual([]);

    await api(who, 'POST', '/verify-code/email', { code: await latestCode(t, who.email) });
    const created = await api(who, 'POST', '/presentations', body);
    expect(created.statusCode).toBe(201);
    const copy = await api(
      who,
      'POST',
      `/presentations/${created.json<{ id: number }>().id}/duplicate`,
      {},
    );
    expect(copy.statusCode).toBe(201);
  });

  it('the profile sends a new code for the address the account has; the old code stops working', async () => {
    const who = await newAccount('broker');
    const first = await latestCode(t, who.email);
    const again = await api(who, 'POST', '/update-and-confirm-email', {
      email: who.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message: `We have sent an email to ${who.email}: enter the 6-digit code it holds.`,
    });
    const second = await latestCode(t, who.email);
    if (second !== first) {
      const stale = await api(who, 'POST', '/verify-code/email', { code: first });
      expect(stale.statusCode).toBe(422);
      expect(stale.json()).toMatchObject({ errors: { code: [INVALID_CODE] } });
    }
    const wrong = await api(who, 'POST', '/verify-code/email', { code: 'abcdef' });
    expect(wrong.statusCode).toBe(422);
    expect(await verified(who)).toBe(false);

    expect((await api(who, 'POST', '/verify-code/email', { code: second })).statusCode).toBe(200);
    expect(await verified(who)).toBe(true);
    const already = await api(who, 'POST', '/update-and-confirm-email', { email: who.email });
    expect(already.statusCode).toBe(422);
    expect(already.json()).toMatchObject({
      errors: { email: ['This is already your email address.'] },
    });
  });

  it('the seeded and the test helper accounts are confirmed; `confirmed: false` keeps one unconfirmed', async () => {
    const confirmed = await registerUser(t.app);
    const unconfirmed = await registerUser(t.app, {}, { confirmed: false });
    expect(
      await verified({
        email: confirmed.email,
        headers: { authorization: `Bearer ${confirmed.token}` },
      }),
    ).toBe(true);
    expect(
      await verified({
        email: unconfirmed.email,
        headers: { authorization: `Bearer ${unconfirmed.token}` },
      }),
    ).toBe(false);
  });
});

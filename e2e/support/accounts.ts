import type { APIRequestContext, Browser, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Phuket-demo-2024';
export const demoUsers = {
  broker: { email: 'broker@example.com', name: 'Boris Broker' },
  developer: { email: 'developer@example.com', name: 'Dara Developer' },
  admin: { email: 'admin@example.com', name: 'Anna Admin' },
  buyer: { email: 'buyer@example.com', name: 'Bella Buyer' },
} as const;
export type DemoRole = keyof typeof demoUsers;

/**
 * The accessible name of the header's avatar link for a user without a photo: the initial it
 * shows, then whose profile it is (WCAG 2.5.3, label in name).
 */
export function avatarLinkName(name: string): string {
  return `${(name.trim()[0] ?? '?').toUpperCase()} — ${name}’s profile`;
}

/**
 * Signs in through the real API and puts the token where the site keeps it (docs/product-rules.md §4), so a
 * test starts as that user without repeating the login screen (tested on its own).
 */
export async function signInAs(page: Page, role: DemoRole): Promise<string> {
  const response = await page.request.post('/api/login', {
    data: { email: demoUsers[role].email, password: DEMO_PASSWORD },
  });
  if (!response.ok())
    throw new Error(`login as ${role}: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  // Once per tab, so a later logout in the test is not undone by the next page load.
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e-signed-in')) return;
    window.sessionStorage.setItem('e2e-signed-in', '1');
    window.localStorage.setItem('token', value);
  }, token);
  return token;
}

/**
 * The newest 6-digit code mailed (or texted) to `to`, from the demo outbox (newest first);
 * `subject` picks one kind of mail when the address has received several.
 */
export async function readCode(
  request: APIRequestContext,
  to: string,
  subject?: RegExp,
): Promise<string> {
  const response = await request.get('/api/demo/outbox', { params: { to } });
  if (!response.ok()) throw new Error(`outbox: ${response.status()}`);
  const { data } = (await response.json()) as {
    data: { to: string; subject: string | null; body: string }[];
  };
  const message = data.find(
    (item) => item.to === to && (subject === undefined || subject.test(item.subject ?? '')),
  );
  const code = message?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** The subject of the mail registration sends: the code that confirms the new address. */
export const WELCOME_SUBJECT = /confirms your new .+ account/;

export interface NewAccount {
  token: string;
  email: string;
  password: string;
  name: string;
}

/**
 * A fresh account through the real API: registered, then (unless `confirmed: false`) confirmed
 * with the code registration mailed, as a user does on the profile page, and (unless
 * `verified: false`) verified by the demo admin on the staff's users page's API. Unconfirmed
 * accounts may draft but not publish; unverified ones publish into the moderation queue.
 */
export async function registerAccount(
  request: APIRequestContext,
  {
    label,
    name = 'New Account',
    role = 'broker',
    phone = '+66812345672',
    password = 'Kata-beach-2024',
    confirmed = true,
    verified = true,
  }: {
    /** Part of the unique email address: which test made the account. */
    label: string;
    name?: string;
    role?: 'broker' | 'developer';
    phone?: string;
    password?: string;
    confirmed?: boolean;
    verified?: boolean;
  },
): Promise<NewAccount> {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await request.post('/api/register', {
    data: { name, email, phone, password, password_confirmation: password, role },
  });
  if (response.status() !== 201) {
    throw new Error(`register: ${response.status()} ${await response.text()}`);
  }
  const token = ((await response.json()) as { access_token: string }).access_token;
  if (confirmed) await confirmEmail(request, token, email);
  if (verified) await verifyAccount(request, token);
  return { token, email, password, name };
}

/**
 * The demo admin's token, one per worker: tests that register several accounts at once would
 * otherwise sign the admin in several times at once, and the login throttle counts each try
 * before its password is checked (six at once answer 429, as for a guesser).
 */
let adminToken: Promise<string> | null = null;

function signedInAdmin(request: APIRequestContext): Promise<string> {
  adminToken ??= (async () => {
    const login = await request.post('/api/login', {
      data: { email: demoUsers.admin.email, password: DEMO_PASSWORD },
    });
    if (!login.ok()) throw new Error(`admin login: ${login.status()} ${await login.text()}`);
    return ((await login.json()) as { token: string }).token;
  })();
  adminToken.catch(() => {
    adminToken = null;
  });
  return adminToken;
}

/**
 * The demo admin verifies the account behind `token` (or takes it back), as the staff's users
 * page does.
 */
export async function verifyAccount(
  request: APIRequestContext,
  token: string,
  verified = true,
): Promise<void> {
  const id = await accountIdOf(request, token);
  const send = async () =>
    request.post(`/api/admin/users/${id}/verify`, {
      headers: { authorization: `Bearer ${await signedInAdmin(request)}` },
      data: { verified },
    });
  let response = await send();
  // A test that signs the admin out everywhere ends this worker's token too: sign in again.
  if (response.status() === 401) {
    adminToken = null;
    response = await send();
  }
  if (!response.ok()) throw new Error(`verify: ${response.status()} ${await response.text()}`);
}

/** Enters the code registration mailed to `email`, as the profile page does. */
export async function confirmEmail(
  request: APIRequestContext,
  token: string,
  email: string,
): Promise<void> {
  // The mail goes out just after the registration's answer: wait for it a moment.
  let code: string | undefined;
  for (let attempt = 0; attempt < 20 && code === undefined; attempt += 1) {
    code = await readCode(request, email, WELCOME_SUBJECT).catch(() => undefined);
    if (code === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (code === undefined) throw new Error(`no confirmation code for ${email}`);
  const response = await request.post('/api/verify-code/email', {
    headers: { authorization: `Bearer ${token}` },
    data: { code },
  });
  if (!response.ok())
    throw new Error(`confirm email: ${response.status()} ${await response.text()}`);
}

/** A new tab signed in as `account` (its token in localStorage, as a login leaves it). */
export async function signedInTab(
  browser: Browser,
  account: { token: string },
  width: number,
): Promise<Page> {
  const tab = await browser.newPage({ viewport: { width, height: 900 } });
  await tab.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e-signed-in')) return;
    window.sessionStorage.setItem('e2e-signed-in', '1');
    window.localStorage.setItem('token', value);
  }, account.token);
  return tab;
}

/** The id of the account behind `token`. */
export async function accountIdOf(request: APIRequestContext, token: string): Promise<number> {
  const me = await request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
  return ((await me.json()) as { user: { id: number } }).user.id;
}

/**
 * One of the demo broker's published listings from the public search, counted from the end of
 * its third page (the oldest ones): specs that change the newest listings of the same broker
 * run in parallel, so each spec that needs one of its own takes another position.
 */
export async function demoBrokerListing(
  request: APIRequestContext,
  fromEnd: number,
): Promise<{ id: number; title: string }> {
  const login = await request.post('/api/login', {
    data: { email: demoUsers.broker.email, password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const me = await request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
  const { user } = (await me.json()) as { user: { id: number } };
  const search = await request.get('/api/properties', {
    params: { 'filter[user_id]': user.id, per_page: 12, page: 3 },
  });
  if (!search.ok()) throw new Error(`the broker's listings: ${search.status()}`);
  const { data } = (await search.json()) as { data: { id: number; title: string }[] };
  const found = data.at(-fromEnd);
  if (!found) throw new Error('the demo broker has no third page of published listings');
  return found;
}

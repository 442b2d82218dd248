import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { DEMO_PASSWORD, WELCOME_SUBJECT, demoUsers } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { lookAt } from '../support/look';

// Saved searches with alerts: a guest asks to save a search and signs in from the dialog, the
// visitor saves it (instant alerts), finds it on /profile/saved-searches, the demo broker
// publishes a matching listing, the alert arrives in the outbox with RFC 8058 headers and its
// link unsubscribes. Against the real API, job queue and database; the steps run in order.
test.describe.configure({ mode: 'serial' });

// Unique per run: the API process and its database are shared with the other specs.
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const VISITOR_EMAIL = `searcher-${RUN}@example.com`;
const VISITOR_PASSWORD = 'Andaman-sea-breeze-77';
const SEARCH_NAME = `Watch ${RUN}`;

interface Draft {
  id: number;
  version: number;
  title: string | null;
  offer_type: string | null;
  property_type: string | null;
  location_id: number | null;
}

let brokerToken = '';
let listing: Draft;
let searchUrl = '';

/**
 * One of the demo broker's published listings, preferably of a kind few specs count (the
 * catalog specs count villas and apartments; the enquiries and my-listings specs use other
 * pages of the same broker's list).
 */
async function brokerListing(request: APIRequestContext): Promise<Draft> {
  const login = await request.post('/api/login', {
    data: { email: demoUsers.broker.email, password: DEMO_PASSWORD },
  });
  brokerToken = ((await login.json()) as { token: string }).token;
  const headers = { authorization: `Bearer ${brokerToken}` };
  const me = await request.get('/api/user', { headers });
  const { user } = (await me.json()) as { user: { id: number } };
  for (const type of ['Commercial', 'Land plot', 'Building', 'Townhouse']) {
    const search = await request.get('/api/properties', {
      params: { 'filter[user_id]': user.id, 'filter[property_type]': type, per_page: 12 },
    });
    const { data } = (await search.json()) as { data: { id: number }[] };
    const found = data.at(-1);
    if (!found) continue;
    const draft = await request.get(`/api/listing/${found.id}`, { headers });
    const row = (await draft.json()) as Draft;
    if (row.location_id !== null) return row;
  }
  throw new Error('the demo broker has no published listing of the rarer types');
}

/** The mails to `to` other than the welcome that registration sends. */
async function outboxFor(page: Page, to: string) {
  const answer = await page.request.get('/api/demo/outbox', { params: { to } });
  const { data } = (await answer.json()) as {
    data: { subject: string | null; body: string; headers?: Record<string, string> }[];
  };
  return data.filter((mail) => !WELCOME_SUBJECT.test(mail.subject ?? ''));
}

test.beforeAll(async ({ request }) => {
  listing = await brokerListing(request);
  const query = new URLSearchParams({
    offer_type: listing.offer_type ?? '',
    property_type: listing.property_type ?? '',
    location_id: String(listing.location_id),
  });
  searchUrl = `/properties?${query.toString()}`;
  const res = await request.post('/api/register', {
    data: {
      name: `Searching Sam ${RUN}`,
      email: VISITOR_EMAIL,
      password: VISITOR_PASSWORD,
      password_confirmation: VISITOR_PASSWORD,
      role: 'broker',
    },
  });
  expect(res.status()).toBe(201);
});

test('a guest who saves a search signs in from the dialog and comes back; the dialog saves it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(searchUrl);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Save search' }).click();
  await page
    .getByRole('dialog', { name: 'Save this search' })
    .getByRole('link', { name: 'Log in to keep it with your favourites' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(VISITOR_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(VISITOR_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/properties\\?`));
  expect(new URL(page.url()).searchParams.get('location_id')).toBe(String(listing.location_id));

  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue(/ in /);
  await expect(dialog.getByRole('radio', { name: /Daily/ })).toBeChecked();
  await expectNoAxeViolations(page, 'dialog');
  await lookAt(page, { path: test.info().outputPath('save-search-dialog-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, { path: test.info().outputPath('save-search-dialog-390.png') });

  // An empty name is refused before anything is sent; the cursor goes to it.
  await dialog.getByLabel('Name').fill('');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByText('The name field is required.')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();

  await dialog.getByLabel('Name').fill(SEARCH_NAME);
  await dialog.getByRole('radio', { name: /Instantly/ }).check();
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByRole('heading', { name: 'Search saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save search' })).toBeFocused();
});

test('the search is on /profile/saved-searches, linked from the account menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(VISITOR_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(VISITOR_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Your areas' }).click();
  await page.getByRole('link', { name: 'Saved searches' }).click();
  await expect(page).toHaveURL(/\/profile\/saved-searches$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible();
  const link = page.getByRole('link', { name: SEARCH_NAME });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  expect(new URLSearchParams(href.split('?')[1]).get('location_id')).toBe(
    String(listing.location_id),
  );
  const card = page.locator('article').filter({ has: link });
  await expect(card.getByLabel('Email me')).toHaveValue('instant');
  await expectNoAxeViolations(page, 'main');
  await lookAt(page, {
    path: test.info().outputPath('saved-searches-1280.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, { path: test.info().outputPath('saved-searches-390.png'), fullPage: true });
});

test('publishing a matching listing mails an alert whose link unsubscribes', async ({ page }) => {
  const headers = { authorization: `Bearer ${brokerToken}` };
  // Out of the search and straight back: the broker publishing it is what the alert is about.
  const down = await page.request.post(`/api/listing/${listing.id}/unpublish`, {
    headers,
    data: { version: listing.version },
  });
  expect(down.ok()).toBe(true);
  const { version } = (await down.json()) as { version: number };
  const up = await page.request.post(`/api/listing/${listing.id}/publish`, {
    headers,
    data: { version },
  });
  expect(up.ok()).toBe(true);

  // The instant job runs on the queue's workers.
  await expect
    .poll(async () => (await outboxFor(page, VISITOR_EMAIL)).length, { timeout: 30_000 })
    .toBe(1);
  const [mail] = await outboxFor(page, VISITOR_EMAIL);
  expect(mail?.subject).toBe(`New property for "${SEARCH_NAME}"`);
  expect(mail?.body).toContain(`/properties/${listing.id}`);
  expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = /https?:\/\/\S+\/saved-searches\/unsubscribe\?token=\S+/.exec(mail?.body ?? '')?.[0];
  expect(link).toBeDefined();
  expect(mail?.headers?.['List-Unsubscribe']).toBe(`<${link}>`);

  // The link opens a page that asks; the button unsubscribes.
  const url = new URL(link ?? '');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Stop these alerts?' })).toBeVisible();
  await expect(page.getByText(SEARCH_NAME)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();

  const login = await page.request.post('/api/login', {
    data: { email: VISITOR_EMAIL, password: VISITOR_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const list = await page.request.get('/api/saved-searches', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await list.json()) as { data: unknown[] }).data).toEqual([]);
});

test('a guest saves a search by email on a phone, and the mailed link starts the alert', async ({
  page,
}) => {
  const email = `guest-alert-${RUN}@example.com`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(searchUrl);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await expectNoAxeViolations(page, 'dialog');
  await lookAt(page, { path: test.info().outputPath('save-search-guest-390.png') });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  await expect.poll(async () => (await outboxFor(page, email)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await outboxFor(page, email);
  expect(mail?.subject).toMatch(/^Confirm your alert for ".+"$/);
  const link = /https?:\/\/\S+\/saved-searches\/confirm\?token=\S+/.exec(mail?.body ?? '')?.[0];
  expect(link).toBeDefined();

  // Opening the link asks (a mail scanner confirms nothing); the button confirms.
  const url = new URL(link ?? '');
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your alert' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your alert is on' })).toBeVisible();
  const back = page.getByRole('link', { name: 'See the properties' });
  expect(
    new URLSearchParams((await back.getAttribute('href'))?.split('?')[1]).get('location_id'),
  ).toBe(String(listing.location_id));
  await lookAt(page, { path: test.info().outputPath('guest-alert-on-390.png') });
});

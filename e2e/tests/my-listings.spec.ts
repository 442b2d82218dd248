import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { DEMO_PASSWORD, avatarLinkName, demoUsers, signInAs } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { lookAt } from '../support/look';

// "My listings" (/listing) as the demo broker, against the real API and database.
// The tests share the demo broker's listings (they publish, duplicate and delete), so they run
// one after another.
test.describe.configure({ mode: 'serial' });

/** The demo broker's listings in the fixed seed (api/src/seed/catalog): 40, all published. */
const SEEDED = 40;
const PAGES = Math.ceil(SEEDED / 6);

interface MyListingRow {
  id: number;
  title: string;
  status: string;
  offer_type: string | null;
}

async function login(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

async function myListings(
  request: APIRequestContext,
  token: string,
  params: Record<string, string | number> = {},
): Promise<{ data: MyListingRow[]; meta: { total: number } }> {
  const response = await request.get('/api/get/broker/listings', {
    headers: { authorization: `Bearer ${token}` },
    params,
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { data: MyListingRow[]; meta: { total: number } };
}

/** A fresh broker through the API, signed in on this tab. */
async function registerBroker(page: Page): Promise<string> {
  const email = `my-listings-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await page.request.post('/api/register', {
    data: {
      name: 'Nok Newbroker',
      email,
      phone: '+66812345670',
      password: 'Kata-beach-2024',
      password_confirmation: 'Kata-beach-2024',
      role: 'broker',
    },
  });
  expect(response.status()).toBe(201);
  const { access_token: token } = (await response.json()) as { access_token: string };
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e-signed-in')) return;
    window.sessionStorage.setItem('e2e-signed-in', '1');
    window.localStorage.setItem('token', value);
  }, token);
  return token;
}

function rows(page: Page): Locator {
  return page.getByTestId('my-listing');
}

function rowTitled(page: Page, title: string): Locator {
  return rows(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Whether the public search (/api/properties, what /properties shows) lists this id. */
async function inSearch(request: APIRequestContext, brokerId: number, id: number) {
  const response = await request.get('/api/properties', {
    params: { 'filter[user_id]': brokerId, per_page: 100 },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { id: number }[] };
  return data.some((listing) => listing.id === id);
}

async function brokerId(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/user', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { user: { id: number } }).user.id;
}

const today = () =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(),
  );

test('the demo broker pages through their seeded listings; status, title and page live in the URL', async ({
  page,
}) => {
  await signInAs(page, 'broker');
  await page.goto('/listing');
  await expect(page.getByRole('heading', { level: 1, name: 'My listings' })).toBeVisible();
  await expect(page.getByText(`${SEEDED} listings, page 1 of ${PAGES}`)).toBeVisible();
  await expect(rows(page)).toHaveCount(6);
  // Every seeded row is published and complete.
  await expect(rows(page).first().getByText('Published', { exact: true })).toBeVisible();
  await expect(rows(page).first().getByText('Complete', { exact: true })).toBeVisible();

  const pages = page.getByRole('navigation', { name: 'Listing pages' });
  await pages.getByRole('button', { name: `Page ${PAGES}` }).click();
  await expect(page).toHaveURL(new RegExp(`/listing\\?page=${PAGES}$`));
  await expect(rows(page)).toHaveCount(SEEDED - (PAGES - 1) * 6);
  await page.reload();
  await expect(page.getByText(`page ${PAGES} of ${PAGES}`)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/listing$/);
  await expect(page.getByText(`${SEEDED} listings, page 1 of ${PAGES}`)).toBeVisible();

  // Nothing of the seed is a draft: the filter says so and offers to clear it.
  await page.getByLabel('Status').selectOption('draft');
  await expect(page).toHaveURL(/\/listing\?status=draft$/);
  await expect(page.getByRole('heading', { name: 'No listings match your filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/listing$/);
  await expect(page.getByLabel('Status')).toHaveValue('');
  await expect(rows(page)).toHaveCount(6);

  await page.getByLabel('Status').selectOption('published');
  await expect(page.getByText(`${SEEDED} listings, page 1 of ${PAGES}`)).toBeVisible();

  // A word of the first title finds that listing and only listings with it in the title.
  const title = (await rows(page).first().getByRole('heading').textContent()) ?? '';
  const word = title.split(' ').at(-1) ?? '';
  expect(word.length).toBeGreaterThan(2);
  await page.getByLabel('Search by title').fill(word.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(
    new RegExp(`status=published&title=${encodeURIComponent(word.toLowerCase())}$`),
  );
  await expect(rowTitled(page, title)).toHaveCount(1);
  // Polled: the first title is also in the unfiltered page shown until the answer arrives.
  await expect
    .poll(async () =>
      (await rows(page).getByRole('heading').allTextContents()).every((heading) =>
        heading.toLowerCase().includes(word.toLowerCase()),
      ),
    )
    .toBe(true);
  await page.reload();
  await expect(page.getByLabel('Search by title')).toHaveValue(word.toLowerCase());
  await expect(page.getByLabel('Status')).toHaveValue('published');
  await expect(rowTitled(page, title)).toHaveCount(1);
});

test('unpublishing takes a listing out of /properties and publishing puts it back', async ({
  page,
}) => {
  const token = await signInAs(page, 'broker');
  const owner = await brokerId(page.request, token);
  const { data } = await myListings(page.request, token, { 'filter[status]': 'published' });
  const listing = data[0] as MyListingRow;
  expect(await inSearch(page.request, owner, listing.id)).toBe(true);

  await page.goto(`/listing?title=${encodeURIComponent(listing.title)}`);
  await waitForApp(page);
  const row = rowTitled(page, listing.title).first();
  await row.getByRole('button', { name: /^Unpublish/ }).click();
  await expect(row.getByText('Unpublished. It is a draft again')).toBeVisible();
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Unpublish/ })).toHaveCount(0);
  expect(await inSearch(page.request, owner, listing.id)).toBe(false);

  await row.getByRole('button', { name: /^Publish/ }).click();
  await expect(row.getByText('Published. It is now in the search.')).toBeVisible();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await expect(row.getByText(`Confirmed available on ${today()}`)).toBeVisible();
  expect(await inSearch(page.request, owner, listing.id)).toBe(true);

  await row.getByRole('button', { name: /^Confirm available/ }).click();
  await expect(row.getByText('Confirmed available today.')).toBeVisible();

  // The property page agrees with the search.
  await page.goto(`/properties/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
});

test('Confirm available in my listings dates the listing there and on its property page', async ({
  page,
}) => {
  const token = await signInAs(page, 'broker');
  const { data } = await myListings(page.request, token, { 'filter[status]': 'published' });
  const listing = data[1] as MyListingRow;

  await page.goto(`/listing?title=${encodeURIComponent(listing.title)}`);
  await waitForApp(page);
  const row = rowTitled(page, listing.title).first();
  const confirm = row.getByRole('button', { name: /^Confirm available/ });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(row.getByText('Confirmed available today.')).toBeVisible();
  await expect(row.getByText(`Confirmed available on ${today()}`)).toBeVisible();
  await expectNoAxeViolations(page, '[data-testid="my-listing"]');

  await page.goto(`/properties/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await expect(page.getByText(`Confirmed available on ${today()}`)).toBeVisible();
});

test('duplicates a listing as a new draft and deletes the copy after confirming', async ({
  page,
}) => {
  await signInAs(page, 'broker');
  await page.goto('/listing?page=2');
  await waitForApp(page);
  const source = rows(page).first();
  const title = (await source.getByRole('heading').textContent()) ?? '';
  await source.getByRole('button', { name: /^Duplicate/ }).click();

  // The copy heads an unfiltered page 1, marked, as a draft of the same listing.
  await expect(page).toHaveURL(/\/listing$/);
  await expect(page.getByText(`A copy was made as a new draft: ${title}.`)).toBeVisible();
  await expect(page.getByText(`${SEEDED + 1} listings`)).toBeVisible();
  const copy = rows(page).first();
  await expect(copy.getByText('New copy')).toBeVisible();
  await expect(copy.getByRole('heading')).toHaveText(title);
  await expect(copy.getByText('Draft', { exact: true })).toBeVisible();
  await expect(copy.getByRole('link', { name: /^Edit/ })).toHaveAttribute(
    'href',
    /\/listing\/create\/\d+$/,
  );

  // The dialog: Cancel has focus, Tab stays inside, Escape closes and focus returns.
  const remove = copy.getByRole('button', { name: /^Delete/ });
  await remove.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this listing?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete listing' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(page.getByText(`${SEEDED + 1} listings`)).toBeVisible();

  await remove.click();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete listing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`“${title}” was deleted.`)).toBeVisible();
  await expect(page.getByText(`${SEEDED} listings, page 1 of ${PAGES}`)).toBeVisible();
  await expect(page.getByText('New copy')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'My listings' })).toBeFocused();
});

test('another broker and the admin cannot act on the demo broker’s listings', async ({ page }) => {
  const owner = await login(page.request, demoUsers.broker.email);
  const [listing] = (await myListings(page.request, owner)).data;
  if (!listing) throw new Error('the demo broker has no listing');
  const stranger = await registerBroker(page);
  const admin = await login(page.request, demoUsers.admin.email);
  const as = (token: string) => ({ authorization: `Bearer ${token}` });

  // Another broker: 404, as for an id that does not exist.
  for (const path of ['publish', 'unpublish', 'archive', 'duplicate']) {
    const response = await page.request.post(`/api/listing/${listing.id}/${path}`, {
      headers: as(stranger),
      data: path === 'duplicate' ? {} : { version: 1 },
    });
    expect([path, response.status()]).toEqual([path, 404]);
  }
  const deleted = await page.request.delete(`/api/listing/${listing.id}/delete-listing`, {
    headers: as(stranger),
    params: { version: 1 },
  });
  expect(deleted.status()).toBe(404);
  // The admin moderates (unpublish) but does not run the owner's actions.
  const published = await page.request.post(`/api/listing/${listing.id}/publish`, {
    headers: as(admin),
    data: { version: 1 },
  });
  expect(published.status()).toBe(403);
  const adminDelete = await page.request.delete(`/api/listing/${listing.id}/delete-listing`, {
    headers: as(admin),
    params: { version: 1 },
  });
  expect(adminDelete.status()).toBe(403);
  expect((await myListings(page.request, owner)).meta.total).toBe(SEEDED);

  // Nor does the stranger's own page show them: theirs is empty.
  await page.goto('/listing');
  await expect(page.getByRole('heading', { name: 'You have no listings yet' })).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});

test('a new broker is shown how to add the first listing', async ({ page }) => {
  await registerBroker(page);
  await page.goto('/listing');
  await expect(page.getByRole('heading', { name: 'You have no listings yet' })).toBeVisible();
  const add = page.getByRole('link', { name: 'Add your first listing' });
  await expect(add).toHaveAttribute('href', '/listing/create');
  await expectNoAxeViolations(page);
  await add.click();
  await expect(page).toHaveURL(/\/listing\/create$/);
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`has no axe violations (WCAG 2.2 AA) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInAs(page, 'broker');
    await page.goto('/listing');
    await expect(rows(page)).toHaveCount(6);
    await expectNoAxeViolations(page);
    // For a person to look at.
    await lookAt(page, { path: test.info().outputPath(`my-listings-${width}.png`) });
  });
}

test.describe('header: the signed-in user’s areas', () => {
  const expected: Record<'broker' | 'admin', string[]> = {
    broker: [
      'Profile',
      'My listings',
      'Presentations',
      'Enquiries',
      'Saved searches',
      'Sent enquiries',
    ],
    admin: [
      'Profile',
      'Saved searches',
      'Sent enquiries',
      'Developers database',
      'Projects database',
      'Overview',
      'Moderation',
      'Company claims',
      'Users',
      'Audit log',
    ],
  };
  for (const role of ['broker', 'admin'] as const) {
    test(`${role === 'admin' ? 'an' : 'a'} ${role} reaches their areas from beside the avatar`, async ({
      page,
    }) => {
      await signInAs(page, role);
      await page.goto('/about-us');
      await waitForApp(page);
      const header = page.getByRole('banner');
      // The avatar still goes to /profile in one click (docs/product-rules.md §2).
      await expect(
        header.getByRole('link', { name: avatarLinkName(demoUsers[role].name), exact: true }),
      ).toHaveAttribute('href', '/profile');
      const toggle = header.getByRole('button', { name: 'Your areas' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await expect(list.getByRole('link')).toHaveText(expected[role]);
      await expectNoAxeViolations(page, 'header');
      await list.getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(toggle).toBeFocused();
      if (role === 'broker') {
        await toggle.click();
        await list.getByRole('link', { name: 'My listings' }).click();
        await expect(page).toHaveURL(/\/listing$/);
        await expect(page.getByRole('heading', { level: 1, name: 'My listings' })).toBeVisible();
        await expect(list).toBeHidden();
      }
    });
  }
});

import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { lookAt } from '../support/look';
import { DESKTOP, PHONE } from '../support/widths';
import { apiGet, uniqueEmail } from './catalog-support';
import type { ApiCard, ApiPage } from './catalog-support';

// A buyer's account (docs/product-rules.md §6): a visitor saves a listing on a phone, creates a
// buyer account from the favourites page, asks about the listing, and finds both on a desktop.

const PASSWORD = 'Rawai-sunset-2026';

/** A sale of the seed: the last page of a newest-first search, which other specs do not touch. */
async function seededSale(page: Page): Promise<ApiCard> {
  const params = { 'filter[offer_type]': 'Sale', currency: 'THB', per_page: 12 };
  const first = await apiGet<ApiPage<ApiCard> & { meta: { last_page: number } }>(
    page.request,
    '/properties',
    params,
  );
  const last = await apiGet<ApiPage<ApiCard>>(page.request, '/properties', {
    ...params,
    page: first.meta.last_page,
  });
  const listing = last.data[0];
  if (!listing) throw new Error('a seeded sale expected');
  return listing;
}

test('a buyer saves on a phone, registers from favourites, asks, and finds it all on a desktop', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const listing = await seededSale(page);
  const email = uniqueEmail('buyer');

  // A guest on a phone saves the listing; the favourites page says where it is kept.
  await page.goto(`/properties/${listing.id}`);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.goto('/favourites');
  await expect(page.getByText('Saved in this browser only.')).toBeVisible();
  await page
    .getByRole('link', { name: 'Create a free account to keep them on every device' })
    .click();

  // Registration starts on a buyer's account and comes back to the favourites.
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('radio', { name: 'Buyer or renter' })).toBeChecked();
  await expectNoAxeViolations(page);
  await lookAt(page, { path: test.info().outputPath('register-buyer-390.png'), fullPage: true });
  await page.getByLabel('Name', { exact: true }).fill('Mila Buyer');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone', { exact: true }).fill('+7 912 345 67 89');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/favourites$/);
  await expect(page.getByRole('heading', { name: listing.title, level: 3 })).toBeVisible();
  await expect(page.getByText('Saved in this browser only.')).toHaveCount(0);

  // Signed in, the buyer asks about it: the form knows their name and address.
  await page.goto(`/properties/${listing.id}`);
  await waitForApp(page);
  const form = page.getByRole('region', { name: 'Ask about this property' });
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  const question = `Is the price negotiable? (${email})`;
  await form.getByLabel('Message').fill(question);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByRole('status')).toContainText('your enquiry has been sent');

  // Another device: a desktop signs in and finds the saved listing and the question.
  const desktop = await browser.newContext({ viewport: DESKTOP });
  try {
    const tab = await desktop.newPage();
    await tab.goto('/login');
    await tab.getByLabel('Email', { exact: true }).fill(email);
    await tab.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await tab.getByRole('button', { name: 'Log in', exact: true }).click();
    const header = tab.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Favourites, 1 saved' })).toBeVisible();
    await tab.goto('/favourites');
    await expect(tab.getByRole('heading', { name: listing.title, level: 3 })).toBeVisible();

    // The account menu has a visitor's parts and no work area.
    await header.getByRole('button', { name: 'Your areas' }).click();
    const menu = header.getByRole('list', { name: 'Your areas' });
    await expect(menu.getByRole('link', { name: 'Sent enquiries' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My listings' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Sent enquiries' }).click();

    await expect(tab).toHaveURL(/\/profile\/sent-enquiries$/);
    const sent = tab.getByRole('article', { name: `About ${listing.title}` });
    await expect(sent).toContainText(question);
    await expect(sent).toContainText('Sent');
    await expectNoAxeViolations(tab);
    await lookAt(tab, { path: test.info().outputPath('sent-enquiries-1280.png'), fullPage: true });

    // The profile: a buyer's, with no company logo.
    await tab.goto('/profile');
    await expect(tab.getByText('Buyer or renter')).toBeVisible();
    await expect(tab.getByText('Company logo')).toHaveCount(0);
    await lookAt(tab, { path: test.info().outputPath('profile-buyer-1280.png'), fullPage: true });

    // A work area tells a buyer what it is for instead of opening.
    await tab.goto('/listing/create');
    await expect(
      tab.getByRole('heading', { name: 'This page is for brokers and developers', level: 1 }),
    ).toBeVisible();
    await expect(tab.getByRole('heading', { name: 'As a buyer, you can use' })).toBeVisible();
  } finally {
    await desktop.close();
  }
});

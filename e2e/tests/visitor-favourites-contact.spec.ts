import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { DEMO_PASSWORD, avatarLinkName } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { apiGet, uniqueEmail } from './catalog-support';
import type { ApiCard, ApiPage } from './catalog-support';
import { lookAt } from '../support/look';

// Favourites without an account and the compare view; the contact page and the
// footer's links; the phone input's searchable country list. Screenshots at 1280 and 390 px go
// to .tmp/screenshots.

const SHOTS = '../.tmp/screenshots';

/** Two published sale listings with an area: the compare view can price their sq.m. */
/**
 * Listings of the seed: the last two pages of a newest-first search. Its first pages hold what
 * other specs publish meanwhile, which need not have an area or a map pin, and may be taken
 * off the site mid-test.
 */
async function seeded<T>(page: Page, params: Record<string, string | number>): Promise<T[]> {
  const pageOf = (n: number) =>
    apiGet<ApiPage<T> & { meta: { last_page: number } }>(page.request, '/properties', {
      ...params,
      per_page: 12,
      page: n,
    });
  const last = (await pageOf(1)).meta.last_page;
  return [...(await pageOf(last)).data, ...(last > 1 ? (await pageOf(last - 1)).data : [])];
}

async function twoWithArea(page: Page): Promise<ApiCard[]> {
  const list = await seeded<ApiCard & { area: number | null }>(page, {
    'filter[offer_type]': 'Sale',
    currency: 'THB',
  });
  const found = list.filter((item) => item.area !== null && item.area > 0).slice(0, 2);
  if (found.length < 2) throw new Error('two sale listings with an area expected');
  return found;
}

async function save(page: Page, listing: ApiCard): Promise<void> {
  await page.goto(`/properties/${listing.id}`);
  await waitForApp(page);
  const button = page.getByRole('button', { name: 'Save', exact: true });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test.describe('favourites and compare', () => {
  test('saved signed out, kept over a reload, moved to the account on sign-in, compared in USD', async ({
    page,
  }) => {
    const [first, second] = await twoWithArea(page);
    if (!first || !second) throw new Error('unreachable');
    await save(page, first);
    await save(page, second);
    const heart = page.getByRole('link', { name: 'Favourites, 2 saved' });
    await expect(heart).toBeVisible();

    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await heart.click();
    await expect(page).toHaveURL(/\/favourites$/);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: first.title })).toHaveCount(1);
    await expect(cards.filter({ hasText: second.title })).toHaveCount(1);
    await expectNoAxeViolations(page);

    // A new account signs in through the form: the browser's two are now the account's.
    const email = uniqueEmail('favourites');
    const registered = await page.request.post('/api/register', {
      data: {
        name: 'Saving Sam',
        email,
        password: DEMO_PASSWORD,
        password_confirmation: DEMO_PASSWORD,
        role: 'broker',
      },
    });
    expect(registered.ok()).toBe(true);
    await page.goto('/login');
    await waitForApp(page);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('link', { name: avatarLinkName('Saving Sam') })).toBeVisible();
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    await expect
      .poll(async () => {
        const answer = await page.request.get('/api/favourites', {
          headers: { authorization: `Bearer ${token ?? ''}` },
        });
        return ((await answer.json()) as { ids?: number[] }).ids;
      })
      .toEqual([first.id, second.id]);

    // Compare both in USD.
    await page.goto('/favourites');
    await page
      .getByRole('contentinfo')
      .getByRole('combobox', { name: 'Currency' })
      .selectOption('USD');
    await page.getByRole('link', { name: 'Compare 2 properties' }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${first.id},${second.id}$`));
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: first.title })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: second.title })).toBeVisible();
    const inUsd = await apiGet<{ data: { price: number; area: number }[] }>(
      page.request,
      '/favourites/listings',
      { ids: `${first.id},${second.id}`, currency: 'USD' },
    );
    const perSqm = page.getByRole('row', { name: /^Price per sq\.m/ });
    for (const item of inUsd.data) {
      const expected = `$${Math.round(item.price / item.area).toLocaleString('en-US')} per sq.m`;
      await expect(perSqm).toContainText(expected);
    }
    await expectNoAxeViolations(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await lookAt(page, { path: `${SHOTS}/compare-${width}.png`, fullPage: true });
      await page.goto('/favourites');
      await expect(page.getByRole('article')).toHaveCount(2);
      await lookAt(page, { path: `${SHOTS}/favourites-${width}.png`, fullPage: true });
      await page.goBack();
    }
  });

  test('compare shows the gross yield of a sale, why a rental has none, and the nearest beach', async ({
    page,
  }) => {
    const [sale] = await twoWithArea(page);
    const [rental] = await seeded<ApiCard>(page, { 'filter[offer_type]': 'Rent' });
    if (!sale || !rental) throw new Error('a sale and a rental expected');
    const estimate = await apiGet<{ gross_yield: number | null }>(
      page.request,
      `/${sale.id}/property/yield`,
    );
    type Beach = { name: string; distance_m: number } | null;
    const listed = await apiGet<{ data: { id: number; nearest_beach: Beach }[] }>(
      page.request,
      '/favourites/listings',
      { ids: `${sale.id},${rental.id}` },
    );
    await page.goto(`/compare?ids=${sale.id},${rental.id}`);
    await waitForApp(page);
    const yieldRow = page.getByRole('row', { name: /^Gross rental yield/ });
    const [saleCell, rentalCell] = [
      yieldRow.getByRole('cell').nth(0),
      yieldRow.getByRole('cell').nth(1),
    ];
    await expect(saleCell).toHaveText(
      estimate.gross_yield === null
        ? '— too few comparable rentals'
        : `${estimate.gross_yield.toFixed(1)} % a year`,
    );
    await expect(rentalCell).toHaveText('— for listings for sale only');
    const beachRow = page.getByRole('row', { name: /^Nearest beach/ });
    for (const [index, item] of listed.data.entries()) {
      const beach = item.nearest_beach;
      // The seed places every listing: each has a beach, named in its cell.
      expect(beach).not.toBeNull();
      await expect(beachRow.getByRole('cell').nth(index)).toContainText(`to ${beach?.name ?? ''}`);
    }
    await expectNoAxeViolations(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await lookAt(page, { path: `${SHOTS}/compare-yield-beach-${width}.png`, fullPage: true });
    }

    // The property page names the beach among its facts.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/properties/${sale.id}`);
    await waitForApp(page);
    const saleBeach = listed.data.find((item) => item.id === sale.id)?.nearest_beach;
    await expect(page.getByText(`to ${saleBeach?.name ?? ''}, in a straight line`)).toBeVisible();
  });

  test('the favourites page works signed out with nothing saved', async ({ page }) => {
    await page.goto('/favourites');
    await waitForApp(page);
    await expect(
      page.getByRole('heading', { level: 2, name: 'No saved properties yet' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Favourites, 0 saved' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('contact page and footer links', () => {
  test('Contact Us opens /contact-us; the message reaches the company', async ({ page }) => {
    await page.goto('/about-us');
    await waitForApp(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'hello@wowphuket.example' })).toHaveAttribute(
      'href',
      'mailto:hello@wowphuket.example',
    );
    await expect(page.getByRole('link', { name: /^\+66 76 / })).toHaveAttribute(
      'href',
      'tel:+6676123456',
    );
    await expectNoAxeViolations(page);

    const form = page.getByRole('region', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    // The first bad field gets focus.
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expectNoAxeViolations(page);

    const email = uniqueEmail('contact');
    await form.getByRole('textbox', { name: 'Name' }).fill('Curious Carla');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('Can you help me sell my condo in Kata? Please email me.');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
    await expect
      .poll(async () => {
        const answer = await page.request.get('/api/demo/outbox', {
          params: { to: 'hello@wowphuket.example' },
        });
        const { data } = (await answer.json()) as { data: { to: string; body: string }[] };
        return data.some((item) => item.body.includes(email));
      })
      .toBe(true);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await lookAt(page, { path: `${SHOTS}/contact-${width}.png`, fullPage: true });
    }
  });

  // Client-rendered like /about-us (the catalog server-renders the pages with data only).
  test('is in the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemaps/pages.xml')).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/contact-us<\/loc>/);
  });

  test('social icons link to the configured profiles only, in a new tab', async ({ page }) => {
    await page.goto('/');
    const social = page.getByRole('contentinfo').getByRole('list', { name: 'Social media' });
    const facebook = social.getByRole('link', { name: 'Facebook (opens in a new tab)' });
    await expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/wowphuket.example');
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(facebook).toHaveAttribute('rel', /noopener/);
    await expect(social.getByRole('link', { name: /^Instagram/ })).toHaveCount(1);
    // No URL configured, no icon.
    await expect(social.getByRole('link', { name: /^YouTube/ })).toHaveCount(0);
    await expect(social.getByRole('link', { name: /^LINE/ })).toHaveCount(0);
    // No icon falls back to the home page (the language switch's English link is the page itself).
    await expect(page.getByRole('contentinfo').locator('a[href="/"]:not([hreflang])')).toHaveCount(
      0,
    );
  });
});

test.describe('phone input', () => {
  test('SVG flags, a search box that filters by name and dial code, the number formatted', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    await waitForApp(page);
    const form = page.getByRole('region', { name: 'Send us a message' });
    const country = form.getByRole('button', { name: /^Country: Thailand/ });
    await expect(country.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    const field = form.getByRole('textbox', { name: /^Phone/ });
    const [buttonBox, fieldBox] = [await country.boundingBox(), await field.boundingBox()];
    // The country button is as tall as the field beside it.
    expect(Math.abs((buttonBox?.height ?? 0) - (fieldBox?.height ?? -10))).toBeLessThanOrEqual(2);

    await country.click();
    const search = form.getByRole('combobox', { name: 'Search countries' });
    await expect(search).toBeFocused();
    await search.fill('+7');
    const list = form.getByRole('listbox', { name: 'Countries' });
    await expect(list.getByRole('option', { name: /Russia/ })).toBeVisible();
    await expect(list.getByRole('option', { name: /Thailand/ })).toHaveCount(0);
    await expect(list.getByRole('option').first().locator('img')).toHaveAttribute(
      'src',
      /^data:image\/svg\+xml,/,
    );
    await expectNoAxeViolations(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await form.scrollIntoViewIfNeeded();
      await lookAt(page, { path: `${SHOTS}/phone-search-${width}.png` });
    }
    await search.fill('russ');
    await page.keyboard.press('Enter');
    await expect(form.getByRole('button', { name: 'Country: Russia +7' })).toBeVisible();
    await expect(field).toBeFocused();
    await page.keyboard.type('9123456789');
    await expect(field).toHaveValue('+7 912 345 67 89');

    const picker = form.getByRole('button', { name: /^Country:/ });
    await picker.click();
    await page.keyboard.press('Escape');
    await expect(form.getByRole('listbox')).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Country: Russia +7' })).toBeFocused();
  });
});

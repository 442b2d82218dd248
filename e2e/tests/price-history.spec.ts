import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers, signInAs } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { watchConsole } from '../support/console';
import { publishedListing } from '../support/listings';
import { lookAt } from '../support/look';
import { expect, test, waitForApp } from '../support/test';
import { expectNoUntranslatedText } from '../support/untranslated';
import { atBothWidths, DESKTOP, PHONE, overflow } from '../support/widths';

// Price history, from the broker's side to the buyer's: the broker lowers the price of a
// published listing in the wizard; a guest opening its page reads "Reduced 10% in the last 30
// days" by the price, follows it to the price history, and finds the cut there with the price it
// was listed at, in English and in Russian, at desktop and phone widths.

const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const TITLE = `Villa with a price cut ${stamp}`;
const LISTED = 20_000_000;
const CUT = 18_000_000;

/** The demo broker's API token, for publishing through the API. */
async function brokerToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', {
    data: { email: demoUsers.broker.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

test('a broker lowers a price; a guest reads the cut and the history on the property page', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await brokerToken(request);
  const id = await publishedListing(request, token, { step1: { title: TITLE }, price: LISTED });

  // The broker lowers the price in the wizard, as they edit any field of a live listing.
  await signInAs(page, 'broker');
  await page.goto(`/listing/create/${id}?step=3`);
  await waitForApp(page);
  const price = page.getByLabel('Price', { exact: true });
  await expect(price).toHaveValue(String(LISTED));
  await price.fill(String(CUT));
  await price.blur();
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/${id}/property`);
      return ((await answer.json()) as { price: number }).price;
    })
    .toBe(CUT);

  // A guest finds it first among the recently reduced sales (the seed's cuts are older), its
  // card marked, and opens it.
  const guest = await browser.newPage();
  const messages = watchConsole(guest);
  await guest.goto('/properties?offer_type=Sale&reduced=true');
  await waitForApp(guest);
  const card = guest.getByRole('article').filter({ hasText: TITLE });
  await expect(card.getByTestId('listing-reduced')).toHaveText('Reduced 10%');
  await lookAt(card, { path: test.info().outputPath('reduced-card.png') });
  await card.getByRole('link', { name: TITLE }).click();
  await expect(guest).toHaveURL(new RegExp(`/properties/${id}$`));
  await waitForApp(guest);
  await expect(guest.getByTestId('property-price')).toHaveText('฿18,000,000');
  const reduced = guest.getByRole('link', { name: 'Reduced 10% in the last 30 days' });
  await expect(reduced).toBeVisible();
  await reduced.click();
  await expect(guest).toHaveURL(new RegExp(`/properties/${id}#price-history-title$`));
  const section = guest.getByRole('region', { name: 'Price history' });
  await expect(section).toBeInViewport();
  const table = section.getByRole('table', { name: 'Price changes, newest first' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('฿18,000,000');
  await expect(rows.nth(1)).toContainText('-10%');
  await expect(rows.nth(2)).toContainText('฿20,000,000');
  await expect(rows.nth(2)).toContainText('Listed');
  await expect(section.getByTestId('price-history-chart')).toBeVisible();
  await expect(section.locator('figcaption')).toContainText('at ฿20,000,000; ฿18,000,000 today.');
  await atBothWidths(guest, async (width) => {
    await expectNoAxeViolations(guest);
    expect(await overflow(guest)).toBeLessThanOrEqual(0);
    await section.scrollIntoViewIfNeeded();
    await lookAt(guest, { path: test.info().outputPath(`price-history-${width}.png`) });
  });

  // The Russian page says the same in Russian, figures written the Russian way.
  await guest.setViewportSize(DESKTOP);
  await guest.goto(`/ru/properties/${id}`);
  await waitForApp(guest);
  await expect(
    guest.getByRole('link', { name: 'Цена снижена на 10% за последние 30 дней' }),
  ).toBeVisible();
  const russian = guest.getByRole('region', { name: 'История цены' });
  await expect(russian.getByRole('row').nth(1)).toContainText(/18\s000\s000\s฿/);
  // The rest of the page is the language specs' (and holds the broker's own words).
  await expectNoUntranslatedText(guest, 'section[aria-labelledby="price-history-title"]');
  await expectNoUntranslatedText(guest, '.property-price');
  await atBothWidths(guest, async () => {
    await expectNoAxeViolations(guest);
    expect(await overflow(guest)).toBeLessThanOrEqual(0);
  });
  expect(messages).toEqual([]);
  await guest.close();
});

test('a listing whose price never changed has no price history and no note', async ({
  page,
  request,
}) => {
  const token = await brokerToken(request);
  const id = await publishedListing(request, token, { step1: { title: `Steady villa ${stamp}` } });
  await page.goto(`/properties/${id}`);
  await waitForApp(page);
  await expect(
    page.getByRole('heading', { level: 1, name: `Steady villa ${stamp}` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Price history' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Reduced/ })).toHaveCount(0);
});

for (const size of [DESKTOP, PHONE]) {
  test(`at ${size.width} px a buyer asks for recently reduced sales and each card says by how much`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/properties?offer_type=Sale');
    await waitForApp(page);
    await page.getByRole('button', { name: /^(More filters|Filters \(\d+\))$/ }).click();
    // Wide screens open the panel in the page; a phone opens a full-screen sheet.
    const panel =
      size.width > 768
        ? page.getByRole('region', { name: 'More filters' })
        : page.getByRole('dialog', { name: 'Filters' });
    const reduced = panel.getByRole('checkbox', { name: 'Price reduced in the last 30 days' });
    await expect(reduced).not.toBeChecked();
    await reduced.check();
    await expectNoAxeViolations(page);
    await lookAt(page, { path: test.info().outputPath(`reduced-filter-${size.width}.png`) });
    await panel.getByRole('button', { name: /^(Apply Filters|Show [\d,]+ results?)$/ }).click();
    await expect(page).toHaveURL(/\/properties\?offer_type=Sale&reduced=true$/);

    // What the API finds is what the page lists: about a third of the seed's cut sales, and
    // whatever the other specs cut meanwhile.
    const api = await request.get('/api/properties?filter[offer_type]=Sale&filter[reduced]=true');
    const found = (await api.json()) as {
      data: { title: string; reduced_percent: number | null }[];
      meta: { total: number };
    };
    expect(found.meta.total).toBeGreaterThan(0);
    expect(found.data.every((card) => (card.reduced_percent ?? 0) >= 1)).toBe(true);
    await expect(
      page.getByText(`${found.meta.total.toLocaleString('en-US')} properties found`),
    ).toBeVisible();
    const cards = page.locator('article.listing-card');
    await expect(cards.first()).toBeVisible();
    const shown = await cards.count();
    await expect(page.getByTestId('listing-reduced')).toHaveCount(shown);
    const first = found.data[0]!;
    await expect(
      cards.filter({ hasText: first.title }).first().getByTestId('listing-reduced'),
    ).toHaveText(`Reduced ${first.reduced_percent}%`);
    await expect(page.getByRole('button', { name: 'Filters (1)' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await lookAt(page, { path: test.info().outputPath(`reduced-results-${size.width}.png`) });

    // The filter stays in the URL and the panel.
    await page.reload();
    await waitForApp(page);
    await page.getByRole('button', { name: /^(More filters|Filters \(\d+\))$/ }).click();
    await expect(
      panel.getByRole('checkbox', { name: 'Price reduced in the last 30 days' }),
    ).toBeChecked();
  });
}

test('sorted by "Recently reduced", every sale with a recent cut comes first, the latest first', async ({
  page,
  request,
}) => {
  const reducedTotal = (
    (await (
      await request.get('/api/properties?filter[offer_type]=Sale&filter[reduced]=true&per_page=1')
    ).json()) as { meta: { total: number } }
  ).meta.total;
  expect(reducedTotal).toBeGreaterThan(0);
  await page.setViewportSize(PHONE);
  await page.goto('/properties?offer_type=Sale');
  await waitForApp(page);
  await page.getByLabel('Sort by').selectOption({ label: 'Recently reduced' });
  await expect(page).toHaveURL(/\/properties\?offer_type=Sale&sort=-reduced$/);
  // The page lists what the API orders: a badge on each of the first cards, and on no card
  // after the last reduced one.
  const api = (await (
    await request.get('/api/properties?filter[offer_type]=Sale&sort=-reduced')
  ).json()) as { data: { title: string; reduced_percent: number | null }[] };
  const withBadge = api.data.filter((card) => card.reduced_percent !== null).length;
  expect(withBadge).toBe(Math.min(reducedTotal, api.data.length));
  expect(api.data.slice(0, withBadge).every((card) => card.reduced_percent! >= 1)).toBe(true);
  const cards = page.locator('article.listing-card');
  await expect(cards.first()).toContainText(api.data[0]!.title);
  await expect(page.getByTestId('listing-reduced')).toHaveCount(withBadge);
  await expect(cards.first().getByTestId('listing-reduced')).toHaveText(
    `Reduced ${api.data[0]!.reduced_percent}%`,
  );
  // Kept over a reload, and the control says so.
  await page.reload();
  await waitForApp(page);
  await expect(page.getByLabel('Sort by')).toHaveValue('-reduced');
  await expectNoAxeViolations(page);
});

test('a buyer compares the price per sq.m with the median of comparable sales, also in Russian', async ({
  page,
  request,
}) => {
  interface Detail {
    id: number;
    price_per_sqm: {
      price_per_sqm: number;
      median_per_sqm: number;
      comparables_count: number;
      difference_percent: number;
    } | null;
  }
  const list = (await (
    await request.get('/api/properties', {
      params: { 'filter[offer_type]': 'Sale', 'filter[property_type]': 'Apartment', per_page: 50 },
    })
  ).json()) as { data: { id: number }[] };
  let found: Detail | null = null;
  for (const { id } of list.data) {
    const detail = (await (
      await request.get(`/api/${id}/property`, { params: { currency: 'THB' } })
    ).json()) as Detail;
    if (detail.price_per_sqm && Math.abs(detail.price_per_sqm.difference_percent) >= 2) {
      found = detail;
      break;
    }
  }
  if (!found?.price_per_sqm) throw new Error('a demo apartment with enough comparables expected');
  const comparison = found.price_per_sqm;
  const messages = watchConsole(page);
  await page.setViewportSize(DESKTOP);
  await page.goto(`/properties/${found.id}`);
  await waitForApp(page);
  const section = page.getByTestId('price-per-sqm');
  await section.scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { level: 2, name: 'Price per sq.m' })).toBeVisible();
  const baht = (value: number) => `฿${value.toLocaleString('en-US')}`;
  await expect(section.locator('.price-sqm__value')).toHaveText(
    `${baht(comparison.price_per_sqm)} per sq.m`,
  );
  const side = comparison.difference_percent < 0 ? 'below' : 'above';
  await expect(section).toContainText(
    `${Math.abs(comparison.difference_percent)}% ${side} the median of listings for sale of the same type in the same area (${comparison.comparables_count} listings compared): ${baht(comparison.median_per_sqm)} per sq.m.`,
  );
  await atBothWidths(page, async () => {
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, '[data-testid="price-per-sqm"]');
  });
  await lookAt(page, { path: '/tmp/price-per-sqm-1280.png', fullPage: true });

  await page.goto(`/ru/properties/${found.id}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Цена за м²' })).toBeVisible();
  await expectNoUntranslatedText(page, '[data-testid="price-per-sqm"]');
  // The bars are drawn without inline styles, which the page's CSP would refuse.
  expect(messages).toEqual([]);
});

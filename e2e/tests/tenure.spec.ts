import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import type { ApiCard, ApiPage } from './catalog-support';
import { apiGet, card } from './catalog-support';
import { lookAt } from '../support/look';

// A foreign buyer looks for what they can own outright: they filter /properties by tenure
// ("Foreign freehold possible"), read the tenure on the card and on the property page, and the
// link they share says it too. "Can a foreigner own it?" explains the case on the property and
// project pages and leads to the guide at /foreign-ownership. The same before and after
// hydration, at a desktop and a phone width.

interface TenureCard extends ApiCard {
  tenure: string | null;
  foreign_freehold: boolean;
  foreign_quota_units: number | null;
}

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

const SEARCH = '/properties?offer_type=Sale&tenure=Foreign%20freehold';

async function foreignFreeholdSales(page: Page): Promise<ApiPage<TenureCard>> {
  return apiGet<ApiPage<TenureCard>>(page.request, '/properties', {
    'filter[offer_type]': 'Sale',
    'filter[tenure]': 'Foreign freehold',
    per_page: 12,
    page: 1,
    currency: 'THB',
  });
}

/** The card's tenure line as the contract's tenureSummary writes it for a foreign-freehold card. */
function summaryOf(listing: TenureCard): string {
  const units = listing.foreign_quota_units;
  if (units === null) return 'Foreign freehold';
  if (units === 0) return 'Foreign freehold · No foreign-quota units left';
  return `Foreign freehold · ${units} foreign-quota ${units === 1 ? 'unit' : 'units'} left`;
}

for (const { width, height } of WIDTHS) {
  test(`at ${width} px a buyer filters by "Foreign freehold possible" and sees it on the card and the property page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/properties?offer_type=Sale');
    await waitForApp(page);
    await page.getByRole('button', { name: /^(More filters|Filters \(\d+\))$/ }).click();
    // Wide screens open the panel in the page; a phone opens a full-screen sheet.
    const panel =
      width > 768
        ? page.getByRole('region', { name: 'More filters' })
        : page.getByRole('dialog', { name: 'Filters' });
    const tenure = panel.getByRole('combobox', { name: 'Tenure' });
    await expect(tenure.getByRole('option')).toHaveText([
      'Any',
      'Freehold',
      'Leasehold',
      'Thai company',
      'Foreign freehold possible',
    ]);
    await tenure.selectOption({ label: 'Foreign freehold possible' });
    await panel.getByRole('button', { name: /^(Apply Filters|Show [\d,]+ results?)$/ }).click();
    await expect(page).toHaveURL(/\/properties\?offer_type=Sale&tenure=Foreign%20freehold$/);

    const found = await foreignFreeholdSales(page);
    expect(found.meta.total).toBeGreaterThan(0);
    expect(found.data.every((listing) => listing.foreign_freehold)).toBe(true);
    await expect(
      page.getByText(`${found.meta.total.toLocaleString('en-US')} properties found`),
    ).toBeVisible();
    const first = found.data[0]!;
    const firstCard = card(page, first.title);
    await expect(firstCard.getByTestId('listing-tenure')).toHaveText(summaryOf(first));
    await expect(page.getByRole('button', { name: 'Filters (1)' }).first()).toBeVisible();
    await lookAt(page, { path: `/tmp/tenure-properties-${width}.png` });
    await expectNoAxeViolations(page);

    await firstCard.getByRole('link', { name: first.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/properties/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    await expect(page.getByTestId('property-tenure')).toHaveText(summaryOf(first));
    const overview = page.locator('.property-facts');
    const fact = (label: string) =>
      overview
        .locator('.property-facts__item')
        .filter({ has: page.getByText(label, { exact: true }) });
    await expect(fact('Tenure').locator('dd')).toHaveText('Freehold');
    await expect(fact('Foreign freehold').locator('dd')).toHaveText('Possible');
    await lookAt(page, { path: `/tmp/tenure-property-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page);

    // "Can a foreigner own it?" answers for this unit, and leads to the guide.
    const ownership = page.getByTestId('ownership-panel');
    await expect(ownership.locator('.ownership__verdict')).toHaveText('Yes, in your own name');
    if (first.foreign_quota_units !== null) {
      await expect(ownership).toContainText(
        `The project has ${first.foreign_quota_units} foreign-quota unit`,
      );
    }
    await expect(ownership).toContainText('not legal advice');

    // Back to the results: the filter is still in the URL and the control.
    await page.goBack();
    await expect(page).toHaveURL(/tenure=Foreign%20freehold$/);
    await expect(firstCard.getByTestId('listing-tenure')).toHaveText(summaryOf(first));

    // The guide the panel links to, and from it the same search again.
    await page.goForward();
    await ownership.getByRole('link', { name: 'How foreigners own property in Thailand' }).click();
    await expect(page).toHaveURL(/\/foreign-ownership$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'How a foreigner can own property in Phuket',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Land' })).toBeVisible();
    await lookAt(page, { path: `/tmp/foreign-ownership-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Find property a foreigner can own freehold' }).click();
    await expect(page).toHaveURL(/\/properties\?offer_type=Sale&tenure=Foreign%20freehold$/);
    await expect(firstCard.getByTestId('listing-tenure')).toHaveText(summaryOf(first));
  });
}

test('a lease sold as 30 + 30 is explained, server-rendered in Russian; a project says its quota', async ({
  browser,
  baseURL,
  request,
}) => {
  const leased = await apiGet<ApiPage<TenureCard & { leasehold_years: number | null }>>(
    request,
    '/properties',
    { 'filter[tenure]': 'Leasehold', 'filter[offer_type]': 'Sale', per_page: 50 },
  );
  const lease = leased.data.find((listing) => listing.leasehold_years === 60);
  if (!lease) throw new Error('the demo seed has no 60-year leasehold sale on the first page');
  const projects = await apiGet<ApiPage<{ id: number }>>(request, '/projects', { per_page: 50 });
  let quota: { id: number; foreign_quota_units: number } | null = null;
  for (const { id } of projects.data) {
    const detail = (await (await request.get(`/api/projects/${id}`)).json()) as {
      tenure: string | null;
      foreign_quota_units: number | null;
    };
    if (detail.tenure === 'Freehold' && detail.foreign_quota_units) {
      quota = { id, foreign_quota_units: detail.foreign_quota_units };
      break;
    }
  }
  if (!quota) throw new Error('the demo seed has no freehold project stating its quota');

  // Before any script runs: the server renders the panel in the page's language.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const bare = await context.newPage();
  await bare.goto(`/ru/properties/${lease.id}`);
  const panel = bare.getByTestId('ownership-panel');
  await expect(panel.locator('.ownership__verdict')).toHaveText('В зарегистрированную аренду');
  await expect(panel).toContainText(
    '60 лет по словам продавца: 30 лет зарегистрировано в Земельном департаменте, затем 1 продление по договору',
  );
  await expect(
    panel.getByRole('link', { name: 'Как иностранцы владеют недвижимостью в Таиланде' }),
  ).toHaveAttribute('href', '/ru/foreign-ownership');

  await bare.goto(`/projects/${quota.id}`);
  const projectPanel = bare.getByTestId('ownership-panel');
  await expect(projectPanel.locator('.ownership__verdict')).toHaveText(
    'Freehold, within the foreign quota',
  );
  await expect(projectPanel).toContainText(
    `The project has ${quota.foreign_quota_units} foreign-quota unit`,
  );
  await context.close();
});

test('the server-rendered results and property page show the tenure before any script runs', async ({
  browser,
  baseURL,
  page,
}) => {
  const found = await foreignFreeholdSales(page);
  const first = found.data[0]!;
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const bare = await context.newPage();
  await bare.goto(SEARCH);
  await expect(card(bare, first.title).getByTestId('listing-tenure')).toHaveText(summaryOf(first));
  await bare.goto(`/properties/${first.id}`);
  await expect(bare.getByTestId('property-tenure')).toHaveText(summaryOf(first));
  await context.close();

  // The same once the app has hydrated the page.
  await page.goto(`/properties/${first.id}`);
  await waitForApp(page);
  await expect(page.getByTestId('property-tenure')).toHaveText(summaryOf(first));
});

test('the link preview of a property names its tenure', async ({ request }) => {
  const leased = await apiGet<ApiPage<TenureCard>>(request, '/properties', {
    'filter[tenure]': 'Leasehold',
    per_page: 1,
  });
  const listing = leased.data[0];
  if (!listing) throw new Error('the demo seed has no leasehold listing');
  const html = await (await request.get(`/properties/${listing.id}`)).text();
  const description = /<meta property="og:description" content="([^"]*)">/.exec(html)?.[1];
  expect(description).toMatch(/ Tenure: Leasehold(, \d+ years)?[.· ]/);
  expect(html).toContain(`<meta name="description" content="${description}">`);
});

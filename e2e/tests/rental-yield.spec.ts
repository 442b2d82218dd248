import { expect, test } from '../support/test';
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import type { ApiCard, ApiPage } from './catalog-support';
import { apiGet } from './catalog-support';
import { lookAt } from '../support/look';

interface ApiYield {
  monthly_rent: number | null;
  gross_yield: number | null;
  comparables_count: number;
  comparables: { id: number; title: string | null }[];
}

/** A seeded villa for sale with enough comparable rentals for an estimate. */
async function saleWithEstimate(
  request: APIRequestContext,
): Promise<{ id: number; estimate: ApiYield }> {
  for (let page = 1; page <= 5; page++) {
    const list = await apiGet<ApiPage<ApiCard>>(request, '/properties', {
      per_page: 60,
      page,
      'filter[offer_type]': 'Sale',
    });
    for (const item of list.data) {
      const estimate = await apiGet<ApiYield>(request, `/${item.id}/property/yield`, {
        currency: 'THB',
      });
      if (estimate.gross_yield !== null) return { id: item.id, estimate };
    }
  }
  throw new Error('no seeded sale has three comparable long-term rentals');
}

const percent = (value: number) => `${value.toFixed(1)} %`;

test('a listing for sale shows its rental yield, and the net figure follows the costs the visitor sets', async ({
  page,
  request,
}) => {
  const { id, estimate } = await saleWithEstimate(request);
  await page.goto(`/properties/${id}`);
  const section = page.getByRole('region', { name: 'Rental yield estimate' });
  await expect(section.getByTestId('gross-yield')).toHaveText(percent(estimate.gross_yield ?? 0));
  const net = section.getByTestId('net-yield');
  const before = await net.textContent();

  // With no costs at all, the net yield is the gross yield.
  for (const label of ['Management', 'Vacancy', 'Common fees']) {
    await section.getByLabel(label).fill('0');
  }
  await expect(net).toHaveText(percent(estimate.gross_yield ?? 0));
  expect(before).not.toBe(await net.textContent());

  await section.getByText('The rentals compared').click();
  const rows = section.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(Math.min(estimate.comparables.length, 12) + 1);
  await expectNoAxeViolations(page, '[data-testid="property-yield"]');

  // The figures follow the footer's currency: the rent is shown in dollars.
  await page.getByRole('contentinfo').getByLabel('Currency').selectOption('USD');
  await expect(section.getByText(/\$[\d,]+ \/ month/)).toBeVisible();
  await expect(section.getByTestId('gross-yield')).toHaveText(percent(estimate.gross_yield ?? 0));
});

test('a rental has no yield section', async ({ page, request }) => {
  const list = await apiGet<ApiPage<ApiCard>>(request, '/properties', {
    per_page: 1,
    'filter[offer_type]': 'Rent',
  });
  const rental = list.data[0];
  if (!rental) throw new Error('no seeded rental');
  await page.goto(`/properties/${rental.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('property-yield')).toHaveCount(0);
});

test('the compare view shows the net yield of a sale, and it follows the costs set once for the table', async ({
  page,
  request,
}) => {
  const { id, estimate } = await saleWithEstimate(request);
  const rentals = await apiGet<ApiPage<ApiCard>>(request, '/properties', {
    per_page: 1,
    'filter[offer_type]': 'Rent',
  });
  const rental = rentals.data[0];
  if (!rental) throw new Error('no seeded rental');
  await page.goto(`/compare?ids=${id},${rental.id}`);
  const net = page.getByRole('row', { name: /^Net rental yield/ });
  const [saleNet, rentalNet] = [net.getByRole('cell').nth(0), net.getByRole('cell').nth(1)];
  // The API's default costs to start with: less than the gross yield.
  await expect(saleNet).toHaveText(/^-?\d+\.\d % a year/);
  const withDefaults = await saleNet.textContent();
  expect(withDefaults).not.toBe(`${percent(estimate.gross_yield ?? 0)} a year`);
  await expect(rentalNet).toHaveText('— for listings for sale only');

  const costs = page.getByRole('group', { name: 'Your costs, for the net rental yield' });
  await expect(costs.getByLabel('Common fees')).toHaveAccessibleDescription('฿ per sq.m a month');
  await costs.getByLabel('Management').fill('30');
  await expect(saleNet).not.toHaveText(withDefaults ?? '');
  // With no costs at all, the net yield is the gross yield.
  for (const label of ['Management', 'Vacancy', 'Common fees']) {
    await costs.getByLabel(label).fill('0');
  }
  await expect(saleNet).toHaveText(`${percent(estimate.gross_yield ?? 0)} a year`);
  await expectNoAxeViolations(page);

  // In dollars the fee is asked in dollars (the default again); typed percentages stay.
  await page.getByRole('contentinfo').getByLabel('Currency').selectOption('USD');
  await expect(costs.getByLabel('Common fees')).toHaveAccessibleDescription('$ per sq.m a month');
  await expect(costs.getByLabel('Management')).toHaveValue('0');
  await expect(costs.getByLabel('Common fees')).not.toHaveValue('0');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await lookAt(page, {
      path: `../.tmp/screenshots/compare-net-yield-${width}.png`,
      fullPage: true,
    });
  }
});

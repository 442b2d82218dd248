import { expect, test } from '../support/test';
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import type { ApiCard, ApiPage } from './catalog-support';
import { apiGet } from './catalog-support';

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

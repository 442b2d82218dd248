import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { lookAt } from '../support/look';
import { expectNoUntranslatedText } from '../support/untranslated';
import { atBothWidths, DESKTOP, overflow } from '../support/widths';
import { apiGet, type ApiPage } from './catalog-support';

// A foreign buyer reads what buying a freehold listing costs beyond its price and what a loan
// would cost a month, changes the assumptions to their deal, and reads it again on a phone;
// in Russian too. The figures are worked by hand from the rates in the shared contract.

async function freeholdForSale(request: Parameters<typeof apiGet>[0]): Promise<number> {
  const list = await apiGet<ApiPage<{ id: number; tenure: string | null; currency: string }>>(
    request,
    '/properties',
    { 'filter[offer_type]': 'Sale', 'filter[tenure]': 'Freehold', per_page: 1, currency: 'THB' },
  );
  const id = list.data[0]?.id;
  if (id === undefined) throw new Error('a freehold listing for sale expected in the demo data');
  return id;
}

/** Longer words than English: the section still fits both widths and passes axe. */
async function expectFitsAndAccessible(page: Page): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await atBothWidths(page, async () => {
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, '[data-testid="property-costs"]');
  });
}

test('a buyer works out the costs of buying and a loan, on a desktop and a phone', async ({
  page,
  request,
}) => {
  const id = await freeholdForSale(request);
  await page.setViewportSize(DESKTOP);
  await page.goto(`/properties/${id}`);
  await waitForApp(page);
  const costs = page.getByTestId('property-costs');
  await costs.scrollIntoViewIfNeeded();
  await expect(costs.getByRole('heading', { level: 2, name: 'Buying costs' })).toBeVisible();

  // Their deal: appraised at 5 M, a person who has held it six years, the fee split in half.
  await costs.getByLabel('Appraised value').fill('5000000');
  await costs.getByLabel('Held by the seller').fill('6');
  const row = (key: string) => costs.getByTestId(`cost-${key}`).getByRole('cell');
  // 2 % of 5 M, half each.
  await expect(row('transfer_fee')).toHaveText(['฿100,000', '฿50,000', '฿50,000']);
  // Six years: stamp duty, not the business tax.
  await expect(costs.getByTestId('cost-specific_business_tax')).toHaveCount(0);
  await expect(costs.getByTestId('cost-stamp_duty')).toBeVisible();
  await expect(costs.getByTestId('cost-buyer-total')).toHaveText('฿50,000');

  // A loan of 7 M at 6 % over 20 years: 7,000,000 × 0.005 / (1 − 1.005^−240).
  const loan = costs.getByRole('group', { name: 'Your loan' });
  await loan.getByLabel('Amount').fill('7000000');
  await loan.getByLabel('Interest').fill('6');
  await loan.getByLabel('Term').fill('20');
  await expect(costs.getByTestId('mortgage-monthly')).toHaveText('Monthly payment: ฿50,150');

  await atBothWidths(page, async (width) => {
    await costs.scrollIntoViewIfNeeded();
    // What was typed stays when the page narrows.
    await expect(row('transfer_fee')).toHaveText(['฿100,000', '฿50,000', '฿50,000']);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, '[data-testid="property-costs"]');
    await lookAt(costs, { path: `/tmp/purchase-costs-${width}.png` });
  });
});

test('the costs in Russian: the charges named, money written as Russian readers do', async ({
  page,
  request,
}) => {
  const id = await freeholdForSale(request);
  await page.goto(`/ru/properties/${id}`);
  await waitForApp(page);
  const costs = page.getByTestId('property-costs');
  await expect(costs.getByRole('heading', { level: 2, name: 'Расходы на покупку' })).toBeVisible();
  await costs.getByLabel('Оценочная стоимость').fill('5000000');
  await expect(costs.getByTestId('cost-transfer_fee').getByRole('rowheader')).toHaveText(
    'Сбор за переход права (2 % оценочной стоимости)',
  );
  await expect(costs.getByTestId('cost-transfer_fee').getByRole('cell').first()).toHaveText(
    /^100\s000\s฿$/,
  );
  await expectNoUntranslatedText(page, '[data-testid="property-costs"]');
  await expectFitsAndAccessible(page);
});

for (const [locale, heading] of [
  ['th', 'ค่าใช้จ่ายในการซื้อ'],
  ['zh', '购房费用'],
] as const) {
  test(`the costs in ${locale}: every word of the section translated`, async ({
    page,
    request,
  }) => {
    const id = await freeholdForSale(request);
    await page.goto(`/${locale}/properties/${id}`);
    await waitForApp(page);
    const costs = page.getByTestId('property-costs');
    await expect(costs.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expectNoUntranslatedText(page, '[data-testid="property-costs"]');
    await expectFitsAndAccessible(page);
  });
}

/** An off-plan sale whose project states a payment plan (the demo seed gives most one). */
async function offPlanWithPlan(request: Parameters<typeof apiGet>[0]) {
  const list = await apiGet<ApiPage<{ id: number }>>(request, '/properties', {
    'filter[offer_type]': 'Sale',
    'filter[property_stage]': 'Off-plan',
    per_page: 50,
    currency: 'THB',
  });
  for (const { id } of list.data) {
    const detail = await apiGet<{
      id: number;
      price: number;
      payment_plan: { label: string; percent: number }[];
      completion: string | null;
    }>(request, `/${id}/property`, { currency: 'THB' });
    if (detail.payment_plan.length > 1 && detail.price > 0) return detail;
  }
  throw new Error('an off-plan sale with a payment plan expected in the demo data');
}

test("an off-plan unit shows its project's payment plan applied to its price, in English and Russian", async ({
  page,
  request,
}) => {
  const unit = await offPlanWithPlan(request);
  await page.setViewportSize(DESKTOP);
  await page.goto(`/properties/${unit.id}`);
  await waitForApp(page);
  const plan = page.getByTestId('payment-plan');
  await plan.scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment plan' })).toBeVisible();
  const rows = plan.locator('tbody tr');
  await expect(rows).toHaveCount(unit.payment_plan.length);
  // Each stage's share of the price, in whole baht, adding up to the price in the last row.
  const amounts = await rows.locator('td:last-child').allTextContents();
  const baht = amounts.map((text) => Number(text.replace(/[฿,]/g, '')));
  const price = Math.round(unit.price);
  baht.slice(0, -1).forEach((amount, n) => {
    expect(amount).toBe(Math.round((price * unit.payment_plan[n]!.percent) / 100));
  });
  expect(baht.reduce((sum, amount) => sum + amount, 0)).toBe(price);
  await expect(plan.locator('tfoot td').last()).toHaveText(`฿${price.toLocaleString('en-US')}`);
  if (unit.completion) {
    await expect(page.locator('.property-facts')).toContainText(`Completion${unit.completion}`);
  }
  await atBothWidths(page, async () => {
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, '.payment-plan');
  });
  await lookAt(page, { path: '/tmp/payment-plan-1280.png', fullPage: true });

  await page.goto(`/ru/properties/${unit.id}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 2, name: 'График платежей' })).toBeVisible();
  await expect(page.getByTestId('payment-plan').locator('thead th')).toHaveText([
    'Этап',
    'Доля',
    'Сумма',
  ]);
  // The stage names are the developer's words; everything else is Russian.
  await expectNoUntranslatedText(page, '.payment-plan');
});

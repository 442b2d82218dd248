import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { apiGet, uniqueEmail, type ApiPage } from './catalog-support';
import { lookAt } from '../support/look';

// The buyer's filters and the enquiry form, as a foreign buyer uses them on a fresh start:
// a price range survives currency switches exactly, Rent has a slider of its own, Studio
// finds studios, no filter summary is cut, Reset Filters says what it clears, and the
// enquiry form clears its messages as fields are fixed and confirms a sent enquiry once.

const WIDTHS = [1280, 390] as const;
const RANGE = 'price_range=10000000,30000000&price_currency=THB';

/** The price filter's trigger: in the row on a desktop, in the filters sheet on a phone. */
async function priceTrigger(page: Page, width: number) {
  if (width < 769) {
    await page
      .getByRole('button', { name: /^(More filters|Filters)/ })
      .first()
      .click();
    return page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: /^Price/ });
  }
  return page.getByRole('button', { name: /^Price/ });
}

async function closeSheet(page: Page, width: number) {
  if (width < 769) await page.getByRole('button', { name: 'Close filters' }).click();
}

const chooseCurrency = (page: Page, currency: 'THB' | 'USD' | 'EUR') =>
  page.getByRole('contentinfo').getByLabel('Currency').selectOption(currency);

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('10M-30M THB comes back exactly after USD, EUR and THB again', async ({ page }) => {
      await page.goto(`/properties?offer_type=Sale&${RANGE}`);
      await waitForApp(page);
      await expect(await priceTrigger(page, width)).toContainText('฿10M – ฿30M');
      await closeSheet(page, width);

      await chooseCurrency(page, 'USD');
      await expect(page).toHaveURL(/price_currency=USD/);
      await chooseCurrency(page, 'EUR');
      await expect(page).toHaveURL(/price_currency=EUR/);
      await chooseCurrency(page, 'THB');
      await expect(page).toHaveURL(new RegExp(`${RANGE}$`));
      const price = await priceTrigger(page, width);
      await expect(price).toContainText('฿10M – ฿30M');
      await price.click();
      await expect(page.getByRole('textbox', { name: 'Minimum price value' })).toHaveValue(
        '฿10,000,000',
      );
      await expect(page.getByRole('textbox', { name: 'Maximum price value' })).toHaveValue(
        '฿30,000,000',
      );
      await lookAt(page, { path: `/tmp/filters-currency-${width}.png` });
    });

    test('Rent has a monthly price slider, Buy the sale one', async ({ page }) => {
      await page.goto('/properties?offer_type=Rent');
      await waitForApp(page);
      await (await priceTrigger(page, width)).click();
      await expect(page.getByRole('textbox', { name: 'Maximum price value' })).toHaveValue(
        '฿1,000,000',
      );
      await expect(page.getByRole('group', { name: 'Price presets' })).toContainText('/month');
      await lookAt(page, { path: `/tmp/filters-rent-${width}.png` });
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await closeSheet(page, width);

      await page.getByRole('radio', { name: 'Buy' }).check({ force: true });
      await expect(page).toHaveURL(/offer_type=Sale/);
      await (await priceTrigger(page, width)).click();
      await expect(page.getByRole('textbox', { name: 'Maximum price value' })).toHaveValue(
        '฿1,000,000,000',
      );
    });

    test('Studio in the bedrooms finds studios, and their pages say Studio', async ({ page }) => {
      const studios = await apiGet<ApiPage<{ id: number; title: string }>>(
        page.request,
        '/properties',
        { 'filter[bedrooms]': '0', per_page: 12, page: 1 },
      );
      expect(studios.meta.total).toBeGreaterThan(0);

      await page.goto('/properties');
      await waitForApp(page);
      if (width < 769) {
        await page
          .getByRole('button', { name: /^(More filters|Filters)/ })
          .first()
          .click();
      }
      await page.getByRole('button', { name: /Beds & Baths/ }).click();
      const bedrooms = page.getByRole('group', { name: 'Bedrooms' });
      await expect(bedrooms.getByRole('button').first()).toHaveText('Studio');
      await bedrooms.getByRole('button', { name: 'Studio' }).click();
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await expect(page).toHaveURL(/bedrooms=0/);
      await closeSheet(page, width);
      const found = `${studios.meta.total.toLocaleString('en-US')} properties found`;
      await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(found);
      const first = page.getByRole('article').first();
      await expect(first).toContainText('Studio');
      await lookAt(page, { path: `/tmp/filters-studio-${width}.png` });

      await page.goto(`/properties/${studios.data[0]?.id}`);
      await waitForApp(page);
      await expect(page.locator('.property-facts')).toContainText('Studio');
    });

    test('Reset Filters says it clears every filter and does', async ({ page }) => {
      await page.goto(
        `/properties?offer_type=Sale&property_type=Villa&furniture=Furnished&${RANGE}&sort=-price`,
      );
      await waitForApp(page);
      await page
        .getByRole('button', { name: /^(More filters|Filters)/ })
        .first()
        .click();
      const reset = page.getByRole('button', { name: 'Reset Filters' });
      await expect(reset).toHaveAccessibleDescription(/Clears every filter: location, type/);
      await lookAt(page, { path: `/tmp/filters-reset-${width}.png` });
      await reset.click();
      await expect(page).toHaveURL(/\/properties\?sort=-price$/);
    });
  });
}

test.describe('filter summaries', () => {
  const FULL =
    '/properties?offer_type=Sale&property_type=Villa,Apartment&bedrooms=0,2&bathrooms=2' +
    `&${RANGE}&area_filter=50,300`;

  for (const width of [1024, 1280, 1440]) {
    test(`are shown whole at ${width} px, with the full text in the button's name`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(FULL);
      await waitForApp(page);
      await expect(page.getByRole('button', { name: /Property type.*2 types/ })).toBeVisible();
      const cut = await page
        .locator('.filters-bar__row .dropdown__summary')
        .evaluateAll((nodes) =>
          nodes
            .filter((node) => node.scrollWidth > node.clientWidth)
            .map((node) => node.textContent),
        );
      expect(cut).toEqual([]);
      expect(await page.locator('.filters-bar__row .dropdown__summary').count()).toBeGreaterThan(2);
      await lookAt(page, { path: `/tmp/filters-chips-${width}.png` });
    });
  }

  test('are shown whole in the phone sheet at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(FULL);
    await waitForApp(page);
    await page
      .getByRole('button', { name: /^(More filters|Filters)/ })
      .first()
      .click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet.getByRole('button', { name: /Property type.*2 types/ })).toBeVisible();
    const cut = await sheet
      .locator('.dropdown__summary')
      .evaluateAll((nodes) =>
        nodes.filter((node) => node.scrollWidth > node.clientWidth).map((n) => n.textContent),
      );
    expect(cut).toEqual([]);
    await lookAt(page, { path: '/tmp/filters-chips-390.png' });
    await expectNoAxeViolations(page);
  });

  test('the hero search offers Studio too', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'More filters' }).click();
    await page.getByRole('button', { name: /Beds & Baths/ }).click();
    await page
      .getByRole('group', { name: 'Bedrooms' })
      .getByRole('button', { name: 'Studio' })
      .click();
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByRole('button', { name: 'Get WOW' }).click();
    await expect(page).toHaveURL(/\/properties\?offer_type=Sale&bedrooms=0$/);
  });
});

for (const width of WIDTHS) {
  test(`enquiry form at ${width} px: messages clear as fields are fixed, a sent enquiry is confirmed once`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const listings = await apiGet<ApiPage<{ id: number }>>(page.request, '/properties', {
      per_page: 12,
      page: 2,
    });
    await page.goto(`/properties/${listings.data[width === 390 ? 1 : 0]?.id}`);
    await waitForApp(page);
    const form = page.getByRole('region', { name: 'Ask about this property' });
    await expect(form.getByRole('radio', { name: 'WhatsApp', exact: true })).toBeVisible();
    await expect(form.getByRole('radio', { name: 'LINE', exact: true })).toBeVisible();
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    const name = form.getByLabel('Name');
    const email = form.getByRole('textbox', { name: 'Email' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await name.fill('Foreign Buyer');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(form.getByText('Please enter your name.')).toHaveCount(0);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill(uniqueEmail('filters-enquiry'));
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(form.locator('.field-error')).toHaveCount(0);
    await form.scrollIntoViewIfNeeded();
    await lookAt(page, { path: `/tmp/filters-enquiry-fixed-${width}.png` });

    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Thank you, your enquiry has been sent; expect an answer soon.',
    );
    await expect(form.getByRole('button', { name: 'Send enquiry' })).toHaveCount(0);
    await expect(form.getByLabel('Message')).toHaveCount(0);
    const again = form.getByRole('button', { name: 'Send another enquiry' });
    await expect(again).toBeVisible();
    await lookAt(page, { path: `/tmp/filters-enquiry-sent-${width}.png` });
    await expectNoAxeViolations(page, '#enquiry');

    await again.click();
    await expect(form.getByRole('button', { name: 'Send enquiry' })).toBeVisible();
    await expect(name).toHaveValue('Foreign Buyer');
  });
}

import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import type { ApiCard, ApiPage } from './catalog-support';
import { apiGet, card, expectedPrice } from './catalog-support';
import { expectNoAxeViolations } from '../support/axe';
import { lookAt } from '../support/look';

test.describe('home hero search (docs/product-rules.md §2 "Hero search")', () => {
  test('builds the /properties query for Rent', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Get the WOW Experience of Phuket Real Estate' }),
    ).toBeVisible();
    const search = page.getByRole('search', { name: 'Property search' });
    await search.getByText('Rent', { exact: true }).click();

    const location = search.getByRole('combobox', { name: 'Location' });
    await expect(location).toHaveAttribute('placeholder', 'Enter area, community or property');
    await location.click();
    await location.fill('Kata');
    await page.getByRole('option', { name: 'Kata', exact: true }).click();
    const locations = await apiGet<{ id: number; name: string }[]>(page.request, '/locations');
    const kata = locations.find((item) => item.name === 'Kata');
    expect(kata).toBeDefined();

    await search.getByRole('button', { name: 'Property Type' }).click();
    await page.getByRole('checkbox', { name: 'Villa' }).check();
    await page.getByRole('checkbox', { name: 'Townhouse' }).check();
    await page.getByRole('button', { name: 'Apply' }).click();

    await search.getByRole('button', { name: 'Price' }).click();
    // A month's rent: the Rent slider runs to 1M THB.
    await page.getByRole('textbox', { name: 'Maximum price value' }).fill('200000');
    await page.getByRole('button', { name: 'Apply' }).click();

    const toggle = search.getByRole('button', { name: 'More filters' });
    await toggle.click();
    await expect(search.getByRole('button', { name: 'Hide' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await search.getByRole('button', { name: 'Beds & Baths' }).click();
    await page.getByRole('button', { name: '2 bedrooms' }).click();
    await page.getByRole('button', { name: '3 bedrooms' }).click();
    await page.getByRole('button', { name: '2 bathrooms' }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await search.getByRole('button', { name: 'Area' }).click();
    await page.getByRole('textbox', { name: 'Minimum area value' }).fill('50');
    await page.getByRole('textbox', { name: 'Maximum area value' }).fill('300');
    await page.getByRole('button', { name: 'Apply' }).click();

    await search.getByRole('button', { name: 'Get WOW' }).click();
    await expect(page).toHaveURL(
      `/properties?offer_type=Rent&location_id=${kata?.id}&property_type=Villa,Townhouse` +
        '&bedrooms=2,3&bathrooms=2&area_filter=50,300&price_range=0,200000&price_currency=THB',
    );
    await expect(page.getByRole('heading', { name: 'Properties for rent in Kata' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Rent' })).toBeChecked();
  });

  test('sends Buy as Sale', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Property search' });
    await search.getByText('Rent', { exact: true }).click();
    await search.getByText('Buy', { exact: true }).click();
    await search.getByRole('button', { name: 'Property Type' }).click();
    await page.getByRole('checkbox', { name: 'Apartment', exact: true }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await search.getByRole('button', { name: 'Get WOW' }).click();
    await expect(page).toHaveURL('/properties?offer_type=Sale&property_type=Apartment');
    await expect(
      page.getByRole('heading', { name: 'Properties for sale in Phuket' }),
    ).toBeVisible();
  });

  test('shows project cards and links All New Projects to the off-plan search', async ({
    page,
  }) => {
    const projects = await apiGet<ApiPage<{ id: number; title: string }>>(
      page.request,
      '/projects',
      { per_page: 6, page: 1, sort: 'newest' },
    );
    await page.goto('/');
    const section = page.getByRole('region', { name: 'New Projects in Phuket' });
    await expect(section.getByRole('article')).toHaveCount(projects.data.length);
    const first = projects.data[0];
    expect(first).toBeDefined();
    if (first) {
      await expect(section.getByRole('link', { name: first.title, exact: true })).toHaveAttribute(
        'href',
        `/projects/${first.id}`,
      );
    }
    await section.getByRole('link', { name: 'All New Projects' }).click();
    await expect(page).toHaveURL('/properties?property_stage=Off-plan');
  });
});

/**
 * The three promo cards in the grid link to real pages, not to '/'. Each
 * answers 200; a search finds listings; an anchor names an element of its page.
 */
async function expectLivePromoLinks(page: Page): Promise<void> {
  const promos = page.locator('a[id^="promo"]');
  await expect(promos).toHaveCount(3);
  const links = await promos.evaluateAll((anchors) =>
    anchors.map((anchor) => ({ id: anchor.id, href: anchor.getAttribute('href') ?? '' })),
  );
  expect(links.map((link) => link.id)).toEqual(['promo1', 'promo2', 'promo3']);
  for (const { id, href } of links) {
    const url = new URL(href, 'http://site');
    expect([id, url.pathname]).not.toEqual([id, '/']);
    const response = await page.request.get(url.pathname + url.search);
    expect([id, href, response.status()]).toEqual([id, href, 200]);
    if (url.pathname === '/properties') {
      const filters: Record<string, string> = {};
      for (const [name, value] of url.searchParams) filters[`filter[${name}]`] = value;
      const found = await apiGet<ApiPage<ApiCard>>(page.request, '/properties', filters);
      expect([id, href, found.meta.total > 0]).toEqual([id, href, true]);
    }
  }
  // The anchor of "Talk to an agent" is on its page (the about page is not server-rendered:
  // the browser's copy of it decides).
  const withHash = links.find((link) => link.href.includes('#'));
  if (withHash) {
    const [path, hash] = withHash.href.split('#');
    const other = await page.context().newPage();
    await other.goto(path ?? '/');
    await expect(other.locator(`[id="${hash}"]`)).toBeVisible();
    await other.close();
  }
}

test.describe('/properties', () => {
  test('filters apply, count, survive reload and back, and reset', async ({ page }) => {
    await page.goto('/properties?offer_type=Sale');
    await expect(page.getByText(/properties found$/)).toBeVisible();
    await expectLivePromoLinks(page);
    await page.getByRole('button', { name: 'More filters' }).click();
    const panel = page.getByRole('region', { name: 'More filters' });
    await panel.getByLabel('Property status').selectOption('Ready');
    await panel.getByLabel('Furniture').selectOption('Furnished');
    await panel.getByRole('button', { name: 'Apply Filters' }).click();

    await expect(page).toHaveURL(/offer_type=Sale&property_stage=Ready&furniture=Furnished$/);
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    const filtered = await apiGet<ApiPage<ApiCard>>(page.request, '/properties', {
      'filter[offer_type]': 'Sale',
      'filter[property_stage]': 'Ready',
      'filter[furniture]': 'Furnished',
      per_page: 12,
      page: 1,
      currency: 'THB',
    });
    const total = filtered.meta.total;
    await expect(page.getByText(`${total.toLocaleString('en-US')} properties found`)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(Math.min(12, total));
    const first = filtered.data[0];
    if (first) await expect(card(page, first.title)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    await expect(page.getByText(`${total.toLocaleString('en-US')} properties found`)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/properties\?offer_type=Sale$/);
    await expect(page.getByRole('button', { name: 'More filters' })).toBeVisible();

    await page.goForward();
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    await page.getByRole('button', { name: 'Filters (2)' }).click();
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.getByRole('button', { name: 'More filters' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  test('an impossible search shows the empty state and Reset brings listings back', async ({
    page,
  }) => {
    await page.goto('/properties?offer_type=Sale&area_filter=99990,100000');
    await expect(
      page.getByRole('heading', { name: 'No properties match your filters' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('cards format real prices, discounts and rental badges', async ({ page }) => {
    const all = await apiGet<ApiPage<ApiCard>>(page.request, '/properties', {
      per_page: 100,
      page: 1,
      currency: 'THB',
    });
    const rentMonthly = all.data.find(
      (item) => item.offer_type === 'Rent' && item.rental_type === 'Long-term',
    );
    const rentDaily = all.data.find(
      (item) => item.offer_type === 'Rent' && item.rental_type !== 'Long-term',
    );
    const sale = all.data.find((item) => item.offer_type === 'Sale' && item.price >= 1000);
    const discounted = all.data.find((item) => item.discount);
    for (const wanted of [rentMonthly, rentDaily, sale, discounted]) expect(wanted).toBeDefined();

    for (const item of [rentMonthly, rentDaily, sale, discounted]) {
      if (!item) continue;
      const index = all.data.indexOf(item);
      await page.goto(`/properties${index >= 12 ? `?page=${Math.floor(index / 12) + 1}` : ''}`);
      const found = card(page, item.title);
      await expect(found.getByTestId('listing-price')).toHaveText(expectedPrice(item));
      if (item.offer_type === 'Rent' && item.rental_type) {
        await expect(found.getByText(item.rental_type, { exact: true })).toBeVisible();
      } else {
        await expect(found.getByText(/^(Long-term|Short-term)$/)).toHaveCount(0);
      }
      if (item.discount) {
        await expect(found.getByText(`-${item.discount}%`, { exact: true })).toBeVisible();
      }
    }
    expect(expectedPrice(sale as ApiCard)).toMatch(/^฿\d{1,3}(,\d{3})+$/);
  });

  test('switching the currency reloads page 1 with prices in that currency', async ({ page }) => {
    const usd = await apiGet<ApiPage<ApiCard>>(page.request, '/properties', {
      per_page: 12,
      page: 1,
      currency: 'USD',
    });
    const thbPage2 = await apiGet<ApiPage<ApiCard>>(page.request, '/properties', {
      per_page: 12,
      page: 2,
      currency: 'THB',
    });
    await page.goto('/properties?page=2');
    const firstOfPage2 = thbPage2.data[0];
    if (firstOfPage2) {
      await expect(card(page, firstOfPage2.title).getByTestId('listing-price')).toHaveText(
        expectedPrice(firstOfPage2),
      );
    }
    // A choice made before the app runs is server-rendering-hydration.spec's subject.
    await waitForApp(page);
    await page.getByRole('contentinfo').getByLabel('Currency').selectOption('USD');
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const first = usd.data[0];
    expect(first?.currency).toBe('USD');
    if (first) {
      await expect(card(page, first.title).getByTestId('listing-price')).toHaveText(
        expectedPrice(first),
      );
    }
    await expect(page.getByTestId('listing-price').first()).toHaveText(/^\$/);
  });

  test('sorting by price low to high orders the cards and is kept in the URL', async ({ page }) => {
    const cheapest = await apiGet<ApiPage<ApiCard>>(page.request, '/properties', {
      per_page: 12,
      page: 1,
      sort: 'price',
      currency: 'THB',
    });
    await page.goto('/properties');
    await page.getByLabel('Sort by').selectOption({ label: 'Price low to high' });
    await expect(page).toHaveURL(/sort=price/);
    const first = cheapest.data[0];
    if (first) {
      await expect(page.getByRole('article').first().getByTestId('listing-price')).toHaveText(
        expectedPrice(first),
      );
    }
  });

  test('the map view without a Maps key pages the fallback list like the list, with area names', async ({
    page,
  }) => {
    const pageOf = (n: number) =>
      apiGet<ApiPage<ApiCard>>(page.request, '/properties', {
        'filter[offer_type]': 'Rent',
        per_page: 12,
        page: n,
        currency: 'THB',
      });
    const first = await pageOf(1);
    expect(first.meta.last_page).toBeGreaterThan(1);
    await page.goto('/properties?offer_type=Rent');
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Map' }).click();
    await expect(page).toHaveURL(/offer_type=Rent&view=map/);
    // The reason once, above the list.
    await expect(page.getByText(/^Map unavailable/)).toHaveCount(1);
    await expect(
      page.getByRole('heading', { name: 'Map unavailable — the map service is not configured' }),
    ).toBeVisible();
    const list = page.getByRole('list', { name: 'Properties and their locations' });
    await expect(list.getByRole('listitem')).toHaveCount(first.data.length);
    for (const [index, card] of first.data.slice(0, 3).entries()) {
      const item = list.getByRole('listitem').nth(index);
      await expect(item).toContainText(card.title);
      await expect(item).toContainText(card.location ?? 'Phuket');
    }
    // No raw coordinates.
    await expect(list).not.toContainText(/\d+\.\d{4}, \d+\.\d{4}/);

    await page
      .getByRole('navigation', { name: 'Result pages' })
      .getByRole('button', { name: 'Page 2', exact: true })
      .click();
    await expect(page).toHaveURL(/page=2/);
    const second = await pageOf(2);
    await expect(list.getByRole('listitem').first()).toContainText(second.data[0]?.title ?? '');

    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List' }).click();
    await expect(page).toHaveURL(/offer_type=Rent$/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});

test.describe('filters bar', () => {
  const VILLAS =
    '/properties?offer_type=Sale&property_type=Villa&bedrooms=3' +
    '&price_range=10000000,60000000&price_currency=THB';
  const SHOTS = '../.tmp/screenshots';

  async function villaCount(page: Page): Promise<number> {
    const answer = await apiGet<ApiPage<ApiCard>>(page.request, '/properties', {
      'filter[offer_type]': 'Sale',
      'filter[property_type]': 'Villa',
      'filter[bedrooms]': '3',
      'filter[price_range]': '10000000,60000000',
      'filter[price_currency]': 'THB',
      per_page: 1,
      page: 1,
    });
    return answer.meta.total;
  }

  const found = (n: number) =>
    `${n.toLocaleString('en-US')} ${n === 1 ? 'property' : 'properties'} found`;

  test('a THB price range keeps its results when the visitor switches to USD, and the link says so', async ({
    page,
    browser,
  }) => {
    const n = await villaCount(page);
    expect(n).toBeGreaterThan(0);
    await page.goto(VILLAS);
    await waitForApp(page);
    const status = page.getByRole('status').filter({ hasText: 'found' });
    await expect(status).toHaveText(found(n));
    const price = page.getByRole('button', { name: /^Price/ });
    await expect(price).toContainText('฿10M – ฿60M');

    await page.getByRole('contentinfo').getByLabel('Currency').selectOption('USD');
    await expect(page).toHaveURL(/price_currency=USD/);
    await expect(price).toContainText('$');
    await expect(status).toHaveText(found(n));
    await expect(page.getByTestId('listing-price').first()).toHaveText(/^\$/);

    // Someone else opens the shared link in their own browser (THB by default): the same N.
    const other = await browser.newContext();
    const fresh = await other.newPage();
    await fresh.goto(page.url());
    await expect(fresh.getByRole('status').filter({ hasText: 'found' })).toHaveText(found(n));
    await expect(fresh.getByRole('button', { name: /^Price/ })).toContainText('$');
    await other.close();
  });

  /** Nothing on the page reaches past the window's right edge (the page cannot scroll sideways). */
  const sideways = (page: Page) =>
    page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

  /** The labels of a range dropdown's presets, in order. */
  const presetsOf = (page: Page, name: 'Price' | 'Area') =>
    page
      .getByRole('group', { name: `${name} presets` })
      .getByRole('button')
      .allTextContents();

  const SALE_PRESETS = ['Under ฿5M', '฿5M – ฿10M', '฿10M – ฿20M', '฿20M – ฿50M', '฿50M+'];
  const RENT_PRESETS = [
    'Under ฿30K /month',
    '฿30K – ฿60K /month',
    '฿60K – ฿120K /month',
    '฿120K – ฿250K /month',
    '฿250K+ /month',
  ];

  for (const width of [1024, 1280, 1440]) {
    test(`at ${width} px the bar stays one row, and More filters with the price panel stay on screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      // Four applied filters, a price among them, and a chosen area: the longest the row gets.
      const kata = (await apiGet<{ id: number; name: string }[]>(page.request, '/locations')).find(
        (l) => l.name === 'Kata',
      );
      await page.goto(
        `/properties?offer_type=Sale&property_type=Villa&bedrooms=3&location_id=${kata?.id}` +
          '&price_range=10000000,60000000&price_currency=THB',
      );
      await waitForApp(page);
      const toggle = page.getByRole('button', { name: /More filters|Filters \(/ });
      const location = page.getByRole('combobox', { name: 'Location' });
      const [toggleBox, locationBox] = [await toggle.boundingBox(), await location.boundingBox()];
      expect(toggleBox && locationBox && Math.abs(toggleBox.y - locationBox.y) < 24).toBe(true);
      // The toggle stays inside the bar's box, not hanging past its edge.
      const barBox = await page.locator('.filters-bar').first().boundingBox();
      expect((toggleBox?.x ?? 0) + (toggleBox?.width ?? 0)).toBeLessThanOrEqual(
        (barBox?.x ?? 0) + (barBox?.width ?? 0),
      );

      // More filters open with the price filter set: its Apply wholly on screen, no sideways scroll.
      await toggle.click();
      const panelApply = page
        .getByRole('region', { name: 'More filters' })
        .getByRole('button', { name: 'Apply Filters' });
      await expect(panelApply).toBeInViewport({ ratio: 1 });
      expect(await sideways(page)).toBeLessThanOrEqual(0);

      // The price panel over it: sale presets, the boxes with symbol and separators.
      await page.getByRole('button', { name: /^Price/ }).click();
      const priceDialog = page.getByRole('dialog', { name: 'Price' });
      const apply = priceDialog.getByRole('button', { name: 'Apply' });
      await expect(apply).toBeInViewport({ ratio: 1 });
      expect(await presetsOf(page, 'Price')).toEqual(SALE_PRESETS);
      await expect(priceDialog.getByLabel('Minimum price value')).toHaveValue('฿10,000,000');
      await expect(priceDialog.getByLabel('Maximum price value')).toHaveValue('฿60,000,000');
      const applyBox = await apply.boundingBox();
      expect((applyBox?.x ?? 0) + (applyBox?.width ?? 0)).toBeLessThanOrEqual(width);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await lookAt(page, { path: `${SHOTS}/filters-price-${width}.png` });

      // No area range: the area boxes show the whole span, with separators and the unit.
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^Area/ }).click();
      const areaDialog = page.getByRole('dialog', { name: 'Area' });
      await expect(areaDialog.getByLabel('Minimum area value')).toHaveValue('0 sq.m');
      await expect(areaDialog.getByLabel('Maximum area value')).toHaveValue('100,000 sq.m');
    });
  }

  test('at 390 px the filters open as a full-screen sheet with "Show N results"', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/properties?offer_type=Rent');
    await waitForApp(page);
    const rent = await apiGet<ApiPage<ApiCard>>(page.request, '/properties', {
      'filter[offer_type]': 'Rent',
      per_page: 1,
      page: 1,
    });
    const toggle = page.getByRole('button', { name: /More filters|Filters \(/ });
    // The visitor has scrolled down to the toggle (kept clear of the sticky header, or the
    // click would scroll it back out from under it): the page under the sheet must stay there.
    const headerHeight = (await page.getByRole('banner').boundingBox())?.height ?? 0;
    await page.mouse.wheel(0, ((await toggle.boundingBox())?.y ?? 0) - headerHeight - 40);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(50);
    const scrolled = await page.evaluate(() => Math.round(window.scrollY));
    const pageScroll = () => page.evaluate(() => Math.round(window.scrollY));

    await toggle.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Close filters' })).toBeFocused();
    const show = sheet.getByRole('button', { name: /^Show [\d,]+ results?$/ });
    await expect(show).toHaveText(`Show ${rent.meta.total.toLocaleString('en-US')} results`);
    const box = await sheet.boundingBox();
    expect(box?.width).toBe(390);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await lookAt(page, { path: `${SHOTS}/filters-sheet-390.png` });
    await expectNoAxeViolations(page, '.filters-bar__panel--sheet');

    // Scrolled to the sheet's end (amenities), "Show N results" is still wholly on screen.
    await page.mouse.move(195, 500);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => sheet.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await expect(show).toBeInViewport({ ratio: 1 });

    // The rent presets are monthly, and the sheet's button counts the draft. The price
    // pop-over's Apply is wholly on screen (a click also fails on a covered button).
    await sheet.getByRole('button', { name: /^Price/ }).click();
    await expect(page.getByRole('button', { name: 'Under ฿30K /month' })).toBeVisible();
    await page.getByRole('button', { name: 'Under ฿30K /month' }).click();
    const priceApply = page.getByRole('dialog', { name: 'Price' }).getByRole('button', {
      name: 'Apply',
    });
    await expect(priceApply).toBeInViewport({ ratio: 1 });
    await priceApply.click();
    await expect(page).toHaveURL(/price_range=0,30000&price_currency=THB/);
    // Applied in the sheet: the sheet stays, its count follows, the page under it keeps its place.
    await expect(sheet).toBeVisible();
    const under30k = await apiGet<ApiPage<ApiCard>>(page.request, '/properties', {
      'filter[offer_type]': 'Rent',
      'filter[price_range]': '0,30000',
      'filter[price_currency]': 'THB',
      per_page: 1,
      page: 1,
    });
    await expect(show).toHaveText(
      `Show ${under30k.meta.total.toLocaleString('en-US')} ${under30k.meta.total === 1 ? 'result' : 'results'}`,
    );
    await expect(show).toBeInViewport({ ratio: 1 });
    expect(await pageScroll()).toBe(scrolled);

    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await pageScroll()).toBe(scrolled);
  });

  test('at 390 px, scrolled down the results, a floating Filters button opens the sheet where the visitor is', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/properties?offer_type=Sale');
    await waitForApp(page);
    await expect(page.getByRole('article').first()).toBeVisible();
    const float = page.locator('.filters-bar__float');
    await expect(float).toHaveCount(0);
    await page.mouse.move(195, 600);
    await page.mouse.wheel(0, 2500);
    await expect(float).toBeInViewport({ ratio: 1 });
    await expect(float).toHaveAccessibleName('Filters');
    const scrolled = await page.evaluate(() => Math.round(window.scrollY));
    await lookAt(page, { path: `${SHOTS}/filters-float-390.png` });

    await float.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Close filters' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    // Back where the visitor was, on the button they used.
    await expect(float).toBeFocused();
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled);

    // Back at the top, the bar itself is there: no floating button.
    await page.mouse.wheel(0, -5000);
    await expect(float).toHaveCount(0);
  });

  test('at 1280 px the More filters panel comes in its own chunk when it first opens', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        scripts.push({ url: response.url(), body: await response.text() });
      } catch {
        // A response without a body (redirect) holds no code.
      }
    });
    // The panel's own markup; its words are in the shared catalog, which every page has.
    const holdsPanel = (script: { body: string }) => script.body.includes('filters-bar__amenities');
    await page.goto('/properties?offer_type=Sale');
    await waitForApp(page);
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(holdsPanel)).toEqual([]);

    await page.getByRole('button', { name: 'More filters' }).click();
    const panel = page.getByRole('region', { name: 'More filters' });
    await expect(panel.getByRole('button', { name: 'Apply Filters' })).toBeVisible();
    await expect(panel.getByLabel('Property status')).toBeVisible();
    await expect.poll(() => scripts.filter(holdsPanel).length).toBe(1);
    await lookAt(page, { path: `${SHOTS}/filters-panel-1280.png` });
    await expectNoAxeViolations(page, '.filters-bar__panel');

    // The second opening finds the chunk already there: the fields come at once.
    await panel.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'More filters' }).click();
    await expect(panel.getByLabel('Property status')).toBeVisible();
    expect(scripts.filter(holdsPanel)).toHaveLength(1);
  });

  test('rents sorted by price say they compare monthly prices; rent has monthly presets', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/properties?offer_type=Rent');
    await waitForApp(page);
    // Not the sale presets of the test above: monthly figures, a preset filling the boxes.
    await page.getByRole('button', { name: /^Price/ }).click();
    expect(await presetsOf(page, 'Price')).toEqual(RENT_PRESETS);
    const priceDialog = page.getByRole('dialog', { name: 'Price' });
    await page.getByRole('button', { name: '฿30K – ฿60K /month' }).click();
    await expect(priceDialog.getByLabel('Minimum price value')).toHaveValue('฿30,000');
    await expect(priceDialog.getByLabel('Maximum price value')).toHaveValue('฿60,000');
    await page.keyboard.press('Escape');
    await expect(priceDialog).toBeHidden();

    await page.getByLabel('Sort by').selectOption({ label: 'Price (monthly) low to high' });
    await expect(page).toHaveURL(/sort=price/);
    const cheapest = await apiGet<ApiPage<ApiCard>>(page.request, '/properties', {
      'filter[offer_type]': 'Rent',
      sort: 'price',
      per_page: 12,
      page: 1,
      currency: 'THB',
    });
    const first = cheapest.data[0];
    expect(first).toBeDefined();
    if (first) {
      await expect(page.getByRole('article').first().getByTestId('listing-price')).toHaveText(
        expectedPrice(first),
      );
    }
  });
});

import { expect, test, waitForApp } from '../support/test';
import type { ApiCard, ApiPage } from './catalog-support';
import { apiGet } from './catalog-support';

/**
 * Public catalog pages come with their first screen rendered by the server (the catalog's own
 * components), so they show before any script has run; the app then takes over in place.
 */
test.describe('server-rendered first screen', () => {
  test('a property page is complete in the HTML the server sends, in the chosen currency', async ({
    browser,
    request,
    baseURL,
  }) => {
    const list = await apiGet<ApiPage<ApiCard>>(request, '/properties', { per_page: 1 });
    const first = list.data[0];
    if (!first) throw new Error('the demo seed has no listing');
    const html = await (await request.get(`/properties/${first.id}`)).text();
    expect(html).toContain('<div id="first-screen">');
    // The data it was rendered from travels with it, so the app does not ask again.
    expect(html).toMatch(/<script type="application\/json" id="first-screen-data">\{/);

    // What a visitor sees before any script runs, in the currency they chose last time.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await context.addCookies([{ name: 'currency', value: 'USD', url: baseURL ?? '' }]);
    const page = await context.newPage();
    await page.goto(`/properties/${first.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    const usd = await apiGet<ApiCard>(request, `/${first.id}/property`, { currency: 'USD' });
    const amount = Math.floor(usd.price).toLocaleString('en-US');
    await expect(page.getByTestId('property-price')).toContainText(`$${amount}`);
    await context.close();
  });

  test('without JavaScript the pages still show their content', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Get the WOW Experience of Phuket Real Estate' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New Projects in Phuket' })).toBeVisible();
    await expect(page.locator('.home-grid article').first()).toBeVisible();
    await page.goto('/properties');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText(/properties found/)).toBeVisible();
    // Cards are links: without the app, a click is an ordinary page load, first screen again.
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/properties\/\d+$/);
    await expect(page.locator('.gallery__main')).toBeVisible();
    await context.close();
  });

  test('the app replaces the first screen with the same page and asks the API nothing new', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/(\d+\/property|properties)\b/.test(r.url())) calls.push(r.url());
    });
    await page.goto('/properties?offer_type=Sale');
    await waitForApp(page);
    // One page on screen: the server's copy is gone, the app's is shown.
    await expect(page.locator('#first-screen')).toHaveCount(0);
    // Its joined stylesheet went with it: the app is styled by its own CSS from here on.
    await expect(page.locator('#first-screen-styles')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Properties for sale in Phuket',
    );
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    expect(calls).toEqual([]);
    // …and from here on the app works as usual.
    await page.getByLabel('Sort by').selectOption({ label: 'Price high to low' });
    await expect(page).toHaveURL(/sort=-price/);
    expect(calls.length).toBeGreaterThan(0);
  });

  test('an unknown property gets the app’s not-found screen, not a first screen', async ({
    page,
    request,
  }) => {
    const response = await request.get('/properties/999999');
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('id="first-screen"');
    await page.goto('/properties/999999');
    await expect(page.getByRole('heading', { name: 'Property not found' })).toBeVisible();
  });
});

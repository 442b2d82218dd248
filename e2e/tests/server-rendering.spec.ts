import { expect, test, waitForApp } from '../support/test';
import type { ApiCard, ApiPage } from './catalog-support';
import { apiGet } from './catalog-support';

/**
 * Public catalog pages are rendered by the server (the site's own React tree), so they show
 * before any script has run; the app then hydrates them in place.
 */
test.describe('server rendering', () => {
  test('a property page is complete in the HTML the server sends, in the chosen currency', async ({
    browser,
    request,
    baseURL,
  }) => {
    const list = await apiGet<ApiPage<ApiCard>>(request, '/properties', { per_page: 1 });
    const first = list.data[0];
    if (!first) throw new Error('the demo seed has no listing');
    const html = await (await request.get(`/properties/${first.id}`)).text();
    expect(html).toMatch(/<div id=root><.*<h1[^>]*>/);
    // The data it was rendered from travels with it, so the app does not ask again.
    expect(html).toMatch(/<script type="application\/json" id="server-data">\{/);

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
    // Cards are links: without the app, a click is an ordinary page load, rendered again.
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/properties\/\d+$/);
    await expect(page.locator('.gallery__main')).toBeVisible();
    await context.close();
  });

  test('the app hydrates the page in place and asks the API nothing new', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/(\d+\/property|properties)\b/.test(r.url())) calls.push(r.url());
    });
    const css: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') css.push(r.url());
    });
    await page.goto('/properties?offer_type=Sale', { waitUntil: 'domcontentloaded' });
    const heading = await page.getByRole('heading', { level: 1 }).elementHandle();
    await waitForApp(page);
    // Hydrated, not re-rendered: the server's elements are the app's.
    expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Properties for sale in Phuket',
    );
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(calls).toEqual([]);
    // The page links the builds' own CSS files: the app's chunks find them, none is fetched twice.
    await page.waitForLoadState('networkidle');
    expect(css.length).toBeGreaterThan(0);
    expect(new Set(css).size).toBe(css.length);
    // …and from here on the app works as usual.
    await page.getByLabel('Sort by').selectOption({ label: 'Price high to low' });
    await expect(page).toHaveURL(/sort=-price/);
    expect(calls.length).toBeGreaterThan(0);
  });

  test('an unknown property gets the app’s not-found screen, not a server render', async ({
    page,
    request,
  }) => {
    const response = await request.get('/properties/999999');
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('id="server-data"');
    await page.goto('/properties/999999');
    await expect(page.getByRole('heading', { name: 'Property not found' })).toBeVisible();
  });
});

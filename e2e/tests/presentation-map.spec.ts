import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { MAPS_TEST_KEY, REMOTE_ELSEWHERE_PORT } from '../playwright.config';
import { DEMO_PASSWORD, demoUsers } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test, waitForApp } from '../support/test';
import { lookAt } from '../support/look';
import { FAKE_GOOGLE_MAPS } from '../support/fake-google-maps';
import { seededOptions } from '../support/listings';

// Each listing has a location map when Maps is configured. The main site has no
// Maps key: each listing shows its area and a Google Maps link, and no Maps code is fetched.
// The site on REMOTE_ELSEWHERE_PORT has one (playwright.config.ts): there the server-rendered
// page hydrates without a mismatch, fetches the Maps code only after hydration and draws a map
// only once it nears the screen, under the strict Content-Security-Policy; the print view and
// its PDF have no map to wait for. Google's script is the one thing answered by the test: the
// stand-in below does what the real one is documented to do that matters here (defines
// google.maps.importLibrary, copies the nonce of the page's first <style nonce> onto the
// <style> it adds, draws into the map's element).

const MAPS_SITE = `http://127.0.0.1:${REMOTE_ELSEWHERE_PORT}`;
const SHOTS = '../.tmp/screenshots';
const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

interface PublicItem {
  id: number;
  available: boolean;
  title: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** The broker's presentation of the first `count` listings on offer at `origin`. */
async function createPresentation(
  request: APIRequestContext,
  origin: string,
  count: number,
): Promise<{ slug: string; items: PublicItem[] }> {
  const login = await request.post(`${origin}/api/login`, {
    data: { email: demoUsers.broker.email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  // The seed's listings all have a position on the map.
  type Card = { id: number; latitude: number | null; location: string | null };
  const cards = (await seededOptions<Card>(request, headers, {}, origin))
    .filter((card) => card.latitude !== null && card.location !== null)
    .slice(0, count);
  expect(cards).toHaveLength(count);
  const created = await request.post(`${origin}/api/presentations`, {
    headers,
    data: {
      title: `Homes on the map ${run}`,
      items: cards.map((card) => ({ listing_id: card.id })),
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const view = await request.get(`${origin}/api/presentation/${slug}`);
  const { items } = (await view.json()) as { items: PublicItem[] };
  // Only placed listings were chosen, so each has a position and an area.
  for (const item of items) {
    expect(item.latitude).not.toBeNull();
    expect(item.location).not.toBeNull();
  }
  return { slug, items };
}

/** Console errors and warnings (a hydration mismatch is one), and uncaught errors. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/** Requests for Maps code: Google's script and the page's own maps chunk. */
function watchMapsRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      url.hostname === 'maps.googleapis.com' ||
      /\/public\/maps\.[0-9a-f]+\.js$/.test(url.pathname)
    )
      requested.push(url.origin + url.pathname);
  });
  return requested;
}

/** Content-Security-Policy violations, recorded from the document's first byte. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
    // When the page hydrated, to compare with when Google's script ran. The document is
    // observed, not <html>, which is not parsed yet when this runs.
    new MutationObserver((_changes, observer) => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      Object.assign(window, { __hydratedAt: performance.now() });
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

const coordinates = (item: PublicItem) =>
  `${item.latitude?.toFixed(5) ?? ''}, ${item.longitude?.toFixed(5) ?? ''}`;

test('without a Maps key each listing shows its area and a Google Maps link, and no map code loads', async ({
  page,
  request,
}) => {
  const { slug, items } = await createPresentation(request, '', 3);
  const messages = watchConsole(page);
  const mapsRequests = watchMapsRequests(page);
  await page.goto(`/presentation/${slug}`);
  await waitForApp(page);
  await page.waitForLoadState('networkidle');

  const listings = page.getByTestId('presentation-listing');
  await expect(listings).toHaveCount(3);
  for (const [index, item] of items.entries()) {
    const location = listings.nth(index).getByTestId('listing-location');
    await expect(location.getByRole('heading', { level: 3, name: 'Location' })).toBeVisible();
    await expect(location).toContainText(item.location ?? '');
    await expect(location.getByRole('link', { name: /^Open in Google Maps/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${item.latitude},${item.longitude}`,
    );
  }
  await expect(page.getByTestId('listing-map')).toHaveCount(0);
  await expect(page.getByText(/Map unavailable/)).toHaveCount(0);
  expect(mapsRequests).toEqual([]);
  expect(messages).toEqual([]);
  await expectNoAxeViolations(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await listings.first().getByTestId('listing-location').scrollIntoViewIfNeeded();
    await lookAt(page, { path: `${SHOTS}/presentation-location-no-key-${width}.png` });
  }
});

test.describe('with a Maps key', () => {
  let slug = '';
  let items: PublicItem[] = [];

  test.beforeAll(async ({ request }) => {
    ({ slug, items } = await createPresentation(request, MAPS_SITE, 3));
  });

  test('the page hydrates as rendered, loads Maps after hydration and draws a map near the screen only', async ({
    browser,
  }) => {
    // A phone: each listing is taller than the screen, so the last map starts far below it.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.route('https://maps.googleapis.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_GOOGLE_MAPS }),
    );
    const violations = await watchViolations(page);
    const messages = watchConsole(page);
    const mapsRequests = watchMapsRequests(page);

    const response = await page.goto(`${MAPS_SITE}/presentation/${slug}`);
    expect(response?.status()).toBe(200);
    // The first load names no Maps code: not Google's script, not the page's maps chunk.
    const html = await response?.text();
    expect(html).not.toMatch(/maps\.googleapis|\/public\/maps\./);
    // The same key as the browser's: the server rendered the map boxes.
    expect(html).toContain(`"mapsApiKey":"${MAPS_TEST_KEY}"`);
    expect(html).toContain('data-testid="listing-map"');
    await waitForApp(page);

    const maps = page.getByTestId('listing-map');
    await expect(maps).toHaveCount(3);
    await expect(maps.nth(0)).toHaveAttribute(
      'aria-label',
      `Map of property 1, ${items[0]?.title}`,
    );
    await maps.nth(0).scrollIntoViewIfNeeded();
    await expect(maps.nth(0)).toHaveAttribute('data-fake-drawn', 'true');
    await page.waitForLoadState('networkidle');
    // Far below the screen: no map drawn there yet (one Maps script serves every map).
    await expect(maps.nth(2)).not.toHaveAttribute('data-fake-drawn', 'true');
    expect(mapsRequests.filter((url) => url.includes('maps.googleapis.com'))).toHaveLength(1);
    expect(mapsRequests.filter((url) => url.includes('/public/maps.'))).toHaveLength(1);
    // Loaded after the page hydrated, never on its way there.
    const order = await page.evaluate(() => {
      const w = window as unknown as { __hydratedAt?: number; __mapsScriptAt?: number };
      return { hydrated: w.__hydratedAt ?? Infinity, maps: w.__mapsScriptAt ?? -Infinity };
    });
    expect(order.maps).toBeGreaterThan(order.hydrated);

    await maps.nth(2).scrollIntoViewIfNeeded();
    await expect(maps.nth(2)).toHaveAttribute('data-fake-drawn', 'true');
    // The <style> Google's script adds carries the page's nonce, so the policy lets it apply.
    await expect(maps.nth(2).locator('.fake-google-map')).toHaveCSS(
      'background-color',
      'rgb(204, 221, 238)',
    );
    // The area and the link stay beside the map.
    await expect(page.getByTestId('listing-location').nth(2)).toContainText(
      items[2]?.location ?? '',
    );
    expect(await violations()).toEqual([]);
    expect(messages).toEqual([]);
    await expectNoAxeViolations(page);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await maps.nth(0).scrollIntoViewIfNeeded();
      await lookAt(page, { path: `${SHOTS}/presentation-map-${width}.png` });
    }
    await context.close();
  });

  test('the print view and its PDF have no map to wait for', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const mapsRequests = watchMapsRequests(page);
    await page.route('https://maps.googleapis.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_GOOGLE_MAPS }),
    );
    await page.goto(`${MAPS_SITE}/presentation/${slug}?print=1`);
    await expect(page.locator('.pres-public[data-ready="true"]')).toBeVisible();
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('listing-map')).toHaveCount(0);
    for (const item of items) await expect(page.getByText(coordinates(item))).toBeVisible();
    expect(mapsRequests).toEqual([]);

    const pdf = await request.get(`${MAPS_SITE}/api/presentation/${slug}/pdf`, {
      timeout: 80_000,
    });
    expect(pdf.status()).toBe(200);
    const file = testInfo.outputPath('presentation-map.pdf');
    writeFileSync(file, await pdf.body());
    // A long title wraps onto a second line of the PDF.
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
    for (const item of items) {
      expect(text).toContain(item.title ?? '');
      expect(text).toContain(coordinates(item));
    }
  });
});

import { REMOTE_ELSEWHERE_PORT } from '../playwright.config';
import { FAKE_GOOGLE_MAPS } from '../support/fake-google-maps';
import { expect, test, waitForApp } from '../support/test';

// The property page's location map on the one test site with a Maps key (playwright.config.ts):
// the map code (loader and clusterer) is fetched by the map itself once the page runs, not with
// the page, and Google's script (answered by the test, support/fake-google-maps.ts) draws the
// listing's position.

const MAPS_SITE = `http://127.0.0.1:${REMOTE_ELSEWHERE_PORT}`;

interface Located {
  id: number;
  latitude: number | null;
  longitude: number | null;
}

test('a property page with a Maps key draws its location after the page runs', async ({
  browser,
  request,
}) => {
  const list = (await (await request.get(`${MAPS_SITE}/api/properties?per_page=24`)).json()) as {
    data: { id: number }[];
  };
  let target: Located | null = null;
  for (const item of list.data) {
    const detail = (await (
      await request.get(`${MAPS_SITE}/api/${item.id}/property`)
    ).json()) as Located;
    if (detail.latitude !== null && detail.longitude !== null) {
      target = detail;
      break;
    }
  }
  if (!target) throw new Error('no seeded listing on the first page has coordinates');

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.route('https://maps.googleapis.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_GOOGLE_MAPS }),
  );
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));

  const response = await page.goto(`${MAPS_SITE}/properties/${target.id}`);
  const html = (await response?.text()) ?? '';
  // No map code is named by the page itself: Google's script comes when the map asks.
  expect(html).not.toMatch(/maps\.googleapis/);
  await waitForApp(page);

  const map = page.locator('.google-map');
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-fake-drawn', 'true');
  await expect(map).toContainText(`Map at ${target.latitude}, ${target.longitude}`);
  // Without the address fallback: the map stands in its place.
  await expect(page.locator('.map-fallback')).toHaveCount(0);
  expect(messages).toEqual([]);
  await context.close();
});

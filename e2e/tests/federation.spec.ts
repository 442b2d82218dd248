import { expect, test } from '../support/test';
import { REMOTE_ELSEWHERE_PORT, SECOND_ORIGIN_PORT } from '../playwright.config';

const HOME_HEADING = 'Get the WOW Experience of Phuket Real Estate';

test('a remote whose entry is blocked shows Retry while the rest of the site works', async ({
  page,
}) => {
  const entry = '**/remotes/mfe-catalog/remoteEntry.js';
  await page.route(entry, (route) => route.abort());
  await page.goto('/');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('could not be loaded');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('2008 - 2024');

  // Another area keeps working.
  await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.unroute(entry);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: HOME_HEADING })).toBeVisible();
});

test('a remote deployed on another origin is used through the runtime config alone', async ({
  page,
}) => {
  const fromSecondOrigin: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`http://127.0.0.1:${SECOND_ORIGIN_PORT}/`))
      fromSecondOrigin.push(response.url());
  });
  await page.goto(`http://127.0.0.1:${REMOTE_ELSEWHERE_PORT}/`);
  await expect(page.getByRole('heading', { name: HOME_HEADING })).toBeVisible();
  const config = await (
    await page.request.get(`http://127.0.0.1:${REMOTE_ELSEWHERE_PORT}/config.json`)
  ).json();
  expect(config.remotes['mfe-catalog']).toBe(
    `http://127.0.0.1:${SECOND_ORIGIN_PORT}/mf-manifest.json`,
  );
  // The configured manifest names the folder; the shell loads the entry beside it directly.
  expect(fromSecondOrigin.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(fromSecondOrigin.some((url) => url.endsWith('/mf-manifest.json'))).toBe(false);
  // The shell itself came from its own origin, unchanged.
  const shellScript = await page.locator('script[src*="main."]').first().getAttribute('src');
  expect(shellScript).toMatch(/^\/main\.[0-9a-f]+\.js$/);
});

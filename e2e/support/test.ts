import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Public catalog pages arrive with a server-rendered first screen that the app replaces once
 * it has rendered the same page (shared/first-screen). Its links work, its controls do not:
 * a test that types into the server's copy would type into a page about to be swapped out.
 * So every full page load here waits until no first screen is left (at once on pages without
 * one, and on documents that are not the site).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('#first-screen').waitFor({ state: 'detached' });
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await provide(page);
  },
});

export { expect };

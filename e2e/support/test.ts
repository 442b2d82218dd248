import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * The app says it handles input: a server-rendered page has hydrated, or a client-rendered
 * one has committed its first render (`<html data-hydrated="true">`, shell/src/bootstrap.tsx).
 * Input made earlier on a server-rendered page is recorded and replayed, so only tests that
 * read the app's state right after a load need to wait for this.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

export { test, expect };

/**
 * Holds every script of the app back until the returned `release` is called (the early-input
 * recorder under /ssr/ is let through): the server's HTML paints and nothing of the app runs,
 * so a test can act before hydration.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js') && !url.pathname.startsWith('/ssr/'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

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

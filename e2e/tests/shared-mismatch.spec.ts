import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

// A remote released against a @phuket/shared the shell cannot give it: its entry, as served,
// is rewritten to require the stores (stateful, docs/shared-modules.md) at ^99.0.0.

const HOME_HEADING = 'Get the WOW Experience of Phuket Real Estate';
const ACCOUNT_ENTRY = '**/remotes/mfe-account/remoteEntry.js';
const STORES = '@phuket/shared/stores';
const sharedVersion = (
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'shared', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

/**
 * The entry as if built against @phuket/shared 99: the range it declares for the stores, both
 * where it registers its own copy and where its modules consume it, made `^99.0.0`.
 */
function requireFutureStores(source: string): string {
  const consumed = /requiredVersion:"[^"]*"(?=[^{}]*?shareKey:"@phuket\/shared\/stores")/g;
  const provided = /("@phuket\/shared\/stores":\[\{(?:(?!\}\]).)*?requiredVersion:)"[^"]*"/g;
  let count = 0;
  const rewritten = source
    .replace(consumed, () => {
      count += 1;
      return 'requiredVersion:"^99.0.0"';
    })
    .replace(provided, (_match, before: string) => {
      count += 1;
      return `${before}"^99.0.0"`;
    });
  if (count < 2) throw new Error(`${STORES}: ${count} of its 2 declarations found in the entry`);
  return rewritten;
}

const isMismatchReport = (request: Request) =>
  request.method() === 'POST' &&
  new URL(request.url()).pathname === '/api/client-errors' &&
  (request.postDataJSON() as { kind?: string } | null)?.kind === 'shared-mismatch';

test('a remote the shell cannot give its stateful modules is not mounted, and is reported', async ({
  page,
}) => {
  await page.route(ACCOUNT_ENTRY, async (route) => {
    const response = await route.fetch();
    // The text arrives decoded: the rewritten body goes out uncompressed, its length recounted.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(
        ([name]) => !['content-encoding', 'content-length'].includes(name),
      ),
    );
    await route.fulfill({
      status: response.status(),
      headers,
      body: requireFutureStores(await response.text()),
    });
  });
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  const report = page.waitForRequest(isMismatchReport);
  const answered = page.waitForResponse((response) => isMismatchReport(response.request()));
  await page.goto('/login');

  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'This area is being updated' })).toBeVisible();
  await expect(alert).toContainText('please try again in a few minutes');
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  // The account area's own page never rendered.
  await expect(page.getByRole('heading', { name: 'Log in' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectNoAxeViolations(page, '.area-unavailable');

  // Reported to the API with both versions, the area and the page.
  const body = (await report).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    kind: 'shared-mismatch',
    path: '/login',
    area: 'mfe-account',
    mismatch: {
      module: STORES,
      required: '^99.0.0',
      provided: sharedVersion,
      remote: 'mfe-account',
    },
  });
  // The builds the page was made of, as the server said (/config.json): which shell and which
  // release of the area met.
  const build = {
    version: expect.any(String),
    commit: expect.stringMatching(/^([0-9a-f]{40}|unknown)$/),
    shared: sharedVersion,
    release: null,
  };
  expect(body.builds).toMatchObject({ shell: build, 'mfe-account': build });
  expect((await answered).status()).toBe(204);
  // Logged once: the server-rendered page's failed hydration is the same refusal, not news.
  expect(consoleErrors.filter((text) => text.includes(STORES))).toHaveLength(1);
  // And in the console, with both versions.
  expect(
    consoleErrors.some(
      (text) => text.includes(STORES) && text.includes('^99.0.0') && text.includes(sharedVersion),
    ),
  ).toBe(true);

  // Every other area keeps working, in the same page.
  await page.getByRole('banner').getByRole('link', { name: 'WOW Phuket home' }).click();
  await expect(page.getByRole('heading', { name: HOME_HEADING })).toBeVisible();

  // Retry loads the page again: still the same release, still refused, and nothing else broke.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'This area is being updated' })).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'This area is being updated' })).toBeVisible();

  expect(pageErrors).toEqual([]);
  // The only errors the page logged are the refusal (and the browser's own for nothing else).
  expect(consoleErrors.filter((text) => !text.includes(STORES))).toEqual([]);
});

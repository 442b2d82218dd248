import type { APIRequestContext, Page } from '@playwright/test';
import { REMOTE_ELSEWHERE_PORT, SECOND_ORIGIN_PORT } from '../playwright.config';
import { signInAs } from '../support/accounts';
import { expect, test } from '../support/test';
import { apiGet, type ApiPage } from './catalog-support';

/**
 * The site's Content-Security-Policy allows no inline style but a page's own <style>, by the
 * nonce of that answer: every page type must render without Chromium blocking anything —
 * server-rendered pages (no style attributes), the areas' CSS files, and whatever
 * the app and the federation runtime add while it runs.
 */

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * Records every violation the page reports, from its first byte: `securitypolicyviolation`
 * events (an init script runs before the document's own) and Chromium's console messages.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) messages.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}: ${event.sample}`,
      );
    });
  });
  return async () => [...messages, ...(await page.evaluate(() => window.cspViolations ?? []))];
}

/** The sources of one directive of an answer's policy. */
function directive(response: { headers(): Record<string, string> } | null, name: string): string[] {
  const csp = response?.headers()['content-security-policy'] ?? '';
  const found = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([first]) => first === name);
  return found?.slice(1) ?? [];
}

/**
 * Opens `url`, waits until the app has rendered `heading` and gone quiet, and checks the page
 * was sent a strict style-src and reported no violation.
 */
async function expectCleanPage(
  page: Page,
  violations: () => Promise<string[]>,
  url: string,
  heading: string | RegExp,
): Promise<void> {
  const response = await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const styleSrc = directive(response, 'style-src');
  expect(styleSrc, url).toContain("'self'");
  expect(styleSrc, url).not.toContain("'unsafe-inline'");
  expect(
    styleSrc.filter((s) => s.startsWith("'nonce-")),
    url,
  ).toHaveLength(1);
  expect(await violations(), url).toEqual([]);
}

interface AgentRef {
  id: number;
  name: string;
  avatar_path: string | null;
}

/** A property whose agent has no photo: its page draws the initial disc on the server. */
async function propertyWithInitialAvatar(
  request: APIRequestContext,
): Promise<{ id: number; title: string; agent: AgentRef }> {
  const list = await apiGet<ApiPage<{ id: number }>>(request, '/properties', { per_page: 30 });
  for (const { id } of list.data) {
    const property = await apiGet<{ id: number; title: string; agent: AgentRef | null }>(
      request,
      `/${id}/property`,
      { currency: 'THB' },
    );
    if (property.agent && property.agent.avatar_path === null) {
      return { id, title: property.title, agent: property.agent };
    }
  }
  throw new Error('no listing in the demo seed has an agent without a photo');
}

async function firstTitle(request: APIRequestContext, kind: 'developers' | 'projects') {
  const list = await apiGet<ApiPage<{ id: number; title: string }>>(request, `/${kind}`, {
    per_page: 1,
    page: 1,
  });
  const first = list.data[0];
  if (!first) throw new Error(`the demo seed has no ${kind}`);
  return first;
}

test.describe('content security policy', () => {
  test('public pages render with no violation', async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await watchViolations(page);
    const property = await propertyWithInitialAvatar(page.request);
    const developer = await firstTitle(page.request, 'developers');
    const project = await firstTitle(page.request, 'projects');

    await expectCleanPage(page, violations, '/', 'Get the WOW Experience of Phuket Real Estate');
    // The critical <style> of the shell, allowed by its nonce, is applied.
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    await expectCleanPage(page, violations, '/properties', 'Properties in Phuket');
    await expectCleanPage(page, violations, '/properties?view=map', 'Properties in Phuket');
    await expectCleanPage(page, violations, `/properties/${property.id}`, property.title);
    // Sized by its class, as the style attribute the server no longer writes did.
    const disc = await page.locator('.avatar--initial').first().boundingBox();
    expect([disc?.width, disc?.height]).toEqual([56, 56]);
    await expectCleanPage(page, violations, `/developers/${developer.id}`, developer.title);
    await expectCleanPage(page, violations, `/projects/${project.id}`, project.title);
    await expectCleanPage(page, violations, `/agents/${property.agent.id}`, property.agent.name);
    await expectCleanPage(page, violations, '/about-us', 'About us');
    await expectCleanPage(page, violations, '/terms', 'Terms & Privacy Policy');
    await expectCleanPage(page, violations, '/login', 'Log in');
    await expectCleanPage(page, violations, '/register', 'Create an account');
    await expectCleanPage(page, violations, '/no/such/page', 'Page not found');
  });

  test('a server-rendered page is styled without a violation, before and after hydration', async ({
    browser,
    baseURL,
  }) => {
    // A page of its own (the fixture's waits for the hand-over on every load): the catalog's
    // code is held back until the server's copy has been seen on its own.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const violations = await watchViolations(page);
    const property = await propertyWithInitialAvatar(page.request);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The catalog's stylesheets pass: the server's HTML links them, and they block the first paint.
    await page.route(
      (url) => url.pathname.startsWith('/remotes/mfe-catalog/') && !url.pathname.endsWith('.css'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    // Not 'load': the held remoteEntry.js is a script the page inserted, and it holds up `load`.
    const response = await page.goto(`/properties/${property.id}`, {
      waitUntil: 'domcontentloaded',
    });
    expect(directive(response, 'style-src')).not.toContain("'unsafe-inline'");
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every(
        (link) => link.sheet !== null,
      ),
    );
    const disc = page.locator('#root .avatar--initial').first();
    await expect(disc).toBeVisible();
    expect(await disc.getAttribute('style')).toBeNull();
    const box = await disc.boundingBox();
    expect([box?.width, box?.height]).toEqual([56, 56]);
    expect(await violations()).toEqual([]);
    // Hydration, which finds the areas' stylesheets already in the page.
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1, name: property.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    await context.close();
  });

  test('signed-in pages of every area render with no violation', async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await watchViolations(page);
    await signInAs(page, 'developer');
    await expectCleanPage(page, violations, '/profile', 'Dara Developer');
    await expectCleanPage(page, violations, '/profile/edit', 'Edit profile');
    await expectCleanPage(page, violations, '/listing', 'My listings');
    await expectCleanPage(page, violations, '/listing/create', 'Create a listing');
    await expectCleanPage(page, violations, '/presentations', 'My presentations');
    await expectCleanPage(page, violations, '/database/developers', 'Developer database');
  });

  test('a catalog served from another origin renders with no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const base = `http://127.0.0.1:${REMOTE_ELSEWHERE_PORT}`;
    await expectCleanPage(page, violations, `${base}/properties`, 'Properties in Phuket');
    const response = await page.request.get(`${base}/`);
    // The other origin's CSS files are allowed by origin, not by 'unsafe-inline'.
    expect(directive(response, 'style-src')).toContain(`http://127.0.0.1:${SECOND_ORIGIN_PORT}`);
  });
});

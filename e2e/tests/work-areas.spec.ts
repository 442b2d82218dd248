import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { signInAs } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { lookAt } from '../support/look';

// Signed-in suppliers find their work areas from the header, an admin is told why a page is
// not theirs, and docs/product-rules.md §2's scroll and focus rules hold, at a desktop and a phone width.

const WIDTHS = [1280, 390] as const;
const height = (width: number) => (width === 390 ? 844 : 800);

/** The header's links live in the mobile menu on a phone: opened first there. */
async function openMenuIfPhone(page: Page, width: number): Promise<void> {
  if (width === 390) await page.getByRole('button', { name: 'Open menu' }).click();
}

async function openAccountMenu(page: Page, width: number) {
  await openMenuIfPhone(page, width);
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Your areas' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('list', { name: 'Your areas' });
}

/** The element that has the focus, as its tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName} ${active.textContent?.trim() ?? ''}` : '';
  });

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: height(width) });
    });

    test('a broker reaches "Add a listing" from the header in one click', async ({ page }) => {
      await signInAs(page, 'broker');
      await page.goto('/about-us');
      await waitForApp(page);
      await openMenuIfPhone(page, width);
      const add = page.getByRole('banner').getByRole('link', { name: 'Add a listing' });
      await expect(add).toBeVisible();
      await expectNoAxeViolations(page, 'header');
      await lookAt(page, { path: `/tmp/supplier-nav-header-broker-${width}.png` });
      await add.click();
      await expect(page).toHaveURL(/\/listing\/create$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Create a listing' })).toBeVisible();
    });

    test('a signed-in broker\'s "List your property" leads to /listing/create', async ({
      page,
    }) => {
      await signInAs(page, 'broker');
      await page.goto('/properties');
      await waitForApp(page);
      const banner = page.locator('#promo1');
      await expect(banner).toHaveAttribute('href', '/listing/create');
      await banner.click();
      await expect(page).toHaveURL(/\/listing\/create$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Create a listing' })).toBeVisible();

      await page.goto('/about-us');
      await page.getByRole('link', { name: 'List your property' }).click();
      await expect(page).toHaveURL(/\/listing\/create$/);
    });

    for (const role of ['developer', 'admin'] as const) {
      test(`${role === 'admin' ? 'an' : 'a'} ${role} goes between the developers and projects databases`, async ({
        page,
      }) => {
        await signInAs(page, role);
        await page.goto('/about-us');
        await waitForApp(page);
        const menu = await openAccountMenu(page, width);
        await expectNoAxeViolations(page, 'header');
        await lookAt(page, { path: `/tmp/supplier-nav-menu-${role}-${width}.png` });
        await menu.getByRole('link', { name: 'Developers database' }).click();
        await expect(page).toHaveURL(/\/database\/developers$/);
        const developers = page.getByRole('heading', { level: 1, name: 'Developer database' });
        await expect(developers).toBeVisible();
        // Focus went to the new page's heading, which names it.
        await expect(developers).toBeFocused();

        const tabs = page.getByRole('navigation', { name: 'Databases' });
        await expect(tabs.getByRole('link', { name: 'Developers' })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await tabs.getByRole('link', { name: 'Projects' }).click();
        await expect(page).toHaveURL(/\/database\/projects$/);
        const projects = page.getByRole('heading', { level: 1, name: 'Project database' });
        await expect(projects).toBeFocused();
        expect(await focused(page)).toBe('H1 Project database');
        await expect(tabs.getByRole('link', { name: 'Projects' })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(page.getByRole('table')).toBeVisible();
        await expectNoAxeViolations(page);
        await lookAt(page, { path: `/tmp/supplier-nav-db-${role}-${width}.png` });

        const back = await openAccountMenu(page, width);
        await back.getByRole('link', { name: 'Developers database' }).click();
        await expect(page).toHaveURL(/\/database\/developers$/);
        await expect(developers).toBeFocused();
      });
    }

    test('an admin who opens /listing, /presentations or /profile/enquiries is told why', async ({
      page,
    }) => {
      await signInAs(page, 'admin');
      for (const path of ['/listing', '/presentations', '/profile/enquiries']) {
        await page.goto(path);
        await expect(
          page.getByRole('heading', { level: 1, name: 'This page is for brokers and developers' }),
        ).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page).toHaveTitle('This page is for brokers and developers | WOW Phuket');
      }
      await expectNoAxeViolations(page);
      await lookAt(page, {
        path: `/tmp/supplier-nav-not-for-role-${width}.png`,
        fullPage: true,
      });
      // Where an admin's own work is, one click away.
      await page.getByRole('main').getByRole('link', { name: 'Projects database' }).click();
      await expect(page).toHaveURL(/\/database\/projects$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Project database' })).toBeFocused();
    });
  });
}

test.describe('a page opened by its address (docs/product-rules.md §2: navigation scrolls to top)', () => {
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  for (const width of WIDTHS) {
    test(`starts at the top after a scrolled page in the same tab; back restores (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: height(width) });
      await page.goto('/properties');
      await expect(page.locator('a[href^="/properties/"]').first()).toBeVisible();
      await waitForApp(page);
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
      const saved = await scrollY(page);

      // Typed into the same tab: a new document in a new history entry.
      await page.goto('/projects');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await waitForApp(page);
      // Long enough to be scrolled, so a wrong restore would show.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
        height(width) + 400,
      );
      expect(await scrollY(page)).toBe(0);

      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await waitForApp(page);
      expect(await scrollY(page)).toBe(0);

      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL(/\/properties$/);
      await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(saved - 2);
    });
  }
});

import { expect, test, waitForApp } from '../support/test';
import type { Page } from '@playwright/test';
import { demoUsers, signInAs } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { atBothWidths, DESKTOP, PHONE } from '../support/widths';
import { apiGet, privateAgent, uniqueEmail } from './catalog-support';
import type { ApiCard, ApiPage } from './catalog-support';

// WCAG 2.2 AA over every public page and form: axe with the WCAG tags, at
// a desktop and a phone width, plus what axe cannot see: heading levels that skip, the skip
// link, where focus goes after a form error and after the subscribe dialog.

interface Heading {
  level: number;
  text: string;
}

/** The headings assistive technology lists, in document order (hidden ones left out). */
async function headings(page: Page): Promise<Heading[]> {
  return page.evaluate(() => {
    const exposed = (element: Element): boolean => {
      if (element.closest('[aria-hidden="true"], [hidden]')) return false;
      const style = getComputedStyle(element);
      return style.display !== 'none' && style.visibility !== 'hidden';
    };
    return Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]'))
      .filter(exposed)
      .map((element) => ({
        level: Number(element.getAttribute('aria-level') ?? element.tagName.slice(1)),
        text: (element.textContent ?? '').trim(),
      }));
  });
}

/** One h1 first, and no level deeper than one below the heading before it. */
async function expectHeadingOrder(page: Page): Promise<void> {
  const list = await headings(page);
  expect(list[0]?.level, `first heading of ${page.url()}`).toBe(1);
  const skips = list.filter(
    (heading, index) => index > 0 && heading.level > (list[index - 1]?.level ?? 1) + 1,
  );
  expect.soft(skips, `headings that skip a level on ${page.url()}`).toEqual([]);
}

interface PublicPage {
  name: string;
  url: (page: Page) => Promise<string>;
  /** What the page shows once it has its content. */
  ready: (page: Page) => Promise<void>;
  signedIn?: boolean;
  /**
   * What `ready` does differs by width in a way narrowing the page does not replay (a panel
   * opened on a desktop is a dialog on a phone): loaded at each width. Other pages are loaded
   * once and checked at both (support/widths.ts).
   */
  perWidth?: boolean;
}

const h1 = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();

async function discountedProperty(page: Page): Promise<number> {
  const list = await apiGet<ApiPage<ApiCard>>(page.request, '/properties', {
    per_page: 100,
    page: 1,
  });
  const item = list.data.find((card) => card.discount) ?? list.data[0];
  if (!item) throw new Error('demo listings expected');
  return item.id;
}

async function firstOf(page: Page, path: string): Promise<number> {
  const list = await apiGet<ApiPage<{ id: number }>>(page.request, path, { per_page: 1, page: 1 });
  const item = list.data[0];
  if (!item) throw new Error(`demo data expected at ${path}`);
  return item.id;
}

async function twoListings(page: Page): Promise<number[]> {
  const list = await apiGet<ApiPage<ApiCard>>(page.request, '/properties', {
    per_page: 2,
    page: 1,
  });
  return list.data.map((card) => card.id);
}

const PAGES: PublicPage[] = [
  {
    name: 'home',
    url: async () => '/',
    ready: async (page) => {
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'properties',
    url: async () => '/properties',
    ready: async (page) => {
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'properties with more filters open',
    perWidth: true,
    url: async () => '/properties',
    ready: async (page) => {
      await expect(page.getByRole('article').first()).toBeVisible();
      await waitForApp(page);
      await page.getByRole('button', { name: 'More filters' }).click();
      // A panel under the bar on a desktop, a full-screen dialog on a phone.
      await expect(
        page
          .getByRole('region', { name: 'More filters' })
          .or(page.getByRole('dialog', { name: 'Filters' })),
      ).toBeVisible();
      // Its fields come in a chunk of their own: axe checks them, not the loading line.
      await expect(page.getByRole('button', { name: 'Reset Filters' })).toBeVisible();
    },
  },
  {
    name: 'property',
    url: async (page) => `/properties/${await discountedProperty(page)}`,
    ready: h1,
  },
  {
    name: 'developer',
    url: async (page) => `/developers/${await firstOf(page, '/developers')}`,
    ready: h1,
  },
  {
    name: 'project',
    url: async (page) => `/projects/${await firstOf(page, '/projects')}`,
    ready: h1,
  },
  {
    name: 'agent',
    url: async (page) => `/agents/${(await privateAgent(page.request)).id}`,
    ready: h1,
  },
  {
    name: 'properties on the map view (no Maps key: the paged list)',
    url: async () => '/properties?view=map',
    ready: async (page) => {
      await expect(
        page.getByRole('list', { name: 'Properties and their locations' }),
      ).toBeVisible();
    },
  },
  { name: 'projects', url: async () => '/projects', ready: h1 },
  { name: 'developers', url: async () => '/developers', ready: h1 },
  { name: 'about', url: async () => '/about-us', ready: h1 },
  { name: 'contact', url: async () => '/contact-us', ready: h1 },
  {
    name: 'favourites with two saved',
    url: async (page) => {
      const ids = await twoListings(page);
      await page.addInitScript((saved) => {
        window.localStorage.setItem('favourites', JSON.stringify(saved));
      }, ids);
      return '/favourites';
    },
    ready: async (page) => {
      await expect(page.getByRole('article')).toHaveCount(2);
    },
  },
  {
    name: 'compare',
    url: async (page) => `/compare?ids=${(await twoListings(page)).join(',')}`,
    ready: async (page) => {
      await expect(page.getByRole('table')).toBeVisible();
    },
  },
  { name: 'terms', url: async () => '/terms', ready: h1 },
  { name: 'foreign ownership guide', url: async () => '/foreign-ownership', ready: h1 },
  { name: 'login', url: async () => '/login', ready: h1 },
  { name: 'register', url: async () => '/register', ready: h1 },
  { name: 'forgot', url: async () => '/forgot', ready: h1 },
  { name: 'reset password', url: async () => '/reset-password', ready: h1 },
  {
    name: 'not found',
    url: async () => '/no-such-page',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    },
  },
  { name: 'profile', url: async () => '/profile', ready: h1, signedIn: true },
  { name: 'profile edit', url: async () => '/profile/edit', ready: h1, signedIn: true },
];

/** One h1 first, no skipped level and no axe finding, at both widths. */
async function expectAccessible(page: Page): Promise<void> {
  await atBothWidths(page, async () => {
    await expectHeadingOrder(page);
    await expectNoAxeViolations(page);
  });
}

test.describe('axe and headings', () => {
  for (const item of PAGES) {
    const sizes = item.perWidth ? [DESKTOP, PHONE] : [DESKTOP];
    for (const size of sizes) {
      const at = item.perWidth ? ` at ${size.width} px` : '';
      test(`${item.name}${at}: 0 violations, no skipped heading level`, async ({ page }) => {
        await page.setViewportSize(size);
        if (item.signedIn) await signInAs(page, 'broker');
        await page.goto(await item.url(page));
        await item.ready(page);
        if (item.perWidth) {
          await expectHeadingOrder(page);
          await expectNoAxeViolations(page);
        } else {
          await expectAccessible(page);
        }
      });
    }
  }

  test('forms showing their errors: 0 violations', async ({ page }) => {
    const forms: [string, string][] = [
      ['/login', 'Log in'],
      ['/register', 'Create account'],
      ['/forgot', 'Send code'],
      ['/reset-password', 'Continue'],
    ];
    for (const [path, button] of forms) {
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      await waitForApp(page);
      await page.getByRole('main').getByRole('button', { name: button, exact: true }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await atBothWidths(page, () => expectNoAxeViolations(page));
    }
  });

  test('home subscribe form: error and the open dialog have 0 violations', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await waitForApp(page);
    const form = page.getByRole('region', { name: 'Subscribe to us' });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toHaveText('The email field is required.');
    await atBothWidths(page, () => expectNoAxeViolations(page));
    await form.getByLabel('Email').fill(uniqueEmail('a11y'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await atBothWidths(page, () => expectNoAxeViolations(page));
  });
});

test.describe('skip link', () => {
  for (const path of ['/', '/login', '/properties']) {
    test(`is the first Tab stop on ${path} and moves focus to the main landmark`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForApp(page);
      // The page's own content (an area loaded on demand) must be there for the Tab into it.
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toBeFocused();
      // Visible on focus: on screen, not clipped away.
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await expect(page.getByRole('main')).toHaveAttribute('id', 'main-content');
      expect(new URL(page.url()).hash).toBe('');
      // The next Tab continues inside the page, past the header.
      await page.keyboard.press('Tab');
      const inMain = await page.evaluate(
        () => document.querySelector('main')?.contains(document.activeElement) ?? false,
      );
      expect(inMain).toBe(true);
    });
  }

  test('is out of sight until focused', async ({ page }) => {
    await page.goto('/about-us');
    await waitForApp(page);
    await expect(page.getByRole('link', { name: 'Skip to content' })).not.toBeInViewport();
  });
});

test.describe('focus after a form error goes to the first bad field', () => {
  test('login: the empty email, then the empty password', async ({ page }) => {
    await page.goto('/login');
    await waitForApp(page);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await page.getByLabel('Email', { exact: true }).fill(demoUsers.broker.email);
    await main.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  });

  test('register: the first field with a message', async ({ page }) => {
    await page.goto('/register');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    const first = page.locator('[aria-invalid="true"]').first();
    await expect(first).toBeVisible();
    await expect(first).toBeFocused();
  });

  test('register: a taken email from the server', async ({ page }) => {
    await page.goto('/register');
    await waitForApp(page);
    await page.getByRole('radio', { name: 'Broker (agent)' }).check();
    await page.getByLabel('Name', { exact: true }).fill('Taken Email');
    await page.getByLabel('Email', { exact: true }).fill(demoUsers.broker.email);
    await page.getByLabel('Phone', { exact: true }).fill('+66 81 234 5678');
    await page.getByLabel('Password', { exact: true }).fill('Kata-beach-2024');
    await page.getByLabel('Confirm password', { exact: true }).fill('Kata-beach-2024');
    await page.getByRole('button', { name: 'Create account' }).click();
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
  });

  test('forgot and reset: the email field', async ({ page }) => {
    await page.goto('/forgot');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await page.goto('/reset-password');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
  });

  test('profile edit: the emptied name', async ({ page }) => {
    await signInAs(page, 'broker');
    await page.goto('/profile/edit');
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toHaveValue(demoUsers.broker.name);
    await name.fill('');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
  });

  test('subscribe: the email field; after the dialog, focus is back in the form', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForApp(page);
    const form = page.getByRole('region', { name: 'Subscribe to us' });
    const email = form.getByLabel('Email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(email).toBeFocused();

    await email.fill(uniqueEmail('a11y-focus'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(email).toBeFocused();
    await expect(email).toBeInViewport();
  });
});

test('photo dots on cards are at least 24 by 24 px targets', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/properties');
  const dots = page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Show photo / });
  await expect(dots.first()).toBeVisible();
  for (const dot of await dots.all()) {
    const box = await dot.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
  }
});

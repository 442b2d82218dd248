import { demoUsers, signInAs } from '../support/accounts';
import { watchConsole } from '../support/console';
import { expect, holdScripts, test, waitForApp } from '../support/test';

/**
 * The pages of text, the sign-in forms and "Page not found" arrive rendered in the HTML (what
 * search engines and link previews read) and are hydrated, not rendered again. A signed-in
 * visitor's guest pages are left to the browser, whose guard sends them on.
 */

interface StaticPage {
  path: string;
  status: number;
  /** The page's heading, in the server's HTML before any script runs. */
  heading: string | RegExp;
}

const PAGES: StaticPage[] = [
  { path: '/about-us', status: 200, heading: 'About us' },
  { path: '/contact-us', status: 200, heading: 'Contact us' },
  { path: '/terms', status: 200, heading: 'Terms & Privacy Policy' },
  { path: '/foreign-ownership', status: 200, heading: /How a foreigner can own property/ },
  { path: '/login', status: 200, heading: 'Log in' },
  { path: '/register', status: 200, heading: 'Create an account' },
  { path: '/forgot', status: 200, heading: /Forgot/ },
  { path: '/ru/login', status: 200, heading: 'Войти' },
  { path: '/no-such-page', status: 404, heading: 'Page not found' },
  // Under the catalog's prefix: the browser fetches the catalog's routes before it hydrates.
  { path: '/properties/1/no-such-tab', status: 404, heading: 'Page not found' },
];

test.describe('server-rendered pages of text, guest forms and not found', () => {
  for (const target of PAGES) {
    test(`${target.path} arrives rendered and hydrates without a console message`, async ({
      page,
      request,
    }) => {
      const html = await request.get(target.path);
      expect(html.status()).toBe(target.status);
      const body = await html.text();
      expect(body).toContain('id="server-data"');
      // The heading is in the HTML itself, inside the app's root.
      const root = body.slice(body.search(/<div id=["']?root/));
      const heading = /<h1\b[^>]*>(.*?)<\/h1>/s.exec(root)?.[1]?.replace(/<[^>]+>/g, '');
      expect(heading?.replace(/&amp;/g, '&')).toMatch(
        typeof target.heading === 'string'
          ? new RegExp(`^${escape(target.heading)}$`)
          : target.heading,
      );
      // Its own title, never the site's generic one: the page's search-result title where it
      // has a link preview (the pages of text), else the one the page sets as it renders.
      const generic = 'WOW Phuket — property for sale and rent in Phuket';
      const title = /<title>(.*?)<\/title>/s.exec(body)?.[1] ?? '';
      expect(title).not.toBe(generic);
      expect(title).toContain('WOW Phuket');

      const messages = watchConsole(page);
      const response = await page.goto(target.path);
      expect(response?.status()).toBe(target.status);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
      await expect(page).not.toHaveTitle(generic);
      await page.waitForLoadState('networkidle');
      // Chromium logs the page's own 404 answer as a failed load: that one line, nothing more.
      const own =
        'error: Failed to load resource: the server responded with a status of 404 (Not Found)';
      expect(messages).toEqual(target.status === 404 ? [own] : []);
    });
  }

  test('what a visitor types into the sign-in form before the scripts run is kept', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const email = page.getByLabel('Email');
    await expect(email).toBeVisible();
    await page.waitForFunction(() => '__earlyInput' in window);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    await email.fill(demoUsers.broker.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    release();
    await waitForApp(page);
    await expect(email).toHaveValue(demoUsers.broker.email);
    // The form's own state has both: the server answers about the credentials, not a missing
    // field.
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('These credentials do not match');
    await expect(page).toHaveURL(/\/login$/);
    // The browser's own line for the refused sign-in (422) is the only message.
    expect(messages.filter((m) => !m.includes('status of 422'))).toEqual([]);
  });

  test('a signed-in visitor opening /login is sent on, with or without the signed-in cookie', async ({
    page,
    baseURL,
  }) => {
    // A token in storage without the cookie: the server renders the guest page, the browser
    // renders afresh instead of hydrating a page its guard refuses.
    await signInAs(page, 'broker');
    const messages = watchConsole(page);
    await page.goto('/login');
    await expect(page).not.toHaveURL(/\/login$/);
    await waitForApp(page);
    // With the cookie (written once the user has loaded), the server leaves the page to the app.
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'signed_in')?.value)
      .toBe('1');
    const html = await page.request.get(`${baseURL}/login`, { headers: { cookie: 'signed_in=1' } });
    expect(await html.text()).not.toContain('id="server-data"');
    await page.goto('/login');
    await expect(page).not.toHaveURL(/\/login$/);
    expect(messages).toEqual([]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

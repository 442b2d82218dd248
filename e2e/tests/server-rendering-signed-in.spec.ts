import { avatarLinkName, demoUsers, signInAs } from '../support/accounts';
import { expect, test, waitForApp } from '../support/test';

/**
 * The token lives in local storage, which the server never sees; a cookie that only says
 * "signed in" lets the server render a signed-in visitor's header, which the app then hydrates
 * as it is: no flip from 'Log In' to the account buttons.
 */
test.describe('server rendering for a signed-in visitor', () => {
  test('the header in the server’s HTML follows the signed-in cookie, never the token', async ({
    page,
  }) => {
    const token = await signInAs(page, 'broker');
    await page.goto('/properties');
    await waitForApp(page);
    await expect(
      page.getByRole('link', { name: avatarLinkName(demoUsers.broker.name), exact: true }),
    ).toBeVisible();

    // The session writes the cookie once the user has loaded, which can follow the header.
    const signedIn = async () =>
      (await page.context().cookies()).find((c) => c.name === 'signed_in')?.value;
    await expect.poll(signedIn).toBe('1');
    const cookies = await page.context().cookies();
    expect(cookies.some((c) => c.value.includes(token))).toBe(false);

    // The same request a reload makes: the rendered header is a signed-in one.
    const html = await (await page.context().request.get('/properties')).text();
    const rendered = html.slice(html.indexOf('<div id=root>'));
    expect(rendered).toContain('aria-label="Profile"');
    expect(rendered).toContain('aria-label="Log out"');
    expect(rendered).not.toContain('Log In');

    // Logging out clears the cookie: the next server copy is a guest's again.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.context().cookies()).some((c) => c.name === 'signed_in')).toBe(false);
    const guest = await (await page.context().request.get('/properties')).text();
    const guestScreen = guest.slice(guest.indexOf('<div id=root>'));
    expect(guestScreen).toContain('Log In');
    expect(guestScreen).not.toContain('aria-label="Profile"');
  });

  test('the account buttons keep their place through hydration', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInAs(page, 'broker');
    // A first visit writes the cookie; the next load is the one a returning visitor gets.
    await page.goto('/');
    await waitForApp(page);
    // The cookie is written once the session has its user, which may come after the page shows.
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'signed_in'))
      .toBe(true);

    // The server's copy alone (no scripts), with the visitor's cookies.
    const serverOnly = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await serverOnly.addCookies(await page.context().cookies());
    const serverPage = await serverOnly.newPage();
    await serverPage.goto('/properties');
    await expect(serverPage.locator('.site-header__avatar')).toBeVisible();
    const serverBox = await serverPage.locator('.site-header__avatar').boundingBox();
    await expect(serverPage.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    await serverOnly.close();

    await page.goto('/properties');
    await expect(page.locator('.site-header__avatar')).toContainText('B');
    const appBox = await page.locator('.site-header__avatar').boundingBox();
    expect(serverBox).not.toBeNull();
    expect(appBox).toEqual(serverBox);
  });
});

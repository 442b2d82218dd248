import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { registerAccount, signInAs, verifyAccount, accountIdOf } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { publishedListing } from '../support/listings';
import { lookAt } from '../support/look';

// The staff's users dashboard, as an admin uses it: find a new broker, verify them (the badge
// shows on their agent page and listing), block them (their session ends, their listing
// leaves the site), unblock them (it comes back), and read it all in the audit log. Each
// run works on a broker registered for it, at desktop and phone width.

/** The broker's card on the users list, found by searching their email. */
async function findCard(page: Page, email: string, name: string) {
  await page.getByLabel('Name or email').fill(email);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  return card;
}

for (const width of [1280, 390]) {
  test(`an admin verifies, blocks and unblocks a broker, and reads it in the log, at ${width} px`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const name = `Staff Subject ${width} ${Date.now()}`;
    const broker = await registerAccount(page.request, { label: `staff-${width}`, name });
    const listingId = await publishedListing(page.request, broker.token, {
      step1: { title: `Villa of ${name}` },
    });
    // Verified so its listing went on the site at once; the admin verifies it again below.
    await verifyAccount(page.request, broker.token, false);
    const brokerId = await accountIdOf(page.request, broker.token);

    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'admin');
    await page.goto('/staff/users');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    const card = await findCard(page, broker.email, name);
    await expect(card).toContainText('1 published of 1');
    await expectNoAxeViolations(page);
    await lookAt(page, { path: test.info().outputPath(`users-${width}.png`), fullPage: true });

    // Verify: the badge shows on the broker's public pages.
    await card.getByRole('button', { name: `Verify ${name}` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${name} is verified.` }),
    ).toBeVisible();
    const visitor = await browser.newPage({ viewport: { width, height: 900 } });
    await visitor.goto(`/agents/${brokerId}`);
    await expect(visitor.getByRole('heading', { name, level: 1 })).toBeVisible();
    const badge = visitor.getByTitle('The WOW Phuket team has checked this agent or company.');
    await expect(badge).toHaveText(/^Verified/);
    await visitor.goto(`/properties/${listingId}`);
    await expect(badge).toBeVisible();
    await lookAt(visitor, { path: test.info().outputPath(`verified-agent-${width}.png`) });

    // Block, after the confirmation: the listing leaves the site, the session ends.
    await card.getByRole('button', { name: `Block ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Block ${name}?` });
    await expect(dialog).toContainText('Nothing is deleted');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: `${name} is blocked.` })).toBeVisible();
    await expect(card.getByText('Blocked', { exact: true })).toBeVisible();
    await expect(card).toContainText('0 published of 1');
    const gone = await visitor.goto(`/properties/${listingId}`);
    expect(gone?.status()).toBe(404);
    const session = await page.request.get('/api/user', {
      headers: { authorization: `Bearer ${broker.token}` },
    });
    expect(session.status()).toBe(401);
    const login = await page.request.post('/api/login', {
      data: { email: broker.email, password: broker.password },
    });
    expect(login.status()).toBe(403);

    // Unblock: the same listing is back.
    await card.getByRole('button', { name: `Unblock ${name}` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${name} is unblocked.` }),
    ).toBeVisible();
    const back = await visitor.goto(`/properties/${listingId}`);
    expect(back?.status()).toBe(200);
    await visitor.close();

    // The audit log, from the card's History link: newest first, in words.
    await card.getByRole('link', { name: `History of ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/staff/audit-log\\?user=${brokerId}$`));
    const table = page.getByRole('table', { name: 'Audit log' });
    const rows = table.getByRole('row');
    // A heading row, the three decisions above, and the two of the setup (verified to publish,
    // then not verified).
    await expect(rows).toHaveCount(6);
    await expect(rows.nth(1)).toContainText('Unblocked');
    await expect(rows.nth(1)).toContainText('1 listing back on the site');
    await expect(rows.nth(2)).toContainText('Active → Blocked; 1 listing taken off the site');
    await expect(rows.nth(3)).toContainText('Not verified → Verified');
    await expect(rows.nth(3)).toContainText('Anna Admin');
    await expect(rows.nth(4)).toContainText('Verified → Not verified');
    await expectNoAxeViolations(page);
    await lookAt(page, { path: test.info().outputPath(`audit-${width}.png`), fullPage: true });
  });
}

test('a broker who opens the staff pages is told who they are for', async ({ page }) => {
  await signInAs(page, 'broker');
  for (const path of ['/staff/users', '/staff/audit-log']) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { name: 'This page is for admins', level: 1 }),
    ).toBeVisible();
    const list = await page.request.get('/api/admin/users');
    expect(list.status()).toBe(401);
  }
});

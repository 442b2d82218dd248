import { expect, test, waitForApp } from '../support/test';
import { registerAccount, signedInTab } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { publishedListing } from '../support/listings';

// The broker's statistics (docs/listing-statistics.md): a visitor opens a property page, its
// gallery and the agent's chat, call and email links; the broker then opens that listing's statistics
// and reads the counts. The e2e server writes its counts every half second
// (LISTING_STATS_FLUSH_MS in playwright.config.ts).

/** A desktop Chrome: the headless shell's own agent says HeadlessChrome, a bot to the API. */
const VISITOR_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test('a broker opens a listing’s statistics after visits', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const broker = await registerAccount(request, { label: 'listing-stats', phone: '+66812345679' });
  // The agent card shows the contacts the broker chose to show: here both.
  const shown = await request.post('/api/profile/update-settings', {
    headers: { authorization: `Bearer ${broker.token}` },
    data: { currency: 'THB', show_email: true, show_phone: true },
  });
  expect(shown.ok()).toBe(true);
  const id = await publishedListing(request, broker.token);

  const totalsNow = async () => {
    const response = await request.get(`/api/my/listings/${id}/stats?days=7`, {
      headers: { authorization: `Bearer ${broker.token}` },
    });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { totals: Record<string, number> }).totals;
  };

  const visitor = await browser.newContext({ userAgent: VISITOR_AGENT });
  const page = await visitor.newPage();
  await page.goto(`/properties/${id}`);
  await waitForApp(page);
  // The view goes once the page has loaded and the browser is idle, and shows after a write.
  await expect.poll(async () => (await totalsNow()).views).toBe(1);
  // The links leave the site (WhatsApp, the phone): the test keeps the page where it is.
  await page.evaluate(() =>
    window.addEventListener('click', (event) => {
      if (
        (event.target as Element).closest(
          'a[href^="tel:"], a[href^="https://wa.me/"], a[href^="mailto:"]',
        )
      ) {
        event.preventDefault();
      }
    }),
  );
  await page.locator('.gallery__open').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  const card = page.locator('.agent-card');
  await card.locator('a[href^="https://wa.me/"]').click();
  await card.locator('a[href^="tel:"]').click();
  await card.locator('a[href^="mailto:"]').click();
  await expect
    .poll(async () => {
      const totals = await totalsNow();
      return [totals.gallery_opens, totals.contact_chat, totals.contact_call, totals.contact_email];
    })
    .toEqual([1, 1, 1, 1]);
  await visitor.close();

  const tab = await signedInTab(browser, broker, 1280);
  await tab.goto('/listing');
  await waitForApp(tab);
  await tab
    .getByRole('link', { name: /^Statistics A villa above the bay/ })
    .first()
    .click();
  await expect(tab).toHaveURL(new RegExp(`/listing/${id}/stats$`));
  await expect(tab.getByRole('heading', { level: 1 })).toContainText('Statistics:');
  const totals = tab.getByRole('list', { name: 'Totals for the period' });
  const total = (name: string) =>
    totals
      .getByRole('listitem')
      .filter({ has: tab.getByText(name, { exact: true }) })
      .locator('.listing-stats__total-value');
  await expect(total('Views')).toHaveText('1');
  await expect(total('Visitors')).toHaveText('1');
  await expect(total('Gallery opens')).toHaveText('1');
  await expect(total('Chats')).toHaveText('1');
  await expect(total('Calls')).toHaveText('1');
  await expect(total('Emails')).toHaveText('1');
  await expect(total('Enquiries')).toHaveText('0');
  // The same figures in the table of days, today's row first.
  const today = tab.getByRole('region', { name: 'By day' }).locator('tbody tr').first();
  await expect(today.locator('td').first()).toHaveText('1');
  await expectNoAxeViolations(tab);

  // The 7-day period, and the table of all the broker's listings.
  await tab.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(tab.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(total('Views')).toHaveText('1');
  await tab.getByRole('link', { name: 'All listings' }).click();
  await expect(tab).toHaveURL(/\/listing\/stats$/);
  const row = tab.getByRole('row').filter({ hasText: 'A villa above the bay' });
  await expect(row.locator('td').first()).toHaveText('1');
  await tab.setViewportSize({ width: 390, height: 900 });
  await expectNoAxeViolations(tab);
  await tab.close();
});

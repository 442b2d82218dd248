import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { registerAccount, signInAs, signedInTab } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { draftReadyToPublish, publishedListing } from '../support/listings';
import { lookAt } from '../support/look';

// Listing moderation as its three people meet it: a broker staff have not verified yet sends a
// listing that waits for review; a visitor reports a public listing from its page; the admin
// judges both in the queue (approve, ask for a change, reject) and each owner reads the decision
// in My listings. At desktop and phone width.

/** The owner's row of My listings for `title`. */
function myRow(page: Page, title: string) {
  return page
    .getByTestId('my-listing')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** The queue's entry for `title`, on the admin's moderation page. */
function queued(page: Page, title: string) {
  return page.getByRole('article', { name: new RegExp(`^${title} #`) });
}

/**
 * The entry for `title` once the queue (filtered by `reason`) shows it. The oldest wait first,
 * and other tests leave listings waiting: page through to it.
 */
async function findInQueue(page: Page, title: string, reason: string) {
  await page.getByLabel('Waiting because').selectOption(reason);
  const entry = queued(page, title);
  await expect(page.getByRole('article').first()).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Queue pages' });
  for (let shown = 1; !(await entry.isVisible()); shown += 1) {
    const next = pages.getByRole('button', { name: 'Next page' });
    if (await next.isDisabled()) break;
    await next.click();
    await expect(pages.locator('[aria-current="page"]')).toHaveText(String(shown + 1));
  }
  await expect(entry).toBeVisible();
  return entry;
}

for (const width of [1280, 390]) {
  test(`a new broker's listing waits for review; the admin asks for a change, then approves, at ${width} px`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const stamp = `${width}-${Date.now()}`;
    const broker = await registerAccount(page.request, {
      label: `moderation-${width}`,
      name: `Nok Newcomer ${stamp}`,
      verified: false,
    });
    const title = `Pool villa for review ${stamp}`;
    const id = await draftReadyToPublish(page.request, broker.token, { step1: { title } });

    // The broker publishes from My listings: it waits for the staff, off the site.
    const owner = await signedInTab(browser, broker, width);
    await owner.goto('/listing');
    await waitForApp(owner);
    const row = myRow(owner, title);
    await row.getByRole('button', { name: `Publish ${title}` }).click();
    await expect(row.getByRole('status')).toHaveText(
      'Sent to the site staff. It goes on the site once they approve it, and we will mail you.',
    );
    await expect(row.getByText('In review', { exact: true })).toBeVisible();
    await expect(row).toContainText('The site staff check the first listings of new accounts');
    expect((await page.request.get(`/api/${id}/property`)).status()).toBe(404);
    await lookAt(owner, { path: test.info().outputPath(`pending-${width}.png`) });

    // The admin finds it in the queue from the account menu and asks for a change.
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'admin');
    if (width > 600) {
      await page.goto('/');
      await waitForApp(page);
      await page.getByRole('button', { name: 'Your areas' }).click();
      await page.getByRole('link', { name: 'Moderation' }).click();
      await expect(page).toHaveURL(/\/listing\/moderation$/);
    } else {
      await page.goto('/listing/moderation');
      await waitForApp(page);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    const entry = await findInQueue(page, title, 'new');
    await expect(entry).toContainText('New account');
    await expect(entry).toContainText(`Nok Newcomer ${stamp}`);
    await expect(entry).toContainText('not verified');
    // Staff read it as its owner does: the preview of its page.
    await expect(entry.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/properties/${id}?preview`,
    );
    await expectNoAxeViolations(page);
    await lookAt(page, { path: test.info().outputPath(`queue-${width}.png`), fullPage: true });

    await entry.getByRole('button', { name: `Ask for a change ${title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Ask for a change to “${title}”` });
    await dialog.getByRole('button', { name: 'Send to the owner' }).click();
    await expect(dialog.getByText('Write the reason the owner will read.')).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, { path: test.info().outputPath(`ask-change-${width}.png`) });
    const reason = 'Please add the chanote (land title) number to the description.';
    await dialog.getByRole('textbox', { name: 'Reason the owner will read' }).fill(reason);
    await dialog.getByRole('button', { name: 'Send to the owner' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'has been asked' })).toHaveText(
      `The owner of “${title}” has been asked for a change.`,
    );
    await expect(entry).toHaveCount(0);

    // The owner reads the request, and it was mailed; publishing again sends it back.
    await owner.reload();
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await expect(row).toContainText(
      `The site staff ask for a change before it goes on the site: ${reason}`,
    );
    const outbox = (await (
      await page.request.get('/api/demo/outbox', { params: { to: broker.email } })
    ).json()) as { data: { subject: string | null; body: string }[] };
    expect(outbox.data[0]?.subject).toBe(
      `"${title}": a change is needed before it goes on the site`,
    );
    expect(outbox.data[0]?.body).toContain(reason);
    await row.getByRole('button', { name: `Publish ${title}` }).click();
    await expect(row.getByText('In review', { exact: true })).toBeVisible();

    // Approved: on the site, and the owner's row says so.
    await page.reload();
    await findInQueue(page, title, 'new');
    await entry.getByRole('button', { name: `Approve ${title}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is approved' })).toHaveText(
      `“${title}” is approved.`,
    );
    expect((await page.request.get(`/api/${id}/property`)).status()).toBe(200);
    await owner.reload();
    await expect(row.getByText('Published', { exact: true })).toBeVisible();
    await owner.close();
  });

  test(`a visitor reports a listing; the admin rejects it and its owner reads why, at ${width} px`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const stamp = `${width}-${Date.now()}`;
    const broker = await registerAccount(page.request, {
      label: `reported-${width}`,
      name: `Rak Reported ${stamp}`,
    });
    const title = `Too cheap villa ${stamp}`;
    const id = await publishedListing(page.request, broker.token, { step1: { title } });

    // A guest reports it from the property page.
    const visitor = await browser.newPage({ viewport: { width, height: 900 } });
    await visitor.goto(`/properties/${id}`);
    await waitForApp(visitor);
    await visitor.getByRole('button', { name: 'Report this listing' }).click();
    const report = visitor.getByRole('alertdialog', { name: 'Report this listing' });
    await report.getByRole('radio', { name: 'It looks like a scam' }).check();
    await report
      .getByRole('textbox', { name: 'Details' })
      .fill('The agent asks for a deposit by wire before any viewing.');
    await expectNoAxeViolations(visitor);
    await lookAt(visitor, { path: test.info().outputPath(`report-${width}.png`) });
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(visitor.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
      'Thank you. The site staff will look at this listing.',
    );
    // Still on the site while the staff look: a report takes nothing down by itself.
    expect((await page.request.get(`/api/${id}/property`)).status()).toBe(200);
    await visitor.close();

    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'admin');
    await page.goto('/listing/moderation');
    await waitForApp(page);
    const entry = await findInQueue(page, title, 'reported');
    await expect(entry).toContainText('Reported');
    await expect(entry).toContainText(
      'Scam or fraud: The agent asks for a deposit by wire before any viewing.',
    );
    await expect(entry.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/properties/${id}`,
    );
    await entry.getByRole('button', { name: `Reject ${title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Reject “${title}”` });
    const reason = 'The price and photos are copied from another agency’s listing.';
    await dialog.getByRole('textbox', { name: 'Reason the owner will read' }).fill(reason);
    await dialog.getByRole('button', { name: 'Reject listing' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is rejected' })).toHaveText(
      `“${title}” is rejected. Its owner has been told why.`,
    );
    expect((await page.request.get(`/api/${id}/property`)).status()).toBe(404);

    // The owner reads the reason on the row; nothing offers to publish it again.
    const owner = await signedInTab(browser, broker, width);
    await owner.goto('/listing');
    await waitForApp(owner);
    const row = myRow(owner, title);
    await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(row).toContainText(`The site staff rejected this listing: ${reason}`);
    await expect(row.getByRole('button', { name: `Publish ${title}` })).toHaveCount(0);
    await expectNoAxeViolations(owner);
    await lookAt(owner, { path: test.info().outputPath(`rejected-${width}.png`) });
    await owner.close();

    // The decision is in the audit log.
    await page.goto('/staff/audit-log');
    await expect(page.getByRole('row').filter({ hasText: title }).first()).toContainText(
      `Listing rejected`,
    );
  });
}

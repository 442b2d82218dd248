import { expect, test, waitForApp } from '../support/test';
import { demoBrokerListing, demoUsers, signInAs } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { lookAt } from '../support/look';

// Leads: a guest asks about one of the demo broker's listings and wants a WhatsApp answer; the
// broker opens the inbox, replies on WhatsApp (the link is checked, never followed off-site),
// moves the enquiry to "Viewing booked", writes a private note, sets today's follow-up and
// finds it again through the URL's filters after a reload. Against the real API and database.
test.describe.configure({ mode: 'serial' });

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const VISITOR = `Lead Lina ${RUN}`;
const QUESTION = `Can we view it this weekend? Reference ${RUN}.`;
const NOTE = `Prefers Saturday morning; budget confirmed. ${RUN}`;

let listing: { id: number; title: string };

test.beforeAll(async ({ request }) => {
  listing = await demoBrokerListing(request, 2);
});

test('a guest asks to be answered on WhatsApp', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/properties/${listing.id}`);
  await waitForApp(page);
  const form = page.getByRole('region', { name: 'Ask about this property' });
  await form.getByLabel('Name').fill(VISITOR);
  await form.getByRole('textbox', { name: 'Email' }).fill(`lina-${RUN}@example.com`);
  await form.getByRole('radio', { name: 'WhatsApp' }).check();
  await form.getByRole('textbox', { name: 'Phone' }).fill('+66812345678');
  await form.getByLabel('Message').fill(QUESTION);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you, your enquiry has been sent');
});

test('the broker replies on WhatsApp, sets the stage, a note and a follow-up, and filters', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'broker');
  // The filters are the URL's: the new ones only.
  await page.goto('/profile/enquiries?status=new');
  await waitForApp(page);
  await expect(page.getByLabel('Show')).toHaveValue('new');
  await expect(
    page.getByText(/^Average first reply|^No enquiry of the last 90 days/),
  ).toBeVisible();
  const card = page.getByRole('article', { name: new RegExp(VISITOR) });
  await expect(card).toContainText(QUESTION);
  await expect(card.getByText('First reply').locator('..')).toContainText('Not yet');

  // The client's channel first, with the drafted message naming the listing and the broker.
  const whatsapp = card.getByRole('link', { name: 'Reply on WhatsApp' });
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  const href = (await whatsapp.getAttribute('href')) ?? '';
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/66812345678');
  const text = url.searchParams.get('text') ?? '';
  expect(text).toContain(`this is ${demoUsers.broker.name}`);
  expect(text).toContain(`about ${listing.title}`);
  expect(text).toMatch(new RegExp(`/properties/${listing.id}\\.`));
  await expectNoAxeViolations(page);
  await lookAt(page, { path: test.info().outputPath('leads-inbox-1280.png'), fullPage: true });

  // Click it without leaving the site: the reply is recorded, the lead becomes "Contacted".
  await whatsapp.evaluate((link) =>
    link.addEventListener('click', (event) => event.preventDefault()),
  );
  await whatsapp.click();
  await expect(card.locator('.enquiry-status')).toHaveText('Contacted');
  await expect(card.getByText('First reply').locator('..')).not.toContainText('Not yet');

  await card.getByLabel('Status').selectOption('viewing_booked');
  await expect(page.getByRole('status')).toHaveText(`Enquiry from ${VISITOR}: viewing booked.`);
  await expect(card.locator('.enquiry-status')).toHaveText('Viewing booked');

  await card.getByRole('button', { name: 'Notes' }).click();
  await card.getByLabel('New note').fill(NOTE);
  await card.getByRole('button', { name: 'Add note' }).click();
  await expect(card.locator('.enquiry-notes__text')).toHaveText(NOTE);
  await expect(card.getByRole('button', { name: 'Notes (1)' })).toBeVisible();

  // Today on the broker's device: due at once.
  const today = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  await card.getByLabel('Next follow-up').fill(today);
  await card.getByRole('button', { name: 'Save date' }).click();
  await expect(card.getByText(/^Follow-up due: /)).toBeVisible();
  await expectNoAxeViolations(page);

  // Filters: the stage and "follow-up due", kept in the URL through a reload.
  await page.getByLabel('Show').selectOption('viewing_booked');
  await page.getByLabel('Follow-up due (today or overdue)').check();
  await page.getByLabel('Order').selectOption('follow_up');
  await expect(page).toHaveURL(/[?&]status=viewing_booked&due=1&sort=follow_up$/);
  await expect(card).toBeVisible();
  await page.reload();
  await waitForApp(page);
  await expect(page.getByLabel('Show')).toHaveValue('viewing_booked');
  await expect(page.getByLabel('Follow-up due (today or overdue)')).toBeChecked();
  await expect(page.getByLabel('Order')).toHaveValue('follow_up');
  const kept = page.getByRole('article', { name: new RegExp(VISITOR) });
  await expect(kept.locator('.enquiry-status')).toHaveText('Viewing booked');
  await expect(kept.getByRole('button', { name: 'Notes (1)' })).toBeVisible();

  // Another stage hides it; the filter says why the list is empty only when nothing matches.
  await page.getByLabel('Show').selectOption('offer');
  await expect(page).toHaveURL(/[?&]status=offer/);
  await expect(page.getByRole('article', { name: new RegExp(VISITOR) })).toHaveCount(0);

  await page.getByLabel('Show').selectOption('viewing_booked');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('article', { name: new RegExp(VISITOR) })).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, { path: test.info().outputPath('leads-inbox-390.png'), fullPage: true });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { DEMO_PASSWORD, demoUsers, signInAs } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

// Enquiries (issue 15): a guest asks about one of the demo broker's listings on its property
// page, the broker finds it on /profile/enquiries and marks it replied. Against the real API
// and database; one enquiry flows through the tests, so they run in order.
test.describe.configure({ mode: 'serial' });

const SENT = 'Thank you, your enquiry has been sent.';
// Unique per run: the API process and its database are shared with the other specs.
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const VISITOR = `Enquiring Emma ${RUN}`;
const VISITOR_EMAIL = `emma-${RUN}@example.com`;
const QUESTION = `Is the pool shared? Reference ${RUN}. Please send the floor plan too.`;

let listing: { id: number; title: string };

/**
 * One of the demo broker's published listings, from the public search. The oldest page of
 * them: the my-listings spec changes the newest ones of the same broker in parallel.
 */
async function brokerListing(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    data: { email: demoUsers.broker.email, password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const me = await request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
  const { user } = (await me.json()) as { user: { id: number } };
  const search = await request.get('/api/properties', {
    params: { 'filter[user_id]': user.id, per_page: 12, page: 3 },
  });
  expect(search.ok()).toBe(true);
  const { data } = (await search.json()) as { data: { id: number; title: string }[] };
  const found = data.at(-1);
  if (!found) throw new Error('the demo broker has no third page of published listings');
  return found;
}

function enquiryForm(page: Page) {
  return page.getByRole('region', { name: 'Ask about this property' });
}

test.beforeAll(async ({ request }) => {
  listing = await brokerListing(request);
});

test('a guest sends an enquiry from the property page and sees the confirmation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/properties/${listing.id}`);
  await waitForApp(page);
  const form = enquiryForm(page);
  await expect(form.getByLabel('Message')).toHaveValue(
    new RegExp(
      `^Hello, I am interested in .+/properties/${listing.id}\\)\\. Please contact me\\.$`,
    ),
  );
  await expect(form.getByRole('radio', { name: 'Email' })).toBeChecked();
  await expectNoAxeViolations(page, '#enquiry');

  // Bad input: each message under its field, the cursor on the first.
  await form.getByRole('textbox', { name: 'Email' }).fill('emma-at-example');
  await form.getByLabel('Message').fill('Short');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByText('The message must be at least 10 characters.')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();
  await expectNoAxeViolations(page, '#enquiry');
  await page.screenshot({ path: test.info().outputPath('enquiry-errors-1280.png') });

  await form.getByLabel('Name').fill(VISITOR);
  await form.getByRole('textbox', { name: 'Email' }).fill(VISITOR_EMAIL);
  await form.getByLabel('Message').fill(QUESTION);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByRole('status')).toContainText(SENT);
  await expect(form.getByText('Please enter your name.')).toHaveCount(0);
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('enquiry-sent-1280.png') });
});

test('the broker sees it on /profile/enquiries and marks it replied', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'broker');
  await page.goto('/profile');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Your areas' }).click();
  await page.getByRole('link', { name: 'Enquiries' }).click();
  await expect(page).toHaveURL(/\/profile\/enquiries$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();

  const card = page.getByRole('article', { name: new RegExp(VISITOR) });
  await expect(card).toContainText(QUESTION);
  await expect(card).toContainText(VISITOR_EMAIL);
  await expect(card.getByRole('link', { name: listing.title })).toHaveAttribute(
    'href',
    `/properties/${listing.id}`,
  );
  await expect(card.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${VISITOR_EMAIL}\\?subject=`),
  );
  await expect(card.locator('.enquiry-status')).toHaveText('New');
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: test.info().outputPath('enquiries-page-1280.png'),
    fullPage: true,
  });

  await card.getByLabel('Status').selectOption('replied');
  await expect(page.getByRole('status')).toHaveText(`Enquiry from ${VISITOR} marked replied.`);
  await expect(card.locator('.enquiry-status')).toHaveText('Replied');

  // Kept by the API: after a reload it is under "Replied" and no longer under "New".
  await page.reload();
  await page.getByLabel('Show').selectOption('replied');
  await expect(page.getByRole('article', { name: new RegExp(VISITOR) })).toBeVisible();
  await page.getByLabel('Show').selectOption('new');
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await expect(page.getByRole('article', { name: new RegExp(VISITOR) })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Show').selectOption('all');
  await expect(page.getByRole('article', { name: new RegExp(VISITOR) })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('enquiries-page-390.png'), fullPage: true });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a sticky bar offers chat, call and the form, and covers nothing', async ({ page }) => {
    await page.goto(`/properties/${listing.id}`);
    await waitForApp(page);
    const bar = page.getByRole('navigation', { name: 'Contact the agent' });
    await expect(bar).toBeVisible();
    // The demo broker shows the phone: chat and call are there.
    await expect(bar.getByRole('link', { name: 'Chat' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+$/,
    );
    await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:\+\d+$/);
    const barBox = await bar.boundingBox();
    expect(barBox && barBox.y + barBox.height).toBe(844);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('property-bar-390.png') });

    // At the very bottom the page's last line ends above the bar. Polled: photos and lists
    // below may still be arriving and make the page longer after the first scroll.
    const barTop = barBox?.y ?? 0;
    await expect
      .poll(async () =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const footer = document.querySelector('footer');
          return footer ? footer.getBoundingClientRect().bottom : Number.POSITIVE_INFINITY;
        }),
      )
      .toBeLessThanOrEqual(barTop + 1);

    await bar.getByRole('button', { name: 'Enquire' }).click();
    await expect(enquiryForm(page).getByLabel('Name')).toBeFocused();
    await expect(enquiryForm(page).getByLabel('Name')).toBeInViewport();
    await expectNoAxeViolations(page, '#enquiry');
    await page.screenshot({ path: test.info().outputPath('property-form-390.png') });
  });

  test('the bar is only for phones', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/properties/${listing.id}`);
    await waitForApp(page);
    await expect(page.getByRole('navigation', { name: 'Contact the agent' })).toBeHidden();
    // The agent card's button leads to the form instead.
    await page.getByRole('button', { name: 'Send an enquiry' }).click();
    await expect(enquiryForm(page).getByLabel('Name')).toBeFocused();
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { lookAt } from '../support/look';
import { registerAccount } from '../support/accounts';

// The owner's preview of a listing (the property page exactly as visitors will see
// it): the wizard's last step opens /properties/{id}?preview in a new tab, where the catalog's
// page shows the draft from GET /api/listing/{id}/preview. Nobody else sees the draft: a guest,
// or another broker, gets the not-found page, with or without ?preview, and the server answers
// the plain URL with 404. Drafts belong to brokers registered here (the demo broker's listings
// are counted by my-listings.spec).

const FIXTURES = path.join(__dirname, '..', 'fixtures');
const TITLE = `Preview villa ${Date.now()}`;

/** A fresh broker through the API; its token. */
/** A fresh broker with a confirmed email (publishing needs one); its token. */
async function registerBroker(request: APIRequestContext): Promise<string> {
  return (
    await registerAccount(request, { label: 'preview', name: 'Pim Preview', phone: '+66812345672' })
  ).token;
}

/** The token in this page's context (every tab of it), as the site keeps it. */
async function signIn(page: Page, token: string): Promise<void> {
  await page.context().addInitScript((value) => {
    window.localStorage.setItem('token', value);
  }, token);
}

/** A draft with a title, a price and two photos, never published; its id. */
async function draftWithPhotos(request: APIRequestContext, token: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/listing/store?step=1', {
    headers,
    data: { title: TITLE, offer_type: 'Sale', property_type: 'Villa', property_stage: 'Ready' },
  });
  expect(created.status()).toBe(201);
  const draft = (await created.json()) as {
    id: number;
    version: number;
    paths: { steps: Record<string, string>; photos: string };
  };
  const priced = await request.post(`/api${draft.paths.steps['3'] ?? ''}`, {
    headers,
    data: { version: draft.version, price: 27_400_000, currency: 'THB', bedrooms: 4 },
  });
  expect(priced.status()).toBe(200);
  for (const [name, mimeType] of [
    ['photo.png', 'image/png'],
    ['photo-rotated-gps.jpg', 'image/jpeg'],
  ] as const) {
    const uploaded = await request.post(`/api${draft.paths.photos}`, {
      headers,
      multipart: {
        file: { name, mimeType, buffer: fs.readFileSync(path.join(FIXTURES, name)) },
      },
    });
    expect(uploaded.status()).toBe(201);
  }
  return draft.id;
}

test('the owner opens the preview of a draft from the wizard; nobody else sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { baseURL } = test.info().project.use;
  const token = await registerBroker(page.request);
  const id = await draftWithPhotos(page.request, token);
  const views = async () => {
    const response = await page.request.get('/api/get/broker/listings', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { data } = (await response.json()) as { data: { id: number; views: number }[] };
    return data.find((row) => row.id === id)?.views;
  };
  await signIn(page, token);

  // The wizard's last step: the card, the checklist and the link to the whole page.
  await page.goto(`/listing/create/${id}?step=6`);
  await expect(page.locator('[data-requirement="photos"]')).toContainText('missing');
  const link = page.getByRole('link', { name: /^Open the page as visitors will see it/ });
  await expect(link).toHaveAttribute('target', '_blank');
  const opened = page.context().waitForEvent('page');
  await link.click();
  const preview = await opened;
  await expect(preview).toHaveURL(new RegExp(`/properties/${id}\\?preview$`));

  // The property page, as visitors will see it, under the banner.
  await expect(preview.getByTestId('property-preview')).toContainText(
    'Preview — not published yet',
  );
  await expect(preview.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(preview.getByTestId('property-price')).toHaveText('฿27,400,000');
  await expect(preview.getByRole('list', { name: 'Thumbnails' }).locator('img')).toHaveCount(2);
  await expect(preview.locator('meta[name="robots"][content="noindex"]')).not.toHaveCount(0);
  // The enquiry form is shown and sends nothing.
  const enquiries: string[] = [];
  preview.on('request', (request) => {
    if (request.method() === 'POST') enquiries.push(request.url());
  });
  await preview.getByLabel('Name').fill('Nok');
  await preview.getByRole('textbox', { name: 'Email' }).fill('nok@example.com');
  await preview.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(preview.getByRole('alert')).toContainText('This is a preview: nothing is sent');
  expect(enquiries).toEqual([]);
  await expectNoAxeViolations(preview);
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await preview.setViewportSize({ width, height });
    await lookAt(preview, {
      path: test.info().outputPath(`preview-${width}.png`),
      fullPage: true,
    });
  }
  // Opening it is not a view.
  expect(await views()).toBe(0);

  // A guest (no token, no cookies): the not-found page, with and without ?preview; the
  // server's answer for the plain URL is 404 and its HTML holds nothing of the draft.
  const guest = await browser.newContext({ baseURL });
  const stranger = await guest.newPage();
  const plain = await stranger.goto(`/properties/${id}`);
  expect(plain?.status()).toBe(404);
  expect(await plain?.text()).not.toContain(TITLE);
  await expect(
    stranger.getByRole('heading', { level: 1, name: 'Property not found' }),
  ).toBeVisible();
  const asked = await stranger.goto(`/properties/${id}?preview`);
  expect(asked?.status()).toBe(404);
  await expect(
    stranger.getByRole('heading', { level: 1, name: 'Property not found' }),
  ).toBeVisible();
  await expect(stranger.getByText(TITLE)).toHaveCount(0);
  await expect(stranger.getByTestId('property-preview')).toHaveCount(0);
  await guest.close();

  // Another broker, signed in: the same not-found page.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage, await registerBroker(otherPage.request));
  await otherPage.goto(`/properties/${id}?preview`);
  await expect(
    otherPage.getByRole('heading', { level: 1, name: 'Property not found' }),
  ).toBeVisible();
  await expect(otherPage.getByText(TITLE)).toHaveCount(0);
  await other.close();
  expect(await views()).toBe(0);
});

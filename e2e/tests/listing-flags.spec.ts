import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { DEMO_PASSWORD, demoUsers, signInAs, registerAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { lookAt } from '../support/look';

// Moderation: a second broker publishes a look-alike of the demo broker's listing
// anyway (the same price and area: 2 of 3), the admin finds the flag from the account menu and
// dismisses it. The look-alike is made through the API; the wizard has its own tests.

const FIXTURES = path.join(__dirname, '..', 'fixtures');

async function token(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A fresh broker with a confirmed email (publishing needs one); its token. */
async function registerBroker(request: APIRequestContext): Promise<string> {
  return (
    await registerAccount(request, { label: 'flags', name: 'Cole Copycat', phone: '+66812345672' })
  ).token;
}

test('an admin sees a look-alike published over another broker’s listing and dismisses the flag', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const request = page.request;
  // The demo broker's published sale to copy (its price, area, type and area of Phuket): a
  // rent copied as a sale would be a sale at a month's rent, an absurd yield for other tests.
  const demo = {
    authorization: `Bearer ${await token(request, demoUsers.broker.email, DEMO_PASSWORD)}`,
  };
  const mine = (await (
    await request.get(
      '/api/get/broker/listings?filter[status]=published&filter[offer_type]=Sale&per_page=6',
      {
        headers: demo,
      },
    )
  ).json()) as { data: { id: number }[] };
  const originalId = mine.data[0]?.id;
  if (originalId === undefined) throw new Error('the demo broker has published listings');
  const original = (await (await request.get(`/api/${originalId}/property`)).json()) as {
    title: string;
    price: number;
    area: number;
    location_id: number;
    property_type: string;
  };

  const copier = { authorization: `Bearer ${await registerBroker(request)}` };
  const title = `Look-alike ${Date.now()}`;
  const created = await request.post('/api/listing/store?step=1', {
    headers: copier,
    data: { title, offer_type: 'Sale', property_type: original.property_type },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const save = async (step: number, version: number, body: Record<string, unknown>) =>
    expect(
      (
        await request.post(`/api/listing/${id}/step/${step}`, {
          headers: copier,
          data: { version, ...body },
        })
      ).status(),
    ).toBe(200);
  await save(2, 1, { location_id: original.location_id });
  await save(3, 2, { price: original.price, currency: 'THB', area: original.area });
  for (const [name, mimeType] of [
    ['photo-rotated-gps.jpg', 'image/jpeg'],
    ['photo.png', 'image/png'],
    ['photo.heic', 'image/heic'],
  ] as const) {
    const photo = await request.post(`/api/listing/${id}/photos`, {
      headers: copier,
      multipart: { file: { name, mimeType, buffer: fs.readFileSync(path.join(FIXTURES, name)) } },
    });
    expect(photo.ok()).toBe(true);
  }
  // The HEIC converts on the job queue; publishing counts it once it is ready.
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/listing/${id}`, { headers: copier })).json()) as {
            completeness: { photos_count: number };
          }
        ).completeness.photos_count,
      { timeout: 30_000 },
    )
    .toBe(3);
  // The owner is shown the match and publishes anyway: allowed, and flagged for admins.
  const duplicates = (await (
    await request.get(`/api/listing/${id}/duplicates`, { headers: copier })
  ).json()) as { matches: { id: number }[] };
  expect(duplicates.matches.map((m) => m.id)).toContain(originalId);
  const published = await request.post(`/api/listing/${id}/publish`, {
    headers: copier,
    data: { version: 3 },
  });
  expect(published.status()).toBe(200);

  await signInAs(page, 'admin');
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Your areas' }).click();
  await page.getByRole('link', { name: 'Duplicate flags' }).click();
  await expect(page).toHaveURL(/\/listing\/flags$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Duplicate flags' })).toBeVisible();
  const flag = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${title} looks like`) }) });
  await expect(flag).toHaveCount(1);
  await expect(flag.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/properties/${id}`,
  );
  await expect(flag.getByRole('link', { name: original.title }).first()).toHaveAttribute(
    'href',
    `/properties/${originalId}`,
  );
  await expect(flag).toContainText('by Cole Copycat');
  await expect(flag).toContainText(`by ${demoUsers.broker.name}`);
  await expect(flag).toContainText('Matched on price within 1 %, area within 1 %');
  await expectNoAxeViolations(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await lookAt(page, { path: test.info().outputPath(`flags-${width}.png`), fullPage: true });
  }

  await flag.getByRole('button', { name: `Dismiss the flag on ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'dismissed' })).toHaveText(
    `The flag on ${title} is dismissed.`,
  );
  await expect(flag).toHaveCount(0);
  // Gone for good: the listing stays published, the flag does not come back on a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Duplicate flags' })).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(`^${title} looks like`) })).toHaveCount(
    0,
  );
  expect((await request.get(`/api/${id}/property`)).status()).toBe(200);
});

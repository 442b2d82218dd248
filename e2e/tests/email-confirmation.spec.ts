import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { WELCOME_SUBJECT, readCode, registerAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { lookAt } from '../support/look';

// A new account confirms its email before it publishes: registration mails a code, the site
// says so under the header and on the profile, the new presentation page waits for it, and
// the code entered on the profile lifts all of it. At desktop and phone width.

const PASSWORD = 'Kata-beach-2024';

for (const width of [1280, 390]) {
  test(`a new broker confirms the email registration mailed, at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const email = `confirm-${width}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

    await page.goto('/register');
    await page.getByRole('radio', { name: 'Broker (agent)' }).check();
    await page.getByLabel('Name', { exact: true }).fill('Nok New');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone', { exact: true }).fill('+66 81 234 5678');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    // The profile, with the address flagged and the notice under the header.
    await expect(page).toHaveURL(/\/profile$/);
    const notice = page.getByRole('complementary', { name: 'Email confirmation' });
    await expect(notice).toContainText('Confirm your email address to publish');
    await expect(page.getByText('Not confirmed')).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, { path: test.info().outputPath(`profile-unconfirmed-${width}.png`) });

    // A presentation is a live link: its page waits for the confirmation.
    await page.goto('/presentations/create');
    await expect(page.getByRole('heading', { name: 'New presentation', level: 1 })).toBeVisible();
    await expect(page.getByText('Confirm your email address first')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Enter the code on your profile' }).click();

    // The email section opens at the code; the notice is not repeated here.
    await expect(page).toHaveURL(/\/profile\/edit#email$/);
    const section = page.locator('section#email');
    await expect(section).toContainText(`Your email ${email} is not confirmed yet.`);
    await expect(notice).toHaveCount(0);
    await expectNoAxeViolations(page);
    await lookAt(page, { path: test.info().outputPath(`email-code-${width}.png`) });

    await section.getByLabel('Code from the email').fill('000000');
    await section.getByRole('button', { name: 'Confirm email' }).click();
    await expect(section.getByText(/invalid|expired/i)).toBeVisible();

    await section
      .getByLabel('Code from the email')
      .fill(await readCode(page.request, email, WELCOME_SUBJECT));
    await section.getByRole('button', { name: 'Confirm email' }).click();
    await expect(
      section.getByText(`Your email ${email} is confirmed: you can publish now.`),
    ).toBeVisible();

    // Confirmed everywhere at once: no notice, no flag, and the editor opens.
    await page.goto('/profile');
    await expect(page.getByText('Not confirmed')).toHaveCount(0);
    await expect(notice).toHaveCount(0);
    await page.goto('/presentations/create');
    await expect(page.getByLabel('Title')).toBeVisible();
  });
}

test('a developer that is ready to publish is told, in Russian, to confirm the email first', async ({
  page,
}) => {
  const account = await registerAccount(page.request, {
    label: 'confirm-ru',
    name: 'Ruslan New',
    role: 'developer',
    confirmed: false,
  });
  const headers = { authorization: `Bearer ${account.token}` };
  // Everything a developer needs to publish (title, description, logo), through the API.
  const created = await page.request.post('/api/developers?step=2', {
    headers,
    data: { title: `Fresh Dev Co ${Date.now()}`, description: 'Villas in Rawai since 2010.' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const logo = await page.request.post(`/api/developers/${id}/logo`, {
    headers,
    multipart: {
      file: {
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'photo.png')),
      },
    },
  });
  expect(logo.ok()).toBe(true);

  await signIn(page, account.token);
  await page.goto(`/ru/database/developers/${id}/create?step=4`);
  const notice = page.getByRole('complementary', { name: 'Подтверждение email' });
  await expect(notice).toContainText('Подтвердите адрес email, чтобы публиковать');
  await expect(notice.getByRole('link', { name: 'Ввести код' })).toHaveAttribute(
    'href',
    '/ru/profile/edit#email',
  );
  await page.getByRole('button', { name: 'Опубликовать', exact: true }).click();
  await expect(page.getByText('Сначала подтвердите адрес email')).toBeVisible();
  const status = await page.request.get(`/api/developers/${id}/draft`, { headers });
  expect(((await status.json()) as { status: string }).status).toBe('draft');
});

async function signIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e-signed-in')) return;
    window.sessionStorage.setItem('e2e-signed-in', '1');
    window.localStorage.setItem('token', value);
  }, token);
}

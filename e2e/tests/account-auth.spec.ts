import { expect, test } from '../support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, avatarLinkName, demoUsers, readCode, signInAs } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

// Account screens (login, register, forgot/reset). Every test that changes an account
// works on a fresh one, so tests stay independent of each other and of the demo users.

const NEW_PASSWORD = 'Andaman-sunset-77';

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function registerByApi(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/register', {
    data: {
      name: 'Reset Tester',
      email,
      phone: '+66812345678',
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
      role: 'broker',
    },
  });
  expect(response.status()).toBe(201);
}

async function fillRegisterForm(
  page: Page,
  input: { name: string; email: string; phone: string; role: 'Broker (agent)' | 'Developer' },
) {
  await page.getByRole('radio', { name: input.role }).check();
  await page.getByLabel('Name', { exact: true }).fill(input.name);
  await page.getByLabel('Email', { exact: true }).fill(input.email);
  await page.getByLabel('Phone', { exact: true }).fill(input.phone);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
}

async function logInThroughForm(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test.describe('register, log out, log in', () => {
  for (const role of ['Broker (agent)', 'Developer'] as const) {
    test(`registers as ${role}, logs out and logs in again`, async ({ page }) => {
      const email = uniqueEmail(role === 'Developer' ? 'developer' : 'broker');
      const name = role === 'Developer' ? 'Dao Developments' : 'Nok Agent';
      await page.goto('/register');
      await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
      await fillRegisterForm(page, { name, email, phone: '+66 81 234 5678', role });
      await page.getByRole('button', { name: 'Create account' }).click();

      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      await expect(page.getByText(role).first()).toBeVisible();
      await expect(page.getByText('+66 81 234 5678')).toBeVisible();
      const header = page.getByRole('banner');
      // Named by the letter it shows (WCAG 2.5.3).
      const avatar = header.getByRole('link', { name: avatarLinkName(name), exact: true });
      await expect(avatar).toHaveText(name[0] as string);

      await header.getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await logInThroughForm(page, email, NEW_PASSWORD);
      await expect(page).toHaveURL(/\/$/);
      await expect(avatar).toBeVisible();
    });
  }

  test('an invalid phone shows its message and blocks the submit', async ({ page }) => {
    const registerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/register')) registerCalls.push(request.url());
    });
    await page.goto('/register');
    await fillRegisterForm(page, {
      name: 'Short Phone',
      email: uniqueEmail('phone'),
      phone: '+66 81 23',
      role: 'Broker (agent)',
    });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('The phone number is too short.')).toBeVisible();
    await expect(page.getByLabel('Phone', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/register$/);
    expect(registerCalls).toEqual([]);
  });

  test('client checks and server field errors appear under their fields', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await expect(page.getByText('Enter your email address.')).toBeVisible();

    await fillRegisterForm(page, {
      name: 'Taken Email',
      email: demoUsers.broker.email,
      phone: '+66 81 234 5678',
      role: 'Broker (agent)',
    });
    await page.getByLabel('Confirm password', { exact: true }).fill('something-else');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();

    await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('The email has already been taken.')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a password that is easy to guess is refused under its field, before sending', async ({
    page,
  }) => {
    const registerCalls: string[] = [];
    const strengthChunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/register')) registerCalls.push(request.url());
      if (/\/password-strength\.[0-9a-f]+\.js$/.test(request.url())) {
        strengthChunks.push(request.url());
      }
    });
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    // The estimator is fetched once a password is typed, not with the page.
    expect(strengthChunks).toEqual([]);
    await fillRegisterForm(page, {
      name: 'Weak Password',
      email: uniqueEmail('weak'),
      phone: '+66 81 234 5678',
      role: 'Broker (agent)',
    });
    await expect.poll(() => strengthChunks.length).toBe(1);
    const password = page.getByLabel('Password', { exact: true });
    await expect(page.getByText('Password strength: Very strong.')).toBeVisible();

    await password.fill('aaaaaaa1');
    await page.getByLabel('Confirm password', { exact: true }).fill('aaaaaaa1');
    const meter = page.getByText(/^Password strength: Weak\./);
    await expect(meter).toBeVisible();
    await expect(meter).toHaveAttribute('aria-live', 'polite');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText(/^This password is too easy to guess\. Repeated characters like "aaa"/),
    ).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/This password is too easy to guess\./);
    await expectNoAxeViolations(page, 'main');
    await expect(page).toHaveURL(/\/register$/);
    expect(registerCalls).toEqual([]);
    expect(strengthChunks).toHaveLength(1);
  });

  test('the server refuses an easy password on its own too', async ({ request }) => {
    const response = await request.post('/api/register', {
      data: {
        name: 'Direct Caller',
        email: uniqueEmail('direct'),
        password: 'Password1',
        password_confirmation: 'Password1',
        role: 'broker',
      },
    });
    expect(response.status()).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.password?.[0]).toMatch(/^This password is too easy to guess\./);
  });

  test("wrong credentials show the server's message", async ({ page }) => {
    await page.goto('/login');
    await logInThroughForm(page, demoUsers.broker.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('redirects', () => {
  test('login returns to the page that sent the visitor there', async ({ page }) => {
    await page.goto('/profile/edit');
    await expect(page).toHaveURL(/\/login$/);
    await logInThroughForm(page, demoUsers.developer.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page.getByRole('heading', { name: 'Edit profile' })).toBeVisible();
  });

  test('guest-only screens send a signed-in user home', async ({ page }) => {
    await signInAs(page, 'broker');
    for (const path of ['/register', '/forgot', '/reset-password', '/login']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });
});

test.describe('forgot and reset password', () => {
  test('code from the outbox resets the password; the old one stops working', async ({ page }) => {
    const email = uniqueEmail('reset');
    await registerByApi(page.request, email);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot$/);
    await expect(page.getByText('Demo: codes are delivered to the outbox')).toBeVisible();
    await expect(page.getByRole('link', { name: 'outbox' })).toHaveAttribute(
      'href',
      '/api/demo/outbox',
    );
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(
      page.getByText('If an account exists for this email, we have sent a 6-digit code.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Enter the code' }).click();

    await expect(page).toHaveURL(/\/reset-password\?email=/);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    const codeField = page.getByLabel('Code', { exact: true });
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await codeField.fill('000000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/invalid|expired/i)).toBeVisible();

    await codeField.fill(await readCode(page.request, email, /password reset code/));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();

    await expect(page).toHaveURL(/\/login$/);
    await logInThroughForm(page, email, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
    await logInThroughForm(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
  });

  test('the same answer for an address without an account', async ({ page }) => {
    await page.goto('/forgot');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(
      page.getByText('If an account exists for this email, we have sent a 6-digit code.'),
    ).toBeVisible();
  });
});

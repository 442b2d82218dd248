import { expect, test, waitForApp } from '../support/test';
import type { Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import {
  avatarLinkName,
  demoUsers,
  readCode,
  registerAccount,
  signInAs,
} from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { lookAt } from '../support/look';

// Profile view and edit (/profile, /profile/edit). Each test signs up its own account
// through the API, so edits never collide with other tests or the demo users.

const PASSWORD = 'Kata-beach-2024';

interface Account {
  email: string;
  name: string;
  token: string;
}

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function signUp(page: Page, label: string): Promise<Account> {
  const { email, name, token } = await registerAccount(page.request, {
    label,
    name: 'Pim Profile',
    phone: '+66812345678',
    password: PASSWORD,
  });
  // Once per tab, like the shared signInAs: a later logout is not undone by a reload.
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e-signed-in')) return;
    window.sessionStorage.setItem('e2e-signed-in', '1');
    window.localStorage.setItem('token', value);
  }, token);
  return { email, name, token };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 32x32 RGB PNG (a teal square with a coral diagonal), made without any library. */
function makePng(size = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const diagonal = Math.abs(x - y) < 3;
      row.set(diagonal ? [242, 107, 56] : [11, 122, 117], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function section(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

test.describe('profile', () => {
  test('shows the user with links to edit', async ({ page }) => {
    const account = await signUp(page, 'view');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: account.name, level: 1 })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page.getByText('+66 81 234 5678')).toBeVisible();
    await expect(page.getByText('Broker (agent)').first()).toBeVisible();
    await expect(page.getByText('No logo yet')).toBeVisible();
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page.getByRole('heading', { name: 'Edit profile' })).toBeVisible();
  });

  test('lists the signed-in devices; "Sign out everywhere else" ends the other browser\'s session', async ({
    page,
    browser,
  }) => {
    // Two browsers and two axe runs: more than the default budget on a busy 2-core machine.
    test.slow();
    const account = await signUp(page, 'devices');
    // A second browser signs in through the login form.
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto('/login');
    await other.getByLabel('Email', { exact: true }).fill(account.email);
    await other.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await other.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(other).toHaveURL(/\/$/);
    await other.goto('/profile');
    const theirs = other.getByRole('region', { name: 'Signed-in devices' });
    await expect(theirs.getByRole('listitem')).toHaveCount(2);

    await page.goto('/profile');
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    const rows = devices.getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('This device');
    await expect(rows.first()).toContainText('Active now');
    await expect(rows.nth(1)).toContainText('Chrome on Linux');
    await expect(
      rows.nth(1).getByRole('button', { name: /^Sign out Chrome on Linux/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'main');

    await devices.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const question = devices.getByRole('group', { name: /^Sign out of the other device\?/ });
    await expect(question).toBeVisible();
    await expectNoAxeViolations(page, 'main');
    await question.getByRole('button', { name: 'Yes, sign out everywhere else' }).click();
    await expect(devices.getByText('You have been signed out everywhere else.')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(devices.getByRole('button', { name: 'Sign out everywhere else' })).toHaveCount(0);

    // The other browser's next call is refused, and it lands on the login screen.
    await other.getByRole('link', { name: 'Edit profile' }).click();
    await expect(other).toHaveURL(/\/login$/);
    await expect(other.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(await other.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // This browser is still signed in.
    await page.reload();
    await expect(page.getByRole('heading', { name: account.name, level: 1 })).toBeVisible();
    await elsewhere.close();
  });

  test('edits the name; the header follows at once', async ({ page }) => {
    await signUp(page, 'name');
    await page.goto('/profile/edit');
    const name = section(page, 'Name');
    await name.getByLabel('Name', { exact: true }).fill('Zed Zhang');
    await name.getByRole('button', { name: 'Save name' }).click();
    await expect(name.getByText('Your name has been saved.')).toBeVisible();
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: avatarLinkName('Zed Zhang'), exact: true }),
    ).toHaveText('Z');
    await page.getByRole('link', { name: '← My profile' }).click();
    await expect(page.getByRole('heading', { name: 'Zed Zhang', level: 1 })).toBeVisible();
  });

  test('changes the phone with the code sent by SMS', async ({ page }) => {
    await signUp(page, 'phone');
    await page.goto('/profile/edit');
    const phone = section(page, 'Phone');
    await phone.getByLabel('New phone', { exact: true }).fill('+66 92 345 6789');
    await phone.getByRole('button', { name: 'Send code by SMS' }).click();
    await expect(phone.getByText('Demo: codes are delivered to the outbox')).toBeVisible();
    const code = await readCode(page.request, '+66923456789');
    await phone.getByLabel('Code from the SMS').fill(code);
    await phone.getByRole('button', { name: 'Confirm phone' }).click();
    await expect(phone.getByText('Saved. Your phone number is now +66923456789.')).toBeVisible();
    await expect(
      phone.getByText('Current phone: +66 92 345 6789.', { exact: false }),
    ).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByText('+66 92 345 6789')).toBeVisible();
  });

  test('changes the email with the code sent to the new address', async ({ page }) => {
    const account = await signUp(page, 'email');
    const next = uniqueEmail('changed');
    await page.goto('/profile/edit');
    const email = section(page, 'Email');
    await expect(email.getByText(account.email)).toBeVisible();
    await email.getByLabel('New email', { exact: true }).fill(next);
    await email.getByRole('button', { name: 'Send code' }).click();
    await expect(email.getByText(`We have sent a 6-digit code to ${next}.`)).toBeVisible();
    await email.getByLabel('Code from the email').fill('000000');
    await email.getByRole('button', { name: 'Confirm email' }).click();
    await expect(email.getByText(/invalid|expired/i)).toBeVisible();
    await email.getByLabel('Code from the email').fill(await readCode(page.request, next));
    await email.getByRole('button', { name: 'Confirm email' }).click();
    await expect(email.getByText(`Saved. Your email is now ${next}.`)).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByText(next)).toBeVisible();
  });

  test('changes the password; the new one signs in, the old one does not', async ({ page }) => {
    const account = await signUp(page, 'password');
    await page.goto('/profile/edit');
    const password = section(page, 'Password');
    await password.getByLabel('Current password').fill('wrong-password-1');
    await password.getByLabel('New password', { exact: true }).fill('Rawai-pier-2025');
    await password.getByLabel('Confirm new password').fill('Rawai-pier-2025');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('The current password is incorrect.')).toBeVisible();
    await password.getByLabel('Current password').fill(PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Your password has been changed.')).toBeVisible();

    const old = await page.request.post('/api/login', {
      data: { email: account.email, password: PASSWORD },
    });
    expect(old.status()).toBe(422);
    const fresh = await page.request.post('/api/login', {
      data: { email: account.email, password: 'Rawai-pier-2025' },
    });
    expect(fresh.status()).toBe(200);
  });

  test('an uploaded avatar shows in the header; a wrong file is refused before upload', async ({
    page,
  }) => {
    await signUp(page, 'avatar');
    await page.goto('/profile/edit');
    const images = section(page, 'Photo and company logo');
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/profile/upload')) uploads.push(request.url());
    });

    await images.getByLabel('Upload photo').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(images.getByText('Choose a JPEG, PNG or WebP image.')).toBeVisible();
    expect(uploads).toEqual([]);

    // The initial, named by it, until a photo comes; then the photo, and the plain name.
    const banner = page.getByRole('banner');
    await expect(
      banner.getByRole('link', { name: avatarLinkName('Pim Profile'), exact: true }),
    ).toHaveText('P');
    const avatar = banner.getByRole('link', { name: 'Profile', exact: true }).locator('img');
    await expect(avatar).toHaveCount(0);
    await images.getByLabel('Upload photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: makePng(),
    });
    await expect(images.getByText('Uploaded.')).toBeVisible();
    await expect(avatar).toBeVisible();
    await expect(avatar).toHaveAttribute('src', /avatars\//);
    // The header image really loads (naturalWidth > 0), not just points somewhere.
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    await images.getByLabel('Upload logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: makePng(48),
    });
    await expect(images.getByRole('img', { name: 'Company logo preview' })).toHaveAttribute(
      'src',
      /logos\//,
    );
    await page.goto('/profile');
    await expect(page.getByRole('img', { name: 'Company logo' })).toBeVisible();
  });

  test('saves currency and notification preferences, each confirmed by a dialog', async ({
    page,
  }) => {
    await signUp(page, 'settings');
    await page.goto('/profile/edit');
    const settings = section(page, 'Settings');
    await settings.getByLabel('Currency').selectOption('EUR');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    const saved = page.getByRole('dialog', { name: 'Settings saved' });
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: 'Close' }).click();
    await expect(saved).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('selectedCurrency'))).toBe('EUR');

    const notifications = section(page, 'Notifications');
    const newsletter = notifications.getByRole('checkbox', { name: 'Newsletter' });
    await expect(newsletter).not.toBeChecked();
    await newsletter.check();
    await notifications.getByRole('button', { name: 'Save notifications' }).click();
    const updated = page.getByRole('dialog', { name: 'Notifications updated' });
    await expect(updated).toBeVisible();
    await updated.getByRole('button', { name: 'Close' }).click();

    await page.reload();
    await expect(
      section(page, 'Notifications').getByRole('checkbox', { name: 'Newsletter' }),
    ).toBeChecked();
    await expect(section(page, 'Settings').getByLabel('Currency')).toHaveValue('EUR');
    await page.goto('/profile');
    await expect(page.getByText('EUR (€)')).toBeVisible();
  });

  test('the agent chooses whether the agent page shows the email', async ({ page }) => {
    // The demo broker: the only kind of account with listings, so with an agent page. The
    // seed shows both contacts; this test ends with them shown again.
    const token = await signInAs(page, 'broker');
    const me = await page.request.get('/api/user', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { user } = (await me.json()) as { user: { id: number } };

    // The edit page stays open in one tab; the agent page is looked at in another.
    await page.goto('/profile/edit');
    const settings = section(page, 'Settings');
    const group = settings.getByRole('group', { name: 'Contact details on my agent page' });
    const email = group.getByRole('checkbox', { name: 'Show my email' });
    await expect(group.getByRole('checkbox', { name: 'Show my phone' })).toBeChecked();
    const setEmail = async (show: boolean) => {
      await email.setChecked(show);
      await settings.getByRole('button', { name: 'Save settings' }).click();
      const saved = page.getByRole('dialog', { name: 'Settings saved' });
      await expect(saved).toBeVisible();
      await saved.getByRole('button', { name: 'Close' }).click();
      await expect(email).toBeChecked({ checked: show });
    };
    const visitor = await page.context().newPage();

    await setEmail(false);
    await visitor.goto(`/agents/${user.id}`);
    await waitForApp(visitor);
    await expect(
      visitor.getByRole('heading', { level: 1, name: demoUsers.broker.name }),
    ).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Call' })).toBeVisible();
    await expect(visitor.locator('a[href^="mailto:"]')).toHaveCount(0);
    await expect(visitor.getByRole('link', { name: 'Email' })).toHaveCount(0);

    await setEmail(true);
    await visitor.reload();
    await waitForApp(visitor);
    await expect(visitor.getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      `mailto:${demoUsers.broker.email}`,
    );
  });

  test('the agent writes a bio and languages; the agent page shows them, server-rendered too', async ({
    page,
  }) => {
    // The demo broker has an agent page; the test ends with the bio and languages cleared.
    const token = await signInAs(page, 'broker');
    const me = await page.request.get('/api/user', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { user } = (await me.json()) as { user: { id: number } };
    await page.goto('/profile/edit');
    const agentPage = section(page, 'Agent page');
    const bio = agentPage.getByLabel('Bio');
    await expect(bio).toBeVisible();
    const languages = agentPage.getByRole('group', { name: 'Languages you speak' });

    // Control characters are refused under the field, and focus goes there.
    await bio.fill('Rawai villas\u0007');
    await agentPage.getByRole('button', { name: 'Save agent page' }).click();
    await expect(
      agentPage.getByText('Please remove the special control characters.'),
    ).toBeVisible();
    await expect(bio).toBeFocused();

    const text =
      'Fifteen years selling pool villas in Rawai and Nai Harn.\n\nI answer the same day.';
    await bio.fill(text);
    await languages.getByRole('checkbox', { name: 'Russian' }).check();
    await languages.getByRole('checkbox', { name: 'English' }).check();
    await agentPage.getByRole('button', { name: 'Save agent page' }).click();
    await expect(agentPage.getByText('Your agent page has been saved.')).toBeVisible();
    await expectNoAxeViolations(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await agentPage.scrollIntoViewIfNeeded();
      await lookAt(page, { path: `../.tmp/screenshots/profile-edit-agent-page-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // The server's HTML carries the bio before any script runs.
    const html = await (await page.request.get(`/agents/${user.id}`)).text();
    expect(html).toContain('Fifteen years selling pool villas in Rawai and Nai Harn.');
    expect(html).toContain('English, Russian');

    const visitor = await page.context().newPage();
    await visitor.goto(`/agents/${user.id}`);
    await waitForApp(visitor);
    const about = visitor.getByRole('region', { name: `About ${demoUsers.broker.name}` });
    await expect(about.getByText('I answer the same day.')).toBeVisible();
    await expect(visitor.getByText('Speaks English, Russian')).toBeVisible();
    await expectNoAxeViolations(visitor);
    for (const width of [1280, 390]) {
      await visitor.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await lookAt(visitor, { path: `../.tmp/screenshots/agent-page-bio-${width}.png` });
    }
    await visitor.close();

    const cleared = await page.request.post('/api/profile/update-agent-page', {
      headers: { authorization: `Bearer ${token}` },
      data: { bio: '', languages: [] },
    });
    expect(cleared.ok()).toBe(true);
  });

  test('an admin has no agent page, so no contact choice', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/profile/edit');
    await expect(section(page, 'Settings').getByLabel('Currency')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Contact details on my agent page' })).toHaveCount(
      0,
    );
  });
});

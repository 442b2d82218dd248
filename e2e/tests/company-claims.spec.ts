import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { registerAccount, signInAs, signedInTab, type NewAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { lookAt } from '../support/look';

// Company claims (docs/developer-claims.md) as their three people meet them: a developer
// account starts a company that is already on the site and claims it from the wizard; another
// publishes a second company of the same name, which waits; the admin approves the claim and
// rejects the copy on the Company claims page; each account reads the outcome in its list.

const LOGO = readFileSync(path.join(__dirname, '..', 'fixtures', 'photo.png'));

interface Draft {
  id: number;
  version: number;
  paths: { logo: string; publish: string };
}

/** One call of the database API as `token`; fails the test on an error. */
async function send<T>(
  request: APIRequestContext,
  token: string,
  url: string,
  body: { data?: object; file?: { name: string; mimeType: string; buffer: Buffer } },
): Promise<T> {
  const response = await request.post(`/api${url}`, {
    headers: { Authorization: `Bearer ${token}` },
    ...(body.file ? { multipart: { file: body.file } } : { data: body.data ?? {} }),
  });
  if (!response.ok()) throw new Error(`POST ${url}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A developer company with a logo, published by `account`; the status publishing answered. */
async function publishDeveloper(request: APIRequestContext, account: NewAccount, title: string) {
  const draft = await send<Draft>(request, account.token, '/developers?step=2', {
    data: { title, description: 'Villas and condos in Phuket since 2009.' },
  });
  const withLogo = await send<Draft>(request, account.token, draft.paths.logo, {
    file: { name: 'logo.png', mimeType: 'image/png', buffer: LOGO },
  });
  return send<{ status: string }>(request, account.token, draft.paths.publish, {
    data: { version: withLogo.version },
  });
}

for (const width of [1280, 390]) {
  test(`a company is claimed and a same-name copy waits; staff decide, at ${width} px`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const stamp = `${width}-${Date.now()}`;
    const name = `Andaman Crest Development ${stamp}`;
    const [original, claimant, copier] = await Promise.all(
      ['first', 'claimant', 'copier'].map((who) =>
        registerAccount(page.request, {
          label: `claims-${who}-${width}`,
          name: `Crest ${who} ${stamp}`,
          role: 'developer',
        }),
      ),
    );
    if (!original || !claimant || !copier) throw new Error('accounts');
    expect((await publishDeveloper(page.request, original, name)).status).toBe('published');

    // The claimant types the name (other case and spacing) and is offered to claim it.
    const tab = await signedInTab(browser, claimant, width);
    await tab.goto('/database/developers/create');
    await waitForApp(tab);
    await tab.getByRole('textbox', { name: /^Title/ }).fill(`  ${name.toUpperCase()}`);
    const offer = tab.getByRole('region', { name: `“${name}” is already on the site` });
    await expect(offer).toBeVisible();
    await offer
      .getByRole('textbox', { name: 'Message to the site staff (optional)' })
      .fill('Our company email is ceo@andamancrest.example.');
    await expectNoAxeViolations(tab);
    await lookAt(tab, { path: test.info().outputPath(`offer-${width}.png`), fullPage: true });
    await offer.getByRole('button', { name: `Claim “${name}”` }).click();
    await expect(tab.getByRole('heading', { name: 'Claim sent' })).toBeVisible();

    // A second account publishes a company of the same name: it waits for staff.
    expect((await publishDeveloper(page.request, copier, name)).status).toBe('pending');

    // The admin finds both on the Company claims page.
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'admin');
    if (width > 600) {
      await page.goto('/');
      await waitForApp(page);
      await page.getByRole('button', { name: 'Your areas' }).click();
      await page.getByRole('link', { name: 'Company claims' }).click();
      await expect(page).toHaveURL(/\/database\/claims$/);
    } else {
      await page.goto('/database/claims');
      await waitForApp(page);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Company claims' })).toBeVisible();
    const entries = page.getByRole('article', { name: new RegExp(`^${name} #`) });
    const claim = entries.filter({ hasText: 'Company claim' });
    const copy = entries.filter({ hasText: 'Same name as a published company' });
    await expect(claim).toContainText(claimant.email);
    await expect(claim).toContainText(original.email);
    await expect(claim).toContainText('Our company email is ceo@andamancrest.example.');
    await expect(copy).toContainText(copier.email);
    await expectNoAxeViolations(page);
    await lookAt(page, { path: test.info().outputPath(`claims-${width}.png`), fullPage: true });

    await claim.getByRole('button', { name: `Approve claim ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Claim approved' })).toHaveText(
      `Claim approved: the claiming account manages “${name}” now.`,
    );
    await expect(claim).toHaveCount(0);

    await copy.getByRole('button', { name: `Reject ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Reject: ${name}` });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Write the reason the account will read.')).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, { path: test.info().outputPath(`reject-${width}.png`) });
    const reason = 'This is the same company as the one on the site; claim it instead.';
    await dialog.getByRole('textbox', { name: 'Reason (the account reads it)' }).fill(reason);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Rejected' })).toHaveText(
      `Rejected: “${name}”. The account has been told why.`,
    );
    await expect(copy).toHaveCount(0);

    // The claimant manages the company now; its list says so.
    await tab.goto('/database/developers?sort=-updated_at');
    await waitForApp(tab);
    const requests = tab.getByRole('region', { name: 'Your requests to the site staff' });
    await expect(requests).toContainText(
      `Your claim of “${name}” was approved: you manage it now.`,
    );
    await expect(tab.getByRole('rowheader', { name, exact: true })).toBeVisible();
    await expectNoAxeViolations(tab);
    await lookAt(tab, {
      path: test.info().outputPath(`claimant-list-${width}.png`),
      fullPage: true,
    });

    // The copy's owner reads the reason; it is a draft again and was mailed.
    const copierTab = await signedInTab(browser, copier, width);
    await copierTab.goto('/database/developers');
    await waitForApp(copierTab);
    const copierRequests = copierTab.getByRole('region', {
      name: 'Your requests to the site staff',
    });
    await expect(copierRequests).toContainText(`“${name}” was not published and is a draft again.`);
    await expect(copierRequests).toContainText(reason);
    await lookAt(copierTab, {
      path: test.info().outputPath(`copier-list-${width}.png`),
      fullPage: true,
    });
    const outbox = (await (
      await page.request.get('/api/demo/outbox', { params: { to: copier.email } })
    ).json()) as { data: { subject: string | null; body: string }[] };
    expect(outbox.data[0]?.subject).toBe(`"${name}" was not published`);
    expect(outbox.data[0]?.body).toContain(reason);
    // The original account no longer manages the company.
    const originalList = (await (
      await page.request.get('/api/database/developers', {
        headers: { Authorization: `Bearer ${original.token}` },
      })
    ).json()) as { data: { title: string | null }[] };
    expect(originalList.data.map((r) => r.title)).not.toContain(name);
  });
}

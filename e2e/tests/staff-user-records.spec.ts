import { expect, test } from '../support/test';
import { registerAccount, signInAs, accountIdOf } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { publishedListing } from '../support/listings';
import { lookAt } from '../support/look';
import { expectNoUntranslatedText } from '../support/untranslated';

// An account's records, as an admin reaches them: from the account's card on the users list
// to its listings, companies, projects, presentations and enquiries, then on to the listing
// itself. Each run works on a broker registered for it, at desktop and phone width.

for (const width of [1280, 390]) {
  test(`an admin opens a broker's records and their listing at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    const name = `Records Subject ${width} ${Date.now()}`;
    const title = `Villa of ${name}`;
    const broker = await registerAccount(page.request, { label: `records-${width}`, name });
    const listingId = await publishedListing(page.request, broker.token, { step1: { title } });
    const brokerId = await accountIdOf(page.request, broker.token);

    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'admin');
    await page.goto('/staff/users');
    await page.getByLabel('Name or email').fill(broker.email);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: `Records of ${name}` }).click();

    await expect(page).toHaveURL(new RegExp(`/staff/users/${brokerId}$`));
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`Records of ${name}`));
    const listings = page.getByRole('region', { name: 'Listings (1)' });
    await expect(listings).toContainText('Published');
    for (const empty of [
      'No developer companies.',
      'No projects.',
      'No presentations.',
      'No enquiries received.',
    ])
      await expect(page.getByText(empty)).toBeVisible();
    await expect(page.getByRole('link', { name: `History of ${name}` })).toHaveAttribute(
      'href',
      `/staff/audit-log?user=${brokerId}`,
    );
    await expectNoAxeViolations(page);
    // Nothing wider than the screen: the rows are cards on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await lookAt(page, { path: test.info().outputPath(`records-${width}.png`), fullPage: true });

    // Published: the link is its public page.
    await listings.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/properties/${listingId}$`));
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  });
}

test('the records page speaks Russian under /ru and keeps the prefix on its links', async ({
  page,
}) => {
  const name = `Records Russian ${Date.now()}`;
  const broker = await registerAccount(page.request, { label: 'records-ru', name });
  const id = await accountIdOf(page.request, broker.token);
  await signInAs(page, 'admin');
  await page.goto(`/ru/staff/users/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Все аккаунты' })).toHaveAttribute(
    'href',
    '/ru/staff/users',
  );
  await expect(page.getByText('Объявлений нет.')).toBeVisible();
  await expectNoUntranslatedText(page, '.staff-records');
});

test("a broker who opens an account's records is told who they are for", async ({ page }) => {
  await signInAs(page, 'broker');
  await page.goto('/staff/users/1');
  await expect(
    page.getByRole('heading', { name: 'This page is for admins', level: 1 }),
  ).toBeVisible();
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchConsole } from '../support/console';
import { expect, test, waitForApp } from '../support/test';
import { apiGet, type ApiPage } from './catalog-support';
import { registerAccount } from '../support/accounts';
import { draftReadyToPublish } from '../support/listings';

// A listing in more languages, from the wizard to the buyer: a broker writes the
// listing in English, adds a Russian title and description on step 1 and publishes; a buyer
// reading Russian sees the Russian words on /ru/properties/{id} (nothing to say about them),
// one reading Thai sees the English original marked so, and the Russian search finds the
// listing by a Russian word of its title.

// A word no other listing has, in Cyrillic letters: the search finds this listing alone.
const code = [...String(Date.now()).slice(-6)].map((digit) => 'абвгдежзик'[Number(digit)]).join('');
const WORD = `Жемчужина${code}`;
const TITLE = `Pearl villa ${code} above Kamala bay`;
const DESCRIPTION = 'Four bedrooms, a garden and the bay from the infinity pool.';
const RU_TITLE = `Вилла ${WORD} над заливом Камала`;
const RU_DESCRIPTION = 'Четыре спальни, сад и вид на залив из бассейна с эффектом бесконечности.';

/** Set by the broker's test, read by the buyers'. */
let listingId = 0;

/** A fresh broker through the API; its token. */
/** A fresh broker with a confirmed email (publishing needs one); its token. */
async function registerBroker(request: APIRequestContext): Promise<string> {
  return (
    await registerAccount(request, {
      label: 'languages',
      name: 'Lana Languages',
      phone: '+66812345672',
    })
  ).token;
}

/** A draft in English with everything publishing needs (photos too), through the API. */
function draftInEnglish(request: APIRequestContext, token: string): Promise<number> {
  return draftReadyToPublish(request, token, {
    step1: { title: TITLE, description: DESCRIPTION, property_stage: 'Ready' },
  });
}

/** Full-page screenshots at desktop and phone width, for a person to look at. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: the sticky header stays there, over nothing.
    await page.evaluate(() => window.scrollTo(0, 0));
    const file = test.info().outputPath(`${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function expectSaved(page: Page) {
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
}

test.describe('a listing in more languages', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test('a broker adds a Russian title and description on step 1 and publishes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const token = await registerBroker(page.request);
    listingId = await draftInEnglish(page.request, token);
    await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
    await page.goto(`/listing/create/${listingId}?step=1`);
    await waitForApp(page);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Step 1 of 6: Basics' }),
    ).toBeVisible();

    // Under the description: the original is English; a Russian translation is added.
    const box = page.getByRole('group', { name: 'Languages' });
    await expect(box.getByLabel('Written in')).toHaveValue('en');
    await box.getByLabel('Add a translation in').selectOption({ label: 'Russian' });
    await box.getByRole('button', { name: 'Add translation' }).click();
    const russian = box.getByRole('group', { name: 'Translation: Russian' });
    // Added without a title: said beside it, and nothing of it is saved yet.
    await expect(russian.getByText('Enter the title in this language.')).toBeVisible();
    await russian.getByLabel('Title').fill(RU_TITLE);
    await expect(russian.getByText('Enter the title in this language.')).toHaveCount(0);
    await russian.getByLabel('Description').fill(RU_DESCRIPTION);
    await expectSaved(page);
    await expect(russian.getByLabel('Title')).toHaveAttribute('lang', 'ru');
    await expectNoAxeViolations(page);

    // Saved with the step: a reload shows it.
    await page.reload();
    await waitForApp(page);
    await expect(russian.getByLabel('Title')).toHaveValue(RU_TITLE);
    await expect(russian.getByLabel('Description')).toHaveValue(RU_DESCRIPTION);
    await screenshots(page, 'wizard-step-1-languages');

    // Publish from the last step.
    await page.goto(`/listing/create/${listingId}?step=6`);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Step 6 of 6: Preview and publish' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
  });

  test('a buyer reading Russian sees the Russian words; one reading Thai the original, said so', async ({
    page,
  }) => {
    expect(listingId).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    const messages = watchConsole(page);

    await page.goto(`/ru/properties/${listingId}`);
    await waitForApp(page);
    await expect(page).toHaveTitle(`${RU_TITLE} | WOW Phuket`);
    const heading = page.getByRole('heading', { level: 1, name: RU_TITLE });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveAttribute('lang');
    const description = page.getByRole('region', { name: 'Описание' });
    await expect(description).toContainText(RU_DESCRIPTION);
    await expect(description.locator('[lang]')).toHaveCount(0);
    await expect(page.getByText(/^Показано на /)).toHaveCount(0);
    // The server wrote the head in Russian too, before any script ran.
    const html = await (await page.request.get(`/ru/properties/${listingId}`)).text();
    expect(html).toContain(`<title>${RU_TITLE} — ฿`);
    expect(html).toContain(`<meta name="description" content="${RU_DESCRIPTION}">`);
    await expectNoAxeViolations(page, 'main');
    await screenshots(page, 'property-ru');

    await page.goto(`/th/properties/${listingId}`);
    await waitForApp(page);
    const original = page.getByRole('heading', { level: 1, name: TITLE });
    await expect(original).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('region', { name: 'รายละเอียด' }).locator('[lang="en"]'),
    ).toHaveText(DESCRIPTION);
    // Under the heading and under the description.
    await expect(page.getByText('แสดงเป็นภาษาอังกฤษ', { exact: true })).toHaveCount(2);
    await expectNoAxeViolations(page, 'main');
    await screenshots(page, 'property-th');
    await page.waitForLoadState('networkidle');
    expect(messages).toEqual([]);
  });

  test('the Russian search finds it by a Russian word of its title, shown in Russian', async ({
    page,
  }) => {
    expect(listingId).toBeGreaterThan(0);
    const found = await apiGet<ApiPage<{ id: number }>>(page.request, '/properties', {
      'filter[search]': WORD,
    });
    expect(found.data.map((card) => card.id)).toEqual([listingId]);

    await page.goto(`/ru/properties?search=${encodeURIComponent(WORD)}`);
    await waitForApp(page);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(1);
    const link = cards.getByRole('link', { name: RU_TITLE, exact: true });
    await expect(link).toHaveAttribute('href', `/ru/properties/${listingId}`);
    await expect(link).not.toHaveAttribute('lang');
  });
});

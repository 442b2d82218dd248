import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { DEMO_PASSWORD, demoUsers, signInAs } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { watchConsole } from '../support/console';
import { expectNoUntranslatedText } from '../support/untranslated';
import { lookAt } from '../support/look';
import { seededOptions } from '../support/listings';
import { atBothWidths, DESKTOP, overflow } from '../support/widths';

// A broker's presentations in Russian, Thai and Chinese: the list, the editor and the page
// the client opens, each in the page's language, fitting a phone, without console noise and
// accessible. The words of the shared UI inside the editor (the filters bar, listing cards)
// and the shared labels of property types, stages and furniture belong to the shared
// catalog, checked where that catalog is.

const LANGUAGES = [
  {
    locale: 'ru',
    lang: 'ru',
    list: 'Мои презентации',
    editor: 'Редактирование презентации',
    about: 'О презентации',
    eyebrow: /^Подборка: 2 объекта на Пхукете$/,
    contact: 'Есть вопросы? Свяжитесь со мной',
  },
  {
    locale: 'th',
    lang: 'th',
    list: 'งานนำเสนอของฉัน',
    editor: 'แก้ไขงานนำเสนอ',
    about: 'เกี่ยวกับงานนำเสนอนี้',
    eyebrow: /^คัดสรรอสังหาริมทรัพย์ 2 รายการ ในภูเก็ต$/,
    contact: 'มีคำถามไหม ติดต่อได้เลย',
  },
  {
    locale: 'zh',
    lang: 'zh-Hans',
    list: '我的推介',
    editor: '编辑推介',
    about: '推介信息',
    eyebrow: /^为您精选的 2 套普吉岛房产$/,
    contact: '有疑问？欢迎联系',
  },
] as const;

const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** A presentation of the demo broker's with two listings for sale, for a client of `locale`; its slug. */
async function createPresentation(
  request: APIRequestContext,
  title: string,
  locale: string,
): Promise<string> {
  const login = await request.post('/api/login', {
    data: { email: demoUsers.broker.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const data = await seededOptions<{ id: number }>(request, headers, {
    currency: 'THB',
    'filter[offer_type]': 'Sale',
  });
  const created = await request.post('/api/presentations', {
    headers,
    data: {
      title,
      client_name: 'Anna',
      locale,
      intro: 'Two homes to see this week.',
      items: data.slice(0, 2).map((card) => ({ listing_id: card.id, note: 'Sea view.' })),
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { slug: string }).slug;
}

for (const language of LANGUAGES) {
  test(`a broker's presentations in ${language.locale}: list, editor, client's page`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const title = `Homes for Anna ${language.locale} ${run}`;
    const slug = await createPresentation(request, title, language.locale);
    const messages = watchConsole(page);
    await page.setViewportSize(DESKTOP);
    await signInAs(page, 'broker');

    // My presentations.
    await page.goto(`/${language.locale}/presentations`);
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    await expect(page.getByRole('heading', { level: 1, name: language.list })).toBeVisible();
    await expect(page).toHaveTitle(`${language.list} | WOW Phuket`);
    const row = page
      .getByTestId('presentation-row')
      .filter({ has: page.getByRole('heading', { level: 2, name: title }) });
    // The link the broker copies opens the client's page in the language chosen for them.
    await expect(row.getByRole('link', { name: new RegExp(`/${slug}$`) })).toHaveAttribute(
      'href',
      new RegExp(`/${language.locale}/presentation/${slug}$`),
    );
    await page.waitForLoadState('networkidle');
    await atBothWidths(page, async () => {
      await expectNoUntranslatedText(page, 'main');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, 'main');
    });

    // The editor: every section but the shared listing finder.
    await page.setViewportSize(DESKTOP);
    await row.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(`/${language.locale}/presentation/${slug}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: language.editor })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: language.about })).toBeVisible();
    await expect(page.getByTestId('chosen-listing')).toHaveCount(2);
    await page.waitForLoadState('networkidle');
    await atBothWidths(page, async (width) => {
      for (const part of [
        '.pres-editor__top',
        'section[aria-labelledby="pres-about-title"]',
        'section[aria-labelledby="pres-chosen-title"]',
        'section[aria-labelledby="pres-contact-title"]',
        'section[aria-labelledby="pres-link-title"]',
        'section[aria-labelledby="pres-activity-title"]',
      ]) {
        await expectNoUntranslatedText(page, part);
      }
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, 'main');
      await lookAt(page, {
        path: `/tmp/i18n-presentations-editor-${language.locale}-${width}.png`,
        fullPage: true,
      });
    });
    expect(messages).toEqual([]);

    // The page the client opens, without an account.
    const client = await browser.newPage({ viewport: DESKTOP });
    const clientMessages = watchConsole(client);
    await client.goto(`/${language.locale}/presentation/${slug}`);
    await waitForApp(client);
    await expect(client.locator('html')).toHaveAttribute('lang', language.lang);
    await expect(client.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(client.locator('.pres-public__eyebrow')).toHaveText(language.eyebrow);
    await expect(client.getByRole('heading', { level: 2, name: language.contact })).toBeVisible();
    await client.waitForLoadState('networkidle');
    await atBothWidths(client, async (width) => {
      // The listing's facts and prices too, in the shared labels of the page's language.
      await expectNoUntranslatedText(client, 'main');
      expect(await overflow(client)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(client, 'main');
      await lookAt(client, {
        path: `/tmp/i18n-presentations-public-${language.locale}-${width}.png`,
        fullPage: true,
      });
    });
    expect(clientMessages).toEqual([]);
    await client.close();
  });
}

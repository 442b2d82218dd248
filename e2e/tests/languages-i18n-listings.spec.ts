import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { signInAs } from '../support/accounts';
import type { DemoRole } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { watchConsole } from '../support/console';
import { untranslatedWords } from '../support/untranslated';
import { lookAt } from '../support/look';
import { atBothWidths, DESKTOP, overflow } from '../support/widths';

// The listings area (My listings, the listing wizard, the admins' moderation queue) in Russian,
// Thai and Chinese: served in the language, every word of the page translated (owners' titles
// and names are theirs), links kept under the language's prefix, nothing wider than a phone,
// accessible, and no console noise.

const LOCALES = [
  {
    locale: 'ru',
    lang: 'ru',
    mine: 'Мои объявления',
    add: 'Добавить объявление',
    create: 'Новое объявление',
    step: 'Шаг 1 из 6: Основное',
    moderation: 'Модерация',
  },
  {
    locale: 'th',
    lang: 'th',
    mine: 'ประกาศของฉัน',
    add: 'ลงประกาศ',
    create: 'สร้างประกาศ',
    step: 'ขั้นตอนที่ 1 จาก 6: ข้อมูลหลัก',
    moderation: 'ตรวจสอบประกาศ',
  },
  {
    locale: 'zh',
    lang: 'zh-Hans',
    mine: '我的房源',
    add: '发布房源',
    create: '发布房源',
    step: '第 1 步，共 6 步：基本信息',
    moderation: '房源审核',
  },
] as const;

// A rent's period after its price comes from the shared `formatPrice` (@phuket/shared/format),
// whose words the shared labels' translation covers; the area's own words are all checked.
const SHARED_RENT_PERIODS = ['Daily', 'Monthly'];

/** What every page of the area must hold in any language, at both widths. */
async function expectTranslatedPage(
  page: Page,
  lang: string,
  messages: string[],
  look?: (width: number) => Promise<void>,
) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await page.waitForLoadState('networkidle');
  await atBothWidths(page, async (width) => {
    const untranslated = await untranslatedWords(page, 'main');
    expect(untranslated.filter((word) => !SHARED_RENT_PERIODS.includes(word))).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'main');
    await look?.(width);
  });
  expect(messages).toEqual([]);
}

async function open(page: Page, role: DemoRole, path: string): Promise<string[]> {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, role);
  const messages = watchConsole(page);
  await page.goto(path);
  await waitForApp(page);
  return messages;
}

for (const target of LOCALES) {
  test(`/${target.locale}/listing: My listings in its language`, async ({ page }) => {
    const messages = await open(page, 'broker', `/${target.locale}/listing`);
    await expect(page.getByRole('heading', { level: 1, name: target.mine })).toBeVisible();
    await expect(page).toHaveTitle(`${target.mine} | WOW Phuket`);
    await expect(page.getByTestId('my-listing').first()).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: target.add, exact: true }),
    ).toHaveAttribute('href', `/${target.locale}/listing/create`);
    await expectTranslatedPage(page, target.lang, messages, (width) =>
      lookAt(page, { path: `/tmp/i18n-listings-mine-${target.locale}-${width}.png` }),
    );
  });

  test(`/${target.locale}/listing/create: the wizard in its language`, async ({ page }) => {
    const messages = await open(page, 'broker', `/${target.locale}/listing/create`);
    await expect(page.getByRole('heading', { level: 1, name: target.create })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: target.step })).toBeVisible();
    await expectTranslatedPage(page, target.lang, messages, (width) =>
      lookAt(page, {
        path: `/tmp/i18n-listings-create-${target.locale}-${width}.png`,
        fullPage: true,
      }),
    );
  });

  test(`/${target.locale}/listing/moderation: the review queue in its language`, async ({
    page,
  }) => {
    const messages = await open(page, 'admin', `/${target.locale}/listing/moderation`);
    await expect(page.getByRole('heading', { level: 1, name: target.moderation })).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expectTranslatedPage(page, target.lang, messages);
  });
}

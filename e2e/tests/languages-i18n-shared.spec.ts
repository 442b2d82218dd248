import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchConsole } from '../support/console';
import { expectNoUntranslatedText } from '../support/untranslated';
import { lookAt } from '../support/look';
import { atBothWidths, DESKTOP } from '../support/widths';

// The shared UI in Russian, Thai and Chinese: the filters bar with its panel open, the
// location search with its suggestions, and the property page's enquiry form. Only these
// components are checked for English left over: the pages around them belong to their areas.

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const LANGUAGES = [
  {
    locale: 'ru',
    lang: 'ru',
    more: 'Ещё фильтры',
    filters: 'Фильтры',
    location: 'Район',
    areas: 'Районы',
    patong: 'Патонг',
    apply: 'Применить фильтры',
    send: 'Отправить запрос',
    name: 'Имя',
  },
  {
    locale: 'th',
    lang: 'th',
    more: 'ตัวกรองเพิ่มเติม',
    filters: 'ตัวกรอง',
    location: 'ทำเล',
    areas: 'ทำเล',
    patong: 'ป่าตอง',
    apply: 'ใช้ตัวกรอง',
    send: 'ส่งคำสอบถาม',
    name: 'ชื่อ',
  },
  {
    locale: 'zh',
    lang: 'zh-Hans',
    more: '更多筛选',
    filters: '筛选',
    location: '区域',
    areas: '区域',
    patong: '芭东',
    apply: '应用筛选',
    send: '发送咨询',
    name: '姓名',
  },
] as const;

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    for (const language of LANGUAGES) {
      test(`/${language.locale}/properties: the filters bar and the location search`, async ({
        page,
      }) => {
        const messages = watchConsole(page);
        await page.goto(`/${language.locale}/properties?offer_type=Sale`);
        await waitForApp(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
        const bar = page.locator('.filters-bar').first();

        // The location search, open on the list of areas by their local names.
        const location = bar.getByRole('combobox', { name: language.location });
        await location.click();
        const suggestions = bar.locator('.location-search__popup');
        await expect(suggestions.getByRole('group', { name: language.areas })).toBeVisible();
        await expect(
          suggestions.getByRole('option', { name: language.patong, exact: true }),
        ).toBeVisible();
        await expectNoUntranslatedText(page, '.location-search');
        await expectNoAxeViolations(page, '.location-search');
        await location.press('Escape');

        // The filters bar's panel (a full-screen sheet on a phone), with all its fields.
        await bar.getByRole('button', { name: language.more, exact: true }).click();
        const panel =
          width < 769
            ? page.getByRole('dialog', { name: language.filters })
            : page.getByRole('region', { name: language.more });
        await expect(panel.getByRole('button', { name: language.apply })).toBeVisible();
        if (width < 769) {
          await expect(
            panel.getByRole('heading', { level: 2, name: language.filters }),
          ).toBeVisible();
        }
        await expectNoUntranslatedText(page, '.filters-bar');
        await expectNoAxeViolations(page, '.filters-bar');
        await expectNoOverflow(page);
        await lookAt(page, { path: `/tmp/i18n-shared-filters-${language.locale}-${width}.png` });
        await page.waitForLoadState('networkidle');
        expect(messages).toEqual([]);
      });
    }
  });
}

for (const language of LANGUAGES) {
  test(`/${language.locale}/properties/{id}: the enquiry form`, async ({ page, request }) => {
    const search = await request.get('/api/properties', { params: { per_page: 1 } });
    expect(search.ok()).toBe(true);
    const { data } = (await search.json()) as { data: { id: number }[] };
    const id = data[0]?.id;
    if (id === undefined) throw new Error('no published listing');
    const messages = watchConsole(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/${language.locale}/properties/${id}`);
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    const form = page.locator('#enquiry form');
    await form.scrollIntoViewIfNeeded();
    // A check the browser makes, in the page's language: the name is required.
    await form.getByLabel(language.name).fill('');
    await form.getByRole('button', { name: language.send }).click();
    await expect(form.locator('.field-error').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await atBothWidths(page, async (width) => {
      await form.scrollIntoViewIfNeeded();
      // The section's heading and lead are the page's words; the form's own are checked.
      await expectNoUntranslatedText(page, '#enquiry form');
      await expectNoAxeViolations(page, '#enquiry');
      await expectNoOverflow(page);
      await lookAt(page, { path: `/tmp/i18n-shared-enquiry-${language.locale}-${width}.png` });
    });
    expect(messages).toEqual([]);
  });
}

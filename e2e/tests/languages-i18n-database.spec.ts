import type { Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test, waitForApp } from '../support/test';
import { watchConsole } from '../support/console';
import { expectNoUntranslatedText } from '../support/untranslated';
import { lookAt } from '../support/look';
import { atBothWidths, DESKTOP, overflow } from '../support/widths';

// The developer and project database in Russian, Thai and Chinese: both lists and both
// creation pages read in the page's language (titles and names the suppliers wrote are
// theirs), keep their links in the language, fit a phone and stay accessible.

const LANGUAGES = [
  {
    locale: 'ru',
    lang: 'ru',
    developers: 'База застройщиков',
    addDeveloper: 'Добавить застройщика',
    projects: 'База проектов',
    newDeveloper: 'Новый застройщик',
    developerStep: 'О застройщике',
    newProject: 'Новый проект',
    projectStep: 'Основное',
  },
  {
    locale: 'th',
    lang: 'th',
    developers: 'ฐานข้อมูลผู้พัฒนาโครงการ',
    addDeveloper: 'เพิ่มผู้พัฒนาโครงการ',
    projects: 'ฐานข้อมูลโครงการ',
    newDeveloper: 'ผู้พัฒนาโครงการใหม่',
    developerStep: 'เกี่ยวกับผู้พัฒนาโครงการ',
    newProject: 'โครงการใหม่',
    projectStep: 'ข้อมูลพื้นฐาน',
  },
  {
    locale: 'zh',
    lang: 'zh-Hans',
    developers: '开发商数据库',
    addDeveloper: '添加开发商',
    projects: '项目数据库',
    newDeveloper: '新开发商',
    developerStep: '开发商简介',
    newProject: '新项目',
    projectStep: '基本信息',
  },
] as const;

/**
 * The page is in its language, wider than nothing, accessible, and has no English left, at
 * both widths.
 */
async function expectTranslatedPage(page: Page, lang: string, heading: string, look = '') {
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  // Lists and the form's choices arrive after the first render.
  await expect(page.getByText(/^(Loading…|Загрузка…|กำลังโหลด…|加载中…)$/)).toHaveCount(0);
  await atBothWidths(page, async (width) => {
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoUntranslatedText(page, 'main');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'main');
    if (look)
      await lookAt(page, { path: `/tmp/i18n-database-${look}-${width}.png`, fullPage: true });
  });
}

test.describe('the database', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'developer');
  });

  for (const target of LANGUAGES) {
    test(`reads in ${target.locale}: both lists and both creation pages`, async ({ page }) => {
      const messages = watchConsole(page);
      const prefix = `/${target.locale}`;

      await page.setViewportSize(DESKTOP);
      await page.goto(`${prefix}/database/developers`);
      await expectTranslatedPage(page, target.lang, target.developers);
      // Links stay in the language.
      await expect(page.getByRole('link', { name: target.addDeveloper })).toHaveAttribute(
        'href',
        `${prefix}/database/developers/create`,
      );

      await page.setViewportSize(DESKTOP);
      await page.goto(`${prefix}/database/projects`);
      await expectTranslatedPage(page, target.lang, target.projects, `projects-${target.locale}`);

      await page.setViewportSize(DESKTOP);
      await page.goto(`${prefix}/database/developers/create`);
      await expectTranslatedPage(page, target.lang, target.newDeveloper);
      await expect(
        page.getByRole('heading', { level: 2, name: target.developerStep }),
      ).toBeVisible();

      await page.setViewportSize(DESKTOP);
      await page.goto(`${prefix}/database/projects/create`);
      await expectTranslatedPage(page, target.lang, target.newProject);
      await expect(page.getByRole('heading', { level: 2, name: target.projectStep })).toBeVisible();
      expect(messages).toEqual([]);
    });
  }
});

import path from 'node:path';
import type { Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { watchConsole } from '../support/console';
import { expect, test, waitForApp } from '../support/test';

// A project in more languages: the demo developer writes the project in English
// with a Chinese translation in the wizard's first step and publishes it; a Chinese buyer
// reads the Chinese title and description on /zh/projects/{id} and finds it by its Chinese
// name in the hero's search; a Russian buyer reads the English original, told so.

const PHOTO = path.join(__dirname, '..', 'fixtures', 'photo.png');
const DEVELOPER = 'Andaman Crest Development';
const AREA = 'Kata';

const stamp = Date.now();
const title = `Lotus Bay Residence ${stamp}`;
const description = 'Twenty pool villas on the hill above Kata beach.';
const chineseTitle = `莲花湾公寓${stamp}`;
const chineseDescription = '卡塔海滩上方山坡上的二十栋泳池别墅。';

/** Set by the developer's test, read by the buyers'. */
let projectId = 0;

async function expectSaved(page: Page) {
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
}

async function next(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

test.describe('a project in Chinese too', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  test('the developer adds a Chinese translation in the wizard and publishes', async ({ page }) => {
    const messages = watchConsole(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'developer');
    await page.goto('/database/projects/create');
    await waitForApp(page);

    // Step 2: the English original first, then its Chinese translation.
    await page.getByLabel('Title', { exact: true }).fill(title);
    await expectSaved(page);
    await expect(page).toHaveURL(/\/database\/projects\/\d+\/create\?step=2$/);
    projectId = Number(/projects\/(\d+)\/create/.exec(page.url())?.[1]);
    await page.getByLabel('Developer', { exact: true }).selectOption({ label: DEVELOPER });
    await page.getByLabel('Description', { exact: true }).fill(description);
    await page.getByLabel('Stage').selectOption('Off-plan');
    const languages = page.getByRole('group', { name: 'Languages' });
    await expect(languages.getByLabel('Written in')).toHaveValue('en');
    await languages.getByLabel('Add a translation in').selectOption({ label: 'Chinese' });
    await languages.getByRole('button', { name: 'Add translation' }).click();
    const chinese = languages.getByRole('group', { name: 'Translation: Chinese' });
    // A translation without its title is held, and Next says why beside the field.
    await page.getByRole('button', { name: 'Next' }).click();
    const chineseTitleField = chinese.getByLabel('Title');
    await expect(chineseTitleField).toHaveAttribute('aria-invalid', 'true');
    await expect(chinese.getByText('Enter the title in this language.')).toBeVisible();
    await expect(chineseTitleField).toBeFocused();
    await expect(page.getByRole('heading', { level: 2, name: 'Basics' })).toBeVisible();
    await chineseTitleField.fill(chineseTitle);
    await chinese.getByLabel('Description').fill(chineseDescription);
    await expect(chineseTitleField).toHaveAttribute('lang', 'zh');
    await expectSaved(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/project-languages-wizard-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/project-languages-wizard-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // A reload shows what the server stored.
    await page.reload();
    await waitForApp(page);
    const stored = page
      .getByRole('group', { name: 'Languages' })
      .getByRole('group', { name: 'Translation: Chinese' });
    await expect(stored.getByLabel('Title')).toHaveValue(chineseTitle);
    await expect(stored.getByLabel('Description')).toHaveValue(chineseDescription);

    // What publishing asks for: the area, a price and a main photo.
    await next(page, 'Location');
    await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: AREA });
    await expectSaved(page);
    await next(page, 'Price, payment plan and tenure');
    await page.getByLabel('Price from').fill('7500000');
    await expectSaved(page);
    await next(page, 'Photos, video and brochure');
    await page.getByLabel('Upload main photo').setInputFiles(PHOTO);
    await expect(page.getByRole('img', { name: 'Main photo 1' })).toBeVisible();
    await next(page, 'Layouts');
    await next(page, 'Units and publish');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Published' })).toBeVisible();
    expect(messages).toEqual([]);
  });

  for (const width of [1280, 390]) {
    test(`buyers read it in their language at ${width} px`, async ({ page }) => {
      expect(projectId).toBeGreaterThan(0);
      const messages = watchConsole(page);
      await page.setViewportSize({ width, height: 900 });

      // Chinese: the translation, in the page's language, with nothing to say about it.
      await page.goto(`/zh/projects/${projectId}`);
      await waitForApp(page);
      const heading = page.getByRole('heading', { level: 1, name: chineseTitle });
      await expect(heading).toBeVisible();
      await expect(heading).not.toHaveAttribute('lang');
      await expect(page.getByText(chineseDescription)).toBeVisible();
      await expect(page.getByText(description)).toHaveCount(0);
      await expect(page.getByText('以英文显示')).toHaveCount(0);
      // The server-rendered head is in Chinese too.
      await expect(page).toHaveTitle(new RegExp(`^${chineseTitle}`));
      const served = await page.request.get(`/zh/projects/${projectId}`);
      expect(await served.text()).toContain(`<title>${chineseTitle}，`);
      await expectNoAxeViolations(page, 'main');
      await page.screenshot({ path: `/tmp/project-languages-zh-${width}.png`, fullPage: true });

      // Russian: no Russian translation, so the English original, marked and said so.
      await page.goto(`/ru/projects/${projectId}`);
      await waitForApp(page);
      const original = page.getByRole('heading', { level: 1, name: title });
      await expect(original).toHaveAttribute('lang', 'en');
      await expect(page.getByText('Показано на английском')).toHaveCount(1);
      await expect(page.getByText(description)).toHaveAttribute('lang', 'en');
      await expectNoAxeViolations(page, 'main');
      await page.screenshot({ path: `/tmp/project-languages-ru-${width}.png` });

      // The Chinese hero finds it by its Chinese name, and opens its Chinese page.
      await page.goto('/zh');
      await waitForApp(page);
      const hero = page
        .getByRole('search', { name: '房产搜索' })
        .getByRole('combobox', { name: '区域' });
      await hero.fill(chineseTitle);
      const option = page
        .getByRole('group', { name: '项目' })
        .getByRole('option', { name: new RegExp(`^${chineseTitle}`) });
      await expect(option).toBeVisible();
      await option.click();
      await expect(page).toHaveURL(`/zh/projects/${projectId}`);
      await expect(page.getByRole('heading', { level: 1, name: chineseTitle })).toBeVisible();
      expect(messages).toEqual([]);
    });
  }
});

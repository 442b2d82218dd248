import { expect, test, waitForApp } from '../support/test';
import { signInAs } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { watchConsole } from '../support/console';
import { expectNoUntranslatedText } from '../support/untranslated';
import { lookAt } from '../support/look';

// The site in four languages: English keeps the specification's paths, Russian, Thai and
// Chinese are prefixed. The server renders each in its language, the browser hydrates it
// without a warning, a switch keeps the page, its query and its scroll, and the home page
// offers a visitor their own language without sending them anywhere.

const PAGES = [
  {
    locale: 'ru',
    lang: 'ru',
    path: '/ru/properties?offer_type=Sale',
    buy: 'Купить',
    footer: 'Все проекты',
  },
  { locale: 'th', lang: 'th', path: '/th', buy: 'ซื้อ', footer: 'โครงการทั้งหมด' },
  { locale: 'zh', lang: 'zh-Hans', path: '/zh/projects', buy: '买房', footer: '全部项目' },
] as const;

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    for (const target of PAGES) {
      test(`${target.path} is served and hydrated in its language`, async ({ page }) => {
        const messages = watchConsole(page);
        // The server's HTML, before any script: its language and its header's words.
        const served = await page.request.get(target.path);
        expect(served.status()).toBe(200);
        const html = await served.text();
        expect(html).toContain(`<html lang="${target.lang}"`);
        expect(html).toContain(`>${target.buy}<`);
        expect(html).toContain(`hreflang="en"`);
        // The language's catalogs are fetched beside the code, not after it.
        expect(html).toMatch(
          new RegExp(`<link rel="preload" as="script" href="/messages-${target.locale}\\.`),
        );

        await page.goto(target.path);
        await waitForApp(page);
        await expect(page.locator('html')).toHaveAttribute('lang', target.lang);
        const header = page.getByRole('banner');
        if (width < 769) await header.getByRole('button').first().click();
        const buy = header.getByRole('link', { name: target.buy, exact: true });
        await expect(buy).toBeVisible();
        // Links stay in the language.
        await expect(buy).toHaveAttribute('href', `/${target.locale}/properties?offer_type=Sale`);
        await expect(
          page.getByRole('contentinfo').getByRole('link', { name: target.footer }),
        ).toBeVisible();
        // Nothing wider than the screen: Thai and Russian run longer than English.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await page.waitForLoadState('networkidle');
        expect(messages).toEqual([]);
        await expectNoAxeViolations(page, 'header, footer');
        // The shell's own parts speak the language (the page between them is its area's).
        await expectNoUntranslatedText(page, 'header');
        await expectNoUntranslatedText(page, 'footer');
        await lookAt(page, { path: `test-results/languages-${target.locale}-${width}.png` });
      });
    }

    test('the language switch keeps the page, its query and its scroll, and is remembered', async ({
      page,
      context,
    }) => {
      await page.goto('/properties?offer_type=Rent');
      await waitForApp(page);
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      expect(before).toBeGreaterThan(0);
      await footer
        .getByRole('navigation', { name: 'Language' })
        .getByRole('link', { name: 'Русский' })
        .click();
      await expect(page).toHaveURL('/ru/properties?offer_type=Rent');
      await waitForApp(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before / 2);
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('ru');

      // Back to English the same way: the switch names itself in the page's language.
      await page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: 'Язык' })
        .getByRole('link', { name: 'English' })
        .click();
      await expect(page).toHaveURL('/properties?offer_type=Rent');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });

    test('an unknown page answers 404 in its language', async ({ page }) => {
      const response = await page.goto('/ru/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Страница не найдена' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Смотреть объекты' })).toHaveAttribute(
        'href',
        '/ru/properties',
      );
    });
  });
}

test.describe('the offer of a language', () => {
  test.use({ locale: 'ru-RU' });

  test('offers a Russian browser the Russian site on /, never redirecting, until it says no', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForApp(page);
    await expect(page).toHaveURL('/');
    const offer = page.getByRole('link', { name: 'Открыть сайт на русском' });
    await expect(offer).toHaveAttribute('href', '/ru');
    await page.getByRole('button', { name: 'No thanks' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('link', { name: 'Открыть сайт на русском' })).toHaveCount(0);
  });
});

test("a broker's header holds one row in every language where it is a row, and a menu below", async ({
  page,
}) => {
  await signInAs(page, 'broker');
  // From 1220 px the header is a row (header.css); below, the menu button holds the rest.
  for (const width of [1280, 1220, 1219, 1024, 769]) {
    const row = width >= 1220;
    await page.setViewportSize({ width, height: 800 });
    for (const prefix of ['', '/ru', '/th', '/zh']) {
      await page.goto(`${prefix}/properties`);
      await waitForApp(page);
      const header = page.locator('.site-header');
      const toggle = header.locator('.site-header__toggle');
      await expect(toggle).toBeVisible({ visible: !row });
      const bar = await header.boundingBox();
      if (!bar) throw new Error('the header has no box');
      const inner = await header.locator('.site-header__inner').evaluate((element) => {
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        return {
          left: rect.left + parseFloat(style.paddingLeft),
          right: rect.right - parseFloat(style.paddingRight),
        };
      });
      // Every control shown in the bar sits inside it, on one line: none wrapped to a second
      // row, stacked, or pushed past the content's edge.
      const misplaced = await header.locator('a:visible, button:visible').evaluateAll(
        (elements, { top, bottom, left, right }) =>
          elements
            .filter((element) => {
              const rect = element.getBoundingClientRect();
              return (
                rect.top < top ||
                rect.bottom > bottom ||
                rect.left < left - 0.5 ||
                rect.right > right + 0.5 ||
                rect.height > 48
              );
            })
            .map((element) => (element.textContent ?? '').trim() || element.outerHTML.slice(0, 80)),
        { top: bar.y, bottom: bar.y + bar.height, ...inner },
      );
      expect([width, prefix, misplaced]).toEqual([width, prefix, []]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect([width, prefix, overflow]).toEqual([width, prefix, 0]);
      if (!row) await toggle.click();
      // Signed in: the avatar, named in the page's language.
      await expect(header.locator('.site-header__avatar')).toBeVisible();
      const languageTops = await header
        .locator('.language-switch a')
        .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
      expect([width, prefix, new Set(languageTops).size]).toEqual([width, prefix, 1]);
    }
    await lookAt(page, { path: `test-results/languages-broker-header-${width}.png` });
  }
});

import { expect, test, waitForApp } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectNoUntranslatedText } from '../support/untranslated';
import { watchConsole } from '../support/console';
import { apiGet, type ApiPage } from './catalog-support';
import { lookAt } from '../support/look';
import { atBothWidths, DESKTOP, overflow } from '../support/widths';

// The catalog's public pages in Russian, Thai and Chinese: served and hydrated in the language,
// nothing wider than a phone, no console noise, axe clean, and no English left in the catalog's
// own words. Cards, filters, dropdowns and the enquiry form are shared components (translated
// with @phuket/shared's catalog) and the labels of shared data (property types, areas, tenure)
// are connected centrally: pages that show them are checked on the catalog's own parts.

const LOCALES = [
  { locale: 'ru', lang: 'ru' },
  { locale: 'th', lang: 'th' },
  { locale: 'zh', lang: 'zh-Hans' },
] as const;
type Locale = (typeof LOCALES)[number]['locale'];

interface CatalogPage {
  name: string;
  path: (ids: Ids) => string;
  heading: Record<Locale, string | RegExp>;
  /** The parts of the page the catalog writes itself; 'main' when all of it is. */
  own: readonly string[];
}

interface Ids {
  property: number;
  project: number;
}

const PAGES: readonly CatalogPage[] = [
  {
    name: 'home',
    path: () => '',
    heading: {
      ru: 'Недвижимость Пхукета с эффектом WOW',
      th: 'สัมผัสประสบการณ์ WOW กับอสังหาริมทรัพย์ภูเก็ต',
      zh: '体验普吉岛房产的 WOW 之选',
    },
    own: ['#hero-title', '.hero__lead', '.hero__facts', '.home-section__head', '.subscribe'],
  },
  {
    name: 'property search',
    path: () => '/properties',
    heading: {
      ru: 'Недвижимость: Пхукет',
      th: 'อสังหาริมทรัพย์ในภูเก็ต',
      zh: '普吉岛房产',
    },
    own: ['.properties-page__head', '.properties-toolbar'],
  },
  {
    name: 'property page',
    path: (ids) => `/properties/${ids.property}`,
    heading: { ru: 'Основные характеристики', th: 'ภาพรวม', zh: '概况' },
    // The tags, facts and key facts hold the shared labels (type, stage, tenure, area):
    // checked here too, so a value printed as stored shows up.
    own: [
      '.breadcrumbs',
      '#facts-title',
      '.property-head__confirmed',
      '#location-title',
      '.property-head__tags',
      '.property-facts',
      '.property-summary',
      '.property-price',
      // A sale's "Can a foreigner own it?" (ids.property is a sale).
      '#ownership-title',
      '[data-testid="ownership-panel"]',
    ],
  },
  {
    name: 'projects directory',
    path: () => '/projects',
    heading: { ru: 'Новостройки на Пхукете', th: 'โครงการใหม่ในภูเก็ต', zh: '普吉岛新楼盘' },
    own: ['.directory-page__head', '.directory-filters'],
  },
  {
    name: 'project page',
    path: (ids) => `/projects/${ids.project}`,
    heading: { ru: 'О проекте', th: 'เกี่ยวกับโครงการ', zh: '楼盘介绍' },
    own: ['.breadcrumbs', '#about-project', '.listing-section-head p', '#location-title'],
  },
  {
    name: 'developers directory',
    path: () => '/developers',
    heading: {
      ru: 'Застройщики Пхукета',
      th: 'ผู้พัฒนาอสังหาริมทรัพย์ในภูเก็ต',
      zh: '普吉岛房地产开发商',
    },
    own: ['main'],
  },
  {
    name: 'favourites',
    path: () => '/favourites',
    heading: { ru: 'Избранное', th: 'รายการโปรด', zh: '收藏' },
    own: ['main'],
  },
  {
    name: 'about page',
    path: () => '/about-us',
    heading: { ru: 'О нас', th: 'เกี่ยวกับเรา', zh: '关于我们' },
    // Its words come with the page (features/about/locales), as the property, project,
    // compare and Terms pages' do.
    own: ['main'],
  },
  {
    name: 'compare page',
    path: () => '/compare',
    heading: { ru: 'Сравнение объектов', th: 'เปรียบเทียบอสังหาริมทรัพย์', zh: '房源对比' },
    own: ['main'],
  },
  {
    name: 'terms',
    path: () => '/terms',
    heading: {
      ru: 'Условия использования и политика конфиденциальности',
      th: 'ข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัว',
      zh: '使用条款与隐私政策',
    },
    // All of it: every heading, paragraph and list item of the legal text.
    own: ['main'],
  },
  {
    name: 'foreign ownership guide',
    path: () => '/foreign-ownership',
    heading: {
      ru: 'Как иностранцу владеть недвижимостью на Пхукете',
      th: 'ชาวต่างชาติเป็นเจ้าของอสังหาริมทรัพย์ในภูเก็ตได้อย่างไร',
      zh: '外国人如何在普吉岛拥有房产',
    },
    own: ['main'],
  },
];

let ids: Ids;

test.beforeAll(async ({ request }) => {
  const properties = await apiGet<ApiPage<{ id: number }>>(request, '/properties', {
    'filter[offer_type]': 'Sale',
    per_page: 1,
  });
  const projects = await apiGet<ApiPage<{ id: number }>>(request, '/projects', { per_page: 1 });
  ids = { property: properties.data[0]!.id, project: projects.data[0]!.id };
});

for (const { locale, lang } of LOCALES) {
  for (const target of PAGES) {
    test(`the ${target.name} in ${locale}`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      const messages = watchConsole(page);
      await page.goto(`/${locale}${target.path(ids)}`);
      await waitForApp(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.waitForLoadState('networkidle');
      await atBothWidths(page, async (width) => {
        await expect(
          page.getByRole('heading', { name: target.heading[locale], exact: true }),
        ).toBeVisible();
        // Nothing wider than the screen: Thai and Russian run longer than English.
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page, 'main');
        for (const selector of target.own) {
          await expect(page.locator(selector).first()).toBeAttached();
          await expectNoUntranslatedText(page, selector);
        }
        // For a person to look at (long Thai and Russian words); outside the repository.
        await lookAt(page, {
          path: `/tmp/i18n-catalog-${target.name.replace(/ /g, '-')}-${locale}-${width}.png`,
          fullPage: true,
        });
      });
      expect(messages).toEqual([]);
    });
  }
}

test('the property search keeps its language in its links and counts in Russian', async ({
  page,
}) => {
  await page.goto('/ru/properties?offer_type=Sale');
  await waitForApp(page);
  await expect(page.getByRole('status').filter({ hasText: /^Найден/ })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Недвижимость на продажу: Пхукет' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Недвижимость на продажу: Пхукет \| WOW Phuket$/);
  const first = page.locator('#listing-results-grid article a[href*="/properties/"]').first();
  await expect(first).toHaveAttribute('href', /^\/ru\/properties\/\d+$/);
});

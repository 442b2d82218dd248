import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { signInAs } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { watchConsole } from '../support/console';
import { expectNoUntranslatedText } from '../support/untranslated';
import { lookAt } from '../support/look';
import { atBothWidths, DESKTOP, overflow } from '../support/widths';

// The account area (sign-in, registration, password reset, profile and its edit page,
// enquiries received and sent, saved searches) in Russian, Thai and Chinese: each page in its language, with
// nothing left in English, nothing wider than the screen, no console noise and no axe finding.

interface Visit {
  path: string;
  heading: string;
}

const LANGUAGES = [
  {
    locale: 'ru',
    lang: 'ru',
    guest: [
      { path: '/login', heading: 'Войти' },
      { path: '/register', heading: 'Создать аккаунт' },
      { path: '/forgot', heading: 'Забыли пароль?' },
      { path: '/reset-password', heading: 'Сброс пароля' },
    ],
    member: [
      { path: '/profile', heading: 'Устройства со входом в аккаунт' },
      { path: '/profile/edit', heading: 'Редактировать профиль' },
      { path: '/profile/enquiries', heading: 'Запросы' },
      { path: '/profile/saved-searches', heading: 'Сохранённые поиски' },
      { path: '/profile/sent-enquiries', heading: 'Отправленные запросы' },
    ],
  },
  {
    locale: 'th',
    lang: 'th',
    guest: [
      { path: '/login', heading: 'เข้าสู่ระบบ' },
      { path: '/register', heading: 'สร้างบัญชี' },
      { path: '/forgot', heading: 'ลืมรหัสผ่านใช่ไหม?' },
      { path: '/reset-password', heading: 'รีเซ็ตรหัสผ่าน' },
    ],
    member: [
      { path: '/profile', heading: 'อุปกรณ์ที่ลงชื่อเข้าใช้' },
      { path: '/profile/edit', heading: 'แก้ไขโปรไฟล์' },
      { path: '/profile/enquiries', heading: 'คำถามจากลูกค้า' },
      { path: '/profile/saved-searches', heading: 'การค้นหาที่บันทึกไว้' },
      { path: '/profile/sent-enquiries', heading: 'การสอบถามที่ส่งแล้ว' },
    ],
  },
  {
    locale: 'zh',
    lang: 'zh-Hans',
    guest: [
      { path: '/login', heading: '登录' },
      { path: '/register', heading: '创建账户' },
      { path: '/forgot', heading: '忘记密码了？' },
      { path: '/reset-password', heading: '重置密码' },
    ],
    member: [
      { path: '/profile', heading: '已登录的设备' },
      { path: '/profile/edit', heading: '编辑资料' },
      { path: '/profile/enquiries', heading: '咨询' },
      { path: '/profile/saved-searches', heading: '已保存的搜索' },
      { path: '/profile/sent-enquiries', heading: '已发送的咨询' },
    ],
  },
] as const;

/** Opens each page in the language and checks it the same way, at both widths. */
async function checkPages(page: Page, locale: string, lang: string, visits: readonly Visit[]) {
  for (const visit of visits) {
    await page.setViewportSize(DESKTOP);
    const messages = watchConsole(page);
    await page.goto(`/${locale}${visit.path}`);
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.waitForLoadState('networkidle');
    // Loaded parts (devices, preferences, the agent page) are in place before the checks.
    await expect(page.locator('main [role="status"]:has-text("…")')).toHaveCount(0);
    await atBothWidths(page, async (width) => {
      await expect(page.getByRole('heading', { name: visit.heading, exact: true })).toBeVisible();
      await expectNoUntranslatedText(page, 'main');
      expect(await overflow(page), `${visit.path} wider than the screen`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, 'main');
      // For a person to look at (Thai and Russian run longer than English); never in the
      // repository.
      const name = `${locale}${visit.path.replace(/\//g, '-')}-${width}`;
      await lookAt(page, { path: `/tmp/i18n-account-${name}.png`, fullPage: true });
    });
    expect(messages, `${visit.path} console`).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
}

for (const language of LANGUAGES) {
  test(`the guest's account pages in ${language.locale}`, async ({ page }) => {
    await checkPages(page, language.locale, language.lang, language.guest);
    // Links stay in the language.
    await page.goto(`/${language.locale}/login`);
    await expect(page.locator('main a[href$="/register"]')).toHaveAttribute(
      'href',
      `/${language.locale}/register`,
    );
  });

  test(`the broker's account pages in ${language.locale}`, async ({ page }) => {
    await signInAs(page, 'broker');
    await checkPages(page, language.locale, language.lang, language.member);
  });
}

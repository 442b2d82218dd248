import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  ACCOUNT_LIMITS,
  accountLimitMessage,
  readAccountLimitMessage,
} from '../contract/account-limits';
import { EMAIL_NOT_CONFIRMED } from '../contract/email-confirmation';
import type { Locale } from '../contract/locales';
import { accountRuleText, useAccountRuleText } from './account-rules';
import { LocaleProvider } from './locale-context';
import { sharedMessages } from './shared-messages';

// The API's refusals of an account rule (an email not confirmed, a daily limit used up), as
// every area shows them: the API's own English on an English page, the same numbers in the
// other languages.

beforeAll(() =>
  Promise.all([sharedMessages.load('ru'), sharedMessages.load('th'), sharedMessages.load('zh')]),
);

function hookIn(locale: Locale) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LocaleProvider locale={locale}>{children}</LocaleProvider>
  );
  return renderHook(() => useAccountRuleText(), { wrapper }).result.current;
}

describe('an email not confirmed yet', () => {
  it('reads in the page’s language', () => {
    expect(hookIn('en')(EMAIL_NOT_CONFIRMED)).toBe(EMAIL_NOT_CONFIRMED);
    expect(hookIn('ru')(EMAIL_NOT_CONFIRMED)).toMatch(/^Сначала подтвердите адрес email/);
    expect(hookIn('zh')(EMAIL_NOT_CONFIRMED)).toMatch(/^请先确认您的邮箱/);
  });
});

describe('a daily limit used up', () => {
  const CASES: [number, number][] = [
    [1, 30],
    [3, 86_400],
    [22, 3 * 3600],
    [50, 86_400],
    [2000, 600],
  ];

  it.each(ACCOUNT_LIMITS)(
    'the English catalog says %s exactly as the API does, and reads back its numbers',
    (limit) => {
      const ids = {
        listing_drafts: 'account.limit_listing_drafts',
        database_drafts: 'account.limit_database_drafts',
        presentations: 'account.limit_presentations',
        uploads: 'account.limit_uploads',
      };
      for (const [max, seconds] of CASES) {
        const english = accountLimitMessage(limit, max, seconds);
        expect(accountRuleText('en', english)).toBe(english);
        const refusal = readAccountLimitMessage(english);
        expect(refusal).toMatchObject({ limit, max });
        const unit =
          refusal!.wait.unit === 'hours'
            ? 'account.limit_wait_hours'
            : 'account.limit_wait_minutes';
        const wait = sharedMessages.format('en', unit, { count: refusal!.wait.count });
        expect(sharedMessages.format('en', ids[limit], { max, wait })).toBe(english);
      }
    },
  );

  it('says it in Russian, Thai and Chinese with the same numbers', () => {
    const say = (locale: Locale, ...args: Parameters<typeof accountLimitMessage>) =>
      accountRuleText(locale, accountLimitMessage(...args));
    expect(say('ru', 'listing_drafts', 50, 86_400)).toBe(
      'Сегодня вы уже начали 50 черновиков объявлений — это максимум для одного аккаунта за день. Попробуйте снова через 24 часа или завершите уже начатые черновики.',
    );
    expect(say('ru', 'uploads', 2000, 300)).toBe(
      'Сегодня вы уже загрузили 2\u00a0000 файлов — это максимум для одного аккаунта за день. Попробуйте снова через 5 минут.',
    );
    expect(say('ru', 'uploads', 21, 2 * 3600)).toBe(
      'Сегодня вы уже загрузили 21 файл — это максимум для одного аккаунта за день. Попробуйте снова через 2 часа.',
    );
    expect(say('ru', 'database_drafts', 30, 86_400)).toBe(
      'Сегодня вы уже начали 30 черновиков застройщиков и проектов — это максимум для одного аккаунта за день. Попробуйте снова через 24 часа или завершите уже начатые черновики.',
    );
    expect(say('ru', 'presentations', 1, 86_400)).toBe(
      'Сегодня вы уже создали 1 презентацию — это максимум для одного аккаунта за день. Попробуйте снова через 24 часа или измените одну из своих презентаций.',
    );
    expect(say('th', 'listing_drafts', 50, 7200)).toBe(
      'วันนี้คุณเริ่มร่างประกาศไปแล้ว 50 รายการ ซึ่งเป็นจำนวนสูงสุดที่หนึ่งบัญชีเริ่มได้ต่อวัน โปรดลองอีกครั้งในอีก 2 ชั่วโมง หรือทำร่างที่มีอยู่ให้เสร็จก่อน',
    );
    expect(say('th', 'uploads', 2000, 45 * 60)).toBe(
      'วันนี้คุณอัปโหลดไปแล้ว 2,000 ไฟล์ ซึ่งเป็นจำนวนสูงสุดที่หนึ่งบัญชีอัปโหลดได้ต่อวัน โปรดลองอีกครั้งในอีก 45 นาที',
    );
    expect(say('zh', 'uploads', 2000, 86_400)).toBe(
      '您今天已上传 2,000 个文件，已达到每个账户每天的上限。请在 24 小时后重试。',
    );
    expect(say('zh', 'database_drafts', 30, 3600)).toBe(
      '您今天已创建 30 份开发商和项目草稿，已达到每个账户每天的上限。请在 1 小时后重试，或先完成已有的草稿。',
    );
    expect(say('zh', 'presentations', 100, 3 * 3600)).toBe(
      '您今天已创建 100 份推介，已达到每个账户每天的上限。请在 3 小时后重试，或修改已有的推介。',
    );
  });
});

describe('any other text', () => {
  it('is none of these rules: null, so the area says it its own way', () => {
    expect(accountRuleText('ru', 'The title field is required.')).toBeNull();
    expect(accountRuleText('en', 'The listing has been deleted.')).toBeNull();
    expect(hookIn('ru')('Too many attempts. Try again in 5 minutes.')).toBeNull();
  });
});

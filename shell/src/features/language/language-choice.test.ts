import { rememberedLocale, suggestedLocale } from './language-choice';

describe('language choice', () => {
  it('offers the language chosen before, unless the page is in it', () => {
    expect(suggestedLocale('en', 'ru', ['en-US'])).toBe('ru');
    expect(suggestedLocale('ru', 'ru', ['th'])).toBeNull();
    // English chosen on purpose: no offer, whatever the browser prefers.
    expect(suggestedLocale('en', 'en', ['zh-CN'])).toBeNull();
  });

  it("otherwise offers the browser's first language the site speaks", () => {
    expect(suggestedLocale('en', null, ['de-DE', 'zh-CN', 'ru'])).toBe('zh');
    expect(suggestedLocale('en', null, ['th-TH'])).toBe('th');
    expect(suggestedLocale('en', null, ['en-GB', 'ru'])).toBeNull();
    expect(suggestedLocale('en', null, ['de', 'fr'])).toBeNull();
    expect(suggestedLocale('en', null, [])).toBeNull();
  });

  it('reads the remembered language from the cookie, ignoring anything else', () => {
    expect(rememberedLocale('currency=USD; locale=th')).toBe('th');
    expect(rememberedLocale('locale=xx')).toBeNull();
    expect(rememberedLocale('')).toBeNull();
  });
});

import { localizePath, splitLocalePath } from './locales';

describe('locale paths', () => {
  it('reads the language from the prefix and the route below it', () => {
    expect(splitLocalePath('/ru/properties')).toEqual({ locale: 'ru', path: '/properties' });
    expect(splitLocalePath('/th/properties/12')).toEqual({ locale: 'th', path: '/properties/12' });
    expect(splitLocalePath('/zh')).toEqual({ locale: 'zh', path: '/' });
    expect(splitLocalePath('/zh/')).toEqual({ locale: 'zh', path: '/' });
    expect(splitLocalePath('/properties')).toEqual({ locale: 'en', path: '/properties' });
    expect(splitLocalePath('/')).toEqual({ locale: 'en', path: '/' });
  });

  it('leaves paths that only look like a prefix alone', () => {
    // English has no prefix; a two-letter segment that is no language is a path of its own.
    expect(splitLocalePath('/en/properties')).toEqual({ locale: 'en', path: '/en/properties' });
    expect(splitLocalePath('/de/properties')).toEqual({ locale: 'en', path: '/de/properties' });
    expect(splitLocalePath('/rus')).toEqual({ locale: 'en', path: '/rus' });
  });

  it('puts a path, its query and its hash in a language', () => {
    expect(localizePath('ru', '/properties?offer_type=Sale')).toBe(
      '/ru/properties?offer_type=Sale',
    );
    expect(localizePath('th', '/')).toBe('/th');
    expect(localizePath('zh', '/?currency=USD')).toBe('/zh?currency=USD');
    expect(localizePath('en', '/properties')).toBe('/properties');
  });
});

import {
  cardLanguages,
  contentLanguage,
  descriptionIn,
  normalizedTranslations,
  titleIn,
  titlesOf,
  translationProblems,
} from './content-language-rules';

const villa = {
  title: 'Sea-view villa',
  description: 'Four bedrooms above Kata.',
  language: 'en' as const,
  translations: {
    ru: { title: 'Вилла с видом на море', description: null },
    th: { title: '   ', description: 'วิลล่าสี่ห้องนอน' },
  },
};

describe('content in the reader language', () => {
  it('shows a translated title, and the original where there is none', () => {
    const titles = titlesOf(villa.translations);
    expect(titles).toEqual({ ru: 'Вилла с видом на море' });
    expect(titleIn({ ...villa, titles }, 'ru')).toEqual({
      text: 'Вилла с видом на море',
      language: 'ru',
    });
    expect(titleIn({ ...villa, titles }, 'zh')).toEqual({ text: 'Sea-view villa', language: 'en' });
    // A blank translated title is no translation.
    expect(titleIn({ ...villa, titles: { th: ' ' } }, 'th')).toEqual({
      text: 'Sea-view villa',
      language: 'en',
    });
    expect(titleIn({ title: null, language: 'en', titles: {} }, 'ru')).toBeNull();
  });

  it('falls back to the original description when a translation has none', () => {
    expect(descriptionIn(villa, 'ru')).toEqual({
      text: 'Four bedrooms above Kata.',
      language: 'en',
    });
    expect(descriptionIn(villa, 'th')).toEqual({ text: 'วิลล่าสี่ห้องนอน', language: 'th' });
    expect(descriptionIn({ ...villa, description: ' ', translations: {} }, 'en')).toBeNull();
  });

  it('reads an unknown stored language as English', () => {
    expect(contentLanguage('ru')).toBe('ru');
    expect(contentLanguage('de')).toBe('en');
    expect(contentLanguage(null)).toBe('en');
  });
});

describe('cardLanguages', () => {
  it('gives a card its original language and the titles it has in others', () => {
    expect(cardLanguages(villa)).toEqual({
      language: 'en',
      title_translations: { ru: 'Вилла с видом на море' },
    });
  });

  it('reads a missing row (a left join) as English without translations', () => {
    expect(cardLanguages({ language: null, translations: null })).toEqual({
      language: 'en',
      title_translations: {},
    });
  });
});

describe('translationProblems', () => {
  it('refuses a translation in the original language and one without a title', () => {
    expect(
      translationProblems('ru', {
        ru: { title: 'Вилла', description: null },
        zh: { title: ' ', description: '海景' },
      }),
    ).toEqual({
      'translations.ru': 'A translation cannot be in the language the original is written in.',
      'translations.zh.title': 'Enter the title in this language.',
    });
    expect(translationProblems('en', { th: { title: 'วิลล่า', description: null } })).toEqual({});
  });

  it('stores trimmed texts and an empty description as null', () => {
    expect(normalizedTranslations({ th: { title: ' วิลล่า ', description: '  ' } })).toEqual({
      th: { title: 'วิลล่า', description: null },
    });
  });
});

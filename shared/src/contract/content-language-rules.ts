// What suppliers write in more than one language: a listing's, project's or
// developer's title and description have an original language and may carry translations.
// The record travels with all its languages; each page picks the visitor's, and says so when
// it falls back to the original. Schema-free, so browser bundles can import it.
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';

/** A title and description written in one more language than the original. */
export interface ContentTranslation {
  title: string;
  /** Null: the translation has no description; the page shows the original's. */
  description: string | null;
}

/** Translations by language; never the original's own language. */
export type ContentTranslations = Partial<Record<Locale, ContentTranslation>>;

/** Only the titles: what a card needs. */
export type TitleTranslations = Partial<Record<Locale, string>>;

/** A text as a page shows it, with the language it is written in (for `lang` and the note). */
export interface ShownText {
  text: string;
  language: Locale;
}

/** The language a stored value names; English for anything else (rows written before 0028). */
export function contentLanguage(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * `title` in the reader's language: its translation when there is one, else the original (in
 * its own language). Null stays null (a draft without a title).
 */
export function titleIn<T extends string | null>(
  original: { title: T; language: Locale; titles: TitleTranslations },
  locale: Locale,
): T extends string ? ShownText : ShownText | null {
  const translated = locale === original.language ? undefined : original.titles[locale];
  if (translated !== undefined && translated.trim() !== '') {
    return { text: translated, language: locale } as T extends string
      ? ShownText
      : ShownText | null;
  }
  return (
    original.title === null ? null : { text: original.title, language: original.language }
  ) as T extends string ? ShownText : ShownText | null;
}

/** The description in the reader's language, as titleIn; null when neither has one. */
export function descriptionIn(
  original: { description: string | null; language: Locale; translations: ContentTranslations },
  locale: Locale,
): ShownText | null {
  const translated =
    locale === original.language ? undefined : original.translations[locale]?.description;
  if (translated !== undefined && translated !== null && translated.trim() !== '') {
    return { text: translated, language: locale };
  }
  return original.description === null || original.description.trim() === ''
    ? null
    : { text: original.description, language: original.language };
}

/** The titles of `translations`, for cards and search. */
export function titlesOf(translations: ContentTranslations): TitleTranslations {
  const titles: TitleTranslations = {};
  for (const locale of LOCALES) {
    const title = translations[locale]?.title;
    if (title !== undefined && title.trim() !== '') titles[locale] = title;
  }
  return titles;
}

/**
 * What a card or a reference (a project's developer) says of its languages: the original's,
 * and its title in the others. A value read defensively from a row: anything unknown is English.
 */
export function cardLanguages(record: {
  language: unknown;
  translations: ContentTranslations | null;
}): { language: Locale; title_translations: TitleTranslations } {
  return {
    language: contentLanguage(record.language),
    title_translations: titlesOf(record.translations ?? {}),
  };
}

/**
 * What is wrong with translations before they are stored, by field (`translations.ru.title`):
 * a translation into the original's own language, or one without a title. Lengths are the
 * schema's. The wizard shows these beside the fields; the API answers them as 422 errors.
 */
export function translationProblems(
  language: Locale,
  translations: ContentTranslations,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const locale of LOCALES) {
    const translation = translations[locale];
    if (translation === undefined) continue;
    if (locale === language) {
      problems[`translations.${locale}`] =
        'A translation cannot be in the language the original is written in.';
    } else if (translation.title.trim() === '') {
      problems[`translations.${locale}.title`] = 'Enter the title in this language.';
    }
  }
  return problems;
}

/**
 * Translations as stored: titles and descriptions trimmed, an empty description as null.
 * Call after translationProblems found nothing.
 */
export function normalizedTranslations(translations: ContentTranslations): ContentTranslations {
  const out: ContentTranslations = {};
  for (const locale of LOCALES) {
    const translation = translations[locale];
    if (translation === undefined) continue;
    const description = translation.description?.trim() ?? '';
    out[locale] = {
      title: translation.title.trim(),
      description: description === '' ? null : description,
    };
  }
  return out;
}

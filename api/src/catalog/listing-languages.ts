import { sql } from 'drizzle-orm';
import {
  LOCALES,
  contentLanguage,
  type ContentTranslations,
  type Locale,
  type TitleTranslations,
} from '@phuket/shared/contract';
import { listings } from '../db/schema';

// A listing's title and description in more languages as the reads send them: the
// original's language, and the translations as stored (normalizedTranslations) by the wizard.
// The jsonb column is read defensively: a row written by hand or by a script must not break
// a page, so anything that is not a translation into another site language is left out.

function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** The stored translations (a jsonb value or its text), without the original's own language. */
export function storedTranslations(value: unknown, language: Locale): ContentTranslations {
  const all = record(parsed(value));
  const out: ContentTranslations = {};
  if (!all) return out;
  for (const locale of LOCALES) {
    const entry = record(all[locale]);
    if (locale === language || !entry || typeof entry.title !== 'string') continue;
    if (entry.title.trim() === '') continue;
    out[locale] = {
      title: entry.title,
      description: typeof entry.description === 'string' ? entry.description : null,
    };
  }
  return out;
}

/**
 * A card's titles from `titleTranslationsSql` (JSON text `{ "ru": "…" }`), without the
 * original's language; titlesOf(storedTranslations(…)) without reading the descriptions.
 */
export function storedTitles(value: unknown, language: Locale): TitleTranslations {
  const all = record(parsed(value));
  const titles: TitleTranslations = {};
  if (!all) return titles;
  for (const locale of LOCALES) {
    const title = all[locale];
    if (locale !== language && typeof title === 'string' && title.trim() !== '') {
      titles[locale] = title;
    }
  }
  return titles;
}

/** The language and translated titles a card carries, from any of the reads' row shapes. */
export function cardLanguageFields(
  language: unknown,
  titles: unknown,
): { language: Locale; title_translations: TitleTranslations } {
  const lang = contentLanguage(language);
  return { language: lang, title_translations: storedTitles(titles, lang) };
}

/**
 * The titles alone as JSON text, written against `a` (a table or derived table with the
 * listing's `translations`): a page of cards never carries the translated descriptions, which
 * may be thousands of characters each. Fixed SQL text only.
 */
export function titleTranslationsSql(a: string): string {
  return `(select json_object_agg(t.key, t.value->>'title')::text
    from jsonb_each(${a}.translations) t where jsonb_typeof(t.value) = 'object')`;
}

/** The card's language columns for a drizzle select from `listings` (not aliased). */
export function languageColumns() {
  return {
    language: listings.language,
    titleTranslations: sql<string | null>`${sql.raw(titleTranslationsSql('"listings"'))}`,
  };
}

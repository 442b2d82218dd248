// The site's languages and where each lives in a URL: English keeps the specification's paths,
// every other language has its own prefix (`/ru/properties`, `/th/projects/12`). The browser
// (router basename, language switch), the API (server render, <html lang>, hreflang, sitemap)
// and the checker of the message catalogs read this one list. Schema-free.

export const LOCALES = ['en', 'ru', 'th', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** The visitor's chosen language, remembered beside `currency`. */
export const LOCALE_COOKIE = 'locale';

/** Each language in its own words: what the language switch lists. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  ru: 'Русский',
  th: 'ไทย',
  zh: '中文',
};

/**
 * The offer to read the site in a language, written in that language: shown to a visitor
 * whose browser prefers it, who may not read the page's own.
 */
export const LOCALE_INVITATIONS: Record<Locale, string> = {
  en: 'View this site in English',
  ru: 'Открыть сайт на русском',
  th: 'ดูเว็บไซต์นี้เป็นภาษาไทย',
  zh: '查看中文版网站',
};

/**
 * The BCP 47 tag for `<html lang>` and Intl: Chinese is Simplified (`zh-Hans`), so browsers pick
 * Simplified glyphs and Intl the mainland's formats. hreflang takes the bare `LOCALES` code.
 */
export const LANGUAGE_TAGS: Record<Locale, string> = {
  en: 'en',
  ru: 'ru',
  th: 'th',
  zh: 'zh-Hans',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** '' for English, '/ru' for Russian: what the router's basename and every link carry. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * The language a path is in and the path without its prefix: `/ru/properties` is Russian
 * `/properties`, `/ru` Russian `/`. `/en/...` is not a prefix (English has none), so it stays
 * a path of its own, which no route declares.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const code = match?.[1];
  if (code !== undefined && code !== DEFAULT_LOCALE && isLocale(code)) {
    return { locale: code, path: pathname.slice(code.length + 1) || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/**
 * `path` (with its query and hash, if any) in `locale`: `/properties?x=1` in Russian is
 * `/ru/properties?x=1`, `/` is `/ru`.
 */
export function localizePath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (prefix === '') return path;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#'))
    return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}

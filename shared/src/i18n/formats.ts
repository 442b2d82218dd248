import { LANGUAGE_TAGS, type Locale } from '../contract/locales';

// Numbers, money, areas and dates as a reader of each language writes them. Intl formatters
// are costly to build and pure: one per locale and kind, kept.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: Locale, key: string, options: Intl.NumberFormatOptions) {
  const id = `n:${locale}:${key}`;
  let format = cache.get(id) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAGS[locale], options);
    cache.set(id, format);
  }
  return format;
}

/** English dates day first ('28 November 2026'), as the rest of the site writes them. */
const DATE_TAGS: Record<Locale, string> = { ...LANGUAGE_TAGS, en: 'en-GB' };

function dateFormat(locale: Locale, key: string, options: Intl.DateTimeFormatOptions) {
  const id = `d:${locale}:${key}`;
  let format = cache.get(id) as Intl.DateTimeFormat | undefined;
  if (!format) {
    // UTC: a date the API sends as midnight UTC is the same day for every visitor.
    format = new Intl.DateTimeFormat(DATE_TAGS[locale], { timeZone: 'UTC', ...options });
    cache.set(id, format);
  }
  return format;
}

/** Whole units, rounded down as the site's prices always are: never shown higher than asked. */
export function formatNumberIn(locale: Locale, value: number): string {
  return numberFormat(locale, 'int', { maximumFractionDigits: 0 }).format(Math.floor(value));
}

/**
 * A price in its currency, the way the reader writes money: '฿1,500,000' in English,
 * '1 500 000 ฿' in Russian (no-break spaces).
 */
export function formatMoneyIn(locale: Locale, amount: number, currency: string): string {
  return numberFormat(locale, `money:${currency}`, {
    style: 'currency',
    currency,
    // The sign, not the code, in every language (Intl writes 'THB' in Chinese by default).
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(Math.floor(amount));
}

/** A share in percent, as each language writes it: '33.33%' in English, '30 %' in Russian. */
export function formatPercentIn(locale: Locale, percent: number): string {
  return numberFormat(locale, 'percent', { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  );
}

/** A change in percent with its sign, as each language writes it: '−4.9%', '+5%'. */
export function formatPercentChangeIn(locale: Locale, percent: number): string {
  return numberFormat(locale, 'percent-change', {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(percent / 100);
}

/** Square metres as each language abbreviates them. */
const SQUARE_METRES: Record<Locale, string> = {
  en: 'm²',
  ru: 'м²',
  th: 'ตร.ม.',
  zh: '平方米',
};

export function formatAreaIn(locale: Locale, squareMetres: number): string {
  const number = numberFormat(locale, 'area', { maximumFractionDigits: 1 }).format(squareMetres);
  return `${number} ${SQUARE_METRES[locale]}`;
}

/**
 * A day: '28 November 2026', '28 ноября 2026 г.', '28 พฤศจิกายน 2569' (Thai dates count
 * from the Buddhist era, as Thai readers expect), '2026年11月28日'.
 */
export function formatDateIn(locale: Locale, date: Date | string): string {
  return dateFormat(locale, 'day', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    typeof date === 'string' ? new Date(date) : date,
  );
}

/** A month, as launches and completions are announced: 'March 2026', 'март 2026 г.'. */
export function formatMonthIn(locale: Locale, date: Date | string): string {
  return dateFormat(locale, 'month', { month: 'long', year: 'numeric' }).format(
    typeof date === 'string' ? new Date(date) : date,
  );
}

const listFormats = new Map<Locale, Intl.ListFormat>();

/**
 * A wait, in its two largest whole units as each language abbreviates them: '2 hr 15 min',
 * '2 ч 15 мин', '1 day 4 hr'; under a minute in seconds. Rounded down, as a wait is read.
 */
export function formatDurationIn(locale: Locale, seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const unit = (value: number, name: 'day' | 'hour' | 'minute' | 'second') =>
    numberFormat(locale, `unit:${name}`, {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
      maximumFractionDigits: 0,
    }).format(value);
  if (total < 60) return unit(total, 'second');
  const minutes = Math.floor(total / 60) % 60;
  const hours = Math.floor(total / 3600) % 24;
  const days = Math.floor(total / 86_400);
  const parts =
    days > 0
      ? [unit(days, 'day'), ...(hours > 0 ? [unit(hours, 'hour')] : [])]
      : hours > 0
        ? [unit(hours, 'hour'), ...(minutes > 0 ? [unit(minutes, 'minute')] : [])]
        : [unit(minutes, 'minute')];
  let list = listFormats.get(locale);
  if (!list) {
    list = new Intl.ListFormat(LANGUAGE_TAGS[locale], { type: 'unit', style: 'narrow' });
    listFormats.set(locale, list);
  }
  return list.format(parts);
}

import { formatArea, formatDay } from '@phuket/shared/format';
import { DEFAULT_LOCALE, formatAreaIn, formatDateIn, type Locale } from '@phuket/shared/i18n';

/**
 * An area in the page's language. English keeps the site's own "260 sq.m" (the cards and the
 * link previews write it so); another language writes its own unit ("260 м²").
 */
export function areaIn(locale: Locale, area: number | null | undefined): string | null {
  if (locale === DEFAULT_LOCALE) return formatArea(area);
  return formatArea(area) === null ? null : formatAreaIn(locale, area ?? 0);
}

/** A day in the page's language; English keeps the site's own format. */
export function dayIn(locale: Locale, iso: string): string {
  return locale === DEFAULT_LOCALE ? formatDay(iso) : formatDateIn(locale, iso);
}

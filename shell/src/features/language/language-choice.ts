import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, type Locale } from '@phuket/shared/i18n';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Where a switch leaves the scroll position for the page it opens in the other language. */
const SCROLL_KEY = 'language-switch-scroll';

/** The visitor's remembered language: sent with every request, so the server may read it too. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

export function rememberedLocale(cookie: string = document.cookie): Locale | null {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookie);
  const value = match?.[1];
  return isLocale(value) ? value : null;
}

/**
 * The language to offer a visitor reading `current`: the one they chose before, else the first
 * of their browser's languages the site speaks; null when that is the page's own. Offered,
 * never imposed: a shared link or a crawler gets the page it asked for.
 */
export function suggestedLocale(
  current: Locale,
  remembered: Locale | null,
  browserLanguages: readonly string[],
): Locale | null {
  if (remembered !== null) return remembered === current ? null : remembered;
  for (const language of browserLanguages) {
    const code = language.toLowerCase().split('-')[0];
    if (!isLocale(code)) continue;
    return code === current || code === DEFAULT_LOCALE ? null : code;
  }
  return null;
}

/** Before a switch's full page load: the position to come back to on the same page. */
export function keepScrollFor(url: string): void {
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ url, y: window.scrollY }));
  } catch {
    // Storage refused (private mode, quota): the page opens at the top instead.
  }
}

/** After the switch's page has rendered: back to where the visitor was reading. */
export function restoreScrollAfterSwitch(): void {
  let saved: { url?: unknown; y?: unknown } | null = null;
  try {
    const raw = sessionStorage.getItem(SCROLL_KEY);
    sessionStorage.removeItem(SCROLL_KEY);
    saved = raw ? (JSON.parse(raw) as { url?: unknown; y?: unknown }) : null;
  } catch {
    return;
  }
  const here = window.location.pathname + window.location.search;
  if (saved && saved.url === here && typeof saved.y === 'number') window.scrollTo(0, saved.y);
}

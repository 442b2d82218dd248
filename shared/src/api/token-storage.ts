// docs/product-rules.md §9: local storage keys `token` and `selectedCurrency`. Every read and write of them
// goes through here so no other module spells the keys.
import { CURRENCY_COOKIE, SIGNED_IN_COOKIE } from '../contract/web';

export const TOKEN_KEY = 'token';
export const SELECTED_CURRENCY_KEY = 'selectedCurrency';
/** A guest's saved listings: ids as a JSON array. */
export const FAVOURITES_KEY = 'favourites';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can throw when disabled (private mode, sandboxed iframe): behave as empty.
    return null;
  }
}

/*
 * SIGNED_IN_COOKIE says a token is stored, never the token: the server renders a page's
 * header for a signed-in visitor (account buttons, not 'Log In') so it does not change at the
 * hand-over. The token itself stays in local storage and is sent only as a header.
 * CURRENCY_COOKIE is a copy of the chosen currency: the server renders pages in it.
 * Both names are the contract's, which the server reads them by.
 */
export { CURRENCY_COOKIE, SIGNED_IN_COOKIE };

function writeCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  document.cookie =
    value === null
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export const tokenStorage = {
  get: (): string | null => storage()?.getItem(TOKEN_KEY) ?? null,
  set: (token: string): void => {
    storage()?.setItem(TOKEN_KEY, token);
    writeCookie(SIGNED_IN_COOKIE, '1');
  },
  clear: (): void => {
    storage()?.removeItem(TOKEN_KEY);
    writeCookie(SIGNED_IN_COOKIE, null);
  },
};

export const currencyStorage = {
  get: (): string | null => storage()?.getItem(SELECTED_CURRENCY_KEY) ?? null,
  set: (currency: string): void => {
    storage()?.setItem(SELECTED_CURRENCY_KEY, currency);
    writeCookie(CURRENCY_COOKIE, currency);
  },
  clear: (): void => {
    storage()?.removeItem(SELECTED_CURRENCY_KEY);
    writeCookie(CURRENCY_COOKIE, null);
  },
};

/** The saved listings' ids; anything unreadable counts as none. */
export const favouritesStorage = {
  get: (): number[] => {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(FAVOURITES_KEY) ?? '[]');
      return Array.isArray(parsed)
        ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0)
        : [];
    } catch {
      return [];
    }
  },
  set: (ids: readonly number[]): void => {
    try {
      storage()?.setItem(FAVOURITES_KEY, JSON.stringify(ids));
    } catch {
      // A full or disabled storage: the list lasts for this page only.
    }
  },
};

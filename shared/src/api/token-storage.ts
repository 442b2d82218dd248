// SPEC §9: local storage keys `token` and `selectedCurrency`. Every read and write of them
// goes through here so no other module spells the keys.
export const TOKEN_KEY = 'token';
export const SELECTED_CURRENCY_KEY = 'selectedCurrency';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can throw when disabled (private mode, sandboxed iframe): behave as empty.
    return null;
  }
}

export const tokenStorage = {
  get: (): string | null => storage()?.getItem(TOKEN_KEY) ?? null,
  set: (token: string): void => storage()?.setItem(TOKEN_KEY, token),
  clear: (): void => storage()?.removeItem(TOKEN_KEY),
};

/** Cookie copy of the chosen currency: the server renders first screens in it (no secrets). */
export const CURRENCY_COOKIE = 'currency';

function writeCurrencyCookie(value: string | null): void {
  if (typeof document === 'undefined') return;
  document.cookie =
    value === null
      ? `${CURRENCY_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${CURRENCY_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export const currencyStorage = {
  get: (): string | null => storage()?.getItem(SELECTED_CURRENCY_KEY) ?? null,
  set: (currency: string): void => {
    storage()?.setItem(SELECTED_CURRENCY_KEY, currency);
    writeCurrencyCookie(currency);
  },
  clear: (): void => {
    storage()?.removeItem(SELECTED_CURRENCY_KEY);
    writeCurrencyCookie(null);
  },
};

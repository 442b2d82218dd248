import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../contract/locales';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/**
 * The language of the page, from its URL's prefix: the shell provides it around the whole
 * tree (and the server, per request), so every area renders in the same one.
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

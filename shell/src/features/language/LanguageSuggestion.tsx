import { useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
import {
  LANGUAGE_TAGS,
  LOCALE_INVITATIONS,
  localizePath,
  useLocale,
  useMessages,
  type Locale,
} from '@phuket/shared/i18n';
import { useLocation } from '@phuket/shared/router';
import { shellMessages } from '../../common/messages';
import { rememberLocale, rememberedLocale, suggestedLocale } from './language-choice';

/**
 * On the home page, an offer of the visitor's own language (their earlier choice, else their
 * browser's), written in that language. Worked out after hydration, from the browser: the
 * server's HTML is the same for everyone, and nobody is redirected.
 */
export function LanguageSuggestion() {
  const t = useMessages(shellMessages);
  const locale = useLocale();
  const { pathname } = useLocation();
  // Read from the browser after hydration (the server's HTML is the same for everyone).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [dismissed, setDismissed] = useState(false);
  const offer: Locale | null =
    hydrated && !dismissed
      ? suggestedLocale(locale, rememberedLocale(), navigator.languages ?? [])
      : null;
  if (offer === null || pathname !== '/') return null;
  return (
    <aside className="language-suggestion container" aria-label={t('language.label')}>
      <a
        href={localizePath(offer, '/')}
        hrefLang={offer}
        lang={LANGUAGE_TAGS[offer]}
        onClick={() => rememberLocale(offer)}
      >
        {LOCALE_INVITATIONS[offer]}
      </a>
      <button
        type="button"
        onClick={() => {
          rememberLocale(locale);
          setDismissed(true);
        }}
      >
        {t('language.dismiss')}
      </button>
    </aside>
  );
}

import {
  LANGUAGE_TAGS,
  LOCALE_NAMES,
  LOCALES,
  localizePath,
  useLocale,
  useMessages,
  type Locale,
} from '@phuket/shared/i18n';
import { useLocation } from '@phuket/shared/router';
import { shellMessages } from '../../common/messages';
import { keepScrollFor, rememberLocale } from './language-choice';
import './language-switch.css';

/**
 * The page in each language, as plain links (codes in the header, names in the footer): they work before hydration, crawlers follow them,
 * and a full page load gives the new language's words and server render. The path and query
 * stay; the scroll position is carried over (language-choice.ts).
 */
export function LanguageSwitch({ variant }: { variant: 'header' | 'footer' }) {
  const t = useMessages(shellMessages);
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const hrefOf = (target: Locale) => localizePath(target, `${pathname}${search}`);
  return (
    <nav className={`language-switch language-switch--${variant}`} aria-label={t('language.label')}>
      <ul>
        {LOCALES.map((target) => (
          <li key={target}>
            <a
              href={hrefOf(target)}
              hrefLang={target}
              lang={LANGUAGE_TAGS[target]}
              aria-current={target === locale ? 'true' : undefined}
              onClick={() => {
                rememberLocale(target);
                keepScrollFor(hrefOf(target));
              }}
            >
              {variant === 'header' ? (
                // The header has room for a code; the full name is read out with it.
                <>
                  {target.toUpperCase()}
                  <span className="visually-hidden"> {LOCALE_NAMES[target]}</span>
                </>
              ) : (
                LOCALE_NAMES[target]
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

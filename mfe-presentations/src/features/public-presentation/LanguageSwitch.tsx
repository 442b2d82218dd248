import { presentationPath } from '@phuket/shared/contract';
import {
  LANGUAGE_TAGS,
  LOCALE_NAMES,
  LOCALES,
  localizePath,
  useLocale,
  useMessages,
  type Locale,
} from '@phuket/shared/i18n';
import { presentationsMessages } from '../../common/messages';

/**
 * The page in `locale`: its address in that language, with `lang` saying the client chose it,
 * so the English address is not sent back to the language the owner chose for them.
 */
export function publicPageIn(slug: string, locale: Locale): string {
  return `${localizePath(locale, presentationPath(slug))}?lang=${locale}`;
}

/**
 * The client's way to read the page in another language than the one the owner chose: each
 * language by its own name, in its own language.
 */
export function LanguageSwitch({ slug }: { slug: string }) {
  const t = useMessages(presentationsMessages);
  const current = useLocale();
  return (
    <nav className="pres-languages no-print" aria-label={t('public.languages')}>
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={publicPageIn(slug, locale)}
              hrefLang={LANGUAGE_TAGS[locale]}
              lang={LANGUAGE_TAGS[locale]}
              aria-current={locale === current ? 'page' : undefined}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

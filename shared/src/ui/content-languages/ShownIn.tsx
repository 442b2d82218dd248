import { msgId, sharedMessages, useLocale, useMessages, type Locale } from '@phuket/shared/i18n';

const SHOWN_IN: Record<Locale, string> = {
  en: msgId('content.shown_in.en'),
  ru: msgId('content.shown_in.ru'),
  th: msgId('content.shown_in.th'),
  zh: msgId('content.shown_in.zh'),
};

/**
 * "Shown in English": said beside a title or description the supplier has not translated into
 * the page's language, so a reader knows the site did not fail to translate it. Nothing when
 * the text is in the page's language.
 */
export function ShownIn({ language, className }: { language: Locale; className?: string }) {
  const locale = useLocale();
  const t = useMessages(sharedMessages);
  if (language === locale) return null;
  return (
    <p className={['shown-in', className].filter(Boolean).join(' ')}>{t(SHOWN_IN[language])}</p>
  );
}

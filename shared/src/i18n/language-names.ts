import type { Locale } from '../contract/locales';
import { msgId } from './use-messages';

/** Each language's name in the reader's language (`sharedMessages`): 'Russian', 'Русский'. */
export const LANGUAGE_NAME_IDS: Record<Locale, string> = {
  en: msgId('language.en'),
  ru: msgId('language.ru'),
  th: msgId('language.th'),
  zh: msgId('language.zh'),
};

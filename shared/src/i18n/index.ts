// The `*.po` module type must reach every package that imports a catalog through this module.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient declaration file, not a module to import
/// <reference path="./po.d.ts" />
export {
  DEFAULT_LOCALE,
  LANGUAGE_TAGS,
  LOCALE_COOKIE,
  LOCALE_INVITATIONS,
  LOCALE_NAMES,
  LOCALES,
  isLocale,
  localePrefix,
  localizePath,
  splitLocalePath,
  type Locale,
} from '../contract/locales';
export {
  MessageCatalog,
  type CatalogLoaders,
  type CompiledCatalog,
  type MessageValues,
} from './catalog';
export { LocaleProvider, useLocale } from './locale-context';
export { msgId, useMessages, valueId, type Translate } from './use-messages';
export {
  formatAreaIn,
  formatDateIn,
  formatDurationIn,
  formatMoneyIn,
  formatPercentChangeIn,
  formatPercentIn,
  formatMonthIn,
  formatNumberIn,
} from './formats';
export { sharedMessages } from './shared-messages';
export { accountRuleText, useAccountRuleText } from './account-rules';
export { LANGUAGE_NAME_IDS } from './language-names';
export { registerEnglish } from './english';
export { labelsIn, useLabels, type Labels, type RoomFactIn } from './labels';

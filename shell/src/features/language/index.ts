export { LanguageSwitch } from './LanguageSwitch';
export { LanguageSuggestion } from './LanguageSuggestion';
export { restoreScrollAfterSwitch } from './language-choice';

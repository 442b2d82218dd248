import { MessageCatalog, type Translate } from '@phuket/shared/i18n';
import * as english from '../locales/en.po';

/** This area's words (src/locales/*.po); the shell loads the page's language before rendering. */
export const presentationsMessages = new MessageCatalog('mfe-presentations', english, {
  ru: () => import(/* webpackChunkName: "messages-ru" */ '../locales/ru.po'),
  th: () => import(/* webpackChunkName: "messages-th" */ '../locales/th.po'),
  zh: () => import(/* webpackChunkName: "messages-zh" */ '../locales/zh.po'),
});

/**
 * This area's words in English, for a store made outside a page (tests, defaults): a page
 * hands its store `useMessages(presentationsMessages)` instead.
 */
export const inEnglish: Translate = (id, values) => presentationsMessages.format('en', id, values);

import { MessageCatalog } from '@phuket/shared/i18n';
import * as english from '../locales/en.po';

/** This area's words (src/locales/*.po); the shell loads the page's language before rendering. */
export const accountMessages = new MessageCatalog('mfe-account', english, {
  ru: () => import(/* webpackChunkName: "messages-ru" */ '../locales/ru.po'),
  th: () => import(/* webpackChunkName: "messages-th" */ '../locales/th.po'),
  zh: () => import(/* webpackChunkName: "messages-zh" */ '../locales/zh.po'),
});

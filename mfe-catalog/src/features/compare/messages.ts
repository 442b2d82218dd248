import { MessageCatalog } from '@phuket/shared/i18n';
import * as english from './locales/en.po';

/** The compare page's words: fetched with the page, not with every catalog page. */
export const compareMessages = new MessageCatalog('mfe-catalog/features/compare', english, {
  ru: () => import(/* webpackChunkName: "compare-messages-ru" */ './locales/ru.po'),
  th: () => import(/* webpackChunkName: "compare-messages-th" */ './locales/th.po'),
  zh: () => import(/* webpackChunkName: "compare-messages-zh" */ './locales/zh.po'),
});

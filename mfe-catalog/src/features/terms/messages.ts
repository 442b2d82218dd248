import { MessageCatalog } from '@phuket/shared/i18n';
import * as english from './locales/en.po';

/**
 * The Terms page's words (locales/*.po beside it): long legal prose no other page shows, so it
 * is fetched with the page rather than with every catalog page (the area's catalog).
 */
export const termsMessages = new MessageCatalog('mfe-catalog/features/terms', english, {
  ru: () => import(/* webpackChunkName: "terms-messages-ru" */ './locales/ru.po'),
  th: () => import(/* webpackChunkName: "terms-messages-th" */ './locales/th.po'),
  zh: () => import(/* webpackChunkName: "terms-messages-zh" */ './locales/zh.po'),
});

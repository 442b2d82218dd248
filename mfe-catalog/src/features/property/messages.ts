import { MessageCatalog } from '@phuket/shared/i18n';
import * as english from './locales/en.po';

/**
 * The property page's words (facts, prices, share, yield, contact bar): fetched with the page,
 * not with every catalog page.
 */
export const propertyMessages = new MessageCatalog('mfe-catalog/features/property', english, {
  ru: () => import(/* webpackChunkName: "property-messages-ru" */ './locales/ru.po'),
  th: () => import(/* webpackChunkName: "property-messages-th" */ './locales/th.po'),
  zh: () => import(/* webpackChunkName: "property-messages-zh" */ './locales/zh.po'),
});

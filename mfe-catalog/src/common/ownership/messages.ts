import { MessageCatalog } from '@phuket/shared/i18n';
import * as english from './locales/en.po';

/**
 * The ownership panel's words (locales/*.po beside it): shown on property and project pages
 * only, so they come with those pages (app/pages.ts) rather than with every catalog page.
 */
export const ownershipMessages = new MessageCatalog('mfe-catalog/common/ownership', english, {
  ru: () => import(/* webpackChunkName: "ownership-messages-ru" */ './locales/ru.po'),
  th: () => import(/* webpackChunkName: "ownership-messages-th" */ './locales/th.po'),
  zh: () => import(/* webpackChunkName: "ownership-messages-zh" */ './locales/zh.po'),
});

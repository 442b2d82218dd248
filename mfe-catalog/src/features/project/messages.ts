import { MessageCatalog } from '@phuket/shared/i18n';
import * as english from './locales/en.po';

/**
 * The project page's words (facts, layouts, units): fetched with the page, not with every
 * catalog page.
 */
export const projectMessages = new MessageCatalog('mfe-catalog/features/project', english, {
  ru: () => import(/* webpackChunkName: "project-messages-ru" */ './locales/ru.po'),
  th: () => import(/* webpackChunkName: "project-messages-th" */ './locales/th.po'),
  zh: () => import(/* webpackChunkName: "project-messages-zh" */ './locales/zh.po'),
});

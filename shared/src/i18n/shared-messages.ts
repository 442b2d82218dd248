import { MessageCatalog } from './catalog';
import * as english from '../locales/en.po';

/**
 * The words of the shared UI (filters bar, location search, phone input, uploads, enquiry
 * form) and of the labels every area shows (property types, amenities, enums), translated
 * once here. The shell loads the page's language before the first render.
 */
export const sharedMessages = new MessageCatalog('shared', english, {
  ru: () => import(/* webpackChunkName: "shared-messages-ru" */ '../locales/ru.po'),
  th: () => import(/* webpackChunkName: "shared-messages-th" */ '../locales/th.po'),
  zh: () => import(/* webpackChunkName: "shared-messages-zh" */ '../locales/zh.po'),
});

import { MessageCatalog } from '@phuket/shared/i18n';
import * as english from './locales/en.po';

/** The About page's words: its long prose is read on that page only. */
export const aboutMessages = new MessageCatalog('mfe-catalog/features/about', english, {
  ru: () => import(/* webpackChunkName: "about-messages-ru" */ './locales/ru.po'),
  th: () => import(/* webpackChunkName: "about-messages-th" */ './locales/th.po'),
  zh: () => import(/* webpackChunkName: "about-messages-zh" */ './locales/zh.po'),
});

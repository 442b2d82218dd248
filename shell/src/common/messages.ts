import { MessageCatalog } from '@phuket/shared/i18n';
import * as english from '../locales/en.po';

/** The header's, footer's and the shell's own pages' words (src/locales/*.po). */
export const shellMessages = new MessageCatalog('shell', english, {
  ru: () => import(/* webpackChunkName: "messages-ru" */ '../locales/ru.po'),
  th: () => import(/* webpackChunkName: "messages-th" */ '../locales/th.po'),
  zh: () => import(/* webpackChunkName: "messages-zh" */ '../locales/zh.po'),
});

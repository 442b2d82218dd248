import { MessageCatalog } from '@phuket/shared/i18n';
import * as english from './locales/en.po';

/** The ownership guide's words (locales/*.po beside it): prose no other page shows. */
export const foreignOwnershipMessages = new MessageCatalog(
  'mfe-catalog/features/foreign-ownership',
  english,
  {
    ru: () => import(/* webpackChunkName: "foreign-ownership-messages-ru" */ './locales/ru.po'),
    th: () => import(/* webpackChunkName: "foreign-ownership-messages-th" */ './locales/th.po'),
    zh: () => import(/* webpackChunkName: "foreign-ownership-messages-zh" */ './locales/zh.po'),
  },
);

import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, localizePath, type Locale } from '@phuket/shared/contract';
import { savedSearches, users } from '../db/schema';
import { localeOf } from '../users/queries';
import { checkIdToken, signIdToken } from '../http/signed-link';
import { type LinkPage, serveSignedLink } from '../http/link-page';

/** The page (outside /api, for a browser and for mail clients' one-click POST). */
export const UNSUBSCRIBE_PATH = '/saved-searches/unsubscribe';
/** Long enough for a mail read weeks late; a search keeps getting fresh links in new mails. */
export const UNSUBSCRIBE_LINK_DAYS = 90;

const UNSUBSCRIBE_PURPOSE = 'saved-search-unsubscribe';

/** `<search id>.<expiry in epoch seconds>.<HMAC>`: stops one search's mails, until it expires. */
export function unsubscribeToken(secret: string, searchId: number, now: Date): string {
  return signIdToken(secret, UNSUBSCRIBE_PURPOSE, searchId, now, UNSUBSCRIBE_LINK_DAYS);
}

export function unsubscribeLink(publicUrl: string, secret: string, searchId: number, now: Date) {
  return `${publicUrl}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(secret, searchId, now)}`;
}

interface UnsubscribeTexts {
  askTitle: string;
  ask: (name: string) => string;
  button: string;
  doneTitle: string;
  done: (name: string) => string;
  again: string;
  gone: string;
  manage: string;
}

// In the language of the search's owner (their account's, or the guest's when they saved it).
const TEXTS: Record<Locale, UnsubscribeTexts> = {
  en: {
    askTitle: 'Stop these alerts?',
    ask: (name) => `You get mails about new properties for your saved search "${name}".`,
    button: 'Unsubscribe',
    doneTitle: 'You are unsubscribed',
    done: (name) =>
      `You will get no more mails for your saved search "${name}"; it has been deleted.`,
    again: 'You can save a search again at any time from the property search.',
    gone: 'This saved search no longer exists, so it sends no more mails.',
    manage: 'Manage your saved searches',
  },
  ru: {
    askTitle: 'Отключить эти уведомления?',
    ask: (name) => `Вы получаете письма о новых объектах по сохранённому поиску «${name}».`,
    button: 'Отписаться',
    doneTitle: 'Вы отписались',
    done: (name) => `Писем по сохранённому поиску «${name}» больше не будет: он удалён.`,
    again: 'Поиск можно снова сохранить в любой момент на странице поиска недвижимости.',
    gone: 'Этого сохранённого поиска больше нет, писем по нему не будет.',
    manage: 'Мои сохранённые поиски',
  },
  th: {
    askTitle: 'หยุดรับการแจ้งเตือนนี้หรือไม่?',
    ask: (name) => `คุณได้รับอีเมลแจ้งอสังหาริมทรัพย์ใหม่สำหรับการค้นหาที่บันทึกไว้ "${name}"`,
    button: 'ยกเลิกการรับอีเมล',
    doneTitle: 'ยกเลิกการรับอีเมลแล้ว',
    done: (name) =>
      `คุณจะไม่ได้รับอีเมลสำหรับการค้นหาที่บันทึกไว้ "${name}" อีก และการค้นหานี้ถูกลบแล้ว`,
    again: 'คุณบันทึกการค้นหาใหม่ได้ทุกเมื่อจากหน้าค้นหาอสังหาริมทรัพย์',
    gone: 'การค้นหาที่บันทึกไว้นี้ไม่มีอยู่แล้ว จึงไม่มีอีเมลส่งถึงคุณอีก',
    manage: 'จัดการการค้นหาที่บันทึกไว้',
  },
  zh: {
    askTitle: '停止这些提醒？',
    ask: (name) => `您正在接收已保存搜索“${name}”的新房源邮件。`,
    button: '退订',
    doneTitle: '您已退订',
    done: (name) => `您将不再收到已保存搜索“${name}”的邮件；该搜索已删除。`,
    again: '您可以随时在房产搜索页面重新保存搜索。',
    gone: '该已保存搜索已不存在，因此不会再发送邮件。',
    manage: '管理已保存的搜索',
  },
};

function page(locale: Locale, title: string, paragraphs: string[], token?: string): LinkPage {
  const texts = TEXTS[locale];
  return {
    lang: locale,
    title,
    paragraphs,
    ...(token ? { form: { action: UNSUBSCRIBE_PATH, token, button: texts.button } } : {}),
    links: [{ href: localizePath(locale, '/profile/saved-searches'), text: texts.manage }],
  };
}

/**
 * /saved-searches/unsubscribe?token=…: the link of every alert mail and its List-Unsubscribe
 * header. The signed token is the authority, no sign-in. GET only asks (mail scanners open
 * links by GET and must not unsubscribe anyone); POST unsubscribes at once: the page's button,
 * or a mail client's RFC 8058 one-click POST (token in the URL, body
 * "List-Unsubscribe=One-Click"). Unsubscribing deletes the saved search; doing it twice is fine.
 */
export const unsubscribePagePlugin = fp(
  async (app: FastifyInstance) => {
    const refused = (reason: 'invalid' | 'expired') =>
      // Nothing says whose link it was: English.
      page(
        DEFAULT_LOCALE,
        reason === 'expired' ? 'This link has expired' : 'This link is not valid',
        [
          reason === 'expired'
            ? `Unsubscribe links work for ${UNSUBSCRIBE_LINK_DAYS} days; every new alert brings a fresh one.`
            : 'The link may have been cut short when it was copied.',
          'Sign in to stop or change your alerts from your saved searches.',
        ],
      );

    const find = async (id: number) => {
      const [row] = await app.db
        .select({
          id: savedSearches.id,
          name: savedSearches.name,
          locale: sql<string | null>`coalesce(${users.locale}, ${savedSearches.guestLocale})`,
        })
        .from(savedSearches)
        .leftJoin(users, eq(users.id, savedSearches.userId))
        .where(eq(savedSearches.id, id));
      return row && { ...row, locale: localeOf(row.locale) };
    };

    // A deleted search leaves no language behind: English.
    const gone = () => page(DEFAULT_LOCALE, TEXTS.en.doneTitle, [TEXTS.en.gone]);

    await serveSignedLink(app, {
      path: UNSUBSCRIBE_PATH,
      check: (token, now) => checkIdToken(app.config.codeSecret, UNSUBSCRIBE_PURPOSE, token, now),
      refused,
      ask: async (id, token) => {
        const row = await find(id);
        if (!row) return gone();
        const texts = TEXTS[row.locale];
        return page(row.locale, texts.askTitle, [texts.ask(row.name)], token);
      },
      act: async (id) => {
        const row = await find(id);
        if (!row) return gone();
        await app.db.delete(savedSearches).where(eq(savedSearches.id, id));
        const texts = TEXTS[row.locale];
        return page(row.locale, texts.doneTitle, [texts.done(row.name), texts.again]);
      },
    });
  },
  { name: 'saved-search-unsubscribe-page' },
);

import { and, count, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  GUEST_ALERT_CONFIRM_DAYS,
  localizePath,
  type Locale,
  type SavedSearchFrequency,
} from '@phuket/shared/contract';
import type { Db } from '../db/client';
import { savedSearches } from '../db/schema';
import { checkIdToken, signIdToken } from '../http/signed-link';
import { localeOf } from '../users/queries';
import { type LinkPage, serveSignedLink } from '../http/link-page';

/*
 * Alerts without an account: a guest leaves an address with the search, the address gets a
 * link, and only a search whose link was used (double opt-in) is ever mailed. Every alert
 * mail then carries the one-click unsubscribe of any saved search.
 */

/** The confirmation page (outside /api: the mail's link opens it in a browser). */
export const CONFIRM_PATH = '/saved-searches/confirm';
const CONFIRM_PURPOSE = 'saved-search-confirm';

export function confirmLink(publicUrl: string, secret: string, searchId: number, now: Date) {
  const token = signIdToken(secret, CONFIRM_PURPOSE, searchId, now, GUEST_ALERT_CONFIRM_DAYS);
  return `${publicUrl}${CONFIRM_PATH}?token=${token}`;
}

interface ConfirmTexts {
  subject: (name: string) => string;
  mail: (name: string, link: string) => string[];
  askTitle: string;
  ask: (name: string) => string;
  button: string;
  doneTitle: string;
  done: (name: string, frequency: SavedSearchFrequency) => string;
  stopLater: string;
  see: string;
  expiredTitle: string;
  expired: string;
  invalidTitle: string;
  invalid: string;
  goneTitle: string;
  gone: string;
}

const CONFIRM_TEXTS: Record<Locale, ConfirmTexts> = {
  en: {
    subject: (name) => `Confirm your alert for "${name}"`,
    mail: (name, link) => [
      'Hello,',
      '',
      `You asked WOW Phuket to email you new properties for the search "${name}".`,
      `Confirm with this link and the alert starts: ${link}`,
      '',
      `If it was not you, ignore this mail: nothing more will be sent. The link works for ${GUEST_ALERT_CONFIRM_DAYS} days.`,
    ],
    askTitle: 'Confirm your alert',
    ask: (name) => `Email me new properties for the search "${name}".`,
    button: 'Confirm',
    doneTitle: 'Your alert is on',
    done: (name, frequency) =>
      frequency === 'instant'
        ? `We will email you each new property for "${name}" as it is published.`
        : `We will email you the new properties for "${name}" once a day.`,
    stopLater: 'Every alert mail has a link that stops it with one click.',
    see: 'See the properties',
    expiredTitle: 'This link has expired',
    expired: `Confirmation links work for ${GUEST_ALERT_CONFIRM_DAYS} days. Save the search again to get a new one.`,
    invalidTitle: 'This link is not valid',
    invalid: 'The link may have been cut short when it was copied.',
    goneTitle: 'This alert no longer exists',
    gone: 'It was stopped or not confirmed in time. Save the search again to get a new link.',
  },
  ru: {
    subject: (name) => `Подтвердите оповещения по поиску «${name}»`,
    mail: (name, link) => [
      'Здравствуйте!',
      '',
      `Вы попросили WOW Phuket присылать новые объекты по поиску «${name}».`,
      `Подтвердите по ссылке, и оповещения начнутся: ${link}`,
      '',
      `Если это были не вы, просто не обращайте внимания на письмо: больше ничего не придёт. Ссылка действует ${GUEST_ALERT_CONFIRM_DAYS} дней.`,
    ],
    askTitle: 'Подтвердите оповещения',
    ask: (name) => `Присылать мне новые объекты по поиску «${name}».`,
    button: 'Подтвердить',
    doneTitle: 'Оповещения включены',
    done: (name, frequency) =>
      frequency === 'instant'
        ? `Мы будем присылать каждый новый объект по поиску «${name}», как только он появится.`
        : `Мы будем раз в день присылать новые объекты по поиску «${name}».`,
    stopLater: 'В каждом письме есть ссылка, чтобы отписаться одним нажатием.',
    see: 'Смотреть объекты',
    expiredTitle: 'Срок действия ссылки истёк',
    expired: `Ссылка подтверждения действует ${GUEST_ALERT_CONFIRM_DAYS} дней. Сохраните поиск снова, чтобы получить новую.`,
    invalidTitle: 'Ссылка недействительна',
    invalid: 'Возможно, ссылка скопировалась не полностью.',
    goneTitle: 'Этих оповещений больше нет',
    gone: 'Они были отключены или не подтверждены вовремя. Сохраните поиск снова, чтобы получить новую ссылку.',
  },
  th: {
    subject: (name) => `ยืนยันการแจ้งเตือนสำหรับ "${name}"`,
    mail: (name, link) => [
      'สวัสดี',
      '',
      `คุณขอให้ WOW Phuket ส่งอีเมลแจ้งอสังหาริมทรัพย์ใหม่สำหรับการค้นหา "${name}"`,
      `ยืนยันด้วยลิงก์นี้แล้วการแจ้งเตือนจะเริ่มต้น: ${link}`,
      '',
      `หากไม่ใช่คุณ โปรดเพิกเฉยต่ออีเมลนี้ เราจะไม่ส่งอะไรเพิ่มเติม ลิงก์ใช้ได้ ${GUEST_ALERT_CONFIRM_DAYS} วัน`,
    ],
    askTitle: 'ยืนยันการแจ้งเตือน',
    ask: (name) => `ส่งอีเมลแจ้งอสังหาริมทรัพย์ใหม่สำหรับการค้นหา "${name}" ให้ฉัน`,
    button: 'ยืนยัน',
    doneTitle: 'เปิดการแจ้งเตือนแล้ว',
    done: (name, frequency) =>
      frequency === 'instant'
        ? `เราจะส่งอีเมลแจ้งอสังหาริมทรัพย์ใหม่แต่ละรายการสำหรับ "${name}" ทันทีที่ลงประกาศ`
        : `เราจะส่งอีเมลแจ้งอสังหาริมทรัพย์ใหม่สำหรับ "${name}" วันละครั้ง`,
    stopLater: 'อีเมลแจ้งเตือนทุกฉบับมีลิงก์สำหรับยกเลิกในคลิกเดียว',
    see: 'ดูอสังหาริมทรัพย์',
    expiredTitle: 'ลิงก์นี้หมดอายุแล้ว',
    expired: `ลิงก์ยืนยันใช้ได้ ${GUEST_ALERT_CONFIRM_DAYS} วัน บันทึกการค้นหาอีกครั้งเพื่อรับลิงก์ใหม่`,
    invalidTitle: 'ลิงก์นี้ไม่ถูกต้อง',
    invalid: 'ลิงก์อาจถูกตัดขาดระหว่างการคัดลอก',
    goneTitle: 'ไม่มีการแจ้งเตือนนี้แล้ว',
    gone: 'การแจ้งเตือนถูกยกเลิกหรือไม่ได้รับการยืนยันทันเวลา บันทึกการค้นหาอีกครั้งเพื่อรับลิงก์ใหม่',
  },
  zh: {
    subject: (name) => `确认“${name}”的提醒`,
    mail: (name, link) => [
      '您好：',
      '',
      `您请 WOW Phuket 通过电子邮件发送搜索“${name}”的新房源。`,
      `点击此链接确认后即开始提醒：${link}`,
      '',
      `如果不是您本人操作，请忽略此邮件，我们不会再发送任何邮件。链接 ${GUEST_ALERT_CONFIRM_DAYS} 天内有效。`,
    ],
    askTitle: '确认您的提醒',
    ask: (name) => `通过电子邮件向我发送搜索“${name}”的新房源。`,
    button: '确认',
    doneTitle: '提醒已开启',
    done: (name, frequency) =>
      frequency === 'instant'
        ? `“${name}”的每套新房源一经发布，我们就会发邮件通知您。`
        : `我们每天发送一次“${name}”的新房源。`,
    stopLater: '每封提醒邮件都有一键退订链接。',
    see: '查看房源',
    expiredTitle: '此链接已过期',
    expired: `确认链接 ${GUEST_ALERT_CONFIRM_DAYS} 天内有效。请重新保存搜索以获取新链接。`,
    invalidTitle: '此链接无效',
    invalid: '链接可能在复制时被截断。',
    goneTitle: '此提醒已不存在',
    gone: '提醒已被取消或未及时确认。请重新保存搜索以获取新链接。',
  },
};

/** The mail with the confirmation link, in the language of the page the search was saved on. */
export function confirmMail(name: string, link: string, locale: Locale) {
  const texts = CONFIRM_TEXTS[locale];
  return { subject: texts.subject(name), text: texts.mail(name, link).join('\n') };
}

/** A guest's searches at one address, confirmed or not: the same limit as an account's. */
export async function guestSearchCount(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(sql`lower(${savedSearches.guestEmail}) = ${email.toLowerCase()}`);
  return row?.n ?? 0;
}

export async function insertGuestSearch(
  db: Db,
  values: {
    email: string;
    locale: Locale;
    name: string;
    query: string;
    frequency: SavedSearchFrequency;
  },
  now: Date,
) {
  const [row] = await db
    .insert(savedSearches)
    .values({
      guestEmail: values.email,
      guestLocale: values.locale,
      name: values.name,
      query: values.query,
      frequency: values.frequency,
      mailedUntil: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: savedSearches.id });
  if (!row) throw new Error('guest saved search insert returned no row');
  return row;
}

/** Unconfirmed guest searches whose link has expired: nothing will ever be mailed for them. */
export async function deleteUnconfirmedGuestSearches(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - GUEST_ALERT_CONFIRM_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(savedSearches)
    .where(
      and(
        isNull(savedSearches.userId),
        isNull(savedSearches.confirmedAt),
        lt(savedSearches.createdAt, before),
      ),
    )
    .returning({ id: savedSearches.id });
  return deleted.length;
}

/**
 * /saved-searches/confirm?token=…: GET asks (mail scanners open links by GET and must not
 * subscribe anyone), POST confirms. From then on the search mails only what is published after
 * the confirmation. Confirming twice is fine.
 */
export const guestAlertConfirmPagePlugin = fp(
  async (app: FastifyInstance) => {
    const find = async (id: number) => {
      const [row] = await app.db
        .select({
          id: savedSearches.id,
          name: savedSearches.name,
          query: savedSearches.query,
          frequency: savedSearches.frequency,
          locale: savedSearches.guestLocale,
          confirmedAt: savedSearches.confirmedAt,
        })
        .from(savedSearches)
        // Only a guest's: an account's search is confirmed by its sign-in.
        .where(and(eq(savedSearches.id, id), isNull(savedSearches.userId)));
      return row;
    };

    const refused = (reason: 'invalid' | 'expired'): LinkPage => {
      const texts = CONFIRM_TEXTS.en;
      return reason === 'expired'
        ? { lang: 'en', title: texts.expiredTitle, paragraphs: [texts.expired] }
        : { lang: 'en', title: texts.invalidTitle, paragraphs: [texts.invalid] };
    };
    const gone: LinkPage = {
      lang: 'en',
      title: CONFIRM_TEXTS.en.goneTitle,
      paragraphs: [CONFIRM_TEXTS.en.gone],
    };

    await serveSignedLink(app, {
      path: CONFIRM_PATH,
      check: (token, now) => checkIdToken(app.config.codeSecret, CONFIRM_PURPOSE, token, now),
      refused,
      ask: async (id, token) => {
        const row = await find(id);
        if (!row) return gone;
        const locale = localeOf(row.locale);
        const texts = CONFIRM_TEXTS[locale];
        return {
          lang: locale,
          title: texts.askTitle,
          paragraphs: [texts.ask(row.name)],
          form: { action: CONFIRM_PATH, token, button: texts.button },
        };
      },
      act: async (id, now) => {
        const row = await find(id);
        if (!row) return gone;
        if (row.confirmedAt === null) {
          await app.db
            .update(savedSearches)
            // What was published before the confirmation is not news to this address.
            .set({ confirmedAt: now, mailedUntil: now, updatedAt: now })
            .where(and(eq(savedSearches.id, row.id), isNull(savedSearches.confirmedAt)));
        }
        const locale = localeOf(row.locale);
        const texts = CONFIRM_TEXTS[locale];
        const search = `${localizePath(locale, '/properties')}${row.query ? `?${row.query}` : ''}`;
        return {
          lang: locale,
          title: texts.doneTitle,
          paragraphs: [texts.done(row.name, row.frequency), texts.stopLater],
          links: [{ href: search, text: texts.see }],
        };
      },
    });
  },
  { name: 'saved-search-confirm-page' },
);

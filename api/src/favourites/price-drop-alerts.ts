import { and, eq, gt, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  LANGUAGE_TAGS,
  PRICE_DROP_ALERT_DAYS,
  cutPercent,
  localizePath,
  type Locale,
} from '@phuket/shared/contract';
import type { Db } from '../db/client';
import {
  favouritePriceMails,
  favourites,
  listingPriceChanges,
  listings,
  users,
} from '../db/schema';
import { readNotifications } from '../account/queries';
import { sendClaimedMail } from '../messaging/claimed-send';
import { localeOf } from '../users/queries';
import { priceDropStopLink } from './price-drop-stop';

/*
 * "Tell me when a property I saved gets cheaper" (issue 33): once a day each signed-in user is
 * mailed the price cuts of their favourites, in their language. A cut counts once it is made
 * after they saved the listing, in the listing's own currency (a change of currency is no
 * cut), and while the listing is on the site. Users who turned off "Price changes" in their
 * notifications get nothing. Each (user, change) is claimed before the mail goes, so a retry
 * or a second process never mails a cut twice; a failed send unclaims it for the retry.
 */

export interface PriceDrop {
  changeId: number;
  listingId: number;
  title: string | null;
  oldPrice: number;
  newPrice: number;
  currency: string;
}

export interface PriceDropMail {
  subject: string;
  text: string;
  headers: Record<string, string>;
}

interface Texts {
  subject: (count: number) => string;
  hello: (name: string) => string;
  intro: (count: number) => string;
  line: (title: string, from: string, to: string, percent: number) => string;
  untitled: (id: number) => string;
  why: string;
  stop: (link: string) => string;
  manage: (link: string) => string;
}

/** "1 объект", "3 объекта", "5 объектов". */
function ruCount(count: number): string {
  const form = new Intl.PluralRules('ru').select(count);
  if (form === 'one') return `${count} объект`;
  if (form === 'few') return `${count} объекта`;
  return `${count} объектов`;
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: (count) =>
      count === 1 ? 'A property you saved is cheaper' : `${count} properties you saved are cheaper`,
    hello: (name) => `Hello ${name},`,
    intro: (count) =>
      count === 1
        ? 'The price of a property in your favourites has dropped:'
        : `The prices of ${count} properties in your favourites have dropped:`,
    line: (title, from, to, percent) => `${title}: ${from} → ${to} (−${percent}%)`,
    untitled: (id) => `Property ${id}`,
    why: 'You get this mail because you saved these properties on WOW Phuket.',
    stop: (link) => `Stop these mails with one click: ${link}`,
    manage: (link) => `Or choose your mails in your notification settings: ${link}`,
  },
  ru: {
    subject: (count) =>
      count === 1 ? 'Сохранённый объект подешевел' : `Подешевели ${ruCount(count)} из избранного`,
    hello: (name) => `Здравствуйте, ${name}!`,
    intro: (count) =>
      count === 1
        ? 'Снизилась цена объекта из вашего избранного:'
        : `Снизились цены: ${ruCount(count)} из вашего избранного:`,
    line: (title, from, to, percent) => `${title}: ${from} → ${to} (−${percent} %)`,
    untitled: (id) => `Объект ${id}`,
    why: 'Вы получили это письмо, потому что сохранили эти объекты на WOW Phuket.',
    stop: (link) => `Отписаться одним нажатием: ${link}`,
    manage: (link) => `Или выберите письма в настройках уведомлений: ${link}`,
  },
  th: {
    subject: (count) => `อสังหาริมทรัพย์ที่คุณบันทึกไว้ลดราคา ${count} รายการ`,
    hello: (name) => `สวัสดีคุณ ${name}`,
    intro: (count) => `อสังหาริมทรัพย์ในรายการโปรดของคุณลดราคา ${count} รายการ:`,
    line: (title, from, to, percent) => `${title}: ${from} → ${to} (−${percent}%)`,
    untitled: (id) => `อสังหาริมทรัพย์ ${id}`,
    why: 'คุณได้รับอีเมลนี้เพราะคุณบันทึกอสังหาริมทรัพย์เหล่านี้ไว้บน WOW Phuket',
    stop: (link) => `ยกเลิกการรับอีเมลนี้ได้ในคลิกเดียว: ${link}`,
    manage: (link) => `หรือเลือกอีเมลที่ต้องการได้ที่การตั้งค่าการแจ้งเตือน: ${link}`,
  },
  zh: {
    subject: (count) => `您收藏的 ${count} 套房源降价了`,
    hello: (name) => `${name}，您好：`,
    intro: (count) => `您收藏的 ${count} 套房源价格下调：`,
    line: (title, from, to, percent) => `${title}：${from} → ${to}（−${percent}%）`,
    untitled: (id) => `房源 ${id}`,
    why: '您收到此邮件是因为您在 WOW Phuket 上收藏了这些房源。',
    stop: (link) => `一键退订此类邮件：${link}`,
    manage: (link) => `或在通知设置中选择您要接收的邮件：${link}`,
  },
};

function money(locale: Locale, amount: number, currency: string): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[locale], {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(Math.floor(amount));
}

/** One mail for one user, in their language: each cut with its old and new price and link. */
export function priceDropMail(
  publicUrl: string,
  name: string,
  drops: readonly PriceDrop[],
  locale: Locale,
  stopLink: string,
): PriceDropMail {
  const texts = TEXTS[locale];
  const site = `${publicUrl}${localizePath(locale, '')}`;
  const text = [
    texts.hello(name),
    '',
    texts.intro(drops.length),
    '',
    ...drops.flatMap((drop) => [
      texts.line(
        drop.title?.trim() ? drop.title : texts.untitled(drop.listingId),
        money(locale, drop.oldPrice, drop.currency),
        money(locale, drop.newPrice, drop.currency),
        cutPercent(drop.oldPrice, drop.newPrice),
      ),
      `${site}/properties/${drop.listingId}#price-history-title`,
      '',
    ]),
    texts.why,
    texts.stop(stopLink),
    texts.manage(`${site}/profile/edit#notifications`),
  ].join('\n');
  return {
    subject: texts.subject(drops.length),
    text,
    // RFC 8058: a mail client offers its own "Unsubscribe" button and POSTs to the link.
    headers: {
      'List-Unsubscribe': `<${stopLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * The cuts not mailed yet, by user: changes in the last PRICE_DROP_ALERT_DAYS (a job that
 * missed days catches up, an old cut is never news), lower in the same currency, made after
 * the user saved the listing, of a listing on the site that is not their own.
 */
async function pendingDrops(db: Db, now: Date) {
  const since = new Date(now.getTime() - PRICE_DROP_ALERT_DAYS * 86_400_000);
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      locale: users.locale,
      settings: users.settings,
      changeId: listingPriceChanges.id,
      listingId: listings.id,
      title: listings.title,
      oldPrice: listingPriceChanges.oldPrice,
      newPrice: listingPriceChanges.newPrice,
      currency: listingPriceChanges.newCurrency,
    })
    .from(favourites)
    .innerJoin(users, eq(users.id, favourites.userId))
    .innerJoin(listings, eq(listings.id, favourites.listingId))
    .innerJoin(listingPriceChanges, eq(listingPriceChanges.listingId, favourites.listingId))
    .where(
      and(
        eq(listings.status, 'published'),
        ne(listings.userId, users.id),
        gt(listingPriceChanges.changedAt, favourites.createdAt),
        gt(listingPriceChanges.changedAt, since),
        lte(listingPriceChanges.changedAt, now),
        eq(listingPriceChanges.oldCurrency, listingPriceChanges.newCurrency),
        lt(listingPriceChanges.newPrice, listingPriceChanges.oldPrice),
        sql`not exists (select 1 from ${favouritePriceMails} m
          where m.user_id = ${users.id} and m.price_change_id = ${listingPriceChanges.id})`,
      ),
    )
    .orderBy(users.id, listingPriceChanges.changedAt, listingPriceChanges.id);
}

export interface PriceDropRun {
  mailed: number;
  failed: number;
}

/** The daily job: one mail per user with new cuts of their favourites. */
export async function runFavouritePriceDropAlerts(app: FastifyInstance): Promise<PriceDropRun> {
  const now = app.now();
  const run: PriceDropRun = { mailed: 0, failed: 0 };
  const byUser = new Map<number, Awaited<ReturnType<typeof pendingDrops>>>();
  for (const row of await pendingDrops(app.db, now)) {
    if (!readNotifications(row).price_changes) continue;
    const list = byUser.get(row.userId) ?? [];
    list.push(row);
    byUser.set(row.userId, list);
  }
  for (const [userId, rows] of byUser) {
    const first = rows[0];
    if (!first) continue;
    try {
      const mailed = await sendClaimedMail(app.messenger, {
        items: rows,
        keyOf: (row) => row.changeId,
        claim: async (changeIds) => {
          const claimed = await app.db
            .insert(favouritePriceMails)
            .values(changeIds.map((priceChangeId) => ({ userId, priceChangeId, createdAt: now })))
            .onConflictDoNothing()
            .returning({ id: favouritePriceMails.priceChangeId });
          return claimed.map((row) => row.id);
        },
        unclaim: async (changeIds) => {
          await app.db
            .delete(favouritePriceMails)
            .where(
              and(
                eq(favouritePriceMails.userId, userId),
                inArray(favouritePriceMails.priceChangeId, changeIds),
              ),
            );
        },
        compose: (claimed) => {
          const drops: PriceDrop[] = claimed.map((row) => ({
            changeId: row.changeId,
            listingId: row.listingId,
            title: row.title,
            oldPrice: Number(row.oldPrice),
            newPrice: Number(row.newPrice),
            currency: row.currency,
          }));
          const mail = priceDropMail(
            app.config.publicUrl,
            first.name,
            drops,
            localeOf(first.locale),
            priceDropStopLink(app.config.publicUrl, app.config.codeSecret, userId, now),
          );
          return { to: first.email, ...mail };
        },
      });
      if (mailed) run.mailed++;
    } catch (err) {
      run.failed++;
      app.log.error({ err, userId }, 'favourite price-drop alert failed');
    }
  }
  return run;
}

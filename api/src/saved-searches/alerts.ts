import { and, desc, eq, gt, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  SAVED_SEARCH_MAIL_LISTINGS,
  checkSavedSearchQuery,
  type SavedSearchFrequency,
} from '@phuket/shared/contract';
import { toListingFilters } from '../catalog/listing-filters';
import { listingWhere } from '../catalog/listing-query';
import { loadRates, type Rates } from '../catalog/money';
import type { Db } from '../db/client';
import { listings, savedSearchMails, savedSearches, users } from '../db/schema';
import { DEFAULT_LOCALE, localizePath, type Locale } from '@phuket/shared/contract';
import { sendClaimedMail } from '../messaging/claimed-send';
import { localeOf } from '../users/queries';
import { unsubscribeLink } from './unsubscribe';

type SavedSearchRow = typeof savedSearches.$inferSelect;

/** When a listing went into the search; rows from before published_at existed use created_at. */
const publishedSince = sql<Date>`coalesce(${listings.publishedAt}, ${listings.createdAt})`;

interface Match {
  id: number;
  title: string | null;
  price: string | null;
  currency: string;
  offerType: string | null;
  rentalType: string | null;
}

/**
 * The catalog's own WHERE for a stored query (the search page and the alert cannot disagree
 * on what matches); null for a query that no longer reads (an enum value since removed).
 */
export function savedSearchWhere(query: string, rates: Rates) {
  const check = checkSavedSearchQuery(query);
  if (!check.ok) return null;
  const filters = toListingFilters({ ...check.filters, user_id: null });
  return listingWhere(filters, 'THB', rates);
}

const matchColumns = {
  id: listings.id,
  title: listings.title,
  price: listings.price,
  currency: listings.currency,
  offerType: listings.offerType,
  rentalType: listings.rentalType,
};

function formatPrice(match: Match): string {
  if (match.price === null) return 'Price on request';
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: match.currency,
    maximumFractionDigits: 0,
  }).format(Number(match.price));
  if (match.offerType !== 'Rent') return amount;
  return `${amount} ${match.rentalType === 'Short-term' ? 'per day' : 'per month'}`;
}

function titleOf(match: Match): string {
  return match.title?.trim() ? match.title : `Listing ${match.id}`;
}

export interface AlertMail {
  subject: string;
  text: string;
  headers: Record<string, string>;
}

interface AlertTexts {
  subject: (total: number, name: string) => string;
  intro: (total: number, name: string) => string;
  /** No name: a guest's search, known only by its address. */
  hello: (name: string | null) => string;
  more: (count: number, link: string) => string;
  see: (link: string) => string;
  why: string;
  stop: (link: string) => string;
  manage: (link: string) => string;
}

const ALERT_TEXTS: Record<Locale, AlertTexts> = {
  en: {
    subject: (total, name) =>
      total === 1 ? `New property for "${name}"` : `${total} new properties for "${name}"`,
    intro: (total, name) =>
      total === 1
        ? `A new property matches your saved search "${name}":`
        : `${total} new properties match your saved search "${name}":`,
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    more: (count, link) => `${count} more: ${link}`,
    see: (link) => `See the search: ${link}`,
    why: 'You get this mail because you saved this search on WOW Phuket.',
    stop: (link) => `Stop these mails with one click: ${link}`,
    manage: (link) => `Manage your saved searches: ${link}`,
  },
  ru: {
    subject: (total, name) => `${ruObjects(total, 'new')} по поиску «${name}»`,
    intro: (total, name) => `${ruObjects(total, 'new')} по вашему сохранённому поиску «${name}»:`,
    hello: (name) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
    more: (count, link) => `Ещё ${count}: ${link}`,
    see: (link) => `Открыть поиск: ${link}`,
    why: 'Вы получили это письмо, потому что сохранили этот поиск на WOW Phuket.',
    stop: (link) => `Отписаться одним нажатием: ${link}`,
    manage: (link) => `Управлять сохранёнными поисками: ${link}`,
  },
  th: {
    subject: (total, name) => `อสังหาริมทรัพย์ใหม่ ${total} รายการสำหรับ "${name}"`,
    intro: (total, name) =>
      `มีอสังหาริมทรัพย์ใหม่ ${total} รายการตรงกับการค้นหาที่บันทึกไว้ "${name}":`,
    hello: (name) => (name ? `สวัสดีคุณ ${name}` : 'สวัสดี'),
    more: (count, link) => `อีก ${count} รายการ: ${link}`,
    see: (link) => `ดูผลการค้นหา: ${link}`,
    why: 'คุณได้รับอีเมลนี้เพราะคุณบันทึกการค้นหานี้ไว้บน WOW Phuket',
    stop: (link) => `ยกเลิกการรับอีเมลนี้ได้ในคลิกเดียว: ${link}`,
    manage: (link) => `จัดการการค้นหาที่บันทึกไว้: ${link}`,
  },
  zh: {
    subject: (total, name) => `“${name}”有 ${total} 套新房源`,
    intro: (total, name) => `有 ${total} 套新房源符合您保存的搜索“${name}”：`,
    hello: (name) => (name ? `${name}，您好：` : '您好：'),
    more: (count, link) => `还有 ${count} 套：${link}`,
    see: (link) => `查看搜索结果：${link}`,
    why: '您收到此邮件是因为您在 WOW Phuket 上保存了此搜索。',
    stop: (link) => `一键退订此类邮件：${link}`,
    manage: (link) => `管理已保存的搜索：${link}`,
  },
};

/** "1 новый объект", "3 новых объекта", "5 новых объектов": Russian's three plural forms. */
function ruObjects(count: number, _kind: 'new'): string {
  const form = new Intl.PluralRules('ru').select(count);
  if (form === 'one') return `${count} новый объект`;
  if (form === 'few') return `${count} новых объекта`;
  return `${count} новых объектов`;
}

/**
 * One mail for one search, in the user's language: up to SAVED_SEARCH_MAIL_LISTINGS listings,
 * then "N more".
 */
export function alertMail(
  publicUrl: string,
  search: Pick<SavedSearchRow, 'name' | 'query'>,
  name: string | null,
  matches: Match[],
  total: number,
  unsubscribe: string,
  locale: Locale = DEFAULT_LOCALE,
): AlertMail {
  const texts = ALERT_TEXTS[locale];
  const site = `${publicUrl}${localizePath(locale, '')}`;
  const searchLink = `${site}/properties${search.query ? `?${search.query}` : ''}`;
  const shown = matches.slice(0, SAVED_SEARCH_MAIL_LISTINGS);
  const more = total - shown.length;
  const subject = texts.subject(total, search.name);
  const text = [
    texts.hello(name),
    '',
    texts.intro(total, search.name),
    '',
    ...shown.flatMap((m) => [
      `${titleOf(m)} - ${formatPrice(m)}`,
      `${site}/properties/${m.id}`,
      '',
    ]),
    ...(more > 0 ? [texts.more(more, searchLink), ''] : [texts.see(searchLink), '']),
    texts.why,
    texts.stop(unsubscribe),
    // A guest has no account to manage searches in: the stop link is theirs.
    ...(name === null ? [] : [texts.manage(`${site}/profile/saved-searches`)]),
  ].join('\n');
  return {
    subject: subject.length > 255 ? `${subject.slice(0, 254)}…` : subject,
    text,
    // RFC 8058: a mail client offers its own "Unsubscribe" button and POSTs to the link.
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export interface AlertRun {
  mailed: number;
  failed: number;
}

async function mailSearch(
  app: FastifyInstance,
  search: SavedSearchRow & { email: string; userName: string | null; locale: string | null },
  matches: Match[],
  now: Date,
  total = matches.length,
): Promise<boolean> {
  const mailed = await sendClaimedMail(app.messenger, {
    items: matches,
    keyOf: (match) => match.id,
    claim: async (listingIds) => {
      const claimed = await app.db
        .insert(savedSearchMails)
        .values(
          listingIds.map((listingId) => ({ savedSearchId: search.id, listingId, createdAt: now })),
        )
        .onConflictDoNothing()
        .returning({ id: savedSearchMails.listingId });
      return claimed.map((row) => row.id);
    },
    unclaim: async (listingIds) => {
      await app.db
        .delete(savedSearchMails)
        .where(
          and(
            eq(savedSearchMails.savedSearchId, search.id),
            inArray(savedSearchMails.listingId, listingIds),
          ),
        );
    },
    compose: (fresh) => {
      const link = unsubscribeLink(app.config.publicUrl, app.config.codeSecret, search.id, now);
      const mail = alertMail(
        app.config.publicUrl,
        search,
        search.userName,
        fresh,
        total - (matches.length - fresh.length),
        link,
        localeOf(search.locale),
      );
      return { to: search.email, ...mail };
    },
  });
  if (!mailed) return false;
  await app.db
    .update(savedSearches)
    .set({ lastSentAt: now })
    .where(eq(savedSearches.id, search.id));
  return true;
}

/** The searches to mail: every account's, and the guests' whose address is confirmed. */
function searchesOf(db: Db, frequency: SavedSearchFrequency) {
  return db
    .select({
      search: savedSearches,
      email: sql<string>`coalesce(${users.email}, ${savedSearches.guestEmail})`,
      userName: users.name,
      locale: sql<string | null>`coalesce(${users.locale}, ${savedSearches.guestLocale})`,
    })
    .from(savedSearches)
    .leftJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        eq(savedSearches.frequency, frequency),
        or(isNotNull(savedSearches.userId), isNotNull(savedSearches.confirmedAt)),
      ),
    )
    .orderBy(savedSearches.id);
}

/**
 * The daily job: each `daily` search gets one mail with the listings published since its
 * high-water mark (newest first), and the mark moves to this run's start.
 */
export async function runDailyAlerts(app: FastifyInstance): Promise<AlertRun> {
  const now = app.now();
  const rates = await loadRates(app.db);
  const run: AlertRun = { mailed: 0, failed: 0 };
  for (const { search, email, userName, locale } of await searchesOf(app.db, 'daily')) {
    try {
      const where = savedSearchWhere(search.query, rates);
      if (where === null) continue;
      const news = and(
        where,
        gt(publishedSince, search.mailedUntil),
        lte(publishedSince, now),
        // Not the visitor's own listings (a guest has none).
        search.userId === null ? undefined : ne(listings.userId, search.userId),
      );
      const [counted] = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(listings)
        .where(news);
      const total = counted?.n ?? 0;
      const matches = await app.db
        .select(matchColumns)
        .from(listings)
        .where(news)
        .orderBy(desc(publishedSince), desc(listings.id))
        .limit(SAVED_SEARCH_MAIL_LISTINGS);
      if (
        total > 0 &&
        (await mailSearch(app, { ...search, email, userName, locale }, matches, now, total))
      ) {
        run.mailed++;
      }
      await app.db
        .update(savedSearches)
        .set({ mailedUntil: now })
        .where(eq(savedSearches.id, search.id));
    } catch (err) {
      run.failed++;
      app.log.error({ err, savedSearchId: search.id }, 'saved-search daily alert failed');
    }
  }
  return run;
}

/**
 * A listing was published: every `instant` search it matches, saved before it was published
 * and not its owner's, gets one mail about it.
 */
export async function runInstantAlerts(app: FastifyInstance, listingId: number): Promise<AlertRun> {
  const now = app.now();
  const rates = await loadRates(app.db);
  const run: AlertRun = { mailed: 0, failed: 0 };
  const [listing] = await app.db
    .select({ ...matchColumns, userId: listings.userId, since: publishedSince })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.status, 'published')));
  if (!listing) return run;
  const since = new Date(listing.since);
  for (const { search, email, userName, locale } of await searchesOf(app.db, 'instant')) {
    if (search.userId === listing.userId || (search.confirmedAt ?? search.createdAt) > since)
      continue;
    try {
      const where = savedSearchWhere(search.query, rates);
      if (where === null) continue;
      const [hit] = await app.db
        .select({ id: listings.id })
        .from(listings)
        .where(and(where, eq(listings.id, listingId)));
      if (!hit) continue;
      if (await mailSearch(app, { ...search, email, userName, locale }, [listing], now))
        run.mailed++;
    } catch (err) {
      run.failed++;
      app.log.error(
        { err, savedSearchId: search.id, listingId },
        'saved-search instant alert failed',
      );
    }
  }
  return run;
}

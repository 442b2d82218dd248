import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  LISTING_STATS_METRICS,
  type ListingStats,
  type ListingStatsFigures,
  type MyListingsStats,
} from '@phuket/shared/contract';
import type { Db } from '../db/client';
import { enquiries, favourites, listingDailyStats, listings } from '../db/schema';
import { listingNotFound } from '../listings/queries';
import { dayStart, periodDays } from './days';

type Figures = ListingStatsFigures;

export const noFigures = (): Figures =>
  Object.fromEntries(LISTING_STATS_METRICS.map((metric) => [metric, 0])) as Figures;

/** A timestamp column's Phuket day as `YYYY-MM-DD` (UTC+7 by arithmetic: no time zone data needed). */
const phuketDayOf = (column: typeof enquiries.createdAt | typeof favourites.createdAt) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;

interface Period {
  days: number;
  from: string;
  to: string;
  list: string[];
}

export function periodOf(now: Date, days: number): Period {
  const list = periodDays(now, days);
  return { days, from: list[0]!, to: list[list.length - 1]!, list };
}

/** Each listing's figures per day of the period: only the days that have any. */
async function figuresByDay(
  db: Db,
  ownerId: number,
  ids: number[],
  period: Period,
): Promise<Map<number, Map<string, Figures>>> {
  const out = new Map<number, Map<string, Figures>>();
  if (ids.length === 0) return out;
  const at = (id: number, day: string) => {
    let days = out.get(id);
    if (!days) out.set(id, (days = new Map<string, Figures>()));
    let figures = days.get(day);
    if (!figures) days.set(day, (figures = noFigures()));
    return figures;
  };
  const since = dayStart(period.from);
  const [stats, enquiryRows, favouriteRows] = await Promise.all([
    db
      .select()
      .from(listingDailyStats)
      .where(
        and(
          inArray(listingDailyStats.listingId, ids),
          gte(listingDailyStats.day, period.from),
          lte(listingDailyStats.day, period.to),
        ),
      ),
    // An enquiry is its own row: the recipient's index finds the owner's, the target names the listing.
    db
      .select({ id: enquiries.targetId, day: phuketDayOf(enquiries.createdAt), n: count() })
      .from(enquiries)
      .where(
        and(
          eq(enquiries.recipientUserId, ownerId),
          eq(enquiries.targetKind, 'listing'),
          inArray(enquiries.targetId, ids),
          gte(enquiries.createdAt, since),
        ),
      )
      .groupBy(enquiries.targetId, phuketDayOf(enquiries.createdAt)),
    // Saves by signed-in visitors, still saved (a guest's list lives in the browser alone).
    db
      .select({ id: favourites.listingId, day: phuketDayOf(favourites.createdAt), n: count() })
      .from(favourites)
      .where(and(inArray(favourites.listingId, ids), gte(favourites.createdAt, since)))
      .groupBy(favourites.listingId, phuketDayOf(favourites.createdAt)),
  ]);
  for (const row of stats) {
    Object.assign(at(row.listingId, row.day), {
      views: row.views,
      visitors: row.visitors,
      gallery_opens: row.galleryOpens,
      contact_chat: row.contactChat,
      contact_call: row.contactCall,
      contact_email: row.contactEmail,
      presentation_views: row.presentationViews,
    });
  }
  const inPeriod = (day: string) => day >= period.from && day <= period.to;
  for (const row of enquiryRows)
    if (inPeriod(row.day)) at(row.id, row.day).enquiries += Number(row.n);
  for (const row of favouriteRows) {
    if (inPeriod(row.day)) at(row.id, row.day).favourites += Number(row.n);
  }
  return out;
}

function sum(days: Iterable<Figures>): Figures {
  const total = noFigures();
  for (const figures of days) {
    for (const metric of LISTING_STATS_METRICS) total[metric] += figures[metric];
  }
  return total;
}

/** Every listing of the owner, most recently changed first, with the period's totals. */
export async function myListingsStats(
  db: Db,
  ownerId: number,
  now: Date,
  days: number,
): Promise<MyListingsStats> {
  const period = periodOf(now, days);
  const rows = await db
    .select({ id: listings.id, title: listings.title, status: listings.status })
    .from(listings)
    .where(eq(listings.userId, ownerId))
    .orderBy(desc(listings.updatedAt), asc(listings.id));
  const byDay = await figuresByDay(
    db,
    ownerId,
    rows.map((row) => row.id),
    period,
  );
  return {
    days: period.days,
    from: period.from,
    to: period.to,
    data: rows.map((row) => ({
      listing_id: row.id,
      title: row.title,
      status: row.status,
      totals: sum(byDay.get(row.id)?.values() ?? []),
    })),
  };
}

/** One listing of the owner, every day of the period; another owner's is 404, as a missing one. */
export async function listingStats(
  db: Db,
  ownerId: number,
  id: number,
  now: Date,
  days: number,
): Promise<ListingStats> {
  const [row] = await db
    .select({ id: listings.id, title: listings.title, userId: listings.userId })
    .from(listings)
    .where(eq(listings.id, id))
    .limit(1);
  if (!row || row.userId !== ownerId) throw listingNotFound();
  const period = periodOf(now, days);
  const byDay =
    (await figuresByDay(db, ownerId, [id], period)).get(id) ?? new Map<string, Figures>();
  const series = period.list.map((day) => ({ day, ...(byDay.get(day) ?? noFigures()) }));
  return {
    days: period.days,
    from: period.from,
    to: period.to,
    listing_id: row.id,
    title: row.title,
    totals: sum(series),
    series,
  };
}

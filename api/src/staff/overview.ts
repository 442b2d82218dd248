import {
  LISTING_STATUSES,
  OVERVIEW_DAYS,
  type ListingStatus,
  type OverviewDay,
  type StaffOverview,
} from '@phuket/shared/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { waitingListingsSql } from '../moderation/queue';

const DAY_MS = 86_400_000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
/** count(*) and bigint sums arrive as strings from node-postgres, numbers from PGlite. */
const int = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The first and last UTC day of the series ending today (by `now`, the app's clock), and the
 * instants that bound them: [from, until) holds every day whole.
 */
export function overviewWindow(now: Date): {
  first: string;
  last: string;
  from: Date;
  until: Date;
} {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = today - (OVERVIEW_DAYS - 1) * DAY_MS;
  return {
    first: dayText(start),
    last: dayText(today),
    from: new Date(start),
    until: new Date(today + DAY_MS),
  };
}

/**
 * The four daily series in one statement: each table is read once over the window (a range on
 * its timestamp, which listings.created_at's index serves), grouped by UTC day, and joined to a
 * generate_series of every day so a quiet day is a row of zeros.
 */
async function dailySeries(db: Db, now: Date): Promise<OverviewDay[]> {
  const { first, last, from, until } = overviewWindow(now);
  const fromAt = from.toISOString();
  const untilAt = until.toISOString();
  const perDay = (table: string, column: string) => sql`
    select (${sql.raw(column)} at time zone 'UTC')::date as day, count(*)::int as n
    from ${sql.raw(table)}
    where ${sql.raw(column)} >= ${fromAt}::timestamptz and ${sql.raw(column)} < ${untilAt}::timestamptz
    group by 1`;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with days as (
        select generate_series(${first}::date, ${last}::date, interval '1 day')::date as day
      ),
      created as (${perDay('listings', 'created_at')}),
      published as (${perDay('listings', 'published_at')}),
      enquired as (${perDay('enquiries', 'created_at')}),
      joined as (${perDay('users', 'created_at')})
      select to_char(days.day, 'YYYY-MM-DD') as day,
        coalesce(created.n, 0) as listings,
        coalesce(published.n, 0) as publications,
        coalesce(enquired.n, 0) as enquiries,
        coalesce(joined.n, 0) as signups
      from days
      left join created on created.day = days.day
      left join published on published.day = days.day
      left join enquired on enquired.day = days.day
      left join joined on joined.day = days.day
      order by days.day`),
  );
  return rows.map((row) => ({
    day: String(row.day),
    listings: int(row.listings),
    publications: int(row.publications),
    enquiries: int(row.enquiries),
    signups: int(row.signups),
  }));
}

/** Every status of LISTING_STATUSES with its count, zeros included, in that order. */
async function listingsByStatus(db: Db): Promise<StaffOverview['listings_by_status']> {
  const rows = rowsOf<{ status: string; n: unknown }>(
    await db.execute(
      sql`select status::text as status, count(*)::int as n from listings group by 1`,
    ),
  );
  const counts = new Map(rows.map((row) => [row.status, int(row.n)]));
  return LISTING_STATUSES.map((status: ListingStatus) => ({
    status,
    count: counts.get(status) ?? 0,
  }));
}

/**
 * The moderation queue's age at `now`: how many listings wait (each once, since the earliest of
 * its reasons; the queue itself is `waitingListingsSql`), the oldest wait and the median one,
 * in whole seconds (null when none waits). One statement; the moderation pages can show it too.
 */
export async function moderationQueueAges(
  db: Db,
  now: Date,
): Promise<StaffOverview['moderation_queue']> {
  const at = now.toISOString();
  const [row] = rowsOf<{ waiting: unknown; oldest: unknown; median: unknown }>(
    await db.execute(sql`
      with waiting as (${waitingListingsSql()}),
      waits as (
        select greatest(0, extract(epoch from (${at}::timestamptz - since)))::float8 as seconds
        from waiting
      )
      select count(*)::int as waiting, max(seconds) as oldest,
        percentile_cont(0.5) within group (order by seconds) as median
      from waits`),
  );
  const seconds = (value: unknown) =>
    value === null || value === undefined ? null : Math.round(Number(value));
  return {
    waiting: int(row?.waiting),
    oldest_wait_seconds: seconds(row?.oldest),
    median_wait_seconds: seconds(row?.median),
  };
}

/** GET /admin/overview: the series, their totals, listings by status and the queue's age. */
export async function staffOverview(db: Db, now: Date): Promise<StaffOverview> {
  const [days, byStatus, queue] = await Promise.all([
    dailySeries(db, now),
    listingsByStatus(db),
    moderationQueueAges(db, now),
  ]);
  const totals = { listings: 0, publications: 0, enquiries: 0, signups: 0 };
  for (const day of days) {
    totals.listings += day.listings;
    totals.publications += day.publications;
    totals.enquiries += day.enquiries;
    totals.signups += day.signups;
  }
  return {
    generated_at: now.toISOString(),
    days,
    totals,
    listings_by_status: byStatus,
    moderation_queue: queue,
  };
}

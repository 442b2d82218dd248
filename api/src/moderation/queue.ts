import { sql, type SQL } from 'drizzle-orm';
import {
  DUPLICATE_SIGNALS,
  LISTING_STATUSES,
  MODERATION_PER_PAGE,
  MODERATION_REASONS,
  REPORT_REASONS,
  type DuplicateSignal,
  type ModerationItem,
  type ModerationQueue,
  type ModerationQueueQuery,
  type ModerationReason,
} from '@phuket/shared/contract';
import { cardKey, mediaUrl, type MediaBase } from '../catalog/media-url';
import { enumOrNull } from '../catalog/listing-query';
import type { Db } from '../db/client';
import { pageMeta } from '../http/pagination';

/** Open reports shown per listing (the newest); the count says if there are more. */
const REPORTS_SHOWN = 10;

/**
 * Every listing waiting for a staff decision, once, with why and since when: sent for review
 * (`pending`, since it was sent), reported (open reports, since the first), or flagged by the
 * duplicate rule (since the first flag). Reports and flags count only while the listing is
 * public or pending: one taken off the site by its owner waits for nobody. The overview's
 * queue age reads this too.
 */
export function waitingListingsSql(): SQL {
  return sql`
    select listing_id, array_agg(reason order by reason) as reasons, min(since) as since
    from (
      select l.id as listing_id, 'new' as reason, coalesce(l.submitted_at, l.updated_at) as since
        from listings l where l.status = 'pending'
      union all
      select r.listing_id, 'reported', min(r.created_at)
        from listing_reports r join listings l on l.id = r.listing_id
        where r.resolved_at is null and l.status in ('published', 'pending')
        group by r.listing_id
      union all
      select f.listing_id, 'duplicate', min(f.flagged_at)
        from listing_duplicate_flags f join listings l on l.id = f.listing_id
        where l.status in ('published', 'pending')
        group by f.listing_id
    ) reasons
    group by listing_id`;
}

interface QueueRow {
  id: number;
  title: string | null;
  status: string;
  price: string | null;
  currency: string;
  version: number;
  owner_id: number;
  owner_name: string;
  owner_email: string;
  owner_verified: boolean;
  reasons: string[] | string;
  since: Date | string;
  cover: string | null;
  total: number | string;
}

interface ReportRow {
  id: number;
  listing_id: number;
  reason: string;
  note: string | null;
  created_at: Date | string;
}

interface MatchRow {
  listing_id: number;
  id: number;
  title: string | null;
  owner: string;
  matched_on: string[] | string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const iso = (value: Date | string) => new Date(value).toISOString();
/** A text[] column arrives as an array from pg and PGlite, or as `{a,b}` from older drivers. */
const textArray = (value: string[] | string): string[] =>
  Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);
const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The queue, longest waiting first; `reason` keeps the listings waiting for that one. */
export async function readModerationQueue(
  db: Db,
  query: ModerationQueueQuery,
  media: MediaBase,
): Promise<ModerationQueue> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? MODERATION_PER_PAGE;
  const only = query.reason ? sql`where ${query.reason} = any(w.reasons)` : sql``;
  const rows = rowsOf<QueueRow>(
    await db.execute(sql`
      with waiting as (${waitingListingsSql()})
      select l.id, l.title, l.status, l.price::text as price, l.currency, l.version,
        u.id as owner_id, u.name as owner_name, u.email as owner_email,
        (u.verified_at is not null) as owner_verified,
        w.reasons, w.since,
        (select p.path from listing_photos p where p.listing_id = l.id and p.status = 'ready'
          order by p.is_main desc, p.position, p.id limit 1) as cover,
        count(*) over () as total
      from waiting w
      join listings l on l.id = w.listing_id
      join users u on u.id = l.user_id
      ${only}
      order by w.since, l.id
      limit ${perPage} offset ${(page - 1) * perPage}`),
  );
  const ids = rows.map((row) => row.id);
  const [reports, matches] =
    ids.length === 0 ? [[], []] : await Promise.all([openReports(db, ids), flagMatches(db, ids)]);
  const total = Number(rows[0]?.total ?? (page > 1 ? await countWaiting(db, query) : 0));
  const data = rows.map(
    (row): ModerationItem => ({
      id: row.id,
      title: row.title,
      status: enumOrNull(LISTING_STATUSES, row.status) ?? 'draft',
      cover_url: row.cover === null ? null : mediaUrl(media, cardKey(row.cover)),
      price: row.price,
      currency: row.currency,
      owner: {
        id: row.owner_id,
        name: row.owner_name,
        email: row.owner_email,
        verified: row.owner_verified,
      },
      reasons: textArray(row.reasons).filter((r): r is ModerationReason =>
        (MODERATION_REASONS as readonly string[]).includes(r),
      ),
      waiting_since: iso(row.since),
      reports: reports
        .filter((report) => report.listing_id === row.id)
        .slice(0, REPORTS_SHOWN)
        .map((report) => ({
          id: report.id,
          reason: enumOrNull(REPORT_REASONS, report.reason) ?? 'other',
          note: report.note,
          created_at: iso(report.created_at),
        })),
      duplicates: matches
        .filter((match) => match.listing_id === row.id)
        .map((match) => ({
          id: match.id,
          title: match.title,
          owner: match.owner,
          matched_on: textArray(match.matched_on).filter((s): s is DuplicateSignal =>
            (DUPLICATE_SIGNALS as readonly string[]).includes(s),
          ),
        })),
      version: row.version,
    }),
  );
  return { data, meta: pageMeta(page, perPage, total) };
}

/** A page past the end has no row to carry the window count: count on its own. */
async function countWaiting(db: Db, query: ModerationQueueQuery): Promise<number> {
  const only = query.reason ? sql`where ${query.reason} = any(w.reasons)` : sql``;
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`with waiting as (${waitingListingsSql()})
      select count(*) as n from waiting w ${only}`),
  );
  return Number(row?.n ?? 0);
}

async function openReports(db: Db, ids: number[]): Promise<ReportRow[]> {
  return rowsOf<ReportRow>(
    await db.execute(sql`
      select id, listing_id, reason, note, created_at from listing_reports
      where resolved_at is null and listing_id in (${idList(ids)})
      order by created_at desc, id desc`),
  );
}

async function flagMatches(db: Db, ids: number[]): Promise<MatchRow[]> {
  return rowsOf<MatchRow>(
    await db.execute(sql`
      select f.listing_id, o.id, o.title, u.name as owner, f.matched_on
      from listing_duplicate_flags f
      join listings o on o.id = f.duplicate_of_id
      join users u on u.id = o.user_id
      where f.listing_id in (${idList(ids)})
      order by f.flagged_at, o.id`),
  );
}

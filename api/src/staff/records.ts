import { count, desc, eq, sql } from 'drizzle-orm';
import {
  MODERATION_REASONS,
  STAFF_RECORDS_SHOWN,
  isOneOf,
  type ModerationReason,
  type PaginationMeta,
  type StaffRecordEntry,
  type StaffRecordListing,
  type StaffUserRecords,
} from '@phuket/shared/contract';
import { developerList, projectList } from '../database/record-lists';
import type { Db } from '../db/client';
import { listings } from '../db/schema';
import { myEnquiries } from '../enquiries/queries';
import { toListingState } from '../listings/queries';
import type { MediaAccess } from '../media/plugin';
import { waitingListingsSql } from '../moderation/queue';
import { ownerPresentations } from '../presentations/queries';
import { findUserById } from '../users/queries';
import { staffUser } from './users';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Why each of `ids` waits in the moderation queue (the queue's own definition), in the order
 * MODERATION_REASONS names them; a listing that waits for nothing is absent.
 */
async function waitingReasons(db: Db, ids: number[]): Promise<Map<number, ModerationReason[]>> {
  const waiting = new Map<number, ModerationReason[]>();
  if (ids.length === 0) return waiting;
  // One row per reason (unnest), so no driver's way of sending a text[] matters.
  const rows = rowsOf<{ listing_id: number; reason: string }>(
    await db.execute(sql`
      with waiting as (${waitingListingsSql()})
      select w.listing_id, unnest(w.reasons) as reason from waiting w
      where w.listing_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  for (const { listing_id: id, reason } of rows) {
    if (!isOneOf(MODERATION_REASONS, reason)) continue;
    waiting.set(Number(id), [...(waiting.get(Number(id)) ?? []), reason]);
  }
  for (const reasons of waiting.values())
    reasons.sort((a, b) => MODERATION_REASONS.indexOf(a) - MODERATION_REASONS.indexOf(b));
  return waiting;
}

/**
 * The account's listings in every status, the most recently changed first (as "My listings"
 * orders them), with why each waits for staff and what staff last told the owner.
 */
async function listingsOf(db: Db, userId: number): Promise<StaffUserRecords['listings']> {
  const where = eq(listings.userId, userId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(listings)
      .where(where)
      .orderBy(desc(listings.updatedAt), desc(listings.id))
      .limit(STAFF_RECORDS_SHOWN),
    db.select({ n: count() }).from(listings).where(where),
  ]);
  const waiting = await waitingReasons(
    db,
    rows.map((row) => row.id),
  );
  return {
    total: totalRow?.n ?? 0,
    data: rows.map((row): StaffRecordListing => {
      // The owner's own view of its state: status, note and last change read the same there.
      const state = toListingState(row);
      const reasons = waiting.get(row.id) ?? [];
      return {
        id: state.id,
        title: row.title,
        status: state.status,
        price: row.price,
        currency: row.currency,
        moderation:
          reasons.length > 0 || state.moderation_note !== null
            ? { waiting: reasons, note: state.moderation_note }
            : null,
        updated_at: state.updated_at,
      };
    }),
  };
}

/** A database list's rows as the records page names them, with the list's total. */
function entries<T extends StaffRecordEntry>(list: {
  data: T[];
  meta: PaginationMeta;
}): StaffUserRecords['developers'] {
  return {
    total: list.meta.total,
    data: list.data.map(({ id, title, status, updated_at }) => ({ id, title, status, updated_at })),
  };
}

/**
 * GET /admin/users/{id}/records: the account as the users list shows it and the newest
 * STAFF_RECORDS_SHOWN of each of its records, with each list's total; undefined for an
 * unknown account. The lists are the ones the account itself reads (the database screens,
 * its presentations, its enquiries), so staff see what the owner sees. No media leaves here:
 * the page shows none, and a draft's photos would otherwise need signed links.
 */
export async function userRecords(
  db: Db,
  mediaAccess: MediaAccess,
  id: number,
  now: Date,
): Promise<StaffUserRecords | undefined> {
  const [row, account] = await Promise.all([findUserById(db, id), staffUser(db, id)]);
  if (!row || !account) return undefined;
  // The database screens' scope of a developer account, whatever this account's role is now:
  // an admin's own scope would be every record, and a broker may have been a developer.
  const manager = { ...row, role: 'developer' as const };
  const page = { page: 1, per_page: STAFF_RECORDS_SHOWN, sort: '-updated_at' } as const;
  const [ownListings, companies, projects, presentations, enquiries] = await Promise.all([
    listingsOf(db, id),
    developerList(db, mediaAccess.signed, page, manager),
    projectList(db, mediaAccess.signed, page, manager),
    ownerPresentations(db, { userId: id, page: 1, perPage: STAFF_RECORDS_SHOWN }, now),
    myEnquiries(db, { userId: id, page: 1, perPage: STAFF_RECORDS_SHOWN }),
  ]);
  return {
    account,
    listings: ownListings,
    developers: entries(companies),
    projects: entries(projects),
    presentations: {
      total: presentations.meta.total,
      data: presentations.data.map((p) => ({
        id: p.id,
        title: p.title,
        slug: p.slug,
        client_name: p.client_name,
        status: p.status,
        views: p.stats.opens,
        created_at: p.created_at,
      })),
    },
    // The message and the sender's contacts stay between the sender and the account.
    enquiries: {
      total: enquiries.meta.total,
      data: enquiries.data.map((e) => ({
        id: e.id,
        name: e.name,
        target: e.target,
        status: e.status,
        created_at: e.created_at,
      })),
    },
  };
}

import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  isNull,
  lte,
  ne,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  CLOSED_ENQUIRY_STATUSES,
  FIRST_REPLY_WINDOW_DAYS,
  REPLIED_ENQUIRY_STATUSES,
  isLocale,
  sentEnquiryStatus,
  type Enquiry,
  type EnquiryReplyTime,
  type EnquirySort,
  type EnquiryStatus,
  type SentEnquiry,
} from '@phuket/shared/contract';
import type { Db } from '../db/client';
import { enquiries, enquiryNotes } from '../db/schema';
import { pageMeta } from '../http/pagination';
import { targetPagePath } from './targets';

type StoredEnquiry = typeof enquiries.$inferSelect;
type EnquiryRow = StoredEnquiry & { notesCount: number };

/** The columns of an enquiry with how many notes its recipient keeps on it. */
const enquiryColumns = {
  ...getTableColumns(enquiries),
  // Spelled out: drizzle writes a one-table select's columns unqualified, and an unqualified
  // "id" inside the subquery would be the note's.
  notesCount: sql<number>`(select count(*)::int from ${enquiryNotes} n where n.enquiry_id = "enquiries"."id")`,
};

function targetOf(row: StoredEnquiry): Enquiry['target'] {
  const kind = row.targetKind;
  // Contact-page messages go to the company's mailbox: no user is their recipient, so no
  // list reaches one.
  if (kind === 'site') throw new Error(`enquiry ${row.id} is a contact-page message`);
  return {
    kind,
    id: row.targetId,
    title: row.targetTitle,
    url: targetPagePath(kind, row.targetId),
  };
}

export function toEnquiryJson(row: EnquiryRow): Enquiry {
  return {
    id: row.id,
    target: targetOf(row),
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    preferred_contact: row.preferredContact,
    line_id: row.lineId,
    status: row.status,
    locale: isLocale(row.locale) ? row.locale : null,
    first_replied_at: row.firstRepliedAt?.toISOString() ?? null,
    follow_up_on: row.followUpOn,
    notes_count: row.notesCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const ORDERS: Record<EnquirySort, SQL[]> = {
  newest: [desc(enquiries.createdAt), desc(enquiries.id)],
  oldest: [asc(enquiries.createdAt), asc(enquiries.id)],
  // The soonest follow-up first; those without one after, newest first among them.
  follow_up: [
    sql`${enquiries.followUpOn} asc nulls last`,
    desc(enquiries.createdAt),
    desc(enquiries.id),
  ],
};

/** One page of the enquiries `where` selects, in `sort`'s order, each as `toJson` shows it. */
async function enquiryPage<T>(
  db: Db,
  where: SQL | undefined,
  options: { page: number; perPage: number; sort?: EnquirySort },
  toJson: (row: EnquiryRow) => T,
) {
  const [rows, totals] = await Promise.all([
    db
      .select(enquiryColumns)
      .from(enquiries)
      .where(where)
      .orderBy(...ORDERS[options.sort ?? 'newest'])
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ n: count() }).from(enquiries).where(where),
  ]);
  return {
    data: rows.map(toJson),
    meta: pageMeta(options.page, options.perPage, totals[0]?.n ?? 0),
  };
}

/**
 * Today in Phuket (YYYY-MM-DD): a follow-up day is the broker's calendar day, and the site's
 * brokers work in Thailand, whatever the server's zone.
 */
export function siteToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Bangkok',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The recipient's enquiries, newest first unless `sort` says otherwise. */
export async function myEnquiries(
  db: Db,
  options: {
    userId: number;
    page: number;
    perPage: number;
    status?: EnquiryStatus;
    sort?: EnquirySort;
    /** Only those with a follow-up day on or before this day (YYYY-MM-DD), not closed. */
    followUpDueBy?: string;
  },
) {
  const due = options.followUpDueBy;
  const where = and(
    eq(enquiries.recipientUserId, options.userId),
    options.status ? eq(enquiries.status, options.status) : undefined,
    due ? lte(enquiries.followUpOn, due) : undefined,
    due ? notInArray(enquiries.status, [...CLOSED_ENQUIRY_STATUSES]) : undefined,
  );
  return enquiryPage(db, where, options, toEnquiryJson);
}

function toSentEnquiryJson(row: EnquiryRow): SentEnquiry {
  return {
    id: row.id,
    target: targetOf(row),
    message: row.message,
    preferred_contact: row.preferredContact,
    status: sentEnquiryStatus(row.status),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * What the user sent while signed in, newest first. Contact-page messages are left out: they
 * have no page to link back to and no status anyone sets.
 */
export async function sentEnquiries(
  db: Db,
  options: { userId: number; page: number; perPage: number },
) {
  const where = and(eq(enquiries.senderUserId, options.userId), ne(enquiries.targetKind, 'site'));
  return enquiryPage(db, where, options, toSentEnquiryJson);
}

const ownedBy = (id: number, userId: number) =>
  and(eq(enquiries.id, id), eq(enquiries.recipientUserId, userId));

/** One of the recipient's enquiries as the inbox shows it; undefined when it is not theirs. */
export async function ownEnquiry(db: Db, id: number, userId: number): Promise<Enquiry | undefined> {
  const [row] = await db.select(enquiryColumns).from(enquiries).where(ownedBy(id, userId)).limit(1);
  return row ? toEnquiryJson(row) : undefined;
}

/**
 * Sets the stage and/or the follow-up day of one of the recipient's enquiries; undefined when
 * it is not theirs. A `new` enquiry moved to a stage that means it was answered gets its first
 * reply stamped now, unless the reply action stamped it already.
 */
export async function updateEnquiry(
  db: Db,
  options: {
    id: number;
    userId: number;
    status?: EnquiryStatus;
    /** A day, null to clear, undefined to leave. */
    followUpOn?: string | null;
    now: Date;
  },
): Promise<Enquiry | undefined> {
  const { status, followUpOn, now } = options;
  const answered =
    status !== undefined && (REPLIED_ENQUIRY_STATUSES as readonly string[]).includes(status);
  const [row] = await db
    .update(enquiries)
    .set({
      updatedAt: now,
      ...(status !== undefined ? { status } : {}),
      ...(followUpOn !== undefined ? { followUpOn } : {}),
      ...(answered
        ? {
            // SET reads the row as it was: only a `new`, never-answered enquiry is stamped.
            firstRepliedAt: sql`case when ${enquiries.firstRepliedAt} is null and ${enquiries.status} = 'new' then ${now.toISOString()}::timestamptz else ${enquiries.firstRepliedAt} end`,
          }
        : {}),
    })
    .where(ownedBy(options.id, options.userId))
    .returning({ id: enquiries.id });
  return row ? ownEnquiry(db, row.id, options.userId) : undefined;
}

/**
 * The inbox's reply action: the first reply is stamped once (a second click keeps the first
 * time), and a `new` enquiry becomes `contacted`; a later stage is left as it is.
 */
export async function markEnquiryReplied(
  db: Db,
  options: { id: number; userId: number; now: Date },
): Promise<Enquiry | undefined> {
  const now = options.now.toISOString();
  const [row] = await db
    .update(enquiries)
    .set({
      firstRepliedAt: sql`coalesce(${enquiries.firstRepliedAt}, ${now}::timestamptz)`,
      status: sql`case when ${enquiries.status} = 'new' then 'contacted'::enquiry_status else ${enquiries.status} end`,
      updatedAt: options.now,
    })
    .where(ownedBy(options.id, options.userId))
    .returning({ id: enquiries.id });
  return row ? ownEnquiry(db, row.id, options.userId) : undefined;
}

/**
 * How fast the recipient answers: the mean time to first reply over the enquiries received in
 * the last FIRST_REPLY_WINDOW_DAYS days that have one, and how many `new` ones wait unanswered.
 */
export async function replyTime(db: Db, userId: number, now: Date): Promise<EnquiryReplyTime> {
  const since = new Date(now.getTime() - FIRST_REPLY_WINDOW_DAYS * 86_400_000);
  const [stats] = await db
    .select({
      // A clock set back between receipt and reply counts as no wait, never a negative one.
      average: sql<
        number | null
      >`avg(greatest(0, extract(epoch from ${enquiries.firstRepliedAt} - ${enquiries.createdAt})))::float8`,
      replied: count(enquiries.firstRepliedAt),
    })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.recipientUserId, userId),
        sql`${enquiries.createdAt} >= ${since.toISOString()}::timestamptz`,
        sql`${enquiries.firstRepliedAt} is not null`,
      ),
    );
  const [waiting] = await db
    .select({ n: count() })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.recipientUserId, userId),
        eq(enquiries.status, 'new'),
        isNull(enquiries.firstRepliedAt),
      ),
    );
  const average = stats?.average ?? null;
  return {
    days: FIRST_REPLY_WINDOW_DAYS,
    average_seconds: average === null ? null : Math.round(Number(average)),
    replied: stats?.replied ?? 0,
    waiting: waiting?.n ?? 0,
  };
}

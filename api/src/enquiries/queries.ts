import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Enquiry, EnquiryStatus, SentEnquiry } from '@phuket/shared/contract';
import type { Db } from '../db/client';
import { enquiries } from '../db/schema';
import { pageMeta } from '../http/pagination';
import { targetPagePath } from './targets';

type EnquiryRow = typeof enquiries.$inferSelect;

export function toEnquiryJson(row: EnquiryRow): Enquiry {
  const kind = row.targetKind;
  // Contact-page messages go to the company's mailbox: no user is their recipient, so no
  // list reaches one.
  if (kind === 'site') throw new Error(`enquiry ${row.id} is a contact-page message`);
  return {
    id: row.id,
    target: {
      kind,
      id: row.targetId,
      title: row.targetTitle,
      url: targetPagePath(kind, row.targetId),
    },
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    preferred_contact: row.preferredContact,
    line_id: row.lineId,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One page of the enquiries `where` selects, newest first, each as `toJson` shows it. */
async function enquiryPage<T>(
  db: Db,
  where: SQL | undefined,
  options: { page: number; perPage: number },
  toJson: (row: EnquiryRow) => T,
) {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(enquiries)
      .where(where)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ n: count() }).from(enquiries).where(where),
  ]);
  return {
    data: rows.map(toJson),
    meta: pageMeta(options.page, options.perPage, totals[0]?.n ?? 0),
  };
}

/** The recipient's enquiries, newest first. */
export async function myEnquiries(
  db: Db,
  options: { userId: number; page: number; perPage: number; status?: EnquiryStatus },
) {
  const where = and(
    eq(enquiries.recipientUserId, options.userId),
    options.status ? eq(enquiries.status, options.status) : undefined,
  );
  return enquiryPage(db, where, options, toEnquiryJson);
}

function toSentEnquiryJson(row: EnquiryRow): SentEnquiry {
  const { target } = toEnquiryJson(row);
  return {
    id: row.id,
    target,
    message: row.message,
    preferred_contact: row.preferredContact,
    status: row.status,
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

/** Sets the status of one of the recipient's enquiries; undefined when it is not theirs. */
export async function setEnquiryStatus(
  db: Db,
  options: { id: number; userId: number; status: EnquiryStatus; now: Date },
): Promise<Enquiry | undefined> {
  const [row] = await db
    .update(enquiries)
    .set({ status: options.status, updatedAt: options.now })
    .where(and(eq(enquiries.id, options.id), eq(enquiries.recipientUserId, options.userId)))
    .returning();
  return row ? toEnquiryJson(row) : undefined;
}

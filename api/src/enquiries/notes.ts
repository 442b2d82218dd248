import { and, asc, count, eq } from 'drizzle-orm';
import type { EnquiryNote } from '@phuket/shared/contract';
import type { Db } from '../db/client';
import { enquiries, enquiryNotes, users } from '../db/schema';

// The recipient's private notes on an enquiry. Every read and write goes through the
// enquiry's recipient: a note of someone else's enquiry is as unknown as the enquiry.

const noteColumns = {
  id: enquiryNotes.id,
  text: enquiryNotes.text,
  createdAt: enquiryNotes.createdAt,
  authorId: users.id,
  authorName: users.name,
};

interface NoteRow {
  id: number;
  text: string;
  createdAt: Date;
  authorId: number | null;
  authorName: string | null;
}

function toNoteJson(row: NoteRow): EnquiryNote {
  return {
    id: row.id,
    text: row.text,
    author:
      row.authorId === null || row.authorName === null
        ? null
        : { id: row.authorId, name: row.authorName },
    created_at: row.createdAt.toISOString(),
  };
}

async function isRecipient(db: Db, enquiryId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(eq(enquiries.id, enquiryId), eq(enquiries.recipientUserId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The notes, oldest first (read as a story); undefined when the enquiry is not theirs. */
export async function enquiryNoteList(
  db: Db,
  enquiryId: number,
  userId: number,
): Promise<EnquiryNote[] | undefined> {
  if (!(await isRecipient(db, enquiryId, userId))) return undefined;
  const rows = await db
    .select(noteColumns)
    .from(enquiryNotes)
    .leftJoin(users, eq(users.id, enquiryNotes.authorUserId))
    .where(eq(enquiryNotes.enquiryId, enquiryId))
    .orderBy(asc(enquiryNotes.createdAt), asc(enquiryNotes.id));
  return rows.map(toNoteJson);
}

export type AddNoteResult = EnquiryNote | 'not-found' | 'full';

/** Adds a note by the recipient; 'full' when the enquiry keeps `max` notes already. */
export async function addEnquiryNote(
  db: Db,
  options: { enquiryId: number; userId: number; text: string; now: Date; max: number },
): Promise<AddNoteResult> {
  if (!(await isRecipient(db, options.enquiryId, options.userId))) return 'not-found';
  const [held] = await db
    .select({ n: count() })
    .from(enquiryNotes)
    .where(eq(enquiryNotes.enquiryId, options.enquiryId));
  if ((held?.n ?? 0) >= options.max) return 'full';
  const [inserted] = await db
    .insert(enquiryNotes)
    .values({
      enquiryId: options.enquiryId,
      authorUserId: options.userId,
      text: options.text,
      createdAt: options.now,
    })
    .returning({ id: enquiryNotes.id });
  const [row] = await db
    .select(noteColumns)
    .from(enquiryNotes)
    .leftJoin(users, eq(users.id, enquiryNotes.authorUserId))
    .where(eq(enquiryNotes.id, inserted!.id));
  return toNoteJson(row!);
}

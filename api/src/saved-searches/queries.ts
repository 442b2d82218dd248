import { and, asc, count, eq } from 'drizzle-orm';
import type { SavedSearch, SavedSearchFrequency } from '@phuket/shared/contract';
import type { Db } from '../db/client';
import { savedSearches } from '../db/schema';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    frequency: row.frequency,
    created_at: row.createdAt.toISOString(),
    last_sent_at: row.lastSentAt ? row.lastSentAt.toISOString() : null,
  };
}

/** A user's searches, oldest first (ties by id, so the order is stable). */
export function savedSearchesOf(db: Db, userId: number): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

export async function savedSearchCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

/** The user's search `id`; another user's is as unknown as a missing one. */
export async function ownSavedSearch(
  db: Db,
  userId: number,
  id: number,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return row;
}

export async function insertSavedSearch(
  db: Db,
  values: { userId: number; name: string; query: string; frequency: SavedSearchFrequency },
  now: Date,
): Promise<SavedSearchRow> {
  const [row] = await db
    .insert(savedSearches)
    // Listings already in the search are what the visitor just saw: only later ones are news.
    .values({ ...values, mailedUntil: now, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('saved search insert returned no row');
  return row;
}

export async function patchSavedSearch(
  db: Db,
  id: number,
  values: { name?: string; frequency?: SavedSearchFrequency },
  now: Date,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ ...values, updatedAt: now })
    .where(eq(savedSearches.id, id))
    .returning();
  return row;
}

export async function removeSavedSearch(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

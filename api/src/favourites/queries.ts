import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { FAVOURITES_MAX } from '@phuket/shared/contract';
import type { Db } from '../db/client';
import { favourites, listings } from '../db/schema';

/** A user's saved listing ids, oldest first (ties by id, so the order is stable). */
export async function favouriteIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favourites.listingId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.createdAt), asc(favourites.listingId));
  return rows.map((row) => row.id);
}

async function savedCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(favourites)
    .where(eq(favourites.userId, userId));
  return row?.n ?? 0;
}

async function publishedAmong(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(inArray(listings.id, ids), eq(listings.status, 'published')));
  return new Set(rows.map((row) => row.id));
}

export async function addFavourite(
  db: Db,
  userId: number,
  listingId: number,
): Promise<'added' | 'missing' | 'full'> {
  if (!(await publishedAmong(db, [listingId])).has(listingId)) return 'missing';
  const saved = await favouriteIds(db, userId);
  if (saved.includes(listingId)) return 'added';
  if (saved.length >= FAVOURITES_MAX) return 'full';
  await db.insert(favourites).values({ userId, listingId }).onConflictDoNothing();
  return 'added';
}

export async function removeFavourite(db: Db, userId: number, listingId: number): Promise<void> {
  await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)));
}

/**
 * The browser's list joins the account's: ids already saved stay where they were, new ones
 * follow in the browser's order (a created_at a millisecond apart keeps it), unknown or
 * unpublished ones are skipped, and nothing beyond FAVOURITES_MAX is kept.
 */
export async function mergeFavourites(db: Db, userId: number, ids: number[]): Promise<void> {
  const published = await publishedAmong(db, ids);
  const saved = new Set(await favouriteIds(db, userId));
  const room = FAVOURITES_MAX - (await savedCount(db, userId));
  const fresh = [...new Set(ids)]
    .filter((id) => published.has(id) && !saved.has(id))
    .slice(0, Math.max(room, 0));
  if (fresh.length === 0) return;
  const start = Date.now();
  await db
    .insert(favourites)
    .values(
      fresh.map((listingId, index) => ({
        userId,
        listingId,
        createdAt: new Date(start + index),
      })),
    )
    .onConflictDoNothing();
}

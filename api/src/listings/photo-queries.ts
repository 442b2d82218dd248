import { and, asc, count, eq, isNotNull, max, ne, sql, type SQL } from 'drizzle-orm';
import {
  ALBUM_NOT_EMPTY,
  DUPLICATE_LISTING_PHOTO,
  PHOTO_NOT_READY,
  PHOTO_ORDER_MISMATCH,
  PHOTO_STATES,
  TOO_MANY_LISTING_PHOTOS,
  LISTING_MAX_PHOTOS,
  type ListingPhoto,
  type ListingPhotoOrderBody,
  type PhotoState,
} from '@phuket/shared/contract';
import { cardKey, mediaUrl, type MediaBase } from '../catalog/media-url';
import type { Db } from '../db/client';
import type { floorPlanPhotos } from '../db/schema';
import { listingAlbums, listingPhotos, listings } from '../db/schema';
import { HttpError, fieldError, notFound } from '../http/errors';
import { isSamePhoto } from '../media/listing-photos';
import { enumOrNull } from '../catalog/listing-query';

/** The album every upload without one goes to when the listing has none yet. */
export const DEFAULT_ALBUM_TITLE = 'Photos';

export type PhotoRow = typeof listingPhotos.$inferSelect;
type AlbumRow = typeof listingAlbums.$inferSelect;

export const photoNotFound = () => notFound('Photo');
export const albumNotFound = () => notFound('Album');

/** Only these are public (cards, property page, presentations, link previews) or counted. */
export const READY: PhotoState = 'ready';

export function photoState(row: Pick<PhotoRow, 'status'>): PhotoState {
  return enumOrNull(PHOTO_STATES, row.status) ?? 'failed';
}

export function toListingPhoto(row: PhotoRow, albumId: number, media: MediaBase): ListingPhoto {
  return {
    id: row.id,
    album_id: albumId,
    url: mediaUrl(media, row.path),
    thumb_url: mediaUrl(media, cardKey(row.path)),
    width: row.width ?? 0,
    height: row.height ?? 0,
    position: row.position,
    is_main: row.isMain,
    status: photoState(row),
    error: row.error,
    warnings: row.warnings,
  };
}

export async function listingAlbum(db: Db, listingId: number, albumId: number): Promise<AlbumRow> {
  const [row] = await db
    .select()
    .from(listingAlbums)
    .where(and(eq(listingAlbums.id, albumId), eq(listingAlbums.listingId, listingId)))
    .limit(1);
  if (!row) throw albumNotFound();
  return row;
}

export async function listingPhoto(db: Db, listingId: number, photoId: number): Promise<PhotoRow> {
  const [row] = await db
    .select()
    .from(listingPhotos)
    .where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.listingId, listingId)))
    .limit(1);
  if (!row) throw photoNotFound();
  return row;
}

/** The listing's change time moves with its photos (my listings sorts by it); no new version. */
export async function touchListing(db: Db, listingId: number, now: Date): Promise<void> {
  await db.update(listings).set({ updatedAt: now }).where(eq(listings.id, listingId));
}

/**
 * Serialises photo writes of one listing: the row lock makes two uploads racing at 49 photos
 * (or with the same picture) count and compare one after the other.
 */
export async function lockListing(tx: Db, listingId: number): Promise<void> {
  await tx.execute(sql`select id from ${listings} where ${listings.id} = ${listingId} for update`);
}

async function addAlbum(tx: Db, listingId: number, title: string): Promise<AlbumRow> {
  const [last] = await tx
    .select({ position: max(listingAlbums.position) })
    .from(listingAlbums)
    .where(eq(listingAlbums.listingId, listingId));
  const [row] = await tx
    .insert(listingAlbums)
    .values({ listingId, title, position: (last?.position ?? -1) + 1 })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function createAlbum(
  db: Db,
  listingId: number,
  title: string,
  now: Date,
): Promise<AlbumRow> {
  return db.transaction(async (tx) => {
    await lockListing(tx, listingId);
    const row = await addAlbum(tx, listingId, title);
    await touchListing(tx, listingId, now);
    return row;
  });
}

export async function renameAlbum(
  db: Db,
  album: AlbumRow,
  title: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(listingAlbums).set({ title }).where(eq(listingAlbums.id, album.id));
    await touchListing(tx, album.listingId, now);
  });
}

/** Only an empty album goes: photos are never moved or lost behind the owner's back. */
export async function deleteEmptyAlbum(db: Db, album: AlbumRow, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockListing(tx, album.listingId);
    const [n] = await tx
      .select({ n: count() })
      .from(listingPhotos)
      .where(eq(listingPhotos.albumId, album.id));
    if ((n?.n ?? 0) > 0) throw new HttpError(409, ALBUM_NOT_EMPTY, { album: [ALBUM_NOT_EMPTY] });
    await tx.delete(listingAlbums).where(eq(listingAlbums.id, album.id));
    await touchListing(tx, album.listingId, now);
  });
}

/** A processed photo (ready), or a HEIC waiting for its job (processing, no pixels yet). */
export type NewPhoto =
  | {
      status: 'ready';
      path: string;
      width: number;
      height: number;
      bytes: number;
      phash: string;
      warnings: string[];
    }
  | { status: 'processing'; path: string; bytes: number; original: string };

/**
 * Files the photo under `albumId` (else the first album, else a new "Photos" album) at
 * `position` (the place picked for it; by default at the end), as the cover if the listing
 * has none. Refuses the 51st photo (processing and failed
 * ones count: they hold a place until removed) and a photo the listing already has (by
 * perceptual hash; a processing one is compared by its job), both 422 on `file`.
 */
export async function insertPhoto(
  db: Db,
  listingId: number,
  albumId: number | undefined,
  photo: NewPhoto,
  now: Date,
  position?: number,
): Promise<PhotoRow> {
  return db.transaction(async (tx) => {
    await lockListing(tx, listingId);
    const existing = await tx
      .select({ phash: listingPhotos.phash, isMain: listingPhotos.isMain })
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, listingId));
    if (existing.length >= LISTING_MAX_PHOTOS) throw fieldError('file', TOO_MANY_LISTING_PHOTOS);
    if (photo.status === 'ready' && hasSamePhoto(existing, photo.phash)) {
      throw fieldError('file', DUPLICATE_LISTING_PHOTO);
    }
    let album: AlbumRow | undefined;
    if (albumId !== undefined) {
      [album] = await tx
        .select()
        .from(listingAlbums)
        .where(and(eq(listingAlbums.id, albumId), eq(listingAlbums.listingId, listingId)))
        .limit(1);
      if (!album) throw fieldError('album_id', 'The selected album is invalid.');
    } else {
      [album] = await tx
        .select()
        .from(listingAlbums)
        .where(eq(listingAlbums.listingId, listingId))
        .orderBy(asc(listingAlbums.position), asc(listingAlbums.id))
        .limit(1);
      album ??= await addAlbum(tx, listingId, DEFAULT_ALBUM_TITLE);
    }
    const place = await makeRoom(
      tx,
      listingPhotos,
      listingPhotos.position,
      eq(listingPhotos.albumId, album.id),
      position,
    );
    const [row] = await tx
      .insert(listingPhotos)
      .values({
        listingId,
        albumId: album.id,
        path: photo.path,
        position: place,
        isMain: !existing.some((p) => p.isMain),
        bytes: photo.bytes,
        ...(photo.status === 'ready'
          ? {
              width: photo.width,
              height: photo.height,
              phash: photo.phash,
              warnings: photo.warnings,
            }
          : { status: photo.status, original: photo.original }),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await touchListing(tx, listingId, now);
    return row;
  });
}

/**
 * The position a new item of the group `where` takes: `wanted` as it is, else after the last.
 * The others never move: files picked together get places in picking order when picked and
 * may be stored in any order, so moving the stored ones down would put a later one ahead
 * of them. Gaps (a failed upload) are harmless, and a tie (a stale tab) is read by id.
 */
export async function makeRoom(
  tx: Db,
  table: typeof listingPhotos | typeof floorPlanPhotos,
  column: typeof listingPhotos.position | typeof floorPlanPhotos.position,
  where: SQL | undefined,
  wanted: number | undefined,
): Promise<number> {
  if (wanted !== undefined) return wanted;
  const [last] = await tx
    .select({ position: max(column) })
    .from(table)
    .where(where);
  return (last?.position ?? -1) + 1;
}

/**
 * Applies the full display order: every photo of the listing exactly once, each in an album of
 * the listing, positions counted per album. Anything else (a missing, repeated or foreign id,
 * a foreign album) is 422 and changes nothing.
 */
export async function reorderPhotos(
  db: Db,
  listingId: number,
  order: ListingPhotoOrderBody['photos'],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockListing(tx, listingId);
    const [photoRows, albumRows] = await Promise.all([
      tx
        .select({ id: listingPhotos.id })
        .from(listingPhotos)
        .where(eq(listingPhotos.listingId, listingId)),
      tx
        .select({ id: listingAlbums.id })
        .from(listingAlbums)
        .where(eq(listingAlbums.listingId, listingId)),
    ]);
    const ids = new Set(photoRows.map((p) => p.id));
    const albumIds = new Set(albumRows.map((a) => a.id));
    const sent = new Set(order.map((p) => p.id));
    const matches =
      sent.size === order.length &&
      sent.size === ids.size &&
      order.every((p) => ids.has(p.id) && albumIds.has(p.album_id));
    if (!matches) throw fieldError('photos', PHOTO_ORDER_MISMATCH);
    const next = new Map<number, number>();
    for (const p of order) {
      const position = next.get(p.album_id) ?? 0;
      next.set(p.album_id, position + 1);
      await tx
        .update(listingPhotos)
        .set({ albumId: p.album_id, position })
        .where(eq(listingPhotos.id, p.id));
    }
    await touchListing(tx, listingId, now);
  });
}

function hasSamePhoto(existing: { phash: string | null }[], phash: string): boolean {
  return existing.some((p) => p.phash !== null && isSamePhoto(p.phash, phash));
}

/**
 * When no photo of the listing is the cover (it was deleted or failed), the first ready one in
 * album and photo order becomes it, else the first still processing; a failed photo never does.
 */
export async function ensureCover(tx: Db, listingId: number): Promise<void> {
  const [main] = await tx
    .select({ id: listingPhotos.id })
    .from(listingPhotos)
    .where(and(eq(listingPhotos.listingId, listingId), eq(listingPhotos.isMain, true)))
    .limit(1);
  if (main) return;
  const [first] = await tx
    .select({ id: listingPhotos.id })
    .from(listingPhotos)
    .leftJoin(listingAlbums, eq(listingAlbums.id, listingPhotos.albumId))
    .where(and(eq(listingPhotos.listingId, listingId), ne(listingPhotos.status, 'failed')))
    .orderBy(
      sql`(${listingPhotos.status} = ${READY}) desc`,
      sql`${listingAlbums.position} asc nulls last`,
      asc(listingPhotos.position),
      asc(listingPhotos.id),
    )
    .limit(1);
  if (first) {
    await tx.update(listingPhotos).set({ isMain: true }).where(eq(listingPhotos.id, first.id));
  }
}

export type ProcessedOutcome = 'ready' | 'duplicate' | 'gone' | 'settled';

/**
 * The job's result for a processing photo, under the listing's row lock so it is compared with
 * the listing's other photos one upload at a time: the same picture as another photo makes it
 * `failed` with the upload's message, else it is `ready` with its size, hash and warnings.
 * `gone`: the photo (or its listing) was deleted meanwhile; `settled`: another run of the job
 * finished it already (a retry after a crash), so nothing changes.
 */
export async function settleProcessedPhoto(
  db: Db,
  photo: PhotoRow,
  result: { width: number; height: number; phash: string; warnings: string[] },
  now: Date,
): Promise<ProcessedOutcome> {
  return db.transaction(async (tx) => {
    await lockListing(tx, photo.listingId);
    const [current] = await tx
      .select()
      .from(listingPhotos)
      .where(eq(listingPhotos.id, photo.id))
      .limit(1);
    if (!current) return 'gone';
    if (current.status !== 'processing' || current.original !== photo.original) return 'settled';
    const others = await tx
      .select({ phash: listingPhotos.phash })
      .from(listingPhotos)
      .where(
        and(
          eq(listingPhotos.listingId, photo.listingId),
          ne(listingPhotos.id, photo.id),
          isNotNull(listingPhotos.phash),
        ),
      );
    const duplicate = hasSamePhoto(others, result.phash);
    await tx
      .update(listingPhotos)
      .set(
        duplicate
          ? { status: 'failed', error: DUPLICATE_LISTING_PHOTO, original: null, isMain: false }
          : {
              status: READY,
              error: null,
              original: null,
              width: result.width,
              height: result.height,
              phash: result.phash,
              warnings: result.warnings,
            },
      )
      .where(eq(listingPhotos.id, photo.id));
    await ensureCover(tx, photo.listingId);
    await touchListing(tx, photo.listingId, now);
    return duplicate ? 'duplicate' : 'ready';
  });
}

/** Marks a processing photo failed with `message` (no-op once it is not processing). */
export async function failProcessingPhoto(
  db: Db,
  photo: PhotoRow,
  message: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockListing(tx, photo.listingId);
    const failed = await tx
      .update(listingPhotos)
      .set({ status: 'failed', error: message, original: null, isMain: false })
      .where(and(eq(listingPhotos.id, photo.id), eq(listingPhotos.status, 'processing')))
      .returning({ id: listingPhotos.id });
    if (failed.length === 0) return;
    await ensureCover(tx, photo.listingId);
    await touchListing(tx, photo.listingId, now);
  });
}

/** 422 on a photo that is not (yet) ready: a cover must be a picture visitors can see. */
export function requireReady(photo: PhotoRow): void {
  if (photoState(photo) !== READY) throw fieldError('photo', PHOTO_NOT_READY);
}

export async function setCover(db: Db, photo: PhotoRow, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(listingPhotos)
      .set({ isMain: sql`${listingPhotos.id} = ${photo.id}` })
      .where(eq(listingPhotos.listingId, photo.listingId));
    await touchListing(tx, photo.listingId, now);
  });
}

/** Deletes the row; if it was the cover, the first remaining ready photo becomes the cover. */
export async function deletePhoto(db: Db, photo: PhotoRow, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockListing(tx, photo.listingId);
    await tx.delete(listingPhotos).where(eq(listingPhotos.id, photo.id));
    await ensureCover(tx, photo.listingId);
    await touchListing(tx, photo.listingId, now);
  });
}

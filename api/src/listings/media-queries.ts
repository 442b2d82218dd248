import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  DOCUMENT_VISIBILITIES,
  LISTING_MAX_DOCUMENTS,
  LISTING_MAX_FLOOR_PLAN_PHOTOS,
  PHOTO_STATES,
  TOO_MANY_FLOOR_PLAN_PHOTOS,
  TOO_MANY_LISTING_DOCUMENTS,
  VIDEO_STATES,
  isOneOf,
  type DocumentVisibility,
  type FloorPlanPhoto,
  type PhotoState,
  type ListingDocumentItem,
  type ListingVideo,
} from '@phuket/shared/contract';
import { cardKey, mediaUrl, type MediaBase } from '../catalog/media-url';
import type { Db } from '../db/client';
import { floorPlanPhotos, floorPlans, listingDocuments, listings } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { makeRoom } from './photo-queries';

// The listing's video, floor plan photos and documents (wizard step 5) as the owner edits them.

type ListingRow = typeof listings.$inferSelect;
export type FloorPlanPhotoRow = typeof floorPlanPhotos.$inferSelect;
export type DocumentRow = typeof listingDocuments.$inferSelect;

export const documentNotFound = () => notFound('Document');
export const floorPlanPhotoNotFound = () => notFound('Photo');

/** Where a document's bytes are read, relative to the site: the API checks who asks. */
export function documentUrl(listingId: number, documentId: number): string {
  return `/api/listing/${listingId}/documents/${documentId}`;
}

export function toFloorPlanPhoto(row: FloorPlanPhotoRow, media: MediaBase): FloorPlanPhoto {
  return {
    id: row.id,
    url: mediaUrl(media, row.path),
    thumb_url: mediaUrl(media, cardKey(row.path)),
    width: row.width ?? 0,
    height: row.height ?? 0,
    position: row.position,
    status: isOneOf(PHOTO_STATES, row.status) ? row.status : 'failed',
    error: row.error,
  };
}

export function visibilityOf(row: DocumentRow): DocumentVisibility {
  return isOneOf(DOCUMENT_VISIBILITIES, row.visibility) ? row.visibility : 'owner';
}

export function toDocumentItem(row: DocumentRow): ListingDocumentItem {
  return {
    id: row.id,
    title: row.name,
    visibility: visibilityOf(row),
    filename: row.filename ?? 'document.pdf',
    size: row.size,
    url: documentUrl(row.listingId, row.id),
  };
}

/** The video's state for its owner; a seeded or external video counts as ready. */
export function videoStatus(row: ListingRow, media: MediaBase): ListingVideo | null {
  const state = isOneOf(VIDEO_STATES, row.videoState) ? row.videoState : null;
  if (state === null && row.video === null) return null;
  const ready = state === null || state === 'ready';
  return {
    state: state ?? 'ready',
    url: ready ? mediaUrl(media, row.video) : null,
    poster_url: ready ? mediaUrl(media, row.videoPoster) : null,
    error: state === 'failed' ? row.videoError : null,
  };
}

export async function floorPlanPhotosOf(db: Db, listingId: number): Promise<FloorPlanPhotoRow[]> {
  return db
    .select(getTableColumns(floorPlanPhotos))
    .from(floorPlanPhotos)
    .innerJoin(floorPlans, eq(floorPlans.id, floorPlanPhotos.floorPlanId))
    .where(eq(floorPlans.listingId, listingId))
    .orderBy(asc(floorPlans.id), asc(floorPlanPhotos.position), asc(floorPlanPhotos.id));
}

export async function documentsOf(db: Db, listingId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(listingDocuments)
    .where(eq(listingDocuments.listingId, listingId))
    .orderBy(asc(listingDocuments.id));
}

/** Serialises media writes of one listing, so two uploads racing at the bound count in turn. */
async function lockListing(tx: Db, listingId: number): Promise<void> {
  await tx.execute(sql`select id from ${listings} where ${listings.id} = ${listingId} for update`);
}

async function touchListing(db: Db, listingId: number, now: Date): Promise<void> {
  await db.update(listings).set({ updatedAt: now }).where(eq(listings.id, listingId));
}

/** A processed floor plan photo (ready), or a HEIC waiting for its job (no pixels yet). */
export type NewFloorPlanPhoto =
  | { status: 'ready'; path: string; width: number; height: number }
  | { status: 'processing'; path: string; original: string };

/**
 * Adds a photo to the listing's floor plan (at `wanted`, as album photos), creating the plan on
 * its first photo. Processing
 * and failed photos count toward the bound: they hold a place until removed.
 */
export async function insertFloorPlanPhoto(
  db: Db,
  listingId: number,
  photo: NewFloorPlanPhoto,
  now: Date,
  wanted?: number,
): Promise<FloorPlanPhotoRow> {
  return db.transaction(async (tx) => {
    await lockListing(tx, listingId);
    let [plan] = await tx
      .select({ id: floorPlans.id })
      .from(floorPlans)
      .where(eq(floorPlans.listingId, listingId))
      .orderBy(asc(floorPlans.id))
      .limit(1);
    if (!plan) {
      [plan] = await tx
        .insert(floorPlans)
        .values({ listingId, createdAt: now, updatedAt: now })
        .returning({ id: floorPlans.id });
    }
    if (!plan) throw new Error('insert returned no row');
    const existing = await floorPlanPhotosOf(tx, listingId);
    if (existing.length >= LISTING_MAX_FLOOR_PLAN_PHOTOS) {
      throw new HttpError(422, TOO_MANY_FLOOR_PLAN_PHOTOS, { file: [TOO_MANY_FLOOR_PLAN_PHOTOS] });
    }
    const position =
      wanted === undefined
        ? existing.reduce((max, p) => Math.max(max, p.position + 1), 0)
        : await makeRoom(
            tx,
            floorPlanPhotos,
            floorPlanPhotos.position,
            eq(floorPlanPhotos.floorPlanId, plan.id),
            wanted,
          );
    const [row] = await tx
      .insert(floorPlanPhotos)
      .values({ floorPlanId: plan.id, position, createdAt: now, ...photo })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await touchListing(tx, listingId, now);
    return row;
  });
}

export async function listingFloorPlanPhoto(
  db: Db,
  listingId: number,
  photoId: number,
): Promise<FloorPlanPhotoRow> {
  const row = await floorPlanPhotoById(db, listingId, photoId);
  if (!row) throw floorPlanPhotoNotFound();
  return row;
}

/** The row the floor plan job works on, if it is still the listing's. */
export async function floorPlanPhotoById(
  db: Db,
  listingId: number,
  photoId: number,
): Promise<FloorPlanPhotoRow | undefined> {
  const [row] = await db
    .select(getTableColumns(floorPlanPhotos))
    .from(floorPlanPhotos)
    .innerJoin(floorPlans, eq(floorPlans.id, floorPlanPhotos.floorPlanId))
    .where(and(eq(floorPlanPhotos.id, photoId), eq(floorPlans.listingId, listingId)))
    .limit(1);
  return row;
}

export async function floorPlanPhotoStatus(db: Db, photoId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ status: floorPlanPhotos.status })
    .from(floorPlanPhotos)
    .where(eq(floorPlanPhotos.id, photoId))
    .limit(1);
  return row?.status;
}

/** Which processing photo a job's result is for: the row must still wait for this original. */
interface ProcessingFloorPlanPhoto {
  listingId: number;
  photoId: number;
  original: string;
}

const stillProcessing = (photo: ProcessingFloorPlanPhoto) =>
  and(
    eq(floorPlanPhotos.id, photo.photoId),
    eq(floorPlanPhotos.status, 'processing'),
    eq(floorPlanPhotos.original, photo.original),
  );

/**
 * The job's result: `ready` with the gallery size's pixels; `gone` when the photo was deleted
 * meanwhile; `settled` when another run of the job finished it already.
 */
export async function settleFloorPlanPhoto(
  db: Db,
  photo: ProcessingFloorPlanPhoto,
  size: { width: number; height: number },
  now: Date,
): Promise<'ready' | 'gone' | 'settled'> {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(floorPlanPhotos)
      .set({ status: 'ready' satisfies PhotoState, error: null, original: null, ...size })
      .where(stillProcessing(photo))
      .returning({ id: floorPlanPhotos.id });
    if (done.length === 0) {
      const status = await floorPlanPhotoStatus(tx, photo.photoId);
      return status === undefined ? 'gone' : 'settled';
    }
    await touchListing(tx, photo.listingId, now);
    return 'ready';
  });
}

/** Marks a processing floor plan photo failed with `message` (no-op once it is not). */
export async function failFloorPlanPhoto(
  db: Db,
  photo: ProcessingFloorPlanPhoto,
  message: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const failed = await tx
      .update(floorPlanPhotos)
      .set({ status: 'failed' satisfies PhotoState, error: message, original: null })
      .where(stillProcessing(photo))
      .returning({ id: floorPlanPhotos.id });
    if (failed.length > 0) await touchListing(tx, photo.listingId, now);
  });
}

export async function deleteFloorPlanPhoto(
  db: Db,
  listingId: number,
  photoId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(floorPlanPhotos).where(eq(floorPlanPhotos.id, photoId));
    await touchListing(tx, listingId, now);
  });
}

export async function insertDocument(
  db: Db,
  listingId: number,
  document: {
    name: string;
    path: string;
    size: number;
    visibility: DocumentVisibility;
    filename: string;
  },
  now: Date,
): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    await lockListing(tx, listingId);
    const [n] = await tx
      .select({ n: count() })
      .from(listingDocuments)
      .where(eq(listingDocuments.listingId, listingId));
    if ((n?.n ?? 0) >= LISTING_MAX_DOCUMENTS) {
      throw new HttpError(422, TOO_MANY_LISTING_DOCUMENTS, { file: [TOO_MANY_LISTING_DOCUMENTS] });
    }
    const [row] = await tx
      .insert(listingDocuments)
      .values({ listingId, mimeType: 'application/pdf', createdAt: now, ...document })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await touchListing(tx, listingId, now);
    return row;
  });
}

export async function listingDocument(
  db: Db,
  listingId: number,
  documentId: number,
): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(listingDocuments)
    .where(and(eq(listingDocuments.id, documentId), eq(listingDocuments.listingId, listingId)))
    .limit(1);
  if (!row) throw documentNotFound();
  return row;
}

export async function deleteDocument(
  db: Db,
  listingId: number,
  documentId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(listingDocuments).where(eq(listingDocuments.id, documentId));
    await touchListing(tx, listingId, now);
  });
}

import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  CURRENCIES,
  FURNITURE,
  LISTING_STATUSES,
  OFFER_TYPES,
  PROPERTY_STAGES,
  PROPERTY_TYPES,
  RENTAL_TYPES,
  TENURES,
  STALE_LISTING_MESSAGE,
  availableActions,
  contentLanguage,
  isOneOf,
  listingCompleteness,
  listingPaths,
  type ListingAlbum,
  type ListingCompleteness,
  type ListingDraft,
  type ListingState,
  type ListingStatus,
} from '@phuket/shared/contract';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { invalidateListingCaches } from '../catalog/invalidation';
import { storedTranslations } from '../catalog/listing-languages';
import type { Db } from '../db/client';
import {
  floorPlanPhotos,
  floorPlans,
  listingAlbums,
  listingAmenities,
  listingDocuments,
  listingPhotos,
  listings,
} from '../db/schema';
import type { MediaBase } from '../catalog/media-url';
import { HttpError, notFound } from '../http/errors';
import type { MediaAccess } from '../media/plugin';
import {
  documentsOf,
  floorPlanPhotosOf,
  toDocumentItem,
  toFloorPlanPhoto,
  videoStatus,
} from './media-queries';
import { toListingPhoto } from './photo-queries';

export type ListingRow = typeof listings.$inferSelect;
export type ListingValues = Partial<typeof listings.$inferInsert>;

export const listingNotFound = () => notFound('Listing');
export const staleListing = () => new HttpError(409, STALE_LISTING_MESSAGE);

function enumOrNull<T extends string>(list: readonly T[], value: string | null): T | null {
  return isOneOf(list, value) ? value : null;
}

function numberOrNull(value: string | null): number | null {
  return value === null ? null : Number(value);
}

export async function findListing(db: Db, id: number): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(listings).where(eq(listings.id, id)).limit(1);
  return row;
}

/**
 * After a write that took a while (an upload): empties the listing caches if the listing is
 * published now. Its status read at the request's start may be stale: the owner may have
 * published it from another tab meanwhile, and this process ignores its own NOTIFY.
 */
export async function invalidateIfPublishedNow(db: Db, listingId: number): Promise<void> {
  if ((await findListing(db, listingId))?.status === 'published') invalidateListingCaches(db);
}

/**
 * The listing if `userId` owns it. Anyone else hears 404, as for an id that does not exist,
 * so ids tell a stranger nothing.
 */
export async function ownedListing(db: Db, id: number, userId: number): Promise<ListingRow> {
  const row = await findListing(db, id);
  if (!row || row.userId !== userId) throw listingNotFound();
  return row;
}

/** 409 before any work when the write is based on another version than the stored one. */
export function checkVersion(row: ListingRow, version: number): void {
  if (row.version !== version) throw staleListing();
}

/**
 * Writes `values` only if the row still has `version`, bumping it; `also` runs in the same
 * transaction (amenities), so a stale or failing write leaves nothing behind. The version test
 * is in the UPDATE itself: two writes racing from one version cannot both pass.
 */
export async function updateVersioned(
  db: Db,
  id: number,
  version: number,
  values: PgUpdateSetSource<typeof listings>,
  now: Date,
  also?: (tx: Db) => Promise<void>,
): Promise<ListingRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(listings)
      .set({ ...values, version: sql`${listings.version} + 1`, updatedAt: now })
      .where(and(eq(listings.id, id), eq(listings.version, version)))
      .returning();
    if (!row) throw staleListing();
    if (also) await also(tx);
    return row;
  });
}

export async function replaceAmenities(db: Db, listingId: number, ids: number[]): Promise<void> {
  await db.delete(listingAmenities).where(eq(listingAmenities.listingId, listingId));
  if (ids.length > 0) {
    await db.insert(listingAmenities).values(ids.map((amenityId) => ({ listingId, amenityId })));
  }
}

/** The listing's ready photos: what publishing counts (a processing or failed one does not). */
export async function photoCount(db: Db, listingId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listingPhotos)
    .where(and(eq(listingPhotos.listingId, listingId), eq(listingPhotos.status, 'ready')));
  return row?.n ?? 0;
}

export function completenessOf(row: ListingRow, photos: number): ListingCompleteness {
  return listingCompleteness({
    title: row.title,
    property_type: row.propertyType,
    offer_type: row.offerType,
    price: numberOrNull(row.price),
    location_id: row.locationId,
    photos_count: photos,
  });
}

export function statusOf(row: ListingRow): ListingStatus {
  return enumOrNull(LISTING_STATUSES, row.status) ?? 'draft';
}

export function toListingState(row: ListingRow): ListingState {
  return {
    id: row.id,
    status: statusOf(row),
    version: row.version,
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    expired_at: row.expiredAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    moderation_note: row.moderationNote,
  };
}

async function albumsOf(db: Db, listingId: number, media: MediaBase): Promise<ListingAlbum[]> {
  const [albumRows, photoRows] = await Promise.all([
    db
      .select({ id: listingAlbums.id, title: listingAlbums.title })
      .from(listingAlbums)
      .where(eq(listingAlbums.listingId, listingId))
      .orderBy(asc(listingAlbums.position), asc(listingAlbums.id)),
    db
      .select()
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, listingId))
      .orderBy(asc(listingPhotos.position), asc(listingPhotos.id)),
  ]);
  const albums: ListingAlbum[] = albumRows.map((a) => ({ id: a.id, title: a.title, photos: [] }));
  const byId = new Map(albums.map((a) => [a.id, a]));
  for (const p of photoRows) {
    const album = p.albumId === null ? undefined : byId.get(p.albumId);
    // Every upload is filed under an album and a non-empty album cannot be deleted, so only
    // rows written some other way can lack one; the wizard has no place to show them.
    album?.photos.push(toListingPhoto(p, album.id, media));
  }
  return albums;
}

/** How answers to the owner (or staff) name a listing's media: signed unless it is published. */
export function ownerMediaOf(mediaAccess: MediaAccess, row: Pick<ListingRow, 'status'>): MediaBase {
  return mediaAccess.links(row.status === 'published');
}

/**
 * The whole listing as its owner edits it (GET /listing/{id} and every save's answer). Until it
 * is published its media loads only through signed URLs (media/media-access.ts).
 */
export async function toListingDraft(
  db: Db,
  row: ListingRow,
  mediaAccess: MediaAccess,
): Promise<ListingDraft> {
  const media = ownerMediaOf(mediaAccess, row);
  const [amenityRows, albums, photos, planPhotos, documents] = await Promise.all([
    db
      .select({ id: listingAmenities.amenityId })
      .from(listingAmenities)
      .where(eq(listingAmenities.listingId, row.id))
      .orderBy(asc(listingAmenities.amenityId)),
    albumsOf(db, row.id, media),
    photoCount(db, row.id),
    floorPlanPhotosOf(db, row.id),
    documentsOf(db, row.id),
  ]);
  const video = videoStatus(row, media);
  const status = statusOf(row);
  const language = contentLanguage(row.language);
  return {
    id: row.id,
    status,
    version: row.version,
    moderation_note: row.moderationNote,
    step: row.step,
    offer_type: enumOrNull(OFFER_TYPES, row.offerType),
    property_type: enumOrNull(PROPERTY_TYPES, row.propertyType),
    property_stage: enumOrNull(PROPERTY_STAGES, row.propertyStage),
    rental_type: enumOrNull(RENTAL_TYPES, row.rentalType),
    title: row.title,
    description: row.description,
    language,
    translations: storedTranslations(row.translations, language),
    location_id: row.locationId,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    developer_id: row.developerId,
    project_id: row.projectId,
    price: numberOrNull(row.price),
    currency: enumOrNull(CURRENCIES, row.currency) ?? 'THB',
    discount: row.discount,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    area: numberOrNull(row.area),
    furniture: enumOrNull(FURNITURE, row.furniture),
    amenities: amenityRows.map((a) => a.id),
    tenure: enumOrNull(TENURES, row.tenure),
    leasehold_years: row.leaseholdYears,
    foreign_quota: row.foreignQuota,
    albums,
    video: video?.url ?? null,
    video_status: video,
    floor_plan_photos: planPhotos.map((p) => toFloorPlanPhoto(p, media)),
    documents: documents.map(toDocumentItem),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    views: row.views,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    completeness: completenessOf(row, photos),
    actions: availableActions({ status, offer_type: row.offerType }),
    paths: listingPaths(row.id),
  };
}

/**
 * Storage keys of everything a listing holds (photos, floor plan, documents, video), read
 * before the row is deleted, for the media clean-up (media-cleanup.ts).
 */
export async function listingMediaKeys(db: Db, row: ListingRow): Promise<string[]> {
  const [photoRows, planRows, documentRows] = await Promise.all([
    db
      .select({ path: listingPhotos.path, original: listingPhotos.original })
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, row.id)),
    db
      .select({ path: floorPlanPhotos.path, original: floorPlanPhotos.original })
      .from(floorPlanPhotos)
      .innerJoin(floorPlans, eq(floorPlans.id, floorPlanPhotos.floorPlanId))
      .where(eq(floorPlans.listingId, row.id)),
    db
      .select({ path: listingDocuments.path })
      .from(listingDocuments)
      .where(eq(listingDocuments.listingId, row.id)),
  ]);
  return [
    // A HEIC's upload, kept privately until its job has converted it.
    ...[...photoRows, ...planRows].flatMap((r) =>
      r.original === null ? [r.path] : [r.path, r.original],
    ),
    ...documentRows.map((r) => r.path),
    ...(row.video === null ? [] : [row.video]),
    ...(row.videoPoster === null ? [] : [row.videoPoster]),
  ];
}

/** Deletes the listing if it still has `version`; its albums, photos… go by cascade. */
export async function deleteVersioned(db: Db, id: number, version: number): Promise<void> {
  const deleted = await db
    .delete(listings)
    .where(and(eq(listings.id, id), eq(listings.version, version)))
    .returning({ id: listings.id });
  if (deleted.length === 0) throw staleListing();
}

/** A copy of the listing's content and amenities as a new draft (photos: duplicate-media.ts). */
export async function duplicateListing(db: Db, source: ListingRow, now: Date): Promise<ListingRow> {
  return db.transaction(async (tx) => {
    const {
      id: _id,
      status: _status,
      version: _version,
      confirmedAt: _confirmedAt,
      expiredAt: _expiredAt,
      remindedAt: _remindedAt,
      views: _views,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      video: _video,
      videoPoster: _videoPoster,
      videoState: _videoState,
      videoUpload: _videoUpload,
      videoError: _videoError,
      ...content
    } = source;
    const [row] = await tx
      .insert(listings)
      .values({ ...content, status: 'draft', createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    const amenityRows = await tx
      .select({ amenityId: listingAmenities.amenityId })
      .from(listingAmenities)
      .where(eq(listingAmenities.listingId, source.id));
    if (amenityRows.length > 0) {
      await tx
        .insert(listingAmenities)
        .values(amenityRows.map((a) => ({ listingId: row.id, amenityId: a.amenityId })));
    }
    return row;
  });
}

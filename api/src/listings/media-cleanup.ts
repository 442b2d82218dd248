import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { floorPlanPhotos, floorPlans, listingPhotos, listings } from '../db/schema';
import { variantKey } from '../media/images';
import { LISTING_PHOTO_SUFFIXES } from '../media/listing-photos';
import { ORPHAN_AGE_MS, removeUnnamedFiles } from '../media/orphans';
import { PRIVATE_MEDIA, type MediaStorage } from '../media/storage';
import { findListing, listingMediaKeys } from './queries';
import type { VideoUploadStore } from './video-uploads';

/**
 * Removes the files of a listing's media after its rows are gone, given the storage keys they
 * had (read before the delete). Only keys under the listing's own upload folder
 * (`listings/{id}/`, and `private/listings/{id}/` for documents) are removed with all their
 * sizes: seeded listings share one image pool
 * (`catalog/…`) that other listings still show. A failed removal costs storage, not
 * correctness: it is logged, never thrown.
 */
export async function removeListingMedia(
  storage: MediaStorage,
  log: FastifyBaseLogger,
  listingId: number,
  keys: string[],
): Promise<void> {
  const own = keys.filter(
    (k) =>
      k.startsWith(`listings/${listingId}/`) ||
      k.startsWith(`${PRIVATE_MEDIA}/listings/${listingId}/`),
  );
  const files = own.flatMap((k) => LISTING_PHOTO_SUFFIXES.map((s) => variantKey(k, s)));
  const results = await Promise.allSettled(files.map((k) => storage.remove(k)));
  for (const r of results) {
    if (r.status === 'rejected')
      log.warn({ err: r.reason, listingId }, 'listing media not removed');
  }
  if (keys.length > own.length) {
    log.debug({ listingId, kept: keys.length - own.length }, 'listing media kept (shared pool)');
  }
}

/**
 * A video still "processing" this long after its row last changed lost its job: the queue was
 * stopping when the last byte landed, or the job expired on every retry (4 runs of at most
 * 20 min). Sending it again is safe: processing a video that is no longer waiting does nothing.
 */
export const STUCK_PROCESSING_MS = 2 * 60 * 60 * 1000;

const LISTING_FOLDERS = ['listings/', `${PRIVATE_MEDIA}/listings/`] as const;
const LISTING_OF_KEY = new RegExp(`^(?:${PRIVATE_MEDIA}/)?listings/([0-9]+)/`);

export interface MediaCleanupRun {
  /** Unfinished video uploads removed (older than the bound since they started). */
  uploads: number;
  /** Listings whose dead upload was forgotten (they offer a new one again). */
  uploadRows: number;
  /** Stored listing files no row names any more. */
  files: number;
  /** Videos and photos stuck in "processing" whose job was sent again. */
  requeued: number;
}

/**
 * The daily `listing-media-cleanup` job: removes video uploads (tus) left unfinished for
 * ORPHAN_AGE_MS and forgets them on their listings, then removes files under `listings/{id}/`
 * and `private/listings/{id}/` that no row names and that are older than ORPHAN_AGE_MS (a
 * crash between a row's delete and its files' leaves them). A video left "processing" past
 * STUCK_PROCESSING_MS gets its job sent again, and so does a HEIC photo. The seeded pool (`catalog/…`) is
 * never listed, so never touched.
 */
export async function runListingMediaCleanup(
  app: FastifyInstance,
  uploads: VideoUploadStore,
): Promise<MediaCleanupRun> {
  const now = app.now();
  const cutoff = new Date(now.getTime() - ORPHAN_AGE_MS);
  const removedUploads = await uploads.removeExpired();
  // The upload started before the row last changed: a row untouched since the cutoff has an
  // upload older than it, which was removed just now unless it was finished.
  const forgotten = await app.db
    .update(listings)
    .set({ videoState: null, videoUpload: null, updatedAt: now })
    .where(and(eq(listings.videoState, 'uploading'), lt(listings.updatedAt, cutoff)))
    .returning({ id: listings.id });

  const stuck = await app.db
    .select({ id: listings.id, uploadId: listings.videoUpload })
    .from(listings)
    .where(
      and(
        eq(listings.videoState, 'processing'),
        isNotNull(listings.videoUpload),
        lt(listings.updatedAt, new Date(now.getTime() - STUCK_PROCESSING_MS)),
      ),
    );
  for (const { id, uploadId } of stuck) {
    if (uploadId !== null)
      await app.jobs.send('listing-video-process', { listingId: id, uploadId });
  }
  // A HEIC whose job was lost the same ways; processing one that is done does nothing.
  const stuckPhotos = await app.db
    .select({ id: listingPhotos.id, listingId: listingPhotos.listingId })
    .from(listingPhotos)
    .where(
      and(
        eq(listingPhotos.status, 'processing'),
        lt(listingPhotos.createdAt, new Date(now.getTime() - STUCK_PROCESSING_MS)),
      ),
    );
  for (const { id, listingId } of stuckPhotos) {
    await app.jobs.send(
      'listing-photo-process',
      { listingId, photoId: id },
      { singletonKey: `photo-${id}` },
    );
  }
  const stuckPlanPhotos = await app.db
    .select({ id: floorPlanPhotos.id, listingId: floorPlans.listingId })
    .from(floorPlanPhotos)
    .innerJoin(floorPlans, eq(floorPlans.id, floorPlanPhotos.floorPlanId))
    .where(
      and(
        eq(floorPlanPhotos.status, 'processing'),
        lt(floorPlanPhotos.createdAt, new Date(now.getTime() - STUCK_PROCESSING_MS)),
      ),
    );
  for (const { id, listingId } of stuckPlanPhotos) {
    await app.jobs.send(
      'floor-plan-photo-process',
      { listingId, photoId: id },
      { singletonKey: `floor-plan-photo-${id}` },
    );
  }

  const files = await removeUnnamedFiles(app.media, app.log, {
    folders: LISTING_FOLDERS,
    ownerOf: LISTING_OF_KEY,
    cutoff,
    named: async (id) => {
      const row = await findListing(app.db, id);
      return new Set(
        (row ? await listingMediaKeys(app.db, row) : []).flatMap((k) =>
          LISTING_PHOTO_SUFFIXES.map((s) => variantKey(k, s)),
        ),
      );
    },
  });
  return {
    uploads: removedUploads,
    uploadRows: forgotten.length,
    files,
    requeued: stuck.length + stuckPhotos.length + stuckPlanPhotos.length,
  };
}

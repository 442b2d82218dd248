import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PHOTO_PROCESSING_FAILED } from '@phuket/shared/contract';
import { listingPhotos } from '../db/schema';
import { HttpError } from '../http/errors';
import type { UploadOnDisk } from '../http/multipart';
import { variantKey } from '../media/images';
import {
  LISTING_PHOTO_SUFFIXES,
  processListingPhoto,
  removeProcessedPhoto,
  sniffListingPhoto,
  storeProcessedPhoto,
  type ProcessedPhoto,
} from '../media/listing-photos';
import { PRIVATE_MEDIA, randomKey } from '../media/storage';
import {
  failFloorPlanPhoto,
  floorPlanPhotoById,
  floorPlanPhotoStatus,
  settleFloorPlanPhoto,
} from './media-queries';
import {
  failProcessingPhoto,
  settleProcessedPhoto,
  type NewPhoto,
  type ProcessedOutcome,
} from './photo-queries';
import { invalidateIfPublishedNow } from './queries';

/** Which run of the job this is: a failure before the last one is retried, not recorded. */
export interface PhotoJobAttempt {
  retryCount: number;
  retryLimit: number;
}

/**
 * A HEIC waiting for its job, whichever table holds it (album photos, floor plan photos): its
 * keys, and how its row records the result. `settle` and `fail` act only while the row is
 * still processing this same original.
 */
export interface QueuedHeic {
  listingId: number;
  photoId: number;
  /** Where the gallery size goes (the card size at its "-card" sibling). */
  path: string;
  /** The upload, kept under `private/` until converted. */
  original: string;
  settle(processed: ProcessedPhoto): Promise<ProcessedOutcome>;
  fail(message: string): Promise<void>;
  isReady(): Promise<boolean>;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Stores a HEIC upload privately, files its `processing` row through `insert` (given the keys
 * its files will have) and queues its job through `send`. Nothing stays behind when a step
 * fails: `undo` removes a row that was filed.
 */
async function queueHeic<R>(
  app: FastifyInstance,
  listingId: number,
  upload: UploadOnDisk,
  steps: {
    insert(keys: { path: string; original: string }): Promise<R>;
    send(row: R): Promise<void>;
    undo(row: R): Promise<void>;
  },
): Promise<R> {
  const original = randomKey(`${PRIVATE_MEDIA}/listings/${listingId}`, 'heic');
  await app.media.putFile(original, upload.path, 'image/heic');
  let row: R | undefined;
  try {
    row = await steps.insert({ path: randomKey(`listings/${listingId}`, 'webp'), original });
    await steps.send(row);
    return row;
  } catch (err) {
    if (row !== undefined) await steps.undo(row).catch(() => undefined);
    await app.media.remove(original).catch(() => undefined);
    throw err;
  }
}

/** A converted photo as its `ready` row records it (`bytes`: the upload's size). */
export type ReadyPhotoFile = Omit<Extract<NewPhoto, { status: 'ready' }>, 'status'>;

/** How one photo table (album photos, floor plan photos) files an upload. */
export interface PhotoRows<R> {
  /** A HEIC's `processing` row, naming the keys its job will write. */
  queued(keys: { path: string; original: string }): Promise<R>;
  /** Queues the job of a `processing` row. */
  send(row: R): Promise<void>;
  /** Removes a `processing` row whose job could not be queued. */
  undo(row: R): Promise<void>;
  /** The row of a photo converted on the spot. */
  ready(file: ReadyPhotoFile): Promise<R>;
}

/**
 * One uploaded listing photo, for either photo table. A HEIC decodes in libheif's wasm, several
 * seconds a photo: it is kept privately and queued, and the answer (202) comes at once. Any
 * other takes about a second here, and its refusals (the same photo twice) and warnings are
 * best given on the spot (201). Nothing is left behind when a step fails.
 */
export async function receiveListingPhoto<R>(
  app: FastifyInstance,
  listingId: number,
  upload: UploadOnDisk,
  rows: PhotoRows<R>,
): Promise<{ code: 201 | 202; row: R; warnings: string[] }> {
  if (sniffListingPhoto(upload.head) === 'heic') {
    const row = await queueHeic(app, listingId, upload, {
      insert: (keys) => rows.queued(keys),
      send: (queued) => rows.send(queued),
      undo: (queued) => rows.undo(queued),
    });
    return { code: 202, row, warnings: [] };
  }
  const processed = await processListingPhoto(await fs.readFile(upload.path));
  const key = await storeProcessedPhoto(app.media, `listings/${listingId}`, processed);
  try {
    const row = await rows.ready({
      path: key,
      width: processed.gallery.width,
      height: processed.gallery.height,
      bytes: upload.bytes,
      phash: processed.phash,
      warnings: processed.warnings,
    });
    await invalidateIfPublishedNow(app.db, listingId);
    return { code: 201, row, warnings: processed.warnings };
  } catch (err) {
    // A refused or failed insert leaves no files behind.
    await removeProcessedPhoto(app.media, key);
    throw err;
  }
}

/**
 * The conversion both photo jobs run: reads the HEIC the upload stored privately (`original`),
 * writes the WebP sizes at the keys its row already names (`path` and its "-card" sibling),
 * then lets the row settle (ready, or failed as a duplicate) and deletes the original.
 *
 * An unreadable file (decoding refused: damaged, over 40 megapixels) is final at once: failed
 * with the upload's own message. Any other failure (the store, the database) is thrown for the
 * queue to retry until the last attempt, which marks the photo failed so the owner never
 * watches "Processing…" forever.
 *
 * Safe to run twice, late or alongside itself: the row acts only while still processing the
 * same original, and the files go to fixed keys, so a retry after a crash overwrites what the
 * first run wrote instead of adding files, and finds the row as the first run left it.
 */
export async function convertQueuedHeic(
  app: FastifyInstance,
  heic: QueuedHeic,
  attempt: PhotoJobAttempt,
): Promise<void> {
  const { listingId, photoId, original } = heic;
  const files = LISTING_PHOTO_SUFFIXES.map((suffix) => variantKey(heic.path, suffix));
  const removeFiles = () => Promise.allSettled(files.map((key) => app.media.remove(key)));
  // Unless a run beside this one made it ready (its files are at the same keys).
  const removeFilesUnlessReady = async () => {
    if (!(await heic.isReady())) await removeFiles();
  };
  const removeOriginal = () =>
    app.media.remove(original).catch((err: unknown) => {
      app.log.warn({ err, listingId, photoId }, 'photo original not removed');
    });

  let outcome: ProcessedOutcome;
  try {
    const processed = await processListingPhoto(await readAll(await app.media.read(original)));
    await app.media.put(files[0] as string, processed.gallery.data, 'image/webp');
    await app.media.put(files[1] as string, processed.card.data, 'image/webp');
    outcome = await heic.settle(processed);
  } catch (err) {
    const refused = err instanceof HttpError;
    if (!refused && attempt.retryCount < attempt.retryLimit) throw err;
    if (!refused) app.log.error({ err, listingId, photoId }, 'photo processing failed');
    await heic.fail(refused ? err.message : PHOTO_PROCESSING_FAILED);
    await removeFilesUnlessReady();
    await removeOriginal();
    return;
  }
  if (outcome === 'settled') {
    // Another run finished it: the files are the row's if it is ready.
    await removeFilesUnlessReady();
    return;
  }
  if (outcome !== 'ready') await removeFiles();
  await removeOriginal();
  if (outcome === 'ready') await invalidateIfPublishedNow(app.db, listingId);
}

/**
 * The `listing-photo-process` job: an album photo's HEIC. Its row settles under the listing's
 * row lock, compared with the listing's other photos (the same picture twice fails).
 */
export async function processUploadedPhoto(
  app: FastifyInstance,
  { listingId, photoId }: { listingId: number; photoId: number },
  attempt: PhotoJobAttempt = { retryCount: 0, retryLimit: 0 },
): Promise<void> {
  const [photo] = await app.db
    .select()
    .from(listingPhotos)
    .where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.listingId, listingId)))
    .limit(1);
  if (!photo || photo.status !== 'processing' || photo.original === null) return;
  await convertQueuedHeic(
    app,
    {
      listingId,
      photoId,
      path: photo.path,
      original: photo.original,
      settle: (processed) =>
        settleProcessedPhoto(
          app.db,
          photo,
          {
            width: processed.gallery.width,
            height: processed.gallery.height,
            phash: processed.phash,
            warnings: processed.warnings,
          },
          app.now(),
        ),
      fail: (message) => failProcessingPhoto(app.db, photo, message, app.now()),
      isReady: async () => {
        const [row] = await app.db
          .select({ status: listingPhotos.status })
          .from(listingPhotos)
          .where(eq(listingPhotos.id, photoId))
          .limit(1);
        return row?.status === 'ready';
      },
    },
    attempt,
  );
}

/** The `floor-plan-photo-process` job: a floor plan photo's HEIC (no duplicate rule there). */
export async function processFloorPlanPhoto(
  app: FastifyInstance,
  { listingId, photoId }: { listingId: number; photoId: number },
  attempt: PhotoJobAttempt = { retryCount: 0, retryLimit: 0 },
): Promise<void> {
  const photo = await floorPlanPhotoById(app.db, listingId, photoId);
  if (!photo || photo.status !== 'processing' || photo.original === null) return;
  const original = photo.original;
  await convertQueuedHeic(
    app,
    {
      listingId,
      photoId,
      path: photo.path,
      original,
      settle: (processed) =>
        settleFloorPlanPhoto(
          app.db,
          { listingId, photoId, original },
          { width: processed.gallery.width, height: processed.gallery.height },
          app.now(),
        ),
      fail: (message) =>
        failFloorPlanPhoto(app.db, { listingId, photoId, original }, message, app.now()),
      isReady: async () => (await floorPlanPhotoStatus(app.db, photoId)) === 'ready',
    },
    attempt,
  );
}

import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PHOTO_PROCESSING_FAILED } from '@phuket/shared/contract';
import { invalidateListingCaches } from '../catalog/invalidation';
import { listingPhotos } from '../db/schema';
import { HttpError } from '../http/errors';
import { variantKey } from '../media/images';
import { LISTING_PHOTO_SUFFIXES, processListingPhoto } from '../media/listing-photos';
import { failProcessingPhoto, settleProcessedPhoto, type ProcessedOutcome } from './photo-queries';
import { findListing } from './queries';

/** Which run of the job this is: a failure before the last one is retried, not recorded. */
export interface PhotoJobAttempt {
  retryCount: number;
  retryLimit: number;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The `listing-photo-process` job: converts a HEIC the upload stored privately (`original`)
 * to the WebP sizes at the keys its row already names (`path` and its "-card" sibling), then,
 * under the listing's row lock, marks it ready (size, perceptual hash, warnings) or failed as a
 * duplicate of another photo of the listing, and deletes the original.
 *
 * An unreadable file (decoding refused: damaged, over 40 megapixels) is final at once: failed
 * with the upload's own message. Any other failure (the store, the database) is thrown for the
 * queue to retry until the last attempt, which marks the photo failed so the owner never
 * watches "Processing…" forever.
 *
 * Safe to run twice, late or alongside itself: it acts only while the row is still
 * processing the same original, and the files go to fixed keys, so a retry after a crash
 * overwrites what the first run wrote instead of adding files, and finds the row as the first
 * run left it.
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
  const original = photo.original;
  const files = LISTING_PHOTO_SUFFIXES.map((suffix) => variantKey(photo.path, suffix));
  const removeFiles = () => Promise.allSettled(files.map((key) => app.media.remove(key)));
  const removeOriginal = () =>
    app.media.remove(original).catch((err: unknown) => {
      app.log.warn({ err, listingId, photoId }, 'photo original not removed');
    });

  let outcome: ProcessedOutcome;
  try {
    const processed = await processListingPhoto(await readAll(await app.media.read(original)));
    await app.media.put(files[0] as string, processed.gallery.data, 'image/webp');
    await app.media.put(files[1] as string, processed.card.data, 'image/webp');
    outcome = await settleProcessedPhoto(
      app.db,
      photo,
      {
        width: processed.gallery.width,
        height: processed.gallery.height,
        phash: processed.phash,
        warnings: processed.warnings,
      },
      app.now(),
    );
  } catch (err) {
    const refused = err instanceof HttpError;
    if (!refused && attempt.retryCount < attempt.retryLimit) throw err;
    if (!refused) app.log.error({ err, listingId, photoId }, 'photo processing failed');
    const message = refused ? err.message : PHOTO_PROCESSING_FAILED;
    await failProcessingPhoto(app.db, photo, message, app.now());
    // Unless a run beside this one made it ready (its files are at the same keys).
    await removeFilesUnlessReady(app, photo.id, removeFiles);
    await removeOriginal();
    return;
  }
  if (outcome === 'settled') {
    // Another run finished it: the files are the row's if it is ready.
    await removeFilesUnlessReady(app, photo.id, removeFiles);
    return;
  }
  if (outcome !== 'ready') await removeFiles();
  await removeOriginal();
  if (outcome === 'ready') await invalidateIfPublished(app, listingId);
}

async function removeFilesUnlessReady(
  app: FastifyInstance,
  photoId: number,
  removeFiles: () => Promise<unknown>,
): Promise<void> {
  const [row] = await app.db
    .select({ status: listingPhotos.status })
    .from(listingPhotos)
    .where(eq(listingPhotos.id, photoId))
    .limit(1);
  if (row?.status !== 'ready') await removeFiles();
}

/** A published listing's new photo is on its card and page at once. */
async function invalidateIfPublished(app: FastifyInstance, listingId: number): Promise<void> {
  const listing = await findListing(app.db, listingId);
  if (listing?.status === 'published') invalidateListingCaches(app.db);
}

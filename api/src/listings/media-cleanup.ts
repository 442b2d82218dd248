import type { FastifyBaseLogger } from 'fastify';
import { variantKey } from '../media/images';
import { LISTING_PHOTO_SUFFIXES } from '../media/listing-photos';
import { PRIVATE_MEDIA, type MediaStorage } from '../media/storage';

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

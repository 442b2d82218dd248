import type { FastifyBaseLogger } from 'fastify';

/**
 * Called after a listing row is deleted, with the storage keys its photos, floor plan,
 * documents and video had (read before the delete). The media slice of issue 12 removes here
 * the keys no other row references: today every stored key comes from the seed's shared image
 * pool, which other listings still show, so nothing may be deleted yet.
 */
export function removeListingMedia(
  log: FastifyBaseLogger,
  listingId: number,
  keys: string[],
): void {
  if (keys.length > 0)
    log.debug({ listingId, keys: keys.length }, 'listing media kept (shared pool)');
}

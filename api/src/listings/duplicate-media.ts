import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { listingAlbums, listingPhotos } from '../db/schema';
import { variantKey } from '../media/images';
import { LISTING_PHOTO_SUFFIXES } from '../media/listing-photos';
import { randomKey, type MediaStorage } from '../media/storage';
import { ensureCover } from './photo-queries';

/**
 * Copies the albums and photos of `sourceId` to the new draft `targetId`. An uploaded photo
 * (under `listings/{sourceId}/`) gets its own copy of every size under `listings/{targetId}/`,
 * so deleting either listing leaves the other's photos whole (each delete removes only its own
 * folder). Seeded photos point into the shared pool, which no delete removes: the copy points
 * there too. A failed copy leaves nothing behind and fails the duplicate.
 */
export async function copyListingPhotos(
  db: Db,
  storage: MediaStorage,
  log: FastifyBaseLogger,
  sourceId: number,
  targetId: number,
): Promise<void> {
  const [albums, photos] = await Promise.all([
    db
      .select()
      .from(listingAlbums)
      .where(eq(listingAlbums.listingId, sourceId))
      .orderBy(asc(listingAlbums.position), asc(listingAlbums.id)),
    db
      .select()
      .from(listingPhotos)
      // A HEIC still converting (or failed) is not copied: the new draft gets finished photos.
      .where(and(eq(listingPhotos.listingId, sourceId), eq(listingPhotos.status, 'ready')))
      .orderBy(asc(listingPhotos.position), asc(listingPhotos.id)),
  ]);
  if (albums.length === 0 && photos.length === 0) return;

  const written: string[] = [];
  const paths = new Map<number, string>();
  try {
    for (const photo of photos) {
      if (!photo.path.startsWith(`listings/${sourceId}/`)) {
        paths.set(photo.id, photo.path);
        continue;
      }
      const extension = photo.path.split('.').pop() ?? 'webp';
      const key = randomKey(`listings/${targetId}`, extension);
      for (const suffix of LISTING_PHOTO_SUFFIXES) {
        const to = variantKey(key, suffix);
        await storage.copy(variantKey(photo.path, suffix), to);
        written.push(to);
      }
      paths.set(photo.id, key);
    }
    await db.transaction(async (tx) => {
      const albumIds = new Map<number, number>();
      for (const album of albums) {
        const [copy] = await tx
          .insert(listingAlbums)
          .values({ listingId: targetId, title: album.title, position: album.position })
          .returning({ id: listingAlbums.id });
        if (copy) albumIds.set(album.id, copy.id);
      }
      if (photos.length === 0) return;
      await tx.insert(listingPhotos).values(
        photos.map(
          ({ id, listingId: _listingId, albumId, path, createdAt: _createdAt, ...rest }) => ({
            ...rest,
            listingId: targetId,
            albumId: albumId === null ? null : (albumIds.get(albumId) ?? null),
            path: paths.get(id) ?? path,
          }),
        ),
      );
      // The source's cover may have been a photo still converting, which stayed behind.
      await ensureCover(tx, targetId);
    });
  } catch (err) {
    const removed = await Promise.allSettled(written.map((k) => storage.remove(k)));
    if (removed.some((r) => r.status === 'rejected')) {
      log.warn({ targetId }, 'duplicate: copied photos not all removed after a failure');
    }
    throw err;
  }
}

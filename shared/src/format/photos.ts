import type { Listing, Photo } from '../domain/listing';

/** SPEC §9: a card shows at most 6 photos. */
export const PREVIEW_PHOTO_LIMIT = 6;

/** First photos across albums, in album order; [] means the card shows its placeholder. */
export function previewPhotos(
  listing: Pick<Listing, 'albums'> | null | undefined,
  limit: number = PREVIEW_PHOTO_LIMIT,
): Photo[] {
  const photos: Photo[] = [];
  for (const album of listing?.albums ?? []) {
    for (const photo of album?.photos ?? []) {
      if (photos.length >= limit) return photos;
      if (photo?.url) photos.push(photo);
    }
  }
  return photos;
}

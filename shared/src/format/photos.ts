import { coverFirst } from '../contract/listing-rules';
import type { Listing, Photo } from '../domain/listing';

/** docs/product-rules.md §9: a card shows at most 6 photos. */
export const PREVIEW_PHOTO_LIMIT = 6;

/**
 * First photos across albums, the cover first (coverFirst: as the property page and the link
 * preview), then album order; [] means the card shows its placeholder.
 */
export function previewPhotos(
  listing: Pick<Listing, 'albums'> | null | undefined,
  limit: number = PREVIEW_PHOTO_LIMIT,
): Photo[] {
  const photos: Photo[] = [];
  // Cards come from several answers (and caches): an album without its list is skipped.
  const albums = (listing?.albums ?? []).filter((album) => Array.isArray(album?.photos));
  for (const album of coverFirst(albums)) {
    for (const photo of album?.photos ?? []) {
      if (photos.length >= limit) return photos;
      if (photo?.url) photos.push(photo);
    }
  }
  return photos;
}

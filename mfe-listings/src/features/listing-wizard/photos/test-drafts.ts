import type { ListingDraft, ListingPhoto } from '@phuket/shared/api/listings';
import { listingCompleteness } from '@phuket/shared/contract';
import { blankDraft } from '../test-drafts';

// Drafts for the photo step's tests: listing 7 with albums as the API answers them.

export function photo(
  id: number,
  albumId: number,
  position: number,
  isMain = false,
  state: Pick<ListingPhoto, 'status' | 'error'> = { status: 'ready', error: null },
): ListingPhoto {
  return {
    ...state,
    warnings: [],
    id,
    album_id: albumId,
    url: `/media/listings/7/p${id}.webp`,
    thumb_url: `/media/listings/7/p${id}-card.webp`,
    width: 1920,
    height: 1440,
    position,
    is_main: isMain,
  };
}

export function draft(albums: ListingDraft['albums']): ListingDraft {
  const photos = albums.reduce((n, a) => n + a.photos.length, 0);
  const filled = {
    title: 'Villa',
    property_type: 'Villa',
    offer_type: 'Sale',
    price: 9_000_000,
    location_id: 1,
  } as const;
  return blankDraft({
    ...filled,
    version: 4,
    step: 3,
    albums,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    completeness: listingCompleteness({ ...filled, photos_count: photos }),
  });
}

export const twoAlbums = () =>
  draft([
    { id: 1, title: 'Living', photos: [photo(11, 1, 0, true), photo(12, 1, 1), photo(13, 1, 2)] },
    { id: 2, title: 'Pool', photos: [photo(21, 2, 0)] },
  ]);

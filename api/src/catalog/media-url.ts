import { variantKey } from '../media/images';
import { linkMediaKey, type MediaBase } from '../media/media-access';

export type { MediaBase } from '../media/media-access';

/**
 * Suffix of the card-size sibling of every listing photo ("x.webp" -> "x-card.webp"). Whoever
 * stores listing photos (seed, upload) writes both files under this rule, so no extra column
 * is needed for the thumbnail.
 */
export const CARD_SUFFIX = '-card';

function isExternal(key: string): boolean {
  return /^(https?:)?\/\//i.test(key) || key.startsWith('/');
}

/**
 * Rows store media keys relative to the media root ("catalog/photos/villa-1.webp"); the URL is
 * built with the configured public prefix, as MediaStorage.publicUrl does. Absolute URLs and
 * root-relative paths (external videos, older rows) pass through unchanged, and unlike
 * publicUrl an odd key never throws: a listing page must not 500 over one bad photo row.
 * `base` is the prefix itself, or (answers to an owner or staff) links that also sign the keys
 * of records that are not public (media/media-access.ts).
 */
export function mediaUrl(base: MediaBase, key: string): string;
export function mediaUrl(base: MediaBase, key: string | null): string | null;
export function mediaUrl(base: MediaBase, key: string | null): string | null {
  if (key === null || key === '') return null;
  return isExternal(key) ? key : linkMediaKey(base, key);
}

export function cardKey(key: string): string {
  if (isExternal(key) || key.endsWith(`${CARD_SUFFIX}.webp`)) return key;
  return variantKey(key, CARD_SUFFIX);
}

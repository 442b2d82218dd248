import sharp from 'sharp';
import hammingDistance from 'sharp-phash/distance';
import {
  LISTING_PHOTO_MAX_BYTES,
  LISTING_PHOTO_MIN_WIDTH,
  LISTING_PHOTO_TOO_LARGE,
  MAX_IMAGE_PIXELS,
  NOT_A_LISTING_PHOTO,
  SOFT_PHOTO_WARNING,
  TOO_MANY_PIXELS,
  UNREADABLE_IMAGE,
} from '@phuket/shared/contract';
import { CARD_SUFFIX } from '../catalog/media-url';
import { HttpError } from '../http/errors';
import { decodeHeic } from './heic-pool';
import { perceptualHash } from './phash-pool';
import { sniffImageFormat, variantKey } from './images';
import { randomKey, type MediaStorage } from './storage';

export type ListingPhotoFormat = 'jpeg' | 'png' | 'webp' | 'heic';

/** The gallery size: the property page shows photos up to this wide (or tall) on large screens. */
export const GALLERY_MAX = 1920;
/** The card size, as the seeded photos' "-card" siblings (seed/catalog/image-pool.ts CARD_SIZE). */
export const CARD_WIDTH = 640;
export const CARD_HEIGHT = 480;
/**
 * Two photos whose 64-bit perceptual hashes differ in at most this many bits are the same
 * picture. A re-encoded or resized copy measured 0-4; different rooms of one house 20+.
 */
export const SAME_PHOTO_DISTANCE = 6;

function fileError(status: number, message: string): HttpError {
  return new HttpError(status, message, { file: [message] });
}

// ISO BMFF brands of HEIF still images from phones (libheif's list); AVIF ("avif") is not asked for.
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** JPEG, PNG, WebP by signature, HEIC/HEIF by the `ftyp` box's major brand; else null. */
export function sniffListingPhoto(bytes: Buffer): ListingPhotoFormat | null {
  const format = sniffImageFormat(bytes);
  if (format !== null) return format;
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    const brand = bytes.toString('latin1', 8, 12);
    if (HEIC_BRANDS.has(brand)) return 'heic';
  }
  return null;
}

/**
 * The checks that need no decoding: the size and the format by its bytes (413/422 on `file`).
 * The upload route runs them on a HEIC before queuing it; processListingPhoto runs them first.
 */
export function checkListingPhotoBytes(bytes: Buffer): ListingPhotoFormat {
  if (bytes.length > LISTING_PHOTO_MAX_BYTES) throw fileError(413, LISTING_PHOTO_TOO_LARGE);
  const format = sniffListingPhoto(bytes);
  if (format === null) throw fileError(422, NOT_A_LISTING_PHOTO);
  return format;
}

export interface ProcessedPhoto {
  /** The gallery size (WebP). */
  gallery: { data: Buffer; width: number; height: number };
  /** The card size (WebP), stored under the "-card" sibling key. */
  card: { data: Buffer; width: number; height: number };
  phash: string;
  warnings: string[];
}

/** The decoded picture as a sharp pipeline, orientation already applied, and its upright width. */
async function decodedPipeline(
  bytes: Buffer,
  format: ListingPhotoFormat,
): Promise<{ pipeline: sharp.Sharp; width: number }> {
  if (format === 'heic') {
    // sharp's prebuilt libvips reads HEIF containers but not HEVC pixels; libheif (wasm) does,
    // and applies the container's rotation itself. It runs in a worker thread (heic-pool.ts).
    const decoded = await decodeHeic(bytes, MAX_IMAGE_PIXELS);
    if ('error' in decoded) {
      throw fileError(
        422,
        decoded.error === 'too-many-pixels' ? TOO_MANY_PIXELS : UNREADABLE_IMAGE,
      );
    }
    const { width, height, data } = decoded;
    const pipeline = sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
    });
    return { pipeline, width };
  }
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw fileError(422, UNREADABLE_IMAGE);
  }
  // A signature can be faked in front of other content; the decoder's verdict must agree.
  if (meta.format !== format) throw fileError(422, NOT_A_LISTING_PHOTO);
  if (!meta.width || !meta.height) throw fileError(422, UNREADABLE_IMAGE);
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw fileError(422, TOO_MANY_PIXELS);
  // failOn 'truncated': a cut-off upload is refused instead of stored with a grey bottom half.
  const pipeline = sharp(bytes, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    failOn: 'truncated',
  }).rotate();
  // EXIF orientations 5-8 turn the picture a quarter: its upright width is the stored height.
  return { pipeline, width: (meta.orientation ?? 1) >= 5 ? meta.height : meta.width };
}

/**
 * Checks a listing photo by its bytes and renders the sizes the site shows, as WebP. Nothing of
 * the file survives but pixels: sharp writes no EXIF/XMP/IPTC (camera, GPS) unless asked, and
 * orientation, which lives in that EXIF, is applied first. Never enlarged. Refusals are
 * 413/422 HttpErrors on `file`, never a 500.
 */
export async function processListingPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const format = checkListingPhotoBytes(bytes);
  const { pipeline, width } = await decodedPipeline(bytes, format);
  try {
    // Decode once, at gallery size (JPEG shrinks while decoding), then derive the rest from it.
    const { data: raw, info } = await pipeline
      .resize(GALLERY_MAX, GALLERY_MAX, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const rawInput = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const [gallery, card, hash] = await Promise.all([
      sharp(raw, rawInput).webp({ quality: 80, effort: 4 }).toBuffer({ resolveWithObject: true }),
      sharp(raw, rawInput)
        .resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover', withoutEnlargement: true })
        .webp({ quality: 72, effort: 4 })
        .toBuffer({ resolveWithObject: true }),
      perceptualHash(raw, rawInput),
    ]);
    return {
      gallery: { data: gallery.data, width: gallery.info.width, height: gallery.info.height },
      card: { data: card.data, width: card.info.width, height: card.info.height },
      phash: hash,
      // The original's width: a tall photo scaled to the gallery's 1920 px height is not soft.
      warnings: width < LISTING_PHOTO_MIN_WIDTH ? [SOFT_PHOTO_WARNING] : [],
    };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // Header fine but pixel data broken (truncated upload, corrupt stream).
    throw fileError(422, UNREADABLE_IMAGE);
  }
}

/** Whether two perceptual hashes are the same picture (re-encoded, resized). */
export function isSamePhoto(a: string, b: string): boolean {
  return a.length === b.length && hammingDistance(a, b) <= SAME_PHOTO_DISTANCE;
}

/** "listings/7/x.webp" -> "listings/7/x-card.webp". */
export const LISTING_PHOTO_SUFFIXES = ['', CARD_SUFFIX] as const;

/** Stores a photo already checked and re-encoded (a gallery photo whose hash was compared first). */
export async function storeProcessedPhoto(
  storage: MediaStorage,
  folder: string,
  processed: ProcessedPhoto,
): Promise<string> {
  const key = randomKey(folder, 'webp');
  const written: string[] = [];
  try {
    await storage.put(key, processed.gallery.data, 'image/webp');
    written.push(key);
    const card = variantKey(key, LISTING_PHOTO_SUFFIXES[1]);
    await storage.put(card, processed.card.data, 'image/webp');
    written.push(card);
  } catch (err) {
    await Promise.allSettled(written.map((k) => storage.remove(k)));
    throw err;
  }
  return key;
}

/** Removes both sizes of a photo stored by storeProcessedPhoto; failures are the caller's to log. */
export function removeProcessedPhoto(
  storage: MediaStorage,
  key: string,
): Promise<PromiseSettledResult<void>[]> {
  return Promise.allSettled(
    LISTING_PHOTO_SUFFIXES.map((suffix) => storage.remove(variantKey(key, suffix))),
  );
}

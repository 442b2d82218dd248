import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  NOT_A_VIDEO,
  UNREADABLE_VIDEO,
  PDF_TOO_LARGE,
  PROJECT_BROCHURE_MAX_BYTES,
  PROJECT_VIDEO_MAX_BYTES,
  VIDEO_TOO_LARGE,
} from '@phuket/shared/contract';
import { CARD_SUFFIX } from '../catalog/media-url';
import { fileError, type UploadOnDisk } from '../http/multipart';
import { variantKey } from '../media/images';
import { processListingPhoto, storeProcessedPhoto } from '../media/listing-photos';
import { checkPdfFile } from '../media/pdf-check';
import { randomKey, type MediaStorage } from '../media/storage';
import { probeVideo, VideoRefused } from '../media/video-probe';

// Files of developers, projects and layouts. Images go through the listing photo pipeline
// (checked by bytes, HEIC decoded, re-encoded as WebP with a card size); the video and the
// brochure are stored as sent once their bytes say what they are.

/** Stores an image as gallery and card WebP under `folder`; answers the key of the gallery size. */
export async function storePhoto(
  storage: MediaStorage,
  folder: string,
  upload: UploadOnDisk,
): Promise<string> {
  // Decoding needs the whole file: read once the upload has arrived, never while it trickles in.
  return storeProcessedPhoto(
    storage,
    folder,
    await processListingPhoto(await fs.readFile(upload.path)),
  );
}

// ISO BMFF brands of video files (the HEIF image brands are refused: those are photos).
const VIDEO_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'dash',
  'qt  ',
  'mmp4',
  'MSNV',
  'f4v ',
]);

/** mp4 by its `ftyp` box and a video brand, WebM by the EBML header naming the webm doctype. */
export function sniffVideo(bytes: Buffer): 'mp4' | 'webm' | null {
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    return VIDEO_BRANDS.has(bytes.toString('latin1', 8, 12)) ? 'mp4' : null;
  }
  if (
    bytes.length >= 4 &&
    bytes[0] === 0x1a &&
    bytes[1] === 0x45 &&
    bytes[2] === 0xdf &&
    bytes[3] === 0xa3 &&
    bytes.subarray(0, 64).includes('webm', 0, 'latin1')
  ) {
    return 'webm';
  }
  return null;
}

/** A video streamed to disk (withFileOnDisk): checked by its first bytes, copied to the store. */
export async function storeVideo(
  storage: MediaStorage,
  folder: string,
  upload: UploadOnDisk,
): Promise<string> {
  if (upload.bytes > PROJECT_VIDEO_MAX_BYTES) throw fileError(413, VIDEO_TOO_LARGE);
  const kind = sniffVideo(upload.head);
  if (kind === null) throw fileError(422, NOT_A_VIDEO);
  // The first bytes name a container; ffprobe reads what follows (HTML after an `ftyp` box
  // is no video), as it does for a listing's video.
  try {
    await probeVideo(upload.path);
  } catch (error) {
    if (!(error instanceof VideoRefused)) throw error;
    throw fileError(422, error.message === UNREADABLE_VIDEO ? UNREADABLE_VIDEO : NOT_A_VIDEO);
  }
  const key = randomKey(folder, kind);
  await storage.putFile(key, upload.path, `video/${kind}`);
  return key;
}

/** A brochure streamed to disk: checked at both ends, copied to the store as sent. */
export async function storePdf(
  storage: MediaStorage,
  folder: string,
  upload: UploadOnDisk,
): Promise<string> {
  if (upload.bytes > PROJECT_BROCHURE_MAX_BYTES) throw fileError(413, PDF_TOO_LARGE);
  await checkPdfFile(upload.path);
  const key = randomKey(folder, 'pdf');
  await storage.putFile(key, upload.path, 'application/pdf');
  return key;
}

/** Every stored file of these keys: a WebP photo has its card-size sibling. */
export function mediaVariants(keys: (string | null)[]): string[] {
  return keys.flatMap((k) =>
    k === null ? [] : k.endsWith('.webp') ? [k, variantKey(k, CARD_SUFFIX)] : [k],
  );
}

/**
 * Removes stored files and their card siblings after their rows are gone. Failures are logged,
 * not thrown: the row is already deleted and a stray file harms nobody.
 */
export async function removeStoredMedia(
  storage: MediaStorage,
  log: FastifyBaseLogger,
  keys: (string | null)[],
): Promise<void> {
  // Only files these routes stored: seed rows share their catalog files between records.
  const ours = keys.filter(
    (k): k is string => k !== null && /^(developers|projects|layouts)\/\d+\//.test(k),
  );
  const targets = mediaVariants(ours);
  const results = await Promise.allSettled(targets.map((k) => storage.remove(k)));
  for (const r of results) {
    if (r.status === 'rejected') log.warn({ err: r.reason }, 'media file not removed');
  }
}

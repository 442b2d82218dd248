import sharp from 'sharp';
import { HttpError } from '../http/errors';

import {
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  NOT_AN_IMAGE,
  TOO_MANY_PIXELS,
  UNREADABLE_IMAGE,
} from '@phuket/shared/contract';

// The limits and messages are the contract's: the profile form checks the same before sending.
export const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES;
/**
 * A tiny "decompression bomb" (a few KB of PNG claiming 20 000 x 20 000) is refused from its
 * header, before anything is decoded.
 */
export const MAX_INPUT_PIXELS = MAX_IMAGE_PIXELS;
export { NOT_AN_IMAGE, TOO_MANY_PIXELS };
export const TOO_LARGE = IMAGE_TOO_LARGE;
export const UNREADABLE = UNREADABLE_IMAGE;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

function fileError(status: number, message: string): HttpError {
  return new HttpError(status, message, { file: [message] });
}

/**
 * The format the bytes really are, from their signature — never from the file name or the
 * client's Content-Type, which an attacker chooses. Only these three reach sharp, so an SVG
 * (scripts) or HTML renamed .jpg is refused before any parser sees it.
 */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
}

/** Checks an upload by content and size; throws 413/422 HttpErrors keyed on `file`. */
export async function inspectImage(bytes: Buffer): Promise<ImageInfo> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw fileError(413, TOO_LARGE);
  const sniffed = sniffImageFormat(bytes);
  if (sniffed === null) throw fileError(422, NOT_AN_IMAGE);
  let meta: sharp.Metadata;
  try {
    // metadata() reads the header only; the pixel limit is checked below with a clear message.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw fileError(422, UNREADABLE);
  }
  // A signature can be faked in front of other content; the decoder's own verdict must agree.
  if (meta.format !== sniffed) throw fileError(422, NOT_AN_IMAGE);
  const { width, height } = meta;
  if (!width || !height) throw fileError(422, UNREADABLE);
  if (width * height > MAX_INPUT_PIXELS) throw fileError(422, TOO_MANY_PIXELS);
  return { format: sniffed, width, height };
}

export interface ImageVariant {
  /** Appended to the key before the extension: '' for the main file, '-64' for a thumbnail. */
  suffix: string;
  width: number;
  height: number;
  /** cover: crop to exactly width x height; inside: keep the whole image within the box. */
  fit: 'cover' | 'inside';
}

/** Profile photo as the header and profile show it, plus a small one for lists. */
export const AVATAR_VARIANTS: readonly ImageVariant[] = [
  { suffix: '', width: 256, height: 256, fit: 'cover' },
  { suffix: '-64', width: 64, height: 64, fit: 'cover' },
];

/** Company logos are often wide; never crop them. */
export const COMPANY_LOGO_VARIANTS: readonly ImageVariant[] = [
  { suffix: '', width: 400, height: 200, fit: 'inside' },
];

export interface RenderedImage {
  suffix: string;
  data: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

/**
 * Re-encodes the upload into each web size as WebP. Nothing of the original file is kept:
 * sharp writes no EXIF/XMP/IPTC (camera serial, GPS position) unless asked, and a polyglot
 * file cannot survive a decode + encode. Orientation is applied first, since it lives in
 * the EXIF that is dropped.
 */
export async function renderImage(
  bytes: Buffer,
  variants: readonly ImageVariant[],
): Promise<RenderedImage[]> {
  await inspectImage(bytes);
  const out: RenderedImage[] = [];
  for (const variant of variants) {
    try {
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(variant.width, variant.height, {
          fit: variant.fit,
          // A small logo stays small and sharp; an avatar is always the size it is shown at.
          withoutEnlargement: variant.fit === 'inside',
        })
        .webp({ quality: 82, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      out.push({
        suffix: variant.suffix,
        data,
        width: info.width,
        height: info.height,
        contentType: 'image/webp',
      });
    } catch {
      // Header fine but pixel data broken (truncated upload, corrupt stream).
      throw fileError(422, UNREADABLE);
    }
  }
  return out;
}

/** "avatars/1/x.webp" + "-64" -> "avatars/1/x-64.webp": siblings need no extra column. */
export function variantKey(key: string, suffix: string): string {
  if (suffix === '') return key;
  const dot = key.lastIndexOf('.');
  return dot === -1 ? `${key}${suffix}` : `${key.slice(0, dot)}${suffix}${key.slice(dot)}`;
}

import { randomBytes } from 'node:crypto';

/**
 * The folder of media read only through the API (owner-only listing documents): the local
 * media server never serves it, and on S3 the bucket policy denies it to the public
 * (docs/deploy.md); the random 128-bit name is a second guard.
 */
export const PRIVATE_MEDIA = 'private';

// Keys come from our own code, but a key is also joined onto a folder path: anything outside
// this alphabet, or a `..` segment, could escape MEDIA_DIR, so it is refused outright.
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*(\/[A-Za-z0-9][A-Za-z0-9_.-]*)*$/;

export function assertValidKey(key: string): void {
  if (key.length > 512 || !KEY_PATTERN.test(key) || key.split('/').includes('..')) {
    throw new Error(`Invalid media key "${key}"`);
  }
}

export function publicMediaUrl(prefix: string, key: string): string {
  return `${prefix.replace(/\/+$/, '')}/${key}`;
}

/**
 * A key nobody can guess or collide with: uploads are public URLs, not enumerable ids. Hex,
 * not base64url: a name starting with '-' or '_' would fail KEY_PATTERN (1 upload in ~30).
 */
export function randomKey(folder: string, extension: string): string {
  return `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
}

/**
 * How a stored file is handed out: PDFs (brochures, documents) as downloads, so a reader plugin
 * in the visitor's browser never opens one inside the site; everything else as it is.
 */
export function dispositionOf(key: string): string | undefined {
  return key.toLowerCase().endsWith('.pdf') ? 'attachment' : undefined;
}

import { randomBytes } from 'node:crypto';
import { PRESENTATION_SLUG_LENGTH, SLUG_ALPHABET } from '@phuket/shared/contract';

/** Random bytes for a slug; a test passes its own to see the retry. */
export type RandomSource = (size: number) => Buffer;

/**
 * A new slug of `length` base62 characters from the system's CSPRNG. Bytes of 248 and over
 * are dropped rather than folded with `% 62`, which would make the first 24 characters more
 * likely (rejection sampling: every character is uniform).
 */
export function generateSlug(
  length = PRESENTATION_SLUG_LENGTH,
  random: RandomSource = randomBytes,
): string {
  const limit = 256 - (256 % SLUG_ALPHABET.length);
  let slug = '';
  while (slug.length < length) {
    for (const byte of random(length * 2)) {
      if (byte < limit) slug += SLUG_ALPHABET[byte % SLUG_ALPHABET.length];
      if (slug.length === length) break;
    }
  }
  return slug;
}

/** 16 base62 characters are 95 bits: a clash is practically impossible, but a few retries cost nothing. */
export const SLUG_ATTEMPTS = 5;

/**
 * Runs `insert` with fresh slugs until one is not taken (now or in the past: retired slugs
 * must keep answering 410). `taken` is the database look-up; the unique index has the last word.
 */
export async function withFreshSlug<T>(
  taken: (slug: string) => Promise<boolean>,
  insert: (slug: string) => Promise<T>,
  next: () => string = generateSlug,
): Promise<T> {
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
    const slug = next();
    if (!(await taken(slug))) return insert(slug);
  }
  throw new Error(`no free presentation slug in ${SLUG_ATTEMPTS} attempts`);
}

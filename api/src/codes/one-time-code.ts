import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_PURPOSES = ['password_reset', 'email_change', 'phone_change'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong guesses a code survives; the next try is refused even with the right code. */
export const MAX_CODE_ATTEMPTS = 5;
export const CODE_PATTERN = /^\d{6}$/;

/** Six digits from the CSPRNG, leading zeros kept ("004217"). */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export interface CodeBinding {
  purpose: CodePurpose;
  userId: number;
  /** The address the code was sent to and proves: the account email, or the new email/phone. */
  target: string;
}

/**
 * HMAC-SHA256 under a server secret (CODE_SECRET), not a plain hash. A 6-digit code has only
 * 10^6 values: with sha256(code + id) anyone holding a database dump (backup, replica, SQL
 * injection) recovers every live code in milliseconds and takes over accounts. With the
 * secret kept out of the database, the dump alone reveals nothing. Purpose, account and
 * target are inside the MAC, so a code is only ever valid for what it was issued for; a row
 * edited to point at another target no longer verifies.
 */
export function hashCode(secret: string, binding: CodeBinding, code: string): string {
  return createHmac('sha256', secret)
    .update(['v1', binding.purpose, String(binding.userId), binding.target, code].join('\u0000'))
    .digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

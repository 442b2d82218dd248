import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_BYTES = 32;
/** 32 bytes in base64url: 43 characters of [A-Za-z0-9_-]. Anything else is refused unread. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const DAY_MS = 24 * 60 * 60 * 1000;
/** A token unused this long is dead (a forgotten laptop). */
export const IDLE_EXPIRY_MS = 14 * DAY_MS;
/** No token lives longer than this, however often used. */
export const ABSOLUTE_EXPIRY_MS = 30 * DAY_MS;
/** last_used_at is refreshed at most this often, so reads do not turn into writes. */
export const TOUCH_INTERVAL_MS = 60 * 1000;

export function generateToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * Tokens are 256 random bits, so a fast unsalted hash is enough: a database leak gives no
 * usable token, and lookup stays one indexed equality.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

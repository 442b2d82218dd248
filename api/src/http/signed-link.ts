import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens for links sent by mail that act on one row without a sign-in (confirm a listing,
 * stop a saved search's alerts): `<id>.<expiry in epoch seconds>.<HMAC>`, signed with the
 * server's secret for one purpose, so a token made for one action is refused by the other.
 */
export type SignedIdCheck = { ok: true; id: number } | { ok: false; reason: 'invalid' | 'expired' };

function signature(secret: string, purpose: string, id: number, expires: number): Buffer {
  return createHmac('sha256', secret).update(`${purpose}:${id}:${expires}`).digest();
}

export function signIdToken(
  secret: string,
  purpose: string,
  id: number,
  now: Date,
  days: number,
): string {
  const expires = Math.floor(now.getTime() / 1000) + days * 24 * 60 * 60;
  return `${id}.${expires}.${signature(secret, purpose, id, expires).toString('base64url')}`;
}

export function checkIdToken(
  secret: string,
  purpose: string,
  token: string,
  now: Date,
): SignedIdCheck {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const id = Number(match[1]);
  const expires = Number(match[2]);
  const given = Buffer.from(match[3] as string, 'base64url');
  const expected = signature(secret, purpose, id, expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  // Checked after the signature, so an expired answer is only given for a link we made.
  if (expires * 1000 < now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, id };
}

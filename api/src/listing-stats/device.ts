import { createHmac } from 'node:crypto';

/**
 * A device for the statistics: a keyed hash of the client's address, user agent and the Phuket
 * day. Nothing is stored on the visitor's device (no cookie, no local storage: nothing to
 * consent to), the address is not stored, and the hash changes every day, so a visitor is never
 * followed from one day to the next. Keyed with the server's secret (CODE_SECRET), so a known
 * address cannot be hashed again to find its rows; the label keeps these hashes apart from any
 * other use of the secret.
 */
export function statsDeviceHash(secret: string, ip: string, userAgent: string, day: string) {
  return createHmac('sha256', secret)
    .update(`listing-stats-device\u0000${day}\u0000${ip}\u0000${userAgent}`)
    .digest('hex');
}

import { createHmac } from 'node:crypto';
import type { PresentationOpenStats } from '@phuket/shared/contract';

/**
 * A device is a keyed hash of the client's address: the same phone is counted once, whatever
 * user agent it sends (a changed agent string made a new "device" for anyone holding the
 * link), and the address is not stored. Keyed with the server's secret (CODE_SECRET via
 * env.ts) so the hash of a known address cannot be recomputed from the database alone; the
 * label keeps these hashes apart from any other use of the secret.
 */
export function deviceHash(secret: string, ip: string): string {
  return createHmac('sha256', secret).update(`presentation-device\u0000${ip}`).digest('hex');
}

/** A device's open, or its view of one listing, counts again only this long after the last. */
export const COUNT_AGAIN_AFTER_MS = 60 * 60 * 1000;

/** The user agent of the PDF printer: its page loads are not the client's opens. */
export const PDF_PRINTER_AGENT_MARK = 'PhuketPresentationPdf';

export interface OpenRow {
  opens: number;
  firstOpenedAt: Date;
  lastOpenedAt: Date;
}

/** One row per device: opens are their sum, devices their number. */
export function summariseOpens(rows: readonly OpenRow[]): PresentationOpenStats {
  let opens = 0;
  let first: Date | null = null;
  let last: Date | null = null;
  for (const row of rows) {
    opens += row.opens;
    if (first === null || row.firstOpenedAt < first) first = row.firstOpenedAt;
    if (last === null || row.lastOpenedAt > last) last = row.lastOpenedAt;
  }
  return {
    opens,
    devices: rows.length,
    first_opened_at: first?.toISOString() ?? null,
    last_opened_at: last?.toISOString() ?? null,
  };
}

/**
 * Whether an open (or a listing view) counts: never the owner's own, signed in on the page,
 * nor staff's (an admin following the users dashboard's link is not the client, and must not
 * send the owner the first-open mail), nor the PDF printer's load of the page.
 */
export function countsAsClient(
  viewer: { userId: number | null; userAgent: string | undefined; staff?: boolean },
  ownerId: number,
): boolean {
  if (viewer.userId !== null && viewer.userId === ownerId) return false;
  if (viewer.staff === true) return false;
  return !(viewer.userAgent ?? '').includes(PDF_PRINTER_AGENT_MARK);
}

import type { ListingEventKind } from '../contract/listing-stats-rules';
import { apiBaseUrl } from './client';
import { listingStatsRoutes } from './generated/listing-stats';

/** One thing a visitor did on a property page (docs/listing-statistics.md). */
export interface ListingEvent {
  listing_id: number;
  kind: ListingEventKind;
}

/**
 * Reports the property page's events for the owner's statistics. A beacon: the browser sends it
 * even while the page unloads (a tel: or WhatsApp link), nothing waits for it, nothing is
 * retried, and no token goes with it (the statistics count visitors, not accounts). Where there
 * is no beacon, a keepalive fetch does the same. False when neither could take it.
 */
export function sendListingEvents(events: readonly ListingEvent[]): boolean {
  if (events.length === 0) return true;
  const url = `${apiBaseUrl()}${listingStatsRoutes.recordListingEvents[1]}`;
  const body = JSON.stringify({ events });
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    try {
      if (navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return true;
    } catch {
      // A browser that refuses the beacon (a policy, a full queue): the fetch below tries.
    }
  }
  if (typeof fetch !== 'function') return false;
  fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
  }).catch(() => undefined);
  return true;
}

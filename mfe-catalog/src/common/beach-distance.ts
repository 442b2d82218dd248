import type { NearestBeach } from '@phuket/shared/contract';
import { DEFAULT_LOCALE, labelsIn, type Locale, type Translate } from '@phuket/shared/i18n';
import { catalogMessages } from './messages';

/**
 * "350 m to Kata Beach", "1.2 km to Kata Beach": metres under a kilometre (the API rounds to
 * 10 m), kilometres to one decimal above. A straight line, which the caller says nearby.
 */
export function beachDistance(beach: NearestBeach, locale: Locale = DEFAULT_LOCALE): string {
  const t: Translate = (id, values) => catalogMessages.format(locale, id, values);
  // A beach the shared catalog names (Karon Beach) in the page's language; others as stored.
  const name = labelsIn(locale).location(beach.name);
  if (beach.distance_m < 1000) {
    return t('detail.beach_m', { distance: String(beach.distance_m), beach: name });
  }
  const km = beach.distance_m / 1000;
  const distance = km < 10 ? km.toFixed(1) : String(Math.round(km));
  return t('detail.beach_km', { distance, beach: name });
}

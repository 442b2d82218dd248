import type { NearestBeach } from '@phuket/shared/contract';

/**
 * "350 m to Kata Beach", "1.2 km to Kata Beach": metres under a kilometre (the API rounds to
 * 10 m), kilometres to one decimal above. A straight line, which the caller says nearby.
 */
export function beachDistance(beach: NearestBeach): string {
  const where = `to ${beach.name}`;
  if (beach.distance_m < 1000) return `${beach.distance_m} m ${where}`;
  const km = beach.distance_m / 1000;
  return `${km < 10 ? km.toFixed(1) : Math.round(km)} km ${where}`;
}

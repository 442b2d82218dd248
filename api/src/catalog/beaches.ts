import type { NearestBeach } from '@phuket/shared/contract';

export interface Beach {
  name: string;
  lat: number;
  lng: number;
}

/**
 * Phuket's named public beaches, each at the middle of its sand, read off public maps to four
 * decimals (about 10 m); the long ones (Bang Tao, Mai Khao) are several km, so a distance to
 * them is to their middle. A reference list, not survey data: the page says "about".
 */
export const PHUKET_BEACHES: readonly Beach[] = [
  { name: 'Mai Khao Beach', lat: 8.1565, lng: 98.2889 },
  { name: 'Nai Yang Beach', lat: 8.0905, lng: 98.2957 },
  { name: 'Nai Thon Beach', lat: 8.0567, lng: 98.2776 },
  { name: 'Layan Beach', lat: 8.0336, lng: 98.2839 },
  { name: 'Bang Tao Beach', lat: 7.9985, lng: 98.2926 },
  { name: 'Surin Beach', lat: 7.9753, lng: 98.2783 },
  { name: 'Laem Sing Beach', lat: 7.9644, lng: 98.2788 },
  { name: 'Kamala Beach', lat: 7.9518, lng: 98.2823 },
  { name: 'Kalim Beach', lat: 7.9103, lng: 98.2972 },
  { name: 'Patong Beach', lat: 7.8967, lng: 98.2947 },
  { name: 'Tri Trang Beach', lat: 7.881, lng: 98.2818 },
  { name: 'Freedom Beach', lat: 7.8766, lng: 98.2753 },
  { name: 'Karon Beach', lat: 7.8456, lng: 98.2937 },
  { name: 'Kata Beach', lat: 7.8205, lng: 98.2975 },
  { name: 'Kata Noi Beach', lat: 7.8097, lng: 98.2966 },
  { name: 'Nai Harn Beach', lat: 7.7779, lng: 98.3042 },
  { name: 'Ao Sane Beach', lat: 7.7813, lng: 98.2989 },
  { name: 'Ya Nui Beach', lat: 7.7687, lng: 98.3058 },
  { name: 'Rawai Beach', lat: 7.7727, lng: 98.3259 },
  { name: 'Friendship Beach', lat: 7.7876, lng: 98.3327 },
  { name: 'Ao Yon Beach', lat: 7.8247, lng: 98.4028 },
  { name: 'Panwa Beach', lat: 7.8063, lng: 98.4061 },
];

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in metres: exact enough on an island 50 km long. */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The beach nearest to a listing in a straight line, rounded to 10 m (the list is no finer);
 * null when the listing has no position. Not the way by road: the pages say "in a straight line".
 */
export function nearestBeach(
  latitude: number | null,
  longitude: number | null,
  beaches: readonly Beach[] = PHUKET_BEACHES,
): NearestBeach | null {
  if (latitude === null || longitude === null) return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  let best: NearestBeach | null = null;
  for (const beach of beaches) {
    const metres = distanceMetres(latitude, longitude, beach.lat, beach.lng);
    if (best === null || metres < best.distance_m) best = { name: beach.name, distance_m: metres };
  }
  return best && { name: best.name, distance_m: Math.round(best.distance_m / 10) * 10 };
}

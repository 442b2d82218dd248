/**
 * Map centres of the seeded locations. The base seed owns the `locations` rows; the catalog seed
 * matches them by name and scatters listings around these points, so a location missing here
 * simply falls back to the island centre.
 */
export interface LocationProfile {
  name: string;
  lat: number;
  lng: number;
  /** How far listings spread from the centre, in degrees. */
  spread: number;
  /** Price multiplier against the island average (west-coast beaches cost more than town). */
  priceFactor: number;
  beach: boolean;
  /** How many listings out of 100 land here. */
  weight: number;
}

export const LOCATION_PROFILES: readonly LocationProfile[] = [
  {
    name: 'Patong',
    lat: 7.8961,
    lng: 98.2966,
    spread: 0.01,
    priceFactor: 1.05,
    beach: true,
    weight: 9,
  },
  {
    name: 'Kata',
    lat: 7.8205,
    lng: 98.2995,
    spread: 0.008,
    priceFactor: 1.15,
    beach: true,
    weight: 7,
  },
  {
    name: 'Karon',
    lat: 7.8468,
    lng: 98.2965,
    spread: 0.008,
    priceFactor: 1.05,
    beach: true,
    weight: 6,
  },
  {
    name: 'Rawai',
    lat: 7.779,
    lng: 98.326,
    spread: 0.01,
    priceFactor: 0.95,
    beach: true,
    weight: 8,
  },
  {
    name: 'Nai Harn',
    lat: 7.777,
    lng: 98.307,
    spread: 0.007,
    priceFactor: 1.3,
    beach: true,
    weight: 5,
  },
  {
    name: 'Kamala',
    lat: 7.956,
    lng: 98.2865,
    spread: 0.008,
    priceFactor: 1.25,
    beach: true,
    weight: 6,
  },
  {
    name: 'Surin',
    lat: 7.975,
    lng: 98.2815,
    spread: 0.006,
    priceFactor: 1.5,
    beach: true,
    weight: 4,
  },
  {
    name: 'Bang Tao',
    lat: 8.0,
    lng: 98.297,
    spread: 0.01,
    priceFactor: 1.35,
    beach: true,
    weight: 9,
  },
  {
    name: 'Laguna',
    lat: 8.003,
    lng: 98.307,
    spread: 0.007,
    priceFactor: 1.4,
    beach: true,
    weight: 6,
  },
  {
    name: 'Layan',
    lat: 8.028,
    lng: 98.297,
    spread: 0.007,
    priceFactor: 1.45,
    beach: true,
    weight: 5,
  },
  {
    name: 'Chalong',
    lat: 7.845,
    lng: 98.338,
    spread: 0.012,
    priceFactor: 0.8,
    beach: false,
    weight: 7,
  },
  {
    name: 'Phuket Town',
    lat: 7.8804,
    lng: 98.3923,
    spread: 0.012,
    priceFactor: 0.7,
    beach: false,
    weight: 7,
  },
  {
    name: 'Kathu',
    lat: 7.91,
    lng: 98.333,
    spread: 0.01,
    priceFactor: 0.75,
    beach: false,
    weight: 5,
  },
  {
    name: 'Mai Khao',
    lat: 8.165,
    lng: 98.3,
    spread: 0.012,
    priceFactor: 0.95,
    beach: true,
    weight: 4,
  },
  {
    name: 'Nai Yang',
    lat: 8.09,
    lng: 98.3,
    spread: 0.008,
    priceFactor: 0.9,
    beach: true,
    weight: 4,
  },
  {
    name: 'Cherngtalay',
    lat: 7.995,
    lng: 98.315,
    spread: 0.01,
    priceFactor: 1.1,
    beach: false,
    weight: 6,
  },
  {
    name: 'Cape Yamu',
    lat: 7.997,
    lng: 98.413,
    spread: 0.006,
    priceFactor: 1.6,
    beach: true,
    weight: 2,
  },
];

/** Island centre, used when a base-seed location has no profile above. */
export const FALLBACK_PROFILE: Omit<LocationProfile, 'name'> = {
  lat: 7.95,
  lng: 98.34,
  spread: 0.02,
  priceFactor: 1,
  beach: false,
  weight: 3,
};

/** Phuket's bounding box: no generated pin may fall into the sea off the map. */
export const PHUKET_BOUNDS = { minLat: 7.75, maxLat: 8.2, minLng: 98.25, maxLng: 98.45 } as const;

export function profileFor(name: string): LocationProfile {
  const found = LOCATION_PROFILES.find((p) => p.name.toLowerCase() === name.toLowerCase());
  return found ?? { name, ...FALLBACK_PROFILE };
}

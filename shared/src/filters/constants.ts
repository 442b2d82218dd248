// Business constants of SPEC §5 and §9.

export const AREA_MIN = 0;
export const AREA_MAX = 100_000;
export const AREA_STEP = 10;

/** Price range of the listing filters. */
export const PRICE_MIN = 0;
export const PRICE_MAX = 1_000_000_000;
/** Fine enough for monthly rents, coarse enough for a 0..1e9 slider. */
export const PRICE_STEP = 1_000;

/** Hero search and the default price dropdown. */
export const PRICE_DROPDOWN_MAX = 100_000_000;
export const PRICE_DROPDOWN_STEP = 1_000_000;

/** Bedrooms and bathrooms options; the last one means "7 or more". */
export const ROOM_OPTIONS = [1, 2, 3, 4, 5, 6, 7] as const;
export const ROOM_MAX = 7;

export const PAGE_SIZES = {
  brokerListings: 6,
  allListings: 6,
  presentationOptions: 6,
  properties: 12,
  developerListings: 12,
  projectListings: 12,
  agentListings: 12,
  developers: 10,
  projects: 10,
  fullList: 100,
} as const;

/** Map marker clustering (SPEC §9). */
export const CLUSTER_RADIUS = 60;
export const CLUSTER_MAX_ZOOM = 16;
export const CLUSTER_MIN_RED_COUNT = 10;
export const CLUSTER_RED = 'red';
/** Same value as --color-brand in ui/theme.css; map markers are drawn outside CSS. */
export const CLUSTER_BRAND_COLOUR = '#0b7a75';

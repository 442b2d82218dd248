// Business constants of SPEC §5 and §9.

export {
  AREA_MAX,
  AREA_MIN,
  AREA_STEP,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  ROOM_MAX,
  ROOM_MIN,
  ROOM_OPTIONS,
} from '../contract/filters';
export { PAGE_SIZES } from '../contract/limits';

/** Hero search and the default price dropdown. */
export const PRICE_DROPDOWN_MAX = 100_000_000;
export const PRICE_DROPDOWN_STEP = 1_000_000;

/** Map marker clustering (SPEC §9). */
export const CLUSTER_RADIUS = 60;
export const CLUSTER_MAX_ZOOM = 16;
export const CLUSTER_MIN_RED_COUNT = 10;
export const CLUSTER_RED = 'red';
/** Same value as --color-brand in ui/theme.css; map markers are drawn outside CSS. */
export const CLUSTER_BRAND_COLOUR = '#0b7a75';

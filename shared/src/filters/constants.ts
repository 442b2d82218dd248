// Business constants of docs/product-rules.md §5 and §9.
import type { Currency, OfferType } from '../contract/enums';
import { PRICE_MAX, PRICE_STEP } from '../contract/filters';

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
  BEDROOM_MIN,
  BEDROOM_OPTIONS,
  STUDIO_BEDROOMS,
  STUDIO_LABEL,
} from '../contract/filters';
export { PAGE_SIZES } from '../contract/limits';

/** Hero search and the default price dropdown. */
export const PRICE_DROPDOWN_MAX = 100_000_000;
export const PRICE_DROPDOWN_STEP = 1_000_000;

/** A price slider's top (also "no upper limit") and step. */
export interface PriceSliderRange {
  max: number;
  step: number;
}

/**
 * The price slider of each offer type, per currency. Sale: docs/product-rules.md §9's figures in THB (filters
 * bar 0..1e9 step 1 000, hero and default dropdown 0..1e8 step 1e6), the same span in USD and
 * EUR rounded (1e9 THB is about 30M USD or EUR). Rent: a monthly rent, 0..1M THB (about
 * 30 000 USD or EUR), fine steps; a sale-sized track gave every rent its first pixels.
 * 'All' (no offer type) spans sale prices.
 */
export const PRICE_SLIDER_RANGES: Readonly<
  Record<'sale' | 'saleDropdown' | 'rent', Readonly<Record<Currency, PriceSliderRange>>>
> = {
  sale: {
    THB: { max: PRICE_MAX, step: PRICE_STEP },
    USD: { max: 30_000_000, step: 100 },
    EUR: { max: 30_000_000, step: 100 },
  },
  saleDropdown: {
    THB: { max: PRICE_DROPDOWN_MAX, step: PRICE_DROPDOWN_STEP },
    USD: { max: 3_000_000, step: 10_000 },
    EUR: { max: 3_000_000, step: 10_000 },
  },
  rent: {
    THB: { max: 1_000_000, step: 1_000 },
    USD: { max: 30_000, step: 50 },
    EUR: { max: 30_000, step: 50 },
  },
};

/** The price slider for an offer type in a currency; `dropdown`: the hero's shorter sale track. */
export function priceSliderRange(
  offerType: OfferType | null,
  currency: Currency,
  dropdown = false,
): PriceSliderRange {
  if (offerType === 'Rent') return PRICE_SLIDER_RANGES.rent[currency];
  return PRICE_SLIDER_RANGES[dropdown ? 'saleDropdown' : 'sale'][currency];
}

/** Rent and sale prices differ by two orders: a range kept across that change means nothing. */
export function crossesRentSale(from: OfferType | null, to: OfferType | null): boolean {
  return (from === 'Rent') !== (to === 'Rent');
}

/** Map marker clustering (docs/product-rules.md §9). */
export const CLUSTER_RADIUS = 60;
export const CLUSTER_MAX_ZOOM = 16;
export const CLUSTER_MIN_RED_COUNT = 10;
export const CLUSTER_RED = 'red';
/** Same value as --color-brand in ui/theme.css; map markers are drawn outside CSS. */
export const CLUSTER_BRAND_COLOUR = '#0b7a75';

// The price and area ranges of the filters bar: converting a price range between currencies,
// the sliders' track scale, and the price and area presets. Pure functions, no DOM.
import type { Currency, OfferType, PropertyType } from '../contract/enums';
import { PRICE_LIMIT, type NumberRange } from '../contract/filters';

/** Units of each currency per 1 THB, as GET /currency/rates answers. */
export type CurrencyRates = Readonly<Record<Currency, number>>;

/** Significant digits a converted bound keeps: 306,748.47 -> 306,700 (about 0.03 % at most). */
export const CONVERTED_DIGITS = 4;

/**
 * `value` cut to `digits` significant digits, towards -infinity ('down') or +infinity ('up'),
 * never below 0. Outwards so a converted range holds every listing the original one held.
 */
export function roundSignificant(value: number, digits: number, direction: 'down' | 'up'): number {
  if (!(value > 0)) return 0;
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(value)) + 1 - digits);
  // The epsilon keeps a value that is already round (3.07e5 computed as 306999.99999) round.
  const scaled = value / unit;
  const steps = direction === 'down' ? Math.floor(scaled + 1e-9) : Math.ceil(scaled - 1e-9);
  return steps * unit;
}

/**
 * A price range written in `from`, as the same range in `to` with rounded ends (the lower
 * end rounded down, the upper one up): the visitor switched currency and the range should
 * find the same listings, in figures a person would type.
 */
export function convertPriceRange(
  range: NumberRange,
  from: Currency,
  to: Currency,
  rates: CurrencyRates,
): NumberRange {
  if (from === to) return range;
  const factor = rates[to] / rates[from];
  const min = roundSignificant(range[0] * factor, CONVERTED_DIGITS, 'down');
  const max = Math.min(PRICE_LIMIT, roundSignificant(range[1] * factor, CONVERTED_DIGITS, 'up'));
  return [min, Math.max(min, max)];
}

// ---------------------------------------------------------------------------------------------
// Slider scale. A linear 0..1e9 track gives every monthly rent the first 0.02 % of it. The
// track is logarithmic instead, v = knee * (e^(t * ln(1 + max / knee)) - 1) for t in 0..1:
// nearly linear below the knee, then each decade of price takes an equal stretch.

/** Positions of the track (the range inputs' max); fine enough for a 400 px slider. */
export const TRACK_STEPS = 1000;

export interface TrackScale {
  /** The thumb's position 0..TRACK_STEPS for a value. */
  toTrack: (value: number) => number;
  /** The value of a position, rounded to two significant digits and a multiple of `step`. */
  fromTrack: (position: number) => number;
}

export function logScale(min: number, max: number, step: number, knee: number): TrackScale {
  const span = Math.log1p((max - min) / knee);
  const snap = (value: number): number => {
    if (value <= min) return min;
    if (value >= max) return max;
    const offset = value - min;
    const unit = 10 ** Math.max(0, Math.floor(Math.log10(offset)) - 1);
    const nice = Math.round(offset / unit) * unit;
    return Math.min(max, min + Math.max(step, Math.round(nice / step) * step));
  };
  return {
    toTrack: (value) => {
      const v = Math.min(max, Math.max(min, value));
      return Math.round((Math.log1p((v - min) / knee) / span) * TRACK_STEPS);
    },
    fromTrack: (position) => {
      const t = Math.min(TRACK_STEPS, Math.max(0, position)) / TRACK_STEPS;
      if (t >= 1) return max;
      return snap(min + knee * Math.expm1(t * span));
    },
  };
}

/** Where the price track turns logarithmic, per currency: about a cheap monthly rent. */
export const PRICE_KNEE: Readonly<Record<Currency, number>> = { THB: 10_000, USD: 300, EUR: 300 };
/** Area: below ~20 sq.m nearly linear. */
export const AREA_KNEE = 20;

// ---------------------------------------------------------------------------------------------
// Presets: one tap for the ranges most searches use. Rents are monthly figures, sale prices
// whole prices, in round numbers of each currency.

export interface PricePreset {
  label: string;
  range: NumberRange;
}

/** How a preset reads; English by default. */
export interface PresetWording {
  /** 'Under ฿5M'. */
  under: (top: string) => string;
  /** '฿50M+'. */
  over: (low: string) => string;
  /** '฿5M – ฿10M'. */
  between: (low: string, top: string) => string;
  /** A rent range, per month: '฿20K – ฿40K /month'. */
  perMonth: (range: string) => string;
  /** An area range: 'Under 50 sq.m'. */
  area: (range: string) => string;
}

const ENGLISH_PRESETS: PresetWording = {
  under: (top) => `Under ${top}`,
  over: (low) => `${low}+`,
  between: (low, top) => `${low} – ${top}`,
  perMonth: (range) => `${range} /month`,
  area: (range) => `${range} sq.m`,
};

function presetRange(
  low: number,
  top: number,
  open: boolean,
  format: (value: number) => string,
  words: PresetWording,
): string {
  if (low === 0) return words.under(format(top));
  return open ? words.over(format(low)) : words.between(format(low), format(top));
}

type PresetTable = Readonly<Record<'rent' | 'sale', readonly (readonly [number, number])[]>>;

const THB_PRESETS: PresetTable = {
  rent: [
    [0, 30_000],
    [30_000, 60_000],
    [60_000, 120_000],
    [120_000, 250_000],
    [250_000, 0],
  ],
  sale: [
    [0, 5_000_000],
    [5_000_000, 10_000_000],
    [10_000_000, 20_000_000],
    [20_000_000, 50_000_000],
    [50_000_000, 0],
  ],
};

const FOREIGN_PRESETS: PresetTable = {
  rent: [
    [0, 1_000],
    [1_000, 2_000],
    [2_000, 4_000],
    [4_000, 8_000],
    [8_000, 0],
  ],
  sale: [
    [0, 150_000],
    [150_000, 300_000],
    [300_000, 600_000],
    [600_000, 1_500_000],
    [1_500_000, 0],
  ],
};

/**
 * The price presets for an offer type in a currency; 0 as an upper end means "and more" (the
 * slider's top). All (no offer type) gets the sale presets: sale prices span the track.
 */
export function pricePresets(
  offerType: OfferType | null,
  currency: Currency,
  sliderMax: number,
  format: (value: number) => string,
  words: PresetWording = ENGLISH_PRESETS,
): PricePreset[] {
  const table = currency === 'THB' ? THB_PRESETS : FOREIGN_PRESETS;
  const rows = offerType === 'Rent' ? table.rent : table.sale;
  return rows.map(([low, high]) => {
    const top = high === 0 ? sliderMax : high;
    const label = presetRange(low, top, high === 0, format, words);
    return {
      label: offerType === 'Rent' ? words.perMonth(label) : label,
      range: [low, top] as const,
    };
  });
}

// Area presets: a condo's floor area, a house's or villa's, and a plot's land area differ by an
// order of magnitude, so one set would fit none. 1 rai (Thailand's land unit) is 1 600 sq.m.

const AREA_PRESETS: Readonly<
  Record<'unit' | 'house' | 'land' | 'any', readonly (readonly [number, number])[]>
> = {
  unit: [
    [0, 40],
    [40, 80],
    [80, 150],
    [150, 0],
  ],
  house: [
    [0, 150],
    [150, 300],
    [300, 500],
    [500, 0],
  ],
  land: [
    [0, 800],
    [800, 1_600],
    [1_600, 3_200],
    [3_200, 0],
  ],
  any: [
    [0, 50],
    [50, 100],
    [100, 250],
    [250, 500],
    [500, 0],
  ],
};

const UNIT_TYPES: readonly PropertyType[] = ['Apartment', 'Penthouse', 'Hotel apartment'];
const HOUSE_TYPES: readonly PropertyType[] = ['Villa', 'Townhouse'];

/**
 * The area presets for the chosen property types: condo-sized for apartments, house-sized
 * for villas and townhouses, plot-sized for land; a mix (or none) gets a general set.
 */
export function areaPresets(
  propertyTypes: readonly PropertyType[],
  sliderMax: number,
  words: PresetWording = ENGLISH_PRESETS,
): PricePreset[] {
  const kind =
    propertyTypes.length === 0
      ? 'any'
      : propertyTypes.every((type) => UNIT_TYPES.includes(type))
        ? 'unit'
        : propertyTypes.every((type) => HOUSE_TYPES.includes(type))
          ? 'house'
          : propertyTypes.every((type) => type === 'Land plot')
            ? 'land'
            : 'any';
  const format = (value: number) => value.toLocaleString('en-US');
  return AREA_PRESETS[kind].map(([low, high]) => {
    const top = high === 0 ? sliderMax : high;
    return {
      label: words.area(presetRange(low, top, high === 0, format, words)),
      range: [low, top] as const,
    };
  });
}

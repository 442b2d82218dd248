// The rental yield of a listing for sale: the server estimates the rent from
// comparable long-term rentals; the visitor edits the costs and the browser works out the net
// figure with these functions, so both sides compute it the same way.

import { boundedInput } from './purchase-cost-rules';

/** Fewer comparables than this and no estimate is given: a median of two is not a market. */
export const YIELD_MIN_COMPARABLES = 3;
/** The comparables an estimate lists (the closest in size first). */
export const YIELD_COMPARABLES_SHOWN = 12;

/** What a landlord pays out of the rent; editable on the page. */
export interface YieldCosts {
  /** Management company's share of the rent collected, in %. */
  managementPercent: number;
  /** Share of the year the unit stands empty, in %. */
  vacancyPercent: number;
  /** Common-area fee per sq.m per month, in the shown currency. */
  commonFeePerSqm: number;
}

/** Typical Phuket figures: 10 % management, 15 % vacancy (8 weeks), ฿60 per sq.m a month. */
export const DEFAULT_YIELD_COSTS_THB: YieldCosts = {
  managementPercent: 10,
  vacancyPercent: 15,
  commonFeePerSqm: 60,
};

export const YIELD_COST_BOUNDS = {
  managementPercent: { min: 0, max: 50 },
  vacancyPercent: { min: 0, max: 90 },
  commonFeePerSqm: { min: 0, max: 10_000 },
} as const;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A cost as the visitor typed it ("12,5" too), within its bounds; blank or not a number is the
 * lowest value. The property page's and the compare view's cost fields both read input so.
 */
export function yieldCostFromInput(key: keyof YieldCosts, raw: string): number {
  return boundedInput(raw, YIELD_COST_BOUNDS[key]);
}

/** Annual rent over price, in %, to 2 decimals; null without a price. */
export function grossYield(monthlyRent: number, price: number): number | null {
  if (!(price > 0) || !(monthlyRent >= 0)) return null;
  return round2(((monthlyRent * 12) / price) * 100);
}

/**
 * What is left of a year's rent after vacancy, management and common fees, over the price,
 * in %. Common fees need the area; without one they are left out (the page says so).
 */
export function netYield(
  monthlyRent: number,
  price: number,
  area: number | null,
  costs: YieldCosts,
): number | null {
  if (!(price > 0) || !(monthlyRent >= 0)) return null;
  const collected = monthlyRent * 12 * (1 - clamp(costs.vacancyPercent, 'vacancyPercent') / 100);
  const afterManagement =
    collected * (1 - clamp(costs.managementPercent, 'managementPercent') / 100);
  const fees =
    area !== null && area > 0 ? clamp(costs.commonFeePerSqm, 'commonFeePerSqm') * area * 12 : 0;
  return round2(((afterManagement - fees) / price) * 100);
}

function clamp(value: number, key: keyof typeof YIELD_COST_BOUNDS): number {
  const { min, max } = YIELD_COST_BOUNDS[key];
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
}

/** The median of a non-empty list (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

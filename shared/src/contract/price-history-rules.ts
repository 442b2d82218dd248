import type { PriceChange } from './catalog';

/** How far back a price cut counts as recent: the "Reduced" note beside a price. */
export const RECENT_PRICE_DROP_DAYS = 30;

/**
 * How far back the daily favourites mail looks for cuts not mailed yet: a job that missed a few
 * days catches up; an older cut is not news.
 */
export const PRICE_DROP_ALERT_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where the window of recent changes starts: the rule counts the changes from here, and the
 * API reads a card's changes from here (in SQL and in the search index), so the two agree.
 */
export function priceDropWindowStart(now: Date, days = RECENT_PRICE_DROP_DAYS): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** A recent cut: the asking price `days` ago (`from`) against today's (`to`), same currency. */
export interface PriceDrop {
  /** Whole percent, rounded down (never more than the cut), at least 1. */
  percent: number;
  from: number;
  to: number;
  currency: PriceChange['new_currency'];
  /** When the latest cut was made. */
  changed_at: string;
}

/**
 * How much lower the price is than it was `days` ago, or null when it is not at least 1 % lower
 * (or the owner changed currency meanwhile, which no percent compares honestly). Several cuts
 * in the window add up; a rise in between counts too, since the buyer compares with the price
 * then.
 */
export function recentPriceDrop(
  history: readonly PriceChange[],
  now: Date,
  days = RECENT_PRICE_DROP_DAYS,
): PriceDrop | null {
  const since = priceDropWindowStart(now, days).getTime();
  const recent = history.filter((change) => Date.parse(change.changed_at) >= since);
  const first = recent[0];
  const last = recent.at(-1);
  if (!first || !last || first.old_currency !== last.new_currency) return null;
  const percent = cutPercent(first.old_price, last.new_price);
  if (percent < 1) return null;
  return {
    percent,
    from: first.old_price,
    to: last.new_price,
    currency: last.new_currency,
    changed_at: last.changed_at,
  };
}

/**
 * How much lower `to` is than `from`, in whole percent rounded down, worked out in whole cents
 * so it matches the database's exact numeric test of the same cut (catalog listing-query.ts):
 * `(from - to) * 100 >= from` is "at least 1 %" on both sides.
 */
export function cutPercent(from: number, to: number): number {
  const before = Math.round(from * 100);
  const after = Math.round(to * 100);
  if (before <= 0 || after >= before) return 0;
  return Math.floor(((before - after) * 100) / before);
}

/** One change in percent of the old price, one decimal; null across a change of currency. */
export function priceChangePercent(change: PriceChange): number | null {
  if (change.old_currency !== change.new_currency || change.old_price <= 0) return null;
  return Math.round(((change.new_price - change.old_price) / change.old_price) * 1000) / 10;
}

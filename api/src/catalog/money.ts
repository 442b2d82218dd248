import { AsyncCache, type CacheObserver } from '../cache/async-cache';
import type { Db } from '../db/client';
import { currencyRates } from '../db/schema';
import { CURRENCIES, isOneOf, type Currency } from '@phuket/shared/contract';

/** Units of each currency per 1 THB (the `currency_rates` table's convention). */
export type Rates = Record<Currency, number>;

/** Used only when the table lacks a row, so a half-seeded database still answers. */
const FALLBACK_RATES: Rates = { THB: 1, USD: 1 / 32.6, EUR: 1 / 35.5 };

/** The rates table, with fallbacks for missing rows. */
export async function loadRates(db: Db): Promise<Rates> {
  const rows = await db.select().from(currencyRates);
  const rates: Rates = { ...FALLBACK_RATES };
  for (const row of rows) {
    const value = Number(row.rateToThb);
    if (isOneOf(CURRENCIES, row.currency) && Number.isFinite(value) && value > 0)
      rates[row.currency] = value;
  }
  rates.THB = 1;
  return rates;
}

/**
 * Rates are read on nearly every catalog request but change a few times a day at most, so
 * they are cached per process for a short time; writers of the table call `invalidate()`.
 */
export class RateCache {
  private readonly cache: AsyncCache<'rates', Rates>;

  constructor(
    private readonly db: Db,
    ttlMs = 60_000,
    observe?: CacheObserver,
  ) {
    this.cache = new AsyncCache({ ttlMs, maxEntries: 1, ...(observe ? { observe } : {}) });
  }

  get(): Promise<Rates> {
    return this.cache.getOrLoad('rates', () => loadRates(this.db));
  }

  invalidate(): void {
    this.cache.clear();
  }
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** THB equivalent of an amount in `currency`. */
export function toThb(amount: number, currency: Currency, rates: Rates): number {
  return amount / rates[currency];
}

/** THB -> `currency`. */
export function fromThb(amountThb: number, currency: Currency, rates: Rates): number {
  return amountThb * rates[currency];
}

/**
 * The price a listing shows in the requested currency: its own figure when the currencies
 * match (no rounding drift on the owner's number), otherwise its THB equivalent converted.
 */
export function displayPrice(
  listing: { price: string | number | null; currency: string; priceThb: string | number | null },
  requested: Currency,
  rates: Rates,
): number {
  const own = listing.price === null ? null : Number(listing.price);
  const ownCurrency: Currency = isOneOf(CURRENCIES, listing.currency) ? listing.currency : 'THB';
  if (own !== null && ownCurrency === requested) return own;
  const thb =
    listing.priceThb !== null
      ? Number(listing.priceThb)
      : own !== null
        ? toThb(own, ownCurrency, rates)
        : 0;
  return round2(fromThb(thb, requested, rates));
}

/**
 * A price range typed in `currency`, as THB bounds for the `price_thb` column. Half a unit of
 * slack on each side keeps a listing whose shown (rounded) price equals a bound inside it.
 */
export function rangeToThb(
  range: { min: number; max: number },
  currency: Currency,
  rates: Rates,
): { min: number; max: number } {
  if (currency === 'THB') return range;
  const slack = 0.005;
  return {
    min: Math.max(0, toThb(range.min - slack, currency, rates)),
    max: toThb(range.max + slack, currency, rates),
  };
}

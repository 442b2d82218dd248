import { and, asc, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CURRENCIES,
  isOneOf,
  priceDropWindowStart,
  recentPriceDrop,
  type Currency,
  type PriceChange,
} from '@phuket/shared/contract';
import type { Db } from '../db/client';
import { listingPriceChanges } from '../db/schema';
import { num, str } from './raw-rows';

/** A stored currency code as the contract's; an unknown one (a hand-made row) as baht. */
const currencyOf = (raw: string | null): Currency => (isOneOf(CURRENCIES, raw) ? raw : 'THB');

/*
 * "Reduced N%" on a card: computed when the card is served, from the listing's price changes of
 * the last 30 days as of when the card was read. A card kept in a cache stays right: a newer
 * change empties the caches (it is a write of a published listing), and the window only
 * shrinks as time passes, which `recentPriceDrop` applies with the time of serving.
 */

export function toPriceChange(row: typeof listingPriceChanges.$inferSelect): PriceChange {
  return {
    changed_at: row.changedAt.toISOString(),
    old_price: Number(row.oldPrice),
    old_currency: currencyOf(row.oldCurrency),
    new_price: Number(row.newPrice),
    new_currency: currencyOf(row.newCurrency),
  };
}

/** The price changes since `priceDropWindowStart(now)` (the rule's window) of each of `ids`, oldest first. */
export async function recentPriceChanges(
  db: Db,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, PriceChange[]>> {
  const byId = new Map<number, PriceChange[]>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select()
    .from(listingPriceChanges)
    .where(
      and(
        inArray(listingPriceChanges.listingId, [...ids]),
        gte(listingPriceChanges.changedAt, priceDropWindowStart(now)),
      ),
    )
    .orderBy(asc(listingPriceChanges.changedAt), asc(listingPriceChanges.id));
  for (const row of rows) {
    const list = byId.get(row.listingId) ?? [];
    list.push(toPriceChange(row));
    byId.set(row.listingId, list);
  }
  return byId;
}

/** The card's `reduced_percent` from its recent changes, at `now`. */
export function reducedPercent(
  changes: readonly PriceChange[] | undefined,
  now: Date,
): number | null {
  return changes && changes.length > 0 ? (recentPriceDrop(changes, now)?.percent ?? null) : null;
}

/** One change of `listing_price_changes c` as recentPricesFromJson reads it. */
export const CHANGE_JSON = sql.raw(`json_build_array(
  to_char(c.changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  c.old_price, c.old_currency, c.new_price, c.new_currency)`);

/**
 * The page query's column of recent changes (pageSql): JSON text of [changed_at (ISO, UTC),
 * old price, old currency, new price, new currency], oldest first; null when there are none.
 */
export function recentPricesSql(alias: string, now: Date): SQL {
  return sql`(select json_agg(${CHANGE_JSON} order by c.changed_at, c.id)::text
    from listing_price_changes c
    where c.listing_id = ${sql.raw(alias)}.id
      and c.changed_at >= ${priceDropWindowStart(now).toISOString()}::timestamptz)`;
}

/** The column recentPricesSql made, parsed back. */
export function recentPricesFromJson(json: unknown): PriceChange[] {
  return typeof json === 'string' ? recentPricesFrom(JSON.parse(json)) : [];
}

/** An array of CHANGE_JSON entries, oldest first, as price changes. */
export function recentPricesFrom(parsed: unknown): PriceChange[] {
  if (!Array.isArray(parsed)) return [];
  const changes: PriceChange[] = [];
  for (const entry of parsed as unknown[]) {
    if (!Array.isArray(entry)) continue;
    const [at, oldPrice, oldCurrency, newPrice, newCurrency] = entry as unknown[];
    const changedAt = str(at);
    const from = num(oldPrice);
    const to = num(newPrice);
    if (changedAt === null || from === null || to === null) continue;
    changes.push({
      changed_at: changedAt,
      old_price: from,
      old_currency: currencyOf(str(oldCurrency)),
      new_price: to,
      new_currency: currencyOf(str(newCurrency)),
    });
  }
  return changes;
}

/**
 * The "recently reduced" test as SQL text for the listing aliased `alias`: the old price of its
 * first change in the window, in its currency today, is at least 1 % above its price today.
 * price-history-rules.ts `cutPercent` is the same test in whole cents; the search index applies
 * that one (listing-index.ts), and listing-index.test.ts compares the two. Only fixed text and
 * an ISO time go in.
 */
function recentlyReducedText(alias: string, now: Date): string {
  return `exists (select 1 from (select c.old_price, c.old_currency from listing_price_changes c
      where c.listing_id = ${alias}.id
        and c.changed_at >= '${priceDropWindowStart(now).toISOString()}'::timestamptz
      order by c.changed_at, c.id limit 1) f
    where f.old_currency = ${alias}.currency and f.old_price > 0
      and (f.old_price - ${alias}.price) * 100 >= f.old_price)`;
}

/** The "recently reduced" filter (`filter[reduced]=true`) on the `listings` table. */
export function recentlyReducedSql(now: Date): SQL {
  return sql.raw(recentlyReducedText('listings', now));
}

/**
 * The `-reduced` sort's ORDER BY for the listing aliased `alias`: the recently reduced first,
 * by their latest change in the window (newest first), then every listing newest first. The
 * search index's `searchReduced` walks the same order.
 */
export function reducedOrderText(alias: string, now: Date): string {
  return `(case when ${recentlyReducedText(alias, now)} then
      (select max(c.changed_at) from listing_price_changes c where c.listing_id = ${alias}.id
        and c.changed_at >= '${priceDropWindowStart(now).toISOString()}'::timestamptz) end)
    desc nulls last, ${alias}.created_at desc, ${alias}.id desc`;
}

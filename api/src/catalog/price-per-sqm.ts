import { sql } from 'drizzle-orm';
import {
  PRICE_PER_SQM_MIN_COMPARABLES,
  differenceFromMedian,
  type Currency,
  type PricePerSqm,
} from '@phuket/shared/contract';
import type { Db } from '../db/client';
import { fromThb, type Rates } from './money';
import { num, resultRows } from './raw-rows';

/** What the comparison needs of the listing itself (a card row has it). */
export interface PricePerSqmSubject {
  id: number;
  offerType: string | null;
  propertyType: string | null;
  locationId: number | null;
  area: string | number | null;
  priceThb: string | number | null;
}

const round = (value: number) => Math.round(value);

/**
 * A sale's asking price per sq.m beside the median of published sales of the same type in the
 * same area that state a size (itself left out), in `currency`; null for a rental, a listing
 * without a size, price, area or type, or fewer than PRICE_PER_SQM_MIN_COMPARABLES comparables.
 * Prices are compared in baht (`price_thb`), so listings asked in other currencies count too.
 */
export async function pricePerSqm(
  db: Db,
  listing: PricePerSqmSubject,
  currency: Currency,
  rates: Rates,
): Promise<PricePerSqm | null> {
  const area = Number(listing.area);
  const priceThb = Number(listing.priceThb);
  if (
    listing.offerType !== 'Sale' ||
    listing.locationId === null ||
    listing.propertyType === null ||
    !(area > 0) ||
    !(priceThb > 0)
  ) {
    return null;
  }
  // One ordered-set aggregate over the listings of one area and type: an index scan on
  // (status, offer type, property type) filtered by area, never the whole table.
  const [row] = resultRows(
    await db.execute(sql`
    select count(*)::int as n,
      percentile_cont(0.5) within group (order by c.price_thb / c.area) as median
    from listings c
    where c.status = 'published' and c.offer_type = 'Sale'
      and c.property_type = ${listing.propertyType} and c.location_id = ${listing.locationId}
      and c.area > 0 and c.price_thb > 0 and c.id <> ${listing.id}`),
  );
  const count = num(row?.n) ?? 0;
  const medianThb = num(row?.median) ?? 0;
  if (count < PRICE_PER_SQM_MIN_COMPARABLES || !(medianThb > 0)) return null;
  const ownThb = priceThb / area;
  return {
    price_per_sqm: round(fromThb(ownThb, currency, rates)),
    median_per_sqm: round(fromThb(medianThb, currency, rates)),
    comparables_count: count,
    difference_percent: differenceFromMedian(ownThb, medianThb),
  };
}

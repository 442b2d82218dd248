import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import {
  DEFAULT_YIELD_COSTS_THB,
  YIELD_COMPARABLES_SHOWN,
  YIELD_MIN_COMPARABLES,
  grossYield,
  median,
  type Currency,
  type RentalYieldEstimate,
} from '@phuket/shared/contract';
import type { Db } from '../db/client';
import { listings, locations } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { cardLanguageFields, languageColumns } from './listing-languages';
import { displayPrice, fromThb, type Rates } from './money';

export const YIELD_FOR_SALE_ONLY = 'A yield is estimated for listings for sale only.';

const round2 = (value: number) => Math.round(value * 100) / 100;

interface Rental {
  id: number;
  title: string | null;
  language: unknown;
  titleTranslations: unknown;
  bedrooms: number | null;
  area: number | null;
  rentThb: number;
}

/**
 * The rent a published listing for sale could fetch, from published long-term rentals in the
 * same area and of the same type. Short-term (daily) rents are left out: a nightly rate times
 * 30 is not what a year of tenants pays. Same bedrooms when at least YIELD_MIN_COMPARABLES
 * share them; per sq.m when the listing and enough comparables have an area.
 */
export async function rentalYield(
  db: Db,
  id: number,
  currency: Currency,
  rates: Rates,
): Promise<RentalYieldEstimate> {
  const [listing] = await db
    .select({
      id: listings.id,
      offerType: listings.offerType,
      propertyType: listings.propertyType,
      locationId: listings.locationId,
      bedrooms: listings.bedrooms,
      area: listings.area,
      price: listings.price,
      currency: listings.currency,
      priceThb: listings.priceThb,
      locationName: locations.name,
    })
    .from(listings)
    .leftJoin(locations, eq(locations.id, listings.locationId))
    .where(and(eq(listings.id, id), eq(listings.status, 'published')))
    .limit(1);
  if (!listing) throw notFound('Listing');
  if (listing.offerType !== 'Sale') throw new HttpError(409, YIELD_FOR_SALE_ONLY);

  const area = listing.area === null ? null : Number(listing.area);
  const rows =
    listing.locationId === null || listing.propertyType === null
      ? []
      : await db
          .select({
            id: listings.id,
            title: listings.title,
            ...languageColumns(),
            bedrooms: listings.bedrooms,
            area: listings.area,
            rentThb: listings.priceThb,
          })
          .from(listings)
          .where(
            and(
              eq(listings.status, 'published'),
              eq(listings.offerType, 'Rent'),
              or(isNull(listings.rentalType), ne(listings.rentalType, 'Short-term')),
              eq(listings.locationId, listing.locationId),
              eq(listings.propertyType, listing.propertyType),
              gt(listings.priceThb, sql`0`),
            ),
          );
  const rentals: Rental[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    language: r.language,
    titleTranslations: r.titleTranslations,
    bedrooms: r.bedrooms,
    area: r.area === null ? null : Number(r.area),
    rentThb: Number(r.rentThb),
  }));
  const sameBedrooms =
    listing.bedrooms === null ? [] : rentals.filter((r) => r.bedrooms === listing.bedrooms);
  const [basis, used] =
    sameBedrooms.length >= YIELD_MIN_COMPARABLES
      ? (['area_type_bedrooms', sameBedrooms] as const)
      : (['area_type', rentals] as const);

  const sized = used.filter((r) => r.area !== null && r.area > 0);
  const perSqm = area !== null && area > 0 && sized.length >= YIELD_MIN_COMPARABLES;
  const rentThb =
    used.length < YIELD_MIN_COMPARABLES
      ? null
      : perSqm
        ? median(sized.map((r) => r.rentThb / (r.area as number))) * area
        : median(used.map((r) => r.rentThb));
  const priceThb = listing.priceThb === null ? 0 : Number(listing.priceThb);
  // Closest in size first (then by bedrooms), so the list shows the rentals most like it.
  const shown = [...used]
    .sort(
      (a, b) =>
        distance(a.area, area) - distance(b.area, area) ||
        distance(a.bedrooms, listing.bedrooms) - distance(b.bedrooms, listing.bedrooms) ||
        a.id - b.id,
    )
    .slice(0, YIELD_COMPARABLES_SHOWN);

  return {
    listing_id: listing.id,
    currency,
    price: displayPrice(listing, currency, rates),
    area,
    location_name: listing.locationName,
    basis,
    method: perSqm ? 'per_sqm' : 'median',
    monthly_rent: rentThb === null ? null : round2(fromThb(rentThb, currency, rates)),
    gross_yield: rentThb === null ? null : grossYield(rentThb, priceThb),
    comparables_count: used.length,
    default_costs: {
      management_percent: DEFAULT_YIELD_COSTS_THB.managementPercent,
      vacancy_percent: DEFAULT_YIELD_COSTS_THB.vacancyPercent,
      common_fee_per_sqm: round2(fromThb(DEFAULT_YIELD_COSTS_THB.commonFeePerSqm, currency, rates)),
    },
    comparables: shown.map((r) => ({
      id: r.id,
      title: r.title,
      ...cardLanguageFields(r.language, r.titleTranslations),
      bedrooms: r.bedrooms,
      area: r.area,
      monthly_rent: round2(fromThb(r.rentThb, currency, rates)),
    })),
  };
}

function distance(value: number | null, target: number | null): number {
  return value === null || target === null ? Number.MAX_SAFE_INTEGER : Math.abs(value - target);
}

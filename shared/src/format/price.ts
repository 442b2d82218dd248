import { CURRENCY_SIGNS, isCurrency } from '@phuket/shared/domain';
import { formatDecimal } from './decimal';

function finiteOrZero(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** en-US thousands separators, rounded down so a price is never shown higher than it is. */
export function formatNumber(value: number | null | undefined): string {
  return formatDecimal(Math.floor(finiteOrZero(value)));
}

/** ฿ / $ / €; unknown codes are shown as the code itself so the amount is never unlabeled. */
export function currencySign(currency: string | null | undefined): string {
  if (currency == null || currency === '') return CURRENCY_SIGNS.THB;
  return isCurrency(currency) ? CURRENCY_SIGNS[currency] : `${currency} `;
}

/** Long-term rent is priced per month; any other rental type (or none) per day (docs/product-rules.md §3). */
export function rentPeriod(rentalType: string | null | undefined): 'Monthly' | 'Daily' {
  return rentalType === 'Long-term' ? 'Monthly' : 'Daily';
}

export function rentSuffix(
  offerType: string | null | undefined,
  rentalType: string | null | undefined,
): string {
  return offerType === 'Rent' ? ` / ${rentPeriod(rentalType)}` : '';
}

export interface PriceInput {
  price?: number | null;
  currency?: string | null;
  offer_type?: string | null;
  rental_type?: string | null;
}

/** '฿1,500,000' for sale, '฿45,000 / Monthly' or '฿3,500 / Daily' for rent. */
export function formatPrice(listing: PriceInput): string {
  return `${currencySign(listing.currency)}${formatNumber(listing.price)}${rentSuffix(
    listing.offer_type,
    listing.rental_type,
  )}`;
}

/** Badge text '-15%'; null when there is nothing to show. The sign is forced so -15 and 15 agree. */
export function formatDiscount(discount: number | null | undefined): string | null {
  if (typeof discount !== 'number' || !Number.isFinite(discount)) return null;
  const percent = Math.round(Math.abs(discount) * 10) / 10;
  return percent === 0 ? null : `-${percent}%`;
}

/**
 * The price before the discount, for the struck-through "was" figure: the API sends the
 * current price and the percentage, so the old figure is worked back from them. Null without
 * a discount (or a nonsensical one).
 */
export function priceBeforeDiscount(
  price: number,
  discount: number | null | undefined,
): number | null {
  if (typeof discount !== 'number' || !(discount > 0 && discount < 100)) return null;
  return Math.floor(price / (1 - discount / 100));
}

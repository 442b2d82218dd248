import { useEffect, useState } from 'react';
import { getPropertyYield } from '@phuket/shared/api';
import type { FavouriteListing, RentalYieldEstimate } from '@phuket/shared/api';
import type { Currency } from '@phuket/shared/domain';

/** One column's yield: a listing for rent has none; an estimate may lack comparables. */
export type CompareYield =
  | { status: 'not-for-sale' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; estimate: RentalYieldEstimate };

const NOT_KNOWN = '—';

/** The yield row's text: the gross yield, or "—" with the short reason there is none. */
export function yieldText(state: CompareYield): string {
  switch (state.status) {
    case 'not-for-sale':
      return `${NOT_KNOWN} for listings for sale only`;
    case 'loading':
      return 'Estimating…';
    case 'error':
      return `${NOT_KNOWN} could not be estimated`;
    case 'ready': {
      const gross = state.estimate.gross_yield;
      if (gross === null) return `${NOT_KNOWN} too few comparable rentals`;
      return `${gross.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} % a year`;
    }
  }
}

type Fetch = typeof getPropertyYield;

/**
 * The gross yield of each listing for sale among `listings`, one request per listing (at most
 * COMPARE_MAX), read again when the listings or the currency change.
 */
export function useCompareYields(
  listings: readonly FavouriteListing[] | null,
  currency: Currency,
  fetchYield: Fetch = getPropertyYield,
): ReadonlyMap<number, CompareYield> {
  // Keyed by currency and id: after a currency change the old answers are not shown, and the
  // cells read "Estimating…" until the new ones come.
  const [results, setResults] = useState<ReadonlyMap<string, CompareYield>>(new Map());
  const forSale = (listings ?? []).filter((listing) => listing.offer_type === 'Sale');
  const key = forSale.map((listing) => listing.id).join(',');
  useEffect(() => {
    let live = true;
    const ids = key === '' ? [] : key.split(',').map(Number);
    for (const id of ids) {
      const settle = (result: CompareYield) => {
        if (live) setResults((now) => new Map(now).set(`${currency}:${id}`, result));
      };
      fetchYield(id, currency).then(
        (estimate) => settle({ status: 'ready', estimate }),
        () => settle({ status: 'error' }),
      );
    }
    return () => {
      live = false;
    };
  }, [key, currency, fetchYield]);
  return new Map(
    forSale.flatMap((listing) => {
      const result = results.get(`${currency}:${listing.id}`);
      return result ? [[listing.id, result] as const] : [];
    }),
  );
}

export function yieldOf(
  yields: ReadonlyMap<number, CompareYield>,
  listing: FavouriteListing,
): CompareYield {
  if (listing.offer_type !== 'Sale') return { status: 'not-for-sale' };
  return yields.get(listing.id) ?? { status: 'loading' };
}

import { useEffect, useState } from 'react';
import { getFavouriteListings } from '@phuket/shared/api';
import type { FavouriteListing } from '@phuket/shared/api';
import type { Currency } from '@phuket/shared/domain';

export type FavouriteListingsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; listings: readonly FavouriteListing[] };

/**
 * The listings of `ids` in `currency`, read again when either changes; `ids === null` waits
 * (the browser's list is not read yet). `attempt` bumps to retry after an error.
 */
export function useFavouriteListings(
  ids: readonly number[] | null,
  currency: Currency,
  attempt = 0,
): FavouriteListingsState {
  const [state, setState] = useState<FavouriteListingsState>({ status: 'loading' });
  const key = ids === null ? null : ids.join(',');
  useEffect(() => {
    if (key === null) return undefined;
    let live = true;
    const wanted = key === '' ? [] : key.split(',').map(Number);
    getFavouriteListings(wanted, currency).then(
      (listings) => {
        if (live) setState({ status: 'ready', listings });
      },
      () => {
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [key, currency, attempt]);
  return state;
}

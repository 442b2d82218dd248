import { useEffect, useState } from 'react';
import { reaction } from 'mobx';
import { useLocation, useNavigate } from '@phuket/shared/router';
import { getCurrencyRates } from '@phuket/shared/api';
import { useRuntimeConfig } from '@phuket/shared/config';
import { PAGE_SIZES } from '@phuket/shared/filters';
import { useStores } from '@phuket/shared/stores';
import type { FetchListings, ListingSearchOptions } from './listing-search-store';
import { ListingSearchStore, normalizeQuery } from './listing-search-store';

/**
 * A search store bound to the page URL and to the site currency: the URL is read on arrival
 * and on back/forward, every change of the search is written back as a new history entry
 * (so a search can be shared, reloaded and navigated back to), and a currency change
 * reloads page 1.
 */
export function useListingSearch(
  fetchListings: FetchListings,
  perPage?: number,
  fromServer?: ListingSearchOptions['fromServer'],
): ListingSearchStore {
  const { currency } = useStores();
  const { mapsApiKey } = useRuntimeConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const [store] = useState(
    () =>
      new ListingSearchStore(fetchListings, {
        currency: currency.current,
        perPage,
        // Without a Maps key the map view is a list of locations: paged like the list, not
        // one long page of 100.
        mapPerPage: mapsApiKey ? PAGE_SIZES.fullList : (perPage ?? PAGE_SIZES.properties),
        initialSearch: location.search,
        fromServer,
        fetchRates: getCurrencyRates,
      }),
  );

  useEffect(() => {
    store.readQuery(location.search);
  }, [store, location.search]);

  useEffect(
    () =>
      reaction(
        () => store.query,
        (query) => {
          if (query === normalizeQuery(window.location.search)) return;
          void navigate({ search: query ? `?${query}` : '' });
        },
      ),
    [store, navigate],
  );

  useEffect(() => {
    // A currency chosen between the first render and now (while the page hydrated) counts.
    // Prices follow it; a range in the URL keeps the currency the link names.
    store.setCurrency(currency.current);
    return reaction(
      () => currency.current,
      (next) => void store.switchCurrency(next),
    );
  }, [store, currency]);

  return store;
}

import { useCallback } from 'react';
import { observer } from 'mobx-react-lite';
import type { ListingQueryParams, ListingSummary } from '@phuket/shared/api';
import type { Paginated } from '@phuket/shared/domain';
import { useServerData } from '@phuket/shared/ssr';
import type { FetchListings } from '../listing-search/listing-search-store';
import type { ListingsSectionProps } from '../listing-search/ListingsSection';
import { ListingsSection } from '../listing-search/ListingsSection';
import { useListingSearch } from '../listing-search/use-listing-search';

export interface RelatedListingsProps extends Omit<ListingsSectionProps, 'store'> {
  ownerId: number;
  /** The API call for one owner's listings, e.g. `getDeveloperListings`. */
  fetchListings: (ownerId: number, params: ListingQueryParams) => ReturnType<FetchListings>;
  /** Cards a page (docs/product-rules.md §9); the search store's default without it. */
  perPage?: number;
  /**
   * Server-rendered pages: the key the server's answer for these params is kept under, so
   * the first page shows without a request.
   */
  serverDataKey?: (ownerId: number, params: ListingQueryParams) => string;
}

/** The listings of the developer, project or agent the page is about. */
export const RelatedListings = observer(function RelatedListings({
  ownerId,
  fetchListings,
  perPage,
  serverDataKey,
  ...section
}: RelatedListingsProps) {
  const fetchOwnListings = useCallback(
    (params: ListingQueryParams) => fetchListings(ownerId, params),
    [fetchListings, ownerId],
  );
  const serverData = useServerData();
  const store = useListingSearch(
    fetchOwnListings,
    perPage,
    serverDataKey &&
      ((params) => serverData.get<Paginated<ListingSummary>>(serverDataKey(ownerId, params))),
  );
  return <ListingsSection store={store} {...section} />;
});

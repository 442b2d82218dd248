import { useCallback } from 'react';
import type { ListingParams } from '@phuket/shared/api';
import type { FetchListings } from '../listing-search/listing-search-store';
import type { ListingsSectionProps } from '../listing-search/ListingsSection';
import { ListingsSection } from '../listing-search/ListingsSection';
import { useListingSearch } from '../listing-search/use-listing-search';

export interface RelatedListingsProps extends Omit<ListingsSectionProps, 'store'> {
  ownerId: number;
  /** The API call for one owner's listings, e.g. `getDeveloperListings`. */
  fetchListings: (ownerId: number, params: ListingParams) => ReturnType<FetchListings>;
}

/** The listings of the developer, project or agent the page is about. */
export function RelatedListings({ ownerId, fetchListings, ...section }: RelatedListingsProps) {
  const fetchOwnListings = useCallback(
    (params: ListingParams) => fetchListings(ownerId, params),
    [fetchListings, ownerId],
  );
  const store = useListingSearch(fetchOwnListings);
  return <ListingsSection store={store} {...section} />;
}

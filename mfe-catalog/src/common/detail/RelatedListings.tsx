import { useCallback } from 'react';
import { observer } from 'mobx-react-lite';
import type { ListingParams, ListingSummary } from '@phuket/shared/api';
import type { Paginated } from '@phuket/shared/domain';
import { primedResponse, useFirstScreenReady } from '@phuket/shared/first-screen';
import type { FetchListings } from '../listing-search/listing-search-store';
import type { ListingsSectionProps } from '../listing-search/ListingsSection';
import { ListingsSection } from '../listing-search/ListingsSection';
import { useListingSearch } from '../listing-search/use-listing-search';

export interface RelatedListingsProps extends Omit<ListingsSectionProps, 'store'> {
  ownerId: number;
  /** The API call for one owner's listings, e.g. `getDeveloperListings`. */
  fetchListings: (ownerId: number, params: ListingParams) => ReturnType<FetchListings>;
  /** Cards a page (SPEC §9); the search store's default without it. */
  perPage?: number;
  /**
   * Pages with a server-rendered first screen: the key its answer for these params is
   * primed under (the first page then shows without a request). The section then says when
   * the page is ready for the hand-over (pair it with DetailRoute's `contentSaysReady`).
   */
  primedKey?: (ownerId: number, params: ListingParams) => string;
}

/** The listings of the developer, project or agent the page is about. */
export const RelatedListings = observer(function RelatedListings({
  ownerId,
  fetchListings,
  perPage,
  primedKey,
  ...section
}: RelatedListingsProps) {
  const fetchOwnListings = useCallback(
    (params: ListingParams) => fetchListings(ownerId, params),
    [fetchListings, ownerId],
  );
  const store = useListingSearch(
    fetchOwnListings,
    perPage,
    primedKey &&
      ((params) => primedResponse<Paginated<ListingSummary>>(primedKey(ownerId, params))),
  );
  useFirstScreenReady(primedKey !== undefined && !store.isLoading);
  return <ListingsSection store={store} {...section} />;
});

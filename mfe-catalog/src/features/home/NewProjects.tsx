import { useEffect, useState } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Link } from '@phuket/shared/router';
import { serverDataKeys, getHomeListings } from '@phuket/shared/api';
import type { ListingSummary } from '@phuket/shared/api';
import type { Paginated } from '@phuket/shared/domain';
import { PAGE_SIZES } from '@phuket/shared/filters';
import { paths } from '@phuket/shared/routes';
import { useServerData } from '@phuket/shared/ssr';
import { useStores } from '@phuket/shared/stores';
import { ListingCard, SkeletonGrid } from '@phuket/shared/ui';
import { ListingSearchStore } from '../../common/listing-search/listing-search-store';

/** SPEC §1: 'New Projects in Phuket' from GET /get-listings (6 cards, page 1, no filter). */
export const NewProjects = observer(function NewProjects() {
  const { currency } = useStores();
  const serverData = useServerData();
  const [store] = useState(
    () =>
      new ListingSearchStore(getHomeListings, {
        currency: currency.current,
        perPage: PAGE_SIZES.allListings,
        // The endpoint wraps the page one level deeper (SPEC §7).
        fromServer: (params) =>
          serverData.get<{ data: Paginated<ListingSummary> }>(serverDataKeys.homeListings(params))
            ?.data,
      }),
  );

  useEffect(() => {
    // A currency chosen between the first render and now (while the page hydrated) counts.
    if (currency.current !== store.currency) store.setCurrency(currency.current);
    else void store.load();
    return reaction(
      () => currency.current,
      (next) => store.setCurrency(next),
    );
  }, [store, currency]);

  return (
    <section className="home-section" aria-labelledby="new-projects-title">
      <div className="home-section__head">
        <div>
          <p className="home-section__eyebrow">Off-plan and just completed</p>
          <h2 id="new-projects-title">New Projects in Phuket</h2>
        </div>
        <Link className="button button--secondary home-section__all" to={paths.properties}>
          All New Projects
        </Link>
      </div>
      {/* SPEC §8: a failed load shows nothing. */}
      {store.isLoading ? (
        <SkeletonGrid
          className="home-grid"
          count={PAGE_SIZES.allListings}
          label="Loading projects"
        />
      ) : store.status === 'ready' ? (
        <div className="home-grid">
          {store.listings.map((listing, index) => (
            <ListingCard
              key={listing.id}
              listing={listing}
              loading={index < 3 ? 'eager' : 'lazy'}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
});

import { Fragment } from 'react';
import { observer } from 'mobx-react-lite';
import type { PromoId } from '@phuket/shared/ui';
import { ListingCard, Pagination, PromoBanner, SaveButton, SkeletonGrid } from '@phuket/shared/ui';
import { ErrorScreen } from '../status/StatusScreens';
import type { ListingSearchStore } from './listing-search-store';
import { listingTitleIn } from '@phuket/shared/domain';
import { useLocale, useMessages } from '@phuket/shared/i18n';
import { catalogMessages } from '../messages';
import './listing-results.css';

/** Promo banners sit after the 3rd, 7th and 11th card of a page. */
const PROMO_AFTER: ReadonlyMap<number, PromoId> = new Map([
  [2, 'promo1'],
  [6, 'promo2'],
  [10, 'promo3'],
]);

/** Cards of the first row at the widest layout: their photos load at once, the rest lazily. */
export const EAGER_CARDS = 3;

export interface ListingResultsProps {
  store: ListingSearchStore;
  promos?: boolean;
  emptyTitle?: string;
  /** Offered in the empty state when filters can be cleared. */
  onReset?: () => void;
  skeletonCount?: number;
}

export const ListingResults = observer(function ListingResults({
  store,
  promos = false,
  emptyTitle,
  onReset,
  skeletonCount = 12,
}: ListingResultsProps) {
  const t = useMessages(catalogMessages);
  const locale = useLocale();
  const goToPage = (page: number) => {
    store.setPage(page);
    document.getElementById('listing-results')?.scrollIntoView({ block: 'start' });
  };

  if (store.status === 'error') {
    return <ErrorScreen inline title={t('results.load_failed')} onRetry={() => store.retry()} />;
  }

  if (store.isLoading) {
    // As many placeholders as cards were on screen, so the page keeps its height.
    return (
      <SkeletonGrid
        className="listing-results__grid"
        count={store.listings.length || skeletonCount}
        label={t('results.loading')}
      />
    );
  }

  if (store.isEmpty) {
    return (
      <div className="listing-results__empty" role="status">
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
          <path
            d="M8 22 24 9l16 13v17a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V22Z M19 41V29h10v12"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinejoin="round"
          />
        </svg>
        <h2>{emptyTitle ?? t('results.empty_filtered')}</h2>
        <p>{t('results.empty_hint')}</p>
        {onReset ? (
          <button type="button" className="button" onClick={onReset}>
            {t('results.reset')}
          </button>
        ) : null}
      </div>
    );
  }

  return (
    <>
      <div className="listing-results__grid" id="listing-results-grid">
        {store.listings.map((listing, index) => {
          const promo = promos ? PROMO_AFTER.get(index) : undefined;
          return (
            <Fragment key={listing.id}>
              <ListingCard
                listing={listing}
                loading={index < EAGER_CARDS ? 'eager' : 'lazy'}
                priority={index === 0}
                save={
                  <SaveButton
                    listingId={listing.id}
                    title={listingTitleIn(listing, locale)?.text ?? null}
                  />
                }
              />
              {promo ? <PromoBanner id={promo} /> : null}
            </Fragment>
          );
        })}
      </div>
      {store.meta ? (
        <div className="listing-results__pagination">
          <Pagination meta={store.meta} onPageChange={goToPage} label={t('results.pages')} />
        </div>
      ) : null}
    </>
  );
});

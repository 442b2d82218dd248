import { observer } from 'mobx-react-lite';
import { hasActiveFilters } from '@phuket/shared/filters';
import { formatNumber } from '@phuket/shared/format';
import { FiltersBar } from '@phuket/shared/filters-bar';
import type { ListingSearchStore } from './listing-search-store';
import { ListingResults } from './ListingResults';
import { useFilterOptions } from './use-filter-options';
import { useMessages } from '@phuket/shared/i18n';
import { catalogMessages } from '../messages';

export interface ListingsSectionProps {
  store: ListingSearchStore;
  title: string;
  /** The filters bar over the listings (in the URL); without it, a plain paged list. */
  filters?: { hideDeveloper?: boolean; hideProject?: boolean };
}

/** Listings of one developer, project or agent: filters (in the URL), cards, pages. */
export const ListingsSection = observer(function ListingsSection({
  store,
  title,
  filters,
}: ListingsSectionProps) {
  const t = useMessages(catalogMessages);
  return (
    <section className="detail-section" id="listing-results" aria-labelledby="listings-title">
      <div className="listing-section-head">
        <h2 id="listings-title">{title}</h2>
        <p role="status" aria-live="polite">
          {store.status === 'ready'
            ? t('results.count', { count: store.total, total: formatNumber(store.total) })
            : ''}
        </p>
      </div>
      {filters ? <SectionFilters store={store} {...filters} /> : null}
      <ListingResults
        store={store}
        skeletonCount={6}
        emptyTitle={
          filters && hasActiveFilters(store.filters)
            ? t('results.empty_filtered')
            : t('results.empty_none')
        }
        onReset={hasActiveFilters(store.filters) ? () => store.reset() : undefined}
      />
    </section>
  );
});

const SectionFilters = observer(function SectionFilters({
  store,
  hideDeveloper,
  hideProject,
}: {
  store: ListingSearchStore;
  hideDeveloper?: boolean;
  hideProject?: boolean;
}) {
  const options = useFilterOptions(store.filters.offer_type);
  return (
    <div className="listing-section-filters">
      <FiltersBar
        value={store.filters}
        options={options}
        currency={store.currency}
        hideDeveloper={hideDeveloper}
        hideProject={hideProject}
        onApply={(next) => store.applyFilters(next)}
      />
    </div>
  );
});

import { useCallback, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { serverDataKeys, getProperties } from '@phuket/shared/api';
import type { ListingSummary } from '@phuket/shared/api';
import type { FilterState, ListingView, Location, Paginated } from '@phuket/shared/domain';
import { hasActiveFilters, searchProjectsQuery, toApiParams } from '@phuket/shared/filters';
import { formatNumber } from '@phuket/shared/format';
import { useNavigate } from '@phuket/shared/router';
import { useServerData } from '@phuket/shared/ssr';
import { FiltersBar } from '@phuket/shared/filters-bar';
import { useDocumentTitle } from '@phuket/shared/ui';
import { ListingResults } from '../../common/listing-search/ListingResults';
import { useFilterOptions } from '../../common/listing-search/use-filter-options';
import { useListingSearch } from '../../common/listing-search/use-listing-search';
import { PropertiesMap } from './PropertiesMap';
import { SaveSearchButton } from './SaveSearchButton';
import { SearchProjects } from './SearchProjects';
import { propertiesTitle } from './properties-title';
import { DEFAULT_SORT, isSortKey, sortOptions } from './sort-options';
import { msgId, useLocale, useMessages } from '@phuket/shared/i18n';
import { catalogMessages } from '../../common/messages';
import './properties.css';

const VIEWS: readonly { value: ListingView; label: string }[] = [
  { value: 'list', label: msgId('properties.view_list') },
  { value: 'map', label: msgId('properties.view_map') },
];

export default observer(function PropertiesPage() {
  const t = useMessages(catalogMessages);
  const locale = useLocale();
  const serverData = useServerData();
  const navigate = useNavigate();
  const store = useListingSearch(getProperties, undefined, (params) =>
    serverData.get<Paginated<ListingSummary>>(serverDataKeys.properties(params)),
  );
  const options = useFilterOptions(store.filters.offer_type);
  // The sheet's "Show N results": the same search, one card long, read for its total.
  const countResults = useCallback(
    (state: FilterState) =>
      getProperties(toApiParams(state, { perPage: 1, currency: store.currency })).then(
        (answer) => answer.meta.total,
      ),
    [store],
  );
  // Area names for the heading: the server's, kept past hydration (the server data is then
  // emptied), until the filter options arrive.
  const [serverLocations] = useState(
    () => serverData.get<Location[]>(serverDataKeys.locations()) ?? [],
  );
  const { offer_type: offerType } = store.filters;
  const locations = options.locations.length > 0 ? options.locations : serverLocations;
  const title = propertiesTitle(offerType, store.filters.location_id, locations, locale);
  useDocumentTitle(title);
  const projects = searchProjectsQuery(store.filters);

  const count =
    store.status === 'ready'
      ? t('properties.found', { count: store.total, total: formatNumber(store.total) })
      : store.status === 'error'
        ? ''
        : t('properties.searching');

  return (
    <div className="container catalog-page properties-page">
      <header className="properties-page__head">
        <h1>{title}</h1>
        <p className="properties-page__count" role="status" aria-live="polite">
          {count}
        </p>
      </header>
      <FiltersBar
        value={store.filters}
        options={options}
        currency={store.currency}
        countResults={countResults}
        onOpenSuggestion={(path) => void navigate(path)}
        onApply={(next) => store.applyFilters(next)}
      />
      {projects ? <SearchProjects params={projects.params} href={projects.href} /> : null}
      <div className="properties-toolbar">
        <SaveSearchButton
          filters={store.filters}
          currency={store.currency}
          locationName={(id) => locations.find((l) => l.id === id)?.name}
        />
        <label className="properties-toolbar__sort">
          <span>{t('properties.sort_by')}</span>
          <select
            value={store.filters.sort ?? DEFAULT_SORT}
            onChange={(event) => {
              if (isSortKey(event.target.value)) store.setSort(event.target.value);
            }}
          >
            {sortOptions(offerType, locale).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <div className="properties-toolbar__views" role="group" aria-label={t('properties.view')}>
          {VIEWS.map((view) => (
            <button
              key={view.value}
              type="button"
              aria-pressed={store.filters.view === view.value}
              onClick={() => store.setView(view.value)}
            >
              {t(view.label)}
            </button>
          ))}
        </div>
      </div>
      <section
        id="listing-results"
        aria-labelledby="listing-results-title"
        className="properties-page__results"
      >
        {/* The cards' titles are h3: this keeps the outline h1, h2, h3 for heading navigation. */}
        <h2 id="listing-results-title" className="visually-hidden">
          {t('properties.results')}
        </h2>
        {store.filters.view === 'map' ? (
          <PropertiesMap store={store} />
        ) : (
          <ListingResults
            store={store}
            promos
            onReset={hasActiveFilters(store.filters) ? () => store.reset() : undefined}
          />
        )}
      </section>
    </div>
  );
});

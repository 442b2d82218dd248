import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from '@phuket/shared/router';
import type { ListingSummary } from '@phuket/shared/api';
import { langIfOther, listingTitleIn } from '@phuket/shared/domain';
import type { Locale } from '@phuket/shared/i18n';
import { formatPrice } from '@phuket/shared/format';
import { paths } from '@phuket/shared/routes';
import { Pagination } from '@phuket/shared/ui';
import type { ListingSearchStore } from '../../common/listing-search/listing-search-store';
import type { MapPoint, MapUnavailableReason } from '../../common/map/GoogleMapView';
import { GoogleMapView, mapUnavailableText } from '../../common/map/GoogleMapView';
import { ErrorScreen } from '../../common/status/StatusScreens';
import { useLocale, useMessages } from '@phuket/shared/i18n';
import { catalogMessages } from '../../common/messages';

function toPoints(listings: readonly ListingSummary[], locale: Locale): MapPoint[] {
  return listings.flatMap((listing) =>
    listing.latitude !== null && listing.longitude !== null
      ? [
          {
            id: listing.id,
            position: { lat: listing.latitude, lng: listing.longitude },
            title: listingTitleIn(listing, locale)?.text ?? '',
            href: paths.property(listing.id),
          },
        ]
      : [],
  );
}

const MapFallback = observer(function MapFallback({
  reason,
  store,
}: {
  reason: MapUnavailableReason;
  store: ListingSearchStore;
}) {
  const t = useMessages(catalogMessages);
  const locale = useLocale();
  const listings = store.listings;
  const goToPage = (page: number) => {
    store.setPage(page);
    document.getElementById('listing-results')?.scrollIntoView({ block: 'start' });
  };
  return (
    <section className="map-fallback" aria-labelledby="map-fallback-title">
      {/* The reason is said once here, above the list, not on every item. */}
      <div className="map-fallback__head">
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Zm0 0v14m6-12v14"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        <div>
          <h2 id="map-fallback-title" className="map-fallback__title">
            {mapUnavailableText(reason, locale)}
          </h2>
          <p className="map-fallback__text">{t('properties.map_fallback_text')}</p>
        </div>
      </div>
      {listings.length === 0 ? (
        <p className="map-fallback__text">{t('properties.map_fallback_empty')}</p>
      ) : (
        <ol
          className="map-list"
          aria-label={t('properties.map_fallback_list')}
          start={store.meta ? (store.meta.current_page - 1) * store.meta.per_page + 1 : 1}
        >
          {listings.map((listing) => {
            const shown = listingTitleIn(listing, locale);
            return (
              <li key={listing.id} className="map-list__item">
                <Link
                  to={paths.property(listing.id)}
                  className="map-list__title"
                  lang={langIfOther(shown, locale)}
                  data-user-content
                >
                  {shown?.text}
                </Link>
                <span className="map-list__location">
                  <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                    <path
                      d="M12 22s7-6.4 7-12a7 7 0 1 0-14 0c0 5.6 7 12 7 12Zm0-9.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z"
                      fill="currentColor"
                    />
                  </svg>
                  <span>{listing.location ?? t('properties.phuket')}</span>
                </span>
                <span className="map-list__price">{formatPrice(listing)}</span>
              </li>
            );
          })}
        </ol>
      )}
      {store.meta && listings.length > 0 ? (
        <div className="listing-results__pagination">
          <Pagination meta={store.meta} onPageChange={goToPage} label={t('results.pages')} />
        </div>
      ) : null}
    </section>
  );
});

/** The same search on a map, with clustering; without a Maps key a list of locations. */
export const PropertiesMap = observer(function PropertiesMap({
  store,
}: {
  store: ListingSearchStore;
}) {
  const t = useMessages(catalogMessages);
  const locale = useLocale();
  const listings = store.listings;
  const points = useMemo(() => toPoints(listings, locale), [listings, locale]);
  if (store.status === 'error') {
    return <ErrorScreen inline title={t('results.load_failed')} onRetry={() => store.retry()} />;
  }
  if (store.isLoading) {
    return (
      <div role="status" aria-live="polite">
        <span className="visually-hidden">{t('properties.map_loading')}</span>
        {/* Sized by its class: a style attribute in server-rendered HTML breaks the CSP. */}
        <span className="skeleton properties-map__skeleton" aria-hidden="true" />
      </div>
    );
  }
  return (
    <GoogleMapView
      points={points}
      cluster
      label={t('properties.map_label')}
      fallback={(reason) => <MapFallback reason={reason} store={store} />}
    />
  );
});

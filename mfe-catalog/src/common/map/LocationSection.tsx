import { useMemo } from 'react';
import { DetailSection } from '../detail/DetailSections';
import type { MapPoint } from './GoogleMapView';
import { GoogleMapView, googleMapsLink, mapUnavailableText } from './GoogleMapView';
import { useLocale, useMessages } from '@phuket/shared/i18n';
import { catalogMessages } from '../messages';

export interface LocationSectionProps {
  /** The marker's id (the listing's or project's). */
  id: number;
  /** What is on the map: names the map and its marker. */
  name: string;
  latitude: number | null;
  longitude: number | null;
  /** Address line shown when there is no map. */
  address: string;
  className?: string;
}

/**
 * The "Location" block of a property or project page: a map with one marker, or without a
 * Maps key (or when the script fails) the address, the coordinates and a Google Maps link.
 */
export function LocationSection({
  id,
  name,
  latitude: lat,
  longitude: lng,
  address,
  className = 'property-map',
}: LocationSectionProps) {
  const t = useMessages(catalogMessages);
  const locale = useLocale();
  const points = useMemo<MapPoint[]>(
    () => (lat !== null && lng !== null ? [{ id, position: { lat, lng }, title: name }] : []),
    [lat, lng, id, name],
  );
  return (
    <DetailSection id="location-title" title={t('map.location')}>
      <GoogleMapView
        points={points}
        zoom={15}
        className={className}
        label={t('map.map_of', { name })}
        fallback={(reason) => (
          <div className="map-fallback property-location">
            <p className="map-fallback__text">{mapUnavailableText(reason, locale)}</p>
            <p className="property-location__address" data-user-content>
              {address}
            </p>
            {lat !== null && lng !== null ? (
              <>
                <p className="property-location__coords">
                  {t('map.coordinates', { lat: lat.toFixed(5), lng: lng.toFixed(5) })}
                </p>
                <a
                  className="button button--secondary"
                  href={googleMapsLink({ lat, lng })}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('map.open_google')}
                </a>
              </>
            ) : null}
          </div>
        )}
      />
    </DetailSection>
  );
}

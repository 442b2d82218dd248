import { useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '@phuket/shared/config';
import type { PublicPresentationItem } from '@phuket/shared/api/presentations';
import { useLabels, useMessages } from '@phuket/shared/i18n';
import type { AdvancedMarker, LatLngLiteral } from '@phuket/shared/maps';
import { presentationsMessages } from '../../common/messages';

type AvailableItem = Extract<PublicPresentationItem, { available: true }>;

// Advanced markers need a map id; Google's demo id works without cloud styling (as the catalog's).
const MAP_ID = 'DEMO_MAP_ID';
const ZOOM = 14;
/** How far below the screen a map starts loading, so it is drawn by the time it scrolls in. */
const AHEAD = '300px 0px';

/** The listing's position, when it has one. */
export function positionOf(item: Pick<AvailableItem, 'latitude' | 'longitude'>) {
  const { latitude: lat, longitude: lng } = item;
  return lat !== null && lng !== null ? { lat, lng } : null;
}

/** A link to the place on Google Maps: works with or without a Maps key, on paper too. */
export function googleMapsLink(position: LatLngLiteral): string {
  return `https://www.google.com/maps/search/?api=1&query=${position.lat},${position.lng}`;
}

/**
 * The map, drawn once its box comes near the screen: a presentation holds up to 30 listings,
 * and every map is a paid load of Google's script, so none is made for listings never seen.
 * The Maps code (the shared loader) is its own chunk, fetched after the page has hydrated;
 * the server renders the same empty box, so hydration finds what it renders.
 */
function LazyMap({
  apiKey,
  position,
  title,
  label,
}: {
  apiKey: string;
  position: LatLngLiteral;
  title: string;
  label: string;
}) {
  const elementRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const { lat, lng } = position;

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return undefined;
    let active = true;
    let marker: AdvancedMarker | null = null;
    const draw = () => {
      import(
        /* webpackChunkName: "maps" */
        /* webpackExports: ["loadGoogleMaps"] */
        '@phuket/shared/maps'
      )
        .then(({ loadGoogleMaps }) => loadGoogleMaps({ apiKey }))
        .then((google) => {
          if (!active) return;
          const center = { lat, lng };
          const map = new google.maps.Map(element, {
            center,
            zoom: ZOOM,
            mapId: MAP_ID,
            gestureHandling: 'cooperative',
            streetViewControl: false,
            mapTypeControl: false,
          });
          marker = new google.marker.AdvancedMarkerElement({ map, position: center, title });
        })
        .catch((error: unknown) => {
          console.error('The map could not be loaded', error);
          if (active) setFailed(true);
        });
    };
    if (typeof IntersectionObserver === 'undefined') {
      draw();
      return () => {
        active = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        draw();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
      if (marker) marker.map = null;
    };
  }, [apiKey, lat, lng, title]);

  // The place's name and link stay beside it: nothing is lost when the script fails.
  if (failed) return null;
  return (
    <div
      ref={elementRef}
      className="pres-location__map"
      role="region"
      aria-label={label}
      data-testid="listing-map"
    />
  );
}

/**
 * Where a listing is: its map when the site has a Maps key (not in the print view: the PDF
 * must not wait on map tiles), and always the area's name and a Google Maps link. Without a
 * key it is the name and the link alone, and no Maps code is ever fetched.
 */
export function ListingLocation({
  item,
  title,
  number,
  print,
}: {
  item: AvailableItem;
  title: string;
  number: number;
  print: boolean;
}) {
  // The config this render was given (server: per request; browser: the same, hydrating).
  const apiKey = useRuntimeConfig().mapsApiKey;
  const t = useMessages(presentationsMessages);
  const label = useLabels();
  const position = positionOf(item);
  if (!position && !item.location) return null;
  return (
    <div className="pres-location" data-testid="listing-location">
      <h3 className="pres-location__title">{t('public.location')}</h3>
      {apiKey && position && !print ? (
        <LazyMap
          apiKey={apiKey}
          position={position}
          title={title}
          // Numbered: two listings may share a title, and each map is a landmark of its own.
          label={t('public.map_label', { number, title })}
        />
      ) : null}
      <p className="pres-location__place">
        {item.location ? <span data-user-content>{label.location(item.location)}</span> : null}
        {position ? (
          <a href={googleMapsLink(position)} target="_blank" rel="noopener noreferrer">
            {t('public.open_in_maps')}
            <span className="visually-hidden" data-user-content>
              : {title}
            </span>
          </a>
        ) : null}
      </p>
      {print && position ? (
        <p className="pres-location__coords">
          {position.lat.toFixed(5)}, {position.lng.toFixed(5)}
        </p>
      ) : null}
    </div>
  );
}

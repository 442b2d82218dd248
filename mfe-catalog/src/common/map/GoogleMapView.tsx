import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@phuket/shared/router';
import { useRuntimeConfig } from '@phuket/shared/config';
import type { AdvancedMarker, LatLngLiteral } from '@phuket/shared/maps';
import { DEFAULT_LOCALE, type Locale, type Translate } from '@phuket/shared/i18n';
import { catalogMessages } from '../messages';
import './map.css';

export interface MapPoint {
  id: number;
  position: LatLngLiteral;
  title: string;
  /** Opened when the marker is clicked. */
  href?: string;
}

export type MapUnavailableReason = 'not-configured' | 'failed';

/** Phuket island, for a map without points. */
const PHUKET: LatLngLiteral = { lat: 7.95, lng: 98.34 };
// Advanced markers need a map id; Google's demo id works without cloud styling.
const MAP_ID = 'DEMO_MAP_ID';

export interface GoogleMapViewProps {
  points: readonly MapPoint[];
  /** Group nearby markers (docs/product-rules.md §9 clustering). */
  cluster?: boolean;
  /** Zoom for a single point. */
  zoom?: number;
  label: string;
  /** What to show instead of the map: no key configured, or the script failed to load. */
  fallback: (reason: MapUnavailableReason) => ReactNode;
  className?: string;
}

/**
 * A Google map with markers. Without a Maps key (runtime config `mapsApiKey` null) or when
 * the script cannot be loaded, the caller's fallback is shown instead — never an empty box.
 */
export function GoogleMapView({
  points,
  cluster = false,
  zoom = 14,
  label,
  fallback,
  className,
}: GoogleMapViewProps) {
  const apiKey = useRuntimeConfig().mapsApiKey;
  const elementRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = elementRef.current;
    if (!apiKey || !element) return undefined;
    let active = true;
    const markers: AdvancedMarker[] = [];
    let clearClusters: (() => void) | null = null;
    // The loader and the clusterer (10 KB gzip) come with the first map, not with every page
    // that could show one: without a key, or before this effect, nobody needs them.
    import('@phuket/shared/maps')
      .then(async ({ createMarkerClusterer, loadGoogleMaps }) => ({
        ...(await loadGoogleMaps({ apiKey })),
        createMarkerClusterer,
      }))
      .then(({ core, maps, marker, createMarkerClusterer }) => {
        if (!active) return;
        const first = points[0];
        const map = new maps.Map(element, {
          center: first?.position ?? PHUKET,
          zoom: points.length === 1 ? zoom : 11,
          mapId: MAP_ID,
          gestureHandling: 'cooperative',
          streetViewControl: false,
          mapTypeControl: false,
        });
        for (const point of points) {
          const item = new marker.AdvancedMarkerElement({
            position: point.position,
            title: point.title,
            map: cluster ? null : map,
          });
          const href = point.href;
          if (href) item.addListener('click', () => void navigate(href));
          markers.push(item);
        }
        if (points.length > 1) {
          const bounds = new core.LatLngBounds();
          for (const point of points) bounds.extend(point.position);
          map.fitBounds(bounds, 48);
        }
        if (cluster) {
          const clusterer = createMarkerClusterer(map, markers, marker);
          clearClusters = () => clusterer.clearMarkers();
        }
      })
      .catch((error: unknown) => {
        console.error('The map could not be loaded', error);
        if (active) setFailed(true);
      });
    return () => {
      active = false;
      clearClusters?.();
      for (const item of markers) item.map = null;
    };
  }, [apiKey, points, cluster, zoom, navigate]);

  if (!apiKey) return <>{fallback('not-configured')}</>;
  if (failed) return <>{fallback('failed')}</>;
  return (
    <div
      ref={elementRef}
      className={['google-map', className].filter(Boolean).join(' ')}
      role="region"
      aria-label={label}
    />
  );
}

export function mapUnavailableText(
  reason: MapUnavailableReason,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const t: Translate = (id) => catalogMessages.format(locale, id);
  return reason === 'not-configured' ? t('map.not_configured') : t('map.failed');
}

export function googleMapsLink(position: LatLngLiteral): string {
  return `https://www.google.com/maps/search/?api=1&query=${position.lat},${position.lng}`;
}

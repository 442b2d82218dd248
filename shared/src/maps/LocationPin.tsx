import { useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '@phuket/shared/config';
import type {
  AdvancedMarker,
  GoogleMap,
  LatLngLiteral,
  MapsEventListener,
} from '@phuket/shared/maps';
import { sharedMessages, useMessages } from '@phuket/shared/i18n';

// What a map click hands its listener (google.maps.MapMouseEvent), typed by hand as the shared
// maps types are: the workspace has no @types/google.maps.
interface MapClick {
  latLng: { lat(): number; lng(): number } | null;
}
interface ClickableMap extends GoogleMap {
  addListener(event: 'click', handler: (event: MapClick) => void): MapsEventListener;
}

/** Phuket island, for a place without a position yet. */
const PHUKET: LatLngLiteral = { lat: 7.95, lng: 98.34 };
// Advanced markers need a map id; Google's demo id works without cloud styling.
const MAP_ID = 'DEMO_MAP_ID';
/** Six decimals: about 10 cm, finer than any pin is placed. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

function positionOf(latitude: string, longitude: string): LatLngLiteral | null {
  if (latitude.trim() === '' || longitude.trim() === '') return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  return { lat, lng };
}

export interface LocationPinProps {
  /** The latitude and longitude fields as typed (decimal degrees; blank when not set). */
  latitude: string;
  longitude: string;
  /** A click on the map: the new position, rounded to six decimals, as field text. */
  onPick: (latitude: string, longitude: string) => void;
  /** Sizes the map (it has no height of its own). */
  className: string;
  /** The marker's title: markerTitle.current, 'The project'. */
  title: string;
}

/**
 * The map pin of a location step when a Maps key is configured: a click on the map places the
 * pin and fills latitude and longitude; typing them moves the pin. Without a key (or when the
 * script cannot load) nothing is shown: the latitude and longitude fields are the way, and
 * they stay the keyboard's way with a map too. Used by the listing wizard and the project steps.
 */
export function LocationPin({ latitude, longitude, onPick, className, title }: LocationPinProps) {
  const t = useMessages(sharedMessages);
  const apiKey = useRuntimeConfig().mapsApiKey;
  const elementRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ map: ClickableMap; marker: AdvancedMarker } | null>(null);
  const [failed, setFailed] = useState(false);
  const position = positionOf(latitude, longitude);
  const lat = position?.lat ?? null;
  const lng = position?.lng ?? null;
  const initial = useRef(position);
  // The latest handler, so a new closure from the parent does not rebuild the map.
  const pick = useRef(onPick);
  const markerTitle = useRef(title);
  useEffect(() => {
    pick.current = onPick;
  });

  useEffect(() => {
    const element = elementRef.current;
    if (!apiKey || !element) return undefined;
    let active = true;
    let listener: MapsEventListener | null = null;
    // Fetched only with a key: without one the step never downloads the maps code.
    import('@phuket/shared/maps')
      .then(({ loadGoogleMaps }) => loadGoogleMaps({ apiKey }))
      .then(({ maps, marker }) => {
        if (!active) return;
        const start = initial.current;
        // The shared type leaves out addListener, which every google.maps.Map has.
        const map = new maps.Map(element, {
          center: start ?? PHUKET,
          zoom: start ? 15 : 11,
          mapId: MAP_ID,
          gestureHandling: 'cooperative',
          streetViewControl: false,
          mapTypeControl: false,
        }) as ClickableMap;
        const pin = new marker.AdvancedMarkerElement({
          position: start ?? PHUKET,
          map: start ? map : null,
          title: markerTitle.current,
        });
        mapRef.current = { map, marker: pin };
        listener = map.addListener('click', (event) => {
          if (!event.latLng) return;
          pick.current(String(round(event.latLng.lat())), String(round(event.latLng.lng())));
        });
      })
      .catch((error: unknown) => {
        console.error('The map could not be loaded', error);
        if (active) setFailed(true);
      });
    return () => {
      active = false;
      listener?.remove();
      if (mapRef.current) mapRef.current.marker.map = null;
      mapRef.current = null;
    };
  }, [apiKey]);

  // Typed coordinates move the pin.
  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    if (lat === null || lng === null) {
      current.marker.map = null;
      return;
    }
    current.marker.position = { lat, lng };
    current.marker.map = current.map;
    current.map.setCenter({ lat, lng });
  }, [lat, lng]);

  if (!apiKey || failed) return null;
  return <div ref={elementRef} className={className} role="region" aria-label={t('map.pin')} />;
}

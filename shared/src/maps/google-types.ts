// The few parts of the Google Maps JavaScript API this site uses, typed by hand: the
// workspace has no @types/google.maps, and these keep the calls checked without `any`.

export interface LatLngLiteral {
  lat: number;
  lng: number;
}

export interface MapsEventListener {
  remove(): void;
}

export interface GoogleMap {
  fitBounds(bounds: LatLngBoundsLike, padding?: number): void;
  setCenter(center: LatLngLiteral): void;
  setZoom(zoom: number): void;
  getZoom(): number | undefined;
}

export interface LatLngBoundsLike {
  extend(point: LatLngLiteral): LatLngBoundsLike;
  isEmpty(): boolean;
}

export interface MapOptions {
  center: LatLngLiteral;
  zoom: number;
  mapId?: string;
  gestureHandling?: 'cooperative' | 'greedy' | 'auto';
  streetViewControl?: boolean;
  mapTypeControl?: boolean;
  fullscreenControl?: boolean;
}

export interface MapsLibrary {
  Map: new (element: HTMLElement, options: MapOptions) => GoogleMap;
}

export interface CoreLibrary {
  LatLngBounds: new () => LatLngBoundsLike;
}

export interface AdvancedMarker {
  map: GoogleMap | null;
  position: LatLngLiteral | null;
  addListener(event: 'click' | 'gmp-click', handler: () => void): MapsEventListener;
}

export interface AdvancedMarkerOptions {
  map?: GoogleMap | null;
  position: LatLngLiteral;
  title?: string;
  content?: HTMLElement;
  zIndex?: number;
}

export interface MarkerLibrary {
  AdvancedMarkerElement: new (options: AdvancedMarkerOptions) => AdvancedMarker;
}

export interface PlacesLibrary {
  [name: string]: unknown;
}

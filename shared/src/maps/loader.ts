import { Loader } from '@googlemaps/js-api-loader';
import type { CoreLibrary, MapsLibrary, MarkerLibrary, PlacesLibrary } from './google-types';

/** docs/product-rules.md §7: the maps service with the places and marker libraries, version weekly. */
export const MAPS_VERSION = 'weekly';
export const MAPS_LIBRARIES = ['places', 'marker'] as const;
/**
 * docs/product-rules.md §8: a failed script load is retried up to 3 times; the loader waits longer before each
 * retry (n * 2^n ms) and then rejects.
 */
export const MAPS_RETRIES = 3;

export interface MapsLoaderOptions {
  apiKey: string;
  language?: string;
  region?: string;
}

export interface GoogleMapsLibraries {
  core: CoreLibrary;
  maps: MapsLibrary;
  marker: MarkerLibrary;
  places: PlacesLibrary;
}

/** What this module needs of @googlemaps/js-api-loader's Loader; tests pass a fake. */
export interface LibraryLoader {
  importLibrary(name: 'core' | 'maps' | 'marker' | 'places'): Promise<unknown>;
}

export type LoaderFactory = (options: ConstructorParameters<typeof Loader>[0]) => LibraryLoader;

const defaultFactory: LoaderFactory = (options) => new Loader(options);

let current: { signature: string; promise: Promise<GoogleMapsLibraries> } | null = null;

function signature(options: MapsLoaderOptions): string {
  return JSON.stringify([options.apiKey, options.language ?? null, options.region ?? null]);
}

/**
 * Loads the maps script once per page. Asking again with the same options returns the same
 * promise; asking with different options throws, because the script can only be configured
 * once (docs/product-rules.md §8). A load that finally failed is forgotten so a later visit can try again.
 */
export function loadGoogleMaps(
  options: MapsLoaderOptions,
  createLoader: LoaderFactory = defaultFactory,
): Promise<GoogleMapsLibraries> {
  if (!options.apiKey) return Promise.reject(new Error('The maps service has no API key'));
  const wanted = signature(options);
  if (current) {
    if (current.signature !== wanted) {
      throw new Error('Google Maps is already loaded with different options');
    }
    return current.promise;
  }
  const loader = createLoader({
    apiKey: options.apiKey,
    version: MAPS_VERSION,
    libraries: [...MAPS_LIBRARIES],
    retries: MAPS_RETRIES,
    language: options.language,
    region: options.region,
  });
  const promise = Promise.all([
    loader.importLibrary('core'),
    loader.importLibrary('maps'),
    loader.importLibrary('marker'),
    loader.importLibrary('places'),
  ]).then(([core, maps, marker, places]) => ({
    // The loader's own typings are not available in this workspace; see google-types.ts.
    core: core as CoreLibrary,
    maps: maps as MapsLibrary,
    marker: marker as MarkerLibrary,
    places: places as PlacesLibrary,
  }));
  const entry = { signature: wanted, promise };
  current = entry;
  promise.catch(() => {
    if (current === entry) current = null;
  });
  return promise;
}

/** Test helper: forget the loaded script's options. */
export function resetGoogleMapsForTests(): void {
  current = null;
}

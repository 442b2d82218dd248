import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { PublicPresentationItem } from '@phuket/shared/api/presentations';
import { setRuntimeConfig } from '@phuket/shared/config';
import { resetGoogleMapsForTests } from '@phuket/shared/maps';
import { ListingLocation, googleMapsLink, positionOf } from './ListingLocation';

// The listing's location on the public presentation, rendered on the "server" (renderToString)
// and hydrated as the browser does, with the real shared loader and @googlemaps/js-api-loader.
// Only Google's own script is not reachable here: `window.google.maps.importLibrary`, which
// that script defines, is answered by a stand-in, as is IntersectionObserver, which jsdom lacks.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Item = Extract<PublicPresentationItem, { available: true }>;

const item: Item = {
  id: 7,
  available: true,
  title: 'Pool villa',
  offer_type: 'Sale',
  rental_type: null,
  property_type: 'Villa',
  property_stage: null,
  furniture: null,
  bedrooms: 3,
  bathrooms: 2,
  area: 250,
  location: 'Rawai',
  latitude: 7.7794,
  longitude: 98.3253,
  description: null,
  language: 'en',
  translations: {},
  photos: [],
  note: null,
};

/** IntersectionObserver as the page uses it: the test says when the box comes near the screen. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  targets: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  comeIntoView() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as never);
  }
}

/** What Google's script would make: maps and markers, recorded. */
const drawn = {
  libraries: [] as string[],
  maps: [] as { element: HTMLElement; options: Record<string, unknown> }[],
  markers: [] as Record<string, unknown>[],
};

function installGoogle(fail = false) {
  const libraries: Record<string, unknown> = {
    core: { LatLngBounds: class {} },
    maps: {
      Map: class {
        constructor(element: HTMLElement, options: Record<string, unknown>) {
          drawn.maps.push({ element, options });
        }
      },
    },
    marker: {
      AdvancedMarkerElement: class {
        map: unknown;
        constructor(options: Record<string, unknown>) {
          this.map = options.map;
          drawn.markers.push(options);
        }
      },
    },
    places: {},
  };
  Object.assign(window, {
    google: {
      maps: {
        importLibrary: (name: string) => {
          drawn.libraries.push(name);
          return fail ? Promise.reject(new Error('blocked')) : Promise.resolve(libraries[name]);
        },
      },
    },
  });
}

let errors: unknown[][];
let recoverable: unknown[];
let root: Root | null;

beforeEach(() => {
  drawn.libraries = [];
  drawn.maps = [];
  drawn.markers = [];
  errors = [];
  recoverable = [];
  root = null;
  FakeIntersectionObserver.all = [];
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  Reflect.deleteProperty(window, 'google');
  Reflect.deleteProperty(window, 'IntersectionObserver');
  resetGoogleMapsForTests();
  setRuntimeConfig({});
  jest.restoreAllMocks();
});

/** The server's HTML for the tree, then the browser's hydration of it, both with `key`. */
async function serverThenBrowser(key: string | null, props: { print?: boolean; of?: Item } = {}) {
  const tree = (
    <ListingLocation item={props.of ?? item} title="Pool villa" number={2} print={!!props.print} />
  );
  setRuntimeConfig({ mapsApiKey: key });
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  const serverHtml = container.innerHTML;
  await act(async () => {
    root = hydrateRoot(container, tree, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { container, serverHtml };
}

/** Lets the dynamic import and the loader's promises settle. */
async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
}

describe('ListingLocation', () => {
  it('without a Maps key shows the area and a Google Maps link, fetches no Maps code', async () => {
    installGoogle();
    const { container, serverHtml } = await serverThenBrowser(null);
    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(serverHtml);
    expect(container.querySelector('h3')?.textContent).toBe('Location');
    expect(container.textContent).toContain('Rawai');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=7.7794,98.3253',
    );
    expect(link?.textContent).toBe('Open in Google Maps: Pool villa');
    expect(container.querySelector('[role="region"]')).toBeNull();
    expect(FakeIntersectionObserver.all).toHaveLength(0);
    await settle();
    expect(drawn.libraries).toEqual([]);
  });

  it('with a key hydrates the server’s map box as it is, and draws the map only near the screen', async () => {
    installGoogle();
    const { container, serverHtml } = await serverThenBrowser('test-key');
    // No mismatch: React would report one as a recoverable error or a console error.
    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
    const region = container.querySelector('[role="region"]');
    expect(region?.getAttribute('aria-label')).toBe('Map of property 2, Pool villa');
    expect(serverHtml).toContain('aria-label="Map of property 2, Pool villa"');

    // Hydrated, but off screen: Google's script is not asked for anything yet.
    await settle();
    expect(drawn.libraries).toEqual([]);
    const [observer] = FakeIntersectionObserver.all;
    expect(observer?.targets).toEqual([region]);
    expect(observer?.options?.rootMargin).toBe('300px 0px');

    act(() => observer?.comeIntoView());
    await settle();
    expect(observer?.disconnected).toBe(true);
    // docs/product-rules.md §7's libraries, through the shared loader, then one map with one marker on the place.
    expect([...new Set(drawn.libraries)].sort()).toEqual(['core', 'maps', 'marker', 'places']);
    expect(drawn.maps).toHaveLength(1);
    expect(drawn.maps[0]?.element).toBe(region);
    expect(drawn.maps[0]?.options).toMatchObject({
      center: { lat: 7.7794, lng: 98.3253 },
      zoom: 14,
      mapId: 'DEMO_MAP_ID',
    });
    expect(drawn.markers).toEqual([
      expect.objectContaining({ position: { lat: 7.7794, lng: 98.3253 }, title: 'Pool villa' }),
    ]);
    expect(errors).toEqual([]);
  });

  it('when Google’s script fails, leaves the area and the link without an empty box', async () => {
    installGoogle(true);
    const { container } = await serverThenBrowser('test-key');
    act(() => FakeIntersectionObserver.all[0]?.comeIntoView());
    await settle();
    expect(container.querySelector('[role="region"]')).toBeNull();
    expect(container.querySelector('a')?.textContent).toContain('Open in Google Maps');
    expect(errors.map((args) => args[0])).toContain('The map could not be loaded');
  });

  it('prints without a map, whatever the key: the coordinates are written out instead', async () => {
    installGoogle();
    const { container } = await serverThenBrowser('test-key', { print: true });
    expect(container.querySelector('[role="region"]')).toBeNull();
    expect(FakeIntersectionObserver.all).toHaveLength(0);
    expect(container.textContent).toContain('7.77940, 98.32530');
    expect(recoverable).toEqual([]);
  });

  it('shows nothing for a listing with neither a position nor an area', async () => {
    const { container } = await serverThenBrowser('test-key', {
      of: { ...item, latitude: null, longitude: null, location: null },
    });
    expect(container.innerHTML).toBe('');
  });

  it('shows the area alone for a listing without a position, with or without a key', async () => {
    const { container } = await serverThenBrowser('test-key', {
      of: { ...item, latitude: null, longitude: 98.3 },
    });
    expect(container.textContent).toBe('LocationRawai');
    expect(container.querySelector('[role="region"]')).toBeNull();
  });
});

describe('helpers', () => {
  it('positionOf needs both coordinates; googleMapsLink searches the point', () => {
    expect(positionOf({ latitude: 7.8, longitude: 98.3 })).toEqual({ lat: 7.8, lng: 98.3 });
    expect(positionOf({ latitude: 0, longitude: 0 })).toEqual({ lat: 0, lng: 0 });
    expect(positionOf({ latitude: null, longitude: 98.3 })).toBeNull();
    expect(googleMapsLink({ lat: 7.8, lng: 98.3 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=7.8,98.3',
    );
  });
});

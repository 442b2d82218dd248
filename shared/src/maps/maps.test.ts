import { CLUSTER_BRAND_COLOUR } from '../filters';
import { clusterBadge, clusterColourFromStats } from './clustering';
import type { LibraryLoader, LoaderFactory } from './loader';
import {
  MAPS_LIBRARIES,
  MAPS_RETRIES,
  MAPS_VERSION,
  loadGoogleMaps,
  resetGoogleMapsForTests,
} from './loader';

function fakeFactory(fail = false) {
  const created: Parameters<LoaderFactory>[0][] = [];
  const factory: LoaderFactory = (options) => {
    created.push(options);
    const loader: LibraryLoader = {
      importLibrary: (name) =>
        fail ? Promise.reject(new Error('script failed')) : Promise.resolve({ name }),
    };
    return loader;
  };
  return { created, factory };
}

describe('loadGoogleMaps (docs/product-rules.md §7, §8)', () => {
  afterEach(() => resetGoogleMapsForTests());

  it('asks for version weekly, places and marker, with 3 retries', async () => {
    const { created, factory } = fakeFactory();
    const libraries = await loadGoogleMaps({ apiKey: 'key' }, factory);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      apiKey: 'key',
      version: 'weekly',
      libraries: ['places', 'marker'],
      retries: 3,
    });
    expect([MAPS_VERSION, MAPS_LIBRARIES, MAPS_RETRIES]).toEqual([
      'weekly',
      ['places', 'marker'],
      3,
    ]);
    expect(Object.keys(libraries).sort()).toEqual(['core', 'maps', 'marker', 'places']);
  });

  it('loads once for the same options and refuses different ones', async () => {
    const { created, factory } = fakeFactory();
    const first = loadGoogleMaps({ apiKey: 'key' }, factory);
    expect(loadGoogleMaps({ apiKey: 'key' }, factory)).toBe(first);
    await first;
    expect(created).toHaveLength(1);
    expect(() => loadGoogleMaps({ apiKey: 'other' }, factory)).toThrow(/different options/);
    expect(() => loadGoogleMaps({ apiKey: 'key', language: 'th' }, factory)).toThrow(
      /different options/,
    );
  });

  it('rejects without a key and forgets a failed load so it can be tried again', async () => {
    await expect(loadGoogleMaps({ apiKey: '' })).rejects.toThrow(/no API key/);
    const failing = fakeFactory(true);
    await expect(loadGoogleMaps({ apiKey: 'key' }, failing.factory)).rejects.toThrow(
      'script failed',
    );
    const working = fakeFactory();
    await expect(loadGoogleMaps({ apiKey: 'other' }, working.factory)).resolves.toBeDefined();
  });
});

describe('cluster markers (docs/product-rules.md §9)', () => {
  it('are red above the larger of 10 and the mean count', () => {
    expect(clusterColourFromStats(11, 4)).toBe('red');
    expect(clusterColourFromStats(10, 4)).toBe(CLUSTER_BRAND_COLOUR);
    expect(clusterColourFromStats(30, 25)).toBe('red');
    expect(clusterColourFromStats(20, 25)).toBe(CLUSTER_BRAND_COLOUR);
  });

  it('draw the count on the colour', () => {
    const badge = clusterBadge(42, 'red');
    expect(badge.textContent).toBe('42');
    expect(badge.style.background).toBe('red');
  });
});

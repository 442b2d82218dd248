import { act, render, screen } from '@testing-library/react';
import { setRuntimeConfig } from '@phuket/shared/config';
import type { LatLngLiteral } from '@phuket/shared/maps';
import { LocationPin } from './LocationPin';
import { ListingWizardStore } from './wizard-store';
import type { WizardApi } from './wizard-store';

// The map pin with the Google script answered by a fake: only the script's download is not
// reachable here; the component, the store and the loader's contract are the real ones.

interface FakeMarker {
  position: LatLngLiteral | null;
  map: unknown;
}

let clickHandler: ((event: { latLng: { lat(): number; lng(): number } }) => void) | null = null;
let marker: FakeMarker | null = null;
let centre: LatLngLiteral | null = null;

jest.mock('@phuket/shared/maps', () => ({
  loadGoogleMaps: () =>
    Promise.resolve({
      maps: {
        Map: class {
          addListener(_event: string, handler: typeof clickHandler) {
            clickHandler = handler;
            return { remove: () => undefined };
          }
          setCenter(position: LatLngLiteral) {
            centre = position;
          }
        },
      },
      marker: {
        AdvancedMarkerElement: class {
          position: LatLngLiteral | null;
          map: unknown;
          constructor(options: { position: LatLngLiteral; map: unknown }) {
            this.position = options.position;
            this.map = options.map;
            marker = this as FakeMarker;
          }
        },
      },
    }),
}));

const noApi = {} as WizardApi; // nothing is saved in these tests: the autosave timer never fires

afterEach(() => setRuntimeConfig({ mapsApiKey: null }));

describe('LocationPin', () => {
  it('shows no map without a Maps key: the latitude and longitude fields are the way', () => {
    setRuntimeConfig({ mapsApiKey: null });
    const { container } = render(<LocationPin store={new ListingWizardStore(noApi)} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('a click on the map fills latitude and longitude; typed ones move the pin', async () => {
    setRuntimeConfig({ mapsApiKey: 'test-key' });
    const store = new ListingWizardStore(noApi, 60_000);
    render(<LocationPin store={store} />);
    expect(screen.getByRole('region', { name: 'Map: click to place the pin' })).toBeVisible();
    await act(() => Promise.resolve());
    expect(marker?.map).toBeNull();

    act(() => clickHandler?.({ latLng: { lat: () => 7.82051234, lng: () => 98.2987 } }));
    expect([store.values.latitude, store.values.longitude]).toEqual(['7.820512', '98.2987']);
    expect(marker?.position).toEqual({ lat: 7.820512, lng: 98.2987 });
    expect(marker?.map).not.toBeNull();

    act(() => store.set('latitude', '7.9'));
    expect(marker?.position).toEqual({ lat: 7.9, lng: 98.2987 });
    expect(centre).toEqual({ lat: 7.9, lng: 98.2987 });
    store.dispose();
  });
});

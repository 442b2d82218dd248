import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { setRuntimeConfig } from '@phuket/shared/config';
import type { LatLngLiteral } from '@phuket/shared/maps';
import { LocationPin } from './LocationPin';

// The map pin with the Google script answered by a fake: only the script's download is not
// reachable here; the component and the loader's contract are the real ones.

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

/** A location step as the areas build one: the fields hold the text, the pin reads and fills them. */
function Step() {
  const [position, setPosition] = useState({ latitude: '', longitude: '' });
  return (
    <>
      <LocationPin
        latitude={position.latitude}
        longitude={position.longitude}
        onPick={(latitude, longitude) => setPosition({ latitude, longitude })}
        className="map"
        title="The project"
      />
      <label>
        Latitude
        <input
          value={position.latitude}
          onChange={(event) => setPosition({ ...position, latitude: event.target.value })}
        />
      </label>
      <label>
        Longitude
        <input
          value={position.longitude}
          onChange={(event) => setPosition({ ...position, longitude: event.target.value })}
        />
      </label>
    </>
  );
}

afterEach(() => setRuntimeConfig({ mapsApiKey: null }));

describe('LocationPin', () => {
  it('shows no map without a Maps key: the latitude and longitude fields are the way', () => {
    setRuntimeConfig({ mapsApiKey: null });
    render(<Step />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByLabelText('Latitude')).toBeVisible();
  });

  it('a click on the map fills latitude and longitude; typed ones move the pin', async () => {
    setRuntimeConfig({ mapsApiKey: 'test-key' });
    render(<Step />);
    expect(screen.getByRole('region', { name: 'Map: click to place the pin' })).toBeVisible();
    await act(() => Promise.resolve());
    expect(marker?.map).toBeNull();

    act(() => clickHandler?.({ latLng: { lat: () => 7.82051234, lng: () => 98.2987 } }));
    expect(screen.getByLabelText('Latitude')).toHaveValue('7.820512');
    expect(screen.getByLabelText('Longitude')).toHaveValue('98.2987');
    expect(marker?.position).toEqual({ lat: 7.820512, lng: 98.2987 });
    expect(marker?.map).not.toBeNull();

    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '7.9' } });
    expect(marker?.position).toEqual({ lat: 7.9, lng: 98.2987 });
    expect(centre).toEqual({ lat: 7.9, lng: 98.2987 });

    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '' } });
    expect(marker?.map).toBeNull();
  });
});

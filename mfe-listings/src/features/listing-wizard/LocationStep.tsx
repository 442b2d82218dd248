import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { LocationPin } from '@phuket/shared/location-pin';
import { NumberInput, SelectInput, TextInput } from './fields';
import type { StepProps } from './wizard-steps';

/**
 * Step 2: the area, the address and the map position, the developer and the project. A project
 * fills in an empty developer, area, address and pin: the server does it, and the answer shows
 * here.
 */
export default observer(function LocationStep({ store }: StepProps) {
  useEffect(() => {
    void store.loadOptions();
  }, [store]);
  const options = store.options;
  const toChoices = (list: readonly { id: number; name?: string; title?: string }[]) =>
    list.map((item) => ({ value: String(item.id), label: item.name ?? item.title ?? '' }));
  return (
    <>
      <SelectInput
        store={store}
        name="location_id"
        label="Area"
        options={toChoices(options?.locations ?? [])}
      />
      <TextInput store={store} name="address" label="Address" />
      <fieldset className="listing-wizard__group">
        <legend>Map position</legend>
        <p className="listing-wizard__hint" id="listing-position-hint">
          The pin on the property’s map, in decimal degrees (Phuket is near 7.9, 98.3).
        </p>
        <LocationPin
          latitude={store.values.latitude}
          longitude={store.values.longitude}
          onPick={(latitude, longitude) => {
            store.set('latitude', latitude);
            store.set('longitude', longitude);
          }}
          className="listing-wizard__map"
          title="The property"
        />
        <div className="listing-wizard__row">
          <NumberInput
            store={store}
            name="latitude"
            label="Latitude"
            min={-90}
            max={90}
            step="any"
          />
          <NumberInput
            store={store}
            name="longitude"
            label="Longitude"
            min={-180}
            max={180}
            step="any"
          />
        </div>
      </fieldset>
      <div className="listing-wizard__row">
        <SelectInput
          store={store}
          name="developer_id"
          label="Developer"
          options={toChoices(options?.developers ?? [])}
        />
        <SelectInput
          store={store}
          name="project_id"
          label="Project"
          hint="Choosing a project fills in its developer, area, address and map pin where they are empty."
          options={toChoices(options?.projects ?? [])}
        />
      </div>
    </>
  );
});

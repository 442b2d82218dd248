import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useMessages } from '@phuket/shared/i18n';
import { LocationPin } from '@phuket/shared/location-pin';
import { listingsMessages } from '../../common/messages';
import { NumberInput, SelectInput, TextInput } from './fields';
import type { StepProps } from './wizard-steps';

/**
 * Step 2: the area, the address and the map position, the developer and the project. A project
 * fills in an empty developer, area, address and pin: the server does it, and the answer shows
 * here.
 */
export default observer(function LocationStep({ store }: StepProps) {
  const t = useMessages(listingsMessages);
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
        label={t('wizard.area')}
        options={toChoices(options?.locations ?? [])}
      />
      <TextInput store={store} name="address" label={t('wizard.address')} />
      <fieldset className="listing-wizard__group">
        <legend>{t('wizard.map_position')}</legend>
        <p className="field-hint" id="listing-position-hint">
          {t('wizard.map_hint')}
        </p>
        <LocationPin
          latitude={store.values.latitude}
          longitude={store.values.longitude}
          onPick={(latitude, longitude) => {
            store.set('latitude', latitude);
            store.set('longitude', longitude);
          }}
          className="listing-wizard__map"
          title={t('wizard.map_pin')}
        />
        <div className="listing-wizard__row">
          <NumberInput
            store={store}
            name="latitude"
            label={t('wizard.latitude')}
            min={-90}
            max={90}
            step="any"
          />
          <NumberInput
            store={store}
            name="longitude"
            label={t('wizard.longitude')}
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
          label={t('wizard.developer')}
          options={toChoices(options?.developers ?? [])}
        />
        <SelectInput
          store={store}
          name="project_id"
          label={t('wizard.project')}
          hint={t('wizard.project_hint')}
          options={toChoices(options?.projects ?? [])}
        />
      </div>
    </>
  );
});

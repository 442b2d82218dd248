import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useMessages } from '@phuket/shared/i18n';
import {
  CURRENCIES,
  FURNITURE,
  LEASEHOLD_YEARS_MAX,
  LISTING_AREA_MAX,
  LISTING_DISCOUNT_MAX,
  LISTING_PRICE_MAX,
  LISTING_ROOMS_MAX,
  TENURES,
} from '@phuket/shared/domain';
import { msgId } from '@phuket/shared/i18n';
import { listingsMessages } from '../../common/messages';
import { NumberInput, SelectInput, choices, fieldId, useFieldError } from './fields';
import { isCondo } from './wizard-fields';
import type { StepProps } from './wizard-steps';

const QUOTA_CHOICES = [
  { value: 'yes', label: msgId('wizard.quota_yes') },
  { value: 'no', label: msgId('wizard.quota_no') },
];

/** Step 3: the price and the facts a buyer filters by. */
export default observer(function DetailsStep({ store }: StepProps) {
  const t = useMessages(listingsMessages);
  const errorText = useFieldError();
  useEffect(() => {
    void store.loadOptions();
  }, [store]);
  const amenities = store.options?.amenities ?? [];
  const selected = new Set(store.values.amenities);
  const toggle = (id: number, on: boolean) =>
    store.set(
      'amenities',
      on ? [...store.values.amenities, id] : store.values.amenities.filter((item) => item !== id),
    );
  const amenitiesError = store.errors.amenities;

  return (
    <>
      <div className="listing-wizard__row">
        <NumberInput
          store={store}
          name="price"
          label={t('wizard.price')}
          hint={store.values.offer_type === 'Rent' ? t('wizard.price_rent_hint') : undefined}
          min={0}
          max={LISTING_PRICE_MAX}
          step="any"
        />
        <SelectInput
          store={store}
          name="currency"
          label={t('wizard.currency')}
          options={choices(CURRENCIES)}
          empty={null}
        />
        <NumberInput
          store={store}
          name="discount"
          label={t('wizard.discount')}
          min={0}
          max={LISTING_DISCOUNT_MAX}
        />
      </div>
      <div className="listing-wizard__row">
        <NumberInput
          store={store}
          name="bedrooms"
          label={t('wizard.bedrooms')}
          min={0}
          max={LISTING_ROOMS_MAX}
        />
        <NumberInput
          store={store}
          name="bathrooms"
          label={t('wizard.bathrooms')}
          min={0}
          max={LISTING_ROOMS_MAX}
        />
        <NumberInput
          store={store}
          name="area"
          label={t('wizard.area_sqm')}
          min={0}
          max={LISTING_AREA_MAX}
          step="any"
        />
      </div>
      <div className="listing-wizard__row">
        <SelectInput
          store={store}
          name="furniture"
          label={t('wizard.furniture')}
          options={choices(FURNITURE)}
        />
        <SelectInput
          store={store}
          name="tenure"
          label={t('wizard.tenure')}
          hint={t('wizard.tenure_hint')}
          options={choices(TENURES)}
        />
        {store.values.tenure === 'Leasehold' ? (
          <NumberInput
            store={store}
            name="leasehold_years"
            label={t('wizard.lease_years')}
            hint={t('wizard.lease_years_hint')}
            min={1}
            max={LEASEHOLD_YEARS_MAX}
          />
        ) : null}
        {isCondo(store.values.property_type) ? (
          <SelectInput
            store={store}
            name="foreign_quota"
            label={t('wizard.foreign_quota')}
            options={QUOTA_CHOICES.map((choice) => ({ ...choice, label: t(choice.label) }))}
          />
        ) : null}
      </div>
      <fieldset
        className="listing-wizard__group"
        id={fieldId('amenities')}
        aria-invalid={amenitiesError ? true : undefined}
        aria-describedby={amenitiesError ? `${fieldId('amenities')}-error` : undefined}
      >
        <legend>{t('wizard.amenities')}</legend>
        {amenities.length === 0 ? (
          <p className="field-hint">{t('wizard.amenities_loading')}</p>
        ) : null}
        <div className="listing-wizard__checks">
          {amenities.map((amenity) => (
            <label key={amenity.id} className="listing-wizard__check">
              <input
                type="checkbox"
                checked={selected.has(amenity.id)}
                onChange={(event) => toggle(amenity.id, event.target.checked)}
              />
              {amenity.name}
            </label>
          ))}
        </div>
        {amenitiesError ? (
          <span id={`${fieldId('amenities')}-error`} className="field-error">
            {errorText('amenities', amenitiesError)}
          </span>
        ) : null}
      </fieldset>
    </>
  );
});

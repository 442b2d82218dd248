import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
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
import { NumberInput, SelectInput, choices, fieldId } from './fields';
import { isCondo } from './wizard-fields';
import type { StepProps } from './wizard-steps';

const QUOTA_CHOICES = [
  { value: 'yes', label: 'Yes, in the foreign quota' },
  { value: 'no', label: 'No, Thai quota' },
];

/** Step 3: the price and the facts a buyer filters by. */
export default observer(function DetailsStep({ store }: StepProps) {
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
          label="Price"
          hint={
            store.values.offer_type === 'Rent'
              ? 'Per month or per night, as the rental type says.'
              : undefined
          }
          min={0}
          max={LISTING_PRICE_MAX}
          step="any"
        />
        <SelectInput
          store={store}
          name="currency"
          label="Currency"
          options={choices(CURRENCIES)}
          empty={null}
        />
        <NumberInput
          store={store}
          name="discount"
          label="Discount, %"
          min={0}
          max={LISTING_DISCOUNT_MAX}
        />
      </div>
      <div className="listing-wizard__row">
        <NumberInput
          store={store}
          name="bedrooms"
          label="Bedrooms"
          min={0}
          max={LISTING_ROOMS_MAX}
        />
        <NumberInput
          store={store}
          name="bathrooms"
          label="Bathrooms"
          min={0}
          max={LISTING_ROOMS_MAX}
        />
        <NumberInput
          store={store}
          name="area"
          label="Area, sq.m"
          min={0}
          max={LISTING_AREA_MAX}
          step="any"
        />
      </div>
      <div className="listing-wizard__row">
        <SelectInput
          store={store}
          name="furniture"
          label="Furniture"
          options={choices(FURNITURE)}
        />
        <SelectInput
          store={store}
          name="tenure"
          label="Tenure"
          hint="How a foreign buyer can hold it."
          options={choices(TENURES)}
        />
        {store.values.tenure === 'Leasehold' ? (
          <NumberInput
            store={store}
            name="leasehold_years"
            label="Lease, years"
            hint="As sold: 30 for one registered term, 60 for 30+30."
            min={1}
            max={LEASEHOLD_YEARS_MAX}
          />
        ) : null}
        {isCondo(store.values.property_type) ? (
          <SelectInput
            store={store}
            name="foreign_quota"
            label="Foreign quota"
            options={QUOTA_CHOICES}
          />
        ) : null}
      </div>
      <fieldset
        className="listing-wizard__group"
        id={fieldId('amenities')}
        aria-invalid={amenitiesError ? true : undefined}
        aria-describedby={amenitiesError ? `${fieldId('amenities')}-error` : undefined}
      >
        <legend>Amenities</legend>
        {amenities.length === 0 ? <p className="listing-wizard__hint">Loading amenities…</p> : null}
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
            {amenitiesError}
          </span>
        ) : null}
      </fieldset>
    </>
  );
});

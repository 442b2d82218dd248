import { observer } from 'mobx-react-lite';
import { OFFER_TYPES, PROPERTY_STAGES, PROPERTY_TYPES, RENTAL_TYPES } from '@phuket/shared/domain';
import { SelectInput, TextInput, choices } from './fields';
import type { StepProps } from './wizard-steps';

/** Step 1: what is offered, and its title and description. */
export default observer(function BasicsStep({ store }: StepProps) {
  return (
    <>
      <div className="listing-wizard__row">
        <SelectInput
          store={store}
          name="offer_type"
          label="Offer type"
          options={choices(OFFER_TYPES)}
        />
        {store.values.offer_type === 'Rent' ? (
          <SelectInput
            store={store}
            name="rental_type"
            label="Rental type"
            options={choices(RENTAL_TYPES)}
          />
        ) : null}
      </div>
      <div className="listing-wizard__row">
        <SelectInput
          store={store}
          name="property_type"
          label="Property type"
          options={choices(PROPERTY_TYPES)}
        />
        <SelectInput
          store={store}
          name="property_stage"
          label="Stage"
          options={choices(PROPERTY_STAGES)}
        />
      </div>
      <TextInput
        store={store}
        name="title"
        label="Title"
        hint="What a buyer sees first, e.g. “Sea-view 2-bedroom condo in Kata”."
      />
      <TextInput store={store} name="description" label="Description" multiline />
    </>
  );
});

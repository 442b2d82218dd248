import { observer } from 'mobx-react-lite';
import { useMessages } from '@phuket/shared/i18n';
import { OFFER_TYPES, PROPERTY_STAGES, PROPERTY_TYPES, RENTAL_TYPES } from '@phuket/shared/domain';
import { listingsMessages } from '../../common/messages';
import { SelectInput, TextInput, choices } from './fields';
import type { StepProps } from './wizard-steps';

/** Step 1: what is offered, and its title and description. */
export default observer(function BasicsStep({ store }: StepProps) {
  const t = useMessages(listingsMessages);
  return (
    <>
      <div className="listing-wizard__row">
        <SelectInput
          store={store}
          name="offer_type"
          label={t('wizard.offer_type')}
          options={choices(OFFER_TYPES)}
        />
        {store.values.offer_type === 'Rent' ? (
          <SelectInput
            store={store}
            name="rental_type"
            label={t('wizard.rental_type')}
            options={choices(RENTAL_TYPES)}
          />
        ) : null}
      </div>
      <div className="listing-wizard__row">
        <SelectInput
          store={store}
          name="property_type"
          label={t('wizard.property_type')}
          options={choices(PROPERTY_TYPES)}
        />
        <SelectInput
          store={store}
          name="property_stage"
          label={t('wizard.stage')}
          options={choices(PROPERTY_STAGES)}
        />
      </div>
      <TextInput
        store={store}
        name="title"
        label={t('wizard.title')}
        hint={t('wizard.title_hint')}
      />
      <TextInput store={store} name="description" label={t('wizard.description')} multiline />
    </>
  );
});

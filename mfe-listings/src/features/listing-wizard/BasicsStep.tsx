import { observer } from 'mobx-react-lite';
import { useMessages } from '@phuket/shared/i18n';
import {
  LISTING_DESCRIPTION_MAX,
  LISTING_TITLE_MAX,
  OFFER_TYPES,
  PROPERTY_STAGES,
  PROPERTY_TYPES,
  RENTAL_TYPES,
} from '@phuket/shared/domain';
import { TranslationsEditor } from '@phuket/shared/translations-editor';
import { listingsMessages } from '../../common/messages';
import { SelectInput, TextInput, choices, useFieldError } from './fields';
import type { StepProps } from './wizard-steps';

/**
 * Step 1: what is offered, its title and description, and the languages they are in (the
 * original's and the owner's translations, shown to buyers reading those languages).
 */
export default observer(function BasicsStep({ store }: StepProps) {
  const t = useMessages(listingsMessages);
  const errorText = useFieldError();
  // A translated title or description breaks the original's rules: its messages say so alike.
  const translationErrors = Object.fromEntries(
    Object.entries(store.translationErrors).map(([key, message]) => [
      key,
      key.endsWith('.description')
        ? errorText('description', message)
        : key.endsWith('.title')
          ? errorText('title', message)
          : message,
    ]),
  );
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
      <TranslationsEditor
        language={store.values.language}
        onLanguageChange={(language) => store.set('language', language)}
        translations={store.values.translations}
        onTranslationsChange={(translations) => store.set('translations', translations)}
        errors={translationErrors}
        titleMax={LISTING_TITLE_MAX}
        descriptionMax={LISTING_DESCRIPTION_MAX}
      />
    </>
  );
});

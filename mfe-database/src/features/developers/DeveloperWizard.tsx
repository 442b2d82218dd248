import { observer } from 'mobx-react-lite';
import {
  deleteDeveloperImage,
  reorderDeveloperPhotos,
  uploadDeveloperImage,
} from '@phuket/shared/api/database';
import type { DeveloperDraft } from '@phuket/shared/api/database';
import {
  DATABASE_DESCRIPTION_MAX,
  DATABASE_TITLE_MAX,
  DEVELOPER_REQUIREMENT_MESSAGES,
  EMAIL_MAX,
  LISTING_PHOTO_ACCEPT,
  PHONE_MAX,
  WEBSITE_MAX,
} from '@phuket/shared/contract';
import { useMessages } from '@phuket/shared/i18n';
import { paths } from '@phuket/shared/routes';
import { TextField } from '../../common/fields';
import { LanguagesField } from '../../common/LanguagesField';
import { MediaSlot } from '../../common/MediaSlot';
import { databaseMessages } from '../../common/messages';
import { PublishBox } from '../../common/PublishBox';
import type { RecordStepsStore } from '../../common/record-steps-store';
import { RecordWizard } from '../../common/RecordWizard';
import { RecordLoading, recordStepsReady, useRecordSteps } from '../../common/use-record-steps';
import type { WizardStep } from '../../common/RecordWizard';
import { ClaimOffer } from './ClaimOffer';
import { developerConfig } from './developer-fields';
import type { DeveloperValues } from './developer-fields';

type Store = RecordStepsStore<DeveloperDraft, DeveloperValues>;

/** The developer's steps (creation starts at step 2, docs/product-rules.md §4). `id`: resume a saved developer. */
export const DeveloperWizard = observer(function DeveloperWizard({ id }: { id?: number }) {
  const t = useMessages(databaseMessages);
  const store = useRecordSteps(developerConfig, id);
  if (!recordStepsReady(store, id)) {
    return (
      <RecordLoading
        store={store}
        id={id}
        notFound={t('developer.not_found')}
        backToList={t('developer.back_to_list')}
        listPath={paths.databaseDevelopers}
      />
    );
  }

  const steps: WizardStep[] = [
    {
      number: 2,
      title: t('developer.step_about'),
      render: () => (
        <>
          <TextField
            store={store}
            name="title"
            label={t('fields.title')}
            required
            maxLength={DATABASE_TITLE_MAX}
          />
          <TitleClaimOffer store={store} />
          <TextField
            store={store}
            name="description"
            label={t('fields.description')}
            multiline
            maxLength={DATABASE_DESCRIPTION_MAX}
          />
          <LanguagesField store={store} />
        </>
      ),
    },
    {
      number: 3,
      title: t('developer.step_contacts'),
      render: () => (
        <>
          <TextField
            store={store}
            name="website"
            label={t('developer.website')}
            type="url"
            maxLength={WEBSITE_MAX}
          />
          <div className="database-form__row">
            <TextField
              store={store}
              name="phone"
              label={t('developer.phone')}
              type="tel"
              maxLength={PHONE_MAX}
            />
            <TextField
              store={store}
              name="email"
              label={t('developer.email')}
              type="email"
              maxLength={EMAIL_MAX}
            />
          </div>
          <div className="database-form__row">
            <TextField
              store={store}
              name="year_founded"
              label={t('developer.year_founded')}
              inputMode="numeric"
            />
            <TextField
              store={store}
              name="projects_completed"
              label={t('developer.projects_completed')}
              inputMode="numeric"
            />
          </div>
        </>
      ),
    },
    {
      number: 4,
      title: t('developer.step_media'),
      render: () => <DeveloperMedia store={store} />,
    },
  ];

  return (
    <RecordWizard
      store={store}
      config={developerConfig}
      steps={steps}
      label={t('developer.steps')}
      stepsPath={paths.databaseDeveloperStep}
      listPath={paths.databaseDevelopers}
    />
  );
});

/**
 * The claim offer for the title being typed, while the developer is not on the site: read in
 * this observer, so the offer follows the title.
 */
const TitleClaimOffer = observer(function TitleClaimOffer({ store }: { store: Store }) {
  const status = store.draft?.status;
  if (status === 'published' || status === 'pending') return null;
  return <ClaimOffer title={store.values.title} record={store} />;
});

const DeveloperMedia = observer(function DeveloperMedia({ store }: { store: Store }) {
  const t = useMessages(databaseMessages);
  const draft = store.draft;
  if (!draft) return <p>{t('common.save_title_first')}</p>;
  const photoHint = t('media.photo_hint');
  const take = (next: DeveloperDraft) => store.acceptDraft(next);
  return (
    <>
      <MediaSlot<DeveloperDraft>
        title={t('developer.logo')}
        label={t('developer.upload_logo')}
        accept={LISTING_PHOTO_ACCEPT}
        hint={photoHint}
        items={draft.logo ? [{ url: draft.logo }] : []}
        upload={(file, onProgress) => uploadDeveloperImage(draft.paths.logo, file, { onProgress })}
        remove={() => deleteDeveloperImage(draft.paths.logo)}
        onDraft={take}
      />
      <MediaSlot<DeveloperDraft>
        title={t('media.main_photo')}
        label={t('media.upload_main_photo')}
        accept={LISTING_PHOTO_ACCEPT}
        hint={photoHint}
        items={draft.main_photo ? [{ url: draft.main_photo }] : []}
        upload={(file, onProgress) =>
          uploadDeveloperImage(draft.paths.main_photo, file, { onProgress })
        }
        remove={() => deleteDeveloperImage(draft.paths.main_photo)}
        onDraft={take}
      />
      <MediaSlot<DeveloperDraft>
        title={t('media.photos')}
        label={t('media.add_photos')}
        accept={LISTING_PHOTO_ACCEPT}
        hint={photoHint}
        items={draft.photos}
        upload={(file, onProgress) => uploadDeveloperImage(draft.paths.photo, file, { onProgress })}
        remove={(item) => deleteDeveloperImage(`${draft.paths.photo}/${item.id ?? 0}`)}
        reorder={(ids) => reorderDeveloperPhotos(draft.id, ids)}
        onDraft={take}
        onSettled={() => void store.refresh()}
      />
      <PublishBox
        store={store}
        config={developerConfig}
        missing={draft.completeness.missing.map((item) => DEVELOPER_REQUIREMENT_MESSAGES[item])}
        publicPath={paths.developer(draft.id)}
      />
    </>
  );
});

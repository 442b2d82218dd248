import { useEffect, useState } from 'react';
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
import { Link } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { TextField } from '../../common/fields';
import { MediaSlot } from '../../common/MediaSlot';
import { PublishBox } from '../../common/PublishBox';
import { recordStepsStore } from '../../common/record-steps-store';
import type { RecordStepsStore } from '../../common/record-steps-store';
import { RecordWizard } from '../../common/RecordWizard';
import type { WizardStep } from '../../common/RecordWizard';
import { developerConfig } from './developer-fields';
import type { DeveloperValues } from './developer-fields';

type Store = RecordStepsStore<DeveloperDraft, DeveloperValues>;

const PHOTO_HINT = 'JPEG, PNG, WebP or HEIC, up to 20 MB each.';

/**
 * The store of a developer the create page just created: its steps page (a new route) takes
 * it over, so what is typed while the create request is out is not lost in the move.
 */
let handedOver: Store | null = null;

/** The developer's steps (SPEC: creation starts at step 2). `id`: resume a saved developer. */
export const DeveloperWizard = observer(function DeveloperWizard({ id }: { id?: number }) {
  const [store] = useState<Store>(() => {
    const kept = handedOver;
    handedOver = null;
    return kept && kept.draft?.id === id ? kept : recordStepsStore(developerConfig);
  });
  useEffect(() => {
    if (id !== undefined && store.draft?.id !== id) void store.load(id);
  }, [store, id]);
  useEffect(
    () => () => {
      // Moving from the create page to the new developer's own page keeps the store alive.
      if (id === undefined && store.draft) handedOver = store;
      else store.dispose();
    },
    [store, id],
  );

  // A saved record waits for its draft, so the steps open where it was left (draft.step).
  const waiting = id !== undefined && store.draft?.id !== id && store.loadState === 'new';
  if (store.loadState === 'loading' || waiting) return <p role="status">Loading…</p>;
  if (store.loadState === 'not-found') {
    return (
      <div role="alert">
        <h2>Developer not found</h2>
        <Link to={paths.databaseDevelopers}>Back to developers</Link>
      </div>
    );
  }
  if (store.loadState === 'error') {
    return (
      <div role="alert">
        <p>The server cannot be reached right now.</p>
        <button type="button" className="button" onClick={() => id && void store.load(id)}>
          Retry
        </button>
      </div>
    );
  }

  const steps: WizardStep[] = [
    {
      number: 2,
      title: 'About the developer',
      render: () => (
        <>
          <TextField
            store={store}
            name="title"
            label="Title"
            required
            maxLength={DATABASE_TITLE_MAX}
          />
          <TextField
            store={store}
            name="description"
            label="Description"
            multiline
            maxLength={DATABASE_DESCRIPTION_MAX}
          />
        </>
      ),
    },
    {
      number: 3,
      title: 'Contacts and facts',
      render: () => (
        <>
          <TextField
            store={store}
            name="website"
            label="Website"
            type="url"
            maxLength={WEBSITE_MAX}
          />
          <div className="database-form__row">
            <TextField
              store={store}
              name="phone"
              label="Phone for enquiries"
              type="tel"
              maxLength={PHONE_MAX}
            />
            <TextField
              store={store}
              name="email"
              label="Email for enquiries"
              type="email"
              maxLength={EMAIL_MAX}
            />
          </div>
          <div className="database-form__row">
            <TextField store={store} name="year_founded" label="Year founded" inputMode="numeric" />
            <TextField
              store={store}
              name="projects_completed"
              label="Projects completed"
              inputMode="numeric"
            />
          </div>
        </>
      ),
    },
    { number: 4, title: 'Logo and photos', render: () => <DeveloperMedia store={store} /> },
  ];

  return (
    <RecordWizard
      store={store}
      config={developerConfig}
      steps={steps}
      label="Developer steps"
      stepsPath={paths.databaseDeveloperStep}
      listPath={paths.databaseDevelopers}
    />
  );
});

const DeveloperMedia = observer(function DeveloperMedia({ store }: { store: Store }) {
  const draft = store.draft;
  if (!draft) return <p>Save the title first.</p>;
  const take = (next: DeveloperDraft) => store.acceptDraft(next);
  return (
    <>
      <MediaSlot<DeveloperDraft>
        title="Logo"
        label="Upload logo"
        accept={LISTING_PHOTO_ACCEPT}
        hint={PHOTO_HINT}
        items={draft.logo ? [{ url: draft.logo }] : []}
        upload={(file, onProgress) => uploadDeveloperImage(draft.paths.logo, file, { onProgress })}
        remove={() => deleteDeveloperImage(draft.paths.logo)}
        onDraft={take}
      />
      <MediaSlot<DeveloperDraft>
        title="Main photo"
        label="Upload main photo"
        accept={LISTING_PHOTO_ACCEPT}
        hint={PHOTO_HINT}
        items={draft.main_photo ? [{ url: draft.main_photo }] : []}
        upload={(file, onProgress) =>
          uploadDeveloperImage(draft.paths.main_photo, file, { onProgress })
        }
        remove={() => deleteDeveloperImage(draft.paths.main_photo)}
        onDraft={take}
      />
      <MediaSlot<DeveloperDraft>
        title="Photos"
        label="Add photos"
        accept={LISTING_PHOTO_ACCEPT}
        hint={PHOTO_HINT}
        items={draft.photos}
        upload={(file, onProgress) => uploadDeveloperImage(draft.paths.photo, file, { onProgress })}
        remove={(item) => deleteDeveloperImage(`${draft.paths.photo}/${item.id ?? 0}`)}
        reorder={(ids) => reorderDeveloperPhotos(draft.id, ids)}
        onDraft={take}
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

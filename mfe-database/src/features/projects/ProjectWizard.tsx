import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { getDeveloper, getLocations, getOptions } from '@phuket/shared/api';
import {
  deleteProjectMedia,
  reorderProjectPhotos,
  uploadProjectFile,
  uploadProjectPhoto,
} from '@phuket/shared/api/database';
import type { DatabaseDeveloperRow, ProjectDraft } from '@phuket/shared/api/database';
import {
  CURRENCIES,
  DATABASE_DESCRIPTION_MAX,
  DATABASE_TITLE_MAX,
  LISTING_PHOTO_ACCEPT,
  PROJECT_ADDRESS_MAX,
  PROJECT_REQUIREMENT_MESSAGES,
  PROJECT_STAGES,
  PROJECT_TENURES,
} from '@phuket/shared/contract';
import { LocationPin } from '@phuket/shared/location-pin';
import { Link } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { CheckboxGroupField, SelectField, TextField } from '../../common/fields';
import { MediaSlot } from '../../common/MediaSlot';
import { PublishBox } from '../../common/PublishBox';
import { recordStepsStore } from '../../common/record-steps-store';
import type { RecordStepsStore } from '../../common/record-steps-store';
import { RecordWizard } from '../../common/RecordWizard';
import type { WizardStep } from '../../common/RecordWizard';
import { developerOptions, managedDevelopers } from './developer-choices';
import { LayoutsEditor } from './LayoutsEditor';
import { PaymentPlanEditor } from './PaymentPlanEditor';
import { projectConfig, setPinField } from './project-fields';
import type { ProjectValues } from './project-fields';
import { UnitsEditor } from './UnitsEditor';

type Store = RecordStepsStore<ProjectDraft, ProjectValues>;
type Option = { value: string; label: string };

const PHOTO_HINT = 'JPEG, PNG, WebP or HEIC, up to 20 MB each.';
const asOptions = (list: readonly string[]): Option[] =>
  list.map((value) => ({ value, label: value }));

/** See DeveloperWizard: the create page hands its store to the new project's own page. */
let handedOver: Store | null = null;

interface Choices {
  developers: DatabaseDeveloperRow[];
  locations: Option[];
  amenities: { id: number; name: string }[];
}

/** The choices of the form: the caller's developers (all, for an admin), the areas, the amenities. */
function useChoices() {
  const [choices, setChoices] = useState<Choices>({
    developers: [],
    locations: [],
    amenities: [],
  });
  useEffect(() => {
    let live = true;
    Promise.all([managedDevelopers(), getLocations(), getOptions('Sale')]).then(
      ([developers, locations, options]) => {
        if (!live) return;
        setChoices({
          amenities: options.amenities,
          developers,
          locations: locations.map((l) => ({ value: String(l.id), label: l.name })),
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return choices;
}

/**
 * The title of the project's developer when it is not one the caller manages (a published
 * developer of someone else, which the server allows): read from its public page.
 */
function useOutsideDeveloperTitle(current: string, rows: readonly DatabaseDeveloperRow[]) {
  const [titles, setTitles] = useState<Record<string, string>>({});
  const outside = current !== '' && rows.length > 0 && !rows.some((r) => String(r.id) === current);
  useEffect(() => {
    if (!outside || titles[current] !== undefined) return;
    let live = true;
    getDeveloper(current).then(
      (developer) => {
        if (live) setTitles((known) => ({ ...known, [current]: developer.title }));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [outside, current, titles]);
  return titles[current] ?? null;
}

/** A project's steps 2–7 (SPEC: creation starts at step 2). `id`: resume a saved project. */
export const ProjectWizard = observer(function ProjectWizard({ id }: { id?: number }) {
  const [store] = useState<Store>(() => {
    const kept = handedOver;
    handedOver = null;
    return kept && kept.draft?.id === id ? kept : recordStepsStore(projectConfig);
  });
  const choices = useChoices();
  const currentDeveloper = store.values.developer_id;
  const outsideTitle = useOutsideDeveloperTitle(currentDeveloper, choices.developers);
  useEffect(() => {
    if (id !== undefined && store.draft?.id !== id) void store.load(id);
  }, [store, id]);
  useEffect(
    () => () => {
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
        <h2>Project not found</h2>
        <Link to={paths.databaseProjects}>Back to projects</Link>
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
      title: 'Basics',
      render: () => (
        <>
          <TextField
            store={store}
            name="title"
            label="Title"
            required
            maxLength={DATABASE_TITLE_MAX}
          />
          <SelectField
            store={store}
            name="developer_id"
            label="Developer"
            options={developerOptions(choices.developers, currentDeveloper, outsideTitle)}
            empty="Choose a developer"
          />
          <TextField
            store={store}
            name="description"
            label="Description"
            multiline
            maxLength={DATABASE_DESCRIPTION_MAX}
          />
          <div className="database-form__row">
            <SelectField
              store={store}
              name="stage"
              label="Stage"
              options={asOptions(PROJECT_STAGES)}
            />
            <TextField
              store={store}
              name="launch"
              label="Sales launch"
              hint="A month and year, e.g. March 2026"
            />
            <TextField
              store={store}
              name="completion"
              label="Completion"
              hint="A quarter, e.g. Q3 2027"
            />
            <TextField
              store={store}
              name="construction_progress"
              label="Construction progress, %"
              inputMode="numeric"
            />
          </div>
        </>
      ),
    },
    {
      number: 3,
      title: 'Location',
      render: () => (
        <>
          <SelectField
            store={store}
            name="location_id"
            label="Location"
            options={choices.locations}
            empty="Choose a location"
          />
          <TextField store={store} name="address" label="Address" maxLength={PROJECT_ADDRESS_MAX} />
          <LocationPin
            latitude={store.values.latitude}
            longitude={store.values.longitude}
            onPick={(latitude, longitude) => {
              store.set('latitude', latitude);
              setPinField(store, 'longitude', longitude);
            }}
            className="database-map"
            title="The project"
          />
          <div className="database-form__row">
            <TextField
              store={store}
              name="latitude"
              label="Latitude"
              onValue={(value) => setPinField(store, 'latitude', value)}
              inputMode="decimal"
              hint="e.g. 7.8804"
            />
            <TextField
              store={store}
              name="longitude"
              label="Longitude"
              onValue={(value) => setPinField(store, 'longitude', value)}
              inputMode="decimal"
              hint="e.g. 98.3923"
            />
          </div>
        </>
      ),
    },
    {
      number: 4,
      title: 'Price, payment plan and tenure',
      render: () => (
        <>
          <div className="database-form__row">
            <TextField store={store} name="price_from" label="Price from" inputMode="decimal" />
            <TextField store={store} name="price_to" label="Price to" inputMode="decimal" />
            <SelectField
              store={store}
              name="currency"
              label="Currency"
              options={asOptions(CURRENCIES)}
              empty={null}
            />
          </div>
          <CheckboxGroupField
            store={store}
            name="amenities"
            label="Amenities"
            options={choices.amenities}
          />
          <PaymentPlanEditor store={store} />
          <div className="database-form__row">
            <SelectField
              store={store}
              name="tenure"
              label="Tenure for foreigners"
              options={asOptions(PROJECT_TENURES)}
            />
            {store.values.tenure === 'Leasehold' ? (
              <TextField
                store={store}
                name="leasehold_years"
                label="Lease years"
                inputMode="numeric"
              />
            ) : null}
            <TextField
              store={store}
              name="foreign_quota_units"
              label="Foreign-quota units available"
              inputMode="numeric"
            />
          </div>
        </>
      ),
    },
    {
      number: 5,
      title: 'Photos, video and brochure',
      render: () => <ProjectMedia store={store} />,
    },
    { number: 6, title: 'Layouts', render: () => <LayoutsEditor store={store} /> },
    {
      number: 7,
      title: 'Units and publish',
      render: () => (
        <>
          <UnitsEditor store={store} />
          {store.draft ? (
            <PublishBox
              store={store}
              config={projectConfig}
              missing={store.draft.completeness.missing.map(
                (item) => PROJECT_REQUIREMENT_MESSAGES[item],
              )}
              publicPath={paths.project(store.draft.id)}
            />
          ) : null}
        </>
      ),
    },
  ];

  return (
    <RecordWizard
      store={store}
      config={projectConfig}
      steps={steps}
      label="Project steps"
      stepsPath={paths.databaseProjectStep}
      listPath={paths.databaseProjects}
    />
  );
});

const ProjectMedia = observer(function ProjectMedia({ store }: { store: Store }) {
  const draft = store.draft;
  if (!draft) return <p>Save the title first.</p>;
  const take = (next: ProjectDraft) => store.acceptDraft(next);
  return (
    <>
      <MediaSlot<ProjectDraft>
        title="Main photo"
        label="Upload main photo"
        accept={LISTING_PHOTO_ACCEPT}
        hint={PHOTO_HINT}
        items={draft.main_photo ? [{ url: draft.main_photo }] : []}
        upload={(file, onProgress) =>
          uploadProjectPhoto(draft.paths.main_photo, file, { onProgress })
        }
        remove={() => deleteProjectMedia(draft.paths.main_photo)}
        onDraft={take}
      />
      <MediaSlot<ProjectDraft>
        title="Photos"
        label="Add photos"
        accept={LISTING_PHOTO_ACCEPT}
        hint={PHOTO_HINT}
        items={draft.photos}
        upload={(file, onProgress) => uploadProjectPhoto(draft.paths.photo, file, { onProgress })}
        remove={(item) => deleteProjectMedia(`${draft.paths.photo}/${item.id ?? 0}`)}
        reorder={(ids) => reorderProjectPhotos(draft.id, ids)}
        onDraft={take}
      />
      <MediaSlot<ProjectDraft>
        title="Video"
        kind="file"
        label="Upload video"
        accept="video/mp4,video/webm"
        hint="MP4 or WebM, up to 100 MB."
        items={draft.video ? [{ url: draft.video }] : []}
        upload={(file, onProgress) => uploadProjectFile(draft.paths.video, file, { onProgress })}
        remove={() => deleteProjectMedia(draft.paths.video)}
        onDraft={take}
      />
      <MediaSlot<ProjectDraft>
        title="Brochure"
        kind="file"
        label="Upload brochure"
        accept="application/pdf"
        hint="A PDF, up to 20 MB."
        items={draft.brochure ? [{ url: draft.brochure }] : []}
        upload={(file, onProgress) => uploadProjectFile(draft.paths.brochure, file, { onProgress })}
        remove={() => deleteProjectMedia(draft.paths.brochure)}
        onDraft={take}
      />
    </>
  );
});

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
import { useMessages } from '@phuket/shared/i18n';
import { LocationPin } from '@phuket/shared/location-pin';
import { paths } from '@phuket/shared/routes';
import { CheckboxGroupField, SelectField, TextField } from '../../common/fields';
import { LanguagesField } from '../../common/LanguagesField';
import { MediaSlot } from '../../common/MediaSlot';
import { databaseMessages } from '../../common/messages';
import { PublishBox } from '../../common/PublishBox';
import type { RecordStepsStore } from '../../common/record-steps-store';
import { RecordWizard } from '../../common/RecordWizard';
import { RecordLoading, recordStepsReady, useRecordSteps } from '../../common/use-record-steps';
import type { WizardStep } from '../../common/RecordWizard';
import { developerOptions, managedDevelopers } from './developer-choices';
import { LayoutsEditor } from './LayoutsEditor';
import { PaymentPlanEditor } from './PaymentPlanEditor';
import { projectConfig, setPinField } from './project-fields';
import type { ProjectValues } from './project-fields';
import { UnitsEditor } from './UnitsEditor';

type Store = RecordStepsStore<ProjectDraft, ProjectValues>;
type Option = { value: string; label: string };

const asOptions = (list: readonly string[]): Option[] =>
  list.map((value) => ({ value, label: value }));

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

/** A project's steps 2–7 (creation starts at step 2, docs/product-rules.md §4). `id`: resume a saved project. */
export const ProjectWizard = observer(function ProjectWizard({ id }: { id?: number }) {
  const t = useMessages(databaseMessages);
  const store = useRecordSteps(projectConfig, id);
  const choices = useChoices();
  const currentDeveloper = store.values.developer_id;
  const outsideTitle = useOutsideDeveloperTitle(currentDeveloper, choices.developers);
  if (!recordStepsReady(store, id)) {
    return (
      <RecordLoading
        store={store}
        id={id}
        notFound={t('project.not_found')}
        backToList={t('project.back_to_list')}
        listPath={paths.databaseProjects}
      />
    );
  }

  const steps: WizardStep[] = [
    {
      number: 2,
      title: t('project.step_basics'),
      render: () => (
        <>
          <TextField
            store={store}
            name="title"
            label={t('fields.title')}
            required
            maxLength={DATABASE_TITLE_MAX}
          />
          <SelectField
            store={store}
            name="developer_id"
            label={t('project.developer')}
            options={developerOptions(choices.developers, currentDeveloper, outsideTitle, t)}
            empty={t('project.choose_developer')}
          />
          <TextField
            store={store}
            name="description"
            label={t('fields.description')}
            multiline
            maxLength={DATABASE_DESCRIPTION_MAX}
          />
          <LanguagesField store={store} />
          <div className="database-form__row">
            <SelectField
              store={store}
              name="stage"
              label={t('project.stage')}
              options={asOptions(PROJECT_STAGES)}
            />
            <TextField
              store={store}
              name="launch"
              label={t('project.launch')}
              hint={t('project.launch_hint')}
            />
            <TextField
              store={store}
              name="completion"
              label={t('project.completion')}
              hint={t('project.completion_hint')}
            />
            <TextField
              store={store}
              name="construction_progress"
              label={t('project.construction_progress')}
              inputMode="numeric"
            />
          </div>
        </>
      ),
    },
    {
      number: 3,
      title: t('project.step_location'),
      render: () => (
        <>
          <SelectField
            store={store}
            name="location_id"
            label={t('project.location')}
            options={choices.locations}
            empty={t('project.choose_location')}
          />
          <TextField
            store={store}
            name="address"
            label={t('project.address')}
            maxLength={PROJECT_ADDRESS_MAX}
          />
          <LocationPin
            latitude={store.values.latitude}
            longitude={store.values.longitude}
            onPick={(latitude, longitude) => {
              store.set('latitude', latitude);
              setPinField(store, 'longitude', longitude);
            }}
            className="database-map"
            title={t('project.map_pin')}
          />
          <div className="database-form__row">
            <TextField
              store={store}
              name="latitude"
              label={t('project.latitude')}
              onValue={(value) => setPinField(store, 'latitude', value)}
              inputMode="decimal"
              hint={t('project.latitude_hint')}
            />
            <TextField
              store={store}
              name="longitude"
              label={t('project.longitude')}
              onValue={(value) => setPinField(store, 'longitude', value)}
              inputMode="decimal"
              hint={t('project.longitude_hint')}
            />
          </div>
        </>
      ),
    },
    {
      number: 4,
      title: t('project.step_price'),
      render: () => (
        <>
          <div className="database-form__row">
            <TextField
              store={store}
              name="price_from"
              label={t('project.price_from')}
              inputMode="decimal"
            />
            <TextField
              store={store}
              name="price_to"
              label={t('project.price_to')}
              inputMode="decimal"
            />
            <SelectField
              store={store}
              name="currency"
              label={t('project.currency')}
              options={asOptions(CURRENCIES)}
              empty={null}
            />
          </div>
          <CheckboxGroupField
            store={store}
            name="amenities"
            label={t('project.amenities')}
            options={choices.amenities}
          />
          <PaymentPlanEditor store={store} />
          <div className="database-form__row">
            <SelectField
              store={store}
              name="tenure"
              label={t('project.tenure')}
              options={asOptions(PROJECT_TENURES)}
            />
            {store.values.tenure === 'Leasehold' ? (
              <TextField
                store={store}
                name="leasehold_years"
                label={t('project.lease_years')}
                inputMode="numeric"
              />
            ) : null}
            <TextField
              store={store}
              name="foreign_quota_units"
              label={t('project.foreign_quota')}
              inputMode="numeric"
            />
          </div>
        </>
      ),
    },
    {
      number: 5,
      title: t('project.step_media'),
      render: () => <ProjectMedia store={store} />,
    },
    { number: 6, title: t('project.step_layouts'), render: () => <LayoutsEditor store={store} /> },
    {
      number: 7,
      title: t('project.step_units'),
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
      label={t('project.steps')}
      stepsPath={paths.databaseProjectStep}
      listPath={paths.databaseProjects}
    />
  );
});

const ProjectMedia = observer(function ProjectMedia({ store }: { store: Store }) {
  const t = useMessages(databaseMessages);
  const draft = store.draft;
  if (!draft) return <p>{t('common.save_title_first')}</p>;
  const photoHint = t('media.photo_hint');
  const take = (next: ProjectDraft) => store.acceptDraft(next);
  return (
    <>
      <MediaSlot<ProjectDraft>
        title={t('media.main_photo')}
        label={t('media.upload_main_photo')}
        accept={LISTING_PHOTO_ACCEPT}
        hint={photoHint}
        items={draft.main_photo ? [{ url: draft.main_photo }] : []}
        upload={(file, onProgress) =>
          uploadProjectPhoto(draft.paths.main_photo, file, { onProgress })
        }
        remove={() => deleteProjectMedia(draft.paths.main_photo)}
        onDraft={take}
      />
      <MediaSlot<ProjectDraft>
        title={t('media.photos')}
        label={t('media.add_photos')}
        accept={LISTING_PHOTO_ACCEPT}
        hint={photoHint}
        items={draft.photos}
        upload={(file, onProgress) => uploadProjectPhoto(draft.paths.photo, file, { onProgress })}
        remove={(item) => deleteProjectMedia(`${draft.paths.photo}/${item.id ?? 0}`)}
        reorder={(ids) => reorderProjectPhotos(draft.id, ids)}
        onDraft={take}
        onSettled={() => void store.refresh()}
      />
      <MediaSlot<ProjectDraft>
        title={t('project.video')}
        kind="file"
        label={t('project.upload_video')}
        accept="video/mp4,video/webm"
        hint={t('project.video_hint')}
        items={draft.video ? [{ url: draft.video }] : []}
        upload={(file, onProgress) => uploadProjectFile(draft.paths.video, file, { onProgress })}
        remove={() => deleteProjectMedia(draft.paths.video)}
        onDraft={take}
      />
      <MediaSlot<ProjectDraft>
        title={t('project.brochure')}
        kind="file"
        label={t('project.upload_brochure')}
        accept="application/pdf"
        hint={t('project.brochure_hint')}
        items={draft.brochure ? [{ url: draft.brochure }] : []}
        upload={(file, onProgress) => uploadProjectFile(draft.paths.brochure, file, { onProgress })}
        remove={() => deleteProjectMedia(draft.paths.brochure)}
        onDraft={take}
      />
    </>
  );
});

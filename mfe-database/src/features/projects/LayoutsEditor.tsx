import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { readApiError } from '@phuket/shared/api';
import {
  createLayout,
  deleteLayout,
  deleteLayoutPhoto,
  storeLayout,
  uploadLayoutPhoto,
} from '@phuket/shared/api/database';
import type { DatabaseLayout, ProjectDraft } from '@phuket/shared/api/database';
import {
  LAYOUT_NAME_MAX,
  LAYOUT_NUMBER_FIELDS,
  LISTING_PHOTO_ACCEPT,
  checkLayoutNumber,
} from '@phuket/shared/contract';
import { msgId, useMessages } from '@phuket/shared/i18n';
import { numberOrNull } from '../../common/fields';
import { english, useKnownMessage } from '../../common/known-messages';
import { MediaSlot } from '../../common/MediaSlot';
import { databaseMessages } from '../../common/messages';
import { INVALID_FIELDS_MESSAGE } from '../../common/record-steps-store';
import type { RecordStepsStore } from '../../common/record-steps-store';
import type { ProjectValues } from './project-fields';

type Store = RecordStepsStore<ProjectDraft, ProjectValues>;

interface LayoutForm {
  name: string;
  bedrooms: string;
  bathrooms: string;
  area: string;
  price_from: string;
}

const BLANK: LayoutForm = { name: '', bedrooms: '', bathrooms: '', area: '', price_from: '' };
const LABELS: Record<keyof LayoutForm, string> = {
  name: msgId('layouts.name'),
  bedrooms: msgId('layouts.bedrooms'),
  bathrooms: msgId('layouts.bathrooms'),
  area: msgId('layouts.area'),
  price_from: msgId('layouts.price_from'),
};

function formOf(layout: DatabaseLayout): LayoutForm {
  const num = (value: number | null) => (value === null ? '' : String(value));
  return {
    name: layout.name,
    bedrooms: num(layout.bedrooms),
    bathrooms: num(layout.bathrooms),
    area: num(layout.area),
    price_from: num(layout.price_from),
  };
}

function bodyOf(form: LayoutForm) {
  return {
    name: form.name.trim(),
    bedrooms: numberOrNull(form.bedrooms),
    bathrooms: numberOrNull(form.bathrooms),
    area: numberOrNull(form.area),
    price_from: numberOrNull(form.price_from),
  };
}

type LayoutErrors = Record<string, string[] | undefined>;

/**
 * What the form can tell before sending: a name, and numbers that are numbers ("x" bathrooms
 * or "abc" as a price would otherwise be sent as empty and lost without a word).
 */
export function checkLayoutForm(form: LayoutForm): LayoutErrors {
  const errors: LayoutErrors = {};
  if (form.name.trim() === '') errors.name = [english(msgId('layouts.name_required'))];
  for (const field of LAYOUT_NUMBER_FIELDS) {
    const problem = checkLayoutNumber(field, numberOrNull(form[field]));
    if (problem) errors[field] = [problem];
  }
  return errors;
}

const hasErrors = (errors: LayoutErrors) => Object.keys(errors).length > 0;

/** The five fields of a layout, with the form's and the API's field errors under them. */
function LayoutFields({
  form,
  errors,
  onChange,
}: {
  form: LayoutForm;
  errors: LayoutErrors;
  onChange: (next: LayoutForm, changed: keyof LayoutForm) => void;
}) {
  const t = useMessages(databaseMessages);
  const known = useKnownMessage();
  const id = useId();
  return (
    <div className="database-form__row">
      {(Object.keys(LABELS) as (keyof LayoutForm)[]).map((key) => {
        const error = errors[key]?.[0];
        return (
          <div className="field" key={key}>
            <label htmlFor={`${id}-${key}`}>{t(LABELS[key])}</label>
            <input
              id={`${id}-${key}`}
              value={form[key]}
              maxLength={key === 'name' ? LAYOUT_NAME_MAX : 20}
              inputMode={key === 'name' ? undefined : 'decimal'}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${key}-error` : undefined}
              onChange={(event) => onChange({ ...form, [key]: event.target.value }, key)}
            />
            {error ? (
              <span id={`${id}-${key}-error`} className="field-error">
                {known(error)}
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

/** The errors after `changed` was typed: that field checked again, the others as they were. */
function recheck(errors: LayoutErrors, next: LayoutForm, changed: keyof LayoutForm): LayoutErrors {
  const rest = { ...errors };
  delete rest[changed];
  const problem = checkLayoutForm(next)[changed];
  return problem ? { ...rest, [changed]: problem } : rest;
}

/** Layouts: each with its fields, a photo, Save and Delete; and a form to add one. */
export const LayoutsEditor = observer(function LayoutsEditor({ store }: { store: Store }) {
  const t = useMessages(databaseMessages);
  const known = useKnownMessage();
  const draft = store.draft;
  const [adding, setAdding] = useState<LayoutForm>(BLANK);
  const [errors, setErrors] = useState<LayoutErrors>({});
  const [message, setMessage] = useState('');
  if (!draft) return <p>{t('common.save_title_first')}</p>;

  const add = async () => {
    const problems = checkLayoutForm(adding);
    setErrors(problems);
    if (hasErrors(problems)) {
      setMessage(INVALID_FIELDS_MESSAGE);
      return;
    }
    try {
      const layout = await createLayout(draft.paths.layout, bodyOf(adding));
      setAdding(BLANK);
      setMessage(t('layouts.added', { name: layout.name }));
      await store.refresh();
    } catch (error) {
      const answer = readApiError(error);
      setErrors(answer.errors ?? {});
      setMessage(answer.message);
    }
  };

  return (
    <>
      <p role="status" aria-live="polite">
        {known(message)}
      </p>
      {draft.layouts.map((layout) => (
        <LayoutItem key={layout.id} layout={layout} store={store} onMessage={setMessage} />
      ))}
      <section className="database-media" aria-label={t('layouts.add_heading')}>
        <h3>{t('layouts.add_heading')}</h3>
        <LayoutFields
          form={adding}
          errors={errors}
          onChange={(next, changed) => {
            setAdding(next);
            setErrors((now) => recheck(now, next, changed));
          }}
        />
        <button type="button" className="button button--secondary" onClick={() => void add()}>
          {t('layouts.add')}
        </button>
      </section>
    </>
  );
});

const LayoutItem = observer(function LayoutItem({
  layout,
  store,
  onMessage,
}: {
  layout: DatabaseLayout;
  store: Store;
  onMessage: (text: string) => void;
}) {
  const t = useMessages(databaseMessages);
  const [form, setForm] = useState(() => formOf(layout));
  const [errors, setErrors] = useState<LayoutErrors>({});
  const run = async (action: () => Promise<string>, check: boolean) => {
    const problems = check ? checkLayoutForm(form) : {};
    setErrors(problems);
    if (hasErrors(problems)) {
      onMessage(INVALID_FIELDS_MESSAGE);
      return;
    }
    try {
      onMessage(await action());
      await store.refresh();
    } catch (error) {
      const answer = readApiError(error);
      setErrors(answer.errors ?? {});
      onMessage(answer.message);
    }
  };
  return (
    <section className="database-media" aria-label={t('layouts.layout', { name: layout.name })}>
      <h3 data-user-content>{layout.name}</h3>
      <LayoutFields
        form={form}
        errors={errors}
        onChange={(next, changed) => {
          setForm(next);
          setErrors((now) => recheck(now, next, changed));
        }}
      />
      <MediaSlot<DatabaseLayout>
        title={t('layouts.photo', { name: layout.name })}
        label={t('layouts.upload_photo')}
        accept={LISTING_PHOTO_ACCEPT}
        hint={t('layouts.photo_hint')}
        items={layout.photo ? [{ url: layout.photo }] : []}
        upload={(file, onProgress) => uploadLayoutPhoto(layout.paths.photo, file, { onProgress })}
        remove={() => deleteLayoutPhoto(layout.paths.photo)}
        onDraft={() => void store.refresh()}
      />
      <div className="database-table__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            void run(async () => {
              await storeLayout(layout.paths.self, bodyOf(form));
              return t('layouts.saved', { name: form.name.trim() });
            }, true)
          }
        >
          {t('layouts.save', { name: layout.name })}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            void run(async () => {
              await deleteLayout(layout.paths.self);
              return t('layouts.deleted', { name: layout.name });
            }, false)
          }
        >
          {t('layouts.delete', { name: layout.name })}
        </button>
      </div>
    </section>
  );
});

import { AutosaveStore } from '@phuket/shared/autosave';
import type { AutosaveStore as Store, FieldOf } from '@phuket/shared/autosave';

export { AUTOSAVE_DELAY_MS, INVALID_FIELDS_MESSAGE } from '@phuket/shared/autosave';
export type { FieldErrors, LoadState } from '@phuket/shared/autosave';

/** What every database draft (developer, project) answers with. */
export interface StepDraft {
  id: number;
  version: number;
  step: number;
  status: string;
  paths: { steps: Record<string, string>; publish: string; unpublish: string };
}

export interface PublishState {
  status: string;
  version: number;
}

/**
 * What one kind of record needs from the API and its form. `Values` holds what the form
 * shows (text as typed); `body` turns the fields of one step into the API's step body.
 */
export interface RecordStepsConfig<D extends StepDraft, V extends object> {
  stepOf: Record<FieldOf<V>, number>;
  empty: V;
  fromDraft(draft: D): V;
  body(fields: FieldOf<V>[], values: V): Record<string, unknown>;
  /** A problem the browser can tell before asking (the server checks again). */
  check?(field: FieldOf<V>, values: V): string | null;
  /** What creation needs (a title): until it holds, nothing is created, not even by Next. */
  canCreate?(values: V): boolean;
  create(body: Record<string, unknown>): Promise<D>;
  save(path: string, body: Record<string, unknown>): Promise<D>;
  load(id: number): Promise<D>;
  publish(path: string, version: number): Promise<PublishState>;
  unpublish(path: string, version: number): Promise<PublishState>;
  /**
   * The form field a 422 key names when it is not a field itself: a key inside a field's value
   * (`translations.ru.title` in the languages field). Its message marks that field, and stays
   * under its own key in `partErrors`, so the field can show it beside the part.
   */
  errorField?(key: string): FieldOf<V> | undefined;
}

/** A developer or project being created or edited: the shared autosave, one request per step. */
export type RecordStepsStore<D extends StepDraft, V extends object> = Store<D, V>;

export function recordStepsStore<D extends StepDraft, V extends object>(
  config: RecordStepsConfig<D, V>,
  delayMs?: number,
): RecordStepsStore<D, V> {
  return new AutosaveStore<D, V>(
    {
      groupOf: config.stepOf,
      empty: config.empty,
      fromDraft: (draft) => config.fromDraft(draft),
      body: (fields, values) => config.body(fields, values),
      check: config.check ? (field, values) => config.check?.(field, values) ?? null : undefined,
      canCreate: config.canCreate ? (values) => config.canCreate?.(values) ?? true : undefined,
      create: (body) => config.create(body),
      save: (draft, step, body) => config.save(draft.paths.steps[String(step)] ?? '', body),
      load: (id) => config.load(id),
      errorField: config.errorField ? (key) => config.errorField?.(key) : undefined,
    },
    delayMs,
  );
}

/**
 * Checks every field of `step` as the person leaves it forward (Next): a field never touched
 * (an empty title) is checked too, and each problem is shown under its field. True when the
 * step may be left.
 */
export function checkStep<D extends StepDraft, V extends object>(
  store: RecordStepsStore<D, V>,
  config: Pick<RecordStepsConfig<D, V>, 'stepOf' | 'check'>,
  step: number,
): boolean {
  let ok = true;
  for (const field of Object.keys(config.stepOf) as FieldOf<V>[]) {
    if (config.stepOf[field] !== step) continue;
    if (store.errors[field]) ok = false;
    else if (config.check?.(field, store.values)) {
      // Setting the value it has runs the store's check, which puts the message on the field.
      store.set(field, store.values[field]);
      ok = false;
    }
  }
  return ok;
}

/** Records that the person reached `step` when it is a later step than the draft's (media, layouts). */
export async function markStep<D extends StepDraft, V extends object>(
  store: RecordStepsStore<D, V>,
  step: number,
): Promise<void> {
  const draft = store.draft;
  if (!draft || draft.step >= step || !draft.paths.steps[String(step)]) return;
  await store.saveGroup(step);
}

/** Publishes (after saving what is pending) or unpublishes; true when it worked. */
export function setPublished<D extends StepDraft, V extends object>(
  store: RecordStepsStore<D, V>,
  config: Pick<RecordStepsConfig<D, V>, 'publish' | 'unpublish'>,
  publish: boolean,
): Promise<boolean> {
  return store.act(async (draft) => {
    const state = publish
      ? await config.publish(draft.paths.publish, draft.version)
      : await config.unpublish(draft.paths.unpublish, draft.version);
    // Only the state: the draft's other fields stay as the last save answered.
    return { status: state.status, version: state.version } as Partial<D>;
  });
}

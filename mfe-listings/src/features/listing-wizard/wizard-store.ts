import { makeAutoObservable, observable, runInAction } from 'mobx';
import { AUTOSAVE_DELAY_MS, AutosaveStore } from '@phuket/shared/autosave';
import type { ActionError, AutosaveStatus, LoadState } from '@phuket/shared/autosave';
import type { ListingDraft, ListingState, ListingStepBody } from '@phuket/shared/api/listings';
import { getLocations, getOptions } from '@phuket/shared/api';
import {
  getListingDraft,
  publishListing,
  storeListing,
  storeListingStep,
} from '@phuket/shared/api/listings';
import type { ListingDataStep, OptionsResponse } from '@phuket/shared/domain';
import { listingCompleteness } from '@phuket/shared/contract';
import type { FieldErrors, FieldName, WizardValues } from './wizard-fields';
import {
  ALL_FIELDS,
  EMPTY_VALUES,
  STEP_FIELDS,
  checkField,
  sameValue,
  translationFieldProblems,
  stepBody,
  stepOfField,
  valuesFromDraft,
} from './wizard-fields';

/** The calls the wizard makes; the real client functions unless a test hands others. */
export interface WizardApi {
  create(body: Omit<ListingStepBody, 'version'>): Promise<ListingDraft>;
  saveStep(path: string, body: ListingStepBody): Promise<ListingDraft>;
  load(id: number): Promise<ListingDraft>;
  publish(path: string, version: number): Promise<ListingState>;
  options(): Promise<WizardOptions>;
}

/** The choices of the selects: areas, amenities, developers, projects. */
export type WizardOptions = OptionsResponse;

export const wizardApi: WizardApi = {
  create: (body) => storeListing(body),
  saveStep: storeListingStep,
  load: getListingDraft,
  publish: publishListing,
  // The areas from /locations (docs/product-rules.md §7), the rest from the filters' options.
  options: async () => {
    const [locations, options] = await Promise.all([getLocations(), getOptions('Sale')]);
    return { ...options, locations };
  },
};

export { AUTOSAVE_DELAY_MS, INVALID_FIELDS_MESSAGE } from '@phuket/shared/autosave';
export type { LoadState } from '@phuket/shared/autosave';

/** The listing's fields on the shared autosave: one request per step, created from step 1. */
function listingAutosave(
  api: WizardApi,
  delayMs: number,
): AutosaveStore<ListingDraft, WizardValues> {
  return new AutosaveStore<ListingDraft, WizardValues>(
    {
      groupOf: Object.fromEntries(ALL_FIELDS.map((field) => [field, stepOfField(field)])) as Record<
        FieldName,
        ListingDataStep
      >,
      empty: EMPTY_VALUES,
      fromDraft: valuesFromDraft,
      body: (fields, values) => stepBody(fields, values),
      create: (body) => api.create(body as Omit<ListingStepBody, 'version'>),
      save: (draft, step, body) =>
        api.saveStep(draft.paths.steps[step as ListingDataStep], body as ListingStepBody),
      load: (id) => api.load(id),
      check: checkField,
      // A sale has no rental type; the API drops it too.
      derive: (field, values) =>
        field === 'offer_type' && values.offer_type !== 'Rent'
          ? { ...values, rental_type: '' }
          : values,
      same: sameValue,
      // `translations.ru.title` is a part of the translations field, shown beside that part.
      errorField: (key) => (key.startsWith('translations.') ? 'translations' : undefined),
    },
    delayMs,
  );
}

/**
 * One listing wizard: the shared autosave over the listing's fields (saved ~800 ms after the
 * last keystroke and at once when the person leaves a step, one save in flight, 409 → Reload,
 * 422 under the fields), plus what only the listing has: the selects' options, the photos
 * step's albums and publishing.
 */
export class ListingWizardStore {
  readonly autosave: AutosaveStore<ListingDraft, WizardValues>;
  options: WizardOptions | null = null;
  published: ListingState | null = null;

  /** The person moved to another step: its heading takes the focus once it shows (not on arrival). */
  moved = false;

  constructor(
    private readonly api: WizardApi = wizardApi,
    delayMs = AUTOSAVE_DELAY_MS,
  ) {
    this.autosave = listingAutosave(api, delayMs);
    makeAutoObservable<ListingWizardStore, 'api'>(this, {
      autosave: false,
      options: observable.ref,
      api: false,
      moved: false,
    });
  }

  get draft(): ListingDraft | null {
    return this.autosave.draft;
  }
  get values(): WizardValues {
    return this.autosave.values;
  }
  get loadState(): LoadState {
    return this.autosave.loadState;
  }
  get changed(): Set<FieldName> {
    return this.autosave.changed;
  }
  get errors(): FieldErrors {
    return this.autosave.errors;
  }
  get saving(): boolean {
    return this.autosave.saving;
  }
  get saveError(): string | null {
    return this.autosave.saveError;
  }
  get conflict(): string | null {
    return this.autosave.conflict;
  }
  get sendable(): FieldName[] {
    return this.autosave.sendable;
  }
  get unsaved(): boolean {
    return this.autosave.unsaved;
  }
  get status(): AutosaveStatus {
    return this.autosave.status;
  }
  get statusText(): string {
    return this.autosave.statusText;
  }
  get publishing(): boolean {
    return this.autosave.acting;
  }
  get publishError(): ActionError | null {
    return this.autosave.actionError;
  }

  /**
   * What is wrong with the translations, by the API's key (`translations.ru.title`): the
   * browser's checks of what is typed, and what the API refused that they do not know.
   */
  get translationErrors(): Record<string, string> {
    const refused = Object.entries(this.autosave.partErrors).filter(([key]) =>
      key.startsWith('translations.'),
    );
    return { ...Object.fromEntries(refused), ...translationFieldProblems(this.values) };
  }

  /** The fields of `step` that show an error, in form order. */
  invalidFieldsOf(step: ListingDataStep): FieldName[] {
    return STEP_FIELDS[step].filter((field) => this.errors[field]);
  }

  load(id: number): Promise<void> {
    return this.autosave.load(id);
  }

  /** After a 409: the server's draft replaces what is on screen, as the person chose. */
  reload(): Promise<void> {
    return this.autosave.reload();
  }

  set<K extends FieldName>(field: K, value: WizardValues[K]): void {
    this.autosave.set(field, value);
    // The original's language and the translations are one decision (no translation in the
    // original's language): a new language is checked, held back and saved with them, and a
    // change of them releases a language they held back.
    if (field === 'language') this.autosave.set('translations', this.values.translations);
    if (field === 'translations' && (this.changed.has('language') || this.errors.language)) {
      this.autosave.set('language', this.values.language);
    }
    // Only a lease has years: another tenure clears them and any message about them, as the
    // API drops them (sent with the tenure, so both are saved together).
    if (
      field === 'tenure' &&
      value !== 'Leasehold' &&
      (this.values.leasehold_years !== '' || this.errors.leasehold_years)
    ) {
      this.autosave.set('leasehold_years', '');
    }
  }

  flush(create = false): Promise<boolean> {
    return this.autosave.flush(create);
  }

  retry(): Promise<boolean> {
    return this.autosave.retry();
  }

  dispose(): void {
    this.autosave.dispose();
  }

  async loadOptions(): Promise<void> {
    if (this.options) return;
    try {
      const options = await this.api.options();
      runInAction(() => {
        this.options = options;
      });
    } catch {
      // The selects stay empty and the saved ids stay as they were; a reload tries again.
    }
  }

  /**
   * The photos step changed the albums. Photos have no version of their own (an upload must
   * not make the next field save stale), so only the albums are taken; the rest of the draft,
   * its version included, stays as this store's last save left it.
   */
  acceptPhotos(from: ListingDraft): void {
    const draft = this.draft;
    if (!draft || from.id !== draft.id) return;
    // Ready photos only, as the server counts: a HEIC still converting is not shown yet.
    const photos = from.albums.reduce(
      (n, album) => n + album.photos.filter((p) => p.status === 'ready').length,
      0,
    );
    this.autosave.setDraft({
      ...draft,
      albums: from.albums,
      completeness: listingCompleteness({ ...draft, photos_count: photos }),
    });
  }

  /**
   * Step 5 changed the video, floor plan or documents, each its own request outside the fields'
   * autosave: only those fields are taken, the version stays as the last save left it.
   */
  acceptMedia(fields: Partial<ListingDraft>): void {
    const draft = this.draft;
    if (draft) this.autosave.setDraft({ ...draft, ...fields });
  }

  /** Publishes the saved draft (after saving what is pending); true when it is published. */
  publish(): Promise<boolean> {
    return this.autosave.act(async (draft) => {
      const state = await this.api.publish(draft.paths.publish, draft.version);
      runInAction(() => {
        this.published = state;
      });
      return state;
    });
  }
}

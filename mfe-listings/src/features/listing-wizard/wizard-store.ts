import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { ListingDraft, ListingState, ListingStepBody } from '@phuket/shared/api';
import {
  getListingDraft,
  getLocations,
  getOptions,
  publishListing,
  readApiError,
  storeListing,
  storeListingStep,
} from '@phuket/shared/api';
import type { ListingDataStep, OptionsResponse } from '@phuket/shared/domain';
import { LISTING_DATA_STEPS } from '@phuket/shared/domain';
import { listingCompleteness } from '@phuket/shared/contract';
import type { FieldErrors, FieldName, WizardValues } from './wizard-fields';
import {
  ALL_FIELDS,
  EMPTY_VALUES,
  STEP_FIELDS,
  checkField,
  isFieldName,
  sameValue,
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
  // The areas from /locations (SPEC §7), the rest from the filters' options.
  options: async () => {
    const [locations, options] = await Promise.all([getLocations(), getOptions('Sale')]);
    return { ...options, locations };
  },
};

export type LoadState = 'new' | 'loading' | 'ready' | 'not-found' | 'error';

/** ~800 ms after the last keystroke: a pause, not every letter. */
export const AUTOSAVE_DELAY_MS = 800;

export const INVALID_FIELDS_MESSAGE = 'Not saved: correct the marked fields.';

/**
 * One listing wizard: the draft as the server last answered it, the values in the form, and
 * autosave. A change is saved ~800 ms after the last keystroke, and at once when the person
 * leaves a step. One save is in flight at a time; what changes meanwhile is sent after it,
 * based on the version the answer carries. A 409 (another tab saved first) stops saving and
 * keeps what is typed on screen until the person reloads; 422 field errors go under their
 * fields, and those fields wait until they are changed again.
 */
export class ListingWizardStore {
  draft: ListingDraft | null = null;
  values: WizardValues = EMPTY_VALUES;
  loadState: LoadState = 'new';
  /** Fields changed and not yet stored by the server. */
  changed = new Set<FieldName>();
  errors: FieldErrors = {};
  saving = false;
  /** A save that failed for another reason than the fields (network, server): offers Retry. */
  saveError: string | null = null;
  /** The API's 409 message: the draft changed elsewhere; the person chooses to reload. */
  conflict: string | null = null;
  options: WizardOptions | null = null;
  publishing = false;
  publishError: { message: string; details: string[] } | null = null;
  published: ListingState | null = null;

  /** The person moved to another step: its heading takes the focus once it shows (not on arrival). */
  moved = false;

  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;

  constructor(
    private readonly api: WizardApi = wizardApi,
    private readonly delayMs = AUTOSAVE_DELAY_MS,
  ) {
    makeAutoObservable<ListingWizardStore, 'api' | 'delayMs' | 'timer' | 'inFlight'>(this, {
      draft: observable.ref,
      values: observable.ref,
      errors: observable.ref,
      options: observable.ref,
      api: false,
      delayMs: false,
      timer: false,
      inFlight: false,
      moved: false,
    });
  }

  /** Changed fields the server may take: not marked invalid. */
  get sendable(): FieldName[] {
    return ALL_FIELDS.filter((field) => this.changed.has(field) && !this.errors[field]);
  }

  /** Something typed is not on the server yet (or is being sent). */
  get unsaved(): boolean {
    return this.changed.size > 0 || this.saving;
  }

  /** What the save status region says. */
  get statusText(): string {
    if (this.conflict) return `Not saved: ${this.conflict}`;
    if (this.saving) return 'Saving…';
    if (this.saveError) return `Not saved: ${this.saveError}`;
    if (this.sendable.length > 0) return 'Saving…';
    if (this.changed.size > 0) return INVALID_FIELDS_MESSAGE;
    return this.draft ? 'Saved' : '';
  }

  /** The fields of `step` that show an error, in form order. */
  invalidFieldsOf(step: ListingDataStep): FieldName[] {
    return STEP_FIELDS[step].filter((field) => this.errors[field]);
  }

  async load(id: number): Promise<void> {
    this.loadState = 'loading';
    try {
      const draft = await this.api.load(id);
      runInAction(() => this.reset(draft));
    } catch (error) {
      const { status } = readApiError(error);
      runInAction(() => {
        // Another owner's draft is 404 too: ids tell a stranger nothing.
        this.loadState = status === 404 || status === 422 ? 'not-found' : 'error';
      });
    }
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
    const photos = from.albums.reduce((n, album) => n + album.photos.length, 0);
    this.draft = {
      ...draft,
      albums: from.albums,
      completeness: listingCompleteness({ ...draft, photos_count: photos }),
    };
  }

  /** After a 409: the server's draft replaces what is on screen, as the person chose. */
  async reload(): Promise<void> {
    if (!this.draft) return;
    const id = this.draft.id;
    try {
      const draft = await this.api.load(id);
      runInAction(() => this.reset(draft));
    } catch (error) {
      runInAction(() => {
        this.saveError = readApiError(error).message;
      });
    }
  }

  private reset(draft: ListingDraft): void {
    this.clearTimer();
    this.draft = draft;
    this.values = valuesFromDraft(draft);
    this.changed.clear();
    this.errors = {};
    this.conflict = null;
    this.saveError = null;
    this.loadState = 'ready';
  }

  /** A field typed or chosen: checked here, and saved after a pause. */
  set<K extends FieldName>(field: K, value: WizardValues[K]): void {
    const next = { ...this.values, [field]: value };
    // A sale has no rental type; the API drops it too.
    if (field === 'offer_type' && value !== 'Rent') next.rental_type = '';
    this.values = next;
    this.changed.add(field);
    const problem = checkField(field, next);
    const errors = { ...this.errors };
    if (problem) errors[field] = problem;
    else delete errors[field];
    this.errors = errors;
    this.schedule();
  }

  private schedule(): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.delayMs);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Cancels a pending autosave (the page is going away without its store). */
  dispose(): void {
    this.clearTimer();
  }

  /**
   * Saves everything sendable now, one request at a time; resolves when nothing more can be
   * sent. True when the server holds all there is (no conflict, no failure, no invalid field).
   * `create`: make the draft even with nothing typed (Next on a blank step 1); an autosave
   * or a hidden tab never creates an empty draft.
   */
  async flush(create = false): Promise<boolean> {
    this.clearTimer();
    while (this.inFlight) await this.inFlight;
    if (this.conflict || this.saveError) return false;
    if (this.sendable.length === 0 && (this.draft || !create)) {
      return this.draft !== null && this.changed.size === 0;
    }
    this.inFlight = this.saveOnce();
    try {
      await this.inFlight;
    } finally {
      this.inFlight = null;
    }
    return this.flush();
  }

  /** Retry after a failed save. */
  retry(): Promise<boolean> {
    this.saveError = null;
    return this.flush();
  }

  private async saveOnce(): Promise<void> {
    const sendable = this.sendable;
    // The draft is created from step 1 (possibly empty: Next on a blank form still creates it).
    const step: ListingDataStep = this.draft
      ? (LISTING_DATA_STEPS.find((s) => sendable.some((f) => stepOfField(f) === s)) ?? 1)
      : 1;
    const fields = sendable.filter((field) => stepOfField(field) === step);
    const body = stepBody(fields, this.values);
    for (const field of fields) this.changed.delete(field);
    this.saving = true;
    try {
      const draft = this.draft
        ? await this.api.saveStep(this.draft.paths.steps[step], {
            ...body,
            version: this.draft.version,
          } as ListingStepBody)
        : await this.api.create(body);
      runInAction(() => this.accept(draft));
    } catch (error) {
      runInAction(() => this.refuse(error, fields));
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** A save's answer: the new version, and what the server filled or cleared (a project's developer and area, a rental type dropped on a sale). */
  private accept(draft: ListingDraft): void {
    this.draft = draft;
    this.loadState = 'ready';
    this.saveError = null;
    const server = valuesFromDraft(draft);
    const values = { ...this.values };
    for (const field of ALL_FIELDS) {
      if (this.changed.has(field) || sameValue(field, values, server)) continue;
      (values as Record<FieldName, unknown>)[field] = server[field];
    }
    this.values = values;
  }

  private refuse(error: unknown, fields: FieldName[]): void {
    for (const field of fields) this.changed.add(field);
    const { status, message, errors } = readApiError(error);
    if (status === 409) {
      this.conflict = message;
      return;
    }
    if (status === 422 && errors && Object.keys(errors).length > 0) {
      const next = { ...this.errors };
      let known = false;
      for (const [name, list] of Object.entries(errors)) {
        if (isFieldName(name) && list && list.length > 0) {
          next[name] = list[0];
          // Only an error on a field that was sent holds it back; otherwise it would be sent again and again.
          if (fields.includes(name)) known = true;
        }
      }
      this.errors = next;
      if (known) return;
    }
    this.saveError = message;
  }

  /** Publishes the saved draft (after saving what is pending); true when it is published. */
  async publish(): Promise<boolean> {
    if (this.publishing) return false;
    this.publishError = null;
    const saved = await this.flush();
    const draft = this.draft;
    if (!saved || !draft) return false;
    this.publishing = true;
    try {
      const state = await this.api.publish(draft.paths.publish, draft.version);
      runInAction(() => {
        this.published = state;
        this.draft = { ...draft, ...state };
      });
      return true;
    } catch (error) {
      const { status, message, errors } = readApiError(error);
      runInAction(() => {
        if (status === 409) this.conflict = message;
        this.publishError = {
          message,
          details: Object.values(errors ?? {}).flatMap((list) => list ?? []),
        };
      });
      return false;
    } finally {
      runInAction(() => {
        this.publishing = false;
      });
    }
  }
}

import { makeAutoObservable, observable, runInAction } from 'mobx';
import { readApiError } from '@phuket/shared/api';

/** ~800 ms after the last keystroke: a pause, not every letter (as the listing wizard). */
export const AUTOSAVE_DELAY_MS = 800;
export const INVALID_FIELDS_MESSAGE = 'Not saved: correct the marked fields.';

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
  stepOf: Record<keyof V & string, number>;
  empty: V;
  fromDraft(draft: D): V;
  body(fields: (keyof V & string)[], values: V): Record<string, unknown>;
  /** A problem the browser can tell before asking (the server checks again). */
  check?(field: keyof V & string, values: V): string | null;
  create(body: Record<string, unknown>): Promise<D>;
  save(path: string, body: Record<string, unknown>): Promise<D>;
  load(id: number): Promise<D>;
  publish(path: string, version: number): Promise<PublishState>;
  unpublish(path: string, version: number): Promise<PublishState>;
}

export type LoadState = 'new' | 'loading' | 'ready' | 'not-found' | 'error';
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/**
 * One developer or project being created or edited: the draft as the server last answered,
 * the values on screen, and autosave — the listing wizard's rules (its store is tied to the
 * listing's fields, so this is the same behaviour over any record's fields). A change is saved
 * ~800 ms after the last keystroke and at once when the person leaves a step; one save is in
 * flight at a time, based on the version of the last answer; 409 stops saving until Reload;
 * 422 field errors go under their fields, which then wait until changed again.
 */
export class RecordStepsStore<D extends StepDraft, V extends object> {
  draft: D | null = null;
  values: V;
  loadState: LoadState = 'new';
  changed = new Set<keyof V & string>();
  errors: FieldErrors<V> = {};
  saving = false;
  saveError: string | null = null;
  conflict: string | null = null;
  publishing = false;
  publishError: { message: string; details: string[] } | null = null;

  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private readonly fields: (keyof V & string)[];

  constructor(
    private readonly config: RecordStepsConfig<D, V>,
    private readonly delayMs = AUTOSAVE_DELAY_MS,
  ) {
    this.values = config.empty;
    this.fields = Object.keys(config.stepOf) as (keyof V & string)[];
    makeAutoObservable<
      RecordStepsStore<D, V>,
      'config' | 'delayMs' | 'timer' | 'inFlight' | 'fields'
    >(this, {
      draft: observable.ref,
      values: observable.ref,
      errors: observable.ref,
      config: false,
      delayMs: false,
      timer: false,
      inFlight: false,
      fields: false,
    });
  }

  get sendable(): (keyof V & string)[] {
    return this.fields.filter((field) => this.changed.has(field) && !this.errors[field]);
  }

  get unsaved(): boolean {
    return this.changed.size > 0 || this.saving;
  }

  get statusText(): string {
    if (this.conflict) return `Not saved: ${this.conflict}`;
    if (this.saving) return 'Saving…';
    if (this.saveError) return `Not saved: ${this.saveError}`;
    if (this.sendable.length > 0) return 'Saving…';
    if (this.changed.size > 0) return INVALID_FIELDS_MESSAGE;
    return this.draft ? 'Saved' : '';
  }

  async load(id: number): Promise<void> {
    this.loadState = 'loading';
    try {
      const draft = await this.config.load(id);
      runInAction(() => this.reset(draft));
    } catch (error) {
      const { status } = readApiError(error);
      runInAction(() => {
        // Another owner's record is 404 too: ids tell a stranger nothing.
        this.loadState = status === 404 || status === 422 ? 'not-found' : 'error';
      });
    }
  }

  /** After a 409: the server's draft replaces what is on screen, as the person chose. */
  async reload(): Promise<void> {
    if (this.draft) await this.load(this.draft.id);
  }

  /** Reads the draft again without leaving the step (after a layout or a unit import). */
  async refresh(): Promise<void> {
    const id = this.draft?.id;
    if (id === undefined) return;
    try {
      const draft = await this.config.load(id);
      runInAction(() => this.accept(draft));
    } catch (error) {
      runInAction(() => {
        this.saveError = readApiError(error).message;
      });
    }
  }

  /** Media calls answer the whole draft; their answer is taken as the latest state. */
  acceptDraft(draft: D): void {
    if (this.draft && draft.id !== this.draft.id) return;
    this.accept(draft);
  }

  private reset(draft: D): void {
    this.clearTimer();
    this.draft = draft;
    this.values = this.config.fromDraft(draft);
    this.changed.clear();
    this.errors = {};
    this.conflict = null;
    this.saveError = null;
    this.loadState = 'ready';
  }

  set<K extends keyof V & string>(field: K, value: V[K]): void {
    const next = { ...this.values, [field]: value };
    this.values = next;
    this.changed.add(field);
    const problem = this.config.check?.(field, next) ?? null;
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

  dispose(): void {
    this.clearTimer();
  }

  /**
   * Saves everything sendable, one request at a time; true when the server holds all there
   * is. `create`: make the draft even with nothing typed (Next on a blank first step).
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

  retry(): Promise<boolean> {
    this.saveError = null;
    return this.flush();
  }

  /** Records that the person reached `step` (steps without fields of their own: media, layouts). */
  async markStep(step: number): Promise<void> {
    const draft = this.draft;
    if (!draft || draft.step >= step || this.conflict) return;
    const path = draft.paths.steps[String(step)];
    if (!path) return;
    await this.flush();
    const current = this.draft;
    if (!current) return;
    try {
      const next = await this.config.save(path, { version: current.version });
      runInAction(() => this.accept(next));
    } catch (error) {
      runInAction(() => this.refuse(error, []));
    }
  }

  private async saveOnce(): Promise<void> {
    const sendable = this.sendable;
    const steps = [...new Set(this.fields.map((f) => this.config.stepOf[f]))].sort((a, b) => a - b);
    const first = steps[0] ?? 2;
    const step = this.draft
      ? (steps.find((s) => sendable.some((f) => this.config.stepOf[f] === s)) ?? first)
      : first;
    const fields = sendable.filter((field) => this.config.stepOf[field] === step);
    const body = this.config.body(fields, this.values);
    for (const field of fields) this.changed.delete(field);
    this.saving = true;
    try {
      const draft = this.draft
        ? await this.config.save(this.draft.paths.steps[String(step)] ?? '', {
            ...body,
            version: this.draft.version,
          })
        : await this.config.create(body);
      runInAction(() => this.accept(draft));
    } catch (error) {
      runInAction(() => this.refuse(error, fields));
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** A save's answer: the new version, and what the server changed in fields not being typed. */
  private accept(draft: D): void {
    this.draft = draft;
    this.loadState = 'ready';
    this.saveError = null;
    const server = this.config.fromDraft(draft);
    const values = { ...this.values };
    for (const field of this.fields) {
      if (this.changed.has(field)) continue;
      values[field] = server[field];
    }
    this.values = values;
  }

  private refuse(error: unknown, fields: (keyof V & string)[]): void {
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
        const field = this.fields.find((f) => f === name);
        if (field && list && list.length > 0) {
          next[field] = list[0];
          // Only an error on a field that was sent holds it back; else it would be sent again and again.
          if (fields.includes(field)) known = true;
        }
      }
      this.errors = next;
      if (known) return;
    }
    this.saveError = message;
  }

  /** Publishes (after saving what is pending) or unpublishes; true when it worked. */
  async setPublished(publish: boolean): Promise<boolean> {
    if (this.publishing) return false;
    this.publishError = null;
    const saved = await this.flush();
    const draft = this.draft;
    if (!saved || !draft) return false;
    this.publishing = true;
    try {
      const state = publish
        ? await this.config.publish(draft.paths.publish, draft.version)
        : await this.config.unpublish(draft.paths.unpublish, draft.version);
      runInAction(() => {
        this.draft = { ...draft, status: state.status, version: state.version };
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

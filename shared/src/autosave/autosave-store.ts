import { makeAutoObservable, observable, runInAction } from 'mobx';
import { readApiError } from '@phuket/shared/api';

/** ~800 ms after the last keystroke: a pause, not every letter. */
export const AUTOSAVE_DELAY_MS = 800;

export const INVALID_FIELDS_MESSAGE = 'Not saved: correct the marked fields.';

/** What every autosaved record answers with: its id and the version a save must name. */
export interface AutosaveDraft {
  id: number;
  version: number;
}

export type FieldOf<V> = keyof V & string;
export type FieldErrors<V> = Partial<Record<FieldOf<V>, string>>;
export type LoadState = 'new' | 'loading' | 'ready' | 'not-found' | 'error';
export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error' | 'conflict';

/** A refused action (publish): the API's message and its field messages as a list. */
export interface ActionError {
  message: string;
  details: string[];
}

/**
 * One kind of record: its fields, how they map to and from the API, and the calls.
 * `V` holds what the form shows (text as typed); `body` turns some fields into a request body.
 */
export interface AutosaveConfig<D extends AutosaveDraft, V extends object> {
  /**
   * The group (wizard step) each field is saved with: one request carries one group's fields,
   * lowest group first. A new record is created from the lowest group. Key order is field order.
   */
  groupOf: Record<FieldOf<V>, number>;
  empty: V;
  fromDraft(draft: D): V;
  body(fields: FieldOf<V>[], values: V): Record<string, unknown>;
  create(body: Record<string, unknown>): Promise<D>;
  save(draft: D, group: number, body: Record<string, unknown> & { version: number }): Promise<D>;
  load(id: number): Promise<D>;
  /** A problem the browser can tell before asking (the server checks again). */
  check?(field: FieldOf<V>, values: V): string | null;
  /** The values after a change, when one field decides another (a sale has no rental type). */
  derive?(field: FieldOf<V>, values: V): V;
  /** The server's value says the same as the box ("1.50" stored as 1.5): the box is kept. */
  same?(field: FieldOf<V>, local: V, server: V): boolean;
  /**
   * The record is saved whole: every request carries every field (one group), and nothing is
   * sent while any field shows an error, since the server would refuse the whole record.
   */
  whole?: boolean;
  /**
   * What creation needs (a title): until it holds, nothing is created, even on `flush(true)`;
   * the changes wait on screen. Once the record exists this is not asked again.
   */
  canCreate?(values: V): boolean;
  /**
   * The field a 422 key names when the key is not a field itself: a part of a field's value
   * (`translations.ru.title` of the listing's `translations`), or a form field that gathers
   * several values (the database wizards' `languages`). Its message marks that field and stays
   * under its own key in `partErrors`.
   */
  errorField?(key: string): FieldOf<V> | undefined;
}

/**
 * Autosave of one record edited in steps: the draft as the server last answered, the values on
 * screen, and the save loop. A change is saved `delayMs` after the last one, and at once on
 * `flush()` (the person leaves a step). One save is in flight at a time; what changes meanwhile
 * is sent after it, based on the version its answer carries. A 409 (saved elsewhere) stops
 * saving and keeps what is on screen until `reload()`; 422 field errors go under their fields,
 * and those fields wait until they are changed again.
 */
export class AutosaveStore<D extends AutosaveDraft, V extends object> {
  draft: D | null = null;
  values: V;
  loadState: LoadState = 'new';
  /** Fields changed and not yet stored by the server. */
  changed = new Set<FieldOf<V>>();
  errors: FieldErrors<V> = {};
  /**
   * The API's messages on parts of a field, by the key it named (`translations.ru.title`,
   * `amenities.0`): the field's own error holds it back, these say where. Cleared with it.
   */
  partErrors: Record<string, string> = {};
  saving = false;
  /** A save that failed for another reason than the fields (network, server): offers Retry. */
  saveError: string | null = null;
  /** The API's 409 message: the record changed elsewhere; the person chooses to reload. */
  conflict: string | null = null;
  /** An action on the saved record (publish, unpublish) is under way. */
  acting = false;
  actionError: ActionError | null = null;

  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private readonly fields: FieldOf<V>[];
  private readonly groups: number[];

  constructor(
    private readonly config: AutosaveConfig<D, V>,
    private readonly delayMs = AUTOSAVE_DELAY_MS,
  ) {
    this.values = config.empty;
    this.fields = Object.keys(config.groupOf) as FieldOf<V>[];
    this.groups = [...new Set(Object.values<number>(config.groupOf))].sort((a, b) => a - b);
    makeAutoObservable<
      AutosaveStore<D, V>,
      'config' | 'delayMs' | 'timer' | 'inFlight' | 'fields' | 'groups'
    >(this, {
      draft: observable.ref,
      values: observable.ref,
      errors: observable.ref,
      partErrors: observable.ref,
      actionError: observable.ref,
      config: false,
      delayMs: false,
      timer: false,
      inFlight: false,
      fields: false,
      groups: false,
    });
  }

  /** Changed fields the server may take: not marked invalid (in whole mode: none while any is). */
  get sendable(): FieldOf<V>[] {
    if (this.config.whole && this.fields.some((field) => this.errors[field])) return [];
    return this.fields.filter((field) => this.changed.has(field) && !this.errors[field]);
  }

  /** Changes wait for what creation needs (`canCreate`): nothing exists on the server yet. */
  get waitingToCreate(): boolean {
    return (
      !this.draft && this.config.canCreate !== undefined && !this.config.canCreate(this.values)
    );
  }

  /** Something typed is not on the server yet (or is being sent). */
  get unsaved(): boolean {
    return this.changed.size > 0 || this.saving;
  }

  get status(): AutosaveStatus {
    if (this.conflict) return 'conflict';
    if (this.saving) return 'saving';
    if (this.saveError) return 'error';
    if (this.waitingToCreate) return 'idle';
    if (this.sendable.length > 0) return 'saving';
    if (this.changed.size > 0) return 'error';
    return this.draft ? 'saved' : 'idle';
  }

  /** What the save status region says. */
  get statusText(): string {
    switch (this.status) {
      case 'conflict':
        return `Not saved: ${this.conflict ?? ''}`;
      case 'saving':
        return 'Saving…';
      case 'error':
        return this.saveError ? `Not saved: ${this.saveError}` : INVALID_FIELDS_MESSAGE;
      case 'saved':
        return 'Saved';
      default:
        return '';
    }
  }

  /** The fields of `group` that show an error, in field order. */
  invalidFieldsOf(group: number): FieldOf<V>[] {
    return this.fields.filter(
      (field) => this.config.groupOf[field] === group && this.errors[field],
    );
  }

  async load(id: number): Promise<void> {
    await this.open(() => this.config.load(id));
  }

  /** Loads the record by another call than `config.load` (by a public key such as a slug). */
  async open(read: () => Promise<D>): Promise<void> {
    this.loadState = 'loading';
    try {
      const draft = await read();
      runInAction(() => this.reset(draft));
    } catch (error) {
      const { status } = readApiError(error);
      runInAction(() => {
        // Another owner's record is 404 too: ids tell a stranger nothing.
        this.loadState = status === 404 || status === 422 ? 'not-found' : 'error';
      });
    }
  }

  /** After a 409: the server's record replaces what is on screen, as the person chose. */
  async reload(): Promise<void> {
    await this.read((draft) => this.reset(draft));
  }

  /** Reads the record again, keeping what is being typed (after a change made by another call). */
  async refresh(): Promise<void> {
    await this.read((draft) => {
      // An answer older than what the store has (a publish or save answered while the read
      // was out) would put the old state back: a published record shown as a draft.
      if (this.draft && draft.version < this.draft.version) return;
      this.accept(draft);
    });
  }

  private async read(take: (draft: D) => void): Promise<void> {
    const id = this.draft?.id;
    if (id === undefined) return;
    try {
      const draft = await this.config.load(id);
      runInAction(() => take(draft));
    } catch (error) {
      runInAction(() => {
        this.saveError = readApiError(error).message;
      });
    }
  }

  /** Another call (a media upload) answered the whole record: its answer is the latest state. */
  acceptDraft(draft: D): void {
    if (this.draft && draft.id !== this.draft.id) return;
    this.accept(draft);
  }

  /** Replaces the draft without touching the values (parts of it the form does not edit). */
  setDraft(draft: D): void {
    this.draft = draft;
  }

  private reset(draft: D): void {
    this.clearTimer();
    this.draft = draft;
    this.values = this.config.fromDraft(draft);
    this.changed.clear();
    this.errors = {};
    this.partErrors = {};
    this.conflict = null;
    this.saveError = null;
    this.loadState = 'ready';
  }

  /** A field typed or chosen: checked here, and saved after a pause. */
  set<K extends FieldOf<V>>(field: K, value: V[K]): void {
    const typed = { ...this.values, [field]: value };
    const next = this.config.derive?.(field, typed) ?? typed;
    this.values = next;
    this.changed.add(field);
    const problem = this.config.check?.(field, next) ?? null;
    const errors = { ...this.errors };
    if (problem) errors[field] = problem;
    else delete errors[field];
    this.errors = errors;
    const under = `${field}.`;
    if (Object.keys(this.partErrors).some((key) => key.startsWith(under))) {
      this.partErrors = Object.fromEntries(
        Object.entries(this.partErrors).filter(([key]) => !key.startsWith(under)),
      );
    }
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
   * `create`: make the record even with nothing typed (Next on a blank first step); an
   * autosave never creates an empty record.
   */
  async flush(create = false): Promise<boolean> {
    this.clearTimer();
    while (this.inFlight) await this.inFlight;
    if (this.conflict || this.saveError || this.waitingToCreate) return false;
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

  /**
   * Saves a group with no fields of its own (the person reached a media step), after the rest.
   * It is in flight like any save, so a publish clicked meanwhile waits for its new version
   * instead of sending the old one and meeting a 409.
   */
  async saveGroup(group: number): Promise<void> {
    if (!this.draft || this.conflict) return;
    await this.flush();
    while (this.inFlight) await this.inFlight;
    const current = this.draft;
    if (!current || this.conflict) return;
    this.inFlight = (async () => {
      try {
        const next = await this.config.save(current, group, { version: current.version });
        runInAction(() => this.accept(next));
      } catch (error) {
        runInAction(() => this.refuse(error, []));
      }
    })();
    try {
      await this.inFlight;
    } finally {
      this.inFlight = null;
    }
  }

  private async saveOnce(): Promise<void> {
    const sendable = this.sendable;
    const first = this.groups[0] ?? 0;
    const group = this.draft
      ? (this.groups.find((g) => sendable.some((f) => this.config.groupOf[f] === g)) ?? first)
      : first;
    const fields = this.config.whole
      ? sendable
      : sendable.filter((field) => this.config.groupOf[field] === group);
    // Whole: the request carries every field; those changed are the ones it stores anew.
    const sent = this.config.whole ? this.fields : fields;
    const body = this.config.body(sent, this.values);
    for (const field of fields) this.changed.delete(field);
    this.saving = true;
    try {
      const draft = this.draft
        ? await this.config.save(this.draft, group, { ...body, version: this.draft.version })
        : await this.config.create(body);
      runInAction(() => this.accept(draft));
    } catch (error) {
      runInAction(() => this.refuse(error, fields, sent));
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
      if (this.changed.has(field) || this.config.same?.(field, values, server)) continue;
      values[field] = server[field];
    }
    this.values = values;
  }

  /** `fields`: the changes the request carried (kept as changed); `sent`: all it carried. */
  private refuse(error: unknown, fields: FieldOf<V>[], sent = fields): void {
    for (const field of fields) this.changed.add(field);
    const { status, message, errors } = readApiError(error);
    if (status === 409) {
      this.conflict = message;
      return;
    }
    if (status === 422 && errors && Object.keys(errors).length > 0) {
      const next = { ...this.errors };
      const parts = { ...this.partErrors };
      let known = false;
      for (const [name, list] of Object.entries(errors)) {
        // A part of a field (`translations.ru.title`) as the config names it; other keys on
        // no field (`items.0.listing_id`) are the form's, said in saveError.
        const field = this.config.errorField?.(name) ?? this.fields.find((f) => f === name);
        if (field && list && list.length > 0) {
          if (name !== field) parts[name] = list[0] as string;
          // The field's own message first, else its first part's.
          if (name === field || next[field] === undefined) next[field] = list[0];
          // Only an error on a field that was sent holds it back; else it would be sent again and again.
          if (sent.includes(field)) known = true;
        }
      }
      this.errors = next;
      this.partErrors = parts;
      if (known) return;
    }
    this.saveError = message;
  }

  /**
   * Saves what is pending, then runs an action on the saved record (publish, unpublish) whose
   * answer is merged into the draft; true when it worked. A 409 is a conflict like a save's.
   */
  async act(action: (draft: D) => Promise<Partial<D>>): Promise<boolean> {
    if (this.acting) return false;
    this.actionError = null;
    const saved = await this.flush();
    const draft = this.draft;
    if (!saved || !draft) return false;
    this.acting = true;
    try {
      const answer = await action(draft);
      runInAction(() => {
        this.draft = { ...draft, ...answer };
      });
      return true;
    } catch (error) {
      const { status, message, errors } = readApiError(error);
      runInAction(() => {
        if (status === 409) this.conflict = message;
        this.actionError = {
          message,
          details: Object.values(errors ?? {}).flatMap((list) => list ?? []),
        };
      });
      return false;
    } finally {
      runInAction(() => {
        this.acting = false;
      });
    }
  }
}

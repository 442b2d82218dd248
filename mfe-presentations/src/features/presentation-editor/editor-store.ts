import { makeAutoObservable, observable, runInAction } from 'mobx';
import { readApiError } from '@phuket/shared/api';
import type { FeedbackAnswer, PresentationStatus } from '@phuket/shared/contract';
import type { Currency } from '@phuket/shared/domain';
import type {
  ContactOptions,
  EditorItem,
  EditorValues,
  ItemListing,
  PriceMode,
  ValuesErrors,
} from './editor-values';
import {
  checkValues,
  emptyValues,
  hasErrors,
  moveItem,
  newItem,
  togglePhoto,
  withPriceMode,
} from './editor-values';

/** What the editor shows beside the form: the link, its state and what the client did. */
export interface PresentationMeta {
  id: number;
  slug: string;
  /** The public link, absolute. */
  url: string;
  version: number;
  status: PresentationStatus;
  opens: OpenStats;
  /** The client's answers, newest first. */
  feedback: FeedbackEntry[];
}

export interface OpenStats {
  opens: number;
  devices: number;
  first_opened_at: string | null;
  last_opened_at: string | null;
  /** The listings the client looked at, in the presentation's order. */
  viewed: { title: string; views: number }[];
}

export interface FeedbackEntry {
  id: number;
  listing_id: number | null;
  listing_title: string;
  answer: FeedbackAnswer;
  comment: string | null;
  created_at: string;
}

/** A saved presentation: the form's values and the rest. */
export interface SavedPresentation {
  values: EditorValues;
  meta: PresentationMeta;
}

/** The calls the editor makes; the real client functions unless a test hands others. */
export interface EditorApi {
  load(slug: string): Promise<SavedPresentation>;
  create(values: EditorValues): Promise<SavedPresentation>;
  update(meta: PresentationMeta, values: EditorValues): Promise<SavedPresentation>;
  revoke(meta: PresentationMeta): Promise<SavedPresentation>;
  regenerate(meta: PresentationMeta): Promise<SavedPresentation>;
}

export type EditorLoadState = 'new' | 'loading' | 'ready' | 'not-found' | 'error';

/** A pause in typing, not every letter. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * One presentation in the editor: the form's values, what the server last stored, and autosave.
 * A change is saved ~800 ms after the last one; one save is in flight at a time, and what
 * changes meanwhile is sent after it. A new presentation is created on its first save (it needs
 * a title); the page then moves to its edit address, so a reload finds it.
 */
export class PresentationEditorStore {
  values: EditorValues;
  meta: PresentationMeta | null = null;
  loadState: EditorLoadState = 'new';
  saving = false;
  saveError: string | null = null;
  /** The last save was refused as stale (409: changed in another tab): Reload, not Retry. */
  conflict = false;
  /** Field errors the API sent back for the last save (by its field names). */
  serverErrors: Record<string, string> = {};
  /** The values the server holds, as JSON: what "unsaved" compares with. */
  private savedJson: string;
  /** The link's own actions (revoke, regenerate) in progress. */
  linkBusy: 'revoke' | 'regenerate' | null = null;
  linkNotice: string | null = null;

  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;

  constructor(
    private readonly api: EditorApi,
    currency: Currency = 'THB',
    private readonly delayMs = AUTOSAVE_DELAY_MS,
  ) {
    this.values = emptyValues(currency);
    this.savedJson = JSON.stringify(this.values);
    makeAutoObservable<PresentationEditorStore, 'api' | 'delayMs' | 'timer' | 'inFlight'>(this, {
      values: observable.ref,
      meta: observable.ref,
      serverErrors: observable.ref,
      api: false,
      delayMs: false,
      timer: false,
      inFlight: false,
    });
  }

  get errors(): ValuesErrors {
    return checkValues(this.values);
  }

  /** Something on screen is not on the server yet. */
  get unsaved(): boolean {
    return this.saving || JSON.stringify(this.values) !== this.savedJson;
  }

  /** What the save status region says. */
  get statusText(): string {
    if (this.saving) return 'Saving…';
    if (this.saveError) return `Not saved: ${this.saveError}`;
    if (!this.unsaved) return this.meta ? 'All changes saved' : 'Not saved yet';
    if (hasErrors(this.errors)) {
      return this.meta
        ? 'Not saved: correct the marked fields.'
        : 'Not saved yet: give it a title to save it.';
    }
    return 'Unsaved changes…';
  }

  get listingIds(): Set<number> {
    return new Set(this.values.items.map((item) => item.listing.id));
  }

  async load(slug: string): Promise<void> {
    this.loadState = 'loading';
    try {
      const saved = await this.api.load(slug);
      runInAction(() => this.reset(saved));
    } catch (error) {
      const { status } = readApiError(error);
      runInAction(() => {
        // Someone else's presentation is a 404 too: slugs tell a stranger nothing.
        this.loadState = status === 404 ? 'not-found' : 'error';
      });
    }
  }

  private reset(saved: SavedPresentation): void {
    this.clearTimer();
    this.meta = saved.meta;
    this.values = saved.values;
    this.savedJson = JSON.stringify(saved.values);
    this.saveError = null;
    this.conflict = false;
    this.serverErrors = {};
    this.loadState = 'ready';
  }

  // Edits: each replaces the values and schedules a save.

  set<K extends 'title' | 'client_name' | 'intro' | 'expires_on'>(
    field: K,
    value: EditorValues[K],
  ): void {
    this.change({ ...this.values, [field]: value });
  }

  /** The presentation's currency; overrides typed in another currency keep theirs. */
  setCurrency(currency: Currency): void {
    this.change({ ...this.values, currency });
  }

  setContact(contact: Partial<ContactOptions>): void {
    this.change({ ...this.values, contact: { ...this.values.contact, ...contact } });
  }

  /** Adds a listing at the end (a listing already chosen is not added twice). */
  addListing(listing: ItemListing): void {
    if (this.listingIds.has(listing.id)) return;
    this.change({
      ...this.values,
      items: [...this.values.items, newItem(listing, this.values.currency)],
    });
  }

  removeListing(listingId: number): void {
    this.change({
      ...this.values,
      items: this.values.items.filter((item) => item.listing.id !== listingId),
    });
  }

  /** The order after a drag or keyboard move. */
  reorder(items: EditorItem[]): void {
    this.change({ ...this.values, items });
  }

  /** Moves one listing up (-1) or down (+1). */
  move(listingId: number, delta: -1 | 1): void {
    const from = this.values.items.findIndex((item) => item.listing.id === listingId);
    this.change({ ...this.values, items: moveItem(this.values.items, from, from + delta) });
  }

  setNote(listingId: number, note: string): void {
    this.updateItem(listingId, (item) => ({ ...item, note }));
  }

  togglePhoto(listingId: number, photoId: number): void {
    this.updateItem(listingId, (item) => togglePhoto(item, photoId));
  }

  setPriceMode(listingId: number, mode: PriceMode): void {
    this.updateItem(listingId, (item) => withPriceMode(item, mode, this.values.currency));
  }

  setOverride(listingId: number, amount: string): void {
    this.updateItem(listingId, (item) => ({
      ...item,
      override_amount: amount,
      override_currency: this.values.currency,
    }));
  }

  private updateItem(listingId: number, update: (item: EditorItem) => EditorItem): void {
    this.change({
      ...this.values,
      items: this.values.items.map((item) => (item.listing.id === listingId ? update(item) : item)),
    });
  }

  private change(values: EditorValues): void {
    this.values = values;
    this.saveError = null;
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
   * Saves what is on screen now, one request at a time, until the server holds it all. True
   * when nothing is left unsaved; false on invalid fields or a failed save (shown in the status).
   */
  async flush(): Promise<boolean> {
    this.clearTimer();
    while (this.inFlight) await this.inFlight;
    if (!this.unsaved) return this.meta !== null;
    if (this.saveError || hasErrors(this.errors)) return false;
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

  /** After a 409: the server's version replaces what is on screen, as the owner chose. */
  reload(): Promise<void> {
    const slug = this.meta?.slug;
    return slug ? this.load(slug) : Promise.resolve();
  }

  private async saveOnce(): Promise<void> {
    const values = this.values;
    const sent = JSON.stringify(values);
    this.saving = true;
    try {
      const saved = this.meta
        ? await this.api.update(this.meta, values)
        : await this.api.create(values);
      runInAction(() => {
        this.meta = saved.meta;
        this.savedJson = sent;
        this.serverErrors = {};
        this.loadState = 'ready';
      });
    } catch (error) {
      const { status, message, errors } = readApiError(error);
      runInAction(() => {
        this.saveError = message;
        this.conflict = status === 409;
        const first: Record<string, string> = {};
        for (const [name, list] of Object.entries(errors ?? {})) {
          const message = list?.[0];
          if (message) first[name] = message;
        }
        this.serverErrors = first;
      });
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** Revokes the link (after saving): the old link then answers 410. */
  revoke(): Promise<void> {
    return this.linkAction(
      'revoke',
      'The link was revoked: it now shows a “no longer available” page.',
    );
  }

  /** A new link; the old one stops working. */
  regenerate(): Promise<void> {
    return this.linkAction('regenerate', 'A new link was made; the old link no longer works.');
  }

  private async linkAction(action: 'revoke' | 'regenerate', done: string): Promise<void> {
    if (this.linkBusy) return;
    if (!(await this.flush())) return;
    const meta = this.meta;
    if (!meta) return;
    this.linkBusy = action;
    this.linkNotice = null;
    try {
      const saved = await (action === 'revoke' ? this.api.revoke(meta) : this.api.regenerate(meta));
      runInAction(() => {
        this.meta = saved.meta;
        this.linkNotice = done;
      });
    } catch (error) {
      runInAction(() => {
        this.linkNotice = `Not done: ${readApiError(error).message}`;
      });
    } finally {
      runInAction(() => {
        this.linkBusy = null;
      });
    }
  }
}

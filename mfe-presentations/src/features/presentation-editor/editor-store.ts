import { makeAutoObservable, runInAction } from 'mobx';
import type {
  CreatePresentationBody,
  UpdatePresentationBody,
} from '@phuket/shared/api/presentations';
import { AUTOSAVE_DELAY_MS, AutosaveStore } from '@phuket/shared/autosave';
import type { FieldOf, LoadState } from '@phuket/shared/autosave';
import type { FeedbackAnswer, PresentationStatus } from '@phuket/shared/contract';
import type { Currency } from '@phuket/shared/domain';
import { accountRuleText, type Locale, type Translate } from '@phuket/shared/i18n';
import { inEnglish } from '../../common/messages';
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
  moveItem,
  newItem,
  samePrices,
  togglePhoto,
  withPriceMode,
} from './editor-values';
import { bodyOf } from './editor-api';

export { AUTOSAVE_DELAY_MS };

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
  /** The same presentation by id (Reload after a conflict). */
  get(id: number): Promise<SavedPresentation>;
  create(body: CreatePresentationBody): Promise<SavedPresentation>;
  update(meta: PresentationMeta, body: UpdatePresentationBody): Promise<SavedPresentation>;
  revoke(meta: PresentationMeta): Promise<SavedPresentation>;
  regenerate(meta: PresentationMeta): Promise<SavedPresentation>;
}

export type EditorLoadState = LoadState;

/** The record on the shared autosave: the meta, with the values the server answered. */
type PresentationDraft = PresentationMeta & { values: EditorValues };

function draftOf(saved: SavedPresentation): PresentationDraft {
  return { ...saved.meta, values: saved.values };
}

/** Which key of the request body a form field fills. */
const BODY_KEY: Record<keyof EditorValues, keyof CreatePresentationBody> = {
  title: 'title',
  client_name: 'client_name',
  intro: 'intro',
  currency: 'currency',
  locale: 'locale',
  items: 'items',
  contact: 'contact',
  expires_on: 'expires_at',
};

/** A field's problem for the shared store; the items' ones stay by listing in `errors`. */
function checkField(field: keyof EditorValues, values: EditorValues, t: Translate): string | null {
  const errors = checkValues(values, t);
  if (field === 'title') return errors.title ?? null;
  if (field === 'expires_on') return errors.expires_on ?? null;
  if (field === 'items') return Object.values(errors.items ?? {})[0] ?? null;
  return null;
}

/**
 * One presentation in the editor, on the shared autosave (saved ~800 ms after the last change,
 * one save in flight, 409 → Reload, 422 under the fields, flushed when the editor is left). The
 * presentation is saved whole, and created on its first save once it has a title; the page then
 * moves to its edit address, so a reload finds it. This layer adds the link's own actions and
 * the editor's status texts.
 */
export class PresentationEditorStore {
  readonly autosave: AutosaveStore<PresentationDraft, EditorValues>;
  /** The link's own actions (revoke, regenerate) in progress. */
  linkBusy: 'revoke' | 'regenerate' | null = null;
  linkNotice: string | null = null;

  constructor(
    private readonly api: EditorApi,
    currency: Currency = 'THB',
    delayMs = AUTOSAVE_DELAY_MS,
    /** The page's words, in its language. */
    private readonly t: Translate = inEnglish,
    /** The page's language; also a new presentation's client language until the owner chooses. */
    private readonly pageLocale: Locale = 'en',
  ) {
    const empty = emptyValues(currency, pageLocale);
    const groupOf = Object.fromEntries(Object.keys(empty).map((field) => [field, 1])) as Record<
      FieldOf<EditorValues>,
      number
    >;
    this.autosave = new AutosaveStore<PresentationDraft, EditorValues>(
      {
        groupOf,
        empty,
        whole: true,
        canCreate: (values) => values.title.trim() !== '',
        fromDraft: (draft) => draft.values,
        body: (_fields, values) => bodyOf(values),
        // The bodies are the ones `body` made (bodyOf): the store passes them through untyped.
        create: async (body) => draftOf(await api.create(body as CreatePresentationBody)),
        save: async (draft, _group, body) =>
          draftOf(await api.update(draft, body as UpdatePresentationBody)),
        load: async (id) => draftOf(await api.get(id)),
        check: (field, values) => checkField(field, values, t),
        // What the server stores the same way (a trimmed title, a day as its last second) keeps
        // the box as typed, so a save never moves the caret or drops a trailing space.
        // The items' listings come back priced in the presentation's currency: after a change
        // of currency the answer's items replace the ones on screen.
        same: (field, local, server) => {
          const key = BODY_KEY[field];
          if (field === 'items' && !samePrices(local.items, server.items)) return false;
          return JSON.stringify(bodyOf(local)[key]) === JSON.stringify(bodyOf(server)[key]);
        },
      },
      delayMs,
    );
    makeAutoObservable<PresentationEditorStore, 'api' | 't' | 'pageLocale'>(this, {
      autosave: false,
      api: false,
      t: false,
      pageLocale: false,
    });
  }

  get values(): EditorValues {
    return this.autosave.values;
  }

  get meta(): PresentationMeta | null {
    return this.autosave.draft;
  }

  get loadState(): EditorLoadState {
    return this.autosave.loadState;
  }

  get saving(): boolean {
    return this.autosave.saving;
  }

  /** The last save failed: the API's message (a 409's too, which offers Reload instead). */
  get saveError(): string | null {
    return this.autosave.conflict ?? this.autosave.saveError;
  }

  /** The last save was refused as stale (409: changed in another tab): Reload, not Retry. */
  get conflict(): boolean {
    return this.autosave.conflict !== null;
  }

  /** The browser's checks, by listing for the items, and the API's field errors beside them. */
  get errors(): ValuesErrors {
    const local = checkValues(this.values, this.t);
    const server = this.autosave.errors;
    return {
      ...local,
      ...(!local.title && server.title ? { title: server.title } : {}),
      ...(!local.expires_on && server.expires_on ? { expires_on: server.expires_on } : {}),
    };
  }

  /** Something on screen is not on the server yet. */
  get unsaved(): boolean {
    return this.autosave.unsaved;
  }

  /** What the save status region says. */
  get statusText(): string {
    const { t } = this;
    if (this.saving) return t('editor.saving');
    if (this.saveError) {
      // An account rule (email not confirmed, a daily limit) in the page's language.
      const error = accountRuleText(this.pageLocale, this.saveError) ?? this.saveError;
      return t('editor.not_saved', { error });
    }
    if (!this.unsaved) return this.meta ? t('editor.all_saved') : t('editor.not_saved_yet');
    if (this.autosave.waitingToCreate) return t('editor.needs_title');
    if (this.autosave.sendable.length === 0) return t('editor.fix_fields');
    return t('editor.unsaved');
  }

  get listingIds(): Set<number> {
    return new Set(this.values.items.map((item) => item.listing.id));
  }

  async load(slug: string): Promise<void> {
    // Someone else's presentation is a 404 too (not found): slugs tell a stranger nothing.
    await this.autosave.open(async () => draftOf(await this.api.load(slug)));
  }

  // Edits: each replaces a field and schedules a save.

  set<K extends 'title' | 'client_name' | 'intro' | 'expires_on'>(
    field: K,
    value: EditorValues[K],
  ): void {
    this.change(field, value);
  }

  /** The presentation's currency; overrides typed in another currency keep theirs. */
  setCurrency(currency: Currency): void {
    this.change('currency', currency);
  }

  /** The client's language: the link the owner shares and the PDF follow it. */
  setLocale(locale: Locale): void {
    this.change('locale', locale);
  }

  setContact(contact: Partial<ContactOptions>): void {
    this.change('contact', { ...this.values.contact, ...contact });
  }

  /** Adds a listing at the end (a listing already chosen is not added twice). */
  addListing(listing: ItemListing): void {
    if (this.listingIds.has(listing.id)) return;
    this.change('items', [...this.values.items, newItem(listing, this.values.currency)]);
  }

  removeListing(listingId: number): void {
    this.change(
      'items',
      this.values.items.filter((item) => item.listing.id !== listingId),
    );
  }

  /** The order after a drag or keyboard move. */
  reorder(items: EditorItem[]): void {
    this.change('items', items);
  }

  /** Moves one listing up (-1) or down (+1). */
  move(listingId: number, delta: -1 | 1): void {
    const from = this.values.items.findIndex((item) => item.listing.id === listingId);
    this.change('items', moveItem(this.values.items, from, from + delta));
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
    this.change(
      'items',
      this.values.items.map((item) => (item.listing.id === listingId ? update(item) : item)),
    );
  }

  private change<K extends FieldOf<EditorValues>>(field: K, value: EditorValues[K]): void {
    // A failed save (network, server) is tried again by the next change, as the owner keeps
    // typing; a conflict still waits for Reload.
    this.autosave.saveError = null;
    this.autosave.set(field, value);
  }

  /** Cancels a pending autosave (the page is going away without its store). */
  dispose(): void {
    this.autosave.dispose();
  }

  /**
   * Saves what is on screen now, one request at a time, until the server holds it all. True
   * when nothing is left unsaved; false on invalid fields or a failed save (shown in the status).
   */
  flush(): Promise<boolean> {
    return this.autosave.flush();
  }

  retry(): Promise<boolean> {
    return this.autosave.retry();
  }

  /** After a 409: the server's version replaces what is on screen, as the owner chose. */
  reload(): Promise<void> {
    return this.autosave.reload();
  }

  /** Revokes the link (after saving): the old link then answers 410. */
  revoke(): Promise<void> {
    return this.linkAction('revoke', this.t('editor.revoked'));
  }

  /** A new link; the old one stops working. */
  regenerate(): Promise<void> {
    return this.linkAction('regenerate', this.t('editor.regenerated'));
  }

  private async linkAction(action: 'revoke' | 'regenerate', done: string): Promise<void> {
    if (this.linkBusy) return;
    this.linkBusy = action;
    this.linkNotice = null;
    const ok = await this.autosave.act(async (meta) =>
      draftOf(await (action === 'revoke' ? this.api.revoke(meta) : this.api.regenerate(meta))),
    );
    runInAction(() => {
      this.linkBusy = null;
      const refused = this.autosave.actionError;
      // A save that failed first says so in the save status; only the action's refusal is here.
      this.linkNotice = ok
        ? done
        : refused
          ? this.t('editor.not_done', { message: refused.message })
          : null;
    });
  }
}

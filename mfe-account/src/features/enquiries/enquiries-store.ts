import { makeAutoObservable, runInAction } from 'mobx';
import { PagedList } from '@phuket/shared/query';
import type {
  Enquiry,
  EnquiryNote,
  EnquiryReplyTime,
  MyEnquiriesParams,
  UpdateEnquiryBody,
} from '@phuket/shared/api';
import { readApiError } from '@phuket/shared/api';
import { type PageMeta } from '@phuket/shared/domain';
import {
  ENQUIRIES_PER_PAGE,
  ENQUIRY_SORTS,
  ENQUIRY_STATUSES,
  enquiryNoteError,
  type EnquirySort,
  type EnquiryStatus,
} from '@phuket/shared/contract';

export interface EnquiriesApi {
  list(params: MyEnquiriesParams): Promise<{ data: Enquiry[]; meta: PageMeta }>;
  update(id: number, body: UpdateEnquiryBody): Promise<Enquiry>;
  markReplied(id: number): Promise<Enquiry>;
  notes(id: number): Promise<EnquiryNote[]>;
  addNote(id: number, text: string): Promise<EnquiryNote>;
  replyTime(): Promise<EnquiryReplyTime>;
}

export type StatusFilter = EnquiryStatus | 'all';

/** What the inbox shows: kept in the page's URL, so a reload or a shared link keeps it. */
export interface InboxView {
  status: StatusFilter;
  /** Only follow-ups due today or earlier. */
  due: boolean;
  sort: EnquirySort;
  page: number;
}

export const DEFAULT_VIEW: InboxView = { status: 'all', due: false, sort: 'newest', page: 1 };

const isStatus = (value: string | null): value is EnquiryStatus =>
  (ENQUIRY_STATUSES as readonly (string | null)[]).includes(value);
const isSort = (value: string | null): value is EnquirySort =>
  (ENQUIRY_SORTS as readonly (string | null)[]).includes(value);

/** `?status=offer&due=1&sort=follow_up&page=2` as a view; anything unknown is the default. */
export function viewFromSearch(search: URLSearchParams): InboxView {
  const status = search.get('status');
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  return {
    status: isStatus(status) ? status : 'all',
    due: search.get('due') === '1',
    sort: isSort(sort) ? sort : 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The view as the URL's query, defaults left out: the plain inbox is plain /profile/enquiries. */
export function viewToSearch(view: InboxView): Record<string, string> {
  const search: Record<string, string> = {};
  if (view.status !== 'all') search.status = view.status;
  if (view.due) search.due = '1';
  if (view.sort !== 'newest') search.sort = view.sort;
  if (view.page > 1) search.page = String(view.page);
  return search;
}

/** A success the page announces in its language (failures are the API's English words). */
export type InboxDone =
  | { kind: 'status'; name: string; status: EnquiryStatus }
  | { kind: 'follow_up'; name: string; day: string }
  | { kind: 'follow_up_cleared'; name: string }
  | { kind: 'note'; name: string };

/** One enquiry's notes as the card shows them once opened. */
export interface NoteThread {
  state: 'loading' | 'ready' | 'error';
  notes: EnquiryNote[];
  saving: boolean;
  /** Why the last note was refused (the rule's or the API's English words). */
  error: string | null;
}

/**
 * The recipient's inbox: one page at a time, filtered by stage and follow-up due, in the chosen
 * order; each enquiry's stage, follow-up day and notes changeable; the reply action recorded.
 */
export class EnquiriesStore {
  status: StatusFilter;
  due: boolean;
  sort: EnquirySort;
  /** What the last change did, for the page's live region. */
  done: InboxDone | null = null;
  /** Why the last change failed, in the API's English. */
  notice: string | null = null;
  savingId: number | null = null;
  replyTime: EnquiryReplyTime | null = null;
  readonly threads = new Map<number, NoteThread>();
  readonly list: PagedList<Enquiry>;

  constructor(
    private readonly api: EnquiriesApi,
    view: InboxView = DEFAULT_VIEW,
  ) {
    this.status = view.status;
    this.due = view.due;
    this.sort = view.sort;
    // An answer to an older request (another page or filter) is dropped by the list's Query.
    this.list = new PagedList((page) => this.api.list(this.params(page)));
    this.list.page = view.page;
    makeAutoObservable<EnquiriesStore, 'api'>(this, { api: false, list: false });
  }

  get view(): InboxView {
    return { status: this.status, due: this.due, sort: this.sort, page: this.list.page };
  }

  get filtered(): boolean {
    return this.status !== 'all' || this.due;
  }

  private params(page: number): MyEnquiriesParams {
    const params: MyEnquiriesParams = { page, per_page: ENQUIRIES_PER_PAGE };
    if (this.status !== 'all') params['filter[status]'] = this.status;
    if (this.due) params['filter[follow_up]'] = 'due';
    if (this.sort !== 'newest') params.sort = this.sort;
    return params;
  }

  setStatusFilter(status: StatusFilter): Promise<void> {
    this.status = status;
    return this.list.goTo(1);
  }

  setDue(due: boolean): Promise<void> {
    this.due = due;
    return this.list.goTo(1);
  }

  setSort(sort: EnquirySort): Promise<void> {
    this.sort = sort;
    return this.list.goTo(1);
  }

  async loadReplyTime(): Promise<void> {
    try {
      const replyTime = await this.api.replyTime();
      runInAction(() => {
        this.replyTime = replyTime;
      });
    } catch {
      // The figure is a help, not the page: the inbox works without it.
    }
  }

  /** Saves one change; the enquiry stays in view under the current filter until the next load. */
  private async save(
    id: number,
    body: UpdateEnquiryBody,
    failure: string,
    done: (updated: Enquiry) => InboxDone,
  ): Promise<boolean> {
    this.savingId = id;
    this.notice = null;
    this.done = null;
    try {
      const updated = await this.api.update(id, body);
      runInAction(() => {
        this.list.replace(updated);
        this.done = done(updated);
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.notice = `${failure}: ${readApiError(error).message}`;
      });
      return false;
    } finally {
      runInAction(() => {
        this.savingId = null;
      });
    }
  }

  async changeStatus(id: number, status: EnquiryStatus): Promise<void> {
    const changed = await this.save(id, { status }, 'The status was not changed', (updated) => ({
      kind: 'status',
      name: updated.name,
      status,
    }));
    // Moving out of `new` may stamp the first reply: the average and the waiting count move.
    if (changed) await this.loadReplyTime();
  }

  /** `day` as YYYY-MM-DD, or null to clear it. */
  async setFollowUp(id: number, day: string | null): Promise<void> {
    await this.save(id, { follow_up_on: day }, 'The follow-up was not changed', (updated) =>
      day === null
        ? { kind: 'follow_up_cleared', name: updated.name }
        : { kind: 'follow_up', name: updated.name, day },
    );
  }

  /**
   * The broker used a reply action (the link opens WhatsApp, LINE, mail or the phone): the
   * first reply is recorded and a new enquiry shows as contacted. A failure changes nothing
   * the broker needs to act on, so it is not announced; the stage can still be set by hand.
   */
  async markReplied(id: number): Promise<void> {
    const shown = this.list.items.find((item) => item.id === id);
    if (shown && shown.first_replied_at !== null && shown.status !== 'new') return;
    try {
      const updated = await this.api.markReplied(id);
      runInAction(() => this.list.replace(updated));
      await this.loadReplyTime();
    } catch {
      // See above.
    }
  }

  thread(id: number): NoteThread | undefined {
    return this.threads.get(id);
  }

  async openNotes(id: number): Promise<void> {
    const thread: NoteThread = { state: 'loading', notes: [], saving: false, error: null };
    this.threads.set(id, thread);
    try {
      const notes = await this.api.notes(id);
      runInAction(() => this.threads.set(id, { ...thread, state: 'ready', notes }));
    } catch (error) {
      runInAction(() =>
        this.threads.set(id, { ...thread, state: 'error', error: readApiError(error).message }),
      );
    }
  }

  closeNotes(id: number): void {
    this.threads.delete(id);
  }

  /** Adds a note; true when it was saved (the form then empties). */
  async addNote(id: number, text: string): Promise<boolean> {
    const thread = this.threads.get(id) ?? {
      state: 'ready' as const,
      notes: [],
      saving: false,
      error: null,
    };
    const refused = enquiryNoteError(text);
    if (refused) {
      this.threads.set(id, { ...thread, error: refused });
      return false;
    }
    this.threads.set(id, { ...thread, saving: true, error: null });
    this.done = null;
    this.notice = null;
    try {
      const note = await this.api.addNote(id, text.trim());
      runInAction(() => {
        const current = this.threads.get(id) ?? thread;
        this.threads.set(id, { ...current, saving: false, notes: [...current.notes, note] });
        const shown = this.list.items.find((item) => item.id === id);
        if (shown) {
          this.list.replace({ ...shown, notes_count: shown.notes_count + 1 });
          this.done = { kind: 'note', name: shown.name };
        }
      });
      return true;
    } catch (error) {
      runInAction(() => {
        const current = this.threads.get(id) ?? thread;
        this.threads.set(id, {
          ...current,
          saving: false,
          error: readApiError(error).message,
        });
      });
      return false;
    }
  }
}

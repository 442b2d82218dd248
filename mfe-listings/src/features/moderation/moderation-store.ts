import { makeAutoObservable, runInAction } from 'mobx';
import { readApiError } from '@phuket/shared/api';
import {
  decideListing,
  getModerationQueue,
  type ModerationItem,
  type ModerationQueueQuery,
} from '@phuket/shared/api/moderation';
import {
  MODERATION_MESSAGES,
  MODERATION_PER_PAGE,
  type ModerationDecision,
  type ModerationReason,
} from '@phuket/shared/contract';
import { PagedList } from '@phuket/shared/query';

/** The calls the page makes; the real client functions unless a test hands others. */
export interface ModerationApi {
  list: typeof getModerationQueue;
  decide: typeof decideListing;
}

export const moderationApi: ModerationApi = { list: getModerationQueue, decide: decideListing };

/** A decision that needs a reason, while staff write it. */
export interface Drafting {
  item: ModerationItem;
  decision: Exclude<ModerationDecision, 'approve'>;
}

/**
 * The staff's moderation queue: one page at a time, by reason; a decision takes the listing
 * off the page (it no longer waits) and says what was done.
 */
export class ModerationStore {
  reason: ModerationReason | '' = '';
  readonly list: PagedList<ModerationItem>;
  /** The listing a decision is running for. */
  busyId: number | null = null;
  /** The reject / ask-for-a-change dialog, open with its text. */
  drafting: Drafting | null = null;
  note = '';
  /** The dialog's field message (English, as the API says it); null: none. */
  noteError: string | null = null;
  /** The last decision that worked: what, on which listing. */
  done: { decision: ModerationDecision; title: string | null } | null = null;
  /** A failed decision outside the dialog (an approve). */
  error: string | null = null;

  constructor(private readonly api: ModerationApi = moderationApi) {
    this.list = new PagedList((page) => this.api.list(this.params(page)));
    makeAutoObservable<ModerationStore, 'api'>(this, { api: false, list: false });
  }

  private params(page: number): ModerationQueueQuery {
    return { page, per_page: MODERATION_PER_PAGE, ...(this.reason ? { reason: this.reason } : {}) };
  }

  setReason(reason: ModerationReason | ''): Promise<void> {
    this.reason = reason;
    return this.list.goTo(1);
  }

  open(item: ModerationItem, decision: Drafting['decision']): void {
    this.drafting = { item, decision };
    this.note = '';
    this.noteError = null;
  }

  close(): void {
    if (this.busyId !== null) return;
    this.drafting = null;
  }

  setNote(note: string): void {
    this.note = note;
    this.noteError = null;
  }

  approve(item: ModerationItem): Promise<boolean> {
    return this.decide(item, 'approve', undefined);
  }

  /** Sends the open dialog's decision; an empty reason is refused before any request. */
  submitDraft(): Promise<boolean> {
    const drafting = this.drafting;
    if (!drafting) return Promise.resolve(false);
    if (this.note.trim() === '') {
      this.noteError = MODERATION_MESSAGES.reasonRequired;
      return Promise.resolve(false);
    }
    return this.decide(drafting.item, drafting.decision, this.note.trim());
  }

  private async decide(
    item: ModerationItem,
    decision: ModerationDecision,
    reason: string | undefined,
  ): Promise<boolean> {
    if (this.busyId !== null) return false;
    this.busyId = item.id;
    this.error = null;
    this.done = null;
    try {
      await this.api.decide(item.id, { decision, ...(reason ? { reason } : {}) });
      runInAction(() => {
        this.drafting = null;
        this.done = { decision, title: item.title };
      });
      // It no longer waits: the page shows the queue as it is now.
      await this.list.load();
      return true;
    } catch (error) {
      const failure = readApiError(error);
      runInAction(() => {
        const field = failure.errors?.reason?.[0];
        if (this.drafting && field) this.noteError = field;
        else this.error = failure.message;
        // Another admin decided first: the dialog has nothing left to decide.
        if (failure.status === 409) this.drafting = null;
      });
      if (failure.status === 409) await this.list.load();
      return false;
    } finally {
      runInAction(() => {
        this.busyId = null;
      });
    }
  }
}

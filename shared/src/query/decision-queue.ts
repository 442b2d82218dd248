import { makeAutoObservable, runInAction } from 'mobx';
import { readApiError } from '@phuket/shared/api';
import { PagedList, type Page } from './paged-list';

/** What a staff queue's page calls: its list, and the decision on one of its entries. */
export interface DecisionQueueApi<Item, Decision extends string> {
  list(page: number): Promise<Page<Item>>;
  decide(id: number, body: { decision: Decision; reason?: string }): Promise<unknown>;
}

/**
 * A staff queue (listings to moderate, company claims): one page of entries at a time; an
 * approval at once, the other decisions after a written reason, one decision at a time. A
 * decision takes its entry off the page (it no longer waits) and says what was done; if another
 * admin decided first (409), the queue reloads as it is now.
 */
export class DecisionQueue<Item extends { id: number }, Decision extends string> {
  readonly list: PagedList<Item>;
  /** The entry a decision is running for. */
  busyId: number | null = null;
  /** The decision whose reason staff are writing (its dialog is open). */
  drafting: { item: Item; decision: Decision } | null = null;
  reason = '';
  /** The dialog's field message (English, as the API says it); null: none. */
  reasonError: string | null = null;
  /** The last decision that worked, and on which entry. */
  done: { item: Item; decision: Decision } | null = null;
  /** A failed decision outside the dialog (an approval). */
  error: string | null = null;

  /** `reasonRequired`: the contract's message for a decision sent without a reason. */
  constructor(
    private readonly api: DecisionQueueApi<Item, Decision>,
    private readonly reasonRequired: string,
  ) {
    this.list = new PagedList((page) => this.api.list(page));
    makeAutoObservable<DecisionQueue<Item, Decision>, 'api' | 'reasonRequired'>(this, {
      api: false,
      reasonRequired: false,
      list: false,
    });
  }

  /** Opens the reason dialog for `decision` on `item`. */
  draft(item: Item, decision: Decision): void {
    this.drafting = { item, decision };
    this.reason = '';
    this.reasonError = null;
  }

  /** Closes the dialog, unless its decision is on its way. */
  close(): void {
    if (this.busyId !== null) return;
    this.drafting = null;
  }

  setReason(reason: string): void {
    this.reason = reason;
    this.reasonError = null;
  }

  /** A decision that needs no reason (an approval). */
  decideNow(item: Item, decision: Decision): Promise<boolean> {
    return this.decide(item, decision, undefined);
  }

  /** Sends the open dialog's decision; an empty reason is refused before any request. */
  submitDraft(): Promise<boolean> {
    const drafting = this.drafting;
    if (!drafting) return Promise.resolve(false);
    const reason = this.reason.trim();
    if (reason === '') {
      this.reasonError = this.reasonRequired;
      return Promise.resolve(false);
    }
    return this.decide(drafting.item, drafting.decision, reason);
  }

  private async decide(
    item: Item,
    decision: Decision,
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
        this.done = { item, decision };
      });
      await this.list.load();
      return true;
    } catch (error) {
      const failure = readApiError(error);
      runInAction(() => {
        const field = failure.errors?.reason?.[0];
        if (this.drafting && field) this.reasonError = field;
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

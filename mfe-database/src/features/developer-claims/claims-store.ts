import { makeAutoObservable, runInAction } from 'mobx';
import { readApiError } from '@phuket/shared/api';
import {
  decideDeveloperClaim,
  getDeveloperClaimQueue,
  type DeveloperClaimItem,
} from '@phuket/shared/api/developer-claims';
import {
  DEVELOPER_CLAIMS_PER_PAGE,
  DEVELOPER_CLAIM_MESSAGES,
  type DeveloperClaimDecision,
  type DeveloperClaimKind,
} from '@phuket/shared/contract';
import { PagedList } from '@phuket/shared/query';

/** The calls the page makes; the real client functions unless a test hands others. */
export interface ClaimsApi {
  list: typeof getDeveloperClaimQueue;
  decide: typeof decideDeveloperClaim;
}

export const claimsApi: ClaimsApi = { list: getDeveloperClaimQueue, decide: decideDeveloperClaim };

/**
 * The staff's queue of company claims and same-name publications: one page at a time; a
 * decision takes the request off the page (it no longer waits) and says what was done.
 */
export class ClaimsStore {
  readonly list: PagedList<DeveloperClaimItem>;
  /** The request a decision is running for. */
  busyId: number | null = null;
  /** The request whose rejection staff are writing (the dialog is open). */
  rejecting: DeveloperClaimItem | null = null;
  reason = '';
  /** The dialog's field message (English, as the API says it); null: none. */
  reasonError: string | null = null;
  /** The last decision that worked, and on which company. */
  done: { decision: DeveloperClaimDecision; kind: DeveloperClaimKind; title: string } | null = null;
  /** A failed decision outside the dialog (an approve). */
  error: string | null = null;

  constructor(private readonly api: ClaimsApi = claimsApi) {
    this.list = new PagedList((page) =>
      this.api.list({ page, per_page: DEVELOPER_CLAIMS_PER_PAGE }),
    );
    makeAutoObservable<ClaimsStore, 'api'>(this, { api: false, list: false });
  }

  openReject(item: DeveloperClaimItem): void {
    this.rejecting = item;
    this.reason = '';
    this.reasonError = null;
  }

  close(): void {
    if (this.busyId !== null) return;
    this.rejecting = null;
  }

  setReason(reason: string): void {
    this.reason = reason;
    this.reasonError = null;
  }

  approve(item: DeveloperClaimItem): Promise<boolean> {
    return this.decide(item, 'approve', undefined);
  }

  /** Sends the open dialog's rejection; an empty reason is refused before any request. */
  submitReject(): Promise<boolean> {
    const item = this.rejecting;
    if (!item) return Promise.resolve(false);
    if (this.reason.trim() === '') {
      this.reasonError = DEVELOPER_CLAIM_MESSAGES.reasonRequired;
      return Promise.resolve(false);
    }
    return this.decide(item, 'reject', this.reason.trim());
  }

  private async decide(
    item: DeveloperClaimItem,
    decision: DeveloperClaimDecision,
    reason: string | undefined,
  ): Promise<boolean> {
    if (this.busyId !== null) return false;
    this.busyId = item.id;
    this.error = null;
    this.done = null;
    try {
      await this.api.decide(item.id, { decision, ...(reason ? { reason } : {}) });
      runInAction(() => {
        this.rejecting = null;
        this.done = { decision, kind: item.kind, title: item.developer.title };
      });
      await this.list.load();
      return true;
    } catch (error) {
      const failure = readApiError(error);
      runInAction(() => {
        const field = failure.errors?.reason?.[0];
        if (this.rejecting && field) this.reasonError = field;
        else this.error = failure.message;
        // Another admin decided first: the dialog has nothing left to decide.
        if (failure.status === 409) this.rejecting = null;
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

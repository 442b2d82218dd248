import { makeAutoObservable } from 'mobx';
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
import { DecisionQueue } from '@phuket/shared/query';

/** The calls the page makes; the real client functions unless a test hands others. */
export interface ModerationApi {
  list: typeof getModerationQueue;
  decide: typeof decideListing;
}

export const moderationApi: ModerationApi = { list: getModerationQueue, decide: decideListing };

/**
 * The staff's moderation queue (a DecisionQueue: approve at once, reject or ask for a change
 * with a reason), filtered by why the listings wait.
 */
export class ModerationStore {
  reason: ModerationReason | '' = '';
  readonly queue: DecisionQueue<ModerationItem, ModerationDecision>;

  constructor(api: ModerationApi = moderationApi) {
    this.queue = new DecisionQueue(
      { list: (page) => api.list(this.params(page)), decide: api.decide },
      MODERATION_MESSAGES.reasonRequired,
    );
    makeAutoObservable(this, { queue: false });
  }

  private params(page: number): ModerationQueueQuery {
    return { page, per_page: MODERATION_PER_PAGE, ...(this.reason ? { reason: this.reason } : {}) };
  }

  setReason(reason: ModerationReason | ''): Promise<void> {
    this.reason = reason;
    return this.queue.list.goTo(1);
  }
}

import { makeAutoObservable, runInAction } from 'mobx';
import { Query } from '@phuket/shared/query';
import type { ListingDuplicateFlag } from '@phuket/shared/api/listings';
import { readApiError } from '@phuket/shared/api';
import {
  dismissListingDuplicateFlag,
  getListingDuplicateFlags,
  moderateUnpublishListing,
} from '@phuket/shared/api/listings';
import { msgId } from '@phuket/shared/i18n';

/** The calls the moderation page makes; the real client functions unless a test hands others. */
export interface DuplicateFlagsApi {
  list: typeof getListingDuplicateFlags;
  dismiss: typeof dismissListingDuplicateFlag;
  unpublish: typeof moderateUnpublishListing;
}

export const duplicateFlagsApi: DuplicateFlagsApi = {
  list: getListingDuplicateFlags,
  dismiss: dismissListingDuplicateFlag,
  unpublish: moderateUnpublishListing,
};

/** One flag: a publication over another owner's look-alike. */
export const flagKey = (flag: ListingDuplicateFlag) => `${flag.listing_id}-${flag.duplicate_of_id}`;

/** The message id of each signal's words. */
export const SIGNAL_LABELS: Record<ListingDuplicateFlag['matched_on'][number], string> = {
  photo: msgId('flags.signal_photo'),
  price: msgId('flags.signal_price'),
  area: msgId('flags.signal_area'),
};

export type FlagsState = 'loading' | 'ready' | 'error';

/**
 * The admins' duplicate flags: the list as the API answers it, Dismiss (the flag
 * goes) and Unpublish (the flagged listing leaves the search; its flag stays until dismissed,
 * showing the new status). `notice` is what the page's status region says after an action.
 */
export class DuplicateFlagsStore {
  /** The last action that worked, on which listing (its title). */
  done: { kind: 'dismissed' | 'unpublished'; title: string | null } | null = null;
  /** The flag an action is running for. */
  busyKey: string | null = null;
  private actionError: string | null = null;
  private readonly query: Query<ListingDuplicateFlag[]>;

  constructor(private readonly api: DuplicateFlagsApi = duplicateFlagsApi) {
    this.query = new Query(async () => (await this.api.list()).flags);
    makeAutoObservable<DuplicateFlagsStore, 'api' | 'query'>(this, { api: false, query: false });
  }

  get flags(): ListingDuplicateFlag[] {
    return this.query.data ?? [];
  }

  get state(): FlagsState {
    const { status, fetching } = this.query;
    if (fetching || status === 'idle' || status === 'loading') return 'loading';
    return status;
  }

  /** A failed load or action, shown in the page's alert. */
  get error(): string | null {
    if (this.actionError !== null) return this.actionError;
    return this.query.status === 'error' ? readApiError(this.query.error).message : null;
  }

  /** `done` in English; the page says it in its own language. */
  get notice(): string {
    if (!this.done) return '';
    const name = title(this.done.title);
    return this.done.kind === 'dismissed'
      ? `The flag on ${name} is dismissed.`
      : `${name} is unpublished.`;
  }

  load(): Promise<void> {
    this.actionError = null;
    return this.query.load();
  }

  /** Dismiss: the admin judged the two listings fine; true when the flag is gone. */
  dismiss(flag: ListingDuplicateFlag): Promise<boolean> {
    return this.act(flag, async () => {
      await this.api.dismiss(flag.listing_id, flag.duplicate_of_id);
      runInAction(() => {
        this.query.set(this.flags.filter((f) => flagKey(f) !== flagKey(flag)));
        this.done = { kind: 'dismissed', title: flag.listing_title };
      });
    });
  }

  /** Unpublish the flagged (newer) listing; true when done. */
  unpublish(flag: ListingDuplicateFlag): Promise<boolean> {
    return this.act(flag, async () => {
      const state = await this.api.unpublish(flag.listing_id);
      runInAction(() => {
        // Every flag of that listing shows its new status (it may match several).
        this.query.set(
          this.flags.map((f) => ({
            ...f,
            ...(f.listing_id === state.id ? { listing_status: state.status } : {}),
            ...(f.duplicate_of_id === state.id ? { duplicate_of_status: state.status } : {}),
          })),
        );
        this.done = { kind: 'unpublished', title: flag.listing_title };
      });
    });
  }

  private async act(flag: ListingDuplicateFlag, call: () => Promise<void>): Promise<boolean> {
    this.busyKey = flagKey(flag);
    this.actionError = null;
    this.done = null;
    try {
      await call();
      return true;
    } catch (error) {
      runInAction(() => {
        this.actionError = readApiError(error).message;
      });
      return false;
    } finally {
      runInAction(() => {
        this.busyKey = null;
      });
    }
  }
}

export const title = (value: string | null) => value ?? 'Untitled listing';

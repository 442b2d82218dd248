import { makeAutoObservable, runInAction } from 'mobx';
import type { ListingDuplicateFlag } from '@phuket/shared/api/listings';
import { readApiError } from '@phuket/shared/api';
import {
  dismissListingDuplicateFlag,
  getListingDuplicateFlags,
  moderateUnpublishListing,
} from '@phuket/shared/api/listings';

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

export const SIGNAL_LABELS: Record<ListingDuplicateFlag['matched_on'][number], string> = {
  photo: 'the same photo',
  price: 'price within 1 %',
  area: 'area within 1 %',
};

export type FlagsState = 'loading' | 'ready' | 'error';

/**
 * The admins' duplicate flags (issue 12): the list as the API answers it, Dismiss (the flag
 * goes) and Unpublish (the flagged listing leaves the search; its flag stays until dismissed,
 * showing the new status). `notice` is what the page's status region says after an action.
 */
export class DuplicateFlagsStore {
  flags: ListingDuplicateFlag[] = [];
  state: FlagsState = 'loading';
  /** A failed load or action, shown in the page's alert. */
  error: string | null = null;
  notice = '';
  /** The flag an action is running for. */
  busyKey: string | null = null;

  constructor(private readonly api: DuplicateFlagsApi = duplicateFlagsApi) {
    makeAutoObservable<DuplicateFlagsStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    this.error = null;
    try {
      const { flags } = await this.api.list();
      runInAction(() => {
        this.flags = flags;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = readApiError(error).message;
        this.state = 'error';
      });
    }
  }

  /** Dismiss: the admin judged the two listings fine; true when the flag is gone. */
  dismiss(flag: ListingDuplicateFlag): Promise<boolean> {
    return this.act(flag, async () => {
      await this.api.dismiss(flag.listing_id, flag.duplicate_of_id);
      runInAction(() => {
        this.flags = this.flags.filter((f) => flagKey(f) !== flagKey(flag));
        this.notice = `The flag on ${title(flag.listing_title)} is dismissed.`;
      });
    });
  }

  /** Unpublish the flagged (newer) listing; true when done. */
  unpublish(flag: ListingDuplicateFlag): Promise<boolean> {
    return this.act(flag, async () => {
      const state = await this.api.unpublish(flag.listing_id);
      runInAction(() => {
        // Every flag of that listing shows its new status (it may match several).
        this.flags = this.flags.map((f) => ({
          ...f,
          ...(f.listing_id === state.id ? { listing_status: state.status } : {}),
          ...(f.duplicate_of_id === state.id ? { duplicate_of_status: state.status } : {}),
        }));
        this.notice = `${title(flag.listing_title)} is unpublished.`;
      });
    });
  }

  private async act(flag: ListingDuplicateFlag, call: () => Promise<void>): Promise<boolean> {
    this.busyKey = flagKey(flag);
    this.error = null;
    this.notice = '';
    try {
      await call();
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = readApiError(error).message;
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

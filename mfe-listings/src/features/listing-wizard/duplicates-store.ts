import { makeAutoObservable, runInAction } from 'mobx';
import { getListingDuplicates, type ListingDuplicates } from '@phuket/shared/api/listings';

/**
 * Before publishing: published listings that look like this draft (the duplicate rule,
 * decided by the server). A failed check hides the warning; it never blocks publishing.
 */
export class DuplicateCheck {
  matches: ListingDuplicates['matches'] = [];
  loading = false;
  private request = 0;

  constructor(
    private readonly fetchDuplicates: (
      id: number,
    ) => Promise<ListingDuplicates> = getListingDuplicates,
  ) {
    makeAutoObservable<DuplicateCheck, 'request' | 'fetchDuplicates'>(
      this,
      { request: false, fetchDuplicates: false },
      { autoBind: true },
    );
  }

  /** Someone else's listing matches: publishing anyway is flagged for moderators. */
  get matchesOthers(): boolean {
    return this.matches.some((match) => !match.yours);
  }

  async load(listingId: number): Promise<void> {
    // Price and area change while the owner goes back and forth: only the last answer counts.
    const request = ++this.request;
    this.loading = true;
    try {
      const { matches } = await this.fetchDuplicates(listingId);
      runInAction(() => {
        if (request === this.request) this.matches = matches;
      });
    } catch {
      runInAction(() => {
        if (request === this.request) this.matches = [];
      });
    } finally {
      runInAction(() => {
        if (request === this.request) this.loading = false;
      });
    }
  }
}

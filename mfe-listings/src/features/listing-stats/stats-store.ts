import { makeAutoObservable, runInAction } from 'mobx';
import {
  getListingStats,
  getMyListingStats,
  type ListingStats,
  type MyListingsStats,
} from '@phuket/shared/api/listings';
import type { ListingStatsPeriod } from '@phuket/shared/domain';

export interface ListingStatsApi {
  table(days: ListingStatsPeriod): Promise<MyListingsStats>;
  listing(id: number, days: ListingStatsPeriod): Promise<ListingStats>;
}

export const defaultStatsApi: ListingStatsApi = {
  table: getMyListingStats,
  listing: getListingStats,
};

export type StatsState = 'loading' | 'ready' | 'error' | 'missing';

/** The HTTP status of a failed call, when it had one. */
function statusOf(error: unknown): number | null {
  const response = (error as { response?: { status?: unknown } } | null)?.response;
  return typeof response?.status === 'number' ? response.status : null;
}

/**
 * One statistics answer for the chosen period: the table of every listing (`id` null) or one
 * listing's days. A period chosen while another loads wins: the older answer is dropped.
 */
export class StatsStore<T> {
  days: ListingStatsPeriod = 30;
  data: T | null = null;
  state: StatsState = 'loading';
  private asked = 0;

  constructor(private readonly fetch: (days: ListingStatsPeriod) => Promise<T>) {
    makeAutoObservable(this);
  }

  async load(days: ListingStatsPeriod = this.days): Promise<void> {
    this.days = days;
    this.state = 'loading';
    const ask = ++this.asked;
    try {
      const data = await this.fetch(days);
      runInAction(() => {
        if (ask !== this.asked) return;
        this.data = data;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (ask !== this.asked) return;
        // Another owner's listing, or one deleted meanwhile: the API says 404 for both.
        this.state = statusOf(error) === 404 ? 'missing' : 'error';
      });
    }
  }
}

import { makeAutoObservable, runInAction } from 'mobx';
import { readApiError } from '@phuket/shared/api';
import {
  deleteListingFeed,
  deleteListingImportSchedule,
  getListingFeed,
  getListingImportSchedule,
  storeListingFeed,
  storeListingImportSchedule,
  type ImportScheduleBody,
  type ImportScheduleEnvelope,
  type ListingFeedLinks,
} from '@phuket/shared/api/listings';
import type { ImportFrequency } from '@phuket/shared/contract';

export interface FeedSettingsApi {
  feed(): Promise<ListingFeedLinks>;
  rotateFeed(): Promise<ListingFeedLinks>;
  revokeFeed(): Promise<ListingFeedLinks>;
  schedule(): Promise<ImportScheduleEnvelope>;
  storeSchedule(body: ImportScheduleBody): Promise<ImportScheduleEnvelope>;
  deleteSchedule(): Promise<ImportScheduleEnvelope>;
}

export const feedSettingsApi: FeedSettingsApi = {
  feed: getListingFeed,
  rotateFeed: storeListingFeed,
  revokeFeed: deleteListingFeed,
  schedule: getListingImportSchedule,
  storeSchedule: storeListingImportSchedule,
  deleteSchedule: deleteListingImportSchedule,
};

export type FeedNews = 'created' | 'rotated' | 'revoked' | 'schedule_saved' | 'schedule_deleted';

/** The export feed's secret URLs and the scheduled pull of a feed URL, with their forms. */
export class FeedSettingsStore {
  feed: ListingFeedLinks['feed'] = null;
  schedule: ImportScheduleEnvelope['schedule'] = null;
  state: 'loading' | 'ready' | 'error' = 'loading';
  busy: 'feed' | 'schedule' | null = null;
  news: FeedNews | null = null;
  feedError: string | null = null;
  scheduleErrors: { url?: string; form?: string } = {};

  scheduleUrl = '';
  frequency: ImportFrequency = 'daily';
  scheduleFullFeed = false;

  constructor(private readonly api: FeedSettingsApi = feedSettingsApi) {
    makeAutoObservable<FeedSettingsStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    try {
      const [feed, schedule] = await Promise.all([this.api.feed(), this.api.schedule()]);
      runInAction(() => {
        this.feed = feed.feed;
        this.showSchedule(schedule.schedule);
        this.state = 'ready';
      });
    } catch {
      runInAction(() => {
        this.state = 'error';
      });
    }
  }

  private showSchedule(schedule: ImportScheduleEnvelope['schedule']): void {
    this.schedule = schedule;
    if (schedule) {
      this.scheduleUrl = schedule.url;
      this.frequency = schedule.frequency;
      this.scheduleFullFeed = schedule.full_feed;
    }
  }

  private async feedCall(call: () => Promise<ListingFeedLinks>, news: FeedNews): Promise<boolean> {
    if (this.busy) return false;
    this.busy = 'feed';
    this.feedError = null;
    this.news = null;
    try {
      const links = await call();
      runInAction(() => {
        this.feed = links.feed;
        this.news = news;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.feedError = readApiError(error).message;
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }

  /** Creates the feed or replaces its secret (the old URLs stop working). */
  rotateFeed(): Promise<boolean> {
    return this.feedCall(() => this.api.rotateFeed(), this.feed ? 'rotated' : 'created');
  }

  revokeFeed(): Promise<boolean> {
    return this.feedCall(() => this.api.revokeFeed(), 'revoked');
  }

  setScheduleUrl(url: string): void {
    this.scheduleUrl = url;
    delete this.scheduleErrors.url;
  }

  setFrequency(frequency: ImportFrequency): void {
    this.frequency = frequency;
  }

  setScheduleFullFeed(fullFeed: boolean): void {
    this.scheduleFullFeed = fullFeed;
  }

  private async scheduleCall(
    call: () => Promise<ImportScheduleEnvelope>,
    news: FeedNews,
  ): Promise<boolean> {
    if (this.busy) return false;
    this.busy = 'schedule';
    this.scheduleErrors = {};
    this.news = null;
    try {
      const envelope = await call();
      runInAction(() => {
        this.showSchedule(envelope.schedule);
        this.news = news;
      });
      return true;
    } catch (error) {
      const body = readApiError(error);
      runInAction(() => {
        const url = body.errors?.url?.[0];
        this.scheduleErrors = url ? { url } : { form: body.message };
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }

  /** Saves the pull; an empty URL is said here, the rest the API checks. */
  saveSchedule(): Promise<boolean> {
    const url = this.scheduleUrl.trim();
    if (!url) {
      this.scheduleErrors = { url: '' };
      return Promise.resolve(false);
    }
    return this.scheduleCall(
      () =>
        this.api.storeSchedule({
          url,
          frequency: this.frequency,
          full_feed: this.scheduleFullFeed,
        }),
      'schedule_saved',
    );
  }

  deleteSchedule(): Promise<boolean> {
    return this.scheduleCall(() => this.api.deleteSchedule(), 'schedule_deleted');
  }
}

import { makeAutoObservable, observable, runInAction } from 'mobx';
import { Query } from '@phuket/shared/query';
import type {
  BrokerListingsParams,
  BrokerListingsResponse,
  ListingDraft,
  ListingDuplicateMatch,
  ListingState,
  MyListing,
} from '@phuket/shared/api/listings';
import { readApiError } from '@phuket/shared/api';
import {
  archiveListing,
  confirmListingAvailability,
  deleteListing,
  duplicateListing,
  getBrokerListings,
  getListingDuplicates,
  markListingRented,
  markListingSold,
  publishListing,
  unpublishListing,
} from '@phuket/shared/api/listings';
import type { ListingStatus, PageMeta } from '@phuket/shared/domain';
import type { ListingAction } from '@phuket/shared/contract';
import { PAGE_SIZES } from '@phuket/shared/domain';
import { availableActions, isMyListingsPage } from '@phuket/shared/contract';
import { msgId } from '@phuket/shared/i18n';
import type { MyListingsQuery } from './my-listings-query';
import { EMPTY_QUERY, formatMyListingsQuery, parseMyListingsQuery } from './my-listings-query';

/** The calls this page makes; the real client functions unless a test hands others. */
export interface MyListingsApi {
  getBrokerListings(params: BrokerListingsParams): Promise<BrokerListingsResponse>;
  changeStatus(action: ListingAction, path: string, version: number): Promise<ListingState>;
  confirmAvailability(path: string, version: number): Promise<ListingState>;
  duplicate(path: string): Promise<ListingDraft>;
  remove(path: string, version: number): Promise<unknown>;
  /** Published look-alikes of a listing (the duplicate rule), named after a publish. */
  duplicates(id: number): Promise<{ matches: ListingDuplicateMatch[] }>;
}

const STATUS_CALLS: Record<
  ListingAction,
  (path: string, version: number) => Promise<ListingState>
> = {
  publish: publishListing,
  unpublish: unpublishListing,
  mark_sold: markListingSold,
  mark_rented: markListingRented,
  archive: archiveListing,
};

export const listingsApi: MyListingsApi = {
  getBrokerListings,
  changeStatus: (action, path, version) => STATUS_CALLS[action](path, version),
  confirmAvailability: confirmListingAvailability,
  duplicate: duplicateListing,
  remove: deleteListing,
  duplicates: getListingDuplicates,
};

/** Every action a row offers: the status changes, plus confirm, duplicate and delete. */
export type RowAction = ListingAction | 'confirm' | 'duplicate' | 'delete';

/** The message id of each action's button. */
export const ACTION_LABELS: Record<RowAction, string> = {
  publish: msgId('my_listings.action_publish'),
  unpublish: msgId('my_listings.action_unpublish'),
  mark_sold: msgId('my_listings.action_mark_sold'),
  mark_rented: msgId('my_listings.action_mark_rented'),
  archive: msgId('my_listings.action_archive'),
  confirm: msgId('my_listings.action_confirm'),
  duplicate: msgId('my_listings.action_duplicate'),
  delete: msgId('my_listings.action_delete'),
};

/** The message id of what the row says while its action runs (a live region reads it). */
export const ACTION_PROGRESS: Record<RowAction, string> = {
  publish: msgId('my_listings.progress_publish'),
  unpublish: msgId('my_listings.progress_unpublish'),
  mark_sold: msgId('my_listings.progress_mark_sold'),
  mark_rented: msgId('my_listings.progress_mark_rented'),
  archive: msgId('my_listings.progress_archive'),
  confirm: msgId('my_listings.progress_confirm'),
  duplicate: msgId('my_listings.progress_duplicate'),
  delete: msgId('my_listings.progress_delete'),
};

/** The message id of each done action's note (its English is `DONE`'s). */
export const DONE_MESSAGES: Record<DoneAction, string> = {
  publish: msgId('my_listings.done_publish'),
  unpublish: msgId('my_listings.done_unpublish'),
  mark_sold: msgId('my_listings.done_mark_sold'),
  mark_rented: msgId('my_listings.done_mark_rented'),
  archive: msgId('my_listings.done_archive'),
  confirm: msgId('my_listings.done_confirm'),
  confirmed_back: msgId('my_listings.done_confirmed_back'),
  submitted: msgId('my_listings.done_submitted'),
};

/**
 * A status change or confirmation that worked; `confirmed_back` put an expired listing back,
 * `submitted` is a publish that waits for the site staff (an account they have not verified).
 */
export type DoneAction = ListingAction | 'confirm' | 'confirmed_back' | 'submitted';

const DONE: Record<ListingAction | 'confirm', string> = {
  publish: 'Published. It is now in the search.',
  unpublish: 'Unpublished. It is a draft again and no longer in the search.',
  mark_sold: 'Marked sold.',
  mark_rented: 'Marked rented.',
  archive: 'Archived.',
  confirm: 'Confirmed available today.',
};

const CONFIRMED_BACK = 'Confirmed available today. It is back in the search.';
const SUBMITTED =
  'Sent to the site staff. It goes on the site once they approve it, and we will mail you.';

/** An action's outcome shown under its row. */
export interface RowMessage {
  kind: 'success' | 'error';
  text: string;
  /** A success's action, to say `text` in the page's language. */
  done?: DoneAction;
  /** What the listing still lacks (a refused publish names each missing field). */
  details: string[];
  /** The listing changed elsewhere (409): the row offers Reload. */
  stale: boolean;
  /** Just published beside these look-alikes (a copy made with Duplicate, say): named, linked. */
  duplicates?: ListingDuplicateMatch[];
}

export type LoadState = 'loading' | 'ready' | 'error';

/**
 * "My listings": the owner's listings, 6 a page, filtered by status and title (both and the
 * page mirrored in the URL query by the page), and the actions on each row. A row's action
 * runs once at a time; its answer updates the row in place, so the list does not jump while
 * the owner works through it. An answer to a superseded list request is dropped.
 */
export class MyListingsStore {
  query: MyListingsQuery = EMPTY_QUERY;
  /** The row action in progress, by listing id. */
  busy = new Map<number, RowAction>();
  messages = new Map<number, RowMessage>();
  /** Page-level news (a duplicate made, a listing deleted), read out by a live region. */
  news: { kind: 'copied' | 'deleted'; title: string | null } | null = null;

  /** `news` in English; the page says it in its own language. */
  get notice(): string | null {
    if (!this.news) return null;
    const title = this.news.title ?? 'Untitled draft';
    return this.news.kind === 'copied'
      ? `A copy was made as a new draft: ${title}.`
      : `“${title}” was deleted.`;
  }

  /** The id of a listing just made by Duplicate, shown at the top of page 1. */
  highlighted: number | null = null;

  private loadedKey: string | null = null;
  private readonly pages: Query<{ data: MyListing[]; meta: PageMeta }>;

  /** `search`: the page URL's query to start from, so the first render shows its filters. */
  constructor(
    private readonly api: MyListingsApi = listingsApi,
    search = '',
  ) {
    this.query = parseMyListingsQuery(search);
    this.pages = new Query(async () => {
      const page = await this.api.getBrokerListings(this.apiParams);
      // Public cards: the API no longer saw an owner (signed out in another tab).
      if (!isMyListingsPage(page)) throw new Error('not the owner’s list');
      return page;
    });
    makeAutoObservable<MyListingsStore, 'api' | 'pages' | 'loadedKey'>(this, {
      query: observable.ref,
      api: false,
      pages: false,
      loadedKey: false,
    });
  }

  get listings(): MyListing[] {
    return this.pages.data?.data ?? [];
  }

  get meta(): PageMeta | null {
    return this.pages.data?.meta ?? null;
  }

  /** 'loading' while a page is asked for, even with the last one still shown. */
  get state(): LoadState {
    const { status, fetching } = this.pages;
    if (fetching || status === 'idle' || status === 'loading') return 'loading';
    return status;
  }

  /** The URL query (no '?') for the current filters and page; defaults left out. */
  get search(): string {
    return formatMyListingsQuery(this.query);
  }

  get filtered(): boolean {
    return this.query.status !== null || this.query.title !== '';
  }

  get apiParams(): BrokerListingsParams {
    const params: BrokerListingsParams = {
      page: this.query.page,
      per_page: PAGE_SIZES.brokerListings,
    };
    if (this.query.status) params['filter[status]'] = this.query.status;
    if (this.query.title) params['filter[title]'] = this.query.title;
    return params;
  }

  get total(): number {
    return this.meta?.total ?? 0;
  }

  /** No listings at all (not even a filter to clear): the page says how to add the first one. */
  get isEmpty(): boolean {
    return this.state === 'ready' && this.listings.length === 0 && !this.filtered;
  }

  /** Listings exist but none matches the filters. */
  get noMatches(): boolean {
    return this.state === 'ready' && this.listings.length === 0 && this.filtered;
  }

  /** URL -> state: on arrival and on back/forward. The same query twice loads once. */
  readQuery(search: string): void {
    this.query = parseMyListingsQuery(search);
    void this.load();
  }

  setStatus(status: ListingStatus | null): void {
    this.go({ ...this.query, status, page: 1 });
  }

  setTitle(title: string): void {
    this.go({ ...this.query, title: title.trim(), page: 1 });
  }

  setPage(page: number): void {
    this.go({ ...this.query, page });
  }

  clearFilters(): void {
    this.go(EMPTY_QUERY);
  }

  retry(): void {
    this.loadedKey = null;
    void this.load();
  }

  /** Reload the current page (after a 409: the listing changed in another tab). */
  reload(): void {
    this.messages = new Map();
    this.retry();
  }

  private go(query: MyListingsQuery): void {
    this.query = query;
    this.news = null;
    this.highlighted = null;
    void this.load();
  }

  async load(): Promise<void> {
    const key = JSON.stringify(this.apiParams);
    // The URL echoing a state this store wrote must not load the same page again.
    if (key === this.loadedKey) return;
    this.loadedKey = key;
    // A newer load supersedes this one (the Query drops its answer): only the latest goes on.
    await this.pages.load();
    const page = this.pages.data;
    if (this.loadedKey !== key || this.pages.status !== 'ready' || !page) return;
    runInAction(() => {
      this.messages = new Map();
      // A page past the end (the last listing of it deleted, an old link): show the last one.
      if (page.data.length === 0 && page.meta.last_page >= 1 && this.query.page > 1) {
        this.setPage(page.meta.last_page);
      }
    });
  }

  /** The actions this row offers now, in a fixed order, as the API listed them. */
  actionsOf(listing: MyListing): RowAction[] {
    const actions: RowAction[] = [...listing.actions];
    // An expired listing (out of the search for want of a confirmation) comes back by one.
    if (listing.status === 'published' || listing.expired_at !== null) actions.push('confirm');
    actions.push('duplicate', 'delete');
    return actions;
  }

  /** Runs a status change or the confirmation; the row shows progress, then its new state. */
  async run(listing: MyListing, action: ListingAction | 'confirm'): Promise<void> {
    if (this.busy.has(listing.id)) return;
    this.start(listing.id, action);
    try {
      const state =
        action === 'confirm'
          ? await this.api.confirmAvailability(listing.paths.confirm_availability, listing.version)
          : await this.api.changeStatus(action, listing.paths[action], listing.version);
      // Published from this list, the owner never saw the preview's warning: it comes here.
      const duplicates = action === 'publish' ? await this.publishedBeside(listing.id) : [];
      runInAction(() => {
        this.replace({
          ...listing,
          ...state,
          actions: availableActions({ status: state.status, offer_type: listing.offer_type }),
        });
        const back = action === 'confirm' && listing.expired_at !== null;
        const submitted = action === 'publish' && state.status === 'pending';
        this.messages.set(listing.id, {
          kind: 'success',
          text: back ? CONFIRMED_BACK : submitted ? SUBMITTED : DONE[action],
          done: back ? 'confirmed_back' : submitted ? 'submitted' : action,
          details: [],
          stale: false,
          ...(duplicates.length > 0 ? { duplicates } : {}),
        });
      });
    } catch (error) {
      runInAction(() => this.messages.set(listing.id, errorMessage(error)));
    } finally {
      runInAction(() => this.busy.delete(listing.id));
    }
  }

  /** The look-alikes of a listing just published; a failed check only costs the warning. */
  private async publishedBeside(id: number): Promise<ListingDuplicateMatch[]> {
    try {
      return (await this.api.duplicates(id)).matches ?? [];
    } catch {
      return [];
    }
  }

  /** Copies the listing as a new draft and shows the copy at the top of an unfiltered page 1. */
  async duplicate(listing: MyListing): Promise<ListingDraft | null> {
    if (this.busy.has(listing.id)) return null;
    this.start(listing.id, 'duplicate');
    try {
      const copy = await this.api.duplicate(listing.paths.duplicate);
      runInAction(() => {
        // The newest change comes first, so the copy heads page 1 without filters.
        this.query = EMPTY_QUERY;
        this.loadedKey = null;
        this.highlighted = copy.id;
        this.news = { kind: 'copied', title: copy.title };
        void this.load();
      });
      return copy;
    } catch (error) {
      runInAction(() => this.messages.set(listing.id, errorMessage(error)));
      return null;
    } finally {
      runInAction(() => this.busy.delete(listing.id));
    }
  }

  /** Deletes after the page's confirmation dialog; true when it is gone. */
  async remove(listing: MyListing): Promise<boolean> {
    if (this.busy.has(listing.id)) return false;
    this.start(listing.id, 'delete');
    try {
      await this.api.remove(listing.paths.delete, listing.version);
      runInAction(() => {
        this.news = { kind: 'deleted', title: listing.title };
        const page = this.pages.data;
        if (page) this.pages.set({ ...page, data: page.data.filter((i) => i.id !== listing.id) });
        if (this.highlighted === listing.id) this.highlighted = null;
        // The next listing moves up into this page: load it again.
        this.loadedKey = null;
        void this.load();
      });
      return true;
    } catch (error) {
      runInAction(() => this.messages.set(listing.id, errorMessage(error)));
      return false;
    } finally {
      runInAction(() => this.busy.delete(listing.id));
    }
  }

  private start(id: number, action: RowAction): void {
    this.busy.set(id, action);
    this.messages.delete(id);
    this.news = null;
  }

  private replace(next: MyListing): void {
    const page = this.pages.data;
    if (page) {
      this.pages.set({
        ...page,
        data: page.data.map((item) => (item.id === next.id ? next : item)),
      });
    }
  }
}

/** A refused action: the API's message, a publish's missing fields, Reload for a 409. */
export function errorMessage(error: unknown): RowMessage {
  const { status, message, errors } = readApiError(error);
  const details = Object.values(errors ?? {}).flatMap((list) => list ?? []);
  return { kind: 'error', text: message, details, stale: status === 409 };
}

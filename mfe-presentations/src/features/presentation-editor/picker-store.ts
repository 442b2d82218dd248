import { makeAutoObservable, observable } from 'mobx';
import { Query, type QueryStatus } from '@phuket/shared/query';
import type { Currency, FilterState, PageMeta } from '@phuket/shared/domain';
import { PAGE_SIZES } from '@phuket/shared/domain';
import { emptyFilters, normalizeFilters, toApiParams } from '@phuket/shared/filters';

/** One page of listings to choose from (GET /api/get/presentations/options). */
export interface OptionsPage<T> {
  data: T[];
  meta: PageMeta;
}

export type FetchOptions<T> = (params: Record<string, string>) => Promise<OptionsPage<T>>;

/**
 * The listings to pick from: the site's filters, 6 a page, prices in the presentation's
 * currency. Held in the editor (not the URL): the editor's address stays the presentation's.
 * An answer to a superseded request is dropped (the shared Query).
 */
export class ListingPickerStore<T> {
  filters: FilterState = emptyFilters();
  page = 1;
  currency: Currency;
  private readonly query: Query<OptionsPage<T>>;

  constructor(fetchOptions: FetchOptions<T>, currency: Currency) {
    this.currency = currency;
    this.query = new Query(() => fetchOptions(this.params), {
      key: () => new URLSearchParams(this.params).toString(),
    });
    makeAutoObservable<ListingPickerStore<T>, 'query'>(this, {
      filters: observable.ref,
      query: false,
    });
  }

  get results(): T[] {
    return this.query.data?.data ?? [];
  }

  get meta(): PageMeta | null {
    return this.query.data?.meta ?? null;
  }

  /** 'loading' while a page is asked for, even with the last one still shown. */
  get status(): QueryStatus {
    return this.query.fetching ? 'loading' : this.query.status;
  }

  get params(): Record<string, string> {
    return toApiParams(this.filters, {
      page: this.page,
      perPage: PAGE_SIZES.presentationOptions,
      currency: this.currency,
    });
  }

  applyFilters(filters: FilterState): void {
    this.filters = normalizeFilters(filters);
    this.page = 1;
    void this.load();
  }

  setPage(page: number): void {
    this.page = page;
    void this.load();
  }

  setCurrency(currency: Currency): void {
    if (currency === this.currency) return;
    this.currency = currency;
    if (this.status !== 'idle') void this.load();
  }

  load(): Promise<void> {
    return this.query.load();
  }
}

import { makeAutoObservable, observable, runInAction } from 'mobx';
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
 * An answer to a superseded request is dropped.
 */
export class ListingPickerStore<T> {
  filters: FilterState = emptyFilters();
  page = 1;
  currency: Currency;
  results: T[] = [];
  meta: PageMeta | null = null;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  private requestId = 0;

  constructor(
    private readonly fetchOptions: FetchOptions<T>,
    currency: Currency,
  ) {
    this.currency = currency;
    makeAutoObservable<ListingPickerStore<T>, 'fetchOptions' | 'requestId'>(this, {
      filters: observable.ref,
      results: observable.ref,
      meta: observable.ref,
      fetchOptions: false,
      requestId: false,
    });
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

  async load(): Promise<void> {
    const id = ++this.requestId;
    this.status = 'loading';
    try {
      const page = await this.fetchOptions(this.params);
      if (id !== this.requestId) return;
      runInAction(() => {
        this.results = page.data;
        this.meta = page.meta;
        this.status = 'ready';
      });
    } catch {
      if (id !== this.requestId) return;
      runInAction(() => {
        this.status = 'error';
      });
    }
  }
}

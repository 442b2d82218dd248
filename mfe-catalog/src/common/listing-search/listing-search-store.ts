import { makeAutoObservable, observable, runInAction } from 'mobx';
import { Query } from '@phuket/shared/query';
import type { ListingQueryParams, ListingSummary } from '@phuket/shared/api';
import type {
  Currency,
  FilterState,
  NumberRange,
  ListingView,
  PageMeta,
  Paginated,
  SortKey,
} from '@phuket/shared/domain';
import {
  PAGE_SIZES,
  convertPriceRange,
  emptyFilters,
  parseFilterQuery,
  resetFilters,
  toApiParams,
  toFilterQuery,
  type CurrencyRates,
} from '@phuket/shared/filters';

export type FetchListings = (params: ListingQueryParams) => Promise<Paginated<ListingSummary>>;
export type FetchRates = () => Promise<CurrencyRates>;

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ListingSearchOptions {
  currency: Currency;
  /** Cards per page of the list (docs/product-rules.md §9: 12). */
  perPage?: number;
  /** The map shows more of the same search at once; the API allows at most 100 a page. */
  mapPerPage?: number;
  /** The page URL's query to start from (without it, readQuery sets the search later). */
  initialSearch?: string;
  /** An answer already at hand for the starting search (the server rendered the page). */
  fromServer?: (params: ListingQueryParams) => Paginated<ListingSummary> | undefined;
  /** The API's currency rates, asked for only when a price range is to be converted. */
  fetchRates?: FetchRates;
}

/** The URL query in the form this store writes it, so equal searches compare equal. */
export function normalizeQuery(search: string): string {
  const { filters, page } = parseFilterQuery(search);
  return toFilterQuery(filters, page);
}

/** A price range and the currency it is written in. */
interface PricedRange {
  range: NumberRange;
  currency: Currency;
}

const sameRange = (a: NumberRange, b: NumberRange): boolean => a[0] === b[0] && a[1] === b[1];

/** Equal requests give equal keys (params are built in one fixed order by toApiParams). */
const requestKey = (params: ListingQueryParams): string => JSON.stringify(params);

/**
 * One listing search: filters, sort, view and page (mirrored in the URL by useListingSearch),
 * the currency prices are asked in, and the page of results (the shared Query). Every change
 * loads again; an answer that arrives after a newer request was sent is dropped.
 */
export class ListingSearchStore {
  filters: FilterState = emptyFilters();
  page = 1;
  currency: Currency;

  private readonly results: Query<{ data: ListingSummary[]; meta: PageMeta }>;
  private loadedKey: string | null = null;
  private readonly perPage: number;
  private readonly mapPerPage: number;
  private readonly fetchRates: FetchRates | undefined;
  /** Counts currency switches, so a slow rates answer does not undo a later one. */
  private switches = 0;
  /**
   * The range as the visitor entered it, and what the last currency switch made of it. While
   * the filters still hold that conversion, the next switch starts from the entered range, so
   * THB -> USD -> EUR -> THB gives back the very figures typed, not ones rounded three times.
   */
  private priceEntered: PricedRange | null = null;
  private priceConverted: PricedRange | null = null;

  constructor(
    private readonly fetchListings: FetchListings,
    options: ListingSearchOptions,
  ) {
    this.currency = options.currency;
    this.perPage = options.perPage ?? PAGE_SIZES.properties;
    this.mapPerPage = options.mapPerPage ?? PAGE_SIZES.fullList;
    this.fetchRates = options.fetchRates;
    makeAutoObservable<
      ListingSearchStore,
      | 'fetchListings'
      | 'results'
      | 'loadedKey'
      | 'fetchRates'
      | 'switches'
      | 'priceEntered'
      | 'priceConverted'
    >(this, {
      // Answers and filter states are replaced whole, never changed in place: observed by
      // reference. Deep observables of a page of listings cost ~12 ms on a phone to build.
      filters: observable.ref,
      fetchListings: false,
      results: false,
      fetchRates: false,
      switches: false,
      priceEntered: false,
      priceConverted: false,
      loadedKey: false,
    });
    if (options.initialSearch !== undefined) this.setQuery(options.initialSearch);
    const params = this.apiParams;
    // The page the server rendered with: shown at once, not fetched again while hydrating.
    const hit = options.fromServer?.(params);
    this.results = new Query(() => this.fetchListings(this.apiParams), hit ? { initial: hit } : {});
    if (hit) this.loadedKey = requestKey(params);
  }

  get status(): SearchStatus {
    const { status, fetching } = this.results;
    return fetching ? 'loading' : status;
  }

  get listings(): ListingSummary[] {
    return this.results.data?.data ?? [];
  }

  get meta(): PageMeta | null {
    return this.results.data?.meta ?? null;
  }

  /** The page URL's query (no '?'); defaults are left out. */
  get query(): string {
    return toFilterQuery(this.filters, this.page);
  }

  get apiParams(): ListingQueryParams {
    return toApiParams(this.filters, {
      page: this.page,
      perPage: this.filters.view === 'map' ? this.mapPerPage : this.perPage,
      currency: this.currency,
    });
  }

  get total(): number {
    return this.meta?.total ?? 0;
  }

  get isLoading(): boolean {
    return this.status === 'idle' || this.status === 'loading';
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.listings.length === 0;
  }

  /** URL -> state: called with location.search on first render and on back/forward. */
  readQuery(search: string): void {
    this.setQuery(search);
    void this.load();
  }

  private setQuery(search: string): void {
    const { filters, page } = parseFilterQuery(search);
    this.filters = filters;
    this.page = page;
  }

  applyFilters(next: FilterState): void {
    this.filters = next;
    this.page = 1;
    void this.load();
  }

  reset(): void {
    this.applyFilters(resetFilters(this.filters));
  }

  setPage(page: number): void {
    this.page = page;
    void this.load();
  }

  setSort(sort: SortKey | null): void {
    this.filters = { ...this.filters, sort };
    this.page = 1;
    void this.load();
  }

  setView(view: ListingView): void {
    if (view === this.filters.view) return;
    this.filters = { ...this.filters, view };
    this.page = 1;
    void this.load();
  }

  /** docs/product-rules.md §4: a new currency reloads page 1 with prices in that currency. */
  setCurrency(currency: Currency): void {
    if (currency === this.currency) return;
    this.currency = currency;
    this.page = 1;
    void this.load();
  }

  /**
   * The visitor chose another currency: prices reload in it, and a price range is rewritten in
   * it (rounded outwards) so the boxes and the URL speak the new currency. Until the rates are
   * here, and for good if they cannot be had, the range keeps its own currency in the
   * request, so the results are the same listings either way.
   */
  async switchCurrency(currency: Currency): Promise<void> {
    const range = this.filters.price_range;
    const from = this.filters.price_currency ?? this.currency;
    if (range === null || from === currency || this.fetchRates === undefined) {
      this.setCurrency(currency);
      return;
    }
    const switchId = ++this.switches;
    // Pinned first: an old link's range was in the display currency that is now changing.
    if (this.filters.price_currency === null) {
      this.filters = { ...this.filters, price_currency: from };
    }
    const source = this.priceSource(range, from);
    let rates: CurrencyRates | null = null;
    try {
      rates = await this.fetchRates();
    } catch {
      // The range stays in its own currency; the API converts it.
    }
    if (switchId !== this.switches) return;
    runInAction(() => {
      // Compared by value: the URL echoing the last switch back while the rates were on their
      // way reads the same range into a new array, and that is still the range to convert.
      const current = this.filters.price_range;
      if (rates !== null && current !== null && sameRange(current, range)) {
        const converted =
          source.currency === currency
            ? source.range
            : convertPriceRange(source.range, source.currency, currency, rates);
        this.priceEntered = source;
        this.priceConverted = { range: converted, currency };
        this.filters = { ...this.filters, price_range: converted, price_currency: currency };
      }
      this.setCurrency(currency);
    });
  }

  /**
   * What a currency switch converts: the range as entered when the filters still hold the last
   * switch's conversion of it (the URL echoing it back leaves it equal), else the range itself.
   */
  private priceSource(range: NumberRange, currency: Currency): PricedRange {
    const converted = this.priceConverted;
    if (
      this.priceEntered !== null &&
      converted !== null &&
      converted.currency === currency &&
      sameRange(converted.range, range)
    ) {
      return this.priceEntered;
    }
    return { range, currency };
  }

  retry(): void {
    this.loadedKey = null;
    void this.load();
  }

  load(): Promise<void> {
    const key = requestKey(this.apiParams);
    // The URL echoing a state change back (or a re-render) must not fetch the same page again,
    // nor turn a failed search into a new attempt behind the visitor's back: Retry does that.
    // A newer search supersedes one in flight (the Query aborts it and drops its answer).
    if (key === this.loadedKey) return Promise.resolve();
    this.loadedKey = key;
    return this.results.load();
  }
}

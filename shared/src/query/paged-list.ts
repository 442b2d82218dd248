import { makeAutoObservable } from 'mobx';
import { readApiError } from '@phuket/shared/api';
import type { PaginationMeta } from '../contract/schema-kit';
import { Query } from './query';

/** One page of a list as the API answers it. */
export interface Page<T> {
  data: T[];
  meta: PaginationMeta;
}

/**
 * A paged list a page shows one page at a time (enquiries, the staff's users, the audit log):
 * the page number, the rows and the meta of the answer, the states every such page shows, and
 * a row replaced in place after an action. `fetchPage` reads the owner's current filters, so a
 * filter change is `goTo(1)`.
 */
export class PagedList<T extends { id: number }> {
  page = 1;
  private readonly query: Query<Page<T>>;

  constructor(fetchPage: (page: number) => Promise<Page<T>>) {
    this.query = new Query(() => fetchPage(this.page));
    makeAutoObservable<PagedList<T>, 'query'>(this, { query: false });
  }

  get items(): T[] {
    return this.query.data?.data ?? [];
  }

  get meta(): PaginationMeta | null {
    return this.query.data?.meta ?? null;
  }

  /** 'loading' while a page is asked for, even with the last one still shown. */
  get state(): 'loading' | 'ready' | 'error' {
    const { status, fetching } = this.query;
    if (fetching || status === 'idle' || status === 'loading') return 'loading';
    return status;
  }

  get error(): string | null {
    return this.state === 'error' ? readApiError(this.query.error).message : null;
  }

  load(): Promise<void> {
    return this.query.load();
  }

  goTo(page: number): Promise<void> {
    this.page = page;
    return this.load();
  }

  /** The row with `row`'s id becomes `row`, where it stands, until the next load. */
  replace(row: T): void {
    const shown = this.query.data;
    if (!shown) return;
    this.query.set({ ...shown, data: shown.data.map((item) => (item.id === row.id ? row : item)) });
  }
}

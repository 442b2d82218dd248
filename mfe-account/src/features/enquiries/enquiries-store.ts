import { makeAutoObservable, runInAction } from 'mobx';
import { Query } from '@phuket/shared/query';
import type { Enquiry, MyEnquiriesParams } from '@phuket/shared/api';
import { readApiError } from '@phuket/shared/api';
import { type PageMeta } from '@phuket/shared/domain';
import {
  ENQUIRIES_PER_PAGE,
  ENQUIRY_STATUS_LABELS,
  type EnquiryStatus,
} from '@phuket/shared/contract';

export interface EnquiriesApi {
  list(params: MyEnquiriesParams): Promise<{ data: Enquiry[]; meta: PageMeta }>;
  setStatus(id: number, status: EnquiryStatus): Promise<Enquiry>;
}

export type StatusFilter = EnquiryStatus | 'all';

/** The recipient's enquiries: one page at a time, filtered by status, each status changeable. */
export class EnquiriesStore {
  filter: StatusFilter = 'all';
  page = 1;
  /** What the last status change did, for the page's live region. */
  notice: string | null = null;
  savingId: number | null = null;
  private readonly query: Query<{ data: Enquiry[]; meta: PageMeta }>;

  constructor(private readonly api: EnquiriesApi) {
    // An answer to an older request (another page or filter) is dropped by the Query.
    this.query = new Query(() => this.api.list(this.params));
    makeAutoObservable<EnquiriesStore, 'api' | 'query'>(this, { api: false, query: false });
  }

  private get params(): MyEnquiriesParams {
    const params: MyEnquiriesParams = { page: this.page, per_page: ENQUIRIES_PER_PAGE };
    if (this.filter !== 'all') params['filter[status]'] = this.filter;
    return params;
  }

  get items(): Enquiry[] {
    return this.query.data?.data ?? [];
  }

  get meta(): PageMeta | null {
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

  setFilter(filter: StatusFilter): Promise<void> {
    this.filter = filter;
    this.page = 1;
    return this.load();
  }

  setPage(page: number): Promise<void> {
    this.page = page;
    return this.load();
  }

  /** The enquiry stays in view under the current filter until the next load: nothing jumps. */
  async changeStatus(id: number, status: EnquiryStatus): Promise<void> {
    this.savingId = id;
    this.notice = null;
    try {
      const updated = await this.api.setStatus(id, status);
      runInAction(() => {
        const shown = this.query.data;
        if (shown) {
          this.query.set({
            ...shown,
            data: shown.data.map((item) => (item.id === id ? updated : item)),
          });
        }
        this.notice = `Enquiry from ${updated.name} marked ${ENQUIRY_STATUS_LABELS[status].toLowerCase()}.`;
      });
    } catch (error) {
      runInAction(() => {
        this.notice = `The status was not changed: ${readApiError(error).message}`;
      });
    } finally {
      runInAction(() => {
        this.savingId = null;
      });
    }
  }
}

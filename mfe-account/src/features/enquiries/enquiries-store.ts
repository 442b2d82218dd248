import { makeAutoObservable, runInAction } from 'mobx';
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
  items: Enquiry[] = [];
  meta: PageMeta | null = null;
  state: 'loading' | 'ready' | 'error' = 'loading';
  error: string | null = null;
  /** What the last status change did, for the page's live region. */
  notice: string | null = null;
  savingId: number | null = null;
  /** Each load gets a number: an answer to an older request is dropped. */
  private request = 0;

  constructor(private readonly api: EnquiriesApi) {
    makeAutoObservable<EnquiriesStore, 'api' | 'request'>(this, { api: false, request: false });
  }

  async load(): Promise<void> {
    const request = ++this.request;
    this.state = 'loading';
    this.error = null;
    const params: MyEnquiriesParams = { page: this.page, per_page: ENQUIRIES_PER_PAGE };
    if (this.filter !== 'all') params['filter[status]'] = this.filter;
    try {
      const page = await this.api.list(params);
      if (request !== this.request) return;
      runInAction(() => {
        this.items = page.data;
        this.meta = page.meta;
        this.state = 'ready';
      });
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        this.state = 'error';
        this.error = readApiError(error).message;
      });
    }
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
        this.items = this.items.map((item) => (item.id === id ? updated : item));
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

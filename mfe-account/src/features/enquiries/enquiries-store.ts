import { makeAutoObservable, runInAction } from 'mobx';
import { PagedList } from '@phuket/shared/query';
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
  /** What the last status change did, for the page's live region. */
  notice: string | null = null;
  savingId: number | null = null;
  readonly list: PagedList<Enquiry>;

  constructor(private readonly api: EnquiriesApi) {
    // An answer to an older request (another page or filter) is dropped by the list's Query.
    this.list = new PagedList((page) => this.api.list(this.params(page)));
    makeAutoObservable<EnquiriesStore, 'api'>(this, { api: false, list: false });
  }

  private params(page: number): MyEnquiriesParams {
    const params: MyEnquiriesParams = { page, per_page: ENQUIRIES_PER_PAGE };
    if (this.filter !== 'all') params['filter[status]'] = this.filter;
    return params;
  }

  setFilter(filter: StatusFilter): Promise<void> {
    this.filter = filter;
    return this.list.goTo(1);
  }

  /** The enquiry stays in view under the current filter until the next load: nothing jumps. */
  async changeStatus(id: number, status: EnquiryStatus): Promise<void> {
    this.savingId = id;
    this.notice = null;
    try {
      const updated = await this.api.setStatus(id, status);
      runInAction(() => {
        this.list.replace(updated);
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

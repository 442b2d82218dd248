import { makeAutoObservable } from 'mobx';
import type { SentEnquiry } from '@phuket/shared/api';
import type { PageMeta } from '@phuket/shared/domain';
import { PagedList } from '@phuket/shared/query';

export interface SentEnquiriesApi {
  list(page: number): Promise<{ data: SentEnquiry[]; meta: PageMeta }>;
}

/** What the signed-in user sent, one page at a time; nothing here changes an enquiry. */
export class SentEnquiriesStore {
  readonly list: PagedList<SentEnquiry>;

  constructor(private readonly api: SentEnquiriesApi) {
    this.list = new PagedList((page) => this.api.list(page));
    makeAutoObservable<SentEnquiriesStore, 'api'>(this, { api: false, list: false });
  }
}

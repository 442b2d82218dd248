import { makeAutoObservable } from 'mobx';
import { readApiError } from '@phuket/shared/api';
import type { StaffUserRecords } from '@phuket/shared/api/staff';
import { Query } from '@phuket/shared/query';

export interface StaffUserRecordsApi {
  load(id: number, options: { signal: AbortSignal }): Promise<StaffUserRecords>;
}

/** What the page shows instead of the records. */
export type RecordsState = 'loading' | 'ready' | 'missing' | 'failed';

/**
 * One account's records for the staff: read once, again on Retry. A 404 (the account was
 * deleted, or the id was never one) is told apart from a failure, which Retry may mend.
 */
export class StaffUserRecordsStore {
  readonly query: Query<StaffUserRecords>;

  constructor(
    readonly id: number,
    api: StaffUserRecordsApi,
  ) {
    this.query = new Query((signal) => api.load(id, { signal }));
    makeAutoObservable(this, { id: false, query: false });
  }

  get state(): RecordsState {
    const { status, error } = this.query;
    if (status === 'ready') return 'ready';
    if (status === 'error') return readApiError(error).status === 404 ? 'missing' : 'failed';
    return 'loading';
  }

  get records(): StaffUserRecords | null {
    return this.query.data;
  }

  load(): Promise<void> {
    return this.query.load();
  }

  retry(): Promise<void> {
    return this.query.retry();
  }
}

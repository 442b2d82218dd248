import { makeAutoObservable, runInAction } from 'mobx';
import { readApiError } from '@phuket/shared/api';
import type { StaffUser, StaffUsersQuery } from '@phuket/shared/api/staff';
import {
  STAFF_USERS_PER_PAGE,
  type PaginationMeta,
  type Role,
  type StaffUserState,
} from '@phuket/shared/contract';
import { PagedList } from '@phuket/shared/query';

export interface StaffUsersApi {
  list(query: StaffUsersQuery): Promise<{ data: StaffUser[]; meta: PaginationMeta }>;
  verify(id: number, verified: boolean): Promise<StaffUser>;
  block(id: number, blocked: boolean): Promise<StaffUser>;
  changeRole(id: number, role: Role): Promise<StaffUser>;
}

/** What the last action did, for the page's live region (the page words it). */
export type StaffNotice =
  | { kind: 'verified' | 'unverified' | 'blocked' | 'unblocked'; name: string }
  | { kind: 'role'; name: string; role: Role }
  | { kind: 'failed'; name: string; reason: string };

export interface StaffFilters {
  search: string;
  role: Role | '';
  state: StaffUserState | '';
}

/**
 * The users dashboard: one page of accounts at a time, found by name or email and filtered by
 * role and state; each account verified, blocked or given another role in place.
 */
export class StaffUsersStore {
  /** The filters as the form holds them; `applied` is what the list shows. */
  draft: StaffFilters = { search: '', role: '', state: '' };
  applied: StaffFilters = { search: '', role: '', state: '' };
  busyId: number | null = null;
  notice: StaffNotice | null = null;
  readonly list: PagedList<StaffUser>;

  constructor(private readonly api: StaffUsersApi) {
    this.list = new PagedList((page) => this.api.list(this.params(page)));
    makeAutoObservable<StaffUsersStore, 'api'>(this, { api: false, list: false });
  }

  private params(page: number): StaffUsersQuery {
    const { search, role, state } = this.applied;
    return {
      page,
      per_page: STAFF_USERS_PER_PAGE,
      ...(search.trim() ? { search: search.trim() } : {}),
      ...(role ? { role } : {}),
      ...(state ? { state } : {}),
    };
  }

  setDraft(patch: Partial<StaffFilters>): void {
    this.draft = { ...this.draft, ...patch };
  }

  /** The form's filters become the list's, from its first page. */
  search(): Promise<void> {
    this.applied = { ...this.draft, search: this.draft.search.trim() };
    return this.list.goTo(1);
  }

  verify(user: StaffUser, verified: boolean): Promise<void> {
    return this.run(user, () => this.api.verify(user.id, verified), {
      kind: verified ? 'verified' : 'unverified',
      name: user.name,
    });
  }

  block(user: StaffUser, blocked: boolean): Promise<void> {
    return this.run(user, () => this.api.block(user.id, blocked), {
      kind: blocked ? 'blocked' : 'unblocked',
      name: user.name,
    });
  }

  changeRole(user: StaffUser, role: Role): Promise<void> {
    if (role === user.role) return Promise.resolve();
    return this.run(user, () => this.api.changeRole(user.id, role), {
      kind: 'role',
      name: user.name,
      role,
    });
  }

  /** One action on one account: its row is replaced by the answer, in place. */
  private async run(user: StaffUser, action: () => Promise<StaffUser>, done: StaffNotice) {
    if (this.busyId !== null) return;
    this.busyId = user.id;
    this.notice = null;
    try {
      const updated = await action();
      runInAction(() => {
        this.list.replace(updated);
        this.notice = done;
      });
    } catch (error) {
      runInAction(() => {
        this.notice = { kind: 'failed', name: user.name, reason: readApiError(error).message };
      });
    } finally {
      runInAction(() => {
        this.busyId = null;
      });
    }
  }
}

import { makeAutoObservable } from 'mobx';
import type { AuditEntry, AuditLogQuery } from '@phuket/shared/api/staff';
import { AUDIT_PER_PAGE, type AuditAction, type PaginationMeta } from '@phuket/shared/contract';
import { PagedList } from '@phuket/shared/query';

export interface AuditLogApi {
  list(query: AuditLogQuery): Promise<{ data: AuditEntry[]; meta: PaginationMeta }>;
}

/** The audit log, read-only: one page at a time, by action and by account. */
export class AuditLogStore {
  action: AuditAction | '' = '';
  /** The account the entries are about (from a link on the users list), or null for all. */
  targetId: number | null;
  readonly list: PagedList<AuditEntry>;

  constructor(
    private readonly api: AuditLogApi,
    targetId: number | null = null,
  ) {
    this.targetId = targetId;
    this.list = new PagedList((page) => this.api.list(this.params(page)));
    makeAutoObservable<AuditLogStore, 'api'>(this, { api: false, list: false });
  }

  private params(page: number): AuditLogQuery {
    return {
      page,
      per_page: AUDIT_PER_PAGE,
      ...(this.action ? { action: this.action } : {}),
      ...(this.targetId !== null ? { target_kind: 'user' as const, target_id: this.targetId } : {}),
    };
  }

  setAction(action: AuditAction | ''): Promise<void> {
    this.action = action;
    return this.list.goTo(1);
  }

  setTarget(targetId: number | null): Promise<void> {
    this.targetId = targetId;
    return this.list.goTo(1);
  }
}

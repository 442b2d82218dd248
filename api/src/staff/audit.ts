import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  AuditAction,
  AuditEntry,
  AuditLogQuery,
  AuditTargetKind,
  PaginationMeta,
} from '@phuket/shared/contract';
import { AUDIT_PER_PAGE } from '@phuket/shared/contract';
import type { Db } from '../db/client';
import { auditLog, developers, listings, users } from '../db/schema';
import { pageMeta } from '../http/pagination';

/** One staff action as the log keeps it: the target's fields before and after. */
export interface AuditRecord {
  actorId: number;
  action: AuditAction;
  targetKind: AuditTargetKind;
  targetId: number;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** Writes the entry; call it in the action's own transaction, so one never goes without the other. */
export async function writeAudit(db: Db, record: AuditRecord, now: Date): Promise<void> {
  await db.insert(auditLog).values({ ...record, createdAt: now });
}

/** The log, newest first, filtered as the query asks. */
export async function readAuditLog(
  db: Db,
  query: AuditLogQuery,
): Promise<{ data: AuditEntry[]; meta: PaginationMeta }> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? AUDIT_PER_PAGE;
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.target_kind) conditions.push(eq(auditLog.targetKind, query.target_kind));
  if (query.target_id) conditions.push(eq(auditLog.targetId, query.target_id));
  if (query.actor_id) conditions.push(eq(auditLog.actorId, query.actor_id));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(auditLog)
    .where(where);
  const actor = db.$with('actor').as(db.select({ id: users.id, name: users.name }).from(users));
  const rows = await db
    .with(actor)
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorName: actor.name,
      action: auditLog.action,
      targetKind: auditLog.targetKind,
      targetId: auditLog.targetId,
      // The account's name, the listing's or the developer company's title, as they are now.
      targetName: sql<
        string | null
      >`coalesce(${users.name}, ${listings.title}, nullif(${developers.title}, ''))`,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(users, and(eq(auditLog.targetKind, 'user'), eq(users.id, auditLog.targetId)))
    .leftJoin(listings, and(eq(auditLog.targetKind, 'listing'), eq(listings.id, auditLog.targetId)))
    .leftJoin(
      developers,
      and(eq(auditLog.targetKind, 'developer'), eq(developers.id, auditLog.targetId)),
    )
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(perPage)
    .offset((page - 1) * perPage);

  return {
    data: rows.map((row) => ({
      id: row.id,
      actor:
        row.actorId !== null && row.actorName !== null
          ? { id: row.actorId, name: row.actorName }
          : null,
      action: row.action as AuditAction,
      target_kind: row.targetKind,
      target_id: row.targetId,
      target_name: row.targetName,
      before: row.before,
      after: row.after,
      created_at: row.createdAt.toISOString(),
    })),
    meta: pageMeta(page, perPage, total),
  };
}

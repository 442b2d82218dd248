import { and, asc, count, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  IMPORT_OUTCOMES,
  IMPORT_ROWS_PER_PAGE,
  type ImportOutcome,
  type ImportRow,
  type ImportRun,
} from '@phuket/shared/contract';
import {
  listingImportRefs,
  listingImportRows,
  listingImportRuns,
  listings,
  users,
} from '../db/schema';
import { invalidateListingCaches } from '../catalog/invalidation';
import { notFound } from '../http/errors';
import type { FeedListing } from './format';
import type { ParsedFeed } from './parse';
import {
  PhotoCache,
  applyListingRow,
  importFetchLimits,
  loadLookups,
  planRow,
  refusalOf,
  unpublishListing,
  type ApplyContext,
} from './rows';

/*
 * An import run: the dry run writes one report row per file row (and per listing a full feed
 * leaves out), then the apply job writes them a chunk per job, each row in its own
 * transaction, so a run stopped midway leaves every row done or untouched and goes on from
 * where it was when the job runs again.
 */

export type RunRow = typeof listingImportRuns.$inferSelect;

/** Rows one apply job writes before handing the rest to the next job. */
export const APPLY_CHUNK = 25;
/** Outcomes the apply step writes. */
const ACTIONABLE: ImportOutcome[] = ['created', 'updated', 'unpublished'];

export function toImportRun(run: RunRow): ImportRun {
  const counts = Object.fromEntries(IMPORT_OUTCOMES.map((o) => [o, run.counts[o] ?? 0]));
  return {
    id: run.id,
    source: run.source as ImportRun['source'],
    format: run.format as ImportRun['format'],
    origin: run.origin,
    full_feed: run.fullFeed,
    status: run.status as ImportRun['status'],
    counts: counts as ImportRun['counts'],
    total: run.total,
    processed: run.processed,
    failed: run.failed,
    error: run.error,
    created_at: run.createdAt.toISOString(),
    applied_at: run.appliedAt?.toISOString() ?? null,
    finished_at: run.finishedAt?.toISOString() ?? null,
  };
}

/** The run if `userId` owns it; 404 otherwise, as for an id that does not exist. */
export async function ownedRun(app: FastifyInstance, id: number, userId: number): Promise<RunRow> {
  const [run] = await app.db
    .select()
    .from(listingImportRuns)
    .where(and(eq(listingImportRuns.id, id), eq(listingImportRuns.userId, userId)))
    .limit(1);
  if (!run) throw notFound('Import');
  return run;
}

type NewReportRow = typeof listingImportRows.$inferInsert;

/** The dry run: plans every row and stores the report. Nothing of the listings is written. */
export async function planRun(
  app: FastifyInstance,
  userId: number,
  parsed: ParsedFeed,
  options: { source: 'file' | 'url' | 'schedule'; origin: string; fullFeed: boolean },
): Promise<RunRow> {
  const lookups = await loadLookups(app.db);
  const report: Omit<NewReportRow, 'runId'>[] = [];
  for (const refusal of parsed.refusals) {
    report.push({
      rowNo: refusal.row,
      ref: refusal.ref,
      outcome: 'refused',
      field: refusal.field,
      reason: refusal.reason,
    });
  }
  for (const listing of parsed.listings) {
    const plan = await planRow(app, userId, listing, lookups);
    report.push({
      rowNo: listing.row,
      ref: listing.ref,
      outcome: plan.outcome,
      listingId: plan.listingId,
      field: plan.field ?? null,
      reason: plan.reason ?? null,
      data: plan.outcome === 'created' || plan.outcome === 'updated' ? listing : null,
    });
    // A long file must not hold the API: other requests run between rows.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (options.fullFeed) {
    const named = [
      ...parsed.listings.map((l) => l.ref),
      ...parsed.refusals.flatMap((r) => (r.ref === null ? [] : [r.ref])),
    ];
    const missing = await app.db
      .select({ id: listings.id, ref: listingImportRefs.externalRef })
      .from(listingImportRefs)
      .innerJoin(listings, eq(listings.id, listingImportRefs.listingId))
      .where(
        and(
          eq(listingImportRefs.userId, userId),
          inArray(listings.status, ['published', 'pending']),
          named.length > 0 ? notInArray(listingImportRefs.externalRef, named) : sql`true`,
        ),
      )
      .orderBy(asc(listingImportRefs.externalRef));
    let rowNo = Math.max(0, ...report.map((r) => r.rowNo)) + 1;
    for (const gone of missing) {
      report.push({ rowNo: rowNo++, ref: gone.ref, outcome: 'unpublished', listingId: gone.id });
    }
  }
  report.sort((a, b) => a.rowNo - b.rowNo);
  const counts = Object.fromEntries(
    IMPORT_OUTCOMES.map((o) => [o, report.filter((r) => r.outcome === o).length]),
  );
  const total = report.filter((r) => ACTIONABLE.includes(r.outcome as ImportOutcome)).length;
  return app.db.transaction(async (tx) => {
    const [run] = await tx
      .insert(listingImportRuns)
      .values({
        userId,
        source: options.source,
        format: parsed.format,
        origin: options.origin.slice(0, 2000),
        fullFeed: options.fullFeed,
        counts,
        total,
        createdAt: app.now(),
      })
      .returning();
    if (!run) throw new Error('insert returned no run');
    for (let i = 0; i < report.length; i += 500) {
      await tx
        .insert(listingImportRows)
        .values(report.slice(i, i + 500).map((r) => ({ ...r, runId: run.id })));
    }
    return run;
  });
}

/** Queues the run's application; a run already applying or applied is 409. */
export async function startApply(app: FastifyInstance, run: RunRow): Promise<RunRow> {
  const [started] = await app.db
    .update(listingImportRuns)
    .set({ status: 'applying', appliedAt: app.now() })
    .where(and(eq(listingImportRuns.id, run.id), eq(listingImportRuns.status, 'planned')))
    .returning();
  if (!started) return run;
  await app.jobs.send('listing-import-apply', { runId: run.id }, { singletonKey: `run-${run.id}` });
  return started;
}

/** One apply job: up to APPLY_CHUNK rows, then the next job for the rest. */
export async function applyChunk(
  app: FastifyInstance,
  runId: number,
  fetched = { count: 0 },
): Promise<'more' | 'done'> {
  const [run] = await app.db
    .select()
    .from(listingImportRuns)
    .where(eq(listingImportRuns.id, runId))
    .limit(1);
  if (!run || run.status !== 'applying') return 'done';
  const [user] = await app.db.select().from(users).where(eq(users.id, run.userId)).limit(1);
  if (!user) return 'done';
  const rows = await app.db
    .select()
    .from(listingImportRows)
    .where(
      and(
        eq(listingImportRows.runId, runId),
        isNull(listingImportRows.result),
        inArray(listingImportRows.outcome, ACTIONABLE),
      ),
    )
    .orderBy(asc(listingImportRows.rowNo))
    .limit(APPLY_CHUNK);
  const ctx: ApplyContext = {
    app,
    user,
    lookups: await loadLookups(app.db),
    fetchLimits: importFetchLimits(app),
    cache: new PhotoCache(),
    fetched,
    catalogChanged: { value: false },
  };
  try {
    await applyRows(ctx, runId, rows);
  } finally {
    // Once for the chunk, not per row: the rows are on the site a chunk later at most.
    if (ctx.catalogChanged?.value) invalidateListingCaches(app.db);
  }
  if (rows.length === APPLY_CHUNK) return 'more';
  await app.db
    .update(listingImportRuns)
    .set({ status: 'applied', finishedAt: app.now() })
    .where(eq(listingImportRuns.id, runId));
  return 'done';
}

async function applyRows(
  ctx: ApplyContext,
  runId: number,
  rows: (typeof listingImportRows.$inferSelect)[],
): Promise<void> {
  const { app } = ctx;
  for (const row of rows) {
    let result: { result: 'done' | 'failed'; resultReason: string | null; listingId?: number };
    try {
      if (row.outcome === 'unpublished') {
        if (row.listingId !== null) await unpublishListing(app, row.listingId);
        result = { result: 'done', resultReason: null };
      } else {
        const applied = await applyListingRow(ctx, row.data as FeedListing);
        result = { result: 'done', resultReason: null, listingId: applied.listingId };
      }
    } catch (err) {
      const refusal = refusalOf(err);
      if (!refusal) app.log.error({ err, runId, row: row.rowNo }, 'import row failed');
      result = {
        result: 'failed',
        resultReason: refusal
          ? `${refusal.field}: ${refusal.reason}`
          : 'The row could not be written.',
      };
    }
    await app.db
      .update(listingImportRows)
      .set(result)
      .where(and(eq(listingImportRows.runId, runId), eq(listingImportRows.rowNo, row.rowNo)));
    await app.db
      .update(listingImportRuns)
      .set({
        processed: sql`${listingImportRuns.processed} + 1`,
        failed: sql`${listingImportRuns.failed} + ${result.result === 'failed' ? 1 : 0}`,
      })
      .where(eq(listingImportRuns.id, runId));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The apply job's handler: a chunk, then the next chunk queued. */
export async function runApplyJob(app: FastifyInstance, runId: number): Promise<void> {
  if ((await applyChunk(app, runId)) === 'more') {
    await app.jobs.send('listing-import-apply', { runId }, { singletonKey: `run-${runId}` });
  }
}

/** Applies a whole run in this process, chunk after chunk (the schedule and the bench). */
export async function applyRunNow(app: FastifyInstance, runId: number, fetched = { count: 0 }) {
  while ((await applyChunk(app, runId, fetched)) === 'more');
}

export async function latestRuns(app: FastifyInstance, userId: number): Promise<RunRow[]> {
  return app.db
    .select()
    .from(listingImportRuns)
    .where(eq(listingImportRuns.userId, userId))
    .orderBy(desc(listingImportRuns.id))
    .limit(20);
}

const titleOf = (data: unknown): string | null =>
  data && typeof data === 'object' && 'title' in data && typeof data.title === 'string'
    ? data.title
    : null;

function toImportRow(row: typeof listingImportRows.$inferSelect): ImportRow {
  return {
    row: row.rowNo,
    ref: row.ref,
    outcome: row.outcome as ImportOutcome,
    listing_id: row.listingId,
    title: titleOf(row.data),
    field: row.field,
    reason: row.reason,
    result: row.result as ImportRow['result'],
    result_reason: row.resultReason,
  };
}

export async function reportPage(
  app: FastifyInstance,
  runId: number,
  outcome: ImportOutcome | undefined,
  page: number,
) {
  const where = and(
    eq(listingImportRows.runId, runId),
    outcome === undefined ? undefined : eq(listingImportRows.outcome, outcome),
  );
  const [rows, [total]] = await Promise.all([
    app.db
      .select()
      .from(listingImportRows)
      .where(where)
      .orderBy(asc(listingImportRows.rowNo))
      .limit(IMPORT_ROWS_PER_PAGE)
      .offset((page - 1) * IMPORT_ROWS_PER_PAGE),
    app.db.select({ n: count() }).from(listingImportRows).where(where),
  ]);
  return {
    data: rows.map(toImportRow),
    total: total?.n ?? 0,
    page,
    per_page: IMPORT_ROWS_PER_PAGE,
  };
}

/** Every row of the report (the CSV download). */
export async function reportRows(app: FastifyInstance, runId: number): Promise<ImportRow[]> {
  const rows = await app.db
    .select()
    .from(listingImportRows)
    .where(eq(listingImportRows.runId, runId))
    .orderBy(asc(listingImportRows.rowNo));
  return rows.map(toImportRow);
}

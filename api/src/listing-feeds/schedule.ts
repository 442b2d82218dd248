import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { listingImportRuns, listingImportSchedules, users } from '../db/schema';
import { FeedFileError, parseFeed } from './parse';
import { fetchFeed } from './routes';
import { applyRunNow, planRun } from './runs';

const HOUR = 60 * 60 * 1000;
/** A little under the period: the hourly job fires every 60 minutes, give or take its run. */
const PERIOD_MS = { hourly: HOUR - 5 * 60_000, daily: 24 * HOUR - 5 * 60_000 } as const;

/**
 * The hourly job: every schedule whose period has passed pulls its URL, plans and applies the
 * run (the broker set it up: no one is there to press Apply), and keeps the run as its last.
 * A feed that cannot be fetched or read leaves a failed run with the reason, visible in the page.
 */
export async function runDueSchedules(app: FastifyInstance): Promise<number> {
  const now = app.now();
  const due = await app.db
    .select({ schedule: listingImportSchedules, emailVerifiedAt: users.emailVerifiedAt })
    .from(listingImportSchedules)
    .innerJoin(users, eq(users.id, listingImportSchedules.userId))
    .where(
      or(
        isNull(listingImportSchedules.lastRunAt),
        and(
          eq(listingImportSchedules.frequency, 'hourly'),
          lt(listingImportSchedules.lastRunAt, new Date(now.getTime() - PERIOD_MS.hourly)),
        ),
        lt(listingImportSchedules.lastRunAt, new Date(now.getTime() - PERIOD_MS.daily)),
      ),
    );
  let ran = 0;
  for (const { schedule, emailVerifiedAt } of due) {
    if (emailVerifiedAt === null) continue;
    let runId: number;
    try {
      const bytes = await fetchFeed(app, schedule.url);
      const run = await planRun(app, schedule.userId, await parseFeed(bytes), {
        source: 'schedule',
        origin: schedule.url,
        fullFeed: schedule.fullFeed,
      });
      await app.db
        .update(listingImportRuns)
        .set({ status: 'applying', appliedAt: app.now() })
        .where(eq(listingImportRuns.id, run.id));
      runId = run.id;
      await applyRunNow(app, run.id);
    } catch (err) {
      const message =
        err instanceof FeedFileError
          ? err.message
          : ((err as { errors?: Record<string, string[]> }).errors?.url?.[0] ??
            'The feed could not be imported.');
      if (!(err instanceof FeedFileError))
        app.log.warn({ err, userId: schedule.userId }, 'scheduled import failed');
      const [failed] = await app.db
        .insert(listingImportRuns)
        .values({
          userId: schedule.userId,
          source: 'schedule',
          format: 'xml',
          origin: schedule.url,
          fullFeed: schedule.fullFeed,
          status: 'failed',
          error: message,
          createdAt: app.now(),
          finishedAt: app.now(),
        })
        .returning();
      runId = failed?.id ?? 0;
    }
    await app.db
      .update(listingImportSchedules)
      .set({ lastRunAt: now, lastRunId: runId || null })
      .where(eq(listingImportSchedules.userId, schedule.userId));
    ran++;
  }
  return ran;
}

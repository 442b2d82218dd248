import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';

export type MaintenanceLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

export interface PgliteMaintenanceOptions {
  db: Db;
  /** Time from the end of one run to the start of the next. */
  intervalMs: number;
  /** Time from start() to the first run (capped at intervalMs). */
  firstRunDelayMs?: number;
  log: MaintenanceLog;
}

/**
 * One run soon after every start, not only after a seed: the schedule restarts with the
 * process, so a server restarted more often than the interval (deploys, a dev machine) would
 * otherwise never be maintained, and migrations or seeding have often just rewritten rows.
 * A minute in, so it stays clear of start-up and the first requests. It is cheap when
 * little changed (~0.3 s on the demo data).
 */
export const FIRST_RUN_DELAY_MS = 60_000;

/**
 * Periodic `VACUUM (ANALYZE)` of an embedded PGlite database, which has no autovacuum: dead
 * rows from listing edits would pile up and the planner's statistics go stale.
 *
 * Runs never overlap: the next one is scheduled only when the previous one has finished,
 * and runNow() during a run joins it. PGlite executes SQL on the JavaScript thread and
 * queues statements behind one another (and behind open transactions), so a run holds up
 * requests for its duration, which is logged. Failures are logged, never thrown.
 */
export class PgliteMaintenance {
  readonly #options: PgliteMaintenanceOptions;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<boolean> | null = null;
  #started = false;
  #stopped = false;

  constructor(options: PgliteMaintenanceOptions) {
    this.#options = options;
  }

  /** A next run is waiting on the timer. */
  get scheduled(): boolean {
    return this.#timer !== null;
  }

  get running(): boolean {
    return this.#running !== null;
  }

  /** Schedules the first run; later ones follow each finished run. Once only. */
  start(): void {
    if (this.#started || this.#stopped) return;
    this.#started = true;
    const { intervalMs, firstRunDelayMs = FIRST_RUN_DELAY_MS } = this.#options;
    this.#options.log.info(
      { intervalMinutes: intervalMs / 60_000 },
      `PGlite maintenance: VACUUM (ANALYZE) every ${intervalMs / 60_000} min, first in ${Math.round(Math.min(firstRunDelayMs, intervalMs) / 1000)} s`,
    );
    this.#schedule(Math.min(firstRunDelayMs, intervalMs));
  }

  /**
   * Runs now, or joins the run in progress. Resolves true when the run succeeded, false when
   * it failed (already logged) or maintenance is stopped; never rejects.
   */
  runNow(): Promise<boolean> {
    if (this.#stopped) return Promise.resolve(false);
    if (this.#running === null) {
      const run = this.#vacuum();
      this.#running = run;
      // Cleared from a callback, never synchronously, so the field cannot keep a settled run.
      void run.then(() => {
        if (this.#running === run) this.#running = null;
      });
    }
    return this.#running;
  }

  /**
   * Cancels the timer and waits for a run in progress, so the caller may close the database
   * afterwards. Interrupting is not possible: the statement runs inside PGlite.
   */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer !== null) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    await this.#running;
  }

  #schedule(delayMs: number): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.runNow().then(() => this.#schedule(this.#options.intervalMs));
    }, delayMs);
    // The HTTP server keeps a serving process alive; this timer alone must not.
    this.#timer.unref();
  }

  async #vacuum(): Promise<boolean> {
    const { db, log } = this.#options;
    const started = performance.now();
    try {
      // Database-wide, system catalogs included; PGlite has no other VACUUM.
      await db.execute(sql`VACUUM (ANALYZE)`);
      const durationMs = Math.round(performance.now() - started);
      log.info({ durationMs }, `PGlite maintenance: VACUUM (ANALYZE) took ${durationMs} ms`);
      return true;
    } catch (err) {
      log.error(
        { err, durationMs: Math.round(performance.now() - started) },
        'PGlite maintenance: VACUUM (ANALYZE) failed; the next run is still scheduled',
      );
      return false;
    }
  }
}

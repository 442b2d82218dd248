import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ListingSearchIndex, loadIndexRows } from './listing-index';

/** What a card, a page or a total shows is read from these tables. */
const CATALOG_TABLES = [
  'listings',
  'listing_amenities',
  'listing_photos',
  'listing_albums',
  'developers',
  'projects',
  'locations',
  'currency_rates',
];

export interface IndexKeeperOptions {
  /**
   * How often to ask the database whether another process wrote listing data; null never asks
   * (PGlite: only this process can open its data directory, so every write is seen here).
   */
  checkEveryMs: number | null;
  /** Rebuilt at least this often whatever the check says (statistics can be switched off). */
  maxAgeMs: number;
  /** Another process wrote catalog data: drop whatever else this process holds of it. */
  onRemoteWrite: () => void;
  onError: (error: unknown) => void;
}

/**
 * Keeps one ListingSearchIndex fresh and says when it may answer.
 *
 * - A write in this process (`invalidate`, called through invalidateListingCaches) makes the
 *   index unusable at once: searches go to SQL until a build that started after the write is
 *   in. So whoever wrote sees the change on their next request, as with the page cache.
 * - A write in another process (PostgreSQL, several API processes) is noticed through the
 *   server's own per-table write counters (pg_stat_user_tables), read every `checkEveryMs`:
 *   cheap, and they count every insert, update and delete whoever made it, cascades and raw
 *   SQL included. The old index answers while the new one builds, so another process's write
 *   shows within about the check interval plus a build, like the page cache's TTL.
 * - A build reads every published listing (~0.5 s of CPU for 100 000, most of it parsing), so
 *   builds never overlap and a burst of writes costs one more build, not one per write.
 */
export class ListingIndexKeeper {
  private index: ListingSearchIndex | null = null;
  /** Bumped by every local write; an index answers only if built from a later generation. */
  private generation = 0;
  private builtGeneration = -1;
  private builtAt = 0;
  private building: Promise<void> | null = null;
  private rebuildRequested = false;
  private writeCounter: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private started = false;

  constructor(
    private readonly db: Db,
    private readonly options: IndexKeeperOptions,
  ) {}

  /**
   * Builds the first index in the background and starts watching for other writers. Called
   * by the first search rather than at boot: the server seeds after building the app, and a
   * process that never searches never pays for an index.
   */
  private start(): void {
    this.started = true;
    this.rebuild();
    const every = this.options.checkEveryMs;
    if (every !== null) {
      this.timer = setInterval(() => void this.check(), every);
      // Watching must not keep a process (or a test run) alive.
      this.timer.unref();
    }
  }

  /** The index when it has every write of this process, else null (ask SQL). */
  current(): ListingSearchIndex | null {
    if (!this.started && !this.closed) this.start();
    return this.builtGeneration === this.generation ? this.index : null;
  }

  /** For tests and the bench: resolves once no build is running. */
  async settled(): Promise<void> {
    while (this.building) await this.building;
  }

  invalidate(): void {
    this.generation++;
    this.rebuild();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.settled();
  }

  private rebuild(): void {
    if (this.closed) return;
    if (this.building) {
      this.rebuildRequested = true;
      return;
    }
    this.building = this.buildLoop().finally(() => {
      this.building = null;
    });
  }

  private async buildLoop(): Promise<void> {
    do {
      this.rebuildRequested = false;
      const generation = this.generation;
      try {
        // Counter first: a write landing during the load shows as a change at the next check.
        const counter = await this.readWriteCounter();
        const index = new ListingSearchIndex(await loadIndexRows(this.db));
        this.index = index;
        this.builtGeneration = generation;
        this.builtAt = Date.now();
        this.writeCounter = counter;
      } catch (error) {
        // SQL answers meanwhile; the next check or write tries again.
        if (!this.closed) this.options.onError(error);
        return;
      }
    } while (this.rebuildRequested && !this.closed);
  }

  private async check(): Promise<void> {
    if (this.building || this.closed) return;
    try {
      const counter = await this.readWriteCounter();
      const old = Date.now() - this.builtAt >= this.options.maxAgeMs;
      const remoteWrite = counter !== this.writeCounter;
      if (remoteWrite) this.options.onRemoteWrite();
      if (old || remoteWrite || this.builtGeneration !== this.generation) this.rebuild();
    } catch (error) {
      if (!this.closed) this.options.onError(error);
    }
  }

  /**
   * Inserts + updates + deletes ever made on the tables a listing card, page or total reads
   * (invalidation.ts names them). The server folds a backend's counts in at the end of its
   * transactions (within about a second), so a write by any process moves this figure.
   */
  private async readWriteCounter(): Promise<string | null> {
    if (this.options.checkEveryMs === null) return null;
    const result = await this.db
      .execute(sql`select coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0)::text as n
      from pg_stat_user_tables where relname in (${sql.join(
        CATALOG_TABLES.map((t) => sql`${t}`),
        sql`, `,
      )})`);
    const row = (result as { rows?: Record<string, unknown>[] }).rows?.[0];
    return typeof row?.n === 'string' ? row.n : null;
  }
}

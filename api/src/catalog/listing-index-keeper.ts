import type { Db } from '../db/client';
import { ListingSearchIndex, loadIndexRowsInSteps } from './listing-index';

/**
 * How long a notification waits before it asks for a build: a burst of writes from another
 * process (a listing saved with its photos and amenities, a bulk change) costs one build.
 */
export const REMOTE_WRITE_SETTLE_MS = 50;

export interface IndexKeeperOptions {
  /** Rebuilt at least this often, whatever was heard (a notification lost, say). */
  maxAgeMs: number;
  /**
   * An index that has every write heard through `remoteWrite` is in: whatever this process
   * cached from the index before it (pages, cards) must go.
   */
  onRemoteWriteIn: () => void;
  onError: (error: unknown) => void;
  /** The app's clock: an index holds the price changes of the 30 days before its build. */
  now?: () => Date;
}

/**
 * Keeps one ListingSearchIndex fresh and says when it may answer.
 *
 * - A write in this process (`invalidate`, called through invalidateListingCaches) makes the
 *   index unusable at once: searches go to SQL until a build that started after the write is
 *   in. So whoever wrote sees the change on their next request, as with the page cache.
 * - A write by anyone (`remoteWrite`: the database's NOTIFY from the catalog tables'
 *   triggers, so another API process, a cascade or raw SQL too) asks for a build that starts
 *   after the notification arrived, unless one has started since; the old index answers
 *   while it builds, and once it is in `onRemoteWriteIn` drops what was cached from the old.
 * - A build reads every published listing (~0.5 s of CPU for 100 000, most of it parsing; ~8 s
 *   for 1 000 000, and ~10 s of PostgreSQL's for the statement), so builds never overlap and a burst of writes costs one more build, not one
 *   per write. It parses and builds in steps of a few milliseconds, so requests are answered
 *   between them rather than held for the whole build.
 */
export class ListingIndexKeeper {
  private index: ListingSearchIndex | null = null;
  /** Bumped by every local write; an index answers only if built from a later generation. */
  private generation = 0;
  private builtGeneration = -1;
  private builtAt = 0;
  private building: Promise<void> | null = null;
  private rebuildRequested = false;
  private buildsStarted = 0;
  /** buildsStarted when the latest notification not yet in an index arrived, else null. */
  private remotePending: number | null = null;
  private settleTimer: NodeJS.Timeout | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private started = false;

  constructor(
    private readonly db: Db,
    private readonly options: IndexKeeperOptions,
  ) {}

  /**
   * Builds the first index in the background and starts the age check. Called
   * by the first search rather than at boot: the server seeds after building the app, and a
   * process that never searches never pays for an index.
   */
  private start(): void {
    this.started = true;
    this.rebuild();
    this.timer = setInterval(
      () => {
        if (Date.now() - this.builtAt >= this.options.maxAgeMs) this.rebuild();
      },
      Math.min(this.options.maxAgeMs, 60_000),
    );
    // Watching must not keep a process (or a test run) alive.
    this.timer.unref();
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

  /** For tests: how many builds have started. */
  get builds(): number {
    return this.buildsStarted;
  }

  invalidate(): void {
    this.generation++;
    this.rebuild();
  }

  /** Someone wrote catalog data (a notification): see the class comment. */
  remoteWrite(): void {
    // Before the first search there is no index; the first build reads everything.
    if (!this.started || this.closed) return;
    this.remotePending = this.buildsStarted;
    if (this.settleTimer) return;
    this.settleTimer = setTimeout(() => {
      this.settleTimer = null;
      const pending = this.remotePending;
      // null: a build since the notification is in already; greater: one is running.
      if (pending !== null && this.buildsStarted === pending) this.rebuild();
    }, REMOTE_WRITE_SETTLE_MS);
    this.settleTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    if (this.settleTimer) clearTimeout(this.settleTimer);
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
      const seq = ++this.buildsStarted;
      try {
        const now = this.options.now?.() ?? new Date();
        // In steps (a few ms each): the requests meanwhile are answered between them.
        const index = await ListingSearchIndex.build(await loadIndexRowsInSteps(this.db, now));
        this.index = index;
        this.builtGeneration = generation;
        this.builtAt = Date.now();
      } catch (error) {
        // SQL answers meanwhile; the next write, notification or age check tries again.
        if (!this.closed) this.options.onError(error);
        return;
      }
      if (this.remotePending !== null && seq > this.remotePending) {
        this.remotePending = null;
        this.options.onRemoteWriteIn();
      }
    } while (this.rebuildRequested && !this.closed);
  }
}

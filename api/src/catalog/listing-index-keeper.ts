import type { Db } from '../db/client';
import {
  ListingSearchIndex,
  loadIndexRowsInSteps,
  pruneIndexChanges,
  readIndexChanges,
  type IndexRow,
  type SearchIndex,
} from './listing-index';
import { OverlaidIndex } from './listing-index-overlay';

/**
 * How long a notification waits before it asks for a catch-up: a burst of writes from another
 * process (a listing saved with its photos and amenities, a bulk change) costs one.
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
  /** MAX_OVERLAID, smaller in tests. */
  maxOverlaid?: number;
}

/** How long the change log keeps a change (pruneIndexChanges); an index older than half this is built again. */
export const INDEX_CHANGES_KEPT_MS = 60 * 60_000;

/**
 * Listings laid over a built index (OverlaidIndex) before a whole build is asked for: each
 * write builds an index of all of them (~1 ms per 1 000 here), and every search merges two.
 */
export const MAX_OVERLAID = 4_096;

/** A built index with what changed since (listing-index-overlay.ts), and where it stands. */
interface Built {
  base: ListingSearchIndex;
  changed: ReadonlyMap<number, IndexRow | null>;
  /** What answers: `base` with `changed` laid over it. */
  index: SearchIndex;
  /** The snapshot `index` is up to date with, and when that was (Date.now()). */
  snapshot: string;
  readAt: number;
}

/**
 * Keeps the search index fresh and says when it may answer. Two kinds of work, each never
 * overlapping itself:
 *
 * - **Bringing it up to date** (`catchUp`): the listings changed since the index's snapshot
 *   (the change log that migration 0042's triggers write, in one statement with the rows) are
 *   read again and laid over the built index. A few rows per write; searches go on meanwhile.
 * - **A whole build**: every published listing read (~10 s of PostgreSQL's CPU and ~4 s of
 *   this process's in parsing at 1 000 000 listings) and built in steps of a few milliseconds.
 *   It runs for the first index, every `maxAgeMs`, when MAX_OVERLAID listings are laid over
 *   the built one, and after a TRUNCATE; the index it replaces answers until it is in, and
 *   what changed meanwhile is laid over the new one straight after.
 *
 * When each may answer:
 * - A write in this process (`invalidate`, called through invalidateListingCaches) makes the
 *   index unusable at once: searches go to SQL until a catch-up that started after the write is
 *   in (a few milliseconds). So whoever wrote sees the change on their next request, as with the
 *   page cache.
 * - A write by anyone (`remoteWrite`: the database's NOTIFY from the catalog tables' triggers,
 *   so another API process, a cascade or raw SQL too) brings a catch-up; the index answers as it
 *   was meanwhile, and once the write is in `onRemoteWriteIn` drops what was cached from it.
 */
export class ListingIndexKeeper {
  private built: Built | null = null;
  /** Bumped by every local write; the index answers only if up to date with the latest. */
  private generation = 0;
  private readyGeneration = -1;
  private builtAt = 0;
  private building: Promise<void> | null = null;
  private buildAgain = false;
  private catchingUp: Promise<void> | null = null;
  private catchUpAgain = false;
  private buildsStarted = 0;
  private catchUpsDone = 0;
  /** A notification was heard that no catch-up has covered yet. */
  private remotePending = false;
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
  current(): SearchIndex | null {
    if (!this.started && !this.closed) this.start();
    return this.built && this.readyGeneration === this.generation ? this.built.index : null;
  }

  /** For tests and the bench: resolves once neither a build nor a catch-up is running. */
  async settled(): Promise<void> {
    while (this.building || this.catchingUp) {
      await Promise.all([this.building, this.catchingUp]);
    }
  }

  /** For tests: how many whole builds have started. */
  get builds(): number {
    return this.buildsStarted;
  }

  /** For tests and the bench: how many catch-ups were laid over a built index. */
  get catchUps(): number {
    return this.catchUpsDone;
  }

  /** For tests and the bench: how many changed listings are laid over the built index. */
  get overlaid(): number {
    return this.built?.changed.size ?? 0;
  }

  invalidate(): void {
    this.generation++;
    this.catchUp();
  }

  /** Someone wrote catalog data (a notification): see the class comment. */
  remoteWrite(): void {
    // Before the first search there is no index; the first build reads everything.
    if (!this.started || this.closed) return;
    this.remotePending = true;
    if (this.settleTimer) return;
    // A burst of notifications (a listing saved with its photos and amenities) costs one read.
    this.settleTimer = setTimeout(() => {
      this.settleTimer = null;
      this.catchUp();
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
      this.buildAgain = true;
      return;
    }
    this.building = this.buildLoop().finally(() => {
      this.building = null;
    });
  }

  private catchUp(): void {
    if (this.closed) return;
    // No index yet: the build under way (or started here) reads everything, then catches up.
    if (!this.built) {
      if (!this.building) this.rebuild();
      return;
    }
    if (this.catchingUp) {
      this.catchUpAgain = true;
      return;
    }
    this.catchingUp = this.catchUpLoop().finally(() => {
      this.catchingUp = null;
    });
  }

  private async buildLoop(): Promise<void> {
    do {
      this.buildAgain = false;
      const generation = this.generation;
      this.buildsStarted++;
      try {
        const now = this.options.now?.() ?? new Date();
        const readAt = Date.now();
        // In steps (a few ms each): the requests meanwhile are answered between them.
        const { rows, snapshot } = await loadIndexRowsInSteps(this.db, now);
        const base = await ListingSearchIndex.build(rows);
        this.built = { base, changed: new Map(), index: base, snapshot, readAt };
        this.readyGeneration = generation;
        this.builtAt = Date.now();
        // Every process prunes; older changes are never asked for (see catchUpLoop).
        await pruneIndexChanges(this.db, INDEX_CHANGES_KEPT_MS);
      } catch (error) {
        // SQL answers meanwhile; the next write, notification or age check tries again.
        if (!this.closed) this.options.onError(error);
        return;
      }
      // What was written while this build read and built, and what was heard meanwhile.
      this.catchUp();
    } while (this.buildAgain && !this.closed);
  }

  private async catchUpLoop(): Promise<void> {
    do {
      this.catchUpAgain = false;
      const state = this.built;
      if (!state) return;
      // The log no longer holds every change since so old a snapshot.
      if (Date.now() - state.readAt > INDEX_CHANGES_KEPT_MS / 2) {
        this.rebuild();
        return;
      }
      const generation = this.generation;
      const covers = this.remotePending;
      this.remotePending = false;
      let next: Built;
      try {
        const changes = await readIndexChanges(
          this.db,
          state.snapshot,
          this.options.now?.() ?? new Date(),
        );
        if (changes.everything) {
          this.remotePending ||= covers;
          this.rebuild();
          return;
        }
        const changed = new Map(state.changed);
        for (const [id, row] of changes.rows) changed.set(id, row);
        next = {
          ...state,
          changed,
          index: await OverlaidIndex.over(state.base, changed),
          snapshot: changes.snapshot,
          readAt: Date.now(),
        };
      } catch (error) {
        this.remotePending ||= covers;
        if (!this.closed) this.options.onError(error);
        return;
      }
      if (this.built !== state) {
        // A whole build came in meanwhile: bring that one up to date instead.
        this.remotePending ||= covers;
        this.catchUpAgain = true;
        continue;
      }
      this.built = next;
      this.readyGeneration = generation;
      this.catchUpsDone++;
      if (covers) this.options.onRemoteWriteIn();
      if (next.changed.size > (this.options.maxOverlaid ?? MAX_OVERLAID)) this.rebuild();
    } while (this.catchUpAgain && !this.closed);
  }
}

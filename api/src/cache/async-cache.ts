/**
 * The API's one in-process cache. lru-cache keeps the entries and the bounds (count, summed
 * weight, least recently used first); this class adds what every cache here needs on top of it:
 * - concurrent misses of one key share one load (no stampede on the database);
 * - a load that began before `clear()` is handed to its callers but never stored, since it
 *   may have read rows a write has since changed;
 * - optionally, an expired value keeps answering for a while (`staleMs`) while one caller
 *   refreshes it, so a popular expensive figure is not recomputed by every request at once.
 * Time is our own clock (`now`), not lru-cache's TTL, so tests can drive it.
 */
import { LRUCache } from 'lru-cache';

export interface AsyncCacheOptions<V> {
  /** How long a value is fresh, in ms; 0 turns the cache off (every call loads). */
  ttlMs: number;
  maxEntries: number;
  /** Upper bound of the summed weights; a value heavier than it is never stored. */
  maxWeight?: number;
  /** After `ttlMs`, how long a value still answers while one caller refreshes it. */
  staleMs?: number;
  /** How long that caller has to bring the new value before another one is asked to. */
  refreshGraceMs?: number;
  /** Values for which this is false are handed back but not stored (and drop the old one). */
  keep?: (value: V) => boolean;
  now?: () => number;
  /** Told of every lookup, hit or miss (the metrics' hit rates; metrics/metrics.ts). */
  observe?: CacheObserver;
}

/** A lookup answered from the cache ('hit') or that had to load, or joined a load ('miss'). */
export type CacheObserver = (outcome: 'hit' | 'miss') => void;

interface Entry<V> {
  value: V;
  at: number;
  refreshingSince?: number;
}

// V may be null (a cached "nothing"); undefined is what a miss returns.
export class AsyncCache<K extends NonNullable<unknown>, V extends NonNullable<unknown> | null> {
  private readonly entries: LRUCache<K, Entry<V>> | null;
  private readonly pending = new Map<K, Promise<V>>();
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: AsyncCacheOptions<V>) {
    this.now = options.now ?? Date.now;
    this.entries =
      options.ttlMs > 0
        ? new LRUCache<K, Entry<V>>({
            max: options.maxEntries,
            ...(options.maxWeight !== undefined ? { maxSize: options.maxWeight } : {}),
          })
        : null;
  }

  get enabled(): boolean {
    return this.entries !== null;
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }

  /**
   * A fresh value (marked recently used); else, within `staleMs`, the old value — unless this
   * caller is the one chosen to refresh it, who gets undefined and is expected to `set`.
   */
  get(key: K): V | undefined {
    const value = this.lookup(key);
    this.options.observe?.(value === undefined ? 'miss' : 'hit');
    return value;
  }

  private lookup(key: K): V | undefined {
    const entry = this.entries?.get(key);
    if (!entry) return undefined;
    const now = this.now();
    const age = now - entry.at;
    if (age < this.options.ttlMs) return entry.value;
    if (age >= this.options.ttlMs + (this.options.staleMs ?? 0)) {
      this.entries?.delete(key);
      return undefined;
    }
    const grace = this.options.refreshGraceMs ?? 0;
    if (entry.refreshingSince !== undefined && now - entry.refreshingSince < grace) {
      return entry.value;
    }
    entry.refreshingSince = now;
    return undefined;
  }

  /** Taken before reading from the database, handed to `set` with what was read. */
  token(): number {
    return this.generation;
  }

  /** Stores `value` unless a `clear()` came after `token`, or `keep` refuses it. */
  set(key: K, value: V, options: { weight?: number; token?: number } = {}): void {
    if (!this.entries) return;
    if (options.token !== undefined && options.token !== this.generation) return;
    if (this.options.keep && !this.options.keep(value)) {
      this.entries.delete(key);
      return;
    }
    const weight = Math.max(1, options.weight ?? 1);
    if (this.options.maxWeight !== undefined) {
      if (weight > this.options.maxWeight) return;
      this.entries.set(key, { value, at: this.now() }, { size: weight });
    } else {
      this.entries.set(key, { value, at: this.now() });
    }
  }

  /**
   * The cached value of `key`, or `load()`'s, which is stored unless the cache was cleared
   * meanwhile. A failed load is not stored; its error goes to every caller waiting on it.
   */
  async getOrLoad(key: K, load: () => Promise<V>, weigh?: (value: V) => number): Promise<V> {
    if (!this.entries) {
      this.options.observe?.('miss');
      return load();
    }
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const token = this.generation;
    const promise = load().then(
      (value) => {
        if (token === this.generation) {
          this.pending.delete(key);
          this.set(key, value, { weight: weigh?.(value), token });
        }
        return value;
      },
      (err: unknown) => {
        if (token === this.generation) this.pending.delete(key);
        throw err;
      },
    );
    this.pending.set(key, promise);
    return promise;
  }

  /** Forgets every value and every load in flight (their results will not be stored). */
  clear(): void {
    this.generation += 1;
    this.entries?.clear();
    this.pending.clear();
  }
}

/**
 * A cache key that does not depend on the order in which object keys were written: the same
 * validated query always gives the same string, and two different ones never do (values are
 * JSON, so "1,2" and ["1","2"] stay apart).
 */
export function stableKey(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}

/**
 * A short-lived, bounded, in-process cache of public listing pages (the micro-cache).
 *
 * Why: the public search is hit by every visitor with the same few queries (the first page of
 * "villas for sale", the home cards). Answering those from memory for a few seconds takes the
 * load off the database and the request thread at peaks, while a listing change is visible
 * at once on this process (writers call `invalidateListingCaches`) and within the TTL on the
 * others. Only answers that are the same for every visitor may be stored here: a list that
 * depends on the signed-in user (an owner's drafts) must never come from or go into it.
 *
 * Bounded twice: by entries, and by "weight" (the caller's estimate of an entry's size, cards
 * per page), so a client walking thousands of distinct per_page=100 searches cannot grow the
 * heap without limit. Least recently used entries go first.
 */
import { LRUCache } from 'lru-cache';

export interface ResponseCacheOptions {
  /** How long an entry answers, in ms; 0 turns the cache off (every call loads). */
  ttlMs: number;
  maxEntries: number;
  /** Upper bound of the summed weights of all entries. */
  maxWeight: number;
}

/**
 * lru-cache keeps the entries (recency, TTL, the two bounds); what this class adds is what a
 * response cache needs on top: concurrent misses of one key share one load, and a load that
 * started before an invalidation is handed to its callers but never stored (it may have read
 * the old rows). lru-cache's own fetch() rejects callers on invalidation instead.
 */
export class ResponseCache<V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, V> | null;
  /** Loads in flight: concurrent misses of one key share one load instead of stampeding. */
  private readonly pending = new Map<string, Promise<V>>();
  /** Bumped by `clear()`; a load stores its result only if none happened since it started. */
  private generation = 0;

  constructor(options: ResponseCacheOptions) {
    this.entries =
      options.ttlMs > 0
        ? new LRUCache<string, V>({
            max: options.maxEntries,
            maxSize: options.maxWeight,
            ttl: options.ttlMs,
            // Expired entries are dropped when read; no timers keep the process busy.
            ttlAutopurge: false,
          })
        : null;
  }

  get enabled(): boolean {
    return this.entries !== null;
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }

  /** A fresh entry's value (and marks it recently used), else undefined. */
  get(key: string): V | undefined {
    return this.entries?.get(key);
  }

  /** Stores `value`; one heavier than the whole cache is not stored at all. */
  set(key: string, value: V, weight = 1): void {
    if (!this.entries || weight > this.entries.maxSize) return;
    this.entries.set(key, value, { size: Math.max(1, weight) });
  }

  /**
   * The cached value of `key`, or `load()`'s, which is stored unless the cache was cleared
   * meanwhile. A failed load is not stored, and its error goes to every caller waiting on it.
   */
  async getOrLoad(key: string, load: () => Promise<V>, weigh: (value: V) => number): Promise<V> {
    if (!this.entries) return load();
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const promise = load().then(
      (value) => {
        if (generation === this.generation) {
          this.pending.delete(key);
          this.set(key, value, weigh(value));
        }
        return value;
      },
      (err: unknown) => {
        if (generation === this.generation) this.pending.delete(key);
        throw err;
      },
    );
    this.pending.set(key, promise);
    return promise;
  }

  /** Forgets every entry and every load in flight (their results are not stored). */
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

/**
 * Totals of big result sets, kept for a short while. Counting 100 000 matching rows reads
 * every one of them (PGlite does it on the request thread), while a visitor paging through
 * "12 of 48 213" does not notice if the figure is half a minute old. Small totals are cheap
 * to count and are never cached, so they stay exact (a broker sees a new listing at once).
 *
 * When a total expires, one request recounts it and the others keep the old figure until its
 * answer is in (or `refreshGraceMs` passes without one): a popular search under load would
 * otherwise have every request in flight count the same rows at once.
 */
export class CountCache {
  private readonly entries = new Map<
    string,
    { total: number; at: number; refreshingSince?: number }
  >();

  constructor(
    private readonly ttlMs = 30_000,
    /** Totals below this are recounted every time. */
    readonly minCached = 1000,
    private readonly maxEntries = 1000,
    private readonly refreshGraceMs = 5_000,
  ) {}

  /** The total, or undefined when the caller should count (and `set` what it found). */
  get(key: string): number | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    const now = Date.now();
    if (now - hit.at < this.ttlMs) return hit.total;
    // Past twice its lifetime a total is not served stale any more: everyone counts.
    if (now - hit.at >= 2 * this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    if (hit.refreshingSince !== undefined && now - hit.refreshingSince < this.refreshGraceMs) {
      return hit.total;
    }
    hit.refreshingSince = now;
    return undefined;
  }

  set(key: string, total: number): void {
    if (total < this.minCached) {
      // A total that shrank below the threshold is exact from now on.
      this.entries.delete(key);
      return;
    }
    // Oldest first out: a Map iterates in insertion order.
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(key);
    this.entries.set(key, { total, at: Date.now() });
  }

  clear(): void {
    this.entries.clear();
  }
}

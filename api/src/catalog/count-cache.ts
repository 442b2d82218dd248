/**
 * Totals of big result sets, kept for a short while. Counting 100 000 matching rows reads
 * every one of them (PGlite does it on the request thread), while a visitor paging through
 * "12 of 48 213" does not notice if the figure is half a minute old. Small totals are cheap
 * to count and are never cached, so they stay exact (a broker sees a new listing at once).
 */
export class CountCache {
  private readonly entries = new Map<string, { total: number; at: number }>();

  constructor(
    private readonly ttlMs = 30_000,
    /** Totals below this are recounted every time. */
    readonly minCached = 1000,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string): number | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.total;
  }

  set(key: string, total: number): void {
    if (total < this.minCached) return;
    // Oldest first out: a Map iterates in insertion order.
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { total, at: Date.now() });
  }

  clear(): void {
    this.entries.clear();
  }
}

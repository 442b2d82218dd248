import type { ListingOrder } from './listing-query';
import {
  ListingSearchIndex,
  type IndexPage,
  type IndexQuery,
  type IndexRow,
  type SearchIndex,
} from './listing-index';

/**
 * A built index with the listings changed since its build laid over it: their rows in the
 * built index are out of every search, and their rows as they are now (those still published)
 * form a small index of their own. A search asks both for their first matches and merges them
 * by the sort's keys. So a write costs re-reading the listings it changed (a few rows) and
 * building a few-row index, not re-reading and re-building 1 000 000 listings (about 15 s of
 * CPU between PostgreSQL and the API at that size; docs/catalog-api.md, "Search index").
 */
export class OverlaidIndex implements SearchIndex {
  readonly size: number;
  /** The built index's rows still as they were built. */
  private readonly alive: Int32Array;

  /**
   * `changed`: every listing changed since `base` was built, by id, with its row now (null:
   * no longer published). `overlay` holds the rows that are not null.
   */
  private constructor(
    private readonly base: ListingSearchIndex,
    private readonly overlay: ListingSearchIndex,
    changed: ReadonlyMap<number, IndexRow | null>,
  ) {
    this.alive = base.everyRow();
    const gone = base.rowsOf(changed.keys());
    for (const r of gone) this.alive[r >>> 5]! &= ~(1 << (r & 31));
    this.size = base.size - gone.length + overlay.size;
  }

  /** `base` with `changed` laid over it (see the constructor), or `base` when none changed. */
  static async over(
    base: ListingSearchIndex,
    changed: ReadonlyMap<number, IndexRow | null>,
  ): Promise<SearchIndex> {
    if (changed.size === 0) return base;
    const rows: IndexRow[] = [];
    for (const row of changed.values()) if (row) rows.push(row);
    rows.sort((a, b) => a.id - b.id);
    return new OverlaidIndex(base, await ListingSearchIndex.build(rows), changed);
  }

  search(query: IndexQuery, sort: ListingOrder, offset: number, limit: number): IndexPage {
    const end = offset + limit;
    const old = this.base.pageRows(query, sort, 0, end, this.alive);
    const now = this.overlay.pageRows(query, sort, 0, end, null);
    const total = old.total + now.total;
    const ids: number[] = [];
    if (now.rows.length === 0) {
      for (let i = offset; i < old.rows.length; i++) ids.push(this.base.idOf(old.rows[i]!));
      return { ids, total };
    }
    // Both lists are in the order of `sort`: merge them up to `end`, keeping [offset, end).
    const key = (index: ListingSearchIndex, r: number) => index.orderKey(r, sort, query.now);
    let i = 0;
    let j = 0;
    let keyOld: number[] | null = i < old.rows.length ? key(this.base, old.rows[i]!) : null;
    let keyNow: number[] | null = key(this.overlay, now.rows[j]!);
    for (let place = 0; place < end && (keyOld || keyNow); place++) {
      const fromOld = keyOld !== null && (keyNow === null || before(keyOld, keyNow));
      if (fromOld) {
        if (place >= offset) ids.push(this.base.idOf(old.rows[i]!));
        i++;
        keyOld = i < old.rows.length ? key(this.base, old.rows[i]!) : null;
      } else {
        if (place >= offset) ids.push(this.overlay.idOf(now.rows[j]!));
        j++;
        keyNow = j < now.rows.length ? key(this.overlay, now.rows[j]!) : null;
      }
    }
    return { ids, total };
  }
}

/** Whether key `a` sorts before key `b` (orderKey: compared number by number). */
function before(a: readonly number[], b: readonly number[]): boolean {
  for (let k = 0; k < a.length; k++) {
    if (a[k]! !== b[k]!) return a[k]! < b[k]!;
  }
  return false;
}

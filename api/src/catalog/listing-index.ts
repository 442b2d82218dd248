import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  FOREIGN_FREEHOLD,
  monthlyEquivalent,
  priceDropWindowStart,
  type ListingCard,
  type Page,
  type PriceChange,
} from '@phuket/shared/contract';
import { CHANGE_JSON, recentPricesFrom, reducedPercent } from './price-drops';
import { listings } from '../db/schema';
import type { ListingFilters, Range } from './listing-filters';
import {
  ROOMLESS_TYPE,
  cachedCard,
  cardBaseFromPageRow,
  foreignFreeholdSql,
  listingWhere,
  pageSql,
  priceRangeThb,
  type CardBase,
  type CardCache,
  type ListingOrder,
  type ListingPageRequest,
} from './listing-query';
import { num, resultRows, str } from './raw-rows';
import { pageMeta } from '../http/pagination';

/**
 * The public search's filter and sort columns of every published listing, in typed arrays and
 * bitsets: a page's ids and exact total without a database round trip. SQL (listing-query.ts)
 * stays the definition of what matches; listing-index.test.ts compares the two. Why, memory
 * and measurements: docs/catalog-api.md, "Search index".
 */

/** One published listing as the index reads it. */
export interface IndexRow {
  id: number;
  offerType: string | null;
  propertyType: string | null;
  propertyStage: string | null;
  rentalType: string | null;
  furniture: string | null;
  locationId: number | null;
  developerId: number | null;
  projectId: number | null;
  userId: number;
  bedrooms: number | null;
  bathrooms: number | null;
  priceThb: number | null;
  area: number | null;
  /** created_at in whole microseconds since the epoch: PostgreSQL's own precision. */
  createdMicros: number;
  amenityIds: number[];
  tenure: string | null;
  /** listing-query.ts foreignFreeholdSql, as the database answered it. */
  foreignFreehold: boolean;
  /** Its price changes of the 30 days before the build, oldest first (price-drops.ts). */
  recentPrices?: PriceChange[];
}

/** Filters as the SQL search applies them: the price range already in THB, rounded to cents. */
export interface IndexQuery {
  /** What "recently reduced" counts 30 days back from. */
  now: Date;
  filters: ListingFilters;
  priceThb: Range | null;
}

export interface IndexPage {
  ids: number[];
  total: number;
}

/** One bit per row (listing) of the index. */
type Bits = Uint32Array;

/** Row sets as bitsets: a filter is a few ANDs and ORs of 32 rows at a time. */
class BitSpace {
  readonly words: number;

  constructor(readonly size: number) {
    this.words = (size + 31) >>> 5;
  }

  empty(): Bits {
    return new Uint32Array(this.words);
  }

  all(): Bits {
    const bits = new Uint32Array(this.words).fill(0xffffffff);
    const tail = this.size & 31;
    if (tail !== 0) bits[this.words - 1] = (1 << tail) - 1;
    return bits;
  }

  /**
   * Rows in any of `sets`. May return one of them as it is (never write to the result); a
   * set that is undefined (a value no row has) adds nothing.
   */
  union(sets: readonly (Bits | undefined)[]): Bits {
    const present = sets.filter((set) => set !== undefined);
    if (present.length === 1) return present[0]!;
    const out = this.empty();
    for (const set of sets) {
      if (!set) continue;
      for (let w = 0; w < out.length; w++) out[w]! |= set[w]!;
    }
    return out;
  }

  /** Rows listed by number (an id column's rows) as a bitset. */
  fromRows(lists: readonly (Int32Array | undefined)[]): Bits {
    const out = this.empty();
    for (const rows of lists) {
      if (!rows) continue;
      for (const r of rows) setBit(out, r);
    }
    return out;
  }
}

function setBit(bits: Bits, r: number): void {
  bits[r >>> 5]! |= 1 << (r & 31);
}

function popcount(bits: Bits): number {
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    let v = bits[w]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}

/** Strings of one column coded as small integers (0 is NULL), with each code's rows. */
class EnumColumn {
  private readonly codes = new Map<string, number>();
  private readonly rows: Bits[] = [];

  constructor(private readonly space: BitSpace) {}

  add(r: number, value: string | null): void {
    if (value === null) return;
    let c = this.codes.get(value);
    if (c === undefined) {
      c = this.codes.size + 1;
      this.codes.set(value, c);
      this.rows[c] = this.space.empty();
    }
    setBit(this.rows[c]!, r);
  }

  /** Rows whose value is one of `values` (read-only); a value no row has adds none. */
  anyOf(values: readonly string[]): Bits {
    return this.space.union(values.map((v) => this.rows[this.codes.get(v) ?? -1]));
  }
}

/**
 * Each value's row numbers: the id columns (location, developer, project, agent), and the
 * property types whose own price orders a typed price range takes.
 */
class RowLists<K> {
  private readonly building = new Map<K, number[]>();
  private readonly rows = new Map<K, Int32Array>();

  constructor(private readonly space: BitSpace) {}

  add(r: number, key: K | null): void {
    if (key === null) return;
    let list = this.building.get(key);
    if (!list) {
      list = [];
      this.building.set(key, list);
    }
    list.push(r);
  }

  seal(): void {
    for (const [key, list] of this.building) this.rows.set(key, Int32Array.from(list));
    this.building.clear();
  }

  entries(): IterableIterator<[K, Int32Array]> {
    return this.rows.entries();
  }

  anyOf(keys: readonly K[]): Bits {
    return this.space.fromRows(keys.map((key) => this.rows.get(key)));
  }
}

/** Bedrooms or bathrooms: rows per count 0..6, and 7 standing for "7 or more". */
class RoomsColumn {
  private readonly rows: Bits[];

  constructor(private readonly space: BitSpace) {
    this.rows = Array.from({ length: 8 }, () => space.empty());
  }

  add(r: number, count: number | null): void {
    if (count === null || count < 0) return;
    setBit(this.rows[Math.min(count, 7)]!, r);
  }

  /** listing-query.ts's rooms(): the listed counts below 7 exactly, 7 as "7 or more". */
  anyOf(values: readonly number[]): Bits {
    return this.space.union(values.map((v) => this.rows[v]));
  }
}

/** One stretch of a sort order, walked forwards (step 1) or backwards (step -1). */
interface Run {
  order: Int32Array;
  from: number;
  to: number;
  step: 1 | -1;
}

/** A value-sorted order with its NULLs after the values, both parts by id (ascending). */
interface NullsLastOrder {
  order: Int32Array;
  nullStart: number;
}

export class ListingSearchIndex {
  readonly size: number;
  private readonly space: BitSpace;
  private readonly id: Int32Array;
  private readonly priceThb: Float64Array;
  private readonly area: Float64Array;
  private readonly offerType: EnumColumn;
  private readonly propertyType: EnumColumn;
  private readonly propertyStage: EnumColumn;
  private readonly rentalType: EnumColumn;
  private readonly furniture: EnumColumn;
  private readonly tenure: EnumColumn;
  private readonly foreignFreehold: Bits;
  private readonly bedrooms: RoomsColumn;
  private readonly bathrooms: RoomsColumn;
  private readonly locationId: RowLists<number>;
  private readonly developerId: RowLists<number>;
  private readonly projectId: RowLists<number>;
  private readonly userId: RowLists<number>;
  private readonly amenities = new Map<number, Bits>();
  /** Rows with price changes in the 30 days before the build, and those changes. */
  private readonly recentPrices = new Map<number, PriceChange[]>();
  private readonly newest: Int32Array;
  private readonly newProjects: Int32Array;
  private readonly byPrice: NullsLastOrder;
  /** The price sort's order: rents by their monthly equivalent (listing-query monthlyPriceSql). */
  private readonly byMonthlyPrice: NullsLastOrder;
  /** byPrice split by property type: a typed price range takes only its types' stretches. */
  private readonly byPriceOfType = new Map<string, NullsLastOrder>();
  private readonly byArea: NullsLastOrder;
  /**
   * Buffers one search reuses: a search runs start to end without yielding, so one set per
   * index is enough, and a page costs no large allocation (each would be a malloc'd backing
   * store, and garbage, per request).
   */
  private readonly scratch: { match: Bits; range: Bits; places: Int32Array; all: Bits };
  private readonly flatCache = new Map<ListingOrder, { place: Int32Array; rowAt: Int32Array }>();

  constructor(rows: readonly IndexRow[]) {
    const n = rows.length;
    const space = new BitSpace(n);
    this.size = n;
    this.space = space;
    this.id = new Int32Array(n);
    this.priceThb = new Float64Array(n);
    this.area = new Float64Array(n);
    this.offerType = new EnumColumn(space);
    this.propertyType = new EnumColumn(space);
    this.propertyStage = new EnumColumn(space);
    this.rentalType = new EnumColumn(space);
    this.furniture = new EnumColumn(space);
    this.tenure = new EnumColumn(space);
    this.foreignFreehold = space.empty();
    this.bedrooms = new RoomsColumn(space);
    this.bathrooms = new RoomsColumn(space);
    this.locationId = new RowLists(space);
    this.developerId = new RowLists(space);
    this.projectId = new RowLists(space);
    this.userId = new RowLists(space);
    const rowsOfType = new RowLists<string>(space);
    const created = new Float64Array(n);
    // ORDER BY ((property_stage = 'Off-plan') or (project_id is not null)) DESC: DESC puts
    // NULL first, and the expression is NULL for a listing with no stage and no project.
    const newProjectRank = new Uint8Array(n);
    // In whole cents: PostgreSQL multiplies the numeric exactly, and integers below 2^53 keep
    // its ties (a double product of a decimal price could miss one and break it by id wrongly).
    const monthlyCents = new Float64Array(n);
    rows.forEach((row, r) => {
      this.id[r] = row.id;
      this.priceThb[r] = row.priceThb ?? NaN;
      monthlyCents[r] =
        row.priceThb === null
          ? NaN
          : monthlyEquivalent(Math.round(row.priceThb * 100), row.offerType, row.rentalType);
      this.area[r] = row.area ?? NaN;
      this.offerType.add(r, row.offerType);
      this.propertyType.add(r, row.propertyType);
      rowsOfType.add(r, row.propertyType);
      this.propertyStage.add(r, row.propertyStage);
      this.rentalType.add(r, row.rentalType);
      this.furniture.add(r, row.furniture);
      this.tenure.add(r, row.tenure);
      if (row.foreignFreehold) setBit(this.foreignFreehold, r);
      if (row.recentPrices && row.recentPrices.length > 0)
        this.recentPrices.set(r, row.recentPrices);
      // A plot's 0 bedrooms is "no rooms", not a studio (listing-query.ts's rooms()).
      this.bedrooms.add(
        r,
        row.propertyType === ROOMLESS_TYPE && row.bedrooms === 0 ? null : row.bedrooms,
      );
      this.bathrooms.add(r, row.bathrooms);
      this.locationId.add(r, row.locationId);
      this.developerId.add(r, row.developerId);
      this.projectId.add(r, row.projectId);
      this.userId.add(r, row.userId);
      created[r] = row.createdMicros;
      newProjectRank[r] =
        row.propertyStage === 'Off-plan' || row.projectId !== null
          ? 1
          : row.propertyStage === null
            ? 2
            : 0;
      for (const amenity of row.amenityIds) {
        let bits = this.amenities.get(amenity);
        if (!bits) {
          bits = space.empty();
          this.amenities.set(amenity, bits);
        }
        setBit(bits, r);
      }
    });
    for (const lists of [this.locationId, this.developerId, this.projectId, this.userId]) {
      lists.seal();
    }
    rowsOfType.seal();
    const all = Int32Array.from({ length: n }, (_, r) => r);
    const ids = this.id;
    const newestFirst = (a: number, b: number) => created[b]! - created[a]! || ids[b]! - ids[a]!;
    this.newest = all.slice().sort(newestFirst);
    this.newProjects = all
      .slice()
      .sort((a, b) => newProjectRank[b]! - newProjectRank[a]! || newestFirst(a, b));
    this.byPrice = nullsLastOrder(all, this.priceThb, ids);
    this.byMonthlyPrice = nullsLastOrder(all, monthlyCents, ids);
    for (const [type, list] of rowsOfType.entries()) {
      this.byPriceOfType.set(type, nullsLastOrder(list, this.priceThb, ids));
    }
    this.byArea = nullsLastOrder(all, this.area, ids);
    this.scratch = {
      match: space.empty(),
      range: space.empty(),
      places: new Int32Array(n),
      all: space.all(),
    };
  }

  /**
   * The ids of one page (offset, limit) in the order of `sort`, and how many listings match:
   * the same rows and order as the SQL search with the same filters. The matching rows are
   * found as a bitset (the filters' bitsets ANDed, then the ranges checked on what is left),
   * so the total is a population count; the page walks the sort order only until it is full.
   */
  search(query: IndexQuery, sort: ListingOrder, offset: number, limit: number): IndexPage {
    const match = this.matching(query);
    const total = popcount(match);
    const end = Math.min(offset + limit, total);
    if (offset >= end) return { ids: [], total };
    if (sort === '-reduced') return this.reducedPage(match, total, offset, end, query.now);
    // Walking the order meets `end` matches after about end * size / total rows. When the
    // matches are few and scattered (a narrow range, a far page), listing them from the
    // bitset and sorting them by their place in the order is cheaper.
    const walk = (end * this.size) / total;
    const rows = walk > this.space.words + total * 4 ? this.sortedRows(match, total, sort) : null;
    const ids: number[] = [];
    if (rows) {
      for (let i = offset; i < end; i++) ids.push(this.id[rows[i]!]!);
      return { ids, total };
    }
    const { rowAt } = this.flatOrder(sort);
    const id = this.id;
    let seen = 0;
    for (let p = 0; seen < end; p++) {
      const r = rowAt[p]!;
      if ((match[r >>> 5]! & (1 << (r & 31))) === 0) continue;
      if (seen >= offset) ids.push(id[r]!);
      seen++;
    }
    return { ids, total };
  }

  /**
   * A page of the `-reduced` order (price-drops.ts reducedOrderText): the matching rows that are
   * recently reduced at `now`, by their latest change in the window (newest first, then newest
   * listed), then the other matches newest first. Which rows lead moves with `now`, so the few
   * rows with recent changes are sorted per search; the rest is the cached newest order.
   */
  private reducedPage(
    match: Bits,
    total: number,
    offset: number,
    end: number,
    now: Date,
  ): IndexPage {
    const newest = this.flatOrder('-created_at');
    const windowStart = priceDropWindowStart(now).getTime();
    const lead: { r: number; at: number }[] = [];
    for (const [r, changes] of this.recentPrices) {
      if ((match[r >>> 5]! & (1 << (r & 31))) === 0) continue;
      if (reducedPercent(changes, now) === null) continue;
      let at = -Infinity;
      for (const change of changes) {
        const time = Date.parse(change.changed_at);
        if (time >= windowStart && time > at) at = time;
      }
      lead.push({ r, at });
    }
    lead.sort((a, b) => b.at - a.at || newest.place[a.r]! - newest.place[b.r]!);
    const ids: number[] = [];
    const id = this.id;
    for (let i = offset; i < Math.min(end, lead.length); i++) ids.push(id[lead[i]!.r]!);
    if (ids.length + offset >= end) return { ids, total };
    const led = new Set(lead.map((entry) => entry.r));
    let seen = lead.length;
    for (let p = 0; seen < end; p++) {
      const r = newest.rowAt[p]!;
      if ((match[r >>> 5]! & (1 << (r & 31))) === 0 || led.has(r)) continue;
      if (seen >= offset) ids.push(id[r]!);
      seen++;
    }
    return { ids, total };
  }

  /**
   * The matching rows in the order of `sort`: their places in it, sorted as plain integers
   * (a typed array's native sort, no comparator), read back through the flattened order.
   */
  private sortedRows(match: Bits, total: number, sort: ListingOrder): Int32Array {
    const { place, rowAt } = this.flatOrder(sort);
    const places = this.scratch.places.subarray(0, total);
    let k = 0;
    for (let w = 0; w < match.length; w++) {
      let word = match[w]! | 0;
      while (word !== 0) {
        const low = word & -word;
        places[k++] = place[(w << 5) + 31 - Math.clz32(low)]!;
        word ^= low;
      }
    }
    places.sort();
    for (let i = 0; i < total; i++) places[i] = rowAt[places[i]!]!;
    return places;
  }

  /** The order of `sort` as one array and each row's place in it, made on first use. */
  private flatOrder(sort: ListingOrder): { place: Int32Array; rowAt: Int32Array } {
    let flat = this.flatCache.get(sort);
    if (!flat) {
      const place = new Int32Array(this.size);
      const rowAt = new Int32Array(this.size);
      let p = 0;
      for (const run of this.runs(sort)) {
        for (let i = run.from; i !== run.to; i += run.step) {
          const r = run.order[i]!;
          place[r] = p;
          rowAt[p++] = r;
        }
      }
      flat = { place, rowAt };
      this.flatCache.set(sort, flat);
    }
    return flat;
  }

  /** listing-query.ts's listingWhere, as the set of matching rows. */
  private matching({ filters: f, priceThb, now }: IndexQuery): Bits {
    const { space } = this;
    // Every filter's rows (read-only sets of the columns, or new ones), ANDed below.
    const sets: Bits[] = [];
    if (f.offerType !== undefined) sets.push(this.offerType.anyOf([f.offerType]));
    if (f.propertyTypes) sets.push(this.propertyType.anyOf(f.propertyTypes));
    if (f.rentalType !== undefined) sets.push(this.rentalType.anyOf([f.rentalType]));
    if (f.propertyStages) sets.push(this.propertyStage.anyOf(f.propertyStages));
    if (f.furniture) sets.push(this.furniture.anyOf(f.furniture));
    if (f.bedrooms) sets.push(this.bedrooms.anyOf(f.bedrooms));
    if (f.bathrooms) sets.push(this.bathrooms.anyOf(f.bathrooms));
    if (f.locationIds) sets.push(this.locationId.anyOf(f.locationIds));
    if (f.developerId !== undefined) sets.push(this.developerId.anyOf([f.developerId]));
    if (f.projectId !== undefined) sets.push(this.projectId.anyOf([f.projectId]));
    if (f.userId !== undefined) sets.push(this.userId.anyOf([f.userId]));
    if (f.tenure === FOREIGN_FREEHOLD) sets.push(this.foreignFreehold);
    else if (f.tenure !== undefined) sets.push(this.tenure.anyOf([f.tenure]));
    if (f.reduced) sets.push(this.reducedAt(now));
    // "Has all of them": one set per amenity; an amenity no listing has leaves nothing.
    for (const amenity of f.amenityIds ?? [])
      sets.push(this.amenities.get(amenity) ?? space.empty());
    const rows = intersect(this.scratch.match, this.scratch.all, sets);
    // The ranges only on rows still in: a NULL (NaN) price or area fails every comparison.
    if (priceThb !== null) {
      // With types asked, only their listings can be in: their own price orders are shorter.
      const types = f.propertyTypes;
      const sorted = types ? types.flatMap((t) => this.byPriceOfType.get(t) ?? []) : [this.byPrice];
      this.keepWithin(rows, sorted, this.priceThb, priceThb);
    }
    if (f.area) this.keepWithin(rows, [this.byArea], this.area, f.area);
    return rows;
  }

  /**
   * Rows whose price is at least 1 % lower than 30 days before `now` (price-drops.ts
   * recentlyReducedSql is the same test in SQL). Worked out per search from the few rows with
   * recent changes: which of them count moves with `now`, not with a write.
   */
  private reducedAt(now: Date): Bits {
    const rows = this.space.empty();
    for (const [r, changes] of this.recentPrices) {
      if (reducedPercent(changes, now) !== null) setBit(rows, r);
    }
    return rows;
  }

  /**
   * Clears the rows of `rows` whose value is outside `range`, the cheaper of two ways: check
   * each row still in, or take the range's stretches of value-sorted orders (two binary
   * searches each) as a set and AND it in. `sorted` are orders that hold every row that can
   * still be in (all rows, or those of the asked property types). A narrow search (one type in
   * one area) is checked row by row; a wide one is a stretch of the order.
   */
  private keepWithin(
    rows: Bits,
    sorted: readonly NullsLastOrder[],
    values: Float64Array,
    range: Range,
  ): void {
    const stretches = sorted.map(({ order, nullStart }) => ({
      order,
      from: firstIndex(order, nullStart, (r) => values[r]! >= range.min),
      to: firstIndex(order, nullStart, (r) => values[r]! > range.max),
    }));
    const stretch = stretches.reduce((sum, s) => sum + Math.max(0, s.to - s.from), 0);
    if (popcount(rows) * 4 <= stretch + this.space.words) {
      keepWithin(rows, values, range);
      return;
    }
    const inRange = this.scratch.range.fill(0);
    for (const { order, from, to } of stretches) {
      for (let i = from; i < to; i++) {
        setBit(inRange, order[i]!);
      }
    }
    for (let w = 0; w < rows.length; w++) rows[w]! &= inRange[w]!;
  }

  private runs(sort: ListingOrder): Run[] {
    const whole = (order: Int32Array): Run[] => [{ order, from: 0, to: order.length, step: 1 }];
    // "value asc nulls last, id asc", or reversed part by part for "desc nulls last, id desc".
    const nullsLast = ({ order, nullStart }: NullsLastOrder, desc: boolean): Run[] =>
      desc
        ? [
            { order, from: nullStart - 1, to: -1, step: -1 },
            { order, from: order.length - 1, to: nullStart - 1, step: -1 },
          ]
        : whole(order);
    switch (sort) {
      // Never flattened: reducedPage walks the newest order behind the rows it leads with.
      case '-reduced':
      case '-created_at':
        return whole(this.newest);
      case 'new-projects':
        return whole(this.newProjects);
      case 'price':
        return nullsLast(this.byMonthlyPrice, false);
      case '-price':
        return nullsLast(this.byMonthlyPrice, true);
      case 'area':
        return nullsLast(this.byArea, false);
      case '-area':
        return nullsLast(this.byArea, true);
    }
  }
}

/** Writes into `out` the rows in every one of `sets` (all rows when there are none). */
function intersect(out: Bits, all: Bits, sets: readonly Bits[]): Bits {
  const [first, ...rest] = sets;
  if (first === undefined) {
    out.set(all);
    return out;
  }
  out.set(first);
  for (const set of rest) {
    for (let w = 0; w < out.length; w++) out[w]! &= set[w]!;
  }
  return out;
}

/** The first index below `end` of `order` whose row passes `test` (false, then true). */
function firstIndex(order: Int32Array, end: number, test: (r: number) => boolean): number {
  let lo = 0;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (test(order[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Clears the rows of `bits` whose value is outside [min, max] (or NULL). */
function keepWithin(bits: Bits, values: Float64Array, { min, max }: Range): void {
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]! | 0;
    let keep = word;
    while (word !== 0) {
      const low = word & -word;
      word ^= low;
      const v = values[(w << 5) + 31 - Math.clz32(low)]!;
      if (!(v >= min && v <= max)) keep &= ~low;
    }
    bits[w] = keep;
  }
}

function nullsLastOrder(all: Int32Array, values: Float64Array, ids: Int32Array): NullsLastOrder {
  const order = all.slice().sort((a, b) => {
    const va = values[a]!;
    const vb = values[b]!;
    const na = Number.isNaN(va);
    const nb = Number.isNaN(vb);
    if (na !== nb) return na ? 1 : -1;
    return (na ? 0 : va - vb) || ids[a]! - ids[b]!;
  });
  let nullStart = order.length;
  while (nullStart > 0 && Number.isNaN(values[order[nullStart - 1]!]!)) nullStart--;
  return { order, nullStart };
}

/**
 * Every published listing's index columns in one statement that answers two values: a JSON
 * array of rows (each an array of columns), and each listing's amenity ids as a JSON object.
 * Drivers pay per value they hand over (PGlite copies each out of WebAssembly and parses it),
 * so two texts that JSON.parse reads natively cost far less than a value per column, and the
 * amenities are grouped apart rather than a subquery per listing. One statement, so both come
 * from one snapshot. numeric and bigint values arrive as JSON numbers: prices and areas parse
 * to the nearest doubles, as Number() of their text would, and microseconds since the epoch
 * stay below 2^53.
 */
export async function loadIndexRows(db: Db, now: Date = new Date()): Promise<IndexRow[]> {
  const result = await db.execute(sql`select
    (select coalesce(json_agg(json_build_array(l.id, l.offer_type, l.property_type,
        l.property_stage, l.rental_type, l.furniture, l.location_id, l.developer_id,
        l.project_id, l.user_id, l.bedrooms, l.bathrooms, l.price_thb, l.area,
        (extract(epoch from l.created_at) * 1000000)::bigint, l.tenure,
        ${sql.raw(foreignFreeholdSql('l'))})), '[]')::text
      from listings l where l.status = 'published') as rows,
    (select coalesce(json_object_agg(a.listing_id, a.ids), '{}')::text
      from (select listing_id, json_agg(amenity_id) as ids from listing_amenities
        group by listing_id) a) as amenities,
    (select coalesce(json_object_agg(x.listing_id, x.changes), '{}')::text
      from (select c.listing_id, json_agg(${CHANGE_JSON} order by c.changed_at, c.id) as changes
        from listing_price_changes c
        where c.changed_at >= ${priceDropWindowStart(now).toISOString()}::timestamptz
        group by c.listing_id) x) as prices`);
  const first = resultRows(result)[0];
  const rows = JSON.parse(str(first?.rows) ?? '[]') as unknown[][];
  const amenities = JSON.parse(str(first?.amenities) ?? '{}') as Record<string, unknown>;
  const prices = JSON.parse(str(first?.prices) ?? '{}') as Record<string, unknown>;
  return rows.map((r) => {
    const ids = amenities[String(r[0])];
    return {
      id: Number(r[0]),
      offerType: str(r[1]),
      propertyType: str(r[2]),
      propertyStage: str(r[3]),
      rentalType: str(r[4]),
      furniture: str(r[5]),
      locationId: num(r[6]),
      developerId: num(r[7]),
      projectId: num(r[8]),
      userId: Number(r[9]),
      bedrooms: num(r[10]),
      bathrooms: num(r[11]),
      priceThb: num(r[12]),
      area: num(r[13]),
      createdMicros: Number(r[14]),
      amenityIds: Array.isArray(ids) ? ids.map(Number) : [],
      tenure: str(r[15]),
      foreignFreehold: r[16] === true,
      recentPrices: recentPricesFrom(prices[String(r[0])]),
    };
  });
}

/** The search index's question for a page request: its filters, the price range in THB. */
export function indexQuery(req: ListingPageRequest): IndexQuery {
  return {
    now: req.now ?? new Date(),
    filters: req.filters,
    priceThb: req.filters.priceRange
      ? priceRangeThb(req.filters.priceRange, req.filters.priceCurrency ?? req.currency, req.rates)
      : null,
  };
}

/**
 * listingPage answered by the search index: the page's ids and total from memory, the cards
 * from the card cache, and one statement for the cards it lacks (primary-key lookups with
 * their photos). That statement asks for published rows again: a listing withdrawn since the
 * index was built (by another process, not yet noticed) is left out rather than shown.
 */
export async function indexedListingPage(
  db: Db,
  req: ListingPageRequest,
  mediaPrefix: string,
  index: ListingSearchIndex,
  cards: CardCache,
): Promise<Page<ListingCard>> {
  const { ids, total } = index.search(
    indexQuery(req),
    req.sort,
    (req.page - 1) * req.perPage,
    req.perPage,
  );
  const found = new Map<number, CardBase>();
  const missing: number[] = [];
  for (const id of ids) {
    const base = cards.get(id);
    if (base) found.set(id, base);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const token = cards.token();
    const where = and(listingWhere({}, req.currency, req.rates), inArray(listings.id, missing));
    const lookup = { ...req, page: 1, perPage: missing.length, sort: '-created_at' as const };
    for (const row of resultRows(await db.execute(pageSql(lookup, where, false)))) {
      const base = cardBaseFromPageRow(row, mediaPrefix);
      found.set(base.card.id, base);
      cards.set(base.card.id, base, { token });
    }
  }
  const now = req.now ?? new Date();
  const data: ListingCard[] = [];
  for (const id of ids) {
    const base = found.get(id);
    if (base) data.push(cachedCard(base, req.currency, req.rates, now));
  }
  return { data, meta: pageMeta(req.page, req.perPage, total) };
}

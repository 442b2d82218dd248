import { setImmediate } from 'node:timers/promises';
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

/**
 * One bit per row (listing) of the index. Signed words: every value stays a small integer to
 * V8, where an unsigned word above 2^31 is a double and made the passes over the words ~2x
 * slower.
 */
type Bits = Int32Array;

/** Row sets as bitsets: a filter is a few ANDs and ORs of 32 rows at a time. */
class BitSpace {
  readonly words: number;

  constructor(readonly size: number) {
    this.words = (size + 31) >>> 5;
  }

  empty(): Bits {
    return new Int32Array(this.words);
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

/** The set bits of one word. */
function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
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

/** Each value's row numbers: the id columns (location, developer, project, agent). */
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

/** A step of the index build: yields where it may pause, returns what it made. */
export type Steps<T> = Generator<void, T, void>;

/**
 * Rows (or sort moves) between two pauses of a stepped build: most steps took 20-50 ms at
 * 1 000 000 listings on this 2-core machine (`pnpm bench search-index`).
 */
const STEP_ROWS = 65_536;

/** Runs `steps` to the end without pausing; what they made. */
export function finished<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
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

/**
 * A range filter's column (price, area) over one group's rows: their value-sorted order and,
 * for every `bucket` places of that order, the set of the rows before them, kept for the
 * group's words only. A range is a stretch of the order (two binary searches); its rows as a
 * set are two of these prefixes, one AND NOT, plus the under-a-bucket ends bit by bit, so a wide
 * range costs one pass over the group's words and at most 2 x `bucket` bits rather than a bit
 * per row in it (a wide villa range at 1 000 000 listings was ~100 000 of them). 256 prefixes
 * at most: one bit per listing each, 32 MB for 1 000 000 listings, 3.2 MB for 100 000.
 */
class RangeColumn {
  readonly bucket: number;
  /** prefix[k]: the rows at places [0, k * bucket) of the order, words `from`..`to` only. */
  private readonly prefix: Bits[] = [];

  constructor(
    readonly values: Float64Array,
    readonly sorted: NullsLastOrder,
    private readonly words: { from: number; to: number },
  ) {
    this.bucket = Math.max(32, Math.ceil(sorted.nullStart / 256));
    const buckets = Math.floor(sorted.nullStart / this.bucket);
    const base = words.from << 5;
    const running = new Int32Array(words.to - words.from);
    for (let k = 1; k <= buckets; k++) {
      for (let i = (k - 1) * this.bucket; i < k * this.bucket; i++) {
        setBit(running, sorted.order[i]! - base);
      }
      this.prefix[k] = running.slice();
    }
  }

  /** The places [from, to) of the order whose values are in `range`. */
  stretch({ min, max }: Range): { from: number; to: number } {
    const { order, nullStart } = this.sorted;
    const values = this.values;
    return {
      from: firstIndex(order, nullStart, (r) => values[r]! >= min),
      to: firstIndex(order, nullStart, (r) => values[r]! > max),
    };
  }

  /** Writes into `out`'s words of the group the rows of the order's places [from, to). */
  rowsOf(out: Bits, from: number, to: number): void {
    const { bucket, prefix } = this;
    const order = this.sorted.order;
    const first = this.words.from;
    const a = Math.ceil(from / bucket);
    const b = Math.floor(to / bucket);
    if (a >= b) {
      out.fill(0, first, this.words.to);
      for (let i = from; i < to; i++) setBit(out, order[i]!);
      return;
    }
    const high = prefix[b]!;
    if (a === 0) out.set(high, first);
    else {
      const low = prefix[a]!;
      for (let w = 0; w < high.length; w++) out[first + w] = high[w]! & ~low[w]!;
    }
    for (let i = from; i < a * bucket; i++) setBit(out, order[i]!);
    for (let i = b * bucket; i < to; i++) setBit(out, order[i]!);
  }
}

/**
 * The rows of one property type (or of none), which the index keeps together, starting on a
 * word: a search for a type reads only its words, a ninth of the index's or less.
 */
interface TypeGroup {
  /** Its words: its rows and, in the last one, unused rows. */
  wordFrom: number;
  wordTo: number;
  price: RangeColumn;
  area: RangeColumn;
}

export class ListingSearchIndex {
  /** How many listings it holds. */
  size!: number;
  private space!: BitSpace;
  /** Each row's listing id (0 for the unused rows between two type groups). */
  private id!: Int32Array;
  private priceThb!: Float64Array;
  private area!: Float64Array;
  private offerType!: EnumColumn;
  /** The rows of each property type; NULL's under the key null. */
  private readonly types = new Map<string | null, TypeGroup>();
  private propertyStage!: EnumColumn;
  private rentalType!: EnumColumn;
  private furniture!: EnumColumn;
  private tenure!: EnumColumn;
  private foreignFreehold!: Bits;
  private bedrooms!: RoomsColumn;
  private bathrooms!: RoomsColumn;
  private locationId!: RowLists<number>;
  private developerId!: RowLists<number>;
  private projectId!: RowLists<number>;
  private userId!: RowLists<number>;
  private readonly amenities = new Map<number, Bits>();
  /** Rows with price changes in the 30 days before the build, and those changes. */
  private readonly recentPrices = new Map<number, PriceChange[]>();
  private newest!: Int32Array;
  private newProjects!: Int32Array;
  /** The price sort's order: rents by their monthly equivalent (listing-query monthlyPriceSql). */
  private byMonthlyPrice!: NullsLastOrder;
  private byArea!: NullsLastOrder;
  /**
   * Buffers one search reuses: a search runs start to end without yielding, so one set per
   * index is enough, and a page costs no large allocation (each would be a malloc'd backing
   * store, and garbage, per request).
   */
  private scratch!: { match: Bits; range: Bits; places: Int32Array; all: Bits };
  private readonly flatCache = new Map<ListingOrder, { place: Int32Array; rowAt: Int32Array }>();

  /**
   * Built at once: for tests, benches and small catalogs. The keeper builds with
   * `ListingSearchIndex.build`, in steps.
   */
  constructor(input: readonly IndexRow[], inSteps = false) {
    if (!inSteps) finished(this.assemble(input));
  }

  /**
   * Built in steps with `pause()` between them (by default setImmediate: the requests waiting
   * meanwhile run): at 1 000 000 listings a build is 3-4 s of CPU, which in one piece would hold
   * every request for that long. Searches go on against the old index meanwhile.
   */
  static async build(
    input: readonly IndexRow[],
    pause: () => Promise<unknown> = setImmediate,
  ): Promise<ListingSearchIndex> {
    const index = new ListingSearchIndex(input, true);
    for (const _ of index.assemble(input)) await pause();
    return index;
  }

  /** The build, yielding where a stepped build may pause (every STEP_ROWS rows or so). */
  private *assemble(input: readonly IndexRow[]): Generator<void, void, void> {
    // Rows grouped by property type, each group from a word's first bit (a few unused rows
    // between groups), in the input's order within a group.
    const members = new Map<string | null, number[]>();
    for (let i = 0; i < input.length; i++) {
      const type = input[i]!.propertyType;
      const list = members.get(type);
      if (list) list.push(i);
      else members.set(type, [i]);
      if (i % STEP_ROWS === STEP_ROWS - 1) yield;
    }
    let slots = 0;
    const placed: { key: string | null; start: number; list: number[] }[] = [];
    for (const [key, list] of members) {
      const start = (slots + 31) & ~31;
      placed.push({ key, start, list });
      slots = start + list.length;
    }
    const space = new BitSpace(slots);
    this.size = input.length;
    this.space = space;
    this.id = new Int32Array(slots);
    this.priceThb = new Float64Array(slots).fill(NaN);
    this.area = new Float64Array(slots).fill(NaN);
    this.offerType = new EnumColumn(space);
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
    const created = new Float64Array(slots);
    // ORDER BY ((property_stage = 'Off-plan') or (project_id is not null)) DESC: DESC puts
    // NULL first, and the expression is NULL for a listing with no stage and no project.
    const newProjectRank = new Uint8Array(slots);
    // In whole cents: PostgreSQL multiplies the numeric exactly, and integers below 2^53 keep
    // its ties (a double product of a decimal price could miss one and break it by id wrongly).
    const monthlyCents = new Float64Array(slots).fill(NaN);
    const all = new Int32Array(input.length);
    const allBits = space.empty();
    let k = 0;
    for (const { start, list } of placed) {
      for (let j = 0; j < list.length; j++) {
        const r = start + j;
        const row = input[list[j]!]!;
        all[k++] = r;
        setBit(allBits, r);
        this.id[r] = row.id;
        this.priceThb[r] = row.priceThb ?? NaN;
        monthlyCents[r] =
          row.priceThb === null
            ? NaN
            : monthlyEquivalent(Math.round(row.priceThb * 100), row.offerType, row.rentalType);
        this.area[r] = row.area ?? NaN;
        this.offerType.add(r, row.offerType);
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
        if (k % (STEP_ROWS / 4) === 0) yield;
      }
    }
    for (const lists of [this.locationId, this.developerId, this.projectId, this.userId]) {
      lists.seal();
    }
    const ids = this.id;
    // Every order breaks ties by id: sorted by id first, each order is a stable sort of that.
    const byId = yield* byIdOrder(all, ids);
    // Newest first: created_at, then id, both descending; the new projects' rank (descending)
    // before that.
    this.newest = (yield* stableOrder(byId, created)).reverse();
    const rankDescending = new Int32Array(slots);
    for (let r = 0; r < slots; r++) rankDescending[r] = -newProjectRank[r]!;
    this.newProjects = yield* stableOrder(this.newest, rankDescending);
    this.byMonthlyPrice = yield* nullsLastOrder(byId, monthlyCents);
    this.byArea = yield* nullsLastOrder(byId, this.area);
    for (const { key, start, list } of placed) {
      const end = start + list.length;
      const own = yield* byIdOrder(
        Int32Array.from({ length: list.length }, (_, j) => start + j),
        ids,
      );
      const words = { from: start >>> 5, to: (end + 31) >>> 5 };
      this.types.set(key, {
        wordFrom: words.from,
        wordTo: words.to,
        price: new RangeColumn(this.priceThb, yield* nullsLastOrder(own, this.priceThb), words),
        area: new RangeColumn(this.area, yield* nullsLastOrder(own, this.area), words),
      });
      yield;
    }
    this.scratch = {
      match: space.empty(),
      range: space.empty(),
      places: new Int32Array(slots),
      all: allBits,
    };
  }

  /**
   * The ids of one page (offset, limit) in the order of `sort`, and how many listings match:
   * the same rows and order as the SQL search with the same filters. The matching rows are
   * found as a bitset (the filters' bitsets ANDed, then the ranges checked on what is left),
   * so the total is a population count; the page walks the sort order only until it is full.
   */
  search(query: IndexQuery, sort: ListingOrder, offset: number, limit: number): IndexPage {
    const { rows: match, total } = this.matching(query);
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
      const place = new Int32Array(this.space.size);
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

  /** listing-query.ts's listingWhere, as the set of matching rows and how many they are. */
  private matching({ filters: f, priceThb, now }: IndexQuery): { rows: Bits; total: number } {
    const { space } = this;
    // Every filter's rows (read-only sets of the columns, or new ones), ANDed below.
    const sets: Bits[] = [];
    if (f.offerType !== undefined) sets.push(this.offerType.anyOf([f.offerType]));
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
    // The property types asked for are their groups' words; the others stay empty.
    const groups: TypeGroup[] = [];
    if (f.propertyTypes) {
      for (const type of new Set(f.propertyTypes)) {
        const group = this.types.get(type);
        if (group) groups.push(group);
      }
    } else groups.push(...this.types.values());
    const rows = this.scratch.match.fill(0);
    let total = 0;
    for (const group of groups) {
      let count = intersect(rows, this.scratch.all, sets, group.wordFrom, group.wordTo);
      // The ranges only on rows still in: a NULL (NaN) price or area fails every comparison.
      if (priceThb !== null) count = this.keepWithin(rows, count, group, group.price, priceThb);
      if (f.area) count = this.keepWithin(rows, count, group, group.area, f.area);
      total += count;
    }
    return { rows, total };
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
   * Clears the rows of one group in `rows` (`count` of them) whose value is outside `range` and
   * says how many are left, the cheaper of two ways: check each row still in (a narrow search,
   * one type in one area), or AND in the range's rows as a set (RangeColumn: about two passes
   * over the group's words and the stretch's ends).
   */
  private keepWithin(
    rows: Bits,
    count: number,
    group: TypeGroup,
    column: RangeColumn,
    range: Range,
  ): number {
    const { wordFrom, wordTo } = group;
    if (count * 4 <= 2 * (wordTo - wordFrom + column.bucket)) {
      return keepWithin(rows, column.values, range, wordFrom, wordTo);
    }
    const { from, to } = column.stretch(range);
    const inRange = this.scratch.range;
    column.rowsOf(inRange, from, to);
    let total = 0;
    for (let w = wordFrom; w < wordTo; w++) {
      const word = rows[w]! & inRange[w]!;
      rows[w] = word;
      total += bitCount(word);
    }
    return total;
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

/**
 * Writes into `out`'s words [from, to) the rows in every one of `sets` (all rows when there are
 * none), in one pass over them, and says how many they are.
 */
function intersect(out: Bits, all: Bits, sets: readonly Bits[], from: number, to: number): number {
  const [first = all, second, third, ...rest] = sets;
  // The usual searches have one to three filters besides the type and the ranges: no inner
  // loop for them.
  if (second === undefined) out.set(first.subarray(from, to), from);
  else if (third === undefined) {
    for (let w = from; w < to; w++) out[w] = first[w]! & second[w]!;
  } else {
    for (let w = from; w < to; w++) out[w] = first[w]! & second[w]! & third[w]!;
    for (const set of rest) {
      for (let w = from; w < to; w++) out[w]! &= set[w]!;
    }
  }
  let total = 0;
  for (let w = from; w < to; w++) total += bitCount(out[w]!);
  return total;
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

/**
 * Clears the rows of `bits`' words [from, to) whose value is outside [min, max] (or NULL); how
 * many are left there.
 */
function keepWithin(
  bits: Bits,
  values: Float64Array,
  { min, max }: Range,
  from: number,
  to: number,
): number {
  let total = 0;
  for (let w = from; w < to; w++) {
    let word = bits[w]! | 0;
    let keep = word;
    while (word !== 0) {
      const low = word & -word;
      word ^= low;
      const v = values[(w << 5) + 31 - Math.clz32(low)]!;
      if (!(v >= min && v <= max)) keep &= ~low;
      else total++;
    }
    bits[w] = keep;
  }
  return total;
}

/** `byId` (rows by id) by value ascending (NaN, a NULL, last), ties by id ascending. */
function* nullsLastOrder(byId: Int32Array, values: Float64Array): Steps<NullsLastOrder> {
  const order = yield* stableOrder(byId, values);
  let nullStart = order.length;
  while (nullStart > 0 && Number.isNaN(values[order[nullStart - 1]!]!)) nullStart--;
  return { order, nullStart };
}

/** `rows` by id: as they are when they came in that order (loadIndexRows reads them so). */
function* byIdOrder(rows: Int32Array, ids: Int32Array): Steps<Int32Array> {
  for (let i = 1; i < rows.length; i++) {
    if (ids[rows[i]!]! < ids[rows[i - 1]!]!) return yield* stableOrder(rows, ids);
  }
  return rows;
}

/**
 * `rows` sorted by `values[row]` ascending, rows of equal values kept in their order (a stable
 * sort; NaN after every number, -0 equal to 0). An LSD radix sort on the doubles' bits, 16 at a
 * time, with no comparator calls: with it the build at 1 000 000 listings took 3.4 s where the
 * comparator sorts made it 6.8 s.
 */
function* stableOrder(rows: Int32Array, values: Float64Array | Int32Array): Steps<Int32Array> {
  const n = rows.length;
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const v = values[rows[i]!]!;
    keys[i] = v === 0 ? 0 : v;
  }
  yield;
  // Each double's bits as two unsigned words (little-endian: low, high), made to order as
  // unsigned integers: positive numbers with the sign bit set, negative ones all bits flipped.
  const words = new Uint32Array(keys.buffer);
  let low = new Uint32Array(n);
  let high = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    let lo = words[2 * i]!;
    let hi = words[2 * i + 1]!;
    if (Number.isNaN(keys[i]!)) {
      lo = 0xffffffff;
      hi = 0xffffffff;
    } else if (hi >= 0x80000000) {
      lo = ~lo >>> 0;
      hi = ~hi >>> 0;
    } else hi = (hi | 0x80000000) >>> 0;
    low[i] = lo;
    high[i] = hi;
  }
  let order = rows.slice();
  let nextOrder = new Int32Array(n);
  let nextLow = new Uint32Array(n);
  let nextHigh = new Uint32Array(n);
  const counts = new Int32Array(65536);
  for (let pass = 0; pass < 4; pass++) {
    const source = pass < 2 ? low : high;
    const shift = pass % 2 === 0 ? 0 : 16;
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      counts[(source[i]! >>> shift) & 0xffff]!++;
      if (i % STEP_ROWS === STEP_ROWS - 1) yield;
    }
    // A digit every key shares moves nothing.
    if (counts[(source[0]! >>> shift) & 0xffff] === n) continue;
    let sum = 0;
    for (let d = 0; d < 65536; d++) {
      const c = counts[d]!;
      counts[d] = sum;
      sum += c;
    }
    for (let i = 0; i < n; i++) {
      const at = counts[(source[i]! >>> shift) & 0xffff]!++;
      nextOrder[at] = order[i]!;
      nextLow[at] = low[i]!;
      nextHigh[at] = high[i]!;
      if (i % STEP_ROWS === STEP_ROWS - 1) yield;
    }
    [order, nextOrder] = [nextOrder, order];
    [low, nextLow] = [nextLow, low];
    [high, nextHigh] = [nextHigh, high];
  }
  return order;
}

/**
 * Every published listing's index columns in one statement that answers a few texts: JSON
 * arrays of rows (each an array of columns), and each listing's amenity ids as a JSON object.
 * Drivers pay per value they hand over (PGlite copies each out of WebAssembly and parses it),
 * so a few texts that JSON.parse reads natively cost far less than a value per column, and the
 * amenities are grouped apart rather than a subquery per listing. One statement, so all come
 * from one snapshot. numeric and bigint values arrive as JSON numbers: prices and areas parse
 * to the nearest doubles, as Number() of their text would, and microseconds since the epoch
 * stay below 2^53. The rows come by id: the index's orders, which break ties by id, then need no
 * sort by id first.
 */
export async function loadIndexRows(db: Db, now: Date = new Date()): Promise<IndexRow[]> {
  return finished(parseIndexRows(await fetchIndexTexts(db, now)));
}

/** loadIndexRows in steps, pausing between its parts (ListingSearchIndex.build). */
export async function loadIndexRowsInSteps(
  db: Db,
  now: Date = new Date(),
  pause: () => Promise<unknown> = setImmediate,
): Promise<IndexRow[]> {
  const steps = parseIndexRows(await fetchIndexTexts(db, now));
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}

/**
 * The JSON texts loadIndexRows reads: the rows in parts of at most 16 384 ids (so that no one
 * text takes long to parse), in id order, and the amenities and recent price changes.
 */
export interface IndexTexts {
  rows: string[];
  amenities: string;
  prices: string;
}

/** loadIndexRows' statement: the database's part of the work, one snapshot. */
export async function fetchIndexTexts(db: Db, now: Date = new Date()): Promise<IndexTexts> {
  const result = await db.execute(sql`select kind, body from (
    select 0 as kind, l.id >> 14 as part, json_agg(json_build_array(l.id, l.offer_type,
        l.property_type, l.property_stage, l.rental_type, l.furniture, l.location_id,
        l.developer_id, l.project_id, l.user_id, l.bedrooms, l.bathrooms, l.price_thb, l.area,
        (extract(epoch from l.created_at) * 1000000)::bigint, l.tenure,
        ${sql.raw(foreignFreeholdSql('l'))}) order by l.id)::text as body
      from listings l where l.status = 'published' group by l.id >> 14
    union all
    select 1, 0, coalesce(json_object_agg(a.listing_id, a.ids), '{}')::text
      from (select listing_id, json_agg(amenity_id) as ids from listing_amenities
        group by listing_id) a
    union all
    select 2, 0, coalesce(json_object_agg(x.listing_id, x.changes), '{}')::text
      from (select c.listing_id, json_agg(${CHANGE_JSON} order by c.changed_at, c.id) as changes
        from listing_price_changes c
        where c.changed_at >= ${priceDropWindowStart(now).toISOString()}::timestamptz
        group by c.listing_id) x
  ) parts order by kind, part`);
  const texts: IndexTexts = { rows: [], amenities: '{}', prices: '{}' };
  for (const row of resultRows(result)) {
    const body = str(row.body) ?? '';
    const kind = num(row.kind);
    if (kind === 0) texts.rows.push(body);
    else if (kind === 1) texts.amenities = body;
    else texts.prices = body;
  }
  return texts;
}

/** loadIndexRows' texts as rows, a part at a time: this process's part of the work. */
export function* parseIndexRows(texts: IndexTexts): Steps<IndexRow[]> {
  const amenities = JSON.parse(texts.amenities) as Record<string, unknown>;
  const prices = JSON.parse(texts.prices) as Record<string, unknown>;
  const out: IndexRow[] = [];
  for (const part of texts.rows) {
    for (const r of JSON.parse(part) as unknown[][]) {
      const ids = amenities[String(r[0])];
      out.push({
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
      });
    }
    yield;
  }
  return out;
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

import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { likePattern } from '../db/like';
import { listingAlbums, listingAmenities, listingPhotos, listings, locations } from '../db/schema';
import { AsyncCache, type CacheObserver } from '../cache/async-cache';
import {
  CONDO_PROPERTY_TYPES,
  DAYS_PER_MONTH,
  FOREIGN_FREEHOLD,
  OFFER_TYPES,
  PROPERTY_STAGES,
  PROPERTY_TYPES,
  RENTAL_TYPES,
  TENURES,
  isOneOf,
  type Album,
  type Currency,
  type ListingCard,
  type Page,
  type Photo,
  type PriceChange,
  type SortKey as ListingSort,
} from '@phuket/shared/contract';
import type { ListingFilters } from './listing-filters';
import { areasNamedIn, siteAreaNames } from './area-names';
import { cardLanguageFields, languageColumns, titleTranslationsSql } from './listing-languages';
import { cardKey, mediaUrl, type MediaBase } from './media-url';
import { int, num, resultRows, str } from './raw-rows';
import { displayPrice, rangeToThb, type Rates } from './money';
import { pageMeta } from '../http/pagination';
import {
  recentPricesFromJson,
  recentPricesSql,
  recentlyReducedSql,
  reducedOrderText,
  reducedPercent,
} from './price-drops';

export type ListingOrder = ListingSort | 'new-projects';

export interface ListingPageRequest {
  filters: ListingFilters;
  currency: Currency;
  rates: Rates;
  sort: ListingOrder;
  page: number;
  perPage: number;
  /** The owner's own list also shows drafts; every public list shows published rows only. */
  includeDrafts?: boolean;
  /** The app's clock, for a card's "Reduced" (price-drops.ts); the real time when left out. */
  now?: Date;
}

/** A stored enum text as the contract's value; anything else (an old or hand-made row) as null. */
export function enumOrNull<T extends string>(values: readonly T[], raw: string | null): T | null {
  return isOneOf(values, raw) ? raw : null;
}

/** A card shows at most 6 photos (docs/product-rules.md §2), so no more are read for it. */
export const CARD_PHOTO_LIMIT = 6;

/**
 * A plot stores 0 bedrooms for "no rooms at all": it is not a studio, so the Studio choice
 * (bedrooms 0) leaves it out. The search index (listing-index.ts) reads it the same way.
 */
export const ROOMLESS_TYPE = 'Land plot';

function rooms(
  column: typeof listings.bedrooms | typeof listings.bathrooms,
  values: number[],
): SQL | undefined {
  // 7 is the "7+" option: it matches every larger count too.
  const exact = values.filter((v) => v < 7 && (column !== listings.bedrooms || v > 0));
  const parts: SQL[] = [];
  if (exact.length > 0) parts.push(inArray(column, exact));
  if (values.includes(7)) parts.push(gte(column, 7));
  if (column === listings.bedrooms && values.includes(0)) {
    parts.push(sql`(${column} = 0 and ${listings.propertyType} is distinct from ${ROOMLESS_TYPE})`);
  }
  return parts.length === 1 ? parts[0] : or(...parts);
}

/**
 * A price range as every search compares it with price_thb: in THB, rounded to the cent (the
 * column's scale). The SQL search, the search index and the count cache's key all use this.
 */
export function priceRangeThb(
  range: { min: number; max: number },
  currency: Currency,
  rates: Rates,
): { min: number; max: number } {
  const thb = rangeToThb(range, currency, rates);
  return { min: Number(thb.min.toFixed(2)), max: Number(thb.max.toFixed(2)) };
}

/**
 * "A foreigner can own it freehold", the rule of tenure-rules.ts (FOREIGN_FREEHOLD) and its one
 * definition: the search's WHERE, the cards' `foreign_freehold` and the search index (which
 * reads this column) all use it. A freehold condo unit, not in the Thai quota, whose published
 * project does not state that no foreign-quota units are left. Written against `a` (the
 * listings table, or a derived table of its rows with tenure, property_type, foreign_quota and
 * project_id); fixed SQL text only. Never NULL: an unstated tenure is not foreign freehold.
 */
export function foreignFreeholdSql(a: string): string {
  const condos = CONDO_PROPERTY_TYPES.map((type) => `'${type}'`).join(', ');
  return `coalesce(${a}.tenure = 'Freehold' and ${a}.property_type in (${condos})
    and ${a}.foreign_quota is not false
    and not exists (select 1 from projects fq where fq.id = ${a}.project_id
      and fq.status = 'published' and fq.foreign_quota_units = 0), false)`;
}

/**
 * The lease and project terms a card shows, as JSON text [leasehold years, foreign-quota units
 * left]: a leasehold listing's own years, else its published leasehold project's (a unit is
 * leased on its project's terms unless its owner states others); the units from its project.
 * `a` has the listing's tenure, leasehold_years and project_id.
 */
function projectTermsSql(a: string): string {
  return `(select json_build_array(
      case when ${a}.tenure = 'Leasehold' then coalesce(${a}.leasehold_years,
        case when pt.tenure = 'Leasehold' then pt.leasehold_years end) end,
      pt.foreign_quota_units)::text
    from (select 1) own
    left join projects pt on pt.id = ${a}.project_id and pt.status = 'published')`;
}

/** The tenure columns of a card for a drizzle select from `listings` (not aliased). */
export function tenureColumns() {
  return {
    projectTerms: sql<string | null>`${sql.raw(projectTermsSql('"listings"'))}`,
    foreignFreehold: sql<boolean>`${sql.raw(foreignFreeholdSql('"listings"'))}`,
  };
}

type TenureCardFields = Pick<
  ListingCard,
  'tenure' | 'leasehold_years' | 'foreign_quota' | 'foreign_quota_units' | 'foreign_freehold'
>;

/** A card's tenure fields from the listing's columns and projectTermsSql / foreignFreeholdSql. */
export function tenureFields(
  tenure: string | null,
  foreignQuota: boolean | null,
  projectTerms: unknown,
  foreignFreehold: unknown,
): TenureCardFields {
  const terms: unknown = typeof projectTerms === 'string' ? JSON.parse(projectTerms) : null;
  const [years, units] = Array.isArray(terms) ? (terms as unknown[]) : [];
  return {
    tenure: enumOrNull(TENURES, tenure),
    leasehold_years: int(years),
    foreign_quota: foreignQuota,
    foreign_quota_units: int(units),
    foreign_freehold: foreignFreehold === true,
  };
}

/**
 * Free text typed into a location search and sent without choosing a suggestion: found in the
 * title (the original or a translation: a Russian buyer types Russian), the address or the
 * area's name (in any of the site's languages), with case and accents ignored by `search_text`
 * (migration 0014), whose trigram indexes on titles and area names serve the LIKE. The address
 * has no index either, so the translated titles cost no plan an index could have given.
 */
function textSearch(text: string): SQL {
  const pattern = sql`search_text(${likePattern(text)})`;
  return sql`(search_text(${listings.title}) like ${pattern}
    or search_text(${listings.address}) like ${pattern}
    or exists (select 1 from jsonb_each(${listings.translations}) tr
      where jsonb_typeof(tr.value) = 'object' and search_text(tr.value->>'title') like ${pattern})
    or ${listings.locationId} in (select ${locations.id} from ${locations} where search_text(${locations.name}) like ${pattern}${localAreaNames(text)}))`;
}

/** ` or name in (...)`: the areas whose name in another language holds `text`; '' if none. */
function localAreaNames(text: string): SQL {
  const names = areasNamedIn(siteAreaNames(), text);
  return names.length === 0
    ? sql``
    : sql` or ${locations.name} in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})`;
}

/** The WHERE shared by a page and its count, so `total` always describes the same rows. */
export function listingWhere(
  filters: ListingFilters,
  currency: Currency,
  rates: Rates,
  includeDrafts = false,
  now: Date = new Date(),
): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  if (!includeDrafts) c.push(eq(listings.status, 'published'));
  if (filters.offerType) c.push(eq(listings.offerType, filters.offerType));
  if (filters.locationIds) c.push(inArray(listings.locationId, filters.locationIds));
  if (filters.propertyTypes) c.push(inArray(listings.propertyType, filters.propertyTypes));
  if (filters.bedrooms) c.push(rooms(listings.bedrooms, filters.bedrooms));
  if (filters.bathrooms) c.push(rooms(listings.bathrooms, filters.bathrooms));
  if (filters.area) {
    c.push(
      gte(listings.area, String(filters.area.min)),
      lte(listings.area, String(filters.area.max)),
    );
  }
  if (filters.priceRange) {
    const thb = priceRangeThb(filters.priceRange, filters.priceCurrency ?? currency, rates);
    c.push(gte(listings.priceThb, thb.min.toFixed(2)), lte(listings.priceThb, thb.max.toFixed(2)));
  }
  if (filters.rentalType) c.push(eq(listings.rentalType, filters.rentalType));
  if (filters.propertyStages) c.push(inArray(listings.propertyStage, filters.propertyStages));
  if (filters.furniture) c.push(inArray(listings.furniture, filters.furniture));
  if (filters.developerId) c.push(eq(listings.developerId, filters.developerId));
  if (filters.projectId) c.push(eq(listings.projectId, filters.projectId));
  if (filters.userId) c.push(eq(listings.userId, filters.userId));
  if (filters.tenure === FOREIGN_FREEHOLD) c.push(sql.raw(foreignFreeholdSql('"listings"')));
  else if (filters.tenure) c.push(eq(listings.tenure, filters.tenure));
  if (filters.search) c.push(textSearch(filters.search));
  if (filters.reduced) c.push(recentlyReducedSql(now));
  if (filters.amenityIds) {
    // "Has all of them": the (amenity_id, listing_id) index answers this without touching listings.
    const ids = filters.amenityIds;
    c.push(
      sql`${listings.id} in (select ${listingAmenities.listingId} from ${listingAmenities} where ${inArray(listingAmenities.amenityId, ids)} group by ${listingAmenities.listingId} having count(*) = ${ids.length})`,
    );
  }
  return and(...c);
}

/** A flag the "new projects first" order of the home page sorts on (an index exists on it). */
export const isNewProject = sql<boolean>`((${listings.propertyStage} = 'Off-plan') or (${listings.projectId} is not null))`;

/** Location text of a card: the address, making sure the area name is in it. */
export function locationText(address: string | null, locationName: string | null): string | null {
  if (!address) return locationName;
  if (!locationName || address.toLowerCase().includes(locationName.toLowerCase())) return address;
  return `${address}, ${locationName}`;
}

const cardColumns = {
  id: listings.id,
  title: listings.title,
  price: listings.price,
  currency: listings.currency,
  priceThb: listings.priceThb,
  discount: listings.discount,
  propertyType: listings.propertyType,
  propertyStage: listings.propertyStage,
  offerType: listings.offerType,
  rentalType: listings.rentalType,
  bedrooms: listings.bedrooms,
  bathrooms: listings.bathrooms,
  area: listings.area,
  address: listings.address,
  locationId: listings.locationId,
  locationName: locations.name,
  latitude: listings.latitude,
  longitude: listings.longitude,
  developerId: listings.developerId,
  projectId: listings.projectId,
  tenure: listings.tenure,
  foreignQuota: listings.foreignQuota,
  ...tenureColumns(),
  ...languageColumns(),
};

function toNumber(value: string | number | null): number | null {
  if (value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export function toCard(
  r: CardRow,
  albums: Album[],
  developerLogo: string | null,
  currency: Currency,
  rates: Rates,
  mediaPrefix: MediaBase,
  reducedPercent: number | null,
): ListingCard {
  return {
    id: r.id,
    title: r.title,
    ...cardLanguageFields(r.language, r.titleTranslations),
    price: displayPrice(
      { price: r.price, currency: r.currency, priceThb: r.priceThb },
      currency,
      rates,
    ),
    discount: r.discount,
    currency,
    property_type: enumOrNull(PROPERTY_TYPES, r.propertyType),
    property_stage: enumOrNull(PROPERTY_STAGES, r.propertyStage),
    offer_type: enumOrNull(OFFER_TYPES, r.offerType),
    rental_type: enumOrNull(RENTAL_TYPES, r.rentalType),
    bedrooms: r.bedrooms,
    bathrooms: r.bathrooms,
    area: toNumber(r.area),
    location: locationText(r.address, r.locationName),
    location_id: r.locationId,
    latitude: r.latitude,
    longitude: r.longitude,
    developer_logo: mediaUrl(mediaPrefix, developerLogo),
    albums,
    ...tenureFields(r.tenure, r.foreignQuota, r.projectTerms, r.foreignFreehold),
    reduced_percent: reducedPercent,
  };
}

export function photoOut(id: number, path: string, mediaPrefix: MediaBase): Photo {
  return { id, url: mediaUrl(mediaPrefix, path), thumb_url: mediaUrl(mediaPrefix, cardKey(path)) };
}

/**
 * Albums with photos of many listings in ONE query (no query per card). With a limit, a
 * window function keeps only the first N photos of each listing: the cover (is_main) first, so
 * the card and the gallery open on the photo the owner chose, then album and photo order.
 */
export async function albumsFor(
  db: Db,
  listingIds: number[],
  mediaPrefix: MediaBase,
  photoLimit: number | null,
): Promise<Map<number, Album[]>> {
  const out = new Map<number, Album[]>();
  if (listingIds.length === 0) return out;
  const ranked = db
    .select({
      id: listingPhotos.id,
      listingId: listingPhotos.listingId,
      albumId: listingPhotos.albumId,
      path: listingPhotos.path,
      albumTitle: listingAlbums.title,
      rn: sql<number>`row_number() over (partition by ${listingPhotos.listingId} order by ${listingPhotos.isMain} desc, ${listingAlbums.position} asc nulls last, ${listingAlbums.id} asc nulls last, ${listingPhotos.position}, ${listingPhotos.id})`.as(
        'rn',
      ),
    })
    .from(listingPhotos)
    .leftJoin(listingAlbums, eq(listingAlbums.id, listingPhotos.albumId))
    // A HEIC still converting, or one that failed, is its owner's alone.
    .where(and(inArray(listingPhotos.listingId, listingIds), eq(listingPhotos.status, 'ready')))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(photoLimit === null ? undefined : lte(ranked.rn, photoLimit))
    .orderBy(ranked.listingId, ranked.rn);
  for (const row of rows) {
    const list = out.get(row.listingId) ?? [];
    if (!out.has(row.listingId)) out.set(row.listingId, list);
    // Photos outside any album still belong on the card: they go into album 0.
    const albumId = row.albumId ?? 0;
    let album = list.find((a) => a.id === albumId);
    if (!album) {
      album = { id: albumId, title: row.albumId === null ? null : row.albumTitle, photos: [] };
      list.push(album);
    }
    album.photos.push(photoOut(row.id, row.path, mediaPrefix));
  }
  return out;
}

type CardRow = Awaited<ReturnType<typeof cardSelect>>[number];

function cardSelect(db: Db) {
  return db
    .select(cardColumns)
    .from(listings)
    .leftJoin(locations, eq(locations.id, listings.locationId));
}

/**
 * The price a page is sorted by: rents by their monthly equivalent (contract's
 * monthlyEquivalent; the search index sorts by the same figure), sale prices as they are.
 */
function monthlyPriceSql(a: string): string {
  return `(case when ${a}.offer_type = 'Rent' and ${a}.rental_type = 'Short-term' then ${a}.price_thb * ${DAYS_PER_MONTH} else ${a}.price_thb end)`;
}

/**
 * ORDER BY of a page, written against `alias` (the listings table inside the page query, the
 * derived table `p` outside it). Fixed SQL text only: nothing from the request goes in here.
 */
export function orderSql(sort: ListingOrder, alias: string, now = new Date()): SQL {
  const a = alias;
  switch (sort) {
    case '-reduced':
      return sql.raw(reducedOrderText(a, now));
    case 'price':
      return sql.raw(`${monthlyPriceSql(a)} asc nulls last, ${a}.id asc`);
    case '-price':
      return sql.raw(`${monthlyPriceSql(a)} desc nulls last, ${a}.id desc`);
    case 'area':
      return sql.raw(`${a}.area asc nulls last, ${a}.id asc`);
    case '-area':
      return sql.raw(`${a}.area desc nulls last, ${a}.id desc`);
    case 'new-projects':
      // Spelled as in the listings_status_new_project_created_idx expression, so the planner
      // matches the index on the inner query.
      return sql.raw(
        `((${a}.property_stage = 'Off-plan') or (${a}.project_id is not null)) desc, ${a}.created_at desc, ${a}.id desc`,
      );
    case '-created_at':
      return sql.raw(`${a}.created_at desc, ${a}.id desc`);
  }
}

/**
 * The whole page in one statement: the page's rows (LIMIT/OFFSET in a derived table), each
 * with its location name, developer logo and first photos as scalar subqueries, and with
 * `withTotal` the total too. Why this shape, with measurements: api/README.md, "One
 * statement per page".
 */
export function pageSql(req: ListingPageRequest, where: SQL | undefined, withTotal: boolean): SQL {
  const offset = (req.page - 1) * req.perPage;
  return sql`select ${withTotal ? sql`(${countSql(where)}) as total,` : sql``} p.id, p.title, p.price, p.currency, p.price_thb, p.discount, p.property_type,
  p.property_stage, p.offer_type, p.rental_type, p.bedrooms, p.bathrooms, p.area, p.address,
  p.location_id, p.latitude, p.longitude, p.tenure, p.foreign_quota, p.language,
  ${sql.raw(titleTranslationsSql('p'))} as title_translations,
  ${sql.raw(projectTermsSql('p'))} as project_terms,
  ${sql.raw(foreignFreeholdSql('p'))} as foreign_freehold,
  (select loc.name from locations loc where loc.id = p.location_id) as location_name,
  (select d.logo from developers d
    where d.status = 'published' and d.id = coalesce(p.developer_id,
      (select pr.developer_id from projects pr where pr.id = p.project_id and pr.status = 'published'))
  ) as developer_logo,
  (select json_agg(json_build_array(f.id, f.album_id, f.album_title, f.path)
      order by f.is_main desc, f.album_position asc nulls last, f.album_id asc nulls last, f.position, f.id)::text
    from (select ph.id, ph.album_id, a.title as album_title, ph.path, a.position as album_position, ph.position, ph.is_main
      from listing_photos ph left join listing_albums a on a.id = ph.album_id
      where ph.listing_id = p.id and ph.status = 'ready'
      order by ph.is_main desc, a.position asc nulls last, a.id asc nulls last, ph.position, ph.id
      limit ${CARD_PHOTO_LIMIT}) f
  ) as photos,
  ${recentPricesSql('p', req.now ?? new Date())} as recent_prices
from (select listings.id, listings.title, listings.price, listings.currency, listings.price_thb,
    listings.discount, listings.property_type, listings.property_stage, listings.offer_type,
    listings.rental_type, listings.bedrooms, listings.bathrooms, listings.area, listings.address,
    listings.location_id, listings.latitude, listings.longitude, listings.developer_id,
    listings.project_id, listings.created_at, listings.tenure, listings.leasehold_years,
    listings.foreign_quota, listings.language, listings.translations
  from listings
  ${where === undefined ? sql`` : sql`where ${where}`}
  order by ${orderSql(req.sort, 'listings', req.now)}
  limit ${req.perPage} offset ${offset}) p
order by ${orderSql(req.sort, 'p', req.now)}`;
}

/** How many listings match: an index-only scan when an index holds every filtered column. */
function countSql(where: SQL | undefined): SQL {
  return sql`select count(*)::int as n from listings ${where === undefined ? sql`` : sql`where ${where}`}`;
}

/** listingWhere for a page request. */
function pageWhere(req: ListingPageRequest): SQL | undefined {
  return listingWhere(req.filters, req.currency, req.rates, req.includeDrafts, req.now);
}

/**
 * The statements of a page, unexecuted: the page alone (its total cached), the page with its
 * total, and the count alone (a page past the end). The bench prints their EXPLAIN from these.
 */
export function listingPageQueries(req: ListingPageRequest) {
  const where = pageWhere(req);
  return {
    page: pageSql(req, where, false),
    pageWithTotal: pageSql(req, where, true),
    count: countSql(where),
  };
}

/**
 * The photos column: JSON text of [photo id, album id, album title, path] in card order (text,
 * not json, so both drivers hand over the same thing). Album-less photos go into album 0.
 */
export function albumsFromJson(json: unknown, mediaPrefix: string): Album[] {
  if (typeof json !== 'string') return [];
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) return [];
  const albums: Album[] = [];
  for (const entry of parsed as unknown[]) {
    if (!Array.isArray(entry)) continue;
    const [idRaw, albumRaw, titleRaw, pathRaw] = entry as unknown[];
    const id = int(idRaw);
    const path = str(pathRaw);
    if (id === null || path === null) continue;
    const albumId = int(albumRaw);
    const key = albumId ?? 0;
    let album = albums.find((a) => a.id === key);
    if (!album) {
      album = { id: key, title: albumId === null ? null : str(titleRaw), photos: [] };
      albums.push(album);
    }
    album.photos.push(photoOut(id, path, mediaPrefix));
  }
  return albums;
}

/** A card as stored in the card cache: everything but the price in the asked currency. */
export interface CardBase {
  card: Omit<ListingCard, 'price' | 'currency' | 'reduced_percent'>;
  price: number | null;
  ownCurrency: string;
  priceThb: number | null;
  /** Its price changes of the last 30 days as of when it was read (price-drops.ts). */
  recentPrices: PriceChange[];
  /**
   * The finished card per asked currency, valid while the rates are the same object and the
   * card is as reduced as it was.
   */
  finished?: Partial<Record<Currency, { rates: Rates; card: ListingCard }>>;
}

/**
 * Cards of recently shown listings by id, for the index path: a page from the search index
 * is its ids, and their cards mostly come from here. Emptied with the other catalog caches on
 * every write (invalidation.ts), bounded by count; no TTL, since every write clears it.
 */
export function createCardCache(max: number, observe?: CacheObserver): CardCache {
  return new AsyncCache({
    ttlMs: Number.POSITIVE_INFINITY,
    maxEntries: max,
    ...(observe ? { observe } : {}),
  });
}
export type CardCache = AsyncCache<number, CardBase>;

/**
 * Totals of big result sets, kept for a while: counting 100 000 matching rows reads every one
 * of them, and "12 of 48 213" may be half a minute old. Small totals stay exact (a broker sees
 * a new listing at once). An expired total answers for one more TTL while one request recounts.
 */
export function createCountCache(minCached = 1000, observe?: CacheObserver): CountCache {
  return new AsyncCache<string, number>({
    ...(observe ? { observe } : {}),
    ttlMs: 30_000,
    staleMs: 30_000,
    refreshGraceMs: 5_000,
    maxEntries: 1000,
    keep: (total) => total >= minCached,
  });
}
export type CountCache = AsyncCache<string, number>;

export function cardBaseFromPageRow(r: Record<string, unknown>, mediaPrefix: string): CardBase {
  return {
    card: {
      id: int(r.id) ?? 0,
      title: str(r.title),
      ...cardLanguageFields(r.language, r.title_translations),
      discount: int(r.discount),
      property_type: enumOrNull(PROPERTY_TYPES, str(r.property_type)),
      property_stage: enumOrNull(PROPERTY_STAGES, str(r.property_stage)),
      offer_type: enumOrNull(OFFER_TYPES, str(r.offer_type)),
      rental_type: enumOrNull(RENTAL_TYPES, str(r.rental_type)),
      bedrooms: int(r.bedrooms),
      bathrooms: int(r.bathrooms),
      area: num(r.area),
      location: locationText(str(r.address), str(r.location_name)),
      location_id: int(r.location_id),
      latitude: num(r.latitude),
      longitude: num(r.longitude),
      developer_logo: mediaUrl(mediaPrefix, str(r.developer_logo)),
      albums: albumsFromJson(r.photos, mediaPrefix),
      ...tenureFields(
        str(r.tenure),
        typeof r.foreign_quota === 'boolean' ? r.foreign_quota : null,
        r.project_terms,
        r.foreign_freehold,
      ),
    },
    price: num(r.price),
    ownCurrency: str(r.currency) ?? 'THB',
    priceThb: num(r.price_thb),
    recentPrices: recentPricesFromJson(r.recent_prices),
  };
}

function finishCard(
  base: CardBase,
  currency: Currency,
  rates: Rates,
  reduced: number | null,
): ListingCard {
  const { card, price, ownCurrency, priceThb } = base;
  return {
    ...card,
    price: displayPrice({ price, currency: ownCurrency, priceThb }, currency, rates),
    currency,
    reduced_percent: reduced,
  };
}

/**
 * finishCard for a card of the card cache, once per currency and rates: a page then shares
 * card objects instead of building new ones (see api/README.md, search index, for the gain).
 */
export function cachedCard(
  base: CardBase,
  currency: Currency,
  rates: Rates,
  now: Date,
): ListingCard {
  const reduced = reducedPercent(base.recentPrices, now);
  const finished = base.finished?.[currency];
  if (finished && finished.rates === rates && finished.card.reduced_percent === reduced) {
    return finished.card;
  }
  const card = finishCard(base, currency, rates, reduced);
  (base.finished ??= {})[currency] = { rates, card };
  return card;
}

/** Cache key of a count: the WHERE's parameters with the shape of the filters that made them. */
function countKey(req: ListingPageRequest): string {
  const thb = req.filters.priceRange
    ? priceRangeThb(req.filters.priceRange, req.filters.priceCurrency ?? req.currency, req.rates)
    : null;
  // The price bound in THB, not the typed one: 1000 USD and 32 600 THB are the same rows.
  return JSON.stringify([
    { ...req.filters, priceRange: undefined, priceCurrency: undefined },
    thb,
    req.includeDrafts ?? false,
  ]);
}

/**
 * One page and its exact total in one statement (pageSql), or the page alone when the count
 * cache has the total. An empty page has no row to carry the total: on page 1 that means no
 * listing matches, so it is 0; past page 1 (a client paging beyond the end) it is counted alone.
 */
export async function listingPage(
  db: Db,
  req: ListingPageRequest,
  mediaPrefix: string,
  counts?: CountCache,
): Promise<Page<ListingCard>> {
  const where = pageWhere(req);
  const key = countKey(req);
  const cached = counts?.get(key);
  const rows = resultRows(await db.execute(pageSql(req, where, cached === undefined)));
  let total = cached;
  if (total === undefined) {
    const first = rows[0];
    if (first !== undefined) total = int(first.total) ?? 0;
    else if (req.page === 1) total = 0;
    else total = int(resultRows(await db.execute(countSql(where)))[0]?.n) ?? 0;
    counts?.set(key, total);
  }
  const now = req.now ?? new Date();
  const data = rows.map((r) => {
    const base = cardBaseFromPageRow(r, mediaPrefix);
    return finishCard(base, req.currency, req.rates, reducedPercent(base.recentPrices, now));
  });
  return { data, meta: pageMeta(req.page, req.perPage, total) };
}

/** The card columns of the published listings among `ids` (any order). */
export async function publishedCardRows(db: Db, ids: number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return cardSelect(db).where(and(inArray(listings.id, ids), eq(listings.status, 'published')));
}

/** One listing's card columns (the detail route adds the rest). */
export async function cardRowById(db: Db, id: number): Promise<CardRow | undefined> {
  const rows = await cardSelect(db).where(eq(listings.id, id)).limit(1);
  return rows[0];
}

export type { CardRow };

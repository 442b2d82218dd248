import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  developers,
  listingAlbums,
  listingAmenities,
  listingPhotos,
  listings,
  locations,
  projects,
} from '../db/schema';
import type { CountCache } from './count-cache';
import type { Currency, ListingSort } from './enums';
import type { ListingFilters } from './listing-filters';
import { cardKey, mediaUrl } from './media-url';
import { displayPrice, rangeToThb, type Rates } from './money';

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
}

export interface PhotoOut {
  id: number;
  url: string;
  thumb_url: string;
}

export interface AlbumOut {
  id: number;
  title: string | null;
  photos: PhotoOut[];
}

export interface ListingCardOut {
  id: number;
  title: string | null;
  price: number;
  discount: number | null;
  currency: Currency;
  property_type: string | null;
  property_stage: string | null;
  offer_type: string | null;
  rental_type: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  area: number | null;
  location: string | null;
  location_id: number | null;
  latitude: number | null;
  longitude: number | null;
  developer_logo: string | null;
  albums: AlbumOut[];
}

export interface PageMetaOut {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** SPEC: a card shows at most 6 photos, so no more are read for it. */
export const CARD_PHOTO_LIMIT = 6;

function rooms(
  column: typeof listings.bedrooms | typeof listings.bathrooms,
  values: number[],
): SQL | undefined {
  // 7 is the "7+" option: it matches every larger count too.
  const exact = values.filter((v) => v < 7);
  const parts: SQL[] = [];
  if (exact.length > 0) parts.push(inArray(column, exact));
  if (values.includes(7)) parts.push(gte(column, 7));
  return parts.length === 1 ? parts[0] : or(...parts);
}

/** The WHERE shared by a page and its count, so `total` always describes the same rows. */
export function listingWhere(
  filters: ListingFilters,
  currency: Currency,
  rates: Rates,
  includeDrafts = false,
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
    const thb = rangeToThb(filters.priceRange, currency, rates);
    c.push(gte(listings.priceThb, thb.min.toFixed(2)), lte(listings.priceThb, thb.max.toFixed(2)));
  }
  if (filters.rentalType) c.push(eq(listings.rentalType, filters.rentalType));
  if (filters.propertyStages) c.push(inArray(listings.propertyStage, filters.propertyStages));
  if (filters.furniture) c.push(inArray(listings.furniture, filters.furniture));
  if (filters.developerId) c.push(eq(listings.developerId, filters.developerId));
  if (filters.projectId) c.push(eq(listings.projectId, filters.projectId));
  if (filters.userId) c.push(eq(listings.userId, filters.userId));
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

function orderBy(sort: ListingOrder): SQL[] {
  switch (sort) {
    case 'price':
      return [sql`${listings.priceThb} asc nulls last`, asc(listings.id)];
    case '-price':
      return [sql`${listings.priceThb} desc nulls last`, desc(listings.id)];
    case 'area':
      return [sql`${listings.area} asc nulls last`, asc(listings.id)];
    case '-area':
      return [sql`${listings.area} desc nulls last`, desc(listings.id)];
    case 'new-projects':
      return [sql`${isNewProject} desc`, desc(listings.createdAt), desc(listings.id)];
    case '-created_at':
      return [desc(listings.createdAt), desc(listings.id)];
  }
}

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
};

/**
 * Developer logo per listing: its own developer, else its project's. Looked up for the page's
 * rows only, in small single-table queries: a five-way join in the page query costs more to
 * plan (PGlite plans on the request thread) than these cost to run.
 */
async function logosFor(db: Db, rows: CardRow[]): Promise<Map<number, string | null>> {
  const out = new Map<number, string | null>();
  const orphanProjects = [
    ...new Set(
      rows.flatMap((r) => (r.developerId === null && r.projectId !== null ? [r.projectId] : [])),
    ),
  ];
  const projectDevs =
    orphanProjects.length === 0
      ? []
      : await db
          .select({ id: projects.id, developerId: projects.developerId })
          .from(projects)
          .where(inArray(projects.id, orphanProjects));
  const devOfProject = new Map(projectDevs.map((p) => [p.id, p.developerId]));
  const devOf = (r: CardRow) =>
    r.developerId ?? (r.projectId === null ? null : (devOfProject.get(r.projectId) ?? null));
  const devIds = [...new Set(rows.map(devOf).filter((id): id is number => id !== null))];
  const logos =
    devIds.length === 0
      ? []
      : await db
          .select({ id: developers.id, logo: developers.logo })
          .from(developers)
          .where(inArray(developers.id, devIds));
  const logoOf = new Map(logos.map((d) => [d.id, d.logo]));
  for (const r of rows) {
    const dev = devOf(r);
    out.set(r.id, dev === null ? null : (logoOf.get(dev) ?? null));
  }
  return out;
}

/** Rows of listings as cards, in the order given; photos and logos come from extra queries per page, never per card. */
export async function cardsFor(
  db: Db,
  rows: CardRow[],
  currency: Currency,
  rates: Rates,
  mediaPrefix: string,
  photoLimit: number | null = CARD_PHOTO_LIMIT,
): Promise<ListingCardOut[]> {
  const [albums, logos] = await Promise.all([
    albumsFor(
      db,
      rows.map((r) => r.id),
      mediaPrefix,
      photoLimit,
    ),
    logosFor(db, rows),
  ]);
  return rows.map((r) =>
    toCard(r, albums.get(r.id) ?? [], logos.get(r.id) ?? null, currency, rates, mediaPrefix),
  );
}

function toNumber(value: string | number | null): number | null {
  if (value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export function toCard(
  r: CardRow,
  albums: AlbumOut[],
  developerLogo: string | null,
  currency: Currency,
  rates: Rates,
  mediaPrefix: string,
): ListingCardOut {
  return {
    id: r.id,
    title: r.title,
    price: displayPrice(
      { price: r.price, currency: r.currency, priceThb: r.priceThb },
      currency,
      rates,
    ),
    discount: r.discount,
    currency,
    property_type: r.propertyType,
    property_stage: r.propertyStage,
    offer_type: r.offerType,
    rental_type: r.rentalType,
    bedrooms: r.bedrooms,
    bathrooms: r.bathrooms,
    area: toNumber(r.area),
    location: locationText(r.address, r.locationName),
    location_id: r.locationId,
    latitude: r.latitude,
    longitude: r.longitude,
    developer_logo: mediaUrl(mediaPrefix, developerLogo),
    albums,
  };
}

export function photoOut(id: number, path: string, mediaPrefix: string): PhotoOut {
  return { id, url: mediaUrl(mediaPrefix, path), thumb_url: mediaUrl(mediaPrefix, cardKey(path)) };
}

/**
 * Albums with photos of many listings in ONE query (no query per card). With a limit, a
 * window function keeps only the first N photos of each listing, album order first.
 */
export async function albumsFor(
  db: Db,
  listingIds: number[],
  mediaPrefix: string,
  photoLimit: number | null,
): Promise<Map<number, AlbumOut[]>> {
  const out = new Map<number, AlbumOut[]>();
  if (listingIds.length === 0) return out;
  const ranked = db
    .select({
      id: listingPhotos.id,
      listingId: listingPhotos.listingId,
      albumId: listingPhotos.albumId,
      path: listingPhotos.path,
      albumTitle: listingAlbums.title,
      rn: sql<number>`row_number() over (partition by ${listingPhotos.listingId} order by ${listingAlbums.position} asc nulls last, ${listingAlbums.id} asc nulls last, ${listingPhotos.position}, ${listingPhotos.id})`.as(
        'rn',
      ),
    })
    .from(listingPhotos)
    .leftJoin(listingAlbums, eq(listingAlbums.id, listingPhotos.albumId))
    .where(inArray(listingPhotos.listingId, listingIds))
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

export function pageMeta(page: number, perPage: number, total: number): PageMetaOut {
  return {
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** The page query and its count, unexecuted: the bench prints their EXPLAIN from these. */
export function listingPageQueries(db: Db, req: ListingPageRequest) {
  const where = listingWhere(req.filters, req.currency, req.rates, req.includeDrafts);
  return {
    page: cardSelect(db)
      .where(where)
      .orderBy(...orderBy(req.sort))
      .limit(req.perPage)
      .offset((req.page - 1) * req.perPage),
    count: db.select({ n: count() }).from(listings).where(where),
  };
}

export async function listingPage(
  db: Db,
  req: ListingPageRequest,
  mediaPrefix: string,
  counts?: CountCache,
): Promise<{ data: ListingCardOut[]; meta: PageMetaOut }> {
  const queries = listingPageQueries(db, req);
  const countSql = queries.count.toSQL();
  const countKey = `${countSql.sql}\u0000${JSON.stringify(countSql.params)}`;
  const cached = counts?.get(countKey);
  // Two independent statements: on a PostgreSQL pool they run side by side.
  const [rows, total] = await Promise.all([
    queries.page,
    cached !== undefined ? cached : queries.count.then((r) => r[0]?.n ?? 0),
  ]);
  if (cached === undefined) counts?.set(countKey, total);
  const data = await cardsFor(db, rows, req.currency, req.rates, mediaPrefix);
  return { data, meta: pageMeta(req.page, req.perPage, total) };
}

/** One listing's card columns (the detail route adds the rest). */
export async function cardRowById(db: Db, id: number): Promise<CardRow | undefined> {
  const rows = await cardSelect(db).where(eq(listings.id, id)).limit(1);
  return rows[0];
}

export type { CardRow };

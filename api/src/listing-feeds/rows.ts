import { createHash } from 'node:crypto';
import type { TSchema } from '@sinclair/typebox';
import Ajv, { type ValidateFunction } from 'ajv';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ListingStep2Body,
  ListingStep3Body,
  LISTING_PHOTO_MAX_BYTES,
  StoreListingBody,
  canTransition,
  type ContentTranslations,
  type PropertyType,
} from '@phuket/shared/contract';
import { invalidateListingCaches } from '../catalog/invalidation';
import { mediaUrl } from '../catalog/media-url';
import type { Db } from '../db/client';
import {
  amenities,
  listingAmenities,
  listingImportPhotos,
  listingImportRefs,
  listingPhotos,
  listings,
  locations,
} from '../db/schema';
import { HttpError } from '../http/errors';
import { findDuplicates, flagDuplicates } from '../listings/duplicates';
import { removeListingMedia } from '../listings/media-cleanup';
import { insertPhoto } from '../listings/photo-queries';
import {
  completenessOf,
  findListing,
  photoCount,
  replaceAmenities,
  type ListingRow,
  type ListingValues,
} from '../listings/queries';
import { step1Values, step2Values, step3Values } from '../listings/step-values';
import {
  processListingPhoto,
  removeProcessedPhoto,
  storeProcessedPhoto,
} from '../media/listing-photos';
import { needsReview } from '../moderation/review-rule';
import type { UserRow } from '../users/queries';
import type { FeedListing } from './format';
import { FetchRefused, safeFetch, type FetchLimits } from './safe-fetch';

/*
 * One row of an import against the database: what it would do (the dry run) and doing it (the
 * apply job). The wizard's own checks decide: the row becomes the three step bodies, checked by
 * the contract's schemas and by step-values.ts as a save would be; publishing follows the
 * wizard's rules (completeness, moderation, the duplicate flags).
 */

export type PlannedOutcome = 'created' | 'updated' | 'unchanged' | 'refused';

export interface RowPlan {
  outcome: PlannedOutcome;
  listingId: number | null;
  field?: string;
  reason?: string;
}

/** Our refs for listings made in the wizard: exporting them and importing the feed back matches. */
export const OWN_REF = /^wow-(\d{1,9})$/;
export const ownRef = (listingId: number) => `wow-${listingId}`;

export const ROW_REASONS = {
  unknownTown: (town: string) => `"${town.slice(0, 60)}" is not one of the site's areas.`,
  staffStatus: 'The site staff rejected or suspended this listing: an import cannot change it.',
  photoFailed: (url: string, reason: string) => `${url.slice(0, 100)}: ${reason}`,
} as const;

/** Names and slugs of the areas and amenities, lower case, to their ids. */
export interface Lookups {
  locations: Map<string, number>;
  locationNames: Map<number, string>;
  amenities: Map<string, number>;
  amenityNames: Map<number, string>;
}

export async function loadLookups(db: Db): Promise<Lookups> {
  const [locationRows, amenityRows] = await Promise.all([
    db.select().from(locations),
    db.select().from(amenities),
  ]);
  const byName = (rows: { id: number; name: string; slug: string }[]) =>
    new Map(rows.flatMap((r) => [[r.name.toLowerCase(), r.id] as const, [r.slug, r.id] as const]));
  return {
    locations: byName(locationRows),
    locationNames: new Map(locationRows.map((r) => [r.id, r.name])),
    amenities: byName(amenityRows),
    amenityNames: new Map(amenityRows.map((r) => [r.id, r.name])),
  };
}

/** Kyero's <pool>: a villa's or townhouse's own, else the building's. */
export function poolAmenity(type: PropertyType): string {
  return type === 'Villa' || type === 'Townhouse' ? 'Private pool' : 'Swimming pool';
}

/** The body fields step-values.ts names, back to the feed's columns. */
function columnOf(field: string, listing: FeedListing): string {
  const [head = field, locale, part] = field.split('.');
  if (head === 'translations' && locale)
    return part === 'description' ? `desc_${locale}` : `title_${locale}`;
  const map: Record<string, string> = {
    offer_type: 'price_freq',
    property_type: 'type',
    title: `title_${listing.language}`,
    description: `desc_${listing.language}`,
    location_id: 'town',
    bedrooms: 'beds',
    bathrooms: 'baths',
    area: listing.propertyType === 'Land plot' ? 'plot' : 'built',
    amenities: 'features',
  };
  return map[head] ?? head;
}

class RowRefused extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** A listing with nothing in it: what step-values.ts checks a new row against. */
function blankRow(userId: number, now: Date): ListingRow {
  const blank = Object.fromEntries(Object.keys(getTableColumns(listings)).map((k) => [k, null]));
  return {
    ...blank,
    id: 0,
    userId,
    language: 'en',
    translations: {},
    currency: 'THB',
    status: 'draft',
    step: 1,
    version: 1,
    views: 0,
    createdAt: now,
    updatedAt: now,
  } as ListingRow;
}

// The wizard's bodies are checked by the same JSON Schemas its routes validate with.
const ajv = new Ajv({ strict: false, allErrors: false });
const validators = new Map<TSchema, ValidateFunction>();

function schemaCheck(schema: TSchema, body: unknown, listing: FeedListing): void {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  if (validate(body)) return;
  const first = validate.errors?.[0];
  const field = (first?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  throw new RowRefused(columnOf(field || 'ref', listing), first?.message ?? 'Invalid.');
}

/** The listing's columns and amenities as the wizard would save them, or RowRefused. */
export async function rowValues(
  db: Db,
  listing: FeedListing,
  lookups: Lookups,
  row: ListingRow,
): Promise<{ values: ListingValues; amenityIds: number[] }> {
  const locationId = lookups.locations.get(listing.town.toLowerCase());
  if (locationId === undefined) throw new RowRefused('town', ROW_REASONS.unknownTown(listing.town));
  const names = new Set(listing.features.map((f) => f.toLowerCase()));
  if (listing.pool) names.add(poolAmenity(listing.propertyType).toLowerCase());
  // Features the site has no amenity for are left out (docs/feed-format.md).
  const amenityIds = [...new Set([...names].flatMap((n) => lookups.amenities.get(n) ?? []))].sort(
    (a, b) => a - b,
  );
  const body1: StoreListingBody = {
    offer_type: listing.offerType,
    property_type: listing.propertyType,
    property_stage: listing.propertyStage,
    rental_type: listing.rentalType,
    title: listing.title,
    description: listing.description,
    language: listing.language,
    translations: listing.translations,
  };
  const body2 = {
    version: row.version,
    location_id: locationId,
    address: listing.address,
    latitude: listing.latitude,
    longitude: listing.longitude,
  };
  const body3 = {
    version: row.version,
    price: listing.price,
    currency: listing.currency,
    discount: listing.discount,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    area: listing.area,
    furniture: listing.furniture,
    amenities: amenityIds,
    tenure: listing.tenure,
    leasehold_years: listing.leaseholdYears,
    foreign_quota: listing.foreignQuota,
  };
  schemaCheck(StoreListingBody, body1, listing);
  schemaCheck(ListingStep2Body, body2, listing);
  schemaCheck(ListingStep3Body, body3, listing);
  try {
    const values1 = step1Values(body1, row);
    const after1 = { ...row, ...values1 } as ListingRow;
    const values2 = await step2Values(db, body2, after1);
    const after2 = { ...after1, ...values2 } as ListingRow;
    const { values: values3 } = await step3Values(db, body3, after2);
    return { values: { ...values1, ...values2, ...values3, step: 3 }, amenityIds };
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 422 && err.errors) {
      const [field = 'ref', messages = []] = Object.entries(err.errors)[0] ?? [];
      throw new RowRefused(columnOf(field, listing), messages[0] ?? err.message);
    }
    throw err;
  }
}

/** The listing a row's ref names, if the broker has it (imported before, or one of our refs). */
export async function existingListing(
  db: Db,
  userId: number,
  ref: string,
): Promise<ListingRow | null> {
  const [mapped] = await db
    .select({ listing: listings })
    .from(listingImportRefs)
    .innerJoin(listings, eq(listings.id, listingImportRefs.listingId))
    .where(and(eq(listingImportRefs.userId, userId), eq(listingImportRefs.externalRef, ref)))
    .limit(1);
  if (mapped) return mapped.listing;
  const own = OWN_REF.exec(ref);
  if (!own) return null;
  const row = await findListing(db, Number(own[1]));
  return row && row.userId === userId ? row : null;
}

/** The absolute URL a stored photo is published at (what the export feed names). */
export function publicPhotoUrl(app: FastifyInstance, key: string): string {
  const url = mediaUrl(app.config.publicMediaPrefix, key);
  return /^https?:\/\//i.test(url) ? url : `${app.config.publicUrl}${url}`;
}

interface CurrentPhoto {
  id: number;
  path: string;
  sourceUrl: string | null;
  sha256: string | null;
}

async function currentPhotos(db: Db, listingId: number): Promise<CurrentPhoto[]> {
  return db
    .select({
      id: listingPhotos.id,
      path: listingPhotos.path,
      sourceUrl: listingImportPhotos.sourceUrl,
      sha256: listingImportPhotos.sha256,
    })
    .from(listingPhotos)
    .leftJoin(listingImportPhotos, eq(listingImportPhotos.photoId, listingPhotos.id))
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(asc(listingPhotos.position), asc(listingPhotos.id));
}

function matchPhoto(app: FastifyInstance, photos: CurrentPhoto[], url: string) {
  return photos.find((p) => p.sourceUrl === url || publicPhotoUrl(app, p.path) === url);
}

const comparable = (value: unknown): unknown => {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (typeof value === 'object') {
    return JSON.stringify(value, Object.keys(value).sort());
  }
  return value;
};

function translationsEqual(a: unknown, b: unknown): boolean {
  const norm = (t: unknown) => {
    const value = (t ?? {}) as ContentTranslations;
    return JSON.stringify(
      Object.keys(value)
        .sort()
        .map((k) => [k, value[k as keyof ContentTranslations]]),
    );
  };
  return norm(a) === norm(b);
}

/** Statuses an import publishes again: the feed is the agency saying it is on the market. */
const REPUBLISHED = ['draft', 'archived'];
const STAFF_STATUSES = ['rejected', 'suspended'];

/** Whether the row would change anything on `row`. */
async function differs(
  app: FastifyInstance,
  row: ListingRow,
  values: ListingValues,
  amenityIds: number[],
  listing: FeedListing,
): Promise<boolean> {
  if (REPUBLISHED.includes(row.status)) return true;
  for (const [key, value] of Object.entries(values)) {
    if (key === 'priceThb' || key === 'step') continue;
    const stored = row[key as keyof ListingRow];
    if (key === 'translations') {
      if (!translationsEqual(stored, value)) return true;
      continue;
    }
    if (comparable(stored) !== comparable(value)) return true;
  }
  const current = await app.db
    .select({ id: listingAmenities.amenityId })
    .from(listingAmenities)
    .where(eq(listingAmenities.listingId, row.id))
    .orderBy(asc(listingAmenities.amenityId));
  if (current.map((a) => a.id).join() !== amenityIds.join()) return true;
  const photos = await currentPhotos(app.db, row.id);
  if (photos.length !== listing.images.length) return true;
  return listing.images.some((url, i) => matchPhoto(app, photos, url)?.id !== photos[i]?.id);
}

/** The dry run of one checked row. */
export async function planRow(
  app: FastifyInstance,
  userId: number,
  listing: FeedListing,
  lookups: Lookups,
): Promise<RowPlan> {
  const existing = await existingListing(app.db, userId, listing.ref);
  try {
    if (existing && STAFF_STATUSES.includes(existing.status)) {
      throw new RowRefused('ref', ROW_REASONS.staffStatus);
    }
    const base = existing ?? blankRow(userId, app.now());
    const { values, amenityIds } = await rowValues(app.db, listing, lookups, base);
    if (!existing) return { outcome: 'created', listingId: null };
    const changed = await differs(app, existing, values, amenityIds, listing);
    return { outcome: changed ? 'updated' : 'unchanged', listingId: existing.id };
  } catch (err) {
    if (err instanceof RowRefused) {
      return {
        outcome: 'refused',
        listingId: existing?.id ?? null,
        field: err.field,
        reason: err.reason,
      };
    }
    throw err;
  }
}

/** Photos fetched in this process lately, by URL: a feed naming one photo many times fetches it once. */
export class PhotoCache {
  private readonly bytes = new Map<string, Buffer>();
  constructor(private readonly max = 32) {}
  get(url: string): Buffer | undefined {
    return this.bytes.get(url);
  }
  set(url: string, data: Buffer): void {
    if (this.bytes.size >= this.max) {
      const oldest = this.bytes.keys().next().value;
      if (oldest !== undefined) this.bytes.delete(oldest);
    }
    this.bytes.set(url, data);
  }
}

export interface ApplyContext {
  app: FastifyInstance;
  user: Pick<UserRow, 'id' | 'verifiedAt' | 'role'>;
  lookups: Lookups;
  fetchLimits: FetchLimits;
  cache: PhotoCache;
  /** Counts fetches (tests and the bench read it). */
  fetched: { count: number };
  /**
   * When set, a row that changes what the catalog shows marks it here instead of emptying the
   * catalog's caches itself, and the caller empties them once for many rows (runs.ts): each
   * emptying sets the search index aside, and one per row kept every search on SQL for the
   * whole import (docs/import-bench.md).
   */
  catalogChanged?: { value: boolean };
}

export const importFetchLimits = (app: FastifyInstance): FetchLimits => ({
  maxBytes: LISTING_PHOTO_MAX_BYTES,
  timeoutMs: 20_000,
  maxRedirects: 3,
  allowPrivate: app.config.importFetchAllowPrivate,
});

interface NewPhotoFile {
  url: string;
  key: string;
  sha256: string;
  bytes: number;
  width: number;
  height: number;
  phash: string;
  warnings: string[];
}

/**
 * How many of a row's photos are fetched and converted at once. Measured with `pnpm bench
 * import` on 2 cores (docs/import-bench.md): 1, 2 and 3 at once applied 1.4, 2.0 and 2.4 rows/s
 * while the searches beside them answered 2,145, 1,941 and 1,453 req/s (p99 50, 55, 69 ms).
 * Two takes most of the speed without starving the searches of the cores sharp shares.
 */
export const PHOTOS_AT_ONCE = 2;

/**
 * Fetches, checks and converts the photos the listing lacks, as an upload is (listing-photos.ts),
 * PHOTOS_AT_ONCE at a time; the answer keeps the feed's order. When one fails, none starts
 * after it, and every file this row stored is removed before the failure is thrown.
 */
async function fetchPhotos(
  ctx: ApplyContext,
  listingId: number,
  urls: string[],
  have: CurrentPhoto[],
): Promise<NewPhotoFile[]> {
  const stored: (NewPhotoFile | undefined)[] = [];
  let next = 0;
  let failure: { error: unknown } | undefined;
  const fetchOne = async (url: string): Promise<NewPhotoFile | undefined> => {
    if (matchPhoto(ctx.app, have, url)) return undefined;
    let bytes = ctx.cache.get(url);
    if (bytes === undefined) {
      try {
        bytes = (await safeFetch(url, ctx.fetchLimits)).bytes;
      } catch (err) {
        if (err instanceof FetchRefused) {
          throw new RowRefused('images', ROW_REASONS.photoFailed(url, err.message));
        }
        throw err;
      }
      ctx.fetched.count++;
      ctx.cache.set(url, bytes);
    }
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    // The same file under another URL (a CDN's second name): the photo the listing has.
    const same = have.find((p) => p.sha256 === sha256);
    if (same) {
      same.sourceUrl = url;
      return undefined;
    }
    let processed;
    try {
      processed = await processListingPhoto(bytes);
    } catch (err) {
      if (err instanceof HttpError) {
        throw new RowRefused('images', ROW_REASONS.photoFailed(url, err.message));
      }
      throw err;
    }
    const key = await storeProcessedPhoto(ctx.app.media, `listings/${listingId}`, processed);
    return {
      url,
      key,
      sha256,
      bytes: bytes.length,
      width: processed.gallery.width,
      height: processed.gallery.height,
      phash: processed.phash,
      warnings: processed.warnings,
    };
  };
  const lane = async () => {
    while (failure === undefined && next < urls.length) {
      const index = next++;
      try {
        stored[index] = await fetchOne(urls[index] as string);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PHOTOS_AT_ONCE, urls.length) }, lane));
  const files = stored.filter((file) => file !== undefined);
  if (failure !== undefined) {
    await Promise.all(files.map((s) => removeProcessedPhoto(ctx.app.media, s.key)));
    throw failure.error;
  }
  return files;
}

export interface AppliedRow {
  listingId: number;
  /** A failure the row was refused for at apply time (a photo that could not be fetched). */
  refused?: { field: string; reason: string };
}

/**
 * Writes one created or updated row: photos first (outside the transaction: they are files),
 * then the listing, its amenities, photos, ref and status in one transaction. A failure
 * leaves the listing as it was and removes the files this row stored.
 */
export async function applyListingRow(
  ctx: ApplyContext,
  listing: FeedListing,
): Promise<AppliedRow> {
  const { app, user } = ctx;
  const existing = await existingListing(app.db, user.id, listing.ref);
  if (existing && STAFF_STATUSES.includes(existing.status)) {
    throw new RowRefused('ref', ROW_REASONS.staffStatus);
  }
  const now = app.now();
  const base = existing ?? blankRow(user.id, now);
  const { values, amenityIds } = await rowValues(app.db, listing, ctx.lookups, base);
  // A new listing's id is taken first: its photos are stored under it before the row exists.
  const listingId =
    existing?.id ??
    Number(
      (
        (await app.db.execute(
          sql`select nextval(pg_get_serial_sequence('listings', 'id')) as id`,
        )) as {
          rows: { id: string | number }[];
        }
      ).rows[0]?.id,
    );
  const have = existing ? await currentPhotos(app.db, existing.id) : [];
  const fresh = await fetchPhotos(ctx, listingId, listing.images, have);
  const dropped: CurrentPhoto[] = [];
  let saved: ListingRow;
  try {
    saved = await app.db.transaction(async (tx) => {
      let row: ListingRow | undefined;
      if (existing) {
        [row] = await tx
          .update(listings)
          .set({ ...values, version: sql`${listings.version} + 1`, updatedAt: now })
          .where(eq(listings.id, existing.id))
          .returning();
      } else {
        [row] = await tx
          .insert(listings)
          .values({
            ...values,
            id: listingId,
            userId: user.id,
            status: 'draft',
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await tx
          .insert(listingImportRefs)
          .values({ listingId, userId: user.id, externalRef: listing.ref });
      }
      if (!row) throw new Error('listing write returned no row');
      if (existing) {
        await tx
          .insert(listingImportRefs)
          .values({ listingId, userId: user.id, externalRef: listing.ref })
          .onConflictDoNothing();
      }
      await replaceAmenities(tx, listingId, amenityIds);
      // Photos the feed no longer names go; the ones it names are put in its order.
      const kept = new Set<number>();
      for (const url of listing.images) {
        const match = matchPhoto(app, have, url);
        if (match) kept.add(match.id);
      }
      for (const photo of have) {
        const namedBySha = photo.sourceUrl !== null && listing.images.includes(photo.sourceUrl);
        if (!kept.has(photo.id) && !namedBySha) dropped.push(photo);
        else kept.add(photo.id);
      }
      if (dropped.length > 0) {
        await tx.delete(listingPhotos).where(
          inArray(
            listingPhotos.id,
            dropped.map((p) => p.id),
          ),
        );
      }
      const order = new Map<string, number>();
      for (const file of fresh) {
        const photo = await insertPhoto(
          tx,
          listingId,
          undefined,
          {
            status: 'ready',
            path: file.key,
            bytes: file.bytes,
            width: file.width,
            height: file.height,
            phash: file.phash,
            warnings: file.warnings,
          },
          now,
        );
        await tx
          .insert(listingImportPhotos)
          .values({ photoId: photo.id, listingId, sourceUrl: file.url, sha256: file.sha256 });
        order.set(file.url, photo.id);
      }
      for (const photo of have) {
        if (!kept.has(photo.id) || photo.sourceUrl === null) continue;
        // A photo matched by its bytes under a new URL: remember the URL.
        await tx
          .update(listingImportPhotos)
          .set({ sourceUrl: photo.sourceUrl })
          .where(eq(listingImportPhotos.photoId, photo.id));
      }
      const ids = listing.images.map(
        (url) =>
          order.get(url) ??
          matchPhoto(app, have, url)?.id ??
          have.find((p) => p.sourceUrl === url)?.id,
      );
      for (const [position, id] of ids.entries()) {
        if (id === undefined) continue;
        await tx
          .update(listingPhotos)
          .set({ position, isMain: position === 0 })
          .where(eq(listingPhotos.id, id));
      }
      // Publishing follows the wizard: complete, then on the site or in the staff's queue.
      const status = row.status;
      if (!existing || REPUBLISHED.includes(status)) {
        const completeness = completenessOf(row, await photoCount(tx, listingId));
        if (
          completeness.ready &&
          canTransition('publish', { status: row.status, offer_type: row.offerType })
        ) {
          const review = needsReview(user, row);
          const change = review
            ? { status: 'pending' as const, submittedAt: now, expiredAt: null }
            : {
                status: 'published' as const,
                confirmedAt: now,
                remindedAt: null,
                expiredAt: null,
                publishedAt: now,
              };
          [row] = await tx
            .update(listings)
            .set(change)
            .where(eq(listings.id, listingId))
            .returning();
        }
      } else if (status === 'published') {
        // The feed confirms the property is still on the market.
        [row] = await tx
          .update(listings)
          .set({ confirmedAt: now, remindedAt: null })
          .where(eq(listings.id, listingId))
          .returning();
      }
      if (!row) throw new Error('listing write returned no row');
      return row;
    });
  } catch (err) {
    await Promise.all(fresh.map((f) => removeProcessedPhoto(app.media, f.key)));
    throw err;
  }
  await removeListingMedia(
    app.media,
    app.log,
    listingId,
    dropped.map((p) => p.path),
  );
  if (saved.status === 'published' || saved.status === 'pending') {
    const duplicates = await findDuplicates(app.db, saved, app.config.publicMediaPrefix);
    await flagDuplicates(app.db, listingId, duplicates, now).catch((err: unknown) =>
      app.log.error({ err, listingId }, 'duplicate flags not written'),
    );
  }
  if (saved.status === 'published' || existing?.status === 'published') {
    if (ctx.catalogChanged) ctx.catalogChanged.value = true;
    else invalidateListingCaches(app.db);
  }
  if (saved.status === 'published' && existing?.status !== 'published') {
    await app.jobs
      .send('saved-search-instant', { listingId })
      .catch((err: unknown) => app.log.error({ err, listingId }, 'saved-search alert not queued'));
  }
  return { listingId };
}

/** A full feed's missing listing: unpublished as its owner's Unpublish does (never deleted). */
export async function unpublishListing(app: FastifyInstance, listingId: number): Promise<void> {
  const row = await findListing(app.db, listingId);
  if (!row || !canTransition('unpublish', { status: row.status, offer_type: row.offerType }))
    return;
  await app.db
    .update(listings)
    .set({
      status: 'draft',
      expiredAt: null,
      version: sql`${listings.version} + 1`,
      updatedAt: app.now(),
    })
    .where(eq(listings.id, listingId));
  if (row.status === 'published') invalidateListingCaches(app.db);
}

export function refusalOf(err: unknown): { field: string; reason: string } | null {
  return err instanceof RowRefused ? { field: err.field, reason: err.reason } : null;
}

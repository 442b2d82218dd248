import { and, asc, count, desc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import {
  CURRENCIES,
  DEFAULT_CONTACT_OPTIONS,
  FEEDBACK_ANSWERS,
  FURNITURE,
  OFFER_TYPES,
  PRESENTATION_MESSAGES,
  PRICE_MODES,
  PROPERTY_STAGES,
  PROPERTY_TYPES,
  RENTAL_TYPES,
  chatUrl,
  contentLanguage,
  isOneOf,
  isLocale,
  presentationPath,
  presentationPrice,
  presentationStatus,
  type ContentTranslations,
  type Currency,
  type ListingStatus,
  type Locale,
  type CurrencyRates,
  type Page,
  type Presentation,
  type PresentationContact,
  type PresentationContactOptions,
  type PresentationFeedback,
  type PresentationSummary,
  type PriceMode,
  type PublicPresentation,
  type PublicPresentationItem,
} from '@phuket/shared/contract';
import { locationText } from '../catalog/listing-query';
import { cardKey, mediaUrl } from '../catalog/media-url';
import type { MediaAccess } from '../media/plugin';
import { displayPrice } from '../catalog/money';
import type { Db } from '../db/client';
import { countsBy } from '../database/record-lists';
import { likePattern } from '../db/like';
import {
  listingPhotos,
  listings,
  locations,
  presentationFeedback,
  presentationItems,
  presentationOldSlugs,
  presentationOpens,
  presentations,
  users,
} from '../db/schema';
import { displayPhone } from '../account/contact-routes';
import { HttpError, notFound } from '../http/errors';
import { summariseOpens, type OpenRow } from './tracking';

export type PresentationRow = typeof presentations.$inferSelect;
export type ItemRow = typeof presentationItems.$inferSelect;

export const presentationNotFound = () => notFound('Presentation');
export const stalePresentation = () => new HttpError(409, PRESENTATION_MESSAGES.stale);

export async function findPresentation(db: Db, id: number): Promise<PresentationRow | undefined> {
  const [row] = await db.select().from(presentations).where(eq(presentations.id, id)).limit(1);
  return row;
}

/** The presentation if `userId` owns it; anyone else hears 404, as for an id that does not exist. */
export async function ownedPresentation(
  db: Db,
  id: number,
  userId: number,
): Promise<PresentationRow> {
  const row = await findPresentation(db, id);
  if (!row || row.userId !== userId) throw presentationNotFound();
  return row;
}

export async function ownedPresentationBySlug(
  db: Db,
  slug: string,
  userId: number,
): Promise<PresentationRow> {
  const [row] = await db
    .select()
    .from(presentations)
    .where(and(eq(presentations.slug, slug), eq(presentations.userId, userId)))
    .limit(1);
  if (!row) throw presentationNotFound();
  return row;
}

export function checkVersion(row: PresentationRow, version: number): void {
  if (row.version !== version) throw stalePresentation();
}

/** Whether a slug is or was ever used: a retired slug must keep answering 410. */
export async function slugTaken(db: Db, slug: string): Promise<boolean> {
  const [current, old] = await Promise.all([
    db.select({ id: presentations.id }).from(presentations).where(eq(presentations.slug, slug)),
    db
      .select({ slug: presentationOldSlugs.slug })
      .from(presentationOldSlugs)
      .where(eq(presentationOldSlugs.slug, slug)),
  ]);
  return current.length > 0 || old.length > 0;
}

export function contactOptionsOf(row: PresentationRow): PresentationContactOptions {
  return { ...DEFAULT_CONTACT_OPTIONS, ...(row.contactOptions ?? {}) };
}

function currencyOf(raw: string): Currency {
  return isOneOf(CURRENCIES, raw) ? raw : 'THB';
}

/** The client's language of a presentation; English for anything unknown. */
export function clientLocaleOf(row: Pick<PresentationRow, 'locale'>): Locale {
  return isLocale(row.locale) ? row.locale : 'en';
}

function numberOrNull(value: string | number | null): number | null {
  if (value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

// Listings behind the items.

export interface ListingPhotoInfo {
  id: number;
  path: string;
  width: number | null;
  height: number | null;
}

export interface ListingInfo {
  id: number;
  userId: number;
  status: ListingStatus;
  title: string | null;
  description: string | null;
  /** The language title and description are written in, and their translations. */
  language: Locale;
  translations: ContentTranslations;
  price: number | null;
  currency: string;
  /** The price in THB as the catalog stores it, to show it in another currency as cards do. */
  priceThb: number | null;
  discount: number | null;
  offerType: string | null;
  rentalType: string | null;
  propertyType: string | null;
  propertyStage: string | null;
  furniture: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  area: number | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Cover first, then the owner's order. */
  photos: ListingPhotoInfo[];
}

/** The listings of `ids` with their photos, in two queries whatever their number. */
export async function listingsById(db: Db, ids: number[]): Promise<Map<number, ListingInfo>> {
  const out = new Map<number, ListingInfo>();
  if (ids.length === 0) return out;
  const [rows, photos] = await Promise.all([
    db
      .select({
        id: listings.id,
        userId: listings.userId,
        status: listings.status,
        title: listings.title,
        description: listings.description,
        language: listings.language,
        translations: listings.translations,
        price: listings.price,
        currency: listings.currency,
        priceThb: listings.priceThb,
        discount: listings.discount,
        offerType: listings.offerType,
        rentalType: listings.rentalType,
        propertyType: listings.propertyType,
        propertyStage: listings.propertyStage,
        furniture: listings.furniture,
        bedrooms: listings.bedrooms,
        bathrooms: listings.bathrooms,
        area: listings.area,
        address: listings.address,
        locationName: locations.name,
        latitude: listings.latitude,
        longitude: listings.longitude,
      })
      .from(listings)
      .leftJoin(locations, eq(locations.id, listings.locationId))
      .where(inArray(listings.id, ids)),
    db
      .select({
        id: listingPhotos.id,
        listingId: listingPhotos.listingId,
        path: listingPhotos.path,
        width: listingPhotos.width,
        height: listingPhotos.height,
      })
      .from(listingPhotos)
      // Ready photos only: a HEIC still converting, or failed, is its owner's alone.
      .where(and(inArray(listingPhotos.listingId, ids), eq(listingPhotos.status, 'ready')))
      .orderBy(desc(listingPhotos.isMain), asc(listingPhotos.position), asc(listingPhotos.id)),
  ]);
  for (const r of rows) {
    out.set(r.id, {
      id: r.id,
      userId: r.userId,
      status: r.status,
      title: r.title,
      description: r.description,
      language: contentLanguage(r.language),
      translations: r.translations,
      price: numberOrNull(r.price),
      currency: r.currency,
      priceThb: numberOrNull(r.priceThb),
      discount: r.discount,
      offerType: r.offerType,
      rentalType: r.rentalType,
      propertyType: r.propertyType,
      propertyStage: r.propertyStage,
      furniture: r.furniture,
      bedrooms: r.bedrooms,
      bathrooms: r.bathrooms,
      area: numberOrNull(r.area),
      location: locationText(r.address, r.locationName),
      latitude: r.latitude,
      longitude: r.longitude,
      photos: [],
    });
  }
  for (const p of photos) {
    out.get(p.listingId)?.photos.push({ id: p.id, path: p.path, width: p.width, height: p.height });
  }
  return out;
}

/** The photos an item shows: the chosen ones that still exist, in the chosen order; else all. */
export function shownPhotos(listing: ListingInfo, photoIds: number[]): ListingPhotoInfo[] {
  if (photoIds.length === 0) return listing.photos;
  const byId = new Map(listing.photos.map((p) => [p.id, p]));
  const chosen = photoIds.flatMap((id) => {
    const photo = byId.get(id);
    return photo ? [photo] : [];
  });
  // Every chosen photo deleted since: the gallery is not left empty.
  return chosen.length > 0 ? chosen : listing.photos;
}

export function itemPriceMode(row: ItemRow): PriceMode {
  return isOneOf(PRICE_MODES, row.priceMode) ? row.priceMode : 'as_is';
}

function itemOverride(row: ItemRow): { amount: number; currency: Currency } | null {
  const amount = numberOrNull(row.overrideAmount);
  if (amount === null || row.overrideCurrency === null) return null;
  return { amount, currency: currencyOf(row.overrideCurrency) };
}

export async function itemsOf(db: Db, presentationId: number): Promise<ItemRow[]> {
  return db
    .select()
    .from(presentationItems)
    .where(eq(presentationItems.presentationId, presentationId))
    .orderBy(asc(presentationItems.position), asc(presentationItems.id));
}

async function openRows(db: Db, presentationIds: number[]) {
  if (presentationIds.length === 0) return new Map<number, OpenRow[]>();
  const rows = await db
    .select({
      presentationId: presentationOpens.presentationId,
      opens: presentationOpens.opens,
      firstOpenedAt: presentationOpens.firstOpenedAt,
      lastOpenedAt: presentationOpens.lastOpenedAt,
    })
    .from(presentationOpens)
    .where(inArray(presentationOpens.presentationId, presentationIds));
  const out = new Map<number, OpenRow[]>();
  for (const r of rows) {
    const list = out.get(r.presentationId) ?? [];
    list.push(r);
    out.set(r.presentationId, list);
  }
  return out;
}

/**
 * The whole presentation as its owner edits it, with what the client did. Each listing's price
 * is in the presentation's currency, converted as the catalog's cards are (`displayPrice`), so
 * the editor shows after a reload the figure the listing picker showed.
 */
export async function toPresentation(
  db: Db,
  row: PresentationRow,
  mediaAccess: MediaAccess,
  now: Date,
  rates: CurrencyRates,
): Promise<Presentation> {
  const currency = currencyOf(row.currency);
  const items = await itemsOf(db, row.id);
  const listingIds = items.flatMap((i) => (i.listingId === null ? [] : [i.listingId]));
  const [listingMap, opens, feedbackRows] = await Promise.all([
    listingsById(db, listingIds),
    openRows(db, [row.id]),
    db
      .select()
      .from(presentationFeedback)
      .where(eq(presentationFeedback.presentationId, row.id))
      .orderBy(desc(presentationFeedback.createdAt), desc(presentationFeedback.id)),
  ]);
  const feedback = new Map<number, PresentationFeedback[]>();
  for (const f of feedbackRows) {
    const list = feedback.get(f.itemId) ?? [];
    list.push({
      id: f.id,
      answer: isOneOf(FEEDBACK_ANSWERS, f.answer) ? f.answer : 'maybe',
      comment: f.comment,
      created_at: f.createdAt.toISOString(),
    });
    feedback.set(f.itemId, list);
  }
  return {
    id: row.id,
    slug: row.slug,
    url: presentationPath(row.slug),
    title: row.title,
    client_name: row.clientName,
    intro: row.description,
    currency,
    locale: clientLocaleOf(row),
    contact: contactOptionsOf(row),
    expires_at: row.expiresAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    status: presentationStatus({ expires_at: row.expiresAt, revoked_at: row.revokedAt }, now),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    items: items.map((item, position) => {
      const listing = item.listingId === null ? undefined : listingMap.get(item.listingId);
      // A listing taken off the site keeps its photos here only for its own owner (signed
      // links); another broker's has none: its files no longer load for anyone else.
      const offSite = listing !== undefined && listing.status !== 'published';
      const ownUnpublished = offSite && listing.userId === row.userId;
      const photos = offSite && !ownUnpublished ? [] : (listing?.photos ?? []);
      const media = mediaAccess.links(!ownUnpublished);
      return {
        id: item.id,
        listing_id: item.listingId,
        position,
        note: item.note,
        photo_ids: item.photoIds,
        price_mode: itemPriceMode(item),
        price_override: itemOverride(item),
        available: listing?.status === 'published',
        listing: listing
          ? {
              id: listing.id,
              title: listing.title,
              status: listing.status,
              price: listing.price === null ? null : displayPrice(listing, currency, rates),
              currency,
              offer_type: enumOrNull(OFFER_TYPES, listing.offerType),
              rental_type: enumOrNull(RENTAL_TYPES, listing.rentalType),
              discount: listing.discount,
              location: listing.location,
              cover_url: photos[0] ? mediaUrl(media, cardKey(photos[0].path)) : null,
              photos: photos.map((p) => ({
                id: p.id,
                url: mediaUrl(media, p.path),
                thumb_url: mediaUrl(media, cardKey(p.path)),
              })),
            }
          : null,
        views: item.views,
        feedback: feedback.get(item.id) ?? [],
      };
    }),
    stats: summariseOpens(opens.get(row.id) ?? []),
  };
}

/** GET /presentations: the owner's, newest first, with counts and opens. */
export async function ownerPresentations(
  db: Db,
  options: { userId: number; page: number; perPage: number; title?: string },
  now: Date,
): Promise<Page<PresentationSummary>> {
  const pattern = options.title ? likePattern(options.title) : null;
  const where = and(
    eq(presentations.userId, options.userId),
    pattern
      ? or(ilike(presentations.title, pattern), ilike(presentations.clientName, pattern))
      : undefined,
  );
  const [totalRow] = await db.select({ total: count() }).from(presentations).where(where);
  const total = totalRow?.total ?? 0;
  const rows = await db
    .select()
    .from(presentations)
    .where(where)
    .orderBy(desc(presentations.createdAt), desc(presentations.id))
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage);
  const ids = rows.map((r) => r.id);
  // Grouped counts by id, not correlated subqueries: drizzle's `sql` writes a column without
  // its table there, and `presentation_id = id` then compared the counted row with itself.
  const [opens, listingsCounts, feedbackCounts] = await Promise.all([
    openRows(db, ids),
    countsBy(db, presentationItems.presentationId, presentationItems, ids),
    countsBy(db, presentationFeedback.presentationId, presentationFeedback, ids),
  ]);
  return {
    data: rows.map((row) => {
      const stats = summariseOpens(opens.get(row.id) ?? []);
      return {
        id: row.id,
        slug: row.slug,
        url: presentationPath(row.slug),
        title: row.title,
        client_name: row.clientName,
        locale: clientLocaleOf(row),
        listings_count: listingsCounts.get(row.id) ?? 0,
        status: presentationStatus({ expires_at: row.expiresAt, revoked_at: row.revokedAt }, now),
        expires_at: row.expiresAt?.toISOString() ?? null,
        version: row.version,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
        opened: stats.opens > 0,
        stats,
        feedback_count: feedbackCounts.get(row.id) ?? 0,
      };
    }),
    meta: {
      current_page: options.page,
      per_page: options.perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / options.perPage)),
    },
  };
}

// The public side.

export interface OwnerContactRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  avatarPath: string | null;
  companyLogoPath: string | null;
  /** The language their notices are written in. */
  locale: string;
}

export async function ownerOf(db: Db, userId: number): Promise<OwnerContactRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      avatarPath: users.avatarPath,
      companyLogoPath: users.companyLogoPath,
      locale: users.locale,
    })
    .from(users)
    // A blocked owner's presentations are off the public site: unknown, as a wrong slug.
    .where(and(eq(users.id, userId), isNull(users.blockedAt)))
    .limit(1);
  return row;
}

/** The contact block per the owner's options: what is not chosen is null, never sent. */
export function publicContact(
  owner: OwnerContactRow,
  options: PresentationContactOptions,
  mediaPrefix: string,
): PresentationContact {
  const image =
    options.image === 'avatar'
      ? owner.avatarPath
      : options.image === 'logo'
        ? owner.companyLogoPath
        : null;
  const phone = options.show_phone || options.show_chat ? owner.phone : null;
  return {
    name: options.show_name ? owner.name : null,
    image_url: mediaUrl(mediaPrefix, image),
    phone: options.show_phone && owner.phone ? displayPhone(owner.phone) : null,
    chat_url: options.show_chat && phone ? chatUrl(phone) : null,
    email: options.show_email ? owner.email : null,
  };
}

/** What a slug leads to: a presentation, a retired slug of one, or nothing. */
export async function resolveSlug(
  db: Db,
  slug: string,
): Promise<{ row: PresentationRow; retired: boolean } | null> {
  const [row] = await db.select().from(presentations).where(eq(presentations.slug, slug)).limit(1);
  if (row) return { row, retired: false };
  const [old] = await db
    .select({ row: presentations })
    .from(presentationOldSlugs)
    .innerJoin(presentations, eq(presentations.id, presentationOldSlugs.presentationId))
    .where(eq(presentationOldSlugs.slug, slug))
    .limit(1);
  return old ? { row: old.row, retired: true } : null;
}

function enumOrNull<T extends string>(values: readonly T[], raw: string | null): T | null {
  return isOneOf(values, raw) ? raw : null;
}

/** The public view: nothing private, no hidden price, nothing of an unavailable listing. */
export async function toPublicPresentation(
  db: Db,
  row: PresentationRow,
  owner: OwnerContactRow,
  currency: Currency,
  rates: CurrencyRates,
  mediaPrefix: string,
): Promise<PublicPresentation> {
  const items = await itemsOf(db, row.id);
  const listingMap = await listingsById(
    db,
    items.flatMap((i) => (i.listingId === null ? [] : [i.listingId])),
  );
  const publicItems: PublicPresentationItem[] = items.map((item) => {
    const listing = item.listingId === null ? undefined : listingMap.get(item.listingId);
    if (!listing || listing.status !== 'published') return { id: item.id, available: false };
    const price = presentationPrice(
      { price_mode: itemPriceMode(item), price_override: itemOverride(item) },
      { price: listing.price, currency: listing.currency, discount: listing.discount },
      currency,
      rates,
    );
    return {
      id: item.id,
      available: true,
      title: listing.title,
      offer_type: enumOrNull(OFFER_TYPES, listing.offerType),
      rental_type: enumOrNull(RENTAL_TYPES, listing.rentalType),
      property_type: enumOrNull(PROPERTY_TYPES, listing.propertyType),
      property_stage: enumOrNull(PROPERTY_STAGES, listing.propertyStage),
      furniture: enumOrNull(FURNITURE, listing.furniture),
      bedrooms: listing.bedrooms,
      bathrooms: listing.bathrooms,
      area: listing.area,
      location: listing.location,
      latitude: listing.latitude,
      longitude: listing.longitude,
      description: listing.description,
      language: listing.language,
      translations: listing.translations,
      photos: shownPhotos(listing, item.photoIds).map((p) => ({
        id: p.id,
        url: mediaUrl(mediaPrefix, p.path),
        thumb_url: mediaUrl(mediaPrefix, cardKey(p.path)),
        width: p.width,
        height: p.height,
      })),
      // Hidden: the key is left out, so not even an empty price reaches the client.
      ...(price ? { price } : {}),
      note: item.note,
    };
  });
  return {
    slug: row.slug,
    title: row.title,
    intro: row.description,
    locale: clientLocaleOf(row),
    currency,
    default_currency: currencyOf(row.currency),
    items: publicItems,
    contact: publicContact(owner, contactOptionsOf(row), mediaPrefix),
    pdf_path: `${presentationPath(row.slug)}/pdf`,
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

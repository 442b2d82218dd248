import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CURRENCIES,
  FURNITURE,
  PROPERTY_STAGES,
  PROPERTY_TYPES,
  RENTAL_TYPES,
  TENURES,
  contentLanguage,
  isOneOf,
} from '@phuket/shared/contract';
import { storedTranslations } from '../catalog/listing-languages';
import { listingAmenities, listingImportRefs, listingPhotos, listings } from '../db/schema';
import type { FeedListing } from './format';
import { loadLookups, ownRef, poolAmenity, publicPhotoUrl } from './rows';

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));
const oneOrNull = <T extends string>(list: readonly T[], value: string | null): T | null =>
  isOneOf(list, value) ? value : null;

/**
 * The broker's published listings in the feed format: what another portal or their own site
 * reads from the export URL. A listing imported keeps the agency's ref; one made in the
 * wizard gets ours (`wow-<id>`), which an import of this feed matches back.
 */
export async function exportListings(app: FastifyInstance, userId: number): Promise<FeedListing[]> {
  const rows = await app.db
    .select({ listing: listings, ref: listingImportRefs.externalRef })
    .from(listings)
    .leftJoin(listingImportRefs, eq(listingImportRefs.listingId, listings.id))
    .where(and(eq(listings.userId, userId), eq(listings.status, 'published')))
    .orderBy(asc(listings.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.listing.id);
  const [lookups, amenityRows, photoRows] = await Promise.all([
    loadLookups(app.db),
    app.db
      .select()
      .from(listingAmenities)
      .where(inArray(listingAmenities.listingId, ids))
      .orderBy(asc(listingAmenities.amenityId)),
    app.db
      .select({ listingId: listingPhotos.listingId, path: listingPhotos.path })
      .from(listingPhotos)
      .where(and(inArray(listingPhotos.listingId, ids), eq(listingPhotos.status, 'ready')))
      .orderBy(asc(listingPhotos.position), asc(listingPhotos.id)),
  ]);
  const out: FeedListing[] = [];
  for (const { listing: row, ref } of rows) {
    const propertyType = oneOrNull(PROPERTY_TYPES, row.propertyType);
    const offerType = row.offerType === 'Rent' ? 'Rent' : row.offerType === 'Sale' ? 'Sale' : null;
    const town = row.locationId === null ? null : lookups.locationNames.get(row.locationId);
    // A published listing has these (publishing asks for them); an odd old row is left out.
    if (propertyType === null || offerType === null || !town || row.price === null || !row.title) {
      continue;
    }
    const names = amenityRows
      .filter((a) => a.listingId === row.id)
      .flatMap((a) => lookups.amenityNames.get(a.amenityId) ?? []);
    const pool = names.includes(poolAmenity(propertyType));
    const language = contentLanguage(row.language);
    const translations = storedTranslations(row.translations, language);
    out.push({
      row: out.length + 1,
      ref: ref ?? ownRef(row.id),
      offerType,
      rentalType:
        offerType === 'Rent' ? (oneOrNull(RENTAL_TYPES, row.rentalType) ?? 'Long-term') : null,
      price: Number(row.price),
      currency: oneOrNull(CURRENCIES, row.currency) ?? 'THB',
      propertyType,
      propertyStage: oneOrNull(PROPERTY_STAGES, row.propertyStage),
      town,
      address: row.address,
      latitude: row.latitude,
      longitude: row.longitude,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      area: numberOrNull(row.area),
      pool,
      features: names.filter((n) => !(pool && n === poolAmenity(propertyType))),
      images: photoRows
        .filter((p) => p.listingId === row.id)
        .map((p) => publicPhotoUrl(app, p.path)),
      language,
      title: row.title,
      description: row.description,
      translations: Object.fromEntries(
        Object.entries(translations).map(([locale, t]) => [
          locale,
          { title: t.title, description: t.description ?? null },
        ]),
      ),
      tenure: oneOrNull(TENURES, row.tenure),
      leaseholdYears: row.leaseholdYears,
      foreignQuota: row.foreignQuota,
      furniture: oneOrNull(FURNITURE, row.furniture),
      discount: row.discount,
    });
  }
  return out;
}

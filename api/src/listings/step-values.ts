import { eq, inArray } from 'drizzle-orm';
import {
  CONDO_PROPERTY_TYPES,
  CURRENCIES,
  LEASEHOLD_YEARS_ONLY_FOR_LEASEHOLD,
  contentLanguage,
  isOneOf,
  normalizedTranslations,
  translationProblems,
  type ListingStep1Body,
  type ListingStep2Body,
  type ListingStep3Body,
  type StoreListingBody,
} from '@phuket/shared/contract';
import { loadRates, toThb } from '../catalog/money';
import type { Db } from '../db/client';
import { amenities, developers, locations, projects } from '../db/schema';
import { HttpError } from '../http/errors';
import type { ListingRow, ListingValues } from './queries';

// Turns one wizard step's body into the columns it writes. The schema has checked each field
// alone; here are the rules that need the stored listing or other tables. Every problem is
// collected, so one 422 names them all and nothing is written.

export const RENTAL_TYPE_ONLY_FOR_RENT = 'The rental type applies only to listings for rent.';
export const FOREIGN_QUOTA_ONLY_FOR_CONDOS =
  'The foreign quota applies only to condominium units (Apartment, Penthouse, Hotel apartment).';
export const PROJECT_OF_OTHER_DEVELOPER = 'The selected project belongs to another developer.';

class FieldErrors {
  private readonly errors = Object.create(null) as Record<string, string[]>;
  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }
  throwIfAny(): void {
    const fields = Object.keys(this.errors);
    if (fields.length === 0) return;
    const first = this.errors[fields[0] as string]?.[0] ?? 'The given data was invalid.';
    const rest = Object.values(this.errors).flat().length - 1;
    throw new HttpError(
      422,
      rest > 0 ? `${first} (and ${rest} more error${rest > 1 ? 's' : ''})` : first,
      this.errors,
    );
  }
}

const invalid = (label: string) => `The selected ${label} is invalid.`;

/** Trimmed text; blank is stored as null (the person cleared the field). */
function text(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function isCondo(type: string | null): boolean {
  return isOneOf(CONDO_PROPERTY_TYPES, type);
}

/** Step 1, basics: also the body of POST /listing/store?step=1 (then `row` is null). */
export function step1Values(
  body: StoreListingBody | ListingStep1Body,
  row: ListingRow | null,
): ListingValues {
  const errors = new FieldErrors();
  const values: ListingValues = {};
  if (body.offer_type !== undefined) values.offerType = body.offer_type;
  if (body.property_type !== undefined) values.propertyType = body.property_type;
  if (body.property_stage !== undefined) values.propertyStage = body.property_stage;
  if (body.rental_type !== undefined) values.rentalType = body.rental_type;
  const title = text(body.title);
  if (title !== undefined) values.title = title;
  const description = text(body.description);
  if (description !== undefined) values.description = description;
  languageValues(body, row, values, errors);

  const offerType = body.offer_type !== undefined ? body.offer_type : (row?.offerType ?? null);
  if (offerType !== 'Rent') {
    if (body.rental_type !== undefined && body.rental_type !== null) {
      errors.add('rental_type', RENTAL_TYPE_ONLY_FOR_RENT);
    } else if (row?.rentalType) {
      // Switching to Sale drops the rental type chosen before, rather than refusing the switch.
      values.rentalType = null;
    }
  }
  const propertyType =
    body.property_type !== undefined ? body.property_type : (row?.propertyType ?? null);
  if (!isCondo(propertyType) && row?.foreignQuota != null) values.foreignQuota = null;
  errors.throwIfAny();
  return values;
}

/**
 * The original's language and the translations. Either may come alone: a new
 * language is checked against the stored translations, new translations against the stored
 * language, so no write leaves a translation in the original's own language.
 */
function languageValues(
  body: StoreListingBody | ListingStep1Body,
  row: ListingRow | null,
  values: ListingValues,
  errors: FieldErrors,
): void {
  if (body.language === undefined && body.translations === undefined) return;
  const language = body.language ?? contentLanguage(row?.language);
  const translations = body.translations ?? row?.translations ?? {};
  const problems = translationProblems(language, translations);
  for (const [field, message] of Object.entries(problems)) errors.add(field, message);
  if (body.language !== undefined) values.language = body.language;
  if (body.translations !== undefined) values.translations = normalizedTranslations(translations);
}

async function exists(db: Db, table: typeof locations, id: number) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return row !== undefined;
}

/** The wizard offers published developers only; one the listing already has stays valid. */
async function developerChoosable(db: Db, id: number, current: number | null) {
  const [row] = await db
    .select({ status: developers.status })
    .from(developers)
    .where(eq(developers.id, id))
    .limit(1);
  return row !== undefined && (row.status === 'published' || id === current);
}

/**
 * Step 2, location. Choosing a project fills in what the listing leaves empty: the developer,
 * the area, the address and the map pin, from the project's own.
 */
export async function step2Values(
  db: Db,
  body: ListingStep2Body,
  row: ListingRow,
): Promise<ListingValues> {
  const errors = new FieldErrors();
  const values: ListingValues = {};
  if (body.address !== undefined) values.address = text(body.address);
  if (body.latitude !== undefined) values.latitude = body.latitude;
  if (body.longitude !== undefined) values.longitude = body.longitude;
  if (body.location_id !== undefined) {
    if (body.location_id !== null && !(await exists(db, locations, body.location_id))) {
      errors.add('location_id', invalid('location'));
    }
    values.locationId = body.location_id;
  }
  if (body.developer_id !== undefined) {
    if (
      body.developer_id !== null &&
      !(await developerChoosable(db, body.developer_id, row.developerId))
    ) {
      errors.add('developer_id', invalid('developer'));
    }
    values.developerId = body.developer_id;
  }
  if (body.project_id !== undefined) {
    values.projectId = body.project_id;
    if (body.project_id !== null) {
      const [project] = await db
        .select({
          developerId: projects.developerId,
          locationId: projects.locationId,
          status: projects.status,
          address: projects.address,
          latitude: projects.latitude,
          longitude: projects.longitude,
        })
        .from(projects)
        .where(eq(projects.id, body.project_id))
        .limit(1);
      // Only published projects are offered; one the listing already has stays valid.
      if (!project || (project.status !== 'published' && body.project_id !== row.projectId)) {
        errors.add('project_id', invalid('project'));
      } else {
        const developerId = body.developer_id !== undefined ? body.developer_id : row.developerId;
        if (developerId === null) {
          values.developerId = project.developerId;
        } else if (project.developerId !== null && project.developerId !== developerId) {
          errors.add('project_id', PROJECT_OF_OTHER_DEVELOPER);
        }
        const locationId = body.location_id !== undefined ? body.location_id : row.locationId;
        if (locationId === null && project.locationId !== null) {
          values.locationId = project.locationId;
        }
        const address = body.address !== undefined ? text(body.address) : row.address;
        if (!address && project.address !== null) values.address = project.address;
        const latitude = body.latitude !== undefined ? body.latitude : row.latitude;
        const longitude = body.longitude !== undefined ? body.longitude : row.longitude;
        if (
          latitude === null &&
          longitude === null &&
          project.latitude !== null &&
          project.longitude !== null
        ) {
          values.latitude = project.latitude;
          values.longitude = project.longitude;
        }
      }
    }
  }
  errors.throwIfAny();
  return values;
}

/** Step 3, price and details; `amenityIds` is set when the body replaces the amenities. */
export async function step3Values(
  db: Db,
  body: ListingStep3Body,
  row: ListingRow,
): Promise<{ values: ListingValues; amenityIds?: number[] }> {
  const errors = new FieldErrors();
  const values: ListingValues = {};
  if (body.discount !== undefined) values.discount = body.discount;
  if (body.bedrooms !== undefined) values.bedrooms = body.bedrooms;
  if (body.bathrooms !== undefined) values.bathrooms = body.bathrooms;
  if (body.area !== undefined) values.area = body.area === null ? null : body.area.toFixed(2);
  if (body.furniture !== undefined) values.furniture = body.furniture;
  if (body.tenure !== undefined) values.tenure = body.tenure;
  const tenure = body.tenure !== undefined ? body.tenure : row.tenure;
  if (body.leasehold_years != null && tenure !== 'Leasehold') {
    errors.add('leasehold_years', LEASEHOLD_YEARS_ONLY_FOR_LEASEHOLD);
  } else if (body.leasehold_years !== undefined) {
    values.leaseholdYears = body.leasehold_years;
  } else if (tenure !== 'Leasehold' && row.leaseholdYears !== null) {
    // Switching away from leasehold drops the years given before, rather than refusing it.
    values.leaseholdYears = null;
  }
  if (body.foreign_quota !== undefined) {
    if (body.foreign_quota !== null && !isCondo(row.propertyType)) {
      errors.add('foreign_quota', FOREIGN_QUOTA_ONLY_FOR_CONDOS);
    }
    values.foreignQuota = body.foreign_quota;
  }
  if (body.price !== undefined || body.currency !== undefined) {
    const currency = body.currency ?? (isOneOf(CURRENCIES, row.currency) ? row.currency : 'THB');
    const price =
      body.price !== undefined ? body.price : row.price === null ? null : Number(row.price);
    values.currency = currency;
    values.price = price === null ? null : price.toFixed(2);
    // The search filters and sorts on the THB figure: it must follow every price change.
    values.priceThb =
      price === null ? null : toThb(price, currency, await loadRates(db)).toFixed(2);
  }
  let amenityIds: number[] | undefined;
  if (body.amenities !== undefined) {
    amenityIds = body.amenities;
    if (amenityIds.length > 0) {
      const found = await db
        .select({ id: amenities.id })
        .from(amenities)
        .where(inArray(amenities.id, amenityIds));
      const known = new Set(found.map((a) => a.id));
      amenityIds.forEach((id, i) => {
        if (!known.has(id)) errors.add(`amenities.${i}`, invalid('amenity'));
      });
    }
  }
  errors.throwIfAny();
  return amenityIds === undefined ? { values } : { values, amenityIds };
}

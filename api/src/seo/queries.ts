import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { ContentTranslations } from '@phuket/shared/contract';
import type { Db } from '../db/client';
import { qualified } from '../db/qualified';
import {
  developerPhotos,
  developers,
  listingAlbums,
  listingPhotos,
  listings,
  locations,
  projectPhotos,
  projects,
  users,
} from '../db/schema';
import { hasPublicAgentPage } from '../users/public-agent';
import { tenureColumns } from '../catalog/listing-query';

/*
 * One query per page: the picture comes from a correlated subquery (served by the photo
 * tables' (owner id, position) indexes) instead of a second round trip, and the names of
 * the location / developer are joined in.
 */

export interface ListingSeoRow {
  id: number;
  title: string | null;
  description: string | null;
  /** The original's language and its translations, as stored. */
  language: string;
  translations: unknown;
  price: string | null;
  currency: string;
  offerType: string | null;
  rentalType: string | null;
  propertyType: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  area: string | null;
  locationName: string | null;
  photo: string | null;
  tenure: string | null;
  foreignQuota: boolean | null;
  /** listing-query.ts tenureColumns: the card's tenure fields come from these. */
  projectTerms: string | null;
  foreignFreehold: boolean;
}

/** A published listing; undefined for drafts and unknown ids (both are "not found"). */
export async function listingForSeo(db: Db, id: number): Promise<ListingSeoRow | undefined> {
  // The photo the card and the gallery open on (coverFirst's order, as albumsFor sorts): the
  // cover, else the first by album, then by position.
  const photo = sql<string | null>`(select ${listingPhotos.path} from ${listingPhotos}
    left join ${listingAlbums} on ${listingAlbums.id} = ${listingPhotos.albumId}
    where ${listingPhotos.listingId} = ${listings.id} and ${listingPhotos.status} = 'ready'
    order by ${listingPhotos.isMain} desc, ${listingAlbums.position} asc nulls last,
      ${listingAlbums.id} asc nulls last, ${listingPhotos.position}, ${listingPhotos.id}
    limit 1)`;
  const [row] = await db
    .select({
      id: listings.id,
      title: listings.title,
      description: listings.description,
      language: listings.language,
      translations: listings.translations,
      price: listings.price,
      currency: listings.currency,
      offerType: listings.offerType,
      rentalType: listings.rentalType,
      propertyType: listings.propertyType,
      bedrooms: listings.bedrooms,
      bathrooms: listings.bathrooms,
      area: listings.area,
      locationName: locations.name,
      photo,
      tenure: listings.tenure,
      foreignQuota: listings.foreignQuota,
      ...tenureColumns(),
    })
    .from(listings)
    .leftJoin(locations, eq(locations.id, listings.locationId))
    .where(and(eq(listings.id, id), eq(listings.status, 'published')))
    .limit(1);
  return row;
}

export interface DeveloperSeoRow {
  id: number;
  title: string;
  description: string | null;
  /** The original's language and the translations: the head is in the visitor's language. */
  language: string;
  translations: ContentTranslations;
  /** main photo, else the first gallery photo, else the logo. */
  photo: string | null;
}

export async function developerForSeo(db: Db, id: number): Promise<DeveloperSeoRow | undefined> {
  const photo = sql<string | null>`coalesce(${developers.mainPhoto},
    (select ${developerPhotos.path} from ${developerPhotos}
      where ${developerPhotos.developerId} = ${qualified(developers, developers.id)}
      order by ${developerPhotos.position}, ${developerPhotos.id} limit 1),
    ${developers.logo})`;
  const [row] = await db
    .select({
      id: developers.id,
      title: developers.title,
      description: developers.description,
      language: developers.language,
      translations: developers.translations,
      photo,
    })
    .from(developers)
    .where(and(eq(developers.id, id), eq(developers.status, 'published')))
    .limit(1);
  return row;
}

export interface ProjectSeoRow {
  id: number;
  title: string;
  description: string | null;
  language: string;
  translations: ContentTranslations;
  developerTitle: string | null;
  developerLanguage: string | null;
  developerTranslations: ContentTranslations | null;
  locationName: string | null;
  /** main photo, else the first gallery photo. */
  photo: string | null;
}

export async function projectForSeo(db: Db, id: number): Promise<ProjectSeoRow | undefined> {
  const photo = sql<string | null>`coalesce(${projects.mainPhoto},
    (select ${projectPhotos.path} from ${projectPhotos}
      where ${projectPhotos.projectId} = ${projects.id}
      order by ${projectPhotos.position}, ${projectPhotos.id} limit 1))`;
  const [row] = await db
    .select({
      id: projects.id,
      title: projects.title,
      description: projects.description,
      language: projects.language,
      translations: projects.translations,
      developerTitle: developers.title,
      developerLanguage: developers.language,
      developerTranslations: developers.translations,
      locationName: locations.name,
      photo,
    })
    .from(projects)
    .leftJoin(developers, eq(developers.id, projects.developerId))
    .leftJoin(locations, eq(locations.id, projects.locationId))
    .where(and(eq(projects.id, id), eq(projects.status, 'published')))
    .limit(1);
  return row;
}

/* Sitemap queries: only id and updated_at, in id order, so pages are stable between fetches. */

export interface SitemapRow {
  id: number;
  updatedAt: Date;
}

/** Served by listings_status_created_idx (index-only count of the published rows). */
export async function publishedListingCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .where(eq(listings.status, 'published'));
  return row?.n ?? 0;
}

/**
 * One sitemap page of published listings. Offset by page number walks the primary key; at
 * 50 000 rows per page and the bench's 100 000 listings that is at most one page skipped,
 * and crawlers fetch these files rarely (an hour of HTTP cache on top).
 */
export async function publishedListingsPage(
  db: Db,
  page: number,
  perPage: number,
): Promise<SitemapRow[]> {
  return db
    .select({ id: listings.id, updatedAt: listings.updatedAt })
    .from(listings)
    .where(eq(listings.status, 'published'))
    .orderBy(asc(listings.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
}

/** Newest publication, cheap through listings_status_created_idx: the lastmod of / and /properties. */
export async function newestListingAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: listings.createdAt })
    .from(listings)
    .where(eq(listings.status, 'published'))
    .orderBy(desc(listings.createdAt))
    .limit(1);
  return row?.at ?? null;
}

export async function developerRows(db: Db, limit: number): Promise<SitemapRow[]> {
  return db
    .select({ id: developers.id, updatedAt: developers.updatedAt })
    .from(developers)
    .where(eq(developers.status, 'published'))
    .orderBy(asc(developers.id))
    .limit(limit);
}

/** Agents with a public page (the same rule as the page itself: hasPublicAgentPage). */
export async function agentRows(db: Db, limit: number): Promise<SitemapRow[]> {
  return db
    .select({ id: users.id, updatedAt: users.updatedAt })
    .from(users)
    .where(hasPublicAgentPage())
    .orderBy(asc(users.id))
    .limit(limit);
}

export async function projectRows(db: Db, limit: number): Promise<SitemapRow[]> {
  return db
    .select({ id: projects.id, updatedAt: projects.updatedAt })
    .from(projects)
    .where(eq(projects.status, 'published'))
    .orderBy(asc(projects.id))
    .limit(limit);
}

export interface AgentSeoRow {
  id: number;
  name: string;
  avatarPath: string | null;
  listingsCount: number;
}

/**
 * An agent's public page, under the rule agents.xml lists them by (hasPublicAgentPage):
 * undefined for admins, agents without a published listing and unknown ids alike.
 */
export async function agentForSeo(db: Db, id: number): Promise<AgentSeoRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      avatarPath: users.avatarPath,
      listingsCount: sql<number>`count(${listings.id})::int`,
    })
    .from(users)
    .leftJoin(listings, and(eq(listings.userId, users.id), eq(listings.status, 'published')))
    .where(and(eq(users.id, id), hasPublicAgentPage()))
    .groupBy(users.id)
    .limit(1);
  return row;
}

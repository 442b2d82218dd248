import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  STALE_RECORD_MESSAGE,
  developerCompleteness,
  developerPaths,
  isOneOf,
  layoutPaths,
  projectCompleteness,
  projectPaths,
  contentLanguage,
  CURRENCIES,
  DATABASE_STATUSES,
  PROJECT_STAGES,
  PROJECT_TENURES,
  type DatabaseLayout,
  type DeveloperDraft,
  type EndpointDeclaration,
  type ProjectDraft,
} from '@phuket/shared/contract';
import { mediaUrl, type MediaBase } from '../catalog/media-url';
import type { Db } from '../db/client';
import {
  developerPhotos,
  developers,
  listings,
  projectLayouts,
  projectPhotos,
  projectUnits,
  projects,
} from '../db/schema';
import { HttpError, notFound, unauthenticated } from '../http/errors';
import type { MediaAccess } from '../media/plugin';
import type { AuthContext } from '../http/fastify-types';

export type DeveloperRow = typeof developers.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type LayoutRow = typeof projectLayouts.$inferSelect;
export type DatabaseUser = AuthContext['user'];

/**
 * A declaration (contract/endpoints/database.ts) as a route shared by several kinds of record,
 * media slots or galleries uses it, each naming its own: its parts checked by its schemas.
 */
export type RecordEndpoint = EndpointDeclaration & { response: TSchema };
export const staleRecord = () => new HttpError(409, STALE_RECORD_MESSAGE);
export const developerNotFound = () => notFound('Developer');
export const projectNotFound = () => notFound('Project');
export const layoutNotFound = () => notFound('Layout');

/**
 * The signed-in developer or admin. A broker hears 404 like a stranger to the record, a
 * guest 401.
 */
export function databaseUser(request: FastifyRequest): DatabaseUser {
  if (!request.auth) throw unauthenticated();
  const user = request.auth.user;
  if (user.role !== 'developer' && user.role !== 'admin') throw notFound();
  return user;
}

export const isAdmin = (user: DatabaseUser) => user.role === 'admin';

/** Collects every field problem, so one 422 names them all and nothing is written. */
export class FieldErrors {
  private readonly errors = Object.create(null) as Record<string, string[]>;
  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }
  get any(): boolean {
    return Object.keys(this.errors).length > 0;
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

/** Developers `user` may manage: an admin all, a developer those it created. */
export function developerScope(user: DatabaseUser): SQL | undefined {
  return isAdmin(user) ? undefined : eq(developers.ownerId, user.id);
}

/** Projects `user` may manage: an admin all, a developer those it created or of its developers. */
export function projectScope(user: DatabaseUser): SQL | undefined {
  if (isAdmin(user)) return undefined;
  return or(
    eq(projects.ownerId, user.id),
    inArray(
      projects.developerId,
      sql`(select ${developers.id} from ${developers} where ${developers.ownerId} = ${user.id})`,
    ),
  );
}

/** The developer if `user` manages it; anyone else hears 404, as for an unknown id. */
export async function managedDeveloper(
  db: Db,
  id: number,
  user: DatabaseUser,
): Promise<DeveloperRow> {
  const [row] = await db
    .select()
    .from(developers)
    .where(and(eq(developers.id, id), developerScope(user)))
    .limit(1);
  if (!row) throw developerNotFound();
  return row;
}

export async function managedProject(db: Db, id: number, user: DatabaseUser): Promise<ProjectRow> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), projectScope(user)))
    .limit(1);
  if (!row) throw projectNotFound();
  return row;
}

/** The layout and its project if `user` manages the project. */
export async function managedLayout(
  db: Db,
  id: number,
  user: DatabaseUser,
): Promise<{ layout: LayoutRow; project: ProjectRow }> {
  const [layout] = await db.select().from(projectLayouts).where(eq(projectLayouts.id, id)).limit(1);
  if (!layout) throw layoutNotFound();
  const project = await managedProject(db, layout.projectId, user).catch(() => {
    throw layoutNotFound();
  });
  return { layout, project };
}

export function checkVersion(row: { version: number }, version: number): void {
  if (row.version !== version) throw staleRecord();
}

/** Writes `values` only if the developer still has `version`, bumping it (one UPDATE). */
export async function updateDeveloper(
  db: Db,
  id: number,
  version: number,
  values: PgUpdateSetSource<typeof developers>,
  now: Date,
): Promise<DeveloperRow> {
  const [row] = await db
    .update(developers)
    .set({ ...values, version: sql`${developers.version} + 1`, updatedAt: now })
    .where(and(eq(developers.id, id), eq(developers.version, version)))
    .returning();
  if (!row) throw staleRecord();
  return row;
}

export async function updateProject(
  db: Db,
  id: number,
  version: number,
  values: PgUpdateSetSource<typeof projects>,
  now: Date,
): Promise<ProjectRow> {
  const [row] = await db
    .update(projects)
    .set({ ...values, version: sql`${projects.version} + 1`, updatedAt: now })
    .where(and(eq(projects.id, id), eq(projects.version, version)))
    .returning();
  if (!row) throw staleRecord();
  return row;
}

/** Media and layout writes move `updated_at` only: they are per item, not version-checked. */
export async function touchProject(db: Db, id: number, now: Date): Promise<ProjectRow> {
  const [row] = await db
    .update(projects)
    .set({ updatedAt: now })
    .where(eq(projects.id, id))
    .returning();
  if (!row) throw projectNotFound();
  return row;
}

export async function touchDeveloper(db: Db, id: number, now: Date): Promise<DeveloperRow> {
  const [row] = await db
    .update(developers)
    .set({ updatedAt: now })
    .where(eq(developers.id, id))
    .returning();
  if (!row) throw developerNotFound();
  return row;
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));
const status = (value: string) => (isOneOf(DATABASE_STATUSES, value) ? value : 'draft');

export async function listingCount(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listings).where(where);
  return row?.n ?? 0;
}

/** For its owner or an admin: until published, its media loads only through signed URLs. */
export async function toDeveloperDraft(
  db: Db,
  row: DeveloperRow,
  mediaAccess: MediaAccess,
): Promise<DeveloperDraft> {
  const prefix = mediaAccess.links(row.status === 'published');
  const [photos, [projectTotal], listingTotal] = await Promise.all([
    db
      .select({ id: developerPhotos.id, path: developerPhotos.path })
      .from(developerPhotos)
      .where(eq(developerPhotos.developerId, row.id))
      .orderBy(asc(developerPhotos.position), asc(developerPhotos.id)),
    db.select({ n: count() }).from(projects).where(eq(projects.developerId, row.id)),
    listingCount(db, eq(listings.developerId, row.id)),
  ]);
  const title = row.title === '' ? null : row.title;
  return {
    id: row.id,
    status: status(row.status),
    version: row.version,
    step: row.step,
    title,
    description: row.description,
    language: contentLanguage(row.language),
    translations: row.translations,
    website: row.website,
    phone: row.phone,
    email: row.email,
    year_founded: row.yearFounded,
    projects_completed: row.projectsCompleted,
    logo: mediaUrl(prefix, row.logo),
    main_photo: mediaUrl(prefix, row.mainPhoto),
    photos: photos.map((p) => ({ id: p.id, url: mediaUrl(prefix, p.path) })),
    projects_count: projectTotal?.n ?? 0,
    listings_count: listingTotal,
    completeness: developerCompletenessOf(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    paths: developerPaths(row.id),
  };
}

/** Units per layout: all, and the available ones with their lowest price. */
export async function layoutUnitFacts(
  db: Db,
  layoutIds: number[],
): Promise<Map<number, { total: number; available: number; minPrice: number | null }>> {
  const facts = new Map<number, { total: number; available: number; minPrice: number | null }>();
  if (layoutIds.length === 0) return facts;
  const rows = await db
    .select({
      layoutId: projectUnits.layoutId,
      total: count(),
      available: sql<number>`count(*) filter (where ${projectUnits.status} = 'available')`.mapWith(
        Number,
      ),
      minPrice: sql<
        string | null
      >`min(${projectUnits.price}) filter (where ${projectUnits.status} = 'available')`,
    })
    .from(projectUnits)
    .where(inArray(projectUnits.layoutId, layoutIds))
    .groupBy(projectUnits.layoutId);
  for (const r of rows) {
    if (r.layoutId === null) continue;
    facts.set(r.layoutId, {
      total: r.total,
      available: r.available,
      minPrice: r.minPrice === null ? null : Number(r.minPrice),
    });
  }
  return facts;
}

export function toDatabaseLayout(
  row: LayoutRow,
  facts: { total: number; available: number } | undefined,
  prefix: MediaBase,
): DatabaseLayout {
  return {
    id: row.id,
    project_id: row.projectId,
    name: row.title ?? '',
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    area: numberOrNull(row.area),
    price_from: numberOrNull(row.price),
    photo: mediaUrl(prefix, row.photo),
    units_count: facts?.total ?? 0,
    available_units: facts?.available ?? 0,
    paths: layoutPaths(row.id),
  };
}

export async function projectLayoutsOf(db: Db, projectId: number, prefix: MediaBase) {
  const rows = await db
    .select()
    .from(projectLayouts)
    .where(eq(projectLayouts.projectId, projectId))
    .orderBy(asc(projectLayouts.id));
  const facts = await layoutUnitFacts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toDatabaseLayout(r, facts.get(r.id), prefix));
}

export async function isDeveloperPublished(db: Db, developerId: number | null): Promise<boolean> {
  if (developerId === null) return false;
  const [row] = await db
    .select({ status: developers.status })
    .from(developers)
    .where(eq(developers.id, developerId))
    .limit(1);
  return row?.status === 'published';
}

export function developerCompletenessOf(row: DeveloperRow) {
  return developerCompleteness({
    title: row.title === '' ? null : row.title,
    description: row.description,
    logo: row.logo,
  });
}

/** The stored launch day ("2026-03-01") as the month the API answers ("2026-03"). */
export function launchMonthOf(day: string | null): string | null {
  return day === null ? null : day.slice(0, 7);
}

export function projectCompletenessOf(row: ProjectRow, developerPublished: boolean) {
  return projectCompleteness({
    title: row.title === '' ? null : row.title,
    developer_published: developerPublished,
    location_id: row.locationId,
    stage: row.stage,
    price_from: numberOrNull(row.priceFrom),
    main_photo: row.mainPhoto,
    payment_plan: row.paymentPlan,
  });
}

/** As toDeveloperDraft; its layouts' photos follow the project. */
export async function toProjectDraft(
  db: Db,
  row: ProjectRow,
  mediaAccess: MediaAccess,
): Promise<ProjectDraft> {
  const prefix = mediaAccess.links(row.status === 'published');
  const [photos, layouts, [unitTotal], listingTotal, developerPublished] = await Promise.all([
    db
      .select({ id: projectPhotos.id, path: projectPhotos.path })
      .from(projectPhotos)
      .where(eq(projectPhotos.projectId, row.id))
      .orderBy(asc(projectPhotos.position), asc(projectPhotos.id)),
    projectLayoutsOf(db, row.id, prefix),
    db.select({ n: count() }).from(projectUnits).where(eq(projectUnits.projectId, row.id)),
    listingCount(db, eq(listings.projectId, row.id)),
    isDeveloperPublished(db, row.developerId),
  ]);
  return {
    id: row.id,
    status: status(row.status),
    version: row.version,
    step: row.step,
    title: row.title === '' ? null : row.title,
    developer_id: row.developerId,
    description: row.description,
    language: contentLanguage(row.language),
    translations: row.translations,
    stage: isOneOf(PROJECT_STAGES, row.stage) ? row.stage : null,
    completion: row.completion,
    launch: launchMonthOf(row.launch),
    construction_progress: row.constructionProgress,
    location_id: row.locationId,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    price_from: numberOrNull(row.priceFrom),
    price_to: numberOrNull(row.priceTo),
    currency: isOneOf(CURRENCIES, row.currency) ? row.currency : 'THB',
    amenities: row.amenities,
    payment_plan: row.paymentPlan,
    tenure: isOneOf(PROJECT_TENURES, row.tenure) ? row.tenure : null,
    leasehold_years: row.leaseholdYears,
    foreign_quota_units: row.foreignQuotaUnits,
    main_photo: mediaUrl(prefix, row.mainPhoto),
    photos: photos.map((p) => ({ id: p.id, url: mediaUrl(prefix, p.path) })),
    video: mediaUrl(prefix, row.video),
    brochure: mediaUrl(prefix, row.brochure),
    layouts,
    units_count: unitTotal?.n ?? 0,
    listings_count: listingTotal,
    completeness: projectCompletenessOf(row, developerPublished),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    paths: projectPaths(row.id),
  };
}

import type { Static } from '@sinclair/typebox';
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import {
  DATABASE_STATUSES,
  PROJECT_STAGES,
  developerPaths,
  isOneOf,
  projectPaths,
  type DatabaseDevelopersPage,
  type DatabaseDevelopersQuery,
  type DatabaseProjectsPage,
  type DatabaseProjectsQuery,
  type DatabaseSort,
} from '@phuket/shared/contract';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { mediaUrl, type MediaBase } from '../catalog/media-url';
import type { Db } from '../db/client';
import { likePattern } from '../db/like';
import { pageMeta } from '../http/pagination';
import { developers, listings, locations, projectUnits, projects } from '../db/schema';
import {
  developerCompletenessOf,
  developerScope,
  launchMonthOf,
  projectCompletenessOf,
  projectScope,
  type DatabaseUser,
} from './records';

/** Rows of `table` per id in `ids` (grouped by `column`); an id without rows is absent. */
export async function countsBy(
  db: Db,
  column: PgColumn,
  table: PgTable,
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: column, n: count() })
    .from(table)
    .where(inArray(column, ids))
    .groupBy(column);
  return new Map(rows.filter((r) => r.id !== null).map((r) => [Number(r.id), r.n]));
}

const status = (value: string) => (isOneOf(DATABASE_STATUSES, value) ? value : 'draft');

/** The sort a list asks for, by title (default) or by last change; ties by id. */
function order(sort: DatabaseSort | undefined, title: PgColumn, updated: PgColumn, id: PgColumn) {
  switch (sort) {
    case '-title':
      return [desc(title), desc(id)];
    case '-updated_at':
      return [desc(updated), desc(id)];
    case 'updated_at':
      return [asc(updated), asc(id)];
    default:
      return [asc(title), asc(id)];
  }
}

/**
 * The database screens' lists (10 a page, 100 for full lists): a developer's own records, an
 * admin's all, every status. The public GET /developers and /projects stay published-only and
 * cacheable; these need a token (guests 401, brokers 404). The record-route builder serves
 * them (record-routes.ts); these are its reads.
 */
export async function developerList(
  db: Db,
  prefix: MediaBase,
  query: DatabaseDevelopersQuery,
  user: DatabaseUser,
): Promise<Static<typeof DatabaseDevelopersPage>> {
  const { page = 1, per_page: perPage = 10, sort } = query;
  const title = query['filter[title]']?.trim();
  const statusFilter = query['filter[status]'];
  const where = and(
    developerScope(user),
    title ? ilike(developers.title, likePattern(title)) : undefined,
    statusFilter ? eq(developers.status, statusFilter) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(developers)
      .where(where)
      .orderBy(...order(sort, developers.title, developers.updatedAt, developers.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(developers).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const [projectCounts, listingCounts] = await Promise.all([
    countsBy(db, projects.developerId, projects, ids),
    countsBy(db, listings.developerId, listings, ids),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      title: r.title === '' ? null : r.title,
      status: status(r.status),
      version: r.version,
      logo: mediaUrl(prefix, r.logo),
      projects_count: projectCounts.get(r.id) ?? 0,
      listings_count: listingCounts.get(r.id) ?? 0,
      completeness: developerCompletenessOf(r),
      updated_at: r.updatedAt.toISOString(),
      paths: developerPaths(r.id),
    })),
    meta: pageMeta(page, perPage, totals[0]?.n ?? 0),
  };
}

export async function projectList(
  db: Db,
  prefix: MediaBase,
  q: DatabaseProjectsQuery,
  user: DatabaseUser,
): Promise<Static<typeof DatabaseProjectsPage>> {
  const { page = 1, per_page: perPage = 10, sort } = q;
  const title = q['filter[title]']?.trim();
  const conditions: (SQL | undefined)[] = [
    projectScope(user),
    title ? ilike(projects.title, likePattern(title)) : undefined,
    q['filter[status]'] ? eq(projects.status, q['filter[status]']) : undefined,
    q['filter[location_id]'] === undefined
      ? undefined
      : eq(projects.locationId, q['filter[location_id]']),
    q['filter[developer_id]'] === undefined
      ? undefined
      : eq(projects.developerId, q['filter[developer_id]']),
    q['filter[stage]'] ? eq(projects.stage, q['filter[stage]']) : undefined,
  ];
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({
        project: projects,
        developerTitle: developers.title,
        developerStatus: developers.status,
        locationName: locations.name,
      })
      .from(projects)
      .leftJoin(developers, eq(developers.id, projects.developerId))
      .leftJoin(locations, eq(locations.id, projects.locationId))
      .where(where)
      .orderBy(...order(sort, projects.title, projects.updatedAt, projects.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  const ids = rows.map((r) => r.project.id);
  const [unitCounts, listingCounts] = await Promise.all([
    countsBy(db, projectUnits.projectId, projectUnits, ids),
    countsBy(db, listings.projectId, listings, ids),
  ]);
  return {
    data: rows.map(({ project: p, developerTitle, developerStatus, locationName }) => ({
      id: p.id,
      title: p.title === '' ? null : p.title,
      status: status(p.status),
      version: p.version,
      main_photo: mediaUrl(prefix, p.mainPhoto),
      developer:
        p.developerId === null || developerTitle === null
          ? null
          : { id: p.developerId, title: developerTitle },
      location:
        p.locationId === null || locationName === null
          ? null
          : { id: p.locationId, name: locationName },
      stage: isOneOf(PROJECT_STAGES, p.stage) ? p.stage : null,
      completion: p.completion,
      launch: launchMonthOf(p.launch),
      units_count: unitCounts.get(p.id) ?? 0,
      listings_count: listingCounts.get(p.id) ?? 0,
      completeness: projectCompletenessOf(p, developerStatus === 'published'),
      updated_at: p.updatedAt.toISOString(),
      paths: projectPaths(p.id),
    })),
    meta: pageMeta(page, perPage, totals[0]?.n ?? 0),
  };
}

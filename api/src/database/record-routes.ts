import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DEVELOPER_REQUIREMENT_MESSAGES,
  PROJECT_REQUIREMENT_MESSAGES,
  endpoints,
  type CreateDeveloperBody,
  type CreateProjectBody,
  type DatabaseDevelopersQuery,
  type DatabaseProjectsQuery,
  type DatabaseStatus,
  type EndpointBody,
  type RecordDeleteQuery,
  type RecordIdParams,
  type RecordState,
  type RecordVersionBody,
} from '@phuket/shared/contract';
import { invalidateListingCaches } from '../catalog/invalidation';
import {
  developerPhotos,
  developers,
  listings,
  projectLayouts,
  projectPhotos,
  projects,
} from '../db/schema';
import { requireConfirmedEmail } from '../users/email-confirmation';
import { serveEndpoint } from '../http/endpoint-route';
import { HttpError } from '../http/errors';
import { accountLimits } from '../rate-limits/account-limits';
import { developerPublishStatus } from './developer-claims';
import { removeStoredMedia } from './media-files';
import { developerList, projectList } from './record-lists';
import {
  checkVersion,
  databaseUser,
  developerCompletenessOf,
  isDeveloperPublished,
  listingCount,
  managedDeveloper,
  managedProject,
  projectCompletenessOf,
  staleRecord,
  type DatabaseUser,
  toDeveloperDraft,
  toProjectDraft,
  updateDeveloper,
  updateProject,
  type DeveloperRow,
  type ProjectRow,
  type RecordEndpoint,
} from './records';
import {
  developerStep2Values,
  developerStep3Values,
  projectStep2Values,
  projectStep3Values,
  projectStep4Values,
} from './step-values';

export const RECORD_DELETED = 'The record has been deleted.';
export const RECORD_ARCHIVED =
  'The record is still used by listings or projects, so it has been archived instead of deleted.';

function publishError(missing: string[], messages: Record<string, string>): HttpError {
  const errors = Object.fromEntries(missing.map((m) => [m, [messages[m] ?? m]]));
  const first = messages[missing[0] ?? ''] ?? 'The record is not complete.';
  return new HttpError(422, first, errors);
}

function state(row: { id: number; status: string; version: number; updatedAt: Date }): RecordState {
  return {
    id: row.id,
    status: row.status as DatabaseStatus,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

interface RecordRow {
  id: number;
  status: string;
  version: number;
  updatedAt: Date;
}

/** What a step's body writes: the columns, from the body, the caller and the stored row. */
type StepValues<Row, Set> = (
  body: unknown,
  context: { user: DatabaseUser; row: Row },
) => Promise<Set>;

interface RecordStep<Row, Set> {
  step: number;
  /** PUT /developers/:id/step/{step}, /projects/:id/step/{step}. */
  endpoint: RecordEndpoint;
  values: StepValues<Row, Set>;
}

/** A step whose body the schema has checked: `values` gets it with its static type. */
function step<Row, Set, E extends RecordEndpoint>(
  number: number,
  endpoint: E,
  values: (body: EndpointBody<E>, context: { user: DatabaseUser; row: Row }) => Promise<Set> | Set,
): RecordStep<Row, Set> {
  // Fastify validated the body against the declaration's before the handler runs.
  return {
    step: number,
    endpoint,
    values: async (raw, context) => values(raw as EndpointBody<E>, context),
  };
}

/**
 * One kind of database record (developer, project), declared once; `addRecordRoutes` makes its
 * routes: create at step 2, read the draft, PUT each step (version-checked, 409 when stale),
 * publish, unpublish, delete (archived instead while something uses it).
 */
interface RecordKind<Row extends RecordRow, Set> {
  /** The kind's endpoints but its steps' (each step names its own). */
  endpoints: {
    /** POST /developers?step=2, /projects?step=2. */
    create: RecordEndpoint;
    /** GET /developers/:id/draft, /projects/:id/draft. */
    draft: RecordEndpoint;
    publish: RecordEndpoint;
    unpublish: RecordEndpoint;
    /** DELETE /developers/:id, /projects/:id. */
    remove: RecordEndpoint;
    /** GET /database/developers, /database/projects: the owner's list (an admin's: all), every status. */
    list: RecordEndpoint;
  };
  /** The owner's list of the kind, from the list's query. */
  list(query: unknown, user: DatabaseUser): Promise<unknown>;
  /** The columns of a new draft, from the create call's body (step 2's fields). */
  create(body: unknown, user: DatabaseUser): Promise<Set>;
  insert(values: Set, user: DatabaseUser, at: Date): Promise<Row | undefined>;
  managed(id: number, user: DatabaseUser): Promise<Row>;
  toDraft(row: Row): Promise<unknown>;
  /** Writes a step's columns if the row still has `version`, recording the step reached (never going back). */
  saveStep(id: number, version: number, values: Set, step: number): Promise<Row>;
  setStatus(id: number, version: number, status: DatabaseStatus): Promise<Row>;
  steps: RecordStep<Row, Set>[];
  publishable(row: Row): Promise<{ ready: boolean; missing: string[] }>;
  /** Where publishing takes the row: on the site, or waiting for staff (a same-name developer). */
  publishStatus(row: Row, user: DatabaseUser): Promise<'published' | 'pending'>;
  requirementMessages: Record<string, string>;
  inUse(row: Row): Promise<boolean>;
  /** Deletes the row if it still has `version`; the stored files it named, or null when stale. */
  remove(row: Row, version: number): Promise<(string | null)[] | null>;
}

function developerKind(
  app: FastifyInstance,
): RecordKind<DeveloperRow, Partial<typeof developers.$inferInsert>> {
  return {
    endpoints: {
      create: endpoints.createDeveloper,
      draft: endpoints.getDeveloperDraft,
      publish: endpoints.publishDeveloper,
      unpublish: endpoints.unpublishDeveloper,
      remove: endpoints.deleteDeveloper,
      list: endpoints.getDatabaseDevelopers,
    },
    // Fastify validated the query and the body against the declarations before the handler runs.
    list: (query, user) =>
      developerList(
        app.db,
        app.mediaAccess.signed,
        query as Static<typeof DatabaseDevelopersQuery>,
        user,
      ),
    create: async (body) => developerStep2Values(body as CreateDeveloperBody),
    insert: async (values, user, at) =>
      (
        await app.db
          .insert(developers)
          .values({
            title: '',
            ...values,
            ownerId: user.id,
            status: 'draft',
            step: 2,
            createdAt: at,
            updatedAt: at,
          })
          .returning()
      )[0],
    managed: (id, user) => managedDeveloper(app.db, id, user),
    toDraft: (row) => toDeveloperDraft(app.db, row, app.mediaAccess),
    saveStep: (id, version, values, number) =>
      updateDeveloper(
        app.db,
        id,
        version,
        { ...values, step: sql`greatest(${developers.step}, ${number})` },
        app.now(),
      ),
    setStatus: (id, version, status) => updateDeveloper(app.db, id, version, { status }, app.now()),
    steps: [
      step(2, endpoints.storeDeveloperStep2, (body, { row }) => developerStep2Values(body, row)),
      step(3, endpoints.storeDeveloperStep3, (body) => developerStep3Values(body, app.now())),
      step(4, endpoints.storeDeveloperStep4, () => ({})),
    ],
    publishable: async (row) => developerCompletenessOf(row),
    publishStatus: (row, user) => developerPublishStatus(app.db, row, user, app.now()),
    requirementMessages: DEVELOPER_REQUIREMENT_MESSAGES,
    inUse: async (row) => {
      const used = await app.db
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.developerId, row.id))
        .limit(1);
      return used.length > 0 || (await listingCount(app.db, eq(listings.developerId, row.id))) > 0;
    },
    remove: async (row, version) => {
      const photos = await app.db
        .select({ path: developerPhotos.path })
        .from(developerPhotos)
        .where(eq(developerPhotos.developerId, row.id));
      const [deleted] = await app.db
        .delete(developers)
        .where(and(eq(developers.id, row.id), eq(developers.version, version)))
        .returning({ id: developers.id });
      return deleted ? [row.logo, row.mainPhoto, ...photos.map((p) => p.path)] : null;
    },
  };
}

function projectKind(
  app: FastifyInstance,
): RecordKind<ProjectRow, Partial<typeof projects.$inferInsert>> {
  return {
    endpoints: {
      create: endpoints.createProject,
      draft: endpoints.getProjectDraft,
      publish: endpoints.publishProject,
      unpublish: endpoints.unpublishProject,
      remove: endpoints.deleteProject,
      list: endpoints.getDatabaseProjects,
    },
    list: (query, user) =>
      projectList(
        app.db,
        app.mediaAccess.signed,
        query as Static<typeof DatabaseProjectsQuery>,
        user,
      ),
    create: (body, user) => projectStep2Values(app.db, user, body as CreateProjectBody),
    insert: async (values, user, at) =>
      (
        await app.db
          .insert(projects)
          .values({
            title: '',
            ...values,
            ownerId: user.id,
            status: 'draft',
            step: 2,
            createdAt: at,
            updatedAt: at,
          })
          .returning()
      )[0],
    managed: (id, user) => managedProject(app.db, id, user),
    toDraft: (row) => toProjectDraft(app.db, row, app.mediaAccess),
    saveStep: (id, version, values, number) =>
      updateProject(
        app.db,
        id,
        version,
        { ...values, step: sql`greatest(${projects.step}, ${number})` },
        app.now(),
      ),
    setStatus: (id, version, status) => updateProject(app.db, id, version, { status }, app.now()),
    steps: [
      step(2, endpoints.storeProjectStep2, (body, { user, row }) =>
        projectStep2Values(app.db, user, body, row),
      ),
      step(3, endpoints.storeProjectStep3, (body, { row }) =>
        projectStep3Values(app.db, body, row),
      ),
      step(4, endpoints.storeProjectStep4, (body, { row }) =>
        projectStep4Values(app.db, body, row),
      ),
      // Steps 5 to 7 only record the step: media, layouts and units have their own calls.
      step(5, endpoints.storeProjectStep5, () => ({})),
      step(6, endpoints.storeProjectStep6, () => ({})),
      step(7, endpoints.storeProjectStep7, () => ({})),
    ],
    publishable: async (row) =>
      projectCompletenessOf(row, await isDeveloperPublished(app.db, row.developerId)),
    requirementMessages: PROJECT_REQUIREMENT_MESSAGES,
    // A project's name says nothing of who builds it: projects never wait for staff.
    publishStatus: async () => 'published',
    inUse: async (row) => (await listingCount(app.db, eq(listings.projectId, row.id))) > 0,
    remove: async (row, version) => {
      const [photos, layouts] = await Promise.all([
        app.db
          .select({ path: projectPhotos.path })
          .from(projectPhotos)
          .where(eq(projectPhotos.projectId, row.id)),
        app.db
          .select({ path: projectLayouts.photo })
          .from(projectLayouts)
          .where(eq(projectLayouts.projectId, row.id)),
      ]);
      const [deleted] = await app.db
        .delete(projects)
        .where(and(eq(projects.id, row.id), eq(projects.version, version)))
        .returning({ id: projects.id });
      return deleted
        ? [
            row.mainPhoto,
            row.video,
            row.brochure,
            ...photos.map((p) => p.path),
            ...layouts.map((l) => l.path),
          ]
        : null;
    },
  };
}

function addRecordRoutes<Row extends RecordRow, Set extends object>(
  app: FastifyInstance,
  kind: RecordKind<Row, Set>,
): void {
  /** Drafts are in no public read; a change to a published record is. */
  const invalidateIf = (status: string) => {
    if (status === 'published') invalidateListingCaches(app.db);
  };
  const idOf = (params: unknown) => (params as Static<typeof RecordIdParams>).id;
  const { create, draft, publish, unpublish, remove } = kind.endpoints;
  const limits = accountLimits(app);

  serveEndpoint(app, create, async (request, reply) => {
    const user = databaseUser(request);
    const values = await kind.create(request.body, user);
    // Developers and projects share one budget; counted after the body's checks (a refused
    // body costs nothing), before anything is written. Admins are not counted.
    await limits.take(request, reply, 'database_drafts');
    const row = await kind.insert(values, user, app.now());
    if (!row) throw new Error('insert returned no row');
    return kind.toDraft(row);
  });

  serveEndpoint(app, draft, async (request) =>
    kind.toDraft(await kind.managed(idOf(request.params), databaseUser(request))),
  );

  for (const { step: number, endpoint, values } of kind.steps) {
    serveEndpoint(app, endpoint, async (request) => {
      const user = databaseUser(request);
      const row = await kind.managed(idOf(request.params), user);
      const { version } = request.body as RecordVersionBody;
      checkVersion(row, version);
      const columns = await values(request.body, { user, row });
      const saved = await kind.saveStep(row.id, version, columns, number);
      invalidateIf(row.status);
      return kind.toDraft(saved);
    });
  }

  serveEndpoint(app, publish, async (request) => {
    const user = databaseUser(request);
    const row = await kind.managed(idOf(request.params), user);
    requireConfirmedEmail(user);
    const { version } = request.body as RecordVersionBody;
    checkVersion(row, version);
    const completeness = await kind.publishable(row);
    if (!completeness.ready) throw publishError(completeness.missing, kind.requirementMessages);
    const to = await kind.publishStatus(row, user);
    const saved = await kind.setStatus(row.id, version, to);
    if (to === 'published' || row.status === 'published') invalidateListingCaches(app.db);
    return state(saved);
  });

  serveEndpoint(app, unpublish, async (request) => {
    const row = await kind.managed(idOf(request.params), databaseUser(request));
    const { version } = request.body as RecordVersionBody;
    checkVersion(row, version);
    const saved = await kind.setStatus(row.id, version, 'draft');
    invalidateIf(row.status);
    return state(saved);
  });

  serveEndpoint(app, remove, async (request) => {
    const row = await kind.managed(idOf(request.params), databaseUser(request));
    // Without a version (the documented call, docs/product-rules.md §7) the record is deleted as it is now.
    const version = (request.query as Static<typeof RecordDeleteQuery>).version ?? row.version;
    checkVersion(row, version);
    if (await kind.inUse(row)) {
      await kind.setStatus(row.id, version, 'archived');
      invalidateIf(row.status);
      return { message: RECORD_ARCHIVED, result: 'archived' as const };
    }
    const files = await kind.remove(row, version);
    if (!files) throw staleRecord();
    invalidateIf(row.status);
    await removeStoredMedia(app.media, request.log, files);
    return { message: RECORD_DELETED, result: 'deleted' as const };
  });
}

/**
 * Developers and projects as their owners (developers) and admins edit them: create at step 2,
 * save later steps with PUT to the paths the draft names (version-checked, 409 when stale),
 * read the draft, publish, unpublish and delete (archived instead while listings or projects
 * use it). Guests 401; brokers and other developers 404.
 */
export const recordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  addRecordRoutes(app, developerKind(app));
  addRecordRoutes(app, projectKind(app));
};

/** The owner list of one kind of record: the database screens' tables (10 a page, 100 for selects). */
function addRecordListRoute<Row extends RecordRow, Set>(
  app: FastifyInstance,
  kind: RecordKind<Row, Set>,
): void {
  serveEndpoint(app, kind.endpoints.list, async (request) =>
    kind.list(request.query, databaseUser(request)),
  );
}

/**
 * The owner lists of the same kinds (GET /database/developers, /database/projects): a
 * developer's own records, an admin's all, every status; the public GET /developers and
 * /projects stay published-only and cacheable. Registered after the media and layout routes
 * (see plugin.ts), where the lists have always been, so the OpenAPI document keeps its order.
 */
export const recordListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  addRecordListRoute(app, developerKind(app));
  addRecordListRoute(app, projectKind(app));
};

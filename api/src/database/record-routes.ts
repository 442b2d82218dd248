import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import { and, eq, sql } from 'drizzle-orm';
import {
  CreateDeveloperBody,
  CreateProjectBody,
  CreateRecordQuery,
  DEVELOPER_REQUIREMENT_MESSAGES,
  DeveloperDraft,
  DeveloperStep2Body,
  DeveloperStep3Body,
  PROJECT_REQUIREMENT_MESSAGES,
  ProjectDraft,
  ProjectMarkStepBody,
  ProjectStep2Body,
  ProjectStep3Body,
  ProjectStep4Body,
  RecordDeleted,
  RecordIdParams,
  RecordState,
  RecordVersionBody,
  RecordVersionQuery,
  type DatabaseStatus,
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
import { HttpError } from '../http/errors';
import { errorResponses } from '../http/schemas';
import { removeStoredMedia } from './media-files';
import {
  checkVersion,
  databaseUser,
  developerCompletenessOf,
  isDeveloperPublished,
  listingCount,
  managedDeveloper,
  managedProject,
  projectCompletenessOf,
  secured,
  staleRecord,
  toDeveloperDraft,
  toProjectDraft,
  updateDeveloper,
  updateProject,
  type DeveloperRow,
  type ProjectRow,
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

/**
 * Developers and projects as their owners (developers) and admins edit them: create at step 2,
 * save later steps with PUT to the paths the draft names (version-checked, 409 when stale),
 * read the draft, publish, unpublish and delete (archived instead while listings or projects
 * use it). Guests 401; brokers and other developers 404.
 */
export const recordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const prefix = app.config.publicMediaPrefix;
  const now = () => app.now();

  /** Drafts are in no public read; a change to a published record is. */
  const invalidateIf = (...statuses: string[]) => {
    if (statuses.includes('published')) invalidateListingCaches(app.db);
  };

  // Developers ------------------------------------------------------------------------------

  app.post(
    '/developers',
    {
      schema: {
        ...secured,
        summary:
          'Create a draft developer from step 2 (title, description); answers id, version, paths',
        querystring: CreateRecordQuery,
        body: CreateDeveloperBody,
        response: { 201: DeveloperDraft, ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const user = databaseUser(request);
      const values = developerStep2Values(request.body);
      const at = now();
      const [row] = await app.db
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
        .returning();
      if (!row) throw new Error('insert returned no row');
      return reply.code(201).send(await toDeveloperDraft(app.db, row, prefix));
    },
  );

  app.get(
    '/developers/:id/draft',
    {
      schema: {
        ...secured,
        summary: 'The whole developer as its owner or an admin edits it (any status)',
        params: RecordIdParams,
        response: { 200: DeveloperDraft, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const row = await managedDeveloper(app.db, request.params.id, databaseUser(request));
      return toDeveloperDraft(app.db, row, prefix);
    },
  );

  const stepSchema = <B extends TSchema>(what: string, body: B, answer: TSchema) => ({
    ...secured,
    summary: `Save ${what}; partial bodies allowed, version checked`,
    params: RecordIdParams,
    body,
    response: { 200: answer, ...errorResponses(401, 404, 409, 422) },
  });

  const saveDeveloper = async (
    row: DeveloperRow,
    version: number,
    step: number,
    values: Partial<typeof developers.$inferInsert>,
  ) => {
    checkVersion(row, version);
    const saved = await updateDeveloper(
      app.db,
      row.id,
      version,
      { ...values, step: sql`greatest(${developers.step}, ${step})` },
      now(),
    );
    invalidateIf(row.status);
    return toDeveloperDraft(app.db, saved, prefix);
  };

  app.put(
    '/developers/:id/step/2',
    {
      schema: stepSchema(
        'developer step 2 (title, description)',
        DeveloperStep2Body,
        DeveloperDraft,
      ),
    },
    async (request) => {
      const row = await managedDeveloper(app.db, request.params.id, databaseUser(request));
      return saveDeveloper(row, request.body.version, 2, developerStep2Values(request.body));
    },
  );

  app.put(
    '/developers/:id/step/3',
    {
      schema: stepSchema(
        'developer step 3 (contacts and facts)',
        DeveloperStep3Body,
        DeveloperDraft,
      ),
    },
    async (request) => {
      const row = await managedDeveloper(app.db, request.params.id, databaseUser(request));
      checkVersion(row, request.body.version);
      return saveDeveloper(row, request.body.version, 3, developerStep3Values(request.body, now()));
    },
  );

  app.put(
    '/developers/:id/step/4',
    {
      schema: stepSchema(
        'developer step 4 (media: records the step)',
        RecordVersionBody,
        DeveloperDraft,
      ),
    },
    async (request) => {
      const row = await managedDeveloper(app.db, request.params.id, databaseUser(request));
      return saveDeveloper(row, request.body.version, 4, {});
    },
  );

  const statusSchema = (summary: string) => ({
    ...secured,
    summary,
    params: RecordIdParams,
    body: RecordVersionBody,
    response: { 200: RecordState, ...errorResponses(401, 404, 409, 422) },
  });

  app.post(
    '/developers/:id/publish',
    { schema: statusSchema('Publish the developer (422 names what is missing)') },
    async (request) => {
      const row = await managedDeveloper(app.db, request.params.id, databaseUser(request));
      checkVersion(row, request.body.version);
      const completeness = developerCompletenessOf(row);
      if (!completeness.ready)
        throw publishError(completeness.missing, DEVELOPER_REQUIREMENT_MESSAGES);
      const saved = await updateDeveloper(
        app.db,
        row.id,
        request.body.version,
        { status: 'published' },
        now(),
      );
      invalidateListingCaches(app.db);
      return state(saved);
    },
  );

  app.post(
    '/developers/:id/unpublish',
    {
      schema: statusSchema(
        'Unpublish the developer (back to draft; its projects stay as they are)',
      ),
    },
    async (request) => {
      const row = await managedDeveloper(app.db, request.params.id, databaseUser(request));
      checkVersion(row, request.body.version);
      const saved = await updateDeveloper(
        app.db,
        row.id,
        request.body.version,
        { status: 'draft' },
        now(),
      );
      invalidateIf(row.status);
      return state(saved);
    },
  );

  app.delete(
    '/developers/:id',
    {
      schema: {
        ...secured,
        summary: 'Delete the developer, or archive it while projects or listings use it',
        params: RecordIdParams,
        querystring: RecordVersionQuery,
        response: { 200: RecordDeleted, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) => {
      const row = await managedDeveloper(app.db, request.params.id, databaseUser(request));
      checkVersion(row, request.query.version);
      const used = await app.db
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.developerId, row.id))
        .limit(1);
      const inUse =
        used.length > 0 || (await listingCount(app.db, eq(listings.developerId, row.id))) > 0;
      if (inUse) {
        await updateDeveloper(app.db, row.id, request.query.version, { status: 'archived' }, now());
        invalidateIf(row.status);
        return { message: RECORD_ARCHIVED, result: 'archived' as const };
      }
      const photos = await app.db
        .select({ path: developerPhotos.path })
        .from(developerPhotos)
        .where(eq(developerPhotos.developerId, row.id));
      const [deleted] = await app.db
        .delete(developers)
        .where(and(eq(developers.id, row.id), eq(developers.version, request.query.version)))
        .returning({ id: developers.id });
      if (!deleted) throw staleRecord();
      invalidateIf(row.status);
      await removeStoredMedia(app.media, request.log, [
        row.logo,
        row.mainPhoto,
        ...photos.map((p) => p.path),
      ]);
      return { message: RECORD_DELETED, result: 'deleted' as const };
    },
  );

  // Projects --------------------------------------------------------------------------------

  app.post(
    '/projects',
    {
      schema: {
        ...secured,
        summary: 'Create a draft project from step 2 (basics); answers id, version, paths',
        querystring: CreateRecordQuery,
        body: CreateProjectBody,
        response: { 201: ProjectDraft, ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const user = databaseUser(request);
      const values = await projectStep2Values(app.db, user, request.body);
      const at = now();
      const [row] = await app.db
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
        .returning();
      if (!row) throw new Error('insert returned no row');
      return reply.code(201).send(await toProjectDraft(app.db, row, prefix));
    },
  );

  app.get(
    '/projects/:id/draft',
    {
      schema: {
        ...secured,
        summary: 'The whole project as its owner or an admin edits it (any status)',
        params: RecordIdParams,
        response: { 200: ProjectDraft, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const row = await managedProject(app.db, request.params.id, databaseUser(request));
      return toProjectDraft(app.db, row, prefix);
    },
  );

  const saveProject = async (
    row: ProjectRow,
    version: number,
    step: number,
    values: Partial<typeof projects.$inferInsert>,
  ) => {
    const saved = await updateProject(
      app.db,
      row.id,
      version,
      { ...values, step: sql`greatest(${projects.step}, ${step})` },
      now(),
    );
    invalidateIf(row.status);
    return toProjectDraft(app.db, saved, prefix);
  };

  app.put(
    '/projects/:id/step/2',
    { schema: stepSchema('project step 2 (basics)', ProjectStep2Body, ProjectDraft) },
    async (request) => {
      const user = databaseUser(request);
      const row = await managedProject(app.db, request.params.id, user);
      checkVersion(row, request.body.version);
      return saveProject(
        row,
        request.body.version,
        2,
        await projectStep2Values(app.db, user, request.body),
      );
    },
  );

  app.put(
    '/projects/:id/step/3',
    { schema: stepSchema('project step 3 (location and pin)', ProjectStep3Body, ProjectDraft) },
    async (request) => {
      const row = await managedProject(app.db, request.params.id, databaseUser(request));
      checkVersion(row, request.body.version);
      return saveProject(
        row,
        request.body.version,
        3,
        await projectStep3Values(app.db, request.body, row),
      );
    },
  );

  app.put(
    '/projects/:id/step/4',
    {
      schema: stepSchema(
        'project step 4 (price, amenities, payment plan, tenure)',
        ProjectStep4Body,
        ProjectDraft,
      ),
    },
    async (request) => {
      const row = await managedProject(app.db, request.params.id, databaseUser(request));
      checkVersion(row, request.body.version);
      return saveProject(
        row,
        request.body.version,
        4,
        await projectStep4Values(app.db, request.body, row),
      );
    },
  );

  for (const step of [5, 6, 7] as const) {
    app.put(
      `/projects/:id/step/${step}`,
      {
        schema: stepSchema(
          `project step ${step} (records the step; its data has own calls)`,
          ProjectMarkStepBody,
          ProjectDraft,
        ),
      },
      async (request) => {
        const row = await managedProject(app.db, request.params.id, databaseUser(request));
        checkVersion(row, request.body.version);
        return saveProject(row, request.body.version, step, {});
      },
    );
  }

  app.post(
    '/projects/:id/publish',
    { schema: statusSchema('Publish the project (422 names what is missing)') },
    async (request) => {
      const row = await managedProject(app.db, request.params.id, databaseUser(request));
      checkVersion(row, request.body.version);
      const completeness = projectCompletenessOf(
        row,
        await isDeveloperPublished(app.db, row.developerId),
      );
      if (!completeness.ready)
        throw publishError(completeness.missing, PROJECT_REQUIREMENT_MESSAGES);
      const saved = await updateProject(
        app.db,
        row.id,
        request.body.version,
        { status: 'published' },
        now(),
      );
      invalidateListingCaches(app.db);
      return state(saved);
    },
  );

  app.post(
    '/projects/:id/unpublish',
    { schema: statusSchema('Unpublish the project (back to draft)') },
    async (request) => {
      const row = await managedProject(app.db, request.params.id, databaseUser(request));
      checkVersion(row, request.body.version);
      const saved = await updateProject(
        app.db,
        row.id,
        request.body.version,
        { status: 'draft' },
        now(),
      );
      invalidateIf(row.status);
      return state(saved);
    },
  );

  app.delete(
    '/projects/:id',
    {
      schema: {
        ...secured,
        summary:
          'Delete the project with its photos, layouts and units; a project with listings is archived instead (`result`)',
        params: RecordIdParams,
        querystring: RecordVersionQuery,
        response: { 200: RecordDeleted, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) => {
      const row = await managedProject(app.db, request.params.id, databaseUser(request));
      checkVersion(row, request.query.version);
      if ((await listingCount(app.db, eq(listings.projectId, row.id))) > 0) {
        await updateProject(app.db, row.id, request.query.version, { status: 'archived' }, now());
        invalidateIf(row.status);
        return { message: RECORD_ARCHIVED, result: 'archived' as const };
      }
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
        .where(and(eq(projects.id, row.id), eq(projects.version, request.query.version)))
        .returning({ id: projects.id });
      if (!deleted) throw staleRecord();
      invalidateIf(row.status);
      await removeStoredMedia(app.media, request.log, [
        row.mainPhoto,
        row.video,
        row.brochure,
        ...photos.map((p) => p.path),
        ...layouts.map((l) => l.path),
      ]);
      return { message: RECORD_DELETED, result: 'deleted' as const };
    },
  );
};

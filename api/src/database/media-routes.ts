import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import { and, count, eq, max } from 'drizzle-orm';
import type { FastifyRequest, FastifySchema } from 'fastify';
import {
  DEVELOPER_MAX_PHOTOS,
  DatabaseLayout,
  DeveloperDraft,
  LISTING_PHOTO_MAX_BYTES,
  LISTING_PHOTO_TOO_LARGE,
  PDF_TOO_LARGE,
  PROJECT_BROCHURE_MAX_BYTES,
  PROJECT_MAX_PHOTOS,
  PROJECT_PHOTOS_PER_REQUEST,
  PROJECT_VIDEO_MAX_BYTES,
  ProjectDraft,
  RecordIdParams,
  RecordPhotoParams,
  TOO_MANY_DEVELOPER_PHOTOS,
  TOO_MANY_PROJECT_PHOTOS,
  VIDEO_TOO_LARGE,
} from '@phuket/shared/contract';
import { invalidateListingCaches } from '../catalog/invalidation';
import { developerPhotos, developers, projectLayouts, projectPhotos, projects } from '../db/schema';
import { notFound } from '../http/errors';
import { errorResponses } from '../http/schemas';
import {
  fileError,
  readFiles,
  removeStoredMedia,
  storePdf,
  storePhoto,
  storeVideo,
} from './media-files';
import {
  databaseUser,
  layoutUnitFacts,
  managedDeveloper,
  managedLayout,
  managedProject,
  secured,
  toDatabaseLayout,
  toDeveloperDraft,
  toProjectDraft,
  touchDeveloper,
  touchProject,
} from './records';

/** Room for the multipart framing around the files. */
const MULTIPART_OVERHEAD = 64 * 1024;
const PHOTO_LIMITS = {
  maxBytes: LISTING_PHOTO_MAX_BYTES,
  maxFiles: 1,
  tooLarge: LISTING_PHOTO_TOO_LARGE,
};

const MultipartFile = (description: string) =>
  Type.Object(
    { file: Type.String({ format: 'binary', description }) },
    { additionalProperties: false },
  );
const IMAGE_FILE = 'JPEG, PNG, WebP or HEIC, at most 20 MB and 40 megapixels; stored as WebP';

/** Only the OpenAPI document gets the multipart body: the route reads it as a stream. */
const documented = (body: TSchema) => ({
  swaggerTransform: ({ schema, url }: { schema: FastifySchema; url: string }) => ({
    schema: { ...schema, body },
    url,
  }),
});

/**
 * Files of developers, projects and layouts (issue 13): logo, main photo, gallery photos (one
 * per request on `photo`, several on `photos`), video, brochure, layout photo. Each slot
 * replaces its file (the old one is removed); gallery photos are added. Media writes move
 * `updated_at` but not `version`, as the listing photos: uploading does not make the next step
 * save stale. Owner or admin only; others 404, guests 401.
 */
export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: PROJECT_VIDEO_MAX_BYTES, files: PROJECT_PHOTOS_PER_REQUEST },
  });
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request) => {
    // An honest client announcing a body far over any limit is stopped before it uploads it.
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length > PROJECT_VIDEO_MAX_BYTES + MULTIPART_OVERHEAD) {
      throw fileError(413, VIDEO_TOO_LARGE);
    }
  });
  const prefix = app.config.publicMediaPrefix;
  const invalidateIf = (status: string) => {
    if (status === 'published') invalidateListingCaches(app.db);
  };

  const developerAnswer = (summary: string, params: TSchema = RecordIdParams) => ({
    ...secured,
    summary,
    params,
    response: { 200: DeveloperDraft, ...errorResponses(400, 401, 404, 413, 422) },
  });
  const projectAnswer = (summary: string, params: TSchema = RecordIdParams) => ({
    ...secured,
    summary,
    params,
    response: { 200: ProjectDraft, ...errorResponses(400, 401, 404, 413, 422) },
  });

  const managed = {
    developer: (request: FastifyRequest, id: number) =>
      managedDeveloper(app.db, id, databaseUser(request)),
    project: (request: FastifyRequest, id: number) =>
      managedProject(app.db, id, databaseUser(request)),
  };

  // Developer slots: logo and main photo ----------------------------------------------------

  for (const [slot, column] of [
    ['logo', 'logo'],
    ['main_photo', 'mainPhoto'],
  ] as const) {
    app.post(
      `/developers/:id/${slot}`,
      {
        schema: {
          ...developerAnswer(`Upload the ${slot.replace('_', ' ')} (multipart "file")`),
          consumes: ['multipart/form-data'],
        },
        config: documented(MultipartFile(IMAGE_FILE)),
      },
      async (request) => {
        const { id } = request.params as { id: number };
        const row = await managed.developer(request, id);
        const [bytes] = await readFiles(request, PHOTO_LIMITS);
        const key = await storePhoto(app.media, `developers/${row.id}`, bytes as Buffer);
        const [saved] = await app.db
          .update(developers)
          .set({ [column]: key, updatedAt: app.now() })
          .where(eq(developers.id, row.id))
          .returning();
        if (!saved) throw notFound('Developer');
        invalidateIf(row.status);
        await removeStoredMedia(app.media, request.log, [row[column]]);
        return toDeveloperDraft(app.db, saved, prefix);
      },
    );

    app.delete(
      `/developers/:id/${slot}`,
      { schema: developerAnswer(`Remove the ${slot.replace('_', ' ')}`) },
      async (request) => {
        const { id } = request.params as { id: number };
        const row = await managed.developer(request, id);
        const [saved] = await app.db
          .update(developers)
          .set({ [column]: null, updatedAt: app.now() })
          .where(eq(developers.id, row.id))
          .returning();
        if (!saved) throw notFound('Developer');
        invalidateIf(row.status);
        await removeStoredMedia(app.media, request.log, [row[column]]);
        return toDeveloperDraft(app.db, saved, prefix);
      },
    );
  }

  app.post(
    '/developers/:id/photo',
    {
      schema: {
        ...developerAnswer('Add one gallery photo (multipart "file")'),
        consumes: ['multipart/form-data'],
      },
      config: documented(MultipartFile(IMAGE_FILE)),
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const row = await managed.developer(request, id);
      const [stats] = await app.db
        .select({ n: count(), last: max(developerPhotos.position) })
        .from(developerPhotos)
        .where(eq(developerPhotos.developerId, row.id));
      if ((stats?.n ?? 0) >= DEVELOPER_MAX_PHOTOS) throw fileError(422, TOO_MANY_DEVELOPER_PHOTOS);
      const [bytes] = await readFiles(request, PHOTO_LIMITS);
      const key = await storePhoto(app.media, `developers/${row.id}`, bytes as Buffer);
      await app.db
        .insert(developerPhotos)
        .values({ developerId: row.id, path: key, position: (stats?.last ?? -1) + 1 });
      invalidateIf(row.status);
      return toDeveloperDraft(app.db, await touchDeveloper(app.db, row.id, app.now()), prefix);
    },
  );

  app.delete(
    '/developers/:id/photo/:photoId',
    { schema: developerAnswer('Remove one gallery photo', RecordPhotoParams) },
    async (request) => {
      const { id, photoId } = request.params as { id: number; photoId: number };
      const row = await managed.developer(request, id);
      const [removed] = await app.db
        .delete(developerPhotos)
        .where(and(eq(developerPhotos.id, photoId), eq(developerPhotos.developerId, row.id)))
        .returning();
      if (!removed) throw notFound('Photo');
      invalidateIf(row.status);
      await removeStoredMedia(app.media, request.log, [removed.path]);
      return toDeveloperDraft(app.db, await touchDeveloper(app.db, row.id, app.now()), prefix);
    },
  );

  // Project slots: main photo, video, brochure ----------------------------------------------

  const projectSlots = [
    {
      slot: 'main_photo',
      column: 'mainPhoto',
      file: IMAGE_FILE,
      store: async (folder: string, request: FastifyRequest) => {
        const [bytes] = await readFiles(request, PHOTO_LIMITS);
        return storePhoto(app.media, folder, bytes as Buffer);
      },
    },
    {
      slot: 'video',
      column: 'video',
      file: 'MP4 or WebM (checked by its bytes), at most 100 MB; stored as sent',
      store: async (folder: string, request: FastifyRequest) => {
        const [bytes] = await readFiles(request, {
          maxBytes: PROJECT_VIDEO_MAX_BYTES,
          maxFiles: 1,
          tooLarge: VIDEO_TOO_LARGE,
        });
        return storeVideo(app.media, folder, bytes as Buffer);
      },
    },
    {
      slot: 'brochure',
      column: 'brochure',
      file: 'PDF (checked by its bytes), at most 20 MB',
      store: async (folder: string, request: FastifyRequest) => {
        const [bytes] = await readFiles(request, {
          maxBytes: PROJECT_BROCHURE_MAX_BYTES,
          maxFiles: 1,
          tooLarge: PDF_TOO_LARGE,
        });
        return storePdf(app.media, folder, bytes as Buffer);
      },
    },
  ] as const;

  for (const { slot, column, file, store } of projectSlots) {
    app.post(
      `/projects/:id/${slot}`,
      {
        schema: {
          ...projectAnswer(`Upload the ${slot.replace('_', ' ')} (multipart "file": ${file})`),
          consumes: ['multipart/form-data'],
        },
        config: documented(MultipartFile(file)),
      },
      async (request) => {
        const { id } = request.params as { id: number };
        const row = await managed.project(request, id);
        const key = await store(`projects/${row.id}`, request);
        const [saved] = await app.db
          .update(projects)
          .set({ [column]: key, updatedAt: app.now() })
          .where(eq(projects.id, row.id))
          .returning();
        if (!saved) throw notFound('Project');
        invalidateIf(row.status);
        await removeStoredMedia(app.media, request.log, [row[column]]);
        return toProjectDraft(app.db, saved, prefix);
      },
    );

    app.delete(
      `/projects/:id/${slot}`,
      { schema: projectAnswer(`Remove the ${slot.replace('_', ' ')}`) },
      async (request) => {
        const { id } = request.params as { id: number };
        const row = await managed.project(request, id);
        const [saved] = await app.db
          .update(projects)
          .set({ [column]: null, updatedAt: app.now() })
          .where(eq(projects.id, row.id))
          .returning();
        if (!saved) throw notFound('Project');
        invalidateIf(row.status);
        await removeStoredMedia(app.media, request.log, [row[column]]);
        return toProjectDraft(app.db, saved, prefix);
      },
    );
  }

  // Project gallery -------------------------------------------------------------------------

  /** Checks and stores every file first; the rows are written only when all passed. */
  async function addProjectPhotos(request: FastifyRequest, id: number, maxFiles: number) {
    const row = await managed.project(request, id);
    const files = await readFiles(request, { ...PHOTO_LIMITS, maxFiles });
    const [stats] = await app.db
      .select({ n: count(), last: max(projectPhotos.position) })
      .from(projectPhotos)
      .where(eq(projectPhotos.projectId, row.id));
    if ((stats?.n ?? 0) + files.length > PROJECT_MAX_PHOTOS) {
      throw fileError(422, TOO_MANY_PROJECT_PHOTOS);
    }
    const keys: string[] = [];
    try {
      for (const bytes of files)
        keys.push(await storePhoto(app.media, `projects/${row.id}`, bytes));
      const first = (stats?.last ?? -1) + 1;
      await app.db
        .insert(projectPhotos)
        .values(keys.map((path, i) => ({ projectId: row.id, path, position: first + i })));
    } catch (err) {
      await removeStoredMedia(app.media, request.log, keys);
      throw err;
    }
    invalidateIf(row.status);
    return toProjectDraft(app.db, await touchProject(app.db, row.id, app.now()), prefix);
  }

  app.post(
    '/projects/:id/photo',
    {
      schema: {
        ...projectAnswer('Add one gallery photo (multipart "file")'),
        consumes: ['multipart/form-data'],
      },
      config: documented(MultipartFile(IMAGE_FILE)),
    },
    (request) => addProjectPhotos(request, (request.params as { id: number }).id, 1),
  );

  app.post(
    '/projects/:id/photos',
    {
      schema: {
        ...projectAnswer(
          `Add up to ${PROJECT_PHOTOS_PER_REQUEST} gallery photos in one request (several "file" parts); all are stored or none`,
        ),
        consumes: ['multipart/form-data'],
      },
      config: documented(
        Type.Object({
          file: Type.Array(Type.String({ format: 'binary', description: IMAGE_FILE })),
        }),
      ),
    },
    (request) =>
      addProjectPhotos(request, (request.params as { id: number }).id, PROJECT_PHOTOS_PER_REQUEST),
  );

  app.delete(
    '/projects/:id/photos',
    { schema: projectAnswer('Remove every gallery photo') },
    async (request) => {
      const { id } = request.params as { id: number };
      const row = await managed.project(request, id);
      const removed = await app.db
        .delete(projectPhotos)
        .where(eq(projectPhotos.projectId, row.id))
        .returning();
      invalidateIf(row.status);
      await removeStoredMedia(
        app.media,
        request.log,
        removed.map((p) => p.path),
      );
      return toProjectDraft(app.db, await touchProject(app.db, row.id, app.now()), prefix);
    },
  );

  app.delete(
    '/projects/:id/photo/:photoId',
    { schema: projectAnswer('Remove one gallery photo', RecordPhotoParams) },
    async (request) => {
      const { id, photoId } = request.params as { id: number; photoId: number };
      const row = await managed.project(request, id);
      const [removed] = await app.db
        .delete(projectPhotos)
        .where(and(eq(projectPhotos.id, photoId), eq(projectPhotos.projectId, row.id)))
        .returning();
      if (!removed) throw notFound('Photo');
      invalidateIf(row.status);
      await removeStoredMedia(app.media, request.log, [removed.path]);
      return toProjectDraft(app.db, await touchProject(app.db, row.id, app.now()), prefix);
    },
  );

  // Layout photo ----------------------------------------------------------------------------

  const layoutAnswer = (summary: string) => ({
    ...secured,
    summary,
    params: RecordIdParams,
    response: { 200: DatabaseLayout, ...errorResponses(400, 401, 404, 413, 422) },
  });

  const setLayoutPhoto = async (request: FastifyRequest, id: number, key: string | null) => {
    const { layout, project } = await managedLayout(app.db, id, databaseUser(request));
    const [saved] = await app.db
      .update(projectLayouts)
      .set({ photo: key, updatedAt: app.now() })
      .where(eq(projectLayouts.id, layout.id))
      .returning();
    if (!saved) throw notFound('Layout');
    invalidateIf(project.status);
    await removeStoredMedia(app.media, request.log, [layout.photo]);
    const facts = await layoutUnitFacts(app.db, [saved.id]);
    return toDatabaseLayout(saved, facts.get(saved.id), prefix);
  };

  app.post(
    '/layouts/:id/photo',
    {
      schema: {
        ...layoutAnswer('Upload the layout photo (multipart "file")'),
        consumes: ['multipart/form-data'],
      },
      config: documented(MultipartFile(IMAGE_FILE)),
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const { project } = await managedLayout(app.db, id, databaseUser(request));
      const [bytes] = await readFiles(request, PHOTO_LIMITS);
      const key = await storePhoto(app.media, `layouts/${project.id}`, bytes as Buffer);
      return setLayoutPhoto(request, id, key);
    },
  );

  app.delete('/layouts/:id/photo', { schema: layoutAnswer('Remove the layout photo') }, (request) =>
    setLayoutPhoto(request, (request.params as { id: number }).id, null),
  );
};

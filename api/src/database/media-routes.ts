import fs from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DATABASE_FILE_DESCRIPTIONS,
  DEVELOPER_MAX_PHOTOS,
  DUPLICATE_DEVELOPER_PHOTO,
  DUPLICATE_PROJECT_PHOTO,
  LISTING_PHOTO_MAX_BYTES,
  LISTING_PHOTO_TOO_LARGE,
  PDF_TOO_LARGE,
  PROJECT_BROCHURE_MAX_BYTES,
  PROJECT_MAX_PHOTOS,
  PROJECT_PHOTOS_PER_REQUEST,
  PROJECT_VIDEO_MAX_BYTES,
  RECORD_PHOTO_ORDER_MISMATCH,
  TOO_MANY_DEVELOPER_PHOTOS,
  TOO_MANY_PROJECT_PHOTOS,
  VIDEO_TOO_LARGE,
  endpoints,
  type RecordPhotoOrderBody,
} from '@phuket/shared/contract';
import { invalidateListingCaches } from '../catalog/invalidation';
import type { Db } from '../db/client';
import { developerPhotos, developers, projectLayouts, projectPhotos, projects } from '../db/schema';
import { serveEndpoint, type EndpointRouteOptions } from '../http/endpoint-route';
import { HttpError, notFound } from '../http/errors';
import {
  MultipartFile,
  MultipartFiles,
  documentedBody,
  fileError,
  refuseLargeBodies,
  uploadTempDir,
  withFileOnDisk,
  withFilesOnDisk,
  type UploadOnDisk,
} from '../http/multipart';
import {
  isSamePhoto,
  processListingPhoto,
  storeProcessedPhoto,
  type ProcessedPhoto,
} from '../media/listing-photos';
import { isSamePicture, readAll } from '../media/same-picture';
import type { MediaStorage } from '../media/storage';
import { accountLimits } from '../rate-limits/account-limits';
import { removeStoredMedia, storePdf, storePhoto, storeVideo } from './media-files';
import {
  databaseUser,
  layoutUnitFacts,
  managedDeveloper,
  managedLayout,
  managedProject,
  toDatabaseLayout,
  toDeveloperDraft,
  toProjectDraft,
  touchDeveloper,
  touchProject,
  type RecordEndpoint,
} from './records';

// Files of developers, projects and layouts, declared once each in SLOTS and
// GALLERIES below with their endpoints (contract/endpoints/database.ts); the routes and their
// checks are generated from them.

/** A kind of file a slot takes: streamed to a temporary file, then checked and stored. */
interface FileKind {
  maxBytes: number;
  tooLarge: string;
  /** The OpenAPI description of the `file` part. */
  description: string;
  storeFile(storage: MediaStorage, folder: string, upload: UploadOnDisk): Promise<string>;
}

const KINDS = {
  image: {
    maxBytes: LISTING_PHOTO_MAX_BYTES,
    tooLarge: LISTING_PHOTO_TOO_LARGE,
    description: DATABASE_FILE_DESCRIPTIONS.image,
    storeFile: storePhoto,
  },
  video: {
    maxBytes: PROJECT_VIDEO_MAX_BYTES,
    tooLarge: VIDEO_TOO_LARGE,
    description: DATABASE_FILE_DESCRIPTIONS.video,
    storeFile: storeVideo,
  },
  pdf: {
    maxBytes: PROJECT_BROCHURE_MAX_BYTES,
    tooLarge: PDF_TOO_LARGE,
    description: DATABASE_FILE_DESCRIPTIONS.pdf,
    storeFile: storePdf,
  },
} satisfies Record<string, FileKind>;

type OwnerName = 'developers' | 'projects' | 'layouts';

/**
 * A single-file slot: one column of its owner's row, replaced by an upload (the old file is
 * removed) and emptied by DELETE, both at one path (`/{owner}/:id/{slot}`).
 */
type FileSlot = { kind: keyof typeof KINDS; upload: RecordEndpoint; remove: RecordEndpoint } & (
  | { owner: 'developers'; column: 'logo' | 'mainPhoto' }
  | { owner: 'projects'; column: 'mainPhoto' | 'video' | 'brochure' }
  | { owner: 'layouts'; column: 'photo' }
);

export const SLOTS: readonly FileSlot[] = [
  {
    owner: 'developers',
    column: 'logo',
    kind: 'image',
    upload: endpoints.uploadDeveloperLogo,
    remove: endpoints.deleteDeveloperLogo,
  },
  {
    owner: 'developers',
    column: 'mainPhoto',
    kind: 'image',
    upload: endpoints.uploadDeveloperMainPhoto,
    remove: endpoints.deleteDeveloperMainPhoto,
  },
  {
    owner: 'projects',
    column: 'mainPhoto',
    kind: 'image',
    upload: endpoints.uploadProjectMainPhoto,
    remove: endpoints.deleteProjectMainPhoto,
  },
  {
    owner: 'projects',
    column: 'video',
    kind: 'video',
    upload: endpoints.uploadProjectVideo,
    remove: endpoints.deleteProjectVideo,
  },
  {
    owner: 'projects',
    column: 'brochure',
    kind: 'pdf',
    upload: endpoints.uploadProjectBrochure,
    remove: endpoints.deleteProjectBrochure,
  },
  {
    owner: 'layouts',
    column: 'photo',
    kind: 'image',
    upload: endpoints.uploadLayoutPhoto,
    remove: endpoints.deleteLayoutPhoto,
  },
];

/**
 * A photo gallery: rows of its own, added by upload (`addOne` one per request; `addMany`, when
 * `perRequest` > 1, several, all stored or none), put in order, removed one by one, or all at
 * once when it has `clear`. The same photo twice (by perceptual hash) is refused with `duplicate`.
 */
interface Gallery {
  owner: 'developers' | 'projects';
  max: number;
  tooMany: string;
  duplicate: string;
  perRequest: number;
  endpoints: {
    addOne: RecordEndpoint;
    addMany?: RecordEndpoint;
    order: RecordEndpoint;
    clear?: RecordEndpoint;
    /** the documented path (docs/product-rules.md §7): the photo is named in the query (a DELETE body is dropped by some proxies). */
    removeByQuery: RecordEndpoint;
    remove: RecordEndpoint;
  };
}

export const GALLERIES: readonly Gallery[] = [
  {
    owner: 'developers',
    max: DEVELOPER_MAX_PHOTOS,
    tooMany: TOO_MANY_DEVELOPER_PHOTOS,
    duplicate: DUPLICATE_DEVELOPER_PHOTO,
    perRequest: 1,
    endpoints: {
      addOne: endpoints.uploadDeveloperPhoto,
      order: endpoints.reorderDeveloperPhotos,
      removeByQuery: endpoints.deleteDeveloperPhotoByQuery,
      remove: endpoints.deleteDeveloperPhoto,
    },
  },
  {
    owner: 'projects',
    max: PROJECT_MAX_PHOTOS,
    tooMany: TOO_MANY_PROJECT_PHOTOS,
    duplicate: DUPLICATE_PROJECT_PHOTO,
    perRequest: PROJECT_PHOTOS_PER_REQUEST,
    endpoints: {
      addOne: endpoints.uploadProjectPhoto,
      addMany: endpoints.uploadProjectPhotos,
      order: endpoints.reorderProjectPhotos,
      clear: endpoints.deleteProjectPhotos,
      removeByQuery: endpoints.deleteProjectPhotoByQuery,
      remove: endpoints.deleteProjectPhoto,
    },
  },
];

/** A record the request may manage: where its files go, and whether the public sees it. */
interface Managed {
  id: number;
  folder: string;
  status: string;
}

/** How each owner is found, written and answered. */
interface Owner {
  find(request: FastifyRequest, id: number): Promise<Managed & { files: Record<string, unknown> }>;
  setFile(id: number, column: string, key: string | null): Promise<unknown>;
}

/** How each gallery's rows are read and written. */
interface GalleryRows {
  /** The gallery's photos in display order. */
  list(
    id: number,
    db?: Db,
  ): Promise<{ id: number; position: number; phash: string | null; path: string }[]>;
  /** Locks the owner's row until `tx` ends: uploads to one gallery count one after another. */
  lock(tx: Db, id: number): Promise<unknown>;
  insert(
    tx: Db,
    id: number,
    photos: { path: string; phash: string }[],
    first: number,
  ): Promise<unknown>;
  /** Positions 0, 1, 2… in the order of `ids`. */
  order(id: number, ids: number[]): Promise<unknown>;
  removeOne(id: number, photoId: number): Promise<{ path: string } | undefined>;
  removeAll(id: number): Promise<{ path: string }[]>;
  /** Moves `updated_at` (not `version`) and answers the draft. */
  answer(id: number): Promise<unknown>;
}

function owners(app: FastifyInstance): Record<OwnerName, Owner> {
  return {
    developers: {
      find: async (request, id) => {
        const row = await managedDeveloper(app.db, id, databaseUser(request));
        return { id: row.id, folder: `developers/${row.id}`, status: row.status, files: row };
      },
      setFile: async (id, column, key) => {
        const [saved] = await app.db
          .update(developers)
          .set({ [column as 'logo']: key, updatedAt: app.now() })
          .where(eq(developers.id, id))
          .returning();
        if (!saved) throw notFound('Developer');
        return toDeveloperDraft(app.db, saved, app.mediaAccess);
      },
    },
    projects: {
      find: async (request, id) => {
        const row = await managedProject(app.db, id, databaseUser(request));
        return { id: row.id, folder: `projects/${row.id}`, status: row.status, files: row };
      },
      setFile: async (id, column, key) => {
        const [saved] = await app.db
          .update(projects)
          .set({ [column as 'video']: key, updatedAt: app.now() })
          .where(eq(projects.id, id))
          .returning();
        if (!saved) throw notFound('Project');
        return toProjectDraft(app.db, saved, app.mediaAccess);
      },
    },
    layouts: {
      find: async (request, id) => {
        const { layout, project } = await managedLayout(app.db, id, databaseUser(request));
        return {
          id: layout.id,
          folder: `layouts/${project.id}`,
          status: project.status,
          files: layout,
        };
      },
      setFile: async (id, _column, key) => {
        const [saved] = await app.db
          .update(projectLayouts)
          .set({ photo: key, updatedAt: app.now() })
          .where(eq(projectLayouts.id, id))
          .returning();
        if (!saved) throw notFound('Layout');
        const facts = await layoutUnitFacts(app.db, [saved.id]);
        return toDatabaseLayout(saved, facts.get(saved.id), app.mediaAccess.signed);
      },
    },
  };
}

function galleryRows(app: FastifyInstance): Record<Gallery['owner'], GalleryRows> {
  return {
    developers: {
      list: (id, db = app.db) =>
        db
          .select({
            id: developerPhotos.id,
            position: developerPhotos.position,
            phash: developerPhotos.phash,
            path: developerPhotos.path,
          })
          .from(developerPhotos)
          .where(eq(developerPhotos.developerId, id))
          .orderBy(asc(developerPhotos.position), asc(developerPhotos.id)),
      lock: (tx, id) =>
        tx.execute(sql`select id from ${developers} where ${developers.id} = ${id} for update`),
      insert: (tx, id, photos, first) =>
        tx
          .insert(developerPhotos)
          .values(photos.map((photo, i) => ({ developerId: id, ...photo, position: first + i }))),
      order: (id, ids) =>
        app.db.transaction(async (tx) => {
          for (const [position, photoId] of ids.entries()) {
            await tx
              .update(developerPhotos)
              .set({ position })
              .where(and(eq(developerPhotos.id, photoId), eq(developerPhotos.developerId, id)));
          }
        }),
      removeOne: async (id, photoId) =>
        (
          await app.db
            .delete(developerPhotos)
            .where(and(eq(developerPhotos.id, photoId), eq(developerPhotos.developerId, id)))
            .returning()
        )[0],
      removeAll: (id) =>
        app.db.delete(developerPhotos).where(eq(developerPhotos.developerId, id)).returning(),
      answer: async (id) =>
        toDeveloperDraft(app.db, await touchDeveloper(app.db, id, app.now()), app.mediaAccess),
    },
    projects: {
      list: (id, db = app.db) =>
        db
          .select({
            id: projectPhotos.id,
            position: projectPhotos.position,
            phash: projectPhotos.phash,
            path: projectPhotos.path,
          })
          .from(projectPhotos)
          .where(eq(projectPhotos.projectId, id))
          .orderBy(asc(projectPhotos.position), asc(projectPhotos.id)),
      lock: (tx, id) =>
        tx.execute(sql`select id from ${projects} where ${projects.id} = ${id} for update`),
      insert: (tx, id, photos, first) =>
        tx
          .insert(projectPhotos)
          .values(photos.map((photo, i) => ({ projectId: id, ...photo, position: first + i }))),
      order: (id, ids) =>
        app.db.transaction(async (tx) => {
          for (const [position, photoId] of ids.entries()) {
            await tx
              .update(projectPhotos)
              .set({ position })
              .where(and(eq(projectPhotos.id, photoId), eq(projectPhotos.projectId, id)));
          }
        }),
      removeOne: async (id, photoId) =>
        (
          await app.db
            .delete(projectPhotos)
            .where(and(eq(projectPhotos.id, photoId), eq(projectPhotos.projectId, id)))
            .returning()
        )[0],
      removeAll: (id) =>
        app.db.delete(projectPhotos).where(eq(projectPhotos.projectId, id)).returning(),
      answer: async (id) =>
        toProjectDraft(app.db, await touchProject(app.db, id, app.now()), app.mediaAccess),
    },
  };
}

/** A gallery photo to compare with: its hash, and its pixels read only when the hash is close. */
interface Comparable {
  phash: string | null;
  /** Null when a stored file cannot be read (lost): nothing confirms it is the same. */
  bytes: () => Promise<Buffer | null> | Buffer;
}

/**
 * Whether `photo` is a picture the gallery has: a close perceptual hash, confirmed by the
 * pixels (isSamePicture), so a different photo that only hashes alike is taken.
 */
async function isInGallery(photo: ProcessedPhoto, gallery: Comparable[]): Promise<boolean> {
  for (const other of gallery) {
    if (!other.phash || !isSamePhoto(other.phash, photo.phash)) continue;
    const bytes = await other.bytes();
    if (bytes && (await isSamePicture(photo.gallery.data, bytes))) return true;
  }
  return false;
}

/**
 * The routes of SLOTS and GALLERIES. Media writes move `updated_at` but not `version`, as the
 * listing photos: uploading does not make the next step save stale. Owner or admin only;
 * others 404, guests 401.
 */
export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: PROJECT_VIDEO_MAX_BYTES, files: PROJECT_PHOTOS_PER_REQUEST },
  });
  // After the access check, as every route's: a guest learns nothing of the size limit.
  const media: EndpointRouteOptions = {
    onRequest: [refuseLargeBodies(PROJECT_VIDEO_MAX_BYTES, VIDEO_TOO_LARGE)],
  };
  /** An upload's options: its multipart body shown in the OpenAPI document. */
  const uploadOf = (body: Parameters<typeof documentedBody>[0]): EndpointRouteOptions => ({
    ...media,
    config: documentedBody(body),
  });
  const byOwner = owners(app);
  const rowsOf = galleryRows(app);
  const invalidateIf = (status: string) => {
    if (status === 'published') invalidateListingCaches(app.db);
  };
  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;
  const limits = accountLimits(app);

  const tempDir = uploadTempDir(app.config);
  for (const slot of SLOTS) {
    const owner = byOwner[slot.owner];
    const kind: FileKind = KINDS[slot.kind];
    // Whatever is replaced or emptied is removed from storage once the row no longer names it.
    // An upload (a reply given) is one of the account's uploads of the day, counted before its
    // body is read.
    const setFile = async (request: FastifyRequest, upload: FastifyReply | null) => {
      const record = await owner.find(request, idOf(request));
      if (upload) await limits.take(request, upload, 'uploads');
      const key = upload
        ? await withFileOnDisk(request, kind, tempDir, (file) =>
            kind.storeFile(app.media, record.folder, file),
          )
        : null;
      const saved = await owner.setFile(record.id, slot.column, key);
      invalidateIf(record.status);
      await removeStoredMedia(app.media, request.log, [
        (record.files[slot.column] as string | null | undefined) ?? null,
      ]);
      return saved;
    };
    serveEndpoint(
      app,
      slot.upload,
      (request, reply) => setFile(request, reply),
      uploadOf(MultipartFile(kind.description)),
    );
    serveEndpoint(app, slot.remove, (request) => setFile(request, null), media);
  }

  const storedPhotos = (photos: { phash: string | null; path: string }[]): Comparable[] =>
    photos.map((photo) => ({
      phash: photo.phash,
      bytes: () =>
        app.media
          .read(photo.path)
          .then(readAll)
          .catch(() => null),
    }));

  for (const gallery of GALLERIES) {
    const owner = byOwner[gallery.owner];
    const rows = rowsOf[gallery.owner];
    const { addOne, addMany, order, clear, removeByQuery, remove } = gallery.endpoints;

    /**
     * Checks every file first (bytes, count, not a photo the gallery or this request already
     * has), then stores them; the rows are written only when all passed. The files wait on
     * disk and are decoded one at a time: ten 20 MB photos are never in memory together.
     */
    const addPhotos = async (request: FastifyRequest, reply: FastifyReply, maxFiles: number) => {
      const record = await owner.find(request, idOf(request));
      // Each file is one of the account's uploads of the day: the first counted before the
      // body is read, the others once their number is known, before any is decoded or stored.
      await limits.take(request, reply, 'uploads');
      return withFilesOnDisk(request, { ...KINDS.image, maxFiles }, tempDir, async (files) => {
        await limits.take(request, reply, 'uploads', files.length - 1);
        return addPhotoFiles(request, record, files);
      });
    };
    const addPhotoFiles = async (
      request: FastifyRequest,
      record: Managed,
      files: UploadOnDisk[],
    ) => {
      const existing = await rows.list(record.id);
      if (existing.length + files.length > gallery.max) throw fileError(422, gallery.tooMany);
      const processed: ProcessedPhoto[] = [];
      for (const file of files) {
        const photo = await processListingPhoto(await fs.readFile(file.path));
        const earlier = processed.map((p) => ({ phash: p.phash, bytes: () => p.gallery.data }));
        if (await isInGallery(photo, [...storedPhotos(existing), ...earlier])) {
          throw fileError(422, gallery.duplicate);
        }
        processed.push(photo);
      }
      const stored: { path: string; phash: string }[] = [];
      try {
        for (const photo of processed) {
          stored.push({
            path: await storeProcessedPhoto(app.media, record.folder, photo),
            phash: photo.phash,
          });
        }
        await app.db.transaction(async (tx) => {
          await rows.lock(tx, record.id);
          // Checked again under the lock: an upload racing this one may have added photos
          // since the first check, which ran unlocked while the files were decoded.
          const now = await rows.list(record.id, tx);
          if (now.length + stored.length > gallery.max) throw fileError(422, gallery.tooMany);
          const known = new Set(existing.map((photo) => photo.id));
          const added = storedPhotos(now.filter((photo) => !known.has(photo.id)));
          for (const photo of processed) {
            if (await isInGallery(photo, added)) throw fileError(422, gallery.duplicate);
          }
          const last = now.reduce((n, photo) => Math.max(n, photo.position), -1);
          await rows.insert(tx, record.id, stored, last + 1);
        });
      } catch (err) {
        await removeStoredMedia(
          app.media,
          request.log,
          stored.map((photo) => photo.path),
        );
        throw err;
      }
      invalidateIf(record.status);
      return rows.answer(record.id);
    };

    serveEndpoint(
      app,
      addOne,
      (request, reply) => addPhotos(request, reply, 1),
      uploadOf(MultipartFile(KINDS.image.description)),
    );

    if (addMany) {
      serveEndpoint(
        app,
        addMany,
        (request, reply) => addPhotos(request, reply, gallery.perRequest),
        uploadOf(MultipartFiles(KINDS.image.description)),
      );
    }

    serveEndpoint(
      app,
      order,
      async (request) => {
        const { photos } = request.body as RecordPhotoOrderBody;
        const record = await owner.find(request, idOf(request));
        const ids = new Set((await rows.list(record.id)).map((photo) => photo.id));
        if (photos.length !== ids.size || !photos.every((id) => ids.has(id))) {
          throw new HttpError(422, RECORD_PHOTO_ORDER_MISMATCH, {
            photos: [RECORD_PHOTO_ORDER_MISMATCH],
          });
        }
        await rows.order(record.id, photos);
        invalidateIf(record.status);
        return rows.answer(record.id);
      },
      media,
    );

    if (clear) {
      serveEndpoint(
        app,
        clear,
        async (request) => {
          const record = await owner.find(request, idOf(request));
          const removed = await rows.removeAll(record.id);
          invalidateIf(record.status);
          await removeStoredMedia(
            app.media,
            request.log,
            removed.map((p) => p.path),
          );
          return rows.answer(record.id);
        },
        media,
      );
    }

    const removePhoto = async (request: FastifyRequest, photoId: number) => {
      const record = await owner.find(request, idOf(request));
      const removed = await rows.removeOne(record.id, photoId);
      if (!removed) throw notFound('Photo');
      invalidateIf(record.status);
      await removeStoredMedia(app.media, request.log, [removed.path]);
      return rows.answer(record.id);
    };

    serveEndpoint(
      app,
      removeByQuery,
      (request) => removePhoto(request, (request.query as { photo_id: number }).photo_id),
      media,
    );

    serveEndpoint(
      app,
      remove,
      (request) => removePhoto(request, (request.params as { photoId: number }).photoId),
      media,
    );
  }
};

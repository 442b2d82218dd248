import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  LISTING_PHOTO_MAX_BYTES,
  LISTING_PHOTO_TOO_LARGE,
  ListingAlbumBody,
  ListingAlbumParams,
  ListingDraft,
  ListingIdParams,
  ListingPhotoOrderBody,
  ListingPhotoParams,
  UploadedListingPhoto,
} from '@phuket/shared/contract';
import { invalidateListingCaches } from '../catalog/invalidation';
import {
  MultipartFile,
  documentedBody,
  refuseLargeBodies,
  uploadTempDir,
  withFileOnDisk,
} from '../http/multipart';
import { NoBody, errorResponses } from '../http/schemas';
import { JOB_DEFINITIONS } from '../jobs/job-types';
import { currentUser, secured } from './access';
import { removeListingMedia } from './media-cleanup';
import {
  createAlbum,
  deleteEmptyAlbum,
  deletePhoto,
  insertPhoto,
  listingAlbum,
  listingPhoto,
  renameAlbum,
  reorderPhotos,
  requireReady,
  setCover,
  toListingPhoto,
} from './photo-queries';
import { processUploadedPhoto, receiveListingPhoto } from './photo-processing';
import { ownedListing, toListingDraft, type ListingRow } from './queries';

/** One photo per request, so each has its own progress and retry. */
export const PHOTO_UPLOAD_LIMITS = {
  maxBytes: LISTING_PHOTO_MAX_BYTES,
  tooLarge: LISTING_PHOTO_TOO_LARGE,
};

/** The upload's multipart body, as the OpenAPI document shows it. */
export const MultipartPhotoBody = MultipartFile(
  'JPEG, PNG, WebP or HEIC, at most 20 MB and 40 megapixels',
);

/**
 * Where the owner picked the photo for. Photos picked together upload side by side and finish
 * in any order; each is sent with its own place so they are stored in the order picked.
 */
export const UploadPositionField = Type.Optional(
  Type.Integer({
    minimum: 0,
    maximum: 10_000,
    description:
      'the place picked for it (0 = first; the others keep theirs, a tie is read by id). Default: after the others',
  }),
);

const UploadPhotoQuery = Type.Object(
  {
    position: UploadPositionField,
    album_id: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 2_147_483_647,
        description: 'the album to add to; else the first album (created as "Photos" if none)',
      }),
    ),
  },
  { additionalProperties: false },
);

/**
 * Listing photos and albums: upload (one file per request, so each has its own
 * progress and retry), albums, order, cover, delete. The owner only, exactly as the draft
 * routes: another broker 404, a guest 401, an admin 403. Photo writes move `updated_at` but not
 * `version`: they are per item and checked on their own (the order must name every photo), so
 * uploading does not make the wizard's next step save stale.
 */
export const photoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // In this plugin's own context: only the upload route here accepts multipart.
  await app.register(multipart, { limits: { fileSize: LISTING_PHOTO_MAX_BYTES, files: 1 } });
  app.addHook('onRequest', app.requireRole('broker', 'developer'));
  app.addHook('onRequest', refuseLargeBodies(LISTING_PHOTO_MAX_BYTES, LISTING_PHOTO_TOO_LARGE));
  const prefix = app.config.publicMediaPrefix;
  const tempDir = uploadTempDir(app.config);

  // Any process may take the job: the original is in the media store (folder or bucket).
  const { retryLimit } = JOB_DEFINITIONS['listing-photo-process'];
  app.jobs.work('listing-photo-process', (data, job) =>
    processUploadedPhoto(app, data, { retryCount: job.retryCount, retryLimit }),
  );

  /** A published listing's photos are on cards and pages: those caches must see the change. */
  const changed = async (row: ListingRow) => {
    if (row.status === 'published') invalidateListingCaches(app.db);
    return toListingDraft(app.db, row, prefix);
  };
  const owned = (request: FastifyRequest, id: number) =>
    ownedListing(app.db, id, currentUser(request).id);

  const draftAnswer = (summary: string, codes: number[]) => ({
    ...secured,
    summary,
    response: { 200: ListingDraft, ...errorResponses(401, 403, 404, ...codes) },
  });

  app.post(
    '/listing/:id/photos',
    {
      schema: {
        ...secured,
        summary:
          'Upload one photo (multipart field "file": JPEG, PNG, WebP or HEIC, at most 20 MB); stored as WebP. 201 ready; 202 processing (HEIC, converted by a job)',
        consumes: ['multipart/form-data'],
        params: ListingIdParams,
        querystring: UploadPhotoQuery,
        response: {
          201: UploadedListingPhoto,
          202: UploadedListingPhoto,
          ...errorResponses(400, 401, 403, 404, 413, 422),
        },
      },
      config: documentedBody(MultipartPhotoBody),
    },
    async (request, reply) => {
      const row = await owned(request, request.params.id);
      const { album_id: albumId, position } = request.query;
      const received = await withFileOnDisk(request, PHOTO_UPLOAD_LIMITS, tempDir, (upload) =>
        receiveListingPhoto(app, row.id, upload, {
          queued: ({ path, original }) =>
            insertPhoto(
              app.db,
              row.id,
              albumId,
              { status: 'processing', path, bytes: upload.bytes, original },
              app.now(),
              position,
            ),
          // One job per photo, however often it is sent (the clean-up re-sends stuck ones).
          send: async (photo) => {
            await app.jobs.send(
              'listing-photo-process',
              { listingId: row.id, photoId: photo.id },
              { singletonKey: `photo-${photo.id}` },
            );
          },
          undo: (photo) => deletePhoto(app.db, photo, app.now()),
          ready: (file) =>
            insertPhoto(app.db, row.id, albumId, { ...file, status: 'ready' }, app.now(), position),
        }),
      );
      return reply.code(received.code).send({
        photo: toListingPhoto(received.row, received.row.albumId ?? 0, prefix),
        warnings: received.warnings,
      });
    },
  );

  app.post(
    '/listing/:id/albums',
    {
      schema: {
        ...secured,
        summary: 'Add an album (named by the owner: Living, Bedrooms, Pool…) after the others',
        params: ListingIdParams,
        body: ListingAlbumBody,
        response: { 201: ListingDraft, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const row = await owned(request, request.params.id);
      await createAlbum(app.db, row.id, request.body.title.trim(), app.now());
      return reply.code(201).send(await changed(row));
    },
  );

  app.put(
    '/listing/:id/albums/:albumId',
    {
      schema: {
        ...draftAnswer('Rename an album', [422]),
        params: ListingAlbumParams,
        body: ListingAlbumBody,
      },
    },
    async (request) => {
      const row = await owned(request, request.params.id);
      const album = await listingAlbum(app.db, row.id, request.params.albumId);
      await renameAlbum(app.db, album, request.body.title.trim(), app.now());
      return changed(row);
    },
  );

  app.delete(
    '/listing/:id/albums/:albumId',
    {
      schema: {
        ...draftAnswer('Delete an empty album (409 while it holds photos)', [409, 422]),
        params: ListingAlbumParams,
      },
    },
    async (request) => {
      const row = await owned(request, request.params.id);
      const album = await listingAlbum(app.db, row.id, request.params.albumId);
      await deleteEmptyAlbum(app.db, album, app.now());
      return changed(row);
    },
  );

  app.put(
    '/listing/:id/photos/order',
    {
      schema: {
        ...draftAnswer('Set the display order: every photo of the listing once, with its album', [
          422,
        ]),
        params: ListingIdParams,
        body: ListingPhotoOrderBody,
      },
    },
    async (request) => {
      const row = await owned(request, request.params.id);
      await reorderPhotos(app.db, row.id, request.body.photos, app.now());
      return changed(row);
    },
  );

  app.post(
    '/listing/:id/photos/:photoId/cover',
    {
      schema: {
        ...draftAnswer('Make this photo the cover (first on cards and in the gallery)', [422]),
        params: ListingPhotoParams,
        body: NoBody,
      },
    },
    async (request) => {
      const row = await owned(request, request.params.id);
      const photo = await listingPhoto(app.db, row.id, request.params.photoId);
      requireReady(photo);
      await setCover(app.db, photo, app.now());
      return changed(row);
    },
  );

  app.delete(
    '/listing/:id/photos/:photoId',
    {
      schema: {
        ...draftAnswer('Delete a photo and its files', [422]),
        params: ListingPhotoParams,
      },
    },
    async (request) => {
      const row = await owned(request, request.params.id);
      const photo = await listingPhoto(app.db, row.id, request.params.photoId);
      await deletePhoto(app.db, photo, app.now());
      // A HEIC still converting: its upload too (its job then finds the row gone).
      const keys = photo.original === null ? [photo.path] : [photo.path, photo.original];
      await removeListingMedia(app.media, request.log, row.id, keys);
      return changed(row);
    },
  );
};

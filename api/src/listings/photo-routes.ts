import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  LISTING_PHOTO_MAX_BYTES,
  LISTING_PHOTO_TOO_LARGE,
  endpoints,
} from '@phuket/shared/contract';
import { invalidateListingCaches } from '../catalog/invalidation';
import { serveEndpoint } from '../http/endpoint-route';
import { accountLimits } from '../rate-limits/account-limits';
import {
  MultipartFile,
  documentedBody,
  refuseLargeBodies,
  uploadTempDir,
  withFileOnDisk,
} from '../http/multipart';
import { JOB_DEFINITIONS } from '../jobs/job-types';
import { currentUser } from './access';
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
import { ownedListing, ownerMediaOf, toListingDraft, type ListingRow } from './queries';

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
 * Listing photos and albums: upload (one file per request, so each has its own
 * progress and retry), albums, order, cover, delete. The owner only, exactly as the draft
 * routes: another broker 404, a guest 401, an admin 403. Photo writes move `updated_at` but not
 * `version`: they are per item and checked on their own (the order must name every photo), so
 * uploading does not make the wizard's next step save stale.
 */
export const photoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // In this plugin's own context: only the upload route here accepts multipart.
  await app.register(multipart, { limits: { fileSize: LISTING_PHOTO_MAX_BYTES, files: 1 } });
  // After the access check, as every route here: an upload too large is refused unread.
  const onRequest = [refuseLargeBodies(LISTING_PHOTO_MAX_BYTES, LISTING_PHOTO_TOO_LARGE)];
  const tempDir = uploadTempDir(app.config);
  const limits = accountLimits(app);

  // Any process may take the job: the original is in the media store (folder or bucket).
  const { retryLimit } = JOB_DEFINITIONS['listing-photo-process'];
  app.jobs.work('listing-photo-process', (data, job) =>
    processUploadedPhoto(app, data, { retryCount: job.retryCount, retryLimit }),
  );

  /** A published listing's photos are on cards and pages: those caches must see the change. */
  const changed = async (row: ListingRow) => {
    if (row.status === 'published') invalidateListingCaches(app.db);
    return toListingDraft(app.db, row, app.mediaAccess);
  };
  const owned = (request: FastifyRequest, id: number) =>
    ownedListing(app.db, id, currentUser(request).id);

  serveEndpoint(
    app,
    endpoints.uploadListingPhoto,
    async (request, reply) => {
      const row = await owned(request, request.params.id);
      // Counted before the body is read: the account's uploads of the day (one budget).
      await limits.take(request, reply, 'uploads');
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
      // 201 stored, 202 still processing (a HEIC).
      reply.code(received.code);
      return {
        photo: toListingPhoto(
          received.row,
          received.row.albumId ?? 0,
          ownerMediaOf(app.mediaAccess, row),
        ),
        warnings: received.warnings,
      };
    },
    { onRequest, config: documentedBody(MultipartPhotoBody) },
  );

  serveEndpoint(
    app,
    endpoints.createListingAlbum,
    async (request) => {
      const row = await owned(request, request.params.id);
      await createAlbum(app.db, row.id, request.body.title.trim(), app.now());
      return changed(row);
    },
    { onRequest },
  );

  serveEndpoint(
    app,
    endpoints.renameListingAlbum,
    async (request) => {
      const row = await owned(request, request.params.id);
      const album = await listingAlbum(app.db, row.id, request.params.albumId);
      await renameAlbum(app.db, album, request.body.title.trim(), app.now());
      return changed(row);
    },
    { onRequest },
  );

  serveEndpoint(
    app,
    endpoints.deleteListingAlbum,
    async (request) => {
      const row = await owned(request, request.params.id);
      const album = await listingAlbum(app.db, row.id, request.params.albumId);
      await deleteEmptyAlbum(app.db, album, app.now());
      return changed(row);
    },
    { onRequest },
  );

  serveEndpoint(
    app,
    endpoints.orderListingPhotos,
    async (request) => {
      const row = await owned(request, request.params.id);
      await reorderPhotos(app.db, row.id, request.body.photos, app.now());
      return changed(row);
    },
    { onRequest },
  );

  serveEndpoint(
    app,
    endpoints.setListingCover,
    async (request) => {
      const row = await owned(request, request.params.id);
      const photo = await listingPhoto(app.db, row.id, request.params.photoId);
      requireReady(photo);
      await setCover(app.db, photo, app.now());
      return changed(row);
    },
    { onRequest },
  );

  serveEndpoint(
    app,
    endpoints.deleteListingPhoto,
    async (request) => {
      const row = await owned(request, request.params.id);
      const photo = await listingPhoto(app.db, row.id, request.params.photoId);
      await deletePhoto(app.db, photo, app.now());
      // A HEIC still converting: its upload too (its job then finds the row gone).
      const keys = photo.original === null ? [photo.path] : [photo.path, photo.original];
      await removeListingMedia(app.media, request.log, row.id, keys);
      return changed(row);
    },
    { onRequest },
  );
};

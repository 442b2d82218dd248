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
  documentedBody,
  refuseLargeBodies,
  uploadTempDir,
  withFileOnDisk,
} from '../http/multipart';
import { JOB_DEFINITIONS } from '../jobs/job-types';
import { currentUser } from './access';
import { removeListingMedia } from './media-cleanup';
import {
  deleteFloorPlanPhoto,
  insertFloorPlanPhoto,
  listingFloorPlanPhoto,
  toFloorPlanPhoto,
} from './media-queries';
import { MultipartPhotoBody, PHOTO_UPLOAD_LIMITS } from './photo-routes';
import { processFloorPlanPhoto, receiveListingPhoto } from './photo-processing';
import { ownedListing, ownerMediaOf, toListingDraft } from './queries';

/**
 * Floor plan photos (docs/product-rules.md §7: POSTed to the path the draft gives, DELETE on the
 * photo's path). The album photos' pipeline: checked by bytes, re-encoded to WebP in the
 * gallery and card sizes, EXIF stripped, orientation applied; a HEIC is converted by the
 * `floor-plan-photo-process` job as album photos are (202 processing, then ready or failed).
 * The owner only: another broker 404, a guest 401, an admin 403.
 */
export const floorPlanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: LISTING_PHOTO_MAX_BYTES, files: 1 } });
  // After the access check, as every route here: an upload too large is refused unread.
  const onRequest = [refuseLargeBodies(LISTING_PHOTO_MAX_BYTES, LISTING_PHOTO_TOO_LARGE)];
  const tempDir = uploadTempDir(app.config);
  const limits = accountLimits(app);
  const owned = (request: FastifyRequest, id: number) =>
    ownedListing(app.db, id, currentUser(request).id);

  const { retryLimit } = JOB_DEFINITIONS['floor-plan-photo-process'];
  app.jobs.work('floor-plan-photo-process', (data, job) =>
    processFloorPlanPhoto(app, data, { retryCount: job.retryCount, retryLimit }),
  );

  serveEndpoint(
    app,
    endpoints.storeFloorPlanPhoto,
    async (request, reply) => {
      const row = await owned(request, request.params.id);
      // Counted before the body is read: the account's uploads of the day (one budget).
      await limits.take(request, reply, 'uploads');
      const { position } = request.query;
      // As album photos: a HEIC (seconds in libheif's wasm) is answered at once and converted
      // by its job; it shows nowhere public until ready.
      const received = await withFileOnDisk(request, PHOTO_UPLOAD_LIMITS, tempDir, (upload) =>
        receiveListingPhoto(app, row.id, upload, {
          queued: ({ path, original }) =>
            insertFloorPlanPhoto(
              app.db,
              row.id,
              { status: 'processing', path, original },
              app.now(),
              position,
            ),
          send: async (queued) => {
            await app.jobs.send(
              'floor-plan-photo-process',
              { listingId: row.id, photoId: queued.id },
              { singletonKey: `floor-plan-photo-${queued.id}` },
            );
          },
          undo: (queued) => deleteFloorPlanPhoto(app.db, row.id, queued.id, app.now()),
          ready: ({ path, width, height }) =>
            insertFloorPlanPhoto(
              app.db,
              row.id,
              { status: 'ready', path, width, height },
              app.now(),
              position,
            ),
        }),
      );
      // 201 stored, 202 still processing (a HEIC).
      reply.code(received.code);
      return {
        photo: toFloorPlanPhoto(received.row, ownerMediaOf(app.mediaAccess, row)),
        warnings: received.warnings,
      };
    },
    { onRequest, config: documentedBody(MultipartPhotoBody) },
  );

  serveEndpoint(
    app,
    endpoints.deleteFloorPlanPhoto,
    async (request) => {
      const row = await owned(request, request.params.id);
      const photo = await listingFloorPlanPhoto(app.db, row.id, request.params.photoId);
      await deleteFloorPlanPhoto(app.db, row.id, photo.id, app.now());
      // A HEIC still converting: its upload too (its job then finds the row gone).
      const keys = photo.original === null ? [photo.path] : [photo.path, photo.original];
      await removeListingMedia(app.media, request.log, row.id, keys);
      if (row.status === 'published') invalidateListingCaches(app.db);
      return toListingDraft(app.db, row, app.mediaAccess);
    },
    { onRequest },
  );
};

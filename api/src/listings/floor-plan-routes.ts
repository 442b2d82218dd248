import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  FloorPlanPhotoParams,
  LISTING_PHOTO_MAX_BYTES,
  LISTING_PHOTO_TOO_LARGE,
  ListingDraft,
  ListingIdParams,
  UploadedFloorPlanPhoto,
} from '@phuket/shared/contract';
import { invalidateListingCaches } from '../catalog/invalidation';
import { errorResponses } from '../http/schemas';
import { JOB_DEFINITIONS } from '../jobs/job-types';
import { variantKey } from '../media/images';
import {
  LISTING_PHOTO_SUFFIXES,
  checkListingPhotoBytes,
  processListingPhoto,
} from '../media/listing-photos';
import { randomKey } from '../media/storage';
import { currentUser, secured } from './access';
import { removeListingMedia } from './media-cleanup';
import {
  deleteFloorPlanPhoto,
  insertFloorPlanPhoto,
  listingFloorPlanPhoto,
  toFloorPlanPhoto,
} from './media-queries';
import {
  MULTIPART_LIMITS,
  MULTIPART_OVERHEAD,
  MultipartPhotoBody,
  UploadPositionField,
  fileError,
  readPhotoFile,
} from './photo-routes';
import { processFloorPlanPhoto, queueHeic } from './photo-processing';
import { invalidateIfPublishedNow, ownedListing, toListingDraft } from './queries';

/**
 * Floor plan photos (issue 12, SPEC §7: POSTed to the path the draft gives, DELETE on the
 * photo's path). The album photos' pipeline: checked by bytes, re-encoded to WebP in the
 * gallery and card sizes, EXIF stripped, orientation applied; a HEIC is converted by the
 * `floor-plan-photo-process` job as album photos are (202 processing, then ready or failed).
 * The owner only: another broker 404, a guest 401, an admin 403.
 */
export const floorPlanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  app.addHook('onRequest', app.requireRole('broker', 'developer'));
  app.addHook('onRequest', async (request) => {
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length > LISTING_PHOTO_MAX_BYTES + MULTIPART_OVERHEAD) {
      throw fileError(413, LISTING_PHOTO_TOO_LARGE);
    }
  });
  const prefix = app.config.publicMediaPrefix;
  const owned = (request: FastifyRequest, id: number) =>
    ownedListing(app.db, id, currentUser(request).id);

  const { retryLimit } = JOB_DEFINITIONS['floor-plan-photo-process'];
  app.jobs.work('floor-plan-photo-process', (data, job) =>
    processFloorPlanPhoto(app, data, { retryCount: job.retryCount, retryLimit }),
  );

  app.post(
    '/listing/:id/floor-plan/photos',
    {
      schema: {
        ...secured,
        summary:
          'Upload one floor plan photo (multipart field "file": JPEG, PNG, WebP or HEIC, at most 20 MB); stored as WebP. 201 ready; 202 processing (HEIC, converted by a job)',
        consumes: ['multipart/form-data'],
        params: ListingIdParams,
        querystring: Type.Object(
          { position: UploadPositionField },
          { additionalProperties: false },
        ),
        response: {
          201: UploadedFloorPlanPhoto,
          202: UploadedFloorPlanPhoto,
          ...errorResponses(400, 401, 403, 404, 413, 422),
        },
      },
      config: {
        swaggerTransform: ({ schema, url }) => ({
          schema: { ...schema, body: MultipartPhotoBody },
          url,
        }),
      },
    },
    async (request, reply) => {
      const row = await owned(request, request.params.id);
      const bytes = await readPhotoFile(request);
      // As album photos: a HEIC (seconds in libheif's wasm) is answered at once and converted
      // by its job; it shows nowhere public until ready.
      if (checkListingPhotoBytes(bytes) === 'heic') {
        const photo = await queueHeic(app, row.id, bytes, {
          insert: ({ path, original }) =>
            insertFloorPlanPhoto(
              app.db,
              row.id,
              { status: 'processing', path, original },
              app.now(),
              request.query.position,
            ),
          send: async (queued) => {
            await app.jobs.send(
              'floor-plan-photo-process',
              { listingId: row.id, photoId: queued.id },
              { singletonKey: `floor-plan-photo-${queued.id}` },
            );
          },
          undo: (queued) => deleteFloorPlanPhoto(app.db, row.id, queued.id, app.now()),
        });
        return reply.code(202).send({ photo: toFloorPlanPhoto(photo, prefix), warnings: [] });
      }
      const processed = await processListingPhoto(bytes);
      const key = randomKey(`listings/${row.id}`, 'webp');
      const files = [
        { key, data: processed.gallery.data },
        { key: variantKey(key, LISTING_PHOTO_SUFFIXES[1]), data: processed.card.data },
      ];
      const written: string[] = [];
      try {
        for (const f of files) {
          await app.media.put(f.key, f.data, 'image/webp');
          written.push(f.key);
        }
        const photo = await insertFloorPlanPhoto(
          app.db,
          row.id,
          {
            status: 'ready',
            path: key,
            width: processed.gallery.width,
            height: processed.gallery.height,
          },
          app.now(),
          request.query.position,
        );
        await invalidateIfPublishedNow(app.db, row.id);
        return await reply
          .code(201)
          .send({ photo: toFloorPlanPhoto(photo, prefix), warnings: processed.warnings });
      } catch (err) {
        await Promise.allSettled(written.map((k) => app.media.remove(k)));
        throw err;
      }
    },
  );

  app.delete(
    '/listing/:id/floor-plan/photos/:photoId',
    {
      schema: {
        ...secured,
        summary: 'Delete a floor plan photo and its files',
        params: FloorPlanPhotoParams,
        response: { 200: ListingDraft, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const row = await owned(request, request.params.id);
      const photo = await listingFloorPlanPhoto(app.db, row.id, request.params.photoId);
      await deleteFloorPlanPhoto(app.db, row.id, photo.id, app.now());
      // A HEIC still converting: its upload too (its job then finds the row gone).
      const keys = photo.original === null ? [photo.path] : [photo.path, photo.original];
      await removeListingMedia(app.media, request.log, row.id, keys);
      if (row.status === 'published') invalidateListingCaches(app.db);
      return toListingDraft(app.db, row, prefix);
    },
  );
};

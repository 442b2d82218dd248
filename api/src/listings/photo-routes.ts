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
import { HttpError } from '../http/errors';
import { NoBody, errorResponses } from '../http/schemas';
import { JOB_DEFINITIONS } from '../jobs/job-types';
import {
  LISTING_PHOTO_SUFFIXES,
  checkListingPhotoBytes,
  processListingPhoto,
} from '../media/listing-photos';
import { randomKey } from '../media/storage';
import { variantKey } from '../media/images';
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
import { processUploadedPhoto, queueHeic } from './photo-processing';
import { invalidateIfPublishedNow, ownedListing, toListingDraft, type ListingRow } from './queries';

export const FILE_REQUIRED = 'The file field is required.';
const MALFORMED = 'The request body is not a valid multipart form.';
/** Room for the multipart framing around the file itself. */
export const MULTIPART_OVERHEAD = 64 * 1024;
export const MULTIPART_LIMITS = {
  fileSize: LISTING_PHOTO_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
};

export function fileError(status: number, message: string): HttpError {
  return new HttpError(status, message, { file: [message] });
}

/**
 * What reading a multipart body threw, as the client's error: busboy throws plain Errors for a
 * missing boundary or a body cut short, which would otherwise be 500s.
 */
export function uploadReadError(err: unknown, tooLarge = LISTING_PHOTO_TOO_LARGE): unknown {
  const { code, statusCode } = err as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileError(413, tooLarge);
  if (err instanceof HttpError) return err;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return err;
  return new HttpError(400, MALFORMED, { file: [MALFORMED] });
}

export async function readPhotoFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fileError(422, FILE_REQUIRED);
  try {
    const part = await request.file({ limits: MULTIPART_LIMITS });
    if (!part || part.fieldname !== 'file') throw fileError(422, FILE_REQUIRED);
    return await part.toBuffer();
  } catch (err) {
    throw uploadReadError(err);
  }
}

/** Only the OpenAPI document gets the multipart body: the route reads it as a stream. */
export const MultipartPhotoBody = Type.Object(
  {
    file: Type.String({
      format: 'binary',
      description: 'JPEG, PNG, WebP or HEIC, at most 20 MB and 40 megapixels',
    }),
  },
  { additionalProperties: false },
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
 * Listing photos and albums (issue 12): upload (one file per request, so each has its own
 * progress and retry), albums, order, cover, delete. The owner only, exactly as the draft
 * routes: another broker 404, a guest 401, an admin 403. Photo writes move `updated_at` but not
 * `version`: they are per item and checked on their own (the order must name every photo), so
 * uploading does not make the wizard's next step save stale.
 */
export const photoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // In this plugin's own context: only the upload route here accepts multipart.
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  app.addHook('onRequest', app.requireRole('broker', 'developer'));
  app.addHook('onRequest', async (request) => {
    // An honest client announcing a body far over the limit is stopped before it uploads it.
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length > LISTING_PHOTO_MAX_BYTES + MULTIPART_OVERHEAD) {
      throw fileError(413, LISTING_PHOTO_TOO_LARGE);
    }
  });
  const prefix = app.config.publicMediaPrefix;

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
      // HEIC decodes in libheif's wasm, several seconds a photo: it goes to the job queue and
      // the answer comes at once. The others take about a second here, and their refusals
      // (the same photo twice) and warnings are best given on the spot.
      if (checkListingPhotoBytes(bytes) === 'heic') {
        const photo = await queueListingHeic(row.id, request.query, bytes);
        return reply.code(202).send({
          photo: toListingPhoto(photo, photo.albumId ?? 0, prefix),
          warnings: [],
        });
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
        const photo = await insertPhoto(
          app.db,
          row.id,
          request.query.album_id,
          {
            path: key,
            width: processed.gallery.width,
            height: processed.gallery.height,
            bytes: bytes.length,
            phash: processed.phash,
            warnings: processed.warnings,
            status: 'ready',
          },
          app.now(),
          request.query.position,
        );
        await invalidateIfPublishedNow(app.db, row.id);
        return await reply.code(201).send({
          photo: toListingPhoto(photo, photo.albumId ?? 0, prefix),
          warnings: processed.warnings,
        });
      } catch (err) {
        // A refused or failed insert leaves no files behind.
        await Promise.allSettled(written.map((k) => app.media.remove(k)));
        throw err;
      }
    },
  );

  /**
   * Keeps the HEIC privately, files a `processing` row (the 50-photo cap and the album checked
   * as for any upload) naming the keys its WebP files will have, and queues its job.
   */
  function queueListingHeic(
    listingId: number,
    place: { album_id?: number; position?: number },
    bytes: Buffer,
  ) {
    return queueHeic(app, listingId, bytes, {
      insert: ({ path, original }) =>
        insertPhoto(
          app.db,
          listingId,
          place.album_id,
          { status: 'processing', path, bytes: bytes.length, original },
          app.now(),
          place.position,
        ),
      // One job per photo, however often it is sent (the clean-up re-sends stuck ones).
      send: async (photo) => {
        await app.jobs.send(
          'listing-photo-process',
          { listingId, photoId: photo.id },
          { singletonKey: `photo-${photo.id}` },
        );
      },
      undo: (photo) => deletePhoto(app.db, photo, app.now()),
    });
  }

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

import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  LISTING_VIDEO_BUSY,
  LISTING_VIDEO_MAX_BYTES,
  LISTING_VIDEO_TOO_LARGE,
  ListingIdParams,
  NOT_A_LISTING_VIDEO,
  endpoints,
} from '@phuket/shared/contract';
import { invalidateListingCaches } from '../catalog/invalidation';
import { listings } from '../db/schema';
import { serveEndpoint } from '../http/endpoint-route';
import { accountLimits } from '../rate-limits/account-limits';
import { HttpError } from '../http/errors';
import { JOB_DEFINITIONS } from '../jobs/job-types';
import { errorResponses } from '../http/schemas';
import { currentUser, secured } from './access';
import { ownedListing, toListingDraft, type ListingRow } from './queries';
import { PostgresUploadLocker, UPLOAD_LOCK_TIMEOUT_MS, UploadLockTimeout } from './upload-locker';
import { processListingVideo } from './video-processing';
import { createVideoUploadStore, looksLikeVideo, type VideoUploadStore } from './video-uploads';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where listing video uploads (tus) wait until processing has stored them as media. */
    videoUploads: VideoUploadStore;
  }
}

const TUS_CONTENT_TYPE = 'application/offset+octet-stream';
const UPLOAD_ID = /^([1-9][0-9]{0,9})-[0-9a-f]{32}$/;

const VideoUploadParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  uploadId: Type.String({ pattern: UPLOAD_ID.source, description: 'from the Location answered' }),
});

const TusHeaders = Type.Object({
  'tus-resumable': Type.Optional(Type.String({ description: 'always 1.0.0' })),
  'upload-length': Type.Optional(Type.String({ description: 'POST: the size of the whole file' })),
  'upload-offset': Type.Optional(Type.String({ description: 'PATCH: where these bytes start' })),
  'upload-metadata': Type.Optional(Type.String({ description: 'POST: tus metadata (filetype…)' })),
});

const TusAnswer = Type.Null({ description: 'tus headers only (Location, Upload-Offset…)' });

/** The tus server's text refusals as the API's JSON errors, with our own words where we have them. */
function tusError(status: number, text: string): { status: number; message: string } {
  if (status === 413) return { status, message: LISTING_VIDEO_TOO_LARGE };
  const trimmed = text.trim();
  // The memory locker's timeout, a 500 in @tus/server: the upload is busy, not the server
  // broken (the PostgreSQL locker answers 423 itself).
  if (status === 500 && trimmed === 'failed to acquire lock before timeout') {
    return { status: 423, message: new UploadLockTimeout().body };
  }
  return { status, message: trimmed === '' ? 'The upload request was refused.' : trimmed };
}

/**
 * The listing's video (docs/product-rules.md §7 "POST and DELETE listings/{id}/video"): POST starts a
 * resumable upload with the tus 1.0 protocol (Upload-Length; the answer's Location takes HEAD
 * and PATCH until the last byte), DELETE removes the video. Every request, HEAD and each PATCH
 * included, is the owner's only: a guest 401, another broker 404, an admin 403. When the last
 * byte lands the first bytes are checked (a renamed photo is refused there, 422), the listing
 * shows "processing", and the `listing-video-process` job (processListingVideo, on any API
 * process) checks the whole file and takes the poster.
 */
export const videoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { Server, MemoryLocker } = await import('@tus/server');
  const uploads = await createVideoUploadStore(app);
  app.decorate('videoUploads', uploads);
  const limits = accountLimits(app);

  // Any process may take the job: the upload lives in the bucket, or in a DATA_DIR folder
  // the processes share (docs/deploy.md).
  const { retryLimit } = JOB_DEFINITIONS['listing-video-process'];
  app.jobs.work('listing-video-process', (data, job) =>
    processListingVideo(app, uploads, data, { retryCount: job.retryCount, retryLimit }),
  );

  // Several processes on PostgreSQL: a resume may land on another one than the bytes before
  // it. PGlite is one process, where tus's own in-memory locks are enough.
  let locker: InstanceType<typeof MemoryLocker> | PostgresUploadLocker;
  if (app.database.driver === 'postgres') {
    const pgLocker = new PostgresUploadLocker(app.database);
    locker = pgLocker;
    app.addHook('onReady', () =>
      pgLocker.start((err: unknown) => app.log.warn({ err }, 'upload lock channel failed')),
    );
    app.addHook('onClose', () => pgLocker.stop());
  } else {
    locker = new MemoryLocker({ acquireLockTimeout: UPLOAD_LOCK_TIMEOUT_MS });
  }

  const listingIdOf = (url: string) => Number(/\/listings\/(\d+)\/video/.exec(url)?.[1]);

  const tus = new Server({
    path: '/api/listings/video',
    datastore: uploads.datastore,
    locker,
    maxSize: LISTING_VIDEO_MAX_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: false,
    namingFunction: (req) => `${listingIdOf(req.url)}-${randomBytes(16).toString('hex')}`,
    generateUrl: (req, { id }) => `/api/listings/${listingIdOf(req.url)}/video/${id}`,
    getFileIdFromRequest: (req) =>
      /\/video\/([0-9]+-[0-9a-f]{32})$/.exec(new URL(req.url).pathname)?.[1],
    onUploadCreate: async (req, upload) => {
      const listingId = listingIdOf(req.url);
      await app.db
        .update(listings)
        .set({
          videoState: 'uploading',
          videoUpload: upload.id,
          videoError: null,
          updatedAt: app.now(),
        })
        .where(eq(listings.id, listingId));
      return {};
    },
    onUploadFinish: async (req, upload) => {
      const listingId = listingIdOf(req.url);
      const head = await uploads.head(upload.id, 16);
      if (!looksLikeVideo(head)) {
        await uploads.remove(upload.id).catch(() => undefined);
        await app.db
          .update(listings)
          .set({ videoState: null, videoUpload: null, videoError: null, updatedAt: app.now() })
          .where(eq(listings.id, listingId));
        // @tus/server answers a thrown { status_code, body } with that status and text.
        // eslint-disable-next-line @typescript-eslint/only-throw-error
        throw { status_code: 422, body: NOT_A_LISTING_VIDEO };
      }
      await app.db
        .update(listings)
        .set({ videoState: 'processing', updatedAt: app.now() })
        .where(eq(listings.id, listingId));
      // One job per upload, however often a client repeats its last PATCH.
      await app.jobs.send(
        'listing-video-process',
        { listingId, uploadId: upload.id },
        { singletonKey: upload.id },
      );
      return {};
    },
  });

  /** Runs one tus request through the server and answers it the API's way (errors as JSON). */
  async function handleTus(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(', '));
    }
    const withBody =
      (request.method === 'PATCH' || request.method === 'POST') &&
      request.headers['content-type'] === TUS_CONTENT_TYPE;
    const answer = await tus.handleWeb(
      new Request(`http://localhost${request.url}`, {
        method: request.method,
        headers,
        ...(withBody
          ? {
              body: Readable.toWeb(request.raw) as ReadableStream<Uint8Array>,
              duplex: 'half',
            }
          : {}),
      } as RequestInit),
    );
    answer.headers.forEach((value, name) => {
      // Length and type are Fastify's to set; CORS is same-origin only here.
      // Errors go out as JSON below.
      if (['content-length', 'content-type'].includes(name) || name.startsWith('access-control-'))
        return;
      void reply.header(name, value);
    });
    reply.header('cache-control', 'no-store');
    if (answer.status >= 400) {
      const { status, message } = tusError(answer.status, await answer.text());
      return reply.code(status).send({ message, errors: { file: [message] } });
    }
    return reply.code(answer.status).send();
  }

  const tusRoutes: FastifyPluginAsyncTypebox = async (scoped) => {
    // The bytes of a PATCH are the tus server's to read, straight from the socket.
    scoped.addContentTypeParser(TUS_CONTENT_TYPE, (_request, _payload, done) => done(null));
    // The tus requests' access check; the JSON DELETE below has it from its declaration.
    const ownersOnly = app.requireRole('broker', 'developer');
    const owned = (request: FastifyRequest, id: number): Promise<ListingRow> =>
      ownedListing(app.db, id, currentUser(request).id);

    scoped.post(
      '/listings/:id/video',
      {
        onRequest: [ownersOnly],
        schema: {
          ...secured,
          summary:
            "Start the resumable (tus 1.0) upload of the listing video: MP4, MOV or WebM, at most 1 GB. Send Tus-Resumable and Upload-Length; the answer's Location takes HEAD and PATCH.",
          params: ListingIdParams,
          headers: TusHeaders,
          response: {
            201: TusAnswer,
            ...errorResponses(400, 401, 403, 404, 409, 412, 413, 429),
          },
        },
      },
      async (request, reply) => {
        const row = await owned(request, request.params.id);
        if (row.videoState === 'processing' || row.videoState === 'ready' || row.video) {
          throw new HttpError(409, LISTING_VIDEO_BUSY, { file: [LISTING_VIDEO_BUSY] });
        }
        // One upload of the account's day (one budget with the photos): counted when it is
        // created, not per PATCH of its bytes.
        await limits.take(request, reply, 'uploads');
        // A new upload replaces one left unfinished (another tab, a file changed mid-way).
        if (row.videoUpload) await uploads.remove(row.videoUpload).catch(() => undefined);
        return handleTus(request, reply);
      },
    );

    scoped.route({
      method: ['HEAD', 'PATCH', 'DELETE'],
      url: '/listings/:id/video/:uploadId',
      onRequest: [ownersOnly],
      schema: {
        ...secured,
        summary:
          'tus: HEAD answers Upload-Offset (where to resume), PATCH appends bytes at Upload-Offset, DELETE abandons the upload',
        params: VideoUploadParams,
        headers: TusHeaders,
        response: {
          200: TusAnswer,
          204: TusAnswer,
          ...errorResponses(400, 401, 403, 404, 409, 410, 412, 413, 415, 422, 423, 460),
        },
      },
      handler: async (request, reply) => {
        const row = await owned(request, request.params.id);
        // Only the listing's own open upload: an id of another listing's is unknown here.
        if (row.videoUpload !== request.params.uploadId || row.videoState !== 'uploading') {
          throw new HttpError(404, 'Upload not found.');
        }
        const answer = await handleTus(request, reply);
        if (request.method === 'DELETE' && reply.statusCode === 204) {
          await app.db
            .update(listings)
            .set({ videoState: null, videoUpload: null, updatedAt: app.now() })
            .where(eq(listings.id, row.id));
        }
        return answer;
      },
    });

    serveEndpoint(scoped, endpoints.deleteListingVideo, async (request) => {
      const row = await owned(request, request.params.id);
      const [updated] = await app.db
        .update(listings)
        .set({
          video: null,
          videoPoster: null,
          videoState: null,
          videoUpload: null,
          videoError: null,
          updatedAt: app.now(),
        })
        .where(eq(listings.id, row.id))
        .returning();
      if (row.videoUpload) await uploads.remove(row.videoUpload).catch(() => undefined);
      const own = [row.video, row.videoPoster].filter(
        (k): k is string => k !== null && k.startsWith(`listings/${row.id}/`),
      );
      await Promise.allSettled(own.map((k) => app.media.remove(k)));
      if (row.status === 'published') invalidateListingCaches(app.db);
      return toListingDraft(app.db, updated ?? row, app.mediaAccess);
    });
  };
  await app.register(tusRoutes);
};

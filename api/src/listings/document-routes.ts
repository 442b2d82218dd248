import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import {
  DOCUMENT_VISIBILITIES,
  LISTING_DOCUMENT_MAX_BYTES,
  LISTING_DOCUMENT_TITLE_MAX,
  LISTING_DOCUMENT_TOO_LARGE,
  ListingDocumentParams,
  endpoints,
  isOneOf,
  type DocumentVisibility,
} from '@phuket/shared/contract';
import { invalidateListingCaches } from '../catalog/invalidation';
import { serveEndpoint } from '../http/endpoint-route';
import { accountLimits } from '../rate-limits/account-limits';
import { HttpError } from '../http/errors';
import {
  FILE_REQUIRED,
  documentedBody,
  refuseLargeBodies,
  uploadTempDir,
  withFilesOnDisk,
  type UploadFields,
  type UploadOnDisk,
} from '../http/multipart';
import { errorResponses } from '../http/schemas';
import { checkPdfFile } from '../media/pdf-check';
import { PRIVATE_MEDIA, randomKey } from '../media/storage';
import { currentUser } from './access';
import { removeListingMedia } from './media-cleanup';
import {
  deleteDocument,
  documentNotFound,
  insertDocument,
  listingDocument,
  toDocumentItem,
  visibilityOf,
} from './media-queries';
import { findListing, invalidateIfPublishedNow, ownedListing, toListingDraft } from './queries';

const TITLE_REQUIRED = 'The title field is required.';
const TITLE_TOO_LONG = `The title must not be greater than ${LISTING_DOCUMENT_TITLE_MAX} characters.`;
const VISIBILITY_INVALID = 'The visibility must be public or owner.';

const DOCUMENT_UPLOAD = {
  maxBytes: LISTING_DOCUMENT_MAX_BYTES,
  tooLarge: LISTING_DOCUMENT_TOO_LARGE,
  maxFiles: 1,
  fileOptional: true,
};

const MultipartDocumentBody = Type.Object(
  {
    file: Type.String({ format: 'binary', description: 'a PDF, at most 20 MB' }),
    title: Type.String({ minLength: 1, maxLength: LISTING_DOCUMENT_TITLE_MAX }),
    visibility: Type.String({ enum: [...DOCUMENT_VISIBILITIES] }),
  },
  { additionalProperties: false },
);

// Control characters (C0, DEL, C1) have no place in a title shown on the page.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_ALL = /[\u0000-\u001f\u007f-\u009f]/g;

interface DocumentUpload {
  file: UploadOnDisk;
  filename: string;
  title: string;
  visibility: DocumentVisibility;
}

/**
 * The uploaded name made safe to send back in Content-Disposition: no folders, no quotes, no
 * control or path characters, at most 100 characters, always ending in .pdf.
 */
export function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(CONTROL_ALL, '')
    .replace(/["*:<>?|;%]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.pdf$/i, '')
    .slice(0, 100)
    .trim();
  return `${cleaned.replace(/^\.+/, '') || 'document'}.pdf`;
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/\\/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The document sent: its file on disk and the title and visibility beside it, or a 422 naming
 * every field that is wrong at once.
 */
function documentUpload(uploads: UploadOnDisk[], fields: UploadFields): DocumentUpload {
  const [file] = uploads;
  const errors: Record<string, string[]> = {};
  const title = (fields.title ?? '').trim();
  if (title === '') errors.title = [TITLE_REQUIRED];
  else if (title.length > LISTING_DOCUMENT_TITLE_MAX) errors.title = [TITLE_TOO_LONG];
  else if (CONTROL.test(title)) errors.title = ['The title must not contain control characters.'];
  const visibility = fields.visibility ?? '';
  if (!isOneOf(DOCUMENT_VISIBILITIES, visibility)) errors.visibility = [VISIBILITY_INVALID];
  if (!file || file.bytes === 0) errors.file = [FILE_REQUIRED];
  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined || !file || !isOneOf(DOCUMENT_VISIBILITIES, visibility)) {
    throw new HttpError(422, first ?? FILE_REQUIRED, errors);
  }
  return { file, filename: safeFilename(file.filename), title, visibility };
}

/**
 * Listing documents: PDFs with a title, each public (anyone may read it once the
 * listing is published) or the owner's only. Upload and delete are the owner's (another broker
 * 404, a guest 401, an admin 403); GET streams the file to whoever may read it and answers 404
 * to everyone else. Files live under the private media folder, never served as /media.
 */
export const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const writeRoutes: FastifyPluginAsyncTypebox = async (writes) => {
    await writes.register(multipart, {
      limits: { fileSize: LISTING_DOCUMENT_MAX_BYTES, files: 1 },
    });
    // After the access check, as every route here: an upload too large is refused unread.
    const onRequest = [refuseLargeBodies(LISTING_DOCUMENT_MAX_BYTES, LISTING_DOCUMENT_TOO_LARGE)];
    const tempDir = uploadTempDir(app.config);
    const limits = accountLimits(app);
    const owned = (request: FastifyRequest, id: number) =>
      ownedListing(app.db, id, currentUser(request).id);

    serveEndpoint(
      writes,
      endpoints.storeListingDocument,
      async (request, reply) => {
        const row = await owned(request, request.params.id);
        // Counted before the body is read: the account's uploads of the day (one budget).
        await limits.take(request, reply, 'uploads');
        const document = await withFilesOnDisk(
          request,
          DOCUMENT_UPLOAD,
          tempDir,
          async (uploads, fields) => {
            const upload = documentUpload(uploads, fields);
            await checkPdfFile(upload.file.path);
            const key = randomKey(`${PRIVATE_MEDIA}/listings/${row.id}`, 'pdf');
            await app.media.putFile(key, upload.file.path, 'application/pdf');
            try {
              return await insertDocument(
                app.db,
                row.id,
                {
                  name: upload.title,
                  path: key,
                  size: upload.file.bytes,
                  visibility: upload.visibility,
                  filename: upload.filename,
                },
                app.now(),
              );
            } catch (err) {
              await app.media.remove(key).catch(() => undefined);
              throw err;
            }
          },
        );
        await invalidateIfPublishedNow(app.db, row.id);
        return toDocumentItem(document);
      },
      { onRequest, config: documentedBody(MultipartDocumentBody) },
    );

    serveEndpoint(
      writes,
      endpoints.deleteListingDocument,
      async (request) => {
        const row = await owned(request, request.params.id);
        const document = await listingDocument(app.db, row.id, request.params.documentId);
        await deleteDocument(app.db, row.id, document.id, app.now());
        await removeListingMedia(app.media, request.log, row.id, [document.path]);
        if (row.status === 'published') invalidateListingCaches(app.db);
        return toListingDraft(app.db, row, app.mediaAccess);
      },
      { onRequest },
    );
  };
  await app.register(writeRoutes);

  app.get(
    '/listing/:id/documents/:documentId',
    {
      schema: {
        tags: ['listings'],
        security: [{}, { bearerAuth: [] }],
        summary:
          'The document (PDF): public documents of a published listing to anyone, the rest to the owner only (404 to others)',
        params: ListingDocumentParams,
        produces: ['application/pdf'],
        response: {
          200: Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'the PDF' }),
          ...errorResponses(404, 422),
        },
      },
    },
    async (request, reply) => {
      let userId: number | null = null;
      if (request.headers.authorization) {
        // A stale or bad token reads as a guest: public documents stay readable.
        await app.authenticate(request, reply).catch(() => undefined);
        userId = request.auth?.user.id ?? null;
      }
      const row = await findListing(app.db, request.params.id);
      if (!row) throw documentNotFound();
      const document = await listingDocument(app.db, row.id, request.params.documentId);
      const isOwner = userId !== null && row.userId === userId;
      const isPublic = row.status === 'published' && visibilityOf(document) === 'public';
      if (!isOwner && !isPublic) throw documentNotFound();
      let stream: Readable;
      try {
        stream = await app.media.read(document.path);
      } catch (err) {
        request.log.warn({ err, documentId: document.id }, 'listing document file missing');
        throw documentNotFound();
      }
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', String(document.size))
        .header('content-disposition', contentDisposition(document.filename ?? 'document.pdf'))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', isPublic && !isOwner ? 'public, max-age=300' : 'private, no-store')
        .send(stream);
    },
  );
};

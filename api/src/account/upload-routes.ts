import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { errorResponses } from '../http/schemas';
import {
  AVATAR_VARIANTS,
  COMPANY_LOGO_VARIANTS,
  type ImageVariant,
  MAX_UPLOAD_BYTES,
  TOO_LARGE,
} from '../media/images';
import { removeImage, storeImage } from '../media/uploads';
import { toUserJson } from '../users/queries';
import { currentAuth } from './profile-routes';
import { type ImageColumn, replaceUserImage } from './queries';
import { UserEnvelope } from './schemas';

const FILE_REQUIRED = 'The file field is required.';
/** Room for the multipart framing around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

function fileError(status: number, message: string): HttpError {
  return new HttpError(status, message, { file: [message] });
}

const MALFORMED = 'The request body is not a valid multipart form.';

/**
 * What reading a multipart body threw, as the client's error: busboy throws plain Errors for a
 * missing boundary or a body cut short ("Premature close"), which would otherwise be 500s.
 */
function uploadReadError(err: unknown): unknown {
  const { code, statusCode } = err as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileError(413, TOO_LARGE);
  if (err instanceof HttpError) return err;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return err;
  return new HttpError(400, MALFORMED, { file: [MALFORMED] });
}

/** The bytes of the single `file` part, bounded by MAX_UPLOAD_BYTES while streaming. */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fileError(422, FILE_REQUIRED);
  try {
    const part = await request.file({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    if (!part || part.fieldname !== 'file') throw fileError(422, FILE_REQUIRED);
    return await part.toBuffer();
  } catch (err) {
    throw uploadReadError(err);
  }
}

interface ImageSlot {
  url: string;
  summary: string;
  column: ImageColumn;
  folder: string;
  variants: readonly ImageVariant[];
}

const SLOTS: readonly ImageSlot[] = [
  {
    url: '/profile/upload-avatar',
    summary: 'Upload a profile photo (multipart field "file": JPEG, PNG or WebP, at most 10 MB)',
    column: 'avatarPath',
    folder: 'avatars',
    variants: AVATAR_VARIANTS,
  },
  {
    url: '/profile/upload-company-logo',
    summary: 'Upload a company logo (multipart field "file": JPEG, PNG or WebP, at most 10 MB)',
    column: 'companyLogoPath',
    folder: 'logos',
    variants: COMPANY_LOGO_VARIANTS,
  },
];

/** POST /profile/upload-avatar and /profile/upload-company-logo. */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Registered here, in this plugin's own context: only these routes accept multipart.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request) => {
    // An honest client announcing a body far over the limit is stopped before it uploads it.
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) {
      throw fileError(413, TOO_LARGE);
    }
  });

  for (const slot of SLOTS) {
    app.post(
      slot.url,
      {
        schema: {
          tags: ['profile'],
          security: [{ bearerAuth: [] }],
          summary: slot.summary,
          consumes: ['multipart/form-data'],
          response: { 200: UserEnvelope, ...errorResponses(401, 413, 422) },
        },
      },
      async (request) => {
        const { user } = currentAuth(request);
        const bytes = await readUploadedFile(request);
        const key = await storeImage(app.media, `${slot.folder}/${user.id}`, bytes, slot.variants);
        let replaced: Awaited<ReturnType<typeof replaceUserImage>>;
        try {
          replaced = await replaceUserImage(app.db, user.id, slot.column, key);
        } catch (err) {
          await removeImage(app.media, key, slot.variants);
          throw err;
        }
        // Only files this route wrote for this user: a seeded or shared image is not ours to delete.
        if (replaced.previous?.startsWith(`${slot.folder}/${user.id}/`)) {
          const results = await removeImage(app.media, replaced.previous, slot.variants);
          for (const r of results) {
            // A leftover file costs storage, not correctness: log it, answer success.
            if (r.status === 'rejected')
              request.log.warn({ err: r.reason }, 'old image not removed');
          }
        }
        return { user: toUserJson(replaced.user) };
      },
    );
  }
};

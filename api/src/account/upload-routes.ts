import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { documentedBody, MultipartFile, readFile, refuseLargeBodies } from '../http/multipart';
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

const IMAGE_FILE = 'JPEG, PNG or WebP, at most 10 MB';

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
  app.addHook('onRequest', refuseLargeBodies(MAX_UPLOAD_BYTES, TOO_LARGE));

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
        config: documentedBody(MultipartFile(IMAGE_FILE)),
      },
      async (request) => {
        const { user } = currentAuth(request);
        const bytes = await readFile(request, { maxBytes: MAX_UPLOAD_BYTES, tooLarge: TOO_LARGE });
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

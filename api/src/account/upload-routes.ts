import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@phuket/shared/contract';
import { serveEndpoint } from '../http/endpoint-route';
import { documentedBody, MultipartFile, readFile, refuseLargeBodies } from '../http/multipart';
import {
  AVATAR_VARIANTS,
  COMPANY_LOGO_VARIANTS,
  type ImageVariant,
  MAX_UPLOAD_BYTES,
  TOO_LARGE,
} from '../media/images';
import { removeImage, storeImage } from '../media/uploads';
import { accountLimits } from '../rate-limits/account-limits';
import { toUserJson } from '../users/queries';
import { currentAuth } from './profile-routes';
import { type ImageColumn, replaceUserImage } from './queries';

const IMAGE_FILE = 'JPEG, PNG or WebP, at most 10 MB';

interface ImageSlot {
  declaration: typeof endpoints.uploadAvatar | typeof endpoints.uploadCompanyLogo;
  column: ImageColumn;
  folder: string;
  variants: readonly ImageVariant[];
}

const SLOTS: readonly ImageSlot[] = [
  {
    declaration: endpoints.uploadAvatar,
    column: 'avatarPath',
    folder: 'avatars',
    variants: AVATAR_VARIANTS,
  },
  {
    declaration: endpoints.uploadCompanyLogo,
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
  const tooLarge = refuseLargeBodies(MAX_UPLOAD_BYTES, TOO_LARGE);
  const limits = accountLimits(app);

  for (const slot of SLOTS) {
    serveEndpoint(
      app,
      slot.declaration,
      async (request, reply) => {
        const { user } = currentAuth(request);
        // One of the account's uploads of the day (one budget with every other upload route).
        await limits.take(request, reply, 'uploads');
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
      { onRequest: [tooLarge], config: documentedBody(MultipartFile(IMAGE_FILE)) },
    );
  }
};

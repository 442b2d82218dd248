import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { closeHeicPool } from './heic-pool';
import { closePhashPool } from './phash-pool';
import { dispositionOf } from './keys';
import {
  MediaVisibility,
  checkMediaSignature,
  mediaOwnerOf,
  requestedMediaKey,
  signingMediaLinks,
  type MediaBase,
  type MediaLinks,
} from './media-access';
import { PRIVATE_MEDIA, createMediaStorage, type MediaStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded media: MEDIA_DIR by default, an S3-compatible bucket when S3_BUCKET is set. */
    media: MediaStorage;
    /** Who may load gated media (media-access.ts), and the URLs answers name it by. */
    mediaAccess: MediaAccess;
  }
}

export interface MediaAccess {
  /**
   * URLs for an answer to the record's owner or to staff: the public prefix while the record is
   * published (its plain, cacheable URLs), else links signed for a while.
   */
  links(recordIsPublic: boolean): MediaBase;
  /** Signed links whatever the status: for lists mixing an owner's records of every status. */
  readonly signed: MediaLinks;
  readonly visibility: MediaVisibility;
}

/** How long browsers and proxies keep a published record's media: see the onSend hook below. */
export const GATED_PUBLIC_MAX_AGE_SECONDS = 60 * 60;
/** Everything else (avatars, the seeded pool): keys are random and never rewritten. */
const PUBLIC_MAX_AGE = '1d';

/**
 * What /media may answer with. Everything we write is re-encoded WebP, but the folder is
 * shared (seed images, documents); anything else — above all HTML and SVG, which run script
 * in the site's origin — is not served even if it lands there.
 */
export const SERVED_MEDIA = /\.(?:webp|jpe?g|png|avif|mp4|webm|pdf)$/i;

/**
 * Whether the local media server may send `pathName`: a media file type, not under the private
 * folder. The path arrives as the client sent it, so a dot segment (`x/../private/…`, or
 * `%2e%2e`) is refused outright rather than resolved: the static server resolves it later.
 */
export function isServedMediaPath(pathName: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathName);
  } catch {
    return false;
  }
  const segments = decoded.split(/[\\/]+/).filter(Boolean);
  if (segments.some((segment) => segment === '..' || segment === '.')) return false;
  return SERVED_MEDIA.test(decoded) && segments[0] !== PRIVATE_MEDIA;
}

/** Decorates `app.media` and, with local storage, serves MEDIA_DIR at PUBLIC_MEDIA_PREFIX. */
export const mediaPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const storage = createMediaStorage({
      mediaDir: config.mediaDir,
      publicMediaPrefix: config.publicMediaPrefix,
      s3: config.s3,
    });
    app.decorate('media', storage);
    const signed = signingMediaLinks(config.publicMediaPrefix, config.codeSecret, () => app.now());
    const visibility = new MediaVisibility(app.db, config.listingCacheTtlMs);
    app.decorate('mediaAccess', {
      links: (recordIsPublic: boolean) => (recordIsPublic ? config.publicMediaPrefix : signed),
      signed,
      visibility,
    });
    // The catalog's caches are emptied on every write of a status, here and (NOTIFY) elsewhere.
    app.addHook('onReady', async () => {
      app.catalog.onChange(() => visibility.clear());
    });
    // The HEIC decoder's and the photo hash's worker threads would otherwise keep the process
    // alive for their idle minute.
    app.addHook('onClose', closeHeicPool);
    app.addHook('onClose', closePhashPool);

    // An absolute prefix means something else (a CDN, nginx) serves the files.
    if (storage.kind !== 'local' || !config.publicMediaPrefix.startsWith('/')) return;
    if (config.publicMediaPrefix === '/') {
      // At the root it would shadow the site itself.
      app.log.warn('media: PUBLIC_MEDIA_PREFIX is "/", so MEDIA_DIR is not served by this process');
      return;
    }
    // Synchronous on purpose: once, at start-up, and an await here would let a busy event loop
    // (PGlite runs on it) push this plugin past Fastify's plugin timeout.
    fs.mkdirSync(config.mediaDir, { recursive: true });
    await app.register(async (child) => {
      // How each request to gated media was let through, for its Cache-Control.
      const admitted = new WeakMap<object, { signedUntil: number } | 'public'>();
      child.addHook('onRequest', async (request, reply) => {
        // The wildcard as the static server reads it ('/' + params['*'], decoded again by send).
        const { '*': wildcard = '' } = request.params as { '*'?: string };
        const key = requestedMediaKey(wildcard);
        const owner = key === null ? null : mediaOwnerOf(key);
        if (key === null || owner === null) return;
        const now = app.now();
        const search = request.url.slice(request.url.indexOf('?') + 1 || request.url.length);
        const signature = checkMediaSignature(config.codeSecret, key, search, now);
        if (signature.ok) {
          admitted.set(request, { signedUntil: signature.expires });
          return;
        }
        if (await visibility.isPublic(owner)) {
          admitted.set(request, 'public');
          return;
        }
        // The same 404 as a file that does not exist: whether a draft has this photo is the
        // owner's to know. Not kept by any cache: the record may be published a minute later.
        reply.header('cache-control', 'no-store');
        return reply.callNotFound();
      });
      child.addHook('onSend', async (request, reply, payload) => {
        // Defence in depth for a file that slipped past the upload checks: no sniffing, no
        // script, no plugins, even when opened directly.
        reply.header('x-content-type-options', 'nosniff');
        reply.header('content-security-policy', "default-src 'none'; sandbox");
        const disposition = dispositionOf(request.url.split('?')[0] ?? '');
        if (disposition !== undefined) reply.header('content-disposition', disposition);
        const how = admitted.get(request);
        if (how === 'public') {
          // A record taken off the site is refused here at once; what browsers and proxies
          // already hold they may show for this long (a CDN cannot be recalled), so not a year.
          reply.header('cache-control', `public, max-age=${GATED_PUBLIC_MAX_AGE_SECONDS}`);
        } else if (how !== undefined) {
          // The owner's browser only, never a shared cache, and no longer than the link lives.
          const left = Math.max(0, how.signedUntil - Math.floor(app.now().getTime() / 1000));
          reply.header('cache-control', `private, max-age=${left}`);
        }
        return payload;
      });
      await child.register(fastifyStatic, {
        root: config.mediaDir,
        prefix: `${config.publicMediaPrefix}/`,
        index: false,
        list: false,
        dotfiles: 'deny',
        cacheControl: true,
        maxAge: PUBLIC_MAX_AGE,
        decorateReply: false,
        schemaHide: true,
        allowedPath: (pathName) => isServedMediaPath(pathName),
      });
    });
  },
  { name: 'media' },
);

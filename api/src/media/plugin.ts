import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { closeHeicPool } from './heic-pool';
import { dispositionOf } from './keys';
import { PRIVATE_MEDIA, createMediaStorage, type MediaStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded media: MEDIA_DIR by default, an S3-compatible bucket when S3_BUCKET is set. */
    media: MediaStorage;
  }
}

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
    // The HEIC decoder's worker thread would otherwise keep the process alive for its idle minute.
    app.addHook('onClose', closeHeicPool);

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
      child.addHook('onSend', async (request, reply, payload) => {
        // Defence in depth for a file that slipped past the upload checks: no sniffing, no
        // script, no plugins, even when opened directly.
        reply.header('x-content-type-options', 'nosniff');
        reply.header('content-security-policy', "default-src 'none'; sandbox");
        const disposition = dispositionOf(request.url.split('?')[0] ?? '');
        if (disposition !== undefined) reply.header('content-disposition', disposition);
        return payload;
      });
      await child.register(fastifyStatic, {
        root: config.mediaDir,
        prefix: `${config.publicMediaPrefix}/`,
        index: false,
        list: false,
        dotfiles: 'deny',
        cacheControl: true,
        maxAge: '1d',
        decorateReply: false,
        schemaHide: true,
        allowedPath: (pathName) => isServedMediaPath(pathName),
      });
    });
  },
  { name: 'media' },
);

import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { REMOTE_NAMES } from '../env';
import { ContentSecurityPolicy, addStyleNonce, newNonce } from './csp';
import { cacheControlFor } from './headers';
import { siteBuildsFor } from './releases';
import { RuntimeConfig, runtimeConfig } from './runtime-config';

/** `..` among a path's decoded segments: a file outside the release asked for (a 404 here). */
function leavesFolder(file: string): boolean {
  try {
    return decodeURIComponent(file).split(/[\\/]/).includes('..');
  } catch {
    return true;
  }
}

const ReleaseFileParams = Type.Object({ release: Type.String(), '*': Type.String() });

function isHtml(reply: FastifyReply): boolean {
  return /^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));
}

function isDir(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/** `main.3f9a1c0b.js.map`: a source map, with the sources inside. */
const SOURCE_MAP = /\.map\/?$/i;
const PRECOMPRESSED = /\.(br|gz)\/?$/i;

/**
 * Serves the built shell at `/`, each built remote at `/remotes/<name>/`, and /config.json;
 * sends the Content-Security-Policy of every answer.
 */
export const sitePlugin = fp(
  async (app: FastifyInstance) => {
    const { siteRoot, publicSourceMaps } = app.config;
    const shellDist = path.join(siteRoot, 'shell', 'dist');
    const csp = new ContentSecurityPolicy(app.config);
    // Builds keep their maps beside the files (for an error tracker) without pointing to
    // them; they hold the original sources, so they are public only when asked for. The
    // path is checked as the file server will read it: it decodes escapes (".ma%70").
    const servable = (pathname: string, shell: boolean) => {
      let file: string;
      try {
        file = decodeURIComponent(pathname);
      } catch {
        return false;
      }
      // index.html is a page: the not-found handler sends it, and only a page sent as a
      // string gets its nonce (below); a static copy's <style> would be blocked.
      if (shell && file === '/index.html') return false;
      // The build's .br / .gz copies are sent in place of the file they compress, never as such.
      if (PRECOMPRESSED.test(file)) return false;
      // `/` is a page too: when no area's manifest gives it a head (seo plugin), the
      // not-found handler sends it, instead of the file server refusing a directory.
      if (shell && file === '/') return false;
      return publicSourceMaps || !SOURCE_MAP.test(file);
    };

    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('content-security-policy', csp.base);
      done();
    });

    app.get(
      '/config.json',
      { schema: { hide: true, response: { 200: RuntimeConfig } } },
      async () => runtimeConfig(app.config),
    );

    // Each static root in its own child context: @fastify/static decorates the reply and two
    // registrations in one context would clash.
    if (isDir(shellDist)) {
      await app.register(async (child) => {
        await child.register(fastifyStatic, {
          root: shellDist,
          prefix: '/',
          cacheControl: false,
          preCompressed: true,
          // `/` is a page with its own head and server render (seo plugin), not a file.
          index: false,
          schemaHide: true,
          allowedPath: (pathname) => servable(pathname, true),
        });
      });
    } else {
      app.log.warn(`site: ${shellDist} not found; build the shell to serve the site`);
    }
    for (const remote of REMOTE_NAMES) {
      const dist = path.join(siteRoot, remote, 'dist');
      if (!isDir(dist)) {
        app.log.warn(`site: ${dist} not found; /remotes/${remote}/ is not served`);
        continue;
      }
      await app.register(async (child) => {
        await child.register(fastifyStatic, {
          root: dist,
          prefix: `/remotes/${remote}/`,
          cacheControl: false,
          preCompressed: true,
          index: false,
          schemaHide: true,
          allowedPath: (pathname) => servable(pathname, false),
        });
      });
    }

    // Each remote's releases, side by side (site/releases.ts): whichever is live, and the
    // earlier ones that pages opened before a release or a rollback still load their chunks
    // from. One file server with no root of its own (serve: false); the folder is chosen per
    // request, so a release made after the start is served without a restart.
    const builds = siteBuildsFor(app.config);
    await app.register(async (child) => {
      await child.register(fastifyStatic, {
        root: app.config.releasesDir,
        serve: false,
        cacheControl: false,
        preCompressed: true,
        index: false,
        allowedPath: (pathname) => servable(pathname, false),
      });
      for (const remote of REMOTE_NAMES) {
        child.get<{ Params: { release: string; '*': string } }>(
          `/remotes/${remote}/releases/:release/*`,
          {
            // Any text: a release that is not there is a 404, like any missing file.
            schema: { hide: true, params: ReleaseFileParams },
          },
          async (request, reply) => {
            const { release, '*': file } = request.params;
            const dir = builds.releaseWebDir(remote, release);
            if (dir === null || file === '' || leavesFolder(file)) return reply.callNotFound();
            return reply.sendFile(file, dir);
          },
        );
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/api/') || pathname === '/api') {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        return payload;
      }
      let body = payload;
      if (isHtml(reply) && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
        // A page: its own nonce, on its <style> and in its policy. Pages are assembled per
        // request (seo plugin, not-found handler), so no cached copy can carry a stale one.
        const nonce = newNonce();
        reply.header('content-security-policy', csp.forPage(nonce));
        body = addStyleNonce(payload.toString(), nonce);
      }
      if (pathname.startsWith('/remotes/')) {
        // A shell on another origin fetch()es the manifest and loads chunks from here.
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
      }
      // A precompressed file (@fastify/static) varies with Accept-Encoding like a compressed one.
      if (reply.hasHeader('content-encoding')) {
        const vary = String(reply.getHeader('vary') ?? '');
        if (!/accept-encoding/i.test(vary)) {
          reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
        }
      }
      if (reply.statusCode < 400 && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', cacheControlFor(pathname));
      }
      return body;
    });
  },
  { name: 'site' },
);

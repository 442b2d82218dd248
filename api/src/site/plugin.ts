import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REMOTE_NAMES } from '../env';
import { cacheControlFor } from './headers';
import { RuntimeConfig, runtimeConfig } from './runtime-config';

function isDir(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/** Serves the built shell at `/`, each built remote at `/remotes/<name>/`, and /config.json. */
export const sitePlugin = fp(
  async (app: FastifyInstance) => {
    const { siteRoot } = app.config;
    const shellDist = path.join(siteRoot, 'shell', 'dist');

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
          // `/` is a page with its own head and first screen (seo plugin), not a file.
          index: false,
          schemaHide: true,
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
          index: false,
          schemaHide: true,
        });
      });
    }

    app.addHook('onSend', async (request, reply, payload) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/api/') || pathname === '/api') {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        return payload;
      }
      if (pathname.startsWith('/remotes/')) {
        // A shell on another origin fetch()es the manifest and loads chunks from here.
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
      }
      if (reply.statusCode < 400 && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', cacheControlFor(pathname));
      }
      return payload;
    });
  },
  { name: 'site' },
);

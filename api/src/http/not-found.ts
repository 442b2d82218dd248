import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { ASSET_EXTENSION } from '../site/headers';
import type { ErrorBody } from './schemas';

/**
 * Unknown `/api/*` paths and other methods get a JSON 404. Other GETs are the shell's client
 * routes (deep links such as /property/12): they get the shell's index.html with status 200.
 * Missing assets (a `.js` that is not there) stay 404, or a browser would parse HTML as JS.
 */
export function installNotFound(app: FastifyInstance, indexHtmlPath: string): void {
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const spa =
      !isApi &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/remotes/') &&
      !ASSET_EXTENSION.test(pathname);
    if (spa) {
      try {
        const html = await fs.promises.readFile(indexHtmlPath);
        return reply
          .code(200)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(html);
      } catch {
        // No built shell: answer a plain 404 below.
      }
    }
    const body: ErrorBody = { message: 'Not found.' };
    return reply.code(404).type('application/json; charset=utf-8').send(body);
  });
}

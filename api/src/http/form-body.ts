import type { FastifyInstance } from 'fastify';

/**
 * Lets `scope` read `application/x-www-form-urlencoded` bodies (1 KB at most) as a flat
 * object: the plain HTML forms of the pages reached from a mail link (confirm a listing,
 * unsubscribe) POST them. Registered per scope, so no JSON route accepts a form body.
 */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

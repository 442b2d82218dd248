import type { FastifyInstance } from 'fastify';

/**
 * The drain before a shutdown: the process still answers, but tells whoever sends it traffic
 * to stop. `/api/health` answers 503 `{status: 'draining'}` (the health route reads
 * `app.drain.draining`), every answer carries `Connection: close`, so a proxy's keep-alive
 * connection is closed by us after its current request instead of being reset under its
 * next one when the listener closes, and GET/HEAD requests are answered 503 with
 * `Retry-After`.
 *
 * Why a 503 for reads: nginx (open source) has no active health checks. A 503 to a request
 * it may retry makes it send that request to another process and, with `max_fails`, take this
 * one out of rotation for `fail_timeout`; from then on it sends nothing here, writes included,
 * and the listener can close with no POST on its way in (nginx never retries a POST it has
 * sent, so a POST reset by the closing listener is a 502). Writes that still arrive during
 * the drain are served normally: nothing is refused that could not be retried.
 */
export interface Drain {
  readonly draining: boolean;
  /** Enters the drain; idempotent. */
  start(): void;
}

const IDEMPOTENT = new Set(['GET', 'HEAD']);

export function installDrain(app: FastifyInstance): void {
  let draining = false;
  const drain: Drain = {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
  };
  app.decorate('drain', drain);
  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return;
    reply.header('connection', 'close');
    // The health route answers for itself, with the body load balancers read.
    if (!IDEMPOTENT.has(request.method) || request.url.startsWith('/api/health')) return;
    return reply
      .code(503)
      .header('retry-after', '1')
      .send({ message: 'This server is shutting down. Please try again.' });
  });
}

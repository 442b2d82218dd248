import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** What Node's HTTP parser passes to `clientError` (Fastify's ConnectionError). */
interface ClientError extends Error {
  code?: string;
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers over 16 KB, a
 * malformed request line, a request that took too long to arrive): no route, hook or error
 * handler runs, and Fastify's own answer has another shape and no request id. This one is the
 * API's error body with an id made for it, in the body, the header and the log line, as on
 * every other error. Fastify's `clientErrorHandler` option, which it calls with `this` bound
 * to the instance (as its default handler is).
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: ClientError,
  socket: Socket,
): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'Bad request.'];
  const id = randomUUID();
  // Mostly scanners and broken proxies: worth a line when debugging, not an alarm.
  this.log.debug({ err: error, reqId: id }, `client error ${status}`);
  if (socket.writable) {
    const body = JSON.stringify({ message, request_id: id });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        'Connection: close\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `x-request-id: ${id}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

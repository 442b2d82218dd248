import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { PLAIN_TEXT_KEYWORD } from './plain-text';
import type { ErrorBody } from './schemas';

/** An error whose status, message and field errors are safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 422 with one message on one field — the usual domain-level validation failure. */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(422, message, { [field]: [message] });
}

export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');
export const forbidden = () => new HttpError(403, 'This action is unauthorized.');
export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found.`);

function fieldLabel(field: string): string {
  const last = field.split('.').pop() ?? field;
  return last.replace(/_/g, ' ');
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
  null: 'null',
};

function typeName(type: unknown): string {
  const first: unknown = Array.isArray(type) ? type.find((t) => t !== 'null') : type;
  return TYPE_NAMES[String(first)] ?? String(first);
}

/** `/a/0/b` -> `a.0.b`, the key the browser forms use. */
function pathToField(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

/** A bound as people read it: 1,000,000,000,000 rather than 1000000000000. */
function limitText(limit: unknown): string {
  return typeof limit === 'number' ? limit.toLocaleString('en-US') : String(limit);
}

const RANGE_KEYWORDS = new Set(['minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum']);

function messageFor(err: ErrorObject, field: string): string {
  const label = fieldLabel(field);
  const p = err.params as Record<string, unknown>;
  switch (err.keyword) {
    case 'required':
      return `The ${label} field is required.`;
    case 'additionalProperties':
      return `The ${label} field is not allowed.`;
    case 'type':
      return `The ${label} field must be ${typeName(p.type)}.`;
    case 'minLength':
      return p.limit === 1
        ? `The ${label} field is required.`
        : `The ${label} field must be at least ${String(p.limit)} characters.`;
    case 'maxLength':
      return `The ${label} field must not be greater than ${String(p.limit)} characters.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `The ${label} field must be at least ${limitText(p.limit)}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `The ${label} field must not be greater than ${limitText(p.limit)}.`;
    case 'minItems':
      return `The ${label} field must have at least ${String(p.limit)} items.`;
    case 'maxItems':
      return `The ${label} field must not have more than ${String(p.limit)} items.`;
    case 'format':
      return p.format === 'email'
        ? `The ${label} field must be a valid email address.`
        : `The ${label} field must be a valid ${String(p.format)}.`;
    case 'pattern':
      return `The ${label} field format is invalid.`;
    case PLAIN_TEXT_KEYWORD:
      return p.problem === 'unicode'
        ? `The ${label} field must be valid Unicode text.`
        : `The ${label} field must not contain control characters.`;
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return `The selected ${label} is invalid.`;
    default:
      return `The ${label} field is invalid.`;
  }
}

/** Turns ajv's errors into `{ field: [messages] }` with one readable message per problem. */
export function validationErrors(
  errs: readonly ErrorObject[],
  context: string,
): Record<string, string[]> {
  // For a union (anyOf) ajv also reports every failed branch; one "invalid" message is
  // what a person needs, so branch errors under a failed anyOf path are dropped.
  const unionPaths = new Set(
    errs.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath),
  );
  // Field names come from the request: `constructor` or `__proto__` must be plain keys, not
  // Object.prototype's members (`out.constructor ??= []` once answered a 500).
  const out = Object.create(null) as Record<string, string[]>;
  for (const err of errs) {
    if (err.keyword !== 'anyOf' && err.keyword !== 'oneOf' && unionPaths.has(err.instancePath)) {
      continue;
    }
    const p = err.params as Record<string, unknown>;
    let field = pathToField(err.instancePath);
    if (err.keyword === 'required')
      field = field ? `${field}.${String(p.missingProperty)}` : String(p.missingProperty);
    if (err.keyword === 'additionalProperties') {
      field = field ? `${field}.${String(p.additionalProperty)}` : String(p.additionalProperty);
    }
    if (field === '') {
      field = context === 'body' ? 'body' : context;
      const msg =
        err.keyword === 'type'
          ? `The request ${context === 'body' ? 'body' : context} must be ${typeName(p.type)}.`
          : messageFor(err, field);
      const list = (out[field] ??= []);
      if (!list.includes(msg)) list.push(msg);
      continue;
    }
    // A nullable number out of range fails its union; the bound it broke is what helps.
    const range =
      err.keyword === 'anyOf' || err.keyword === 'oneOf'
        ? errs.find((e) => e.instancePath === err.instancePath && RANGE_KEYWORDS.has(e.keyword))
        : undefined;
    const msg = messageFor(range ?? err, field);
    const list = (out[field] ??= []);
    if (!list.includes(msg)) list.push(msg);
  }
  return out;
}

/** Laravel-style summary: the first message, plus "(and N more errors)". */
export function summarize(errors: Record<string, string[]>): string {
  const all = Object.values(errors).flat();
  if (all.length === 0) return 'The given data was invalid.';
  const rest = all.length - 1;
  return rest > 0 ? `${all[0]} (and ${rest} more error${rest > 1 ? 's' : ''})` : (all[0] as string);
}

function ownValue<T>(map: Record<string | number, T>, key: string | number): T | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}

function send(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ ...body, request_id: reply.request.id });
}

/** Error bodies are a message and a few field lists; anything bigger is not one of ours. */
const ERROR_BODY_MAX_CHARS = 64 * 1024;

/**
 * Adds `request_id` to an error answer that was sent without the error handler (a route's
 * `reply.code(410).send(…)`, the drain's 503, the JSON 404), so every
 * 4xx and 5xx body names its request as its `x-request-id` header does. An error body is a
 * JSON object with a string `message` (ErrorBody's shape); other answers pass untouched.
 */
function withRequestId(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (reply.statusCode < 400) return payload;
  if (typeof payload !== 'string' || payload.length > ERROR_BODY_MAX_CHARS) return payload;
  if (!/\bjson\b/.test(String(reply.getHeader('content-type')))) return payload;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (
    typeof body !== 'object' ||
    body === null ||
    Array.isArray(body) ||
    typeof (body as { message?: unknown }).message !== 'string' ||
    Object.hasOwn(body, 'request_id')
  ) {
    return payload;
  }
  return JSON.stringify({ ...body, request_id: request.id });
}

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type is JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
};

const STATUS_MESSAGES: Record<number, string> = {
  401: 'Unauthenticated.',
  403: 'This action is unauthorized.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The request body is too large.',
  415: 'Unsupported content type.',
};

/**
 * One error shape for the whole API. Client mistakes get their status and a safe message;
 * anything unexpected is logged with its stack and answered with a bare 500, so no stack
 * trace or SQL ever reaches a client. Every error body names its request (`request_id`, the
 * `x-request-id` header and the request's log lines), so a user's report finds its logs.
 */
export function installErrorHandling(app: FastifyInstance): void {
  // Registered before @fastify/compress (app.ts), so it sees the JSON text, not a stream.
  app.addHook('onSend', async (request, reply, payload) => withRequestId(request, reply, payload));
  app.setErrorHandler((error: FastifyError | HttpError, request: FastifyRequest, reply) => {
    try {
      return answer(error, request, reply);
    } catch (handlerError) {
      // Should the mapping itself fail, Fastify's fallback would answer with the raw
      // message of whatever it threw; a bare 500 with the cause logged is what the client gets.
      request.log.error({ err: handlerError, cause: error }, 'error handler failed');
      return send(reply, 500, { message: 'Internal server error' });
    }
  });
}

/**
 * PostgreSQL's answers to a write that met another one (through Drizzle's wrapper, whose
 * `cause` holds the driver's error): the request was sound, the data moved under it.
 */
const CONCURRENT_CHANGE: Record<string, string> = {
  '23503': 'Something this change refers to was removed in the meantime. Reload and try again.',
  '23505': 'This was changed at the same time elsewhere. Reload and try again.',
  '40001': 'This was changed at the same time elsewhere. Reload and try again.',
  '40P01': 'This was changed at the same time elsewhere. Reload and try again.',
};

function concurrentChange(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      const message = ownValue(CONCURRENT_CHANGE, code);
      if (message !== undefined) return message;
    }
  }
  return undefined;
}

/** The message of a 4xx that Fastify or a plugin raised: about the request, never internals. */
function clientMessage(error: FastifyError, status: number): string {
  const known = ownValue(CLIENT_ERROR_MESSAGES, error.code);
  if (known !== undefined) return known;
  // SyntaxError from the JSON parser on some paths carries no FST code.
  if (error instanceof SyntaxError) return 'The request body is not valid JSON.';
  // Fastify's own FST_* messages describe the request, never server internals.
  if (typeof error.code === 'string' && error.code.startsWith('FST_')) return error.message;
  return ownValue(STATUS_MESSAGES, status) ?? 'Bad request.';
}

function answer(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof HttpError) {
    return send(reply, error.statusCode, {
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
    });
  }
  if (error.validation) {
    const errors = validationErrors(
      error.validation as ErrorObject[],
      error.validationContext ?? 'body',
    );
    return send(reply, 422, { message: summarize(errors), errors });
  }
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return send(reply, 429, { message: 'Too many attempts. Please try again later.' });
  }
  if (status >= 400 && status < 500) {
    return send(reply, status, { message: clientMessage(error, status) });
  }
  const conflict = concurrentChange(error);
  if (conflict) {
    // Another request changed the same rows in between (a parent deleted during an upload,
    // two imports adding one unit number): the client's retry after a reload is the remedy.
    request.log.warn({ err: error }, 'write refused by a concurrent change');
    return send(reply, 409, { message: conflict });
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { message: 'Internal server error' });
}

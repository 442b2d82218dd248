import type {
  EndpointBody,
  EndpointDeclaration,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
  Multipart,
} from '@phuket/shared/contract';
import type { TSchema } from '@sinclair/typebox';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { errorResponses } from './schemas';

/** The request a declared endpoint's handler gets: its params, query and body as declared. */
export type EndpointRequest<E extends EndpointDeclaration> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  // A multipart body is read from the stream (http/multipart.ts), never parsed into `body`.
  Body: E['body'] extends Multipart ? unknown : EndpointBody<E>;
}>;

/** Answers with the declared body, or sends its own reply (a file, a stream). */
export type EndpointHandler<E extends EndpointDeclaration> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResponse<E> | FastifyReply>;

/** What a route adds to its declaration: more hooks after the access check, limits, config. */
export type EndpointRouteOptions = Pick<
  RouteShorthandOptions,
  'bodyLimit' | 'config' | 'logLevel' | 'preValidation' | 'preSerialization'
> & {
  onRequest?: onRequestHookHandler[];
  preHandler?: preHandlerHookHandler[];
};

/** The Fastify schema (validation, serialization, OpenAPI) of a declaration. */
export function endpointSchema(declaration: EndpointDeclaration): FastifySchema {
  const { access, tag, summary, params, query, body, response, errors, errorBodies } = declaration;
  const status = declaration.status ?? 200;
  const statuses = [status, ...(declaration.alsoStatuses ?? [])];
  const success: Record<number, TSchema> = response
    ? Object.fromEntries(statuses.map((code) => [code, response]))
    : {};
  const bearer: Record<string, string[]> = { bearerAuth: [] };
  const security =
    access !== 'public' ? [bearer] : declaration.optionalToken ? [{}, bearer] : undefined;
  return {
    tags: [tag],
    summary,
    ...(security ? { security } : {}),
    ...(params ? { params } : {}),
    ...(query ? { querystring: query } : {}),
    ...(body && typeof body !== 'string' ? { body } : {}),
    ...(body === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
    response: { ...success, ...errorResponses(...errors), ...errorBodies },
  };
}

/** The onRequest check of who may call: before any body is read. */
function accessHooks(app: FastifyInstance, declaration: EndpointDeclaration) {
  const { access } = declaration;
  if (access === 'public') return [];
  if (access === 'signed-in') return [app.authenticate];
  return [app.requireRole(...access)];
}

/**
 * Registers the route of a contract endpoint on `app` (under its /api prefix): method, path,
 * schemas and the access check all come from the declaration, the handler from the domain.
 */
export function serveEndpoint<E extends EndpointDeclaration>(
  app: FastifyInstance,
  declaration: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const status = declaration.status ?? 200;
  const run = handler as unknown as (
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<unknown>;
  const answer: RouteHandlerMethod =
    status === 200
      ? run
      : async (request, reply) => {
          reply.code(status);
          return run(request, reply);
        };
  const { onRequest = [], ...rest } = options;
  app.route({
    ...rest,
    method: declaration.method,
    url: declaration.path,
    schema: endpointSchema(declaration),
    onRequest: [...accessHooks(app, declaration), ...onRequest],
    handler: answer,
  });
}

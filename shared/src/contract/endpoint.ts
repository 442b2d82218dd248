import type { Static, TSchema } from '@sinclair/typebox';
import type { Role } from './enums';

// One HTTP endpoint of the API, declared once: the API registers its route from the
// declaration (api/src/http/endpoint-route.ts) and the browser's client calls it by name
// (shared/src/api/call.ts). docs/endpoints.md says how to add or change one.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call it: anyone, any signed-in user (401 without a live token), or only these roles
 * (403 for the others). The API enforces it before the handler runs.
 */
export type EndpointAccess = 'public' | 'signed-in' | readonly Role[];

/** A multipart/form-data body: files and text fields the route reads as a stream. */
export const MULTIPART = 'multipart';
export type Multipart = typeof MULTIPART;

export interface EndpointDeclaration {
  method: HttpMethod;
  /** Under /api, with `:name` for each path parameter (`/favourites/:id`). */
  path: string;
  access: EndpointAccess;
  /** OpenAPI tag and one-line summary. */
  tag: string;
  summary: string;
  params?: TSchema;
  query?: TSchema;
  body?: TSchema | Multipart;
  /** The success answer's JSON; absent: no body. */
  response?: TSchema;
  /** The success status: 200 unless said (201 created, 202 accepted, 204 no body). */
  status?: 200 | 201 | 202 | 204;
  /**
   * Other success statuses answering the same response, which the handler sets itself
   * (an upload: 201 stored, 202 still processing).
   */
  alsoStatuses?: readonly (200 | 201 | 202)[];
  /**
   * A public endpoint that reads a token when one is sent (a bad one is 401): OpenAPI shows
   * the bearer token as optional.
   */
  optionalToken?: boolean;
  /** The error statuses it answers with, each with the common ErrorBody. */
  errors: readonly number[];
  /** Error statuses answered with a body of their own instead (a 410 with the owner's contacts). */
  errorBodies?: { readonly [status: number]: TSchema };
}

/** Declares an endpoint, keeping its literal method and path in the type. */
export function endpoint<const E extends EndpointDeclaration>(declaration: E): E {
  return declaration;
}

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;

export type EndpointParams<E extends EndpointDeclaration> = StaticOf<E['params']>;
export type EndpointQuery<E extends EndpointDeclaration> = StaticOf<E['query']>;
export type EndpointBody<E extends EndpointDeclaration> = E['body'] extends Multipart
  ? FormData
  : StaticOf<E['body']>;
// Through `infer`: a caller's answer returned where a contract type is expected (`return
// call(...)` in a function answering `Promise<SavedSearch>`) is then inferred from in one step,
// where `Static<E['response']>` sends the checker through each schema (TS2589, too deep).
export type EndpointResponse<E extends EndpointDeclaration> = E extends {
  response: infer S extends TSchema;
}
  ? Static<S>
  : void;

/**
 * A query as a call may give it: each value as declared or as its text in the URL, which the
 * API coerces (a client's `QueryParams`, all strings, is one).
 */
export type EndpointQueryInput<E extends EndpointDeclaration> = {
  [K in keyof EndpointQuery<E>]: EndpointQuery<E>[K] | string;
};

/** What a call sends: only the parts the endpoint declares, each required. */
export type EndpointInput<E extends EndpointDeclaration> = (E['params'] extends TSchema
  ? { params: EndpointParams<E> }
  : { params?: never }) &
  (E['query'] extends TSchema ? { query: EndpointQueryInput<E> } : { query?: never }) &
  (E['body'] extends TSchema | Multipart ? { body: EndpointBody<E> } : { body?: never });

/** The method and path of each endpoint, what the browser needs of a declaration at run time. */
export type EndpointRouteTable<T extends Record<string, EndpointDeclaration>> = {
  readonly [K in keyof T]: readonly [T[K]['method'], T[K]['path']];
};

/**
 * `/favourites/:id` with `{ id: 7 }` is `/favourites/7`; each value is URI-encoded. A missing
 * parameter throws: it is a programming error the types should have caught.
 */
export function fillPath(path: string, params?: Readonly<Record<string, unknown>>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(`${path}: no value for :${name}`);
    }
    return encodeURIComponent(value);
  });
}

/**
 * The parameters of `path` as `pattern` reads them (`/developers/:id/logo` reads `{ id: '9' }`
 * from `/developers/9/logo`), each as the path's text; null when the path is not of it.
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)|[^:]+/g, (part, name?: string) => {
    if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    names.push(name);
    return '([^/?#]+)';
  });
  const match = new RegExp(`^${source}$`).exec(path);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
}

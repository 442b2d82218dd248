import type { AxiosRequestConfig } from 'axios';
import {
  fillPath,
  matchPath,
  type EndpointDeclaration,
  type EndpointParams,
  type EndpointInput,
  type EndpointResponse,
  type EndpointRouteTable,
  type HttpMethod,
} from '../contract/endpoint';
import { apiClient, apiRequestKey } from './client';

/** What a call may add to the request: cancellation, upload progress, headers. */
export type CallOptions = Pick<AxiosRequestConfig, 'signal' | 'onUploadProgress' | 'headers'>;

type InputArgs<E extends EndpointDeclaration> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/**
 * Each endpoint's answer by name. A call's answer is looked up here and never inferred from: a
 * return type the call meets (`Promise<DeveloperDraft>`) would otherwise be matched against
 * every endpoint's answer while the name is inferred, too deep for large domains.
 */
type Responses<D extends Record<string, EndpointDeclaration>> = {
  [K in keyof D]: EndpointResponse<D[K]>;
};

/**
 * The typed caller of one domain's endpoints (contract/endpoints/<domain>.ts), given its
 * generated method-and-path table: `call('addFavourite', { params: { id } })` sends
 * PUT /favourites/7 and answers the declared response's type.
 */
export function endpointCaller<D extends Record<string, EndpointDeclaration>>(
  table: EndpointRouteTable<D>,
) {
  // NoInfer: the name is inferred from the arguments alone, never from the caller's return
  // type (through TypeBox's Static that is too deep: TS2589).
  return function call<K extends keyof D & string>(
    name: K,
    ...[input, options]: InputArgs<D[K]>
  ): Promise<NoInfer<Responses<D>[K]>> {
    return send<Responses<D>[K]>(table[name], input, options);
  };
}

/**
 * Which of `names` a path the API handed out is (`draft.paths.logo`, `/developers/9/logo`, is
 * uploadDeveloperLogo's `/developers/:id/logo`), with its parameters as the path has them, so the
 * call sends that very path back. Any other path throws: the API hands out no such path.
 */
export function endpointAt<
  D extends Record<string, EndpointDeclaration>,
  K extends keyof D & string,
>(
  table: EndpointRouteTable<D>,
  path: string,
  names: readonly K[],
): { name: K; params: EndpointParams<D[K]> } {
  for (const name of names) {
    const params = matchPath(table[name][1], path);
    // The values stay the path's text (`'9'`): fillPath sends them as they are.
    if (params) return { name, params: params as EndpointParams<D[K]> };
  }
  throw new Error(`${path} is not the path of ${names.join(' or ')}`);
}

async function send<T>(
  [method, path]: readonly [HttpMethod, string],
  input: object | undefined,
  options: CallOptions | undefined,
): Promise<T> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: object;
    body?: unknown;
  };
  const response = await apiClient.request<T>({
    ...options,
    method,
    url: fillPath(path, params),
    params: query,
    data: body,
  });
  return response.data;
}

/**
 * The key a server-rendered answer of a GET is stored under (apiRequestKey): the path with its
 * parameters filled in and the query in the order given.
 */
export function endpointRequestKey(
  path: string,
  params?: Readonly<Record<string, unknown>>,
  query?: Record<string, string> | null,
): string {
  return apiRequestKey(fillPath(path, params), query);
}

import type { AxiosRequestConfig } from 'axios';
import {
  fillPath,
  type EndpointDeclaration,
  type EndpointInput,
  type EndpointResponse,
  type EndpointRouteTable,
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
  return async function call<K extends keyof D & string>(
    name: K,
    ...[input, options]: InputArgs<D[K]>
  ): Promise<NoInfer<Responses<D>[K]>> {
    const [method, path] = table[name];
    const { params, query, body } = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: object;
      body?: unknown;
    };
    const response = await apiClient.request<Responses<D>[K]>({
      ...options,
      method,
      url: fillPath(path, params),
      params: query,
      data: body,
    });
    return response.data;
  };
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

import type { AxiosAdapter, AxiosInstance } from 'axios';
import type { ApiErrorBody } from '../domain';

let baseURL = '/api';
let loading: Promise<AxiosInstance> | null = null;
let tokenRejected: (() => void) | null = null;
let adapter: AxiosAdapter | undefined;
let ownAdapter: AxiosInstance['defaults']['adapter'];
let pageLocale: string | null = null;

/** The axios instance, created on the first request (axios is a chunk of its own). */
function client(): Promise<AxiosInstance> {
  loading ??= import('./axios-client').then(({ createAxiosClient }) => {
    const instance = createAxiosClient(baseURL, () => tokenRejected?.());
    ownAdapter = instance.defaults.adapter;
    if (adapter) instance.defaults.adapter = adapter;
    if (pageLocale) instance.defaults.headers.common['Accept-Language'] = pageLocale;
    return instance;
  });
  return loading;
}

type Method = 'get' | 'delete' | 'head' | 'options' | 'post' | 'put' | 'patch' | 'request';

function deferred<K extends Method>(name: K): AxiosInstance[K] {
  // The cast keeps axios's generic signatures; the call is forwarded unchanged.
  return ((...args: unknown[]) =>
    client().then((instance) =>
      (instance[name] as (...rest: unknown[]) => Promise<unknown>)(...args),
    )) as AxiosInstance[K];
}

/**
 * The one HTTP client of the site (docs/product-rules.md §7: base path /api, the bearer token when one is
 * stored, no timeout): axios's request methods, loaded with the first call.
 */
export const apiClient: Pick<AxiosInstance, Method> = {
  get: deferred('get'),
  delete: deferred('delete'),
  head: deferred('head'),
  options: deferred('options'),
  post: deferred('post'),
  put: deferred('put'),
  patch: deferred('patch'),
  request: deferred('request'),
};

/**
 * Called when the server refuses the stored token (401 to a request that carried it): signed
 * out elsewhere, expired, or the password changed on another device. The shell ends the
 * local session there, so the guards send the visitor to /login at once instead of leaving
 * every later call to fail. One listener; a later call replaces it.
 */
export function onTokenRejected(listener: (() => void) | null): void {
  tokenRejected = listener;
}

/**
 * One request as a string: the path under /api and its query, in the order given. The server
 * renders pages from answers under these keys and the pages look them up with the same ones.
 */
export function apiRequestKey(path: string, params?: Record<string, string> | null): string {
  const query = params ? new URLSearchParams(params).toString() : '';
  return query ? `${path}?${query}` : path;
}

/** The API base the client sends to ('/api' on the site): for clients other than axios (tus). */
export function apiBaseUrl(): string {
  return baseURL;
}

/**
 * The page's language, sent with every request as `Accept-Language`: the API writes what it
 * sends for this visit (a code's mail, an enquiry's copy) in it, and remembers it for the
 * user's later mails. Not the browser's own preference: the page the visitor reads.
 */
export function setApiLocale(locale: string): void {
  pageLocale = locale;
  void loading?.then((instance) => {
    instance.defaults.headers.common['Accept-Language'] = locale;
  });
}

/** Points the client at another API origin (standalone remote harnesses, tests). */
export function setApiBase(base: string): void {
  baseURL = base;
  void loading?.then((instance) => {
    instance.defaults.baseURL = base;
  });
}

/**
 * Replaces how requests go out (undefined: axios's own). For tests that answer from memory:
 * the real client — interceptors, params, errors — still runs around the adapter.
 */
export function setApiAdapter(next: AxiosAdapter | undefined): void {
  adapter = next;
  void loading?.then((instance) => {
    instance.defaults.adapter = next ?? ownAdapter;
  });
}

/** The server's `message` and field `errors` of a failed call, or a generic message. */
export function readApiError(error: unknown): ApiErrorBody & { status: number | null } {
  // By shape, as axios.isAxiosError does: axios itself is not loaded here, and an error may
  // come from another bundle's copy of it.
  if (isAxiosError(error)) {
    const body = error.response?.data as Partial<ApiErrorBody> | undefined;
    return {
      status: error.response?.status ?? null,
      message:
        typeof body?.message === 'string'
          ? body.message
          : error.response
            ? 'An error has occurred. Please try again.'
            : 'The server cannot be reached. Check your connection and try again.',
      errors: body?.errors ?? {},
    };
  }
  return { status: null, message: 'An error has occurred. Please try again.', errors: {} };
}

interface AxiosErrorShape {
  isAxiosError: true;
  response?: { status: number; data?: unknown };
}

function isAxiosError(error: unknown): error is AxiosErrorShape {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

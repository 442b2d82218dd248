import axios from 'axios';
import type { ApiErrorBody } from '../domain';
import { tokenStorage } from './token-storage';

/**
 * The one HTTP client of the site. SPEC §7: base path /api, `Authorization: Bearer {token}`
 * when a token is stored, no timeout.
 */
export const apiClient = axios.create({ baseURL: '/api' });

apiClient.interceptors.request.use((config) => {
  const token = tokenStorage.get();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

let tokenRejected: (() => void) | null = null;

/**
 * Called when the server refuses the stored token (401 to a request that carried it): signed
 * out elsewhere, expired, or the password changed on another device. The shell ends the
 * local session there, so the guards send the visitor to /login at once instead of leaving
 * every later call to fail. One listener; a later call replaces it.
 */
export function onTokenRejected(listener: (() => void) | null): void {
  tokenRejected = listener;
}

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error) && error.response?.status === 401) {
    const sent = error.config?.headers?.get('Authorization');
    const token = tokenStorage.get();
    // Only the token still stored: a late answer to an old token must not end a new session.
    if (token !== null && sent === `Bearer ${token}`) tokenRejected?.();
  }
  return Promise.reject(error instanceof Error ? error : new Error(String(error)));
});

/**
 * One request as a string: the path under /api and its query, in the order given. The server
 * fetches first-screen data under these keys and the pages look them up with the same ones.
 */
export function apiRequestKey(path: string, params?: Record<string, string> | null): string {
  const query = params ? new URLSearchParams(params).toString() : '';
  return query ? `${path}?${query}` : path;
}

/** Points the client at another API origin (standalone remote harnesses, tests). */
export function setApiBase(baseURL: string): void {
  apiClient.defaults.baseURL = baseURL;
}

/** The server's `message` and field `errors` of a failed call, or a generic message. */
export function readApiError(error: unknown): ApiErrorBody & { status: number | null } {
  // isAxiosError, not instanceof: an error may come from another bundle's copy of axios.
  if (axios.isAxiosError(error)) {
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

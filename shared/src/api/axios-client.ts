import axios, { type AxiosInstance } from 'axios';
import { tokenStorage } from './token-storage';

/**
 * The axios instance behind `apiClient` (client.ts), in a module of its own so that axios is
 * downloaded with the first request rather than before a server-rendered page is interactive.
 * docs/product-rules.md §7: base path /api, `Authorization: Bearer {token}` when a token is stored, no timeout.
 */
export function createAxiosClient(baseURL: string, onRejected: () => void): AxiosInstance {
  const client = axios.create({ baseURL });
  client.interceptors.request.use((config) => {
    const token = tokenStorage.get();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (axios.isAxiosError(error) && error.response?.status === 401) {
      const sent = error.config?.headers?.get('Authorization');
      const token = tokenStorage.get();
      // Only the token still stored: a late answer to an old token must not end a new session.
      if (token !== null && sent === `Bearer ${token}`) onRejected();
    }
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  });
  return client;
}

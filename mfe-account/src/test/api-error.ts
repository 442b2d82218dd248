import { AxiosError, AxiosHeaders } from 'axios';
import type { InternalAxiosRequestConfig } from 'axios';

/** A failed call as the shared client rejects it: an AxiosError with the API's error body. */
export function apiError(
  status: number,
  body: { message: string; errors?: Record<string, string[]> },
  headers: Record<string, string> = {},
): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  return new AxiosError(body.message, 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    data: body,
    headers: new AxiosHeaders(headers),
    config,
  });
}

/** A call that has not answered yet, settled by the test. */
export function deferred<T>(): {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
} {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

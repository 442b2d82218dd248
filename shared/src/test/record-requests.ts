import type { InternalAxiosRequestConfig } from 'axios';
import { setApiAdapter } from '../api/client';

/** One request as the client sent it: the body parsed back from JSON when it is JSON. */
export interface RecordedRequest {
  method: string | undefined;
  url: string | undefined;
  params: unknown;
  data: unknown;
  config: InternalAxiosRequestConfig;
}

/**
 * For the client functions' tests: each test's requests, answered 200 from memory with
 * `answer(config)` (default `{}`). The real client (base URL, params, JSON body, interceptors)
 * still runs around it. Call at the top of a file or describe block.
 */
export function recordRequests(
  answer: (config: InternalAxiosRequestConfig) => unknown = () => ({}),
): RecordedRequest[] {
  const sent: RecordedRequest[] = [];
  beforeEach(() => {
    sent.length = 0;
    setApiAdapter((config) => {
      sent.push({
        method: config.method,
        url: config.url,
        params: config.params as unknown,
        data: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
        config,
      });
      return Promise.resolve({
        status: 200,
        statusText: '',
        headers: {},
        config,
        data: answer(config),
      });
    });
  });
  afterEach(() => setApiAdapter(undefined));
  return sent;
}

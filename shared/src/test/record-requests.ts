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

/** An answer of `answerRequests`: a status of 400 or more is thrown as axios throws it. */
export interface RecordedAnswer {
  status: number;
  data: unknown;
}

export interface AnsweredRequests {
  /** This test's requests, in order. */
  readonly sent: RecordedRequest[];
  /** Answers the requests from now on (every test sets its own). */
  handler: (request: RecordedRequest) => RecordedAnswer;
}

/**
 * For pages tested over the real client functions: each test's requests are recorded and
 * answered by `handler`, errors included (a 409, a 422 with field errors), so the page reads
 * them through the same interceptors and `readApiError` as in the browser. Call at the top of
 * a file or describe block.
 */
export function answerRequests(): AnsweredRequests {
  const answered: AnsweredRequests = {
    sent: [],
    handler: () => ({ status: 200, data: {} }),
  };
  beforeEach(() => {
    answered.sent.length = 0;
    setApiAdapter((config) => {
      const request: RecordedRequest = {
        method: config.method,
        url: config.url,
        params: config.params as unknown,
        data: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
        config,
      };
      answered.sent.push(request);
      const { status, data } = answered.handler(request);
      const response = { status, statusText: '', data, headers: {}, config };
      if (status >= 400) {
        return Promise.reject(
          Object.assign(new Error(`status ${status}`), { isAxiosError: true, response, config }),
        );
      }
      return Promise.resolve(response);
    });
  });
  afterEach(() => setApiAdapter(undefined));
  return answered;
}

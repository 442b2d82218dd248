import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { Query } from './query';

/** A fetch whose answers the test settles by hand, in any order. */
function controlled<T>() {
  const calls: { signal: AbortSignal; resolve(value: T): void; reject(error: unknown): void }[] =
    [];
  const fetch = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => calls.push({ signal, resolve, reject }));
  return { calls, fetch };
}

function httpError(status: number | null): AxiosError {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const response =
    status === null ? undefined : { status, statusText: '', data: {}, headers: {}, config };
  return new AxiosError('failed', 'ERR', config, null, response);
}

it('starts idle, loads, and shows the answer', async () => {
  const { calls, fetch } = controlled<string>();
  const query = new Query(fetch);
  expect(query.status).toBe('idle');
  const done = query.load();
  expect(query.status).toBe('loading');
  calls[0]?.resolve('villa');
  await done;
  expect([query.status, query.data]).toEqual(['ready', 'villa']);
});

it('is ready with a server-rendered answer and does not fetch it again', async () => {
  const fetch = jest.fn(() => Promise.resolve('fresh'));
  const query = new Query(fetch, { initial: 'rendered' });
  await query.load({ skipIfReady: true });
  expect([query.status, query.data, fetch.mock.calls.length]).toEqual(['ready', 'rendered', 0]);
});

it('aborts a superseded request and drops its late answer', async () => {
  const { calls, fetch } = controlled<string>();
  const query = new Query(fetch);
  const first = query.load();
  const second = query.load();
  expect(calls[0]?.signal.aborted).toBe(true);
  calls[1]?.resolve('new');
  calls[0]?.resolve('old');
  await Promise.all([first, second]);
  expect(query.data).toBe('new');
});

it('joins a request of the same key in flight, and supersedes one of another key', async () => {
  const { calls, fetch } = controlled<string>();
  let key = 'page=1';
  const query = new Query(fetch, { key: () => key });
  void query.load();
  void query.load();
  expect(calls).toHaveLength(1);
  key = 'page=2';
  void query.load();
  expect(calls).toHaveLength(2);
  expect(calls[0]?.signal.aborted).toBe(true);
});

it('keeps the shown answer while it reloads, and the error of a failed reload', async () => {
  const { calls, fetch } = controlled<string>();
  const query = new Query(fetch, { initial: 'shown' });
  const reload = query.load();
  expect([query.status, query.data]).toEqual(['ready', 'shown']);
  const failure = httpError(404);
  calls[0]?.reject(failure);
  await reload;
  expect([query.status, query.data, query.error]).toEqual(['error', 'shown', failure]);
});

describe('retries', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('retries a failure that may pass after 1 s, then 2 s, then gives up', async () => {
    const fetch = jest.fn(() => Promise.reject(httpError(503)));
    const query = new Query(fetch, { retries: 2, retryDelayMs: 1000 });
    const done = query.load();
    await jest.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(2000);
    await done;
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(query.status).toBe('error');
  });

  it('never retries a 4xx, and succeeds on a retry after no answer', async () => {
    const refused = jest.fn(() => Promise.reject(httpError(422)));
    const q1 = new Query(refused, { retries: 3 });
    await q1.load();
    expect([refused.mock.calls.length, q1.status]).toEqual([1, 'error']);

    const answers = [Promise.reject(httpError(null)), Promise.resolve('back')];
    answers[0]?.catch(() => undefined);
    const flaky = jest.fn(() => answers.shift() as Promise<string>);
    const q2 = new Query(flaky, { retries: 1, retryDelayMs: 10 });
    const done = q2.load();
    await jest.advanceTimersByTimeAsync(10);
    await done;
    expect([flaky.mock.calls.length, q2.status, q2.data]).toEqual([2, 'ready', 'back']);
  });
});

describe('poll', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads again after each answer until the condition holds', async () => {
    const answers = ['queued', 'processing', 'ready', 'never asked'];
    const fetch = jest.fn(() => Promise.resolve(answers.shift() as string));
    const query = new Query(fetch);
    query.poll(500, (state) => state === 'ready');
    await jest.advanceTimersByTimeAsync(0);
    expect(query.data).toBe('queued');
    await jest.advanceTimersByTimeAsync(500);
    expect(query.data).toBe('processing');
    await jest.advanceTimersByTimeAsync(500);
    await jest.advanceTimersByTimeAsync(5000);
    expect([query.data, fetch.mock.calls.length]).toEqual(['ready', 3]);
  });

  it('stops when told', async () => {
    const fetch = jest.fn(() => Promise.resolve('processing'));
    const query = new Query(fetch);
    query.poll(500, () => false);
    await jest.advanceTimersByTimeAsync(0);
    query.stopPolling();
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

it('says it is fetching while a request is in flight, behind the answer shown', async () => {
  const { calls, fetch } = controlled<string>();
  const query = new Query(fetch, { initial: 'shown' });
  expect(query.fetching).toBe(false);
  const reload = query.load();
  expect([query.fetching, query.status]).toEqual([true, 'ready']);
  calls[0]?.resolve('new');
  await reload;
  expect(query.fetching).toBe(false);
});

it('shows an answer set by the page, and a request in flight still lands after it', async () => {
  const { calls, fetch } = controlled<string>();
  const query = new Query(fetch);
  const load = query.load();
  query.set('edited');
  expect([query.status, query.data]).toEqual(['ready', 'edited']);
  calls[0]?.resolve('fresh');
  await load;
  expect(query.data).toBe('fresh');
});

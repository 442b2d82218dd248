import { makeAutoObservable, observable, runInAction } from 'mobx';
import { readApiError } from '@phuket/shared/api';

export type QueryStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Fetches the answer; `signal` aborts when a newer request supersedes this one. */
export type QueryFetch<T> = (signal: AbortSignal) => Promise<T>;

export interface QueryOptions<T> {
  /** An answer already at hand (the server-rendered page's data): ready without a fetch. */
  initial?: T;
  /**
   * What is being asked, as a string (a request key): a load while the same key is in flight
   * joins it instead of sending again; a load of another key supersedes it. Without a key,
   * every load supersedes the one in flight.
   */
  key?: () => string;
  /** Retries of a failure that may pass (no answer, 5xx), each after twice the last delay. */
  retries?: number;
  /** The first retry's delay in ms (default 1000). */
  retryDelayMs?: number;
}

interface InFlight {
  key: string | null;
  controller: AbortController;
  done: Promise<void>;
}

/** No answer at all, or the server's own trouble: worth asking again. A 4xx is not. */
export function isTransientFailure(error: unknown): boolean {
  const { status } = readApiError(error);
  return status === null || status >= 500;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * One read the browser shows, with the states every page needs: idle, loading, ready, error.
 * The one data-loading layer of the site's stores (docs/data-loading.md):
 * - a newer load supersedes an older one: the older request is aborted and its answer dropped;
 * - a load of what is already in flight joins it (deduplication by `key`);
 * - transient failures are retried with exponential backoff (`retries`);
 * - `poll` repeats the read while a condition on its answer holds;
 * - `initial` seeds it with a server-rendered answer, so hydration fetches nothing twice.
 * A reload keeps the shown answer until the new one arrives (a currency switch does not blank
 * the page); `error` holds the last failure for the page to classify.
 */
export class Query<T> {
  status: QueryStatus = 'idle';
  data: T | null = null;
  error: unknown = null;
  /** A request is in flight (a first load, or a reload behind the answer shown). */
  fetching = false;
  private inFlight: InFlight | null = null;
  private pollTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly fetch: QueryFetch<T>,
    private readonly options: QueryOptions<T> = {},
  ) {
    if (options.initial !== undefined) {
      this.data = options.initial;
      this.status = 'ready';
    }
    makeAutoObservable<Query<T>, 'fetch' | 'options' | 'inFlight' | 'pollTimer'>(this, {
      // An answer is replaced whole, never changed in place: observed by reference.
      data: observable.ref,
      error: observable.ref,
      fetch: false,
      options: false,
      inFlight: false,
      pollTimer: false,
    });
  }

  get ready(): boolean {
    return this.status === 'ready';
  }

  /** Reads (again). `skipIfReady`: keep an answer already shown (the server-rendered one). */
  load({ skipIfReady = false }: { skipIfReady?: boolean } = {}): Promise<void> {
    if (skipIfReady && this.status === 'ready') return Promise.resolve();
    const key = this.options.key?.() ?? null;
    if (key !== null && this.inFlight?.key === key) return this.inFlight.done;
    this.inFlight?.controller.abort();
    const controller = new AbortController();
    if (this.data === null || this.status !== 'ready') this.status = 'loading';
    const flight: InFlight = { key, controller, done: Promise.resolve() };
    flight.done = this.run(flight);
    this.inFlight = flight;
    this.fetching = true;
    return flight.done;
  }

  /** After a failure: forget what was shown and read again. */
  retry(): Promise<void> {
    this.data = null;
    return this.load();
  }

  /**
   * Replaces the answer shown by one the page already has (an edit's own answer, a row
   * removed); a request in flight still lands when it answers.
   */
  set(data: T): void {
    this.data = data;
    this.error = null;
    this.status = 'ready';
  }

  /**
   * Reads now and again every `intervalMs` after each answer, while `until` is false for the
   * answer (a photo still processing); a failure stops it unless retried away. `stop()` ends it.
   */
  poll(intervalMs: number, until: (data: T) => boolean): void {
    this.stopPolling();
    const tick = async () => {
      await this.load();
      if (this.status !== 'ready' || this.data === null || until(this.data)) return;
      this.pollTimer = setTimeout(() => void tick(), intervalMs);
    };
    void tick();
  }

  stopPolling(): void {
    if (this.pollTimer !== null) clearTimeout(this.pollTimer);
    this.pollTimer = null;
  }

  /** Aborts the request in flight and any polling; the answer shown stays. */
  cancel(): void {
    this.stopPolling();
    this.inFlight?.controller.abort();
    this.inFlight = null;
    this.fetching = false;
  }

  private async run(flight: InFlight): Promise<void> {
    const { signal } = flight.controller;
    let delay = this.options.retryDelayMs ?? 1000;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const data = await this.fetch(signal);
        if (signal.aborted) return;
        runInAction(() => {
          this.data = data;
          this.error = null;
          this.status = 'ready';
        });
        break;
      } catch (error) {
        if (signal.aborted) return;
        if (attempt < (this.options.retries ?? 0) && isTransientFailure(error)) {
          await wait(delay, signal);
          if (signal.aborted) return;
          delay *= 2;
          continue;
        }
        runInAction(() => {
          this.error = error;
          this.status = 'error';
        });
        break;
      }
    }
    runInAction(() => {
      if (this.inFlight !== flight) return;
      this.inFlight = null;
      this.fetching = false;
    });
  }
}

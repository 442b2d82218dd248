import { Client } from 'pg';

/** The channel the catalog tables' triggers notify (migration 0006_catalog_notify). */
export const CATALOG_CHANGED = 'catalog_changed';

export interface ListenHandlers {
  /** A notification on the channel, with its payload. */
  onNotify(payload: string): void;
  /**
   * The connection that listens was lost and is back: notifications sent meanwhile are lost,
   * so whatever they would have said must be assumed.
   */
  onResumed(): void;
  onError(error: unknown): void;
}

/** Stops listening; resolves once the connection is closed. */
export type Unlisten = () => Promise<void>;

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

/**
 * LISTEN on a PostgreSQL server through a connection of its own (outside the pool: a pooled
 * client would be handed to queries, and a pool drops idle ones). Should that connection
 * fail, it reconnects with a doubling wait (0.1 s up to 5 s) until it can listen again, then
 * says so through `onResumed`. Resolves once the first LISTEN is in; a server that cannot be
 * reached at first is retried in the background the same way.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<Unlisten> {
  let client: Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | null = null;
  let firstAttempt = true;

  const connect = async (): Promise<void> => {
    const resuming = !firstAttempt;
    firstAttempt = false;
    const next = new Client({ connectionString: url });
    client = next;
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = null;
      if (error !== undefined) handlers.onError(error);
      next.removeAllListeners();
      // An 'error' after end() must not become an unhandled one.
      next.on('error', () => undefined);
      void next.end().catch(() => undefined);
      if (!stopped) schedule();
    };
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    next.on('error', lost);
    next.on('end', () => lost(new Error('the LISTEN connection was closed')));
    try {
      await next.connect();
      // Identifiers cannot be parameters; the channel is a constant of this code.
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(error);
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    retryMs = FIRST_RETRY_MS;
    if (resuming) handlers.onResumed();
  };

  const schedule = () => {
    if (timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    // Reconnecting must not keep a process (or a test run) alive.
    timer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners();
      current.on('error', () => undefined);
      await current.end().catch(() => undefined);
    }
  };
}

import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
};

/** Expired windows are deleted at most this often per process. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * @fastify/rate-limit's store in PostgreSQL: every API process counts in the same rows, so
 * the 11th login in a minute is refused whichever process answers it. Fixed windows, like
 * the plugin's in-memory store; the window is read from the database clock, so processes on
 * hosts whose clocks differ still agree. (The plugin's continueExceeding and
 * exponentialBackoff options are not supported; no route uses them.)
 */
class DatabaseRateLimitStore implements FastifyRateLimitStore {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    /** Route limits share one key generator (the client address): the route tells them apart. */
    private readonly namespace: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow?: number, _max?: number): void {
    const windowMs = Math.max(1, Math.trunc(timeWindow ?? 60_000));
    this.sweep();
    this.db
      .execute(
        sql`
        insert into rate_limit_counters as c (key, hits, expires_at)
        values (${this.namespace + key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when c.expires_at <= now() then 1 else c.hits + 1 end,
          expires_at = case when c.expires_at <= now()
            then now() + ${windowMs} * interval '1 millisecond' else c.expires_at end
        returning hits, (extract(epoch from (expires_at - now())) * 1000)::float8 as ttl_ms`,
      )
      .then((result) => {
        const row = rowsOf<{ hits: number; ttl_ms: number }>(result)[0];
        if (!row) throw new Error('rate_limit_counters: the upsert returned no row');
        // now() is when the transaction began: one that waited on another's row lock reads the
        // window that one opened, later, as longer than a window. None is.
        const ttl = Math.min(windowMs, Math.max(0, Number(row.ttl_ms)));
        callback(null, { current: Number(row.hits), ttl });
      })
      .catch((error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error))),
      );
  }

  child(routeOptions: ChildOptions): FastifyRateLimitStore {
    const { method, url } = routeOptions.routeInfo ?? {};
    const namespace = url ? `${[method ?? ''].flat().join(',')} ${url}|` : this.namespace;
    return new DatabaseRateLimitStore(this.db, namespace, this.onError);
  }

  private sweep(): void {
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now;
    // A window only matters until it ends; another process may sweep the same rows, harmlessly.
    this.db
      .execute(sql`delete from rate_limit_counters where expires_at < now()`)
      .then(() => undefined)
      .catch(this.onError);
  }
}

function rowsOf<T>(result: unknown): T[] {
  // node-postgres and PGlite both answer `{ rows }`; drizzle leaves the type open.
  return (result as { rows: T[] }).rows;
}

/** The store class the plugin instantiates, bound to this app's database. */
export function databaseRateLimitStore(
  db: Db,
  onError: (error: unknown) => void,
): FastifyRateLimitStoreCtor {
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(db, '', onError);
    }
  };
}

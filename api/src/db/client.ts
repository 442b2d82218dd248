import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool, type PoolClient } from 'pg';
import { API_PACKAGE_DIR } from '../env';
import { listenPostgres, type ListenHandlers, type Unlisten } from './notifications';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * The one handle type every query is written against. Both drivers produce a PgDatabase over
 * the same schema; only the query-result shape differs, which this code never touches
 * directly, so the common base is the honest type.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies the versioned SQL files of api/drizzle/ that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding the session-level advisory lock `key`, so one process at a time
   * runs it across every process on the database (migrations and the seed at start).
   */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * PostgreSQL: takes the session advisory lock `key` (a signed 64-bit integer) without
   * waiting, on a connection of its own held until `release` (null when another session
   * holds it). The server frees the lock if that connection dies; `onLost` hears of it.
   * PGlite is one session, where such locks are re-entrant: it throws (lock in memory there).
   */
  tryAdvisoryLock(key: bigint): Promise<AdvisoryLease | null>;
  /**
   * LISTENs on `channel` (PostgreSQL: a connection of its own that reconnects; PGlite: its
   * one session, where this process's own writes are all there is to hear).
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>;
  /**
   * Whether a server backend pid (a notification's sender) is one of this handle's own
   * connections: PGlite's one session, or a client of the PostgreSQL pool.
   */
  isOwnBackend(pid: number): boolean;
  /**
   * One SQL text on the handle's own connections, for code that writes its own SQL (the job
   * queue, pg-boss). Without values a text may hold several statements (PGlite `exec`,
   * node-postgres' simple protocol); the rows are the last statement's.
   */
  executeSql(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }>;
  /** The PostgreSQL pool's connections (metrics); null on PGlite, which is one session. */
  poolStats(): PoolStats | null;
  /**
   * PGlite only: a gzipped tar of the data folder taken while the database serves (the format
   * `pnpm restore` reads). Null on PostgreSQL, which is backed up with pg_dump.
   */
  dumpOnline: (() => Promise<Buffer>) | null;
  /** Throws unless the database answers `select 1`. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface AdvisoryLease {
  /** Unlocks and hands the connection back (a broken one is dropped). */
  release(): Promise<void>;
  /** `listener` runs once if the connection, and with it the lock, is lost first. */
  onLost(listener: () => void): void;
}

/**
 * Connections that hold long advisory locks (a tus upload's, for the length of its PATCH):
 * a pool of their own, so slow uploads never starve the queries' pool.
 */
const LOCK_POOL_SIZE = 32;

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * Extensions the migrations create (0014: the location search's trigram indexes); PGlite has
 * to load them into every instance that opens the data folder.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export const MIGRATIONS_DIR = path.join(API_PACKAGE_DIR, 'drizzle');

/**
 * `dataDir` null = in memory (tests). `loadDataDir` starts from a dump (`dumpOnline`'s format)
 * instead of an empty cluster.
 */
export async function openPglite(
  dataDir: string | null,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  const extensions = PGLITE_EXTENSIONS;
  const client = await PGlite.create({
    ...(dataDir === null ? {} : { dataDir }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions,
  });
  const db = drizzlePglite({ client, schema });
  let closed = false;
  // PGlite is one session, where advisory locks are re-entrant: callers in this process are
  // queued here instead. The SQL lock is still taken, so the statements are the server's.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    withAdvisoryLock: <T>(key: number, fn: () => Promise<T>): Promise<T> => {
      const run = queue.then(async () => {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      });
      queue = run.catch(() => undefined);
      return run;
    },
    tryAdvisoryLock: () => {
      throw new Error('PGlite is one session: advisory locks are re-entrant there, lock in memory');
    },
    isOwnBackend: () => true,
    executeSql: async (text, values) => {
      if (values !== undefined && values.length > 0) {
        const result = await client.query(text, [...values]);
        return { rows: result.rows };
      }
      const results = await client.exec(text);
      return { rows: results[results.length - 1]?.rows ?? [] };
    },
    poolStats: () => null,
    dumpOnline: async () => {
      // The checkpoint writes the dirty pages out, so the copy needs little WAL replay. The
      // dump itself runs between two statements on PGlite's one thread: a snapshot of the
      // folder as a crash would leave it, which PostgreSQL's recovery makes consistent (a
      // transaction still open at that moment is not in it).
      await client.query('checkpoint');
      const dump = await client.dumpDataDir('gzip');
      return Buffer.from(await dump.arrayBuffer());
    },
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload));
      return async () => {
        if (!closed) await unlisten();
      };
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      // A second close() on PGlite throws; shutdown paths may race (signal + error).
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new Pool({ connectionString: url, max: poolSize });
  // An idle client losing its server connection emits 'error' on the pool; without a
  // listener that would crash the process instead of failing the next query.
  pool.on('error', () => undefined);
  // The server pids of the pool's connections, to tell this process's writes in notifications.
  // processID is set by pg once connected; @types/pg does not declare it.
  const backends = new Set<number>();
  const backendOf = (client: PoolClient) =>
    (client as PoolClient & { processID?: number }).processID;
  pool.on('connect', (client) => {
    const pid = backendOf(client);
    if (pid !== undefined) backends.add(pid);
  });
  pool.on('remove', (client) => {
    const pid = backendOf(client);
    if (pid !== undefined) backends.delete(pid);
  });
  const db = drizzlePg({ client: pool, schema });
  let closed = false;
  let lockPool: Pool | null = null;
  const locks = () => {
    if (!lockPool) {
      lockPool = new Pool({
        connectionString: url,
        max: LOCK_POOL_SIZE,
        idleTimeoutMillis: 10_000,
      });
      lockPool.on('error', () => undefined);
    }
    return lockPool;
  };
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    withAdvisoryLock: async <T>(key: number, fn: () => Promise<T>): Promise<T> => {
      // A session lock lives on one connection: this one is held aside for the whole run,
      // while `fn` works through the pool. Another process's lock call waits on the server.
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]).catch((err: Error) => {
            // A lost connection frees its session locks itself; the client is dropped below.
            broken = err;
          });
        }
      } finally {
        client.release(broken);
      }
    },
    tryAdvisoryLock: async (key) => {
      const client = await locks().connect();
      const lost = new Set<() => void>();
      let broken: Error | undefined;
      let released = false;
      const onError = (err: Error) => {
        broken = err;
        if (released) return;
        for (const listener of lost) listener();
        lost.clear();
      };
      client.on('error', onError);
      const giveBack = () => {
        released = true;
        client.off('error', onError);
        client.release(broken ?? false);
      };
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1::bigint) as locked',
          [key.toString()],
        );
        if (rows[0]?.locked !== true) {
          giveBack();
          return null;
        }
      } catch (err) {
        broken = err as Error;
        giveBack();
        throw err;
      }
      return {
        onLost: (listener) => {
          if (broken) listener();
          else lost.add(listener);
        },
        release: async () => {
          if (released) return;
          lost.clear();
          await client
            .query('select pg_advisory_unlock($1::bigint)', [key.toString()])
            .catch((err: Error) => {
              // A lost connection freed its session locks itself; it is dropped below.
              broken = err;
            });
          giveBack();
        },
      };
    },
    isOwnBackend: (pid) => backends.has(pid),
    executeSql: async (text, values) => {
      const result = await pool.query(text, values === undefined ? undefined : [...values]);
      // A multi-statement text answers one result per statement.
      const last: { rows: unknown[] } | undefined = Array.isArray(result)
        ? (result as { rows: unknown[] }[])[(result as unknown[]).length - 1]
        : result;
      return { rows: last?.rows ?? [] };
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    dumpOnline: null,
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), lockPool?.end()]);
    },
  };
}

/** Where the embedded database lives in DATA_DIR (media and the lock file sit beside it). */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

export function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  /** The main pool's size on PostgreSQL (DATABASE_POOL_SIZE); 10 when left out. */
  databasePoolSize?: number;
}): Promise<Database> {
  return options.databaseUrl !== null
    ? openPostgres(options.databaseUrl, options.databasePoolSize)
    : openPglite(pgliteDir(options.dataDir));
}

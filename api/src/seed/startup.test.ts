import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, openPglite, openPostgres, type Database } from '../db/client';
import { createEmptyPostgresDatabase } from '../test/test-app';
import { AMENITIES, DEMO_USERS, LOCATIONS } from './data';
import { migrateAndSeed, STARTUP_LOCK_KEY } from './startup';

/**
 * Two API processes starting at the same moment on an empty database. On PostgreSQL
 * (test:pg) they are two pools, as two processes would have; on PGlite, which one process
 * alone may open, two starts on the one handle.
 */
async function twoProcessesOnAnEmptyDatabase(): Promise<{
  first: Database;
  second: Database;
  close(): Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite(null);
    return { first: database, second: database, close: () => database.close() };
  }
  const empty = await createEmptyPostgresDatabase(serverUrl);
  const first = await openPostgres(empty.url, 4);
  const second = await openPostgres(empty.url, 4);
  return {
    first,
    second,
    close: async () => {
      await first.close();
      await second.close();
      await empty.drop();
    },
  };
}

async function count(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = await database.db.execute(query);
  const row = (result as { rows?: { n?: unknown }[] }).rows?.[0];
  return Number(row?.n);
}

describe('start-up under the advisory lock', () => {
  it('two starts at the same moment on an empty database give one migration and one seed, no error', async () => {
    const { first, second, close } = await twoProcessesOnAnEmptyDatabase();
    try {
      const logs: string[] = [];
      const start = (database: Database) =>
        migrateAndSeed(database, { demo: true, log: (m) => logs.push(m) });
      await Promise.all([start(first), start(second)]);

      const journal = JSON.parse(
        fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      expect(journal.entries.length).toBeGreaterThan(0);
      const migrations = sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
      const distinct = sql`select count(distinct hash)::int as n from drizzle.__drizzle_migrations`;
      expect(await count(first, migrations)).toBe(journal.entries.length);
      expect(await count(first, distinct)).toBe(journal.entries.length);

      expect(await count(second, sql`select count(*)::int as n from users`)).toBe(
        DEMO_USERS.length,
      );
      expect(await count(second, sql`select count(*)::int as n from locations`)).toBe(
        LOCATIONS.length,
      );
      expect(await count(second, sql`select count(*)::int as n from amenities`)).toBe(
        AMENITIES.length,
      );
      // The demo users seed says so only when it inserts: the second start found them there.
      expect(logs.filter((m) => m.startsWith('seed: demo users'))).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it('lets one holder at a time run, across handles', async () => {
    const { first, second, close } = await twoProcessesOnAnEmptyDatabase();
    try {
      const order: string[] = [];
      let letFirstFinish = () => undefined as void;
      const firstHolds = new Promise<void>((resolve) => {
        letFirstFinish = resolve;
      });
      let firstEntered = () => undefined as void;
      const entered = new Promise<void>((resolve) => {
        firstEntered = resolve;
      });
      const a = first.withAdvisoryLock(STARTUP_LOCK_KEY, async () => {
        order.push('first in');
        firstEntered();
        await firstHolds;
        order.push('first out');
      });
      await entered;
      const b = second.withAdvisoryLock(STARTUP_LOCK_KEY, async () => {
        order.push('second in');
        return 'second result';
      });
      // Give the second a real chance to get in while the first holds the lock.
      await second.ping();
      await new Promise((resolve) => setImmediate(resolve));
      expect(order).toEqual(['first in']);
      letFirstFinish();
      await a;
      await expect(b).resolves.toBe('second result');
      expect(order).toEqual(['first in', 'first out', 'second in']);
    } finally {
      await close();
    }
  });

  it('frees the lock when the work fails', async () => {
    const { first, second, close } = await twoProcessesOnAnEmptyDatabase();
    try {
      await expect(
        first.withAdvisoryLock(STARTUP_LOCK_KEY, () => Promise.reject(new Error('broken'))),
      ).rejects.toThrow('broken');
      await expect(second.withAdvisoryLock(STARTUP_LOCK_KEY, async () => 'free')).resolves.toBe(
        'free',
      );
    } finally {
      await close();
    }
  });
});

/*
 * `pnpm --filter @phuket/api seed:bench`: tops the database configured by env (DATA_DIR for
 * PGlite, or DATABASE_URL) up to BENCH_LISTINGS listings (default 100 000) from the same
 * generator as the demo, with photos pointing at the shared image pool. Prints the time taken.
 */
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { openDatabase } from '../../db/client';
import { lockDataDir, type ReleaseLock } from '../../db/lock';
import { loadConfig } from '../../env';
import { migrateAndSeed } from '../startup';
import { DEMO_PASSWORD } from '../data';
import { insertListings, listingCount, seedDirectory } from './catalog-seed';
import { generateListings } from './listing-generator';
import { ensureImagePool } from './render-images';

/** A different stream from the demo's, so bench rows do not repeat the demo listings. */
export const BENCH_SEED = 777;

export interface BenchSeedResult {
  before: number;
  inserted: number;
  ms: number;
}

/** Inserts listings until the table holds `target`; generator indexes continue where it stopped. */
export async function seedBenchListings(
  db: Db,
  target: number,
  log: (message: string) => void = () => undefined,
): Promise<BenchSeedResult> {
  const started = Date.now();
  const refs = await seedDirectory(db, () => hashPassword(DEMO_PASSWORD));
  const before = await listingCount(db);
  const missing = Math.max(0, target - before);
  const inserted = await insertListings(db, refs, generateListings(BENCH_SEED, missing, before), {
    batchSize: 1000,
    onBatch: (n) => {
      if (n % 10_000 === 0)
        log(`  ${n} / ${missing} listings, ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  });
  if (inserted > 0) {
    // Sets the visibility map and statistics: counts become index-only scans and the planner
    // sees the real table sizes. PGlite runs no autovacuum, so nothing else would do it.
    await db.execute(
      sql`vacuum analyze listings, listing_albums, listing_photos, listing_amenities`,
    );
  }
  return { before, inserted, ms: Date.now() - started };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const target = Number(process.env.BENCH_LISTINGS ?? 100_000);
  if (!Number.isInteger(target) || target < 0)
    throw new Error('BENCH_LISTINGS must be a whole number');
  let release: ReleaseLock | null = null;
  // The same guard as the server: two processes on one PGlite folder corrupt it.
  if (config.databaseUrl === null) release = await lockDataDir(config.dataDir);
  const database = await openDatabase(config);
  try {
    // Under the servers' start-up lock: a server may be starting on the same database.
    await migrateAndSeed(database, { demo: config.demoMode, log: console.log });
    await ensureImagePool(config.mediaDir);
    console.log(
      `seed:bench on ${database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    );
    const result = await seedBenchListings(database.db, target, console.log);
    const rate = result.inserted > 0 ? Math.round(result.inserted / (result.ms / 1000)) : 0;
    console.log(
      `seed:bench: ${result.inserted} listings inserted (${result.before} were there) in ${(result.ms / 1000).toFixed(1)} s` +
        (rate > 0 ? ` (${rate} listings/s)` : ''),
    );
  } finally {
    await database.close();
    await release?.();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}

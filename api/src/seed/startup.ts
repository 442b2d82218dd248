import type { Database } from '../db/client';
import { runSeeds, type SeedContext } from '.';

/**
 * The advisory lock key held around migrations and the seed: any fixed 64-bit number no other
 * code on the database uses ("phuket" in ASCII).
 */
export const STARTUP_LOCK_KEY = 0x706875_6b6574;

/**
 * What every server start does before it listens: apply pending migrations, then the seed
 * modules, one process at a time. Two processes started together on an empty database would
 * otherwise both create drizzle's migrations table and run the same files (the second fails
 * on a duplicate), and both insert the demo rows. The second one waits on the lock, then
 * finds nothing left to do.
 */
export async function migrateAndSeed(
  database: Database,
  seed: Omit<SeedContext, 'db'>,
): Promise<void> {
  await database.withAdvisoryLock(STARTUP_LOCK_KEY, async () => {
    await database.migrate();
    await runSeeds({ ...seed, db: database.db });
  });
}

import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { amenities, currencyRates, locations, users } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { demoCatalogSeed } from './catalog/catalog-module';
import { AMENITIES, CURRENCY_RATES, DEMO_PASSWORD, DEMO_USERS, LOCATIONS, slugify } from './data';

export interface SeedContext {
  db: Db;
  demo: boolean;
  log: (message: string) => void;
  /**
   * Media folder for seeds that write pictures (the demo catalog). Test apps leave it out, and
   * those seeds are then skipped.
   */
  mediaDir?: string;
}

/**
 * One seed step. Each must be idempotent (insert … on conflict do nothing, or check first):
 * every start runs them all. A catalog seed (listings, developers…) is another module added
 * to SEED_MODULES, after the ones it depends on.
 */
export interface SeedModule {
  name: string;
  /** Runs only in demo mode (sample accounts and content; never in a real deployment). */
  demoOnly?: boolean;
  run(ctx: SeedContext): Promise<void>;
}

export const referenceDataSeed: SeedModule = {
  name: 'reference data',
  async run({ db }) {
    await db
      .insert(currencyRates)
      .values([...CURRENCY_RATES])
      .onConflictDoNothing();
    await db
      .insert(locations)
      .values(LOCATIONS.map((name) => ({ name, slug: slugify(name) })))
      .onConflictDoNothing();
    await db
      .insert(amenities)
      .values(AMENITIES.map((name) => ({ name, slug: slugify(name) })))
      .onConflictDoNothing();
  },
};

export const demoUsersSeed: SeedModule = {
  name: 'demo users',
  demoOnly: true,
  async run({ db, log }) {
    const emails = DEMO_USERS.map((u) => u.email);
    const existing = await db
      .select({ email: users.email })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails));
    const have = new Set(existing.map((r) => r.email.toLowerCase()));
    const missing = DEMO_USERS.filter((u) => !have.has(u.email));
    if (missing.length === 0) return;
    // One hash shared by the demo accounts: argon2 is deliberately slow.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const now = new Date();
    await db
      .insert(users)
      .values(
        missing.map((u) => ({
          ...u,
          passwordHash,
          emailVerifiedAt: now,
          phoneVerifiedAt: now,
          // The demo broker and developer are the site's established accounts: verified, so
          // their listings publish at once; a newly registered account shows the review.
          verifiedAt: u.role === 'broker' || u.role === 'developer' ? now : null,
        })),
      )
      .onConflictDoNothing();
    log(`seed: demo users ${missing.map((u) => u.email).join(', ')} (password ${DEMO_PASSWORD})`);
  },
};

export const SEED_MODULES: SeedModule[] = [referenceDataSeed, demoUsersSeed, demoCatalogSeed];

export async function runSeeds(
  ctx: SeedContext,
  modules: readonly SeedModule[] = SEED_MODULES,
): Promise<void> {
  for (const module of modules) {
    if (module.demoOnly && !ctx.demo) continue;
    await module.run(ctx);
  }
}

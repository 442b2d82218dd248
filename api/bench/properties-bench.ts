/*
 * GET /api/properties with three filters (offer type, property type, price range) against
 * BENCH_LISTINGS listings (default 100 000). PGlite by default; PostgreSQL when DATABASE_URL is
 * set (`pnpm bench:properties:pg`). Prints seed time, EXPLAIN of the page and count queries,
 * and autocannon's p50 / p99 / req/s. Prints only: nothing here asserts on time.
 *   BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { parseListingFilters } from '../src/catalog/listing-filters';
import { listingPageQueries } from '../src/catalog/listing-query';
import { RateCache } from '../src/catalog/money';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { loadConfig } from '../src/env';
import { runSeeds } from '../src/seed';
import { seedBenchListings } from '../src/seed/catalog/bench-seed';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const target = Number(process.env.BENCH_LISTINGS ?? 100_000);

const FILTERS: Record<string, string> = {
  'filter[offer_type]': 'Sale',
  'filter[property_type]': 'Villa',
  'filter[price_range]': '10000000,30000000',
};

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function run(name: string, url: string): Promise<Figures> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration }, (err: Error | null, r: autocannon.Result) => {
      if (err) return reject(err);
      resolve({
        name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors,
        non2xx: r.non2xx,
      });
    });
  });
}

async function explain(database: Database, query: SQLWrapper): Promise<string> {
  const result: unknown = await database.db.execute(sql`explain ${query}`);
  // Both drivers answer with { rows: [{ 'QUERY PLAN': text }] }.
  const rows = (result as { rows?: Record<string, unknown>[] }).rows ?? [];
  return rows.map((r) => `    ${String(Object.values(r)[0])}`).join('\n');
}

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-bench-'));
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    DATA_DIR: tmp,
    SITE_ROOT: tmp,
    DEMO_MODE: 'true',
  });
  const database: Database = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(path.join(tmp, 'pglite'));
  try {
    await database.migrate();
    await runSeeds({ db: database.db, demo: true, log: () => undefined });
    const driver =
      database.driver === 'pglite' ? 'PGlite (in process)' : 'PostgreSQL (DATABASE_URL)';
    console.log(`\n${driver}; seeding ${target} listings…`);
    const seeded = await seedBenchListings(database.db, target, console.log);
    console.log(`seed: ${seeded.inserted} listings in ${(seeded.ms / 1000).toFixed(1)} s`);

    const { filters } = parseListingFilters(FILTERS);
    const rates = await new RateCache(database.db).get();
    const queries = listingPageQueries(database.db, {
      filters,
      currency: 'THB',
      rates,
      sort: '-created_at',
      page: 1,
      perPage: 12,
    });
    console.log(`\nEXPLAIN page query:\n${await explain(database, queries.page)}`);
    console.log(`EXPLAIN count query:\n${await explain(database, queries.count)}`);

    const app = await buildApp({ config, database, logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const qs = new URLSearchParams(FILTERS).toString();
    const probe = await fetch(`${address}/api/properties?${qs}`);
    const body = (await probe.json()) as { meta?: { total: number } };
    console.log(`\nprobe: HTTP ${probe.status}, ${body.meta?.total ?? '?'} matching listings`);
    console.log(
      `${connections} connections, ${duration} s each; Node ${process.version}, ${os.cpus().length} cores`,
    );

    const results = [
      await run('properties, 3 filters', `${address}/api/properties?${qs}`),
      await run('properties, no filter', `${address}/api/properties`),
    ];
    console.log('\nscenario                    req/s     p50 ms   p99 ms   errors  non-2xx');
    for (const r of results) {
      console.log(
        `${r.name.padEnd(26)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)} ${String(r.non2xx).padStart(8)}`,
      );
    }
    await app.close();
  } finally {
    await database.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

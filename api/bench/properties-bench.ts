/*
 * GET /api/properties with three filters (offer type, property type, price range) against
 * BENCH_LISTINGS listings (default 100 000). PGlite by default; PostgreSQL when DATABASE_URL is
 * set (`pnpm bench:properties:pg`). Prints seed time, EXPLAIN of the page and count queries,
 * and autocannon's p50 / p99 / req/s. Prints only: nothing here asserts on time.
 *   BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50)
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { parseListingFilters } from '../src/catalog/listing-filters';
import { listingPageQueries } from '../src/catalog/listing-query';
import { RateCache } from '../src/catalog/money';
import type { Database } from '../src/db/client';
import { seedBenchListings } from '../src/seed/catalog/bench-seed';
import {
  benchConnections,
  openBenchDatabase,
  printFigures,
  run,
  runBench,
  runConditions,
} from './bench-kit';

const connections = benchConnections(50);
const target = Number(process.env.BENCH_LISTINGS ?? 100_000);

const FILTERS: Record<string, string> = {
  'filter[offer_type]': 'Sale',
  'filter[property_type]': 'Villa',
  'filter[price_range]': '10000000,30000000',
};

async function explain(database: Database, query: SQLWrapper): Promise<string> {
  const result: unknown = await database.db.execute(sql`explain ${query}`);
  // Both drivers answer with { rows: [{ 'QUERY PLAN': text }] }.
  const rows = (result as { rows?: Record<string, unknown>[] }).rows ?? [];
  return rows.map((r) => `    ${String(Object.values(r)[0])}`).join('\n');
}

async function main(): Promise<void> {
  const { config, database, driver, dispose } = await openBenchDatabase();
  try {
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
    console.log(runConditions(connections));

    const results = [
      await run('properties, 3 filters', `${address}/api/properties?${qs}`, connections),
      await run('properties, no filter', `${address}/api/properties`, connections),
    ];
    printFigures(results, 8);
    await app.close();
  } finally {
    await dispose();
  }
}

runBench(main);

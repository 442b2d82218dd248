/*
 * GET /api/properties with three filters (offer type, property type, price range) against
 * BENCH_LISTINGS listings (default 100 000). PGlite by default; PostgreSQL when DATABASE_URL is
 * set (`pnpm bench:properties:pg`). Prints seed time, EXPLAIN ANALYZE of the page and count
 * statements (and of a narrow price range's page with its total), and autocannon's p50 / p99 /
 * req/s for:
 *   (a) the same 3-filter query over and over: the page cache answers (hits);
 *   (b) rotating 3-filter queries, a different price range / page on every request, more
 *       distinct URLs than a run sends, so the page cache misses and the in-memory search
 *       index answers (listing-index.ts; its build time and a search's cost are printed):
 *       once on a cold card cache, once after an uncounted run over other URLs (warm);
 *   (c) caching switched off (LISTING_CACHE_TTL_MS=0: no page cache, no search index), so
 *       SQL answers: the same query (counts still cached, as the bench measured before the
 *       page cache existed) and rotating queries;
 * at BENCH_CONNECTIONS (default 50) and, for the uncached path, at 1 connection.
 * The server (both apps, and PGlite) runs in this process; autocannon runs in a child process
 * (bench-kit `run`), PostgreSQL in its own. Prints each run's CPU of the server, of the load
 * generator and of PostgreSQL beside the figures.
 * Prints only: nothing here asserts on time. Figures move with other load on the machine.
 *   BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50)
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { parseListingFilters } from '../src/catalog/listing-filters';
import { ListingSearchIndex, indexQuery, loadIndexRows } from '../src/catalog/listing-index';
import { listingPageQueries } from '../src/catalog/listing-query';
import { RateCache } from '../src/catalog/money';
import type { Database } from '../src/db/client';
import { seedBenchListings } from '../src/seed/catalog/bench-seed';
import { FILTERS, NARROW_RANGE, rotatingPaths } from './property-searches';
import {
  benchConnections,
  describeProcesses,
  openBenchDatabase,
  printFigures,
  run,
  runBench,
  runConditions,
} from './bench-kit';

const connections = benchConnections(50);
const target = Number(process.env.BENCH_LISTINGS ?? 100_000);

async function explain(database: Database, query: SQLWrapper): Promise<string> {
  // Once first, so the printed run is the warm one a request sees.
  await database.db.execute(sql`explain analyze ${query}`);
  const result: unknown = await database.db.execute(sql`explain (analyze, buffers) ${query}`);
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

    const rates = await new RateCache(database.db).get();
    const requestFor = (filterQuery: Record<string, string>, page: number) => ({
      filters: parseListingFilters(filterQuery).filters,
      currency: 'THB' as const,
      rates,
      sort: '-created_at' as const,
      page,
      perPage: 12,
    });
    const queriesFor = (filterQuery: Record<string, string>, page: number) =>
      listingPageQueries(requestFor(filterQuery, page));
    const queries = queriesFor(FILTERS, 1);
    console.log(`\nEXPLAIN ANALYZE page statement:\n${await explain(database, queries.page)}`);
    console.log(`EXPLAIN ANALYZE count query:\n${await explain(database, queries.count)}`);
    // A narrow villa price range, as many rotating requests send: few rows match, the planner
    // expects thousands, and the statement is the one a count-cache miss runs.
    const narrow = queriesFor({ ...FILTERS, 'filter[price_range]': NARROW_RANGE }, 2);
    console.log(
      `EXPLAIN ANALYZE page statement with its total, price_range=${NARROW_RANGE}, page 2:\n${await explain(database, narrow.pageWithTotal)}`,
    );

    const loadStart = performance.now();
    const indexRows = await loadIndexRows(database.db);
    const loadMs = performance.now() - loadStart;
    const buildStart = performance.now();
    const index = new ListingSearchIndex(indexRows);
    const buildMs = performance.now() - buildStart;
    const searches = 2000;
    const searchStart = performance.now();
    let matched = 0;
    for (let i = 0; i < searches; i++) {
      const req = requestFor(FILTERS, 1);
      matched += index.search(indexQuery(req), req.sort, (i % 5) * 12, 12).total;
    }
    const searchUs = ((performance.now() - searchStart) / searches) * 1000;
    console.log(
      `
search index: ${index.size} listings read in ${loadMs.toFixed(0)} ms, built in ${buildMs.toFixed(0)} ms; one 3-filter search ${searchUs.toFixed(0)} µs (${matched / searches} matches)`,
    );

    // Two apps on one database: the configured page cache, and the same app with it off.
    const cached = await buildApp({ config, database, logger: false });
    const uncached = await buildApp({
      config: { ...config, listingCacheTtlMs: 0 },
      database,
      logger: false,
    });
    const on = await cached.listen({ port: 0, host: '127.0.0.1' });
    const off = await uncached.listen({ port: 0, host: '127.0.0.1' });
    const qs = new URLSearchParams(FILTERS).toString();
    const probe = await fetch(`${off}/api/properties?${qs}`);
    // The first search starts the cached app's index build; the runs begin once it is in.
    await fetch(`${on}/api/properties?${qs}`);
    await new Promise((resolve) => setTimeout(resolve, 2 * (loadMs + buildMs) + 500));
    const body = (await probe.json()) as { meta?: { total: number } };
    console.log(`\nprobe: HTTP ${probe.status}, ${body.meta?.total ?? '?'} matching listings`);
    console.log(
      `page cache TTL ${config.listingCacheTtlMs} ms; ${runConditions(connections)}; uncached path also at 1 connection`,
    );
    console.log(describeProcesses(driver));

    const same = `/api/properties?${qs}`;
    const c = connections;
    const rotating = rotatingPaths();
    const results = [
      await run(`(a) cache on, same query, ${c}c`, `${on}${same}`, c),
      await run(`(b) cache on, rotating, ${c}c, cold`, on, c, {}, rotating),
      // A server that has been up a while: the same load over other URLs of the list first
      // (its second half; their pages expire long before the measured run gets near them), so
      // the card cache holds what a busy server's would. The measured run is the first half.
      await run('(warm-up, not counted)', on, c, {}, rotating.slice(rotating.length / 2)).then(() =>
        run(`(b) cache on, rotating, ${c}c, warm`, on, c, {}, rotating),
      ),
      await run(`(c) cache off, same query, ${c}c`, `${off}${same}`, c),
      await run(`(c) cache off, rotating, ${c}c`, off, c, {}, rotating),
      await run('(c) cache off, same query, 1c', `${off}${same}`, 1),
      // From the middle of the sequence: the 50-connection run just asked for the first URLs,
      // and their totals would still be in the count cache.
      await run('(c) cache off, rotating, 1c', off, 1, {}, [
        ...rotating.slice(rotating.length / 2),
        ...rotating.slice(0, rotating.length / 2),
      ]),
      await run(`cache on, no filter, ${c}c`, `${on}/api/properties`, c),
    ];
    printFigures(results, 8, 34);
    await cached.close();
    await uncached.close();
  } finally {
    await dispose();
  }
}

runBench(main);

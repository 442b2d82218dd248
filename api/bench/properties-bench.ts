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
 *   (d) rotating queries while one listing's price changes every second: written by another
 *       process (a PostgreSQL connection of its own: the index rebuilds on the NOTIFY while the
 *       old one answers; PostgreSQL only), and written here and announced
 *       (invalidateListingCaches: SQL answers until a build that saw the write is in);
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
import pg from 'pg';
import { buildApp } from '../src/app';
import { invalidateListingCaches } from '../src/catalog/invalidation';
import { parseListingFilters } from '../src/catalog/listing-filters';
import {
  ListingSearchIndex,
  fetchIndexTexts,
  finished,
  indexQuery,
  parseIndexRows,
} from '../src/catalog/listing-index';
import { listingPageQueries } from '../src/catalog/listing-query';
import { RateCache } from '../src/catalog/money';
import type { Database } from '../src/db/client';
import { seedBenchListings } from '../src/seed/catalog/bench-seed';
import { FILTERS, NARROW_RANGE, rotatingPaths } from './property-searches';
import {
  benchConnections,
  describeProcesses,
  type Figures,
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

/**
 * (d): the rotating searches while a price changes once a second, the stall a rebuild costs.
 * The first published listing's price goes up by 1 THB per write, so each write is a change.
 */
async function publishingRuns(
  database: Database,
  databaseUrl: string | null,
  base: string,
  c: number,
  rotating: string[],
): Promise<Figures[]> {
  const first = (await database.db.execute(
    sql`select min(id) as id from listings where status = 'published'`,
  )) as { rows: { id: number }[] };
  const id = Number(first.rows[0]?.id);
  const raise = sql`update listings set price_thb = price_thb + 1 where id = ${id}`;
  const during = async (name: string, write: () => Promise<void>) => {
    let writes = 0;
    const timer = setInterval(() => {
      void write().then(() => writes++);
    }, 1000);
    try {
      const figures = await run(name, base, c, {}, rotating);
      return { ...figures, name: `${name} (${writes} writes)` };
    } finally {
      clearInterval(timer);
    }
  };
  const results: Figures[] = [];
  if (databaseUrl) {
    const other = new pg.Client({ connectionString: databaseUrl });
    await other.connect();
    try {
      results.push(
        await during(`(d) rotating, a write/s elsewhere, ${c}c`, async () => {
          await other.query('update listings set price_thb = price_thb + 1 where id = $1', [id]);
        }),
      );
    } finally {
      await other.end();
    }
  }
  results.push(
    await during(`(d) rotating, a write/s here, ${c}c`, async () => {
      await database.db.execute(raise);
      invalidateListingCaches(database.db);
    }),
  );
  return results;
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

    // The bench's own index, in a function so that it and its rows are garbage before the
    // memory reading below (which is the cached app's index only).
    const { loadMs, buildMs } = await (async () => {
      const fetchStart = performance.now();
      const texts = await fetchIndexTexts(database.db);
      const fetchMs = performance.now() - fetchStart;
      const parseStart = performance.now();
      const indexRows = finished(parseIndexRows(texts));
      const parseMs = performance.now() - parseStart;
      const buildStart = performance.now();
      const index = new ListingSearchIndex(indexRows);
      const built = performance.now() - buildStart;
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
search index: ${index.size} listings read in ${(fetchMs + parseMs).toFixed(0)} ms (the statement ${fetchMs.toFixed(0)} ms, parsing its ${(texts.rows.reduce((sum, part) => sum + part.length, 0) / 1024 / 1024).toFixed(0)} MB of JSON ${parseMs.toFixed(0)} ms), built in ${built.toFixed(0)} ms; one 3-filter search ${searchUs.toFixed(0)} µs (${matched / searches} matches)`,
      );
      return { loadMs: fetchMs + parseMs, buildMs: built };
    })();

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
    // What the process holds once the seed's garbage is gone and the cached app's index is in
    // (issue 31's budget: 1.5 GB at 1 000 000 listings). The RSS is after a full collection when
    // the bench runs with --expose-gc (the package script passes it).
    (globalThis as { gc?: () => void }).gc?.();
    const memory = process.memoryUsage();
    const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
    console.log(
      `memory with the index built${(globalThis as { gc?: () => void }).gc ? ', after a full GC' : ' (no --expose-gc: not collected first)'}: rss ${mib(memory.rss)}, heap ${mib(memory.heapUsed)}, array buffers ${mib(memory.arrayBuffers)}`,
    );
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
      ...(await publishingRuns(database, config.databaseUrl, on, c, rotating)),
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
    printFigures(results, 8, 50);
    await cached.close();
    await uncached.close();
  } finally {
    await dispose();
  }
}

runBench(main);

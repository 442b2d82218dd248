/*
 * GET /api/projects (the public /projects directory) against BENCH_PROJECTS published projects
 * (default 2 000) beside 200 drafts that must never show. PGlite by default; PostgreSQL when
 * DATABASE_URL is set (`pnpm bench:projects:pg`). Prints autocannon's p50 / p99 / req/s for
 * the first page, rotating pages, and rotating filters (location, stage, developer, title),
 * at BENCH_CONNECTIONS (default 50). The budget: p99 under 30 ms on PostgreSQL at 50
 * connections. Prints only: nothing here asserts on time.
 *   BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50)
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { developers, locations, projects } from '../src/db/schema';
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
const target = Number(process.env.BENCH_PROJECTS ?? 2000);
const STAGES = ['Off-plan', 'Ready'] as const;

async function main(): Promise<void> {
  const { config, database, driver, dispose } = await openBenchDatabase();
  try {
    const { db } = database;
    const locationIds = (await db.select({ id: locations.id }).from(locations)).map((l) => l.id);
    const devRows = await db
      .insert(developers)
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          title: `Bench Developer ${i}`,
          status: 'published',
          logo: 'catalog/logos/bench.webp',
        })),
      )
      .returning({ id: developers.id });
    const start = performance.now();
    const total = target + 200;
    for (let from = 0; from < total; from += 500) {
      await db.insert(projects).values(
        Array.from({ length: Math.min(500, total - from) }, (_, k) => {
          const i = from + k;
          return {
            title: `Bench Project ${i.toString().padStart(5, '0')}`,
            status: i < target ? 'published' : 'draft',
            developerId: devRows[i % devRows.length]?.id ?? null,
            locationId: locationIds[i % locationIds.length] ?? null,
            stage: STAGES[i % 2],
            completion: `Q${(i % 4) + 1} ${2026 + (i % 4)}`,
            priceFrom: String(2_000_000 + (i % 50) * 250_000),
            mainPhoto: 'catalog/photos/bench.webp',
          };
        }),
      );
    }
    await db.execute(sql`analyze`);
    console.log(
      `\n${driver}; ${target} published + 200 draft projects seeded in ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );

    const app = await buildApp({ config, database, logger: false });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const pages = Array.from({ length: 200 }, (_, i) => `/api/projects?page=${(i % 200) + 1}`);
    const filtered: string[] = [];
    for (let i = 0; i < 400; i++) {
      const q = new URLSearchParams({
        'filter[location_id]': String(locationIds[i % locationIds.length]),
        'filter[stage]': STAGES[i % 2] as string,
        page: String((i % 3) + 1),
      });
      if (i % 4 === 0) q.set('filter[developer_id]', String(devRows[i % devRows.length]?.id));
      if (i % 5 === 0) q.set('filter[title]', String(i % 10));
      filtered.push(`/api/projects?${q.toString()}`);
    }
    console.log(describeProcesses(driver));
    console.log(runConditions(connections));
    const c = connections;
    const results = [
      await run(`first page, ${c}c`, `${base}/api/projects`, c),
      await run(`rotating pages, ${c}c`, base, c, {}, pages),
      await run(`rotating filters, ${c}c`, base, c, {}, filtered),
      await run('first page, 1c', `${base}/api/projects`, 1),
    ];
    printFigures(results, 8, 26);
    const worst = Math.max(...results.slice(0, 3).map((r) => r.p99));
    console.log(
      `\n/projects directory at ${target} projects: worst p99 at ${c} connections ${worst} ms (budget 30 ms)`,
    );
    await app.close();
  } finally {
    await dispose();
  }
}

runBench(main);

/*
 * What the benches share, so each script holds only its scenarios: the BENCH_* knobs, a
 * demo-seeded database in a temporary folder, the autocannon runner and the figures table.
 * Prints only: nothing here asserts on time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { loadConfig, type Config } from '../src/env';
import { runSeeds } from '../src/seed';

/** Seconds each scenario runs (BENCH_DURATION, default 10). */
export const duration = Number(process.env.BENCH_DURATION ?? 10);

/** BENCH_CONNECTIONS, or the bench's own default (each bench loads the server differently). */
export function benchConnections(fallback: number): number {
  return Number(process.env.BENCH_CONNECTIONS ?? fallback);
}

export interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * One autocannon scenario. With `nextPath`, every request asks for the path it returns (one
 * shared sequence for all connections), so a scenario can spread over many distinct URLs.
 */
export function run(
  name: string,
  url: string,
  connections: number,
  headers: Record<string, string> = {},
  nextPath?: () => string,
): Promise<Figures> {
  const requests = nextPath
    ? [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: nextPath() }) }]
    : undefined;
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration, headers, ...(requests ? { requests } : {}) },
      (err: Error | null, r: autocannon.Result) => {
        if (err) return reject(err);
        resolve({
          name,
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors,
          non2xx: r.non2xx,
        });
      },
    );
  });
}

/** "N connections, D s each; Node vX, C cores": what the figures depend on. */
export function runConditions(connections: number): string {
  return `${connections} connections, ${duration} s each; Node ${process.version}, ${os.cpus().length} cores`;
}

/**
 * Prints the figures after a blank line. `non2xxWidth` is the last column's width: 8 in the
 * properties bench and 9 in the user bench, as they always printed, so earlier runs compare.
 */
export function printFigures(results: Figures[], non2xxWidth: number, nameWidth = 26): void {
  console.log(
    `\n${'scenario'.padEnd(nameWidth + 2)}req/s     p50 ms   p99 ms   errors ${'non-2xx'.padStart(non2xxWidth)}`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(nameWidth)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)} ${String(r.non2xx).padStart(non2xxWidth)}`,
    );
  }
}

export interface BenchDatabase {
  config: Config;
  database: Database;
  /** Which database the figures were taken on, for the printout. */
  driver: string;
  /** Closes the database and deletes the temporary folder. */
  dispose(): Promise<void>;
}

/**
 * A migrated database with the demo seed: PGlite in a temporary folder, or PostgreSQL when
 * DATABASE_URL is set (`bench:pg`, `bench:properties:pg`). The folder also serves as the data
 * and site root of the app under test.
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
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
  const dispose = async (): Promise<void> => {
    await database.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    await database.migrate();
    await runSeeds({ db: database.db, demo: true, log: () => undefined });
  } catch (err) {
    await dispose();
    throw err;
  }
  const driver = database.driver === 'pglite' ? 'PGlite (in process)' : 'PostgreSQL (DATABASE_URL)';
  return { config, database, driver, dispose };
}

/** Runs a bench's main and exits non-zero on failure, so a broken bench fails its script. */
export function runBench(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}

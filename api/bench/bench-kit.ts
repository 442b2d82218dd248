/*
 * What the benches share, so each script holds only its scenarios: the BENCH_* knobs, a
 * demo-seeded database in a temporary folder, the load generator (autocannon in a child process,
 * load-runner.ts) and the figures table.
 * Prints only: nothing here asserts on time.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { loadConfig, type Config } from '../src/env';
import { runSeeds } from '../src/seed';
import type { LoadResult, LoadSpec } from './load-runner';

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
  /** CPU of the server's process over the run, in % of one core. */
  serverCpuPercent: number;
  /** CPU of the load generator's process over the run, in % of one core. */
  loadCpuPercent: number;
  /** CPU of the PostgreSQL server's processes over the run; null when not measurable. */
  dbCpuPercent: number | null;
}

/**
 * CPU milliseconds used so far by the PostgreSQL server the bench runs on (the postmaster and
 * its children, from /proc), or null: set by openBenchDatabase when it can find them.
 */
let databaseCpuMs: (() => number) | null = null;

/** Linux's USER_HZ, the unit of the CPU times in /proc/<pid>/stat, on every usual platform. */
const CLOCK_TICKS_PER_SECOND = 100;

function cpuMsOfProcessTree(rootPid: number): number {
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    // Fields after the parenthesised command name: state, ppid, ... utime (12th), stime,
    // cutime, cstime. The root's cutime + cstime hold its children that ended (the pool
    // closes idle connections), so their CPU does not vanish from the sum when they exit.
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const [utime = 0, stime = 0, cutime = 0, cstime = 0] = fields.slice(11, 15);
    if (Number(entry) === rootPid) ticks += utime + stime + cutime + cstime;
    else if (fields[1] === rootPid) ticks += utime + stime;
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * The server's postmaster pid from its data directory (superuser, and a reader allowed into
 * the folder: the throwaway server of with-postgres.mjs run as root), else null.
 */
async function postgresCpuProbe(database: Database): Promise<(() => number) | null> {
  try {
    const result: unknown = await database.db.execute(
      sql`select setting from pg_settings where name = 'data_directory'`,
    );
    const dir = (result as { rows?: { setting?: unknown }[] }).rows?.[0]?.setting;
    if (typeof dir !== 'string' || dir === '') return null;
    const pid = Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (!Number.isInteger(pid) || pid <= 0) return null;
    cpuMsOfProcessTree(pid);
    return () => cpuMsOfProcessTree(pid);
  } catch {
    return null;
  }
}

/**
 * One autocannon scenario, run by load-runner.ts in a child process: the load generator gets
 * its own event loop (and, with 2+ cores, its own core), and this process, which holds the
 * server under test, spends its event loop on requests only. With `paths`, request i asks for
 * paths[i % length] (one sequence shared by all connections), so a scenario can spread over
 * many distinct URLs. The server's CPU is this process's CPU over the run (PGlite included,
 * it runs in here; a PostgreSQL server's is not).
 */
export function run(
  name: string,
  url: string,
  connections: number,
  headers: Record<string, string> = {},
  paths?: string[],
): Promise<Figures> {
  const spec: LoadSpec = { url, connections, duration, headers, ...(paths ? { paths } : {}) };
  // The runner is TypeScript like this file: node loads it through tsx's loader, resolved from
  // here so the bench works whatever the working directory.
  const child = spawn(
    process.execPath,
    [
      '--import',
      pathToFileURL(require.resolve('tsx')).href,
      path.join(__dirname, 'load-runner.ts'),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    let cpuAtStart: NodeJS.CpuUsage | null = null;
    let dbCpuAtStart = 0;
    let wallAtStart = 0n;
    let serverCpuPercent = 0;
    let dbCpuPercent: number | null = null;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      // The runner's first line marks the start of the load, so the server's CPU is taken
      // over the run only, not over the child's start-up.
      if (cpuAtStart === null && out.includes('\n')) {
        cpuAtStart = process.cpuUsage();
        dbCpuAtStart = databaseCpuMs?.() ?? 0;
        wallAtStart = process.hrtime.bigint();
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (cpuAtStart !== null) {
        const cpu = process.cpuUsage(cpuAtStart);
        const wallUs = Number(process.hrtime.bigint() - wallAtStart) / 1000;
        serverCpuPercent = ((cpu.user + cpu.system) / wallUs) * 100;
        if (databaseCpuMs)
          dbCpuPercent = ((databaseCpuMs() - dbCpuAtStart) / (wallUs / 1000)) * 100;
      }
      const last = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !last.startsWith('{"rps"')) {
        reject(new Error(`load runner for "${name}" exited with ${code}: ${out}`));
        return;
      }
      const r = JSON.parse(last) as LoadResult;
      resolve({
        name,
        rps: r.rps,
        p50: r.p50,
        p99: r.p99,
        errors: r.errors,
        non2xx: r.non2xx,
        serverCpuPercent,
        loadCpuPercent: r.cpuPercent,
        dbCpuPercent,
      });
    });
    child.stdin.end(JSON.stringify(spec));
  });
}

/** Which process does what, printed above the figures. */
export function describeProcesses(driver: BenchDatabase['driver']): string {
  const db = driver.startsWith('PGlite')
    ? 'PGlite runs inside it, on the same thread'
    : 'PostgreSQL runs in its own server processes';
  return [
    `processes: server = this process (pid ${process.pid}), Fastify on one event loop; ${db}`,
    `           load = autocannon in a child process per scenario (bench/load-runner.ts)`,
    `           srv cpu% = this process's CPU over a run (100 = one core); load cpu% = the child's;`,
    `           pg cpu% = the PostgreSQL server's processes' (- when they cannot be read)`,
  ].join('\n');
}

/**
 * "N connections, D s each; Node vX, C cores, load average L": what the figures depend on
 * (the load average, over the last minute, says how busy the machine was at the start).
 */
export function runConditions(connections: number): string {
  const load = os.loadavg()[0]?.toFixed(2) ?? '?';
  return `${connections} connections, ${duration} s each; Node ${process.version}, ${os.cpus().length} cores, load average ${load}`;
}

/**
 * Prints the figures after a blank line. `non2xxWidth` is the non-2xx column's width: 8 in the
 * properties bench and 9 in the user bench, as they always printed, so earlier runs compare;
 * the two CPU columns came later and follow it.
 */
export function printFigures(results: Figures[], non2xxWidth: number, nameWidth = 26): void {
  console.log(
    `\n${'scenario'.padEnd(nameWidth + 2)}req/s     p50 ms   p99 ms   errors ${'non-2xx'.padStart(non2xxWidth)}  srv cpu%  load cpu%  pg cpu%`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(nameWidth)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)} ${String(r.non2xx).padStart(non2xxWidth)} ${r.serverCpuPercent.toFixed(0).padStart(9)} ${r.loadCpuPercent.toFixed(0).padStart(10)} ${(r.dbCpuPercent === null ? '-' : r.dbCpuPercent.toFixed(0)).padStart(8)}`,
    );
  }
}

export interface BenchDatabase {
  config: Config;
  database: Database;
  /** Which database the figures were taken on, for the printout. */
  driver: string;
  /** Closes the database and deletes the temporary folder. */
  dispose: () => Promise<void>;
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
    // The bench vacuums after seeding; PGlite's periodic VACUUM would otherwise start a minute
    // after the apps are ready, mid-scenario, and hold the request thread for seconds.
    PGLITE_MAINTENANCE_INTERVAL_MINUTES: '0',
  });
  const database: Database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, config.databasePoolSize)
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
  databaseCpuMs = database.driver === 'postgres' ? await postgresCpuProbe(database) : null;
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

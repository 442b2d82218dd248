/*
 * `pnpm bench forgot-timing`: does POST /api/forgot-password take longer for an email that has
 * an account? (issue 11: a difference lets anyone tell registered addresses from others). Sends
 * the demo broker's email and fresh unknown emails in turn, over real HTTP to the app on a
 * loopback port, after a warm-up, with rate limits off; prints both medians, p90s and the
 * median difference. The budget is a median difference under 1 ms. Prints only.
 * PGlite by default; PostgreSQL when DATABASE_URL is set (`bench:forgot-timing:pg`).
 *   BENCH_TRIES (per kind, default 50), BENCH_WARMUP (per kind, default 10)
 */
import os from 'node:os';
import { buildApp } from '../src/app';
import { DEMO_USERS } from '../src/seed/data';
import { openBenchDatabase, runBench } from './bench-kit';

const tries = Number(process.env.BENCH_TRIES ?? 50);
const warmup = Number(process.env.BENCH_WARMUP ?? 10);

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? NaN;
}

async function main(): Promise<void> {
  const { config, database, driver, dispose } = await openBenchDatabase();
  const app = await buildApp({
    config: { ...config, rateLimitDisabled: true },
    database,
    logger: false,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const known = DEMO_USERS.find((u) => u.role === 'broker')?.email ?? 'broker@example.com';
  let unknownCount = 0;
  const nextUnknown = () => `nobody-${process.pid}-${++unknownCount}@example.com`;

  let firstAnswer: string | null = null;
  /** Milliseconds from sending the request to the end of the answer, seen by the client. */
  const timeOne = async (email: string): Promise<number> => {
    const started = process.hrtime.bigint();
    const res = await fetch(`${address}/api/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const text = await res.text();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    // Timing a 429 or an error would measure the wrong thing; and the answers must not differ.
    firstAnswer ??= text;
    if (res.status !== 200 || text !== firstAnswer) {
      throw new Error(`forgot-password for ${email} answered ${res.status} ${text}`);
    }
    return ms;
  };

  const knownMs: number[] = [];
  const unknownMs: number[] = [];
  for (let i = 0; i < warmup + tries; i++) {
    // Interleaved, and which kind goes first alternates, so drift in the machine's load
    // (other processes, GC, the database's caches) falls on both kinds alike.
    const knownFirst = i % 2 === 0;
    const a = await timeOne(knownFirst ? known : nextUnknown());
    const b = await timeOne(knownFirst ? nextUnknown() : known);
    if (i < warmup) continue;
    knownMs.push(knownFirst ? a : b);
    unknownMs.push(knownFirst ? b : a);
  }

  const row = (name: string, values: number[]) => {
    const sorted = [...values].sort((x, y) => x - y);
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    return {
      median: percentile(sorted, 0.5),
      line: `${name.padEnd(28)} ${percentile(sorted, 0.5).toFixed(2).padStart(9)} ${percentile(sorted, 0.9).toFixed(2).padStart(8)} ${mean.toFixed(2).padStart(8)} ${sorted[0]?.toFixed(2).padStart(8)} ${sorted[sorted.length - 1]?.toFixed(2).padStart(8)}`,
    };
  };
  const k = row(`known (${known})`, knownMs);
  const u = row('unknown (fresh each)', unknownMs);
  console.log(`\n${driver}; Node ${process.version}, ${os.cpus().length} cores`);
  console.log(
    `POST /api/forgot-password: ${tries} tries per kind after ${warmup} of warm-up, interleaved, one at a time`,
  );
  console.log(`\n${'email'.padEnd(28)} median ms   p90 ms  mean ms   min ms   max ms`);
  console.log(k.line);
  console.log(u.line);
  const difference = k.median - u.median;
  console.log(
    `\nmedian difference (known - unknown): ${difference.toFixed(2)} ms (issue 11's budget: under 1 ms either way)`,
  );

  await app.close();
  await dispose();
}

runBench(main);

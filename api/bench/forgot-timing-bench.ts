/*
 * `pnpm bench forgot-timing`: does POST /api/forgot-password take longer for an email that has
 * an account? (a difference lets anyone tell registered addresses from others). The
 * demo broker's email and fresh unknown emails are sent in turn, one at a time over real HTTP,
 * by a client in a child process (forgot-timing-client.ts) to the app on a loopback port, after
 * a warm-up, with rate limits off; prints both medians, p90s and the median difference. The
 * budget is a median difference under 1 ms. Then the same for a GET /api/health sent
 * the moment each answer arrives, which the route's after-answer work may still delay. Prints
 * only.
 * PGlite by default; PostgreSQL when DATABASE_URL is set (`bench:forgot-timing:pg`).
 *   BENCH_TRIES (per kind, default 50), BENCH_WARMUP (per kind, default 10),
 *   BENCH_GAP_MS (pause before each request, default 20)
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../src/app';
import { DEMO_USERS } from '../src/seed/data';
import { openBenchDatabase, runBench } from './bench-kit';
import type { TimingResult, TimingSpec } from './forgot-timing-client';

const tries = Number(process.env.BENCH_TRIES ?? 50);
const warmup = Number(process.env.BENCH_WARMUP ?? 10);
const gapMs = Number(process.env.BENCH_GAP_MS ?? 20);

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? NaN;
}

/** Runs the client in a child process (TypeScript, through tsx's loader as load-runner.ts). */
function runClient(spec: TimingSpec): Promise<TimingResult> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      pathToFileURL(require.resolve('tsx')).href,
      path.join(__dirname, 'forgot-timing-client.ts'),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`timing client exited with ${code}: ${out}`));
      else resolve(JSON.parse(out.trim().split('\n').pop() ?? '{}') as TimingResult);
    });
    child.stdin.end(JSON.stringify(spec));
  });
}

async function main(): Promise<void> {
  const { config, database, driver, dispose } = await openBenchDatabase();
  const app = await buildApp({
    config: { ...config, rateLimitDisabled: true },
    database,
    logger: false,
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const known = DEMO_USERS.find((u) => u.role === 'broker')?.email ?? 'broker@example.com';
  const { knownMs, unknownMs, afterKnownMs, afterUnknownMs } = await runClient({
    origin,
    known,
    unknownPrefix: `nobody-${process.pid}`,
    tries,
    warmup,
    gapMs,
  });

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
    `POST /api/forgot-password: ${tries} tries per kind after ${warmup} of warm-up, interleaved, one at a time ${gapMs} ms apart, from a child process`,
  );
  console.log(`\n${'email'.padEnd(28)} median ms   p90 ms  mean ms   min ms   max ms`);
  console.log(k.line);
  console.log(u.line);
  const difference = k.median - u.median;
  console.log(
    `\nmedian difference (known - unknown): ${difference.toFixed(2)} ms (budget: under 1 ms either way)`,
  );

  const ak = row('after known', afterKnownMs);
  const au = row('after unknown', afterUnknownMs);
  console.log(
    `\nGET /api/health sent as soon as a forgot-password answer arrives (${afterKnownMs.length} + ${afterUnknownMs.length}): the route's after-answer work can still show here`,
  );
  console.log(`${'right after'.padEnd(28)} median ms   p90 ms  mean ms   min ms   max ms`);
  console.log(ak.line);
  console.log(au.line);
  console.log(
    `median difference (after known - after unknown): ${(ak.median - au.median).toFixed(2)} ms`,
  );

  await app.close();
  await dispose();
}

runBench(main);

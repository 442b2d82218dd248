/*
 * `pnpm bench fuzz`: the fuzz run of src/openapi-fuzz.test.ts at bench size, 10 000 requests
 * over every operation of the OpenAPI document by default, over real HTTP to the app on a
 * loopback port (rate limits off). Prints the answers by status, the operations that took the
 * most time, and every 5xx or malformed error with its request. Exits non-zero when an answer
 * was a 5xx or broke the error contract: a correctness failure, not a timing one.
 * PGlite by default; PostgreSQL when DATABASE_URL is set (`bench:fuzz:pg`).
 *   FUZZ_RUNS (requests in all, default 10000), FUZZ_SEED (default: a new one each run, printed)
 */
import os from 'node:os';
import fc from 'fast-check';
import { buildApp } from '../src/app';
import { solidImage } from '../src/media/test-images';
import { seedDemoCatalog } from '../src/seed/catalog/catalog-seed';
import {
  FuzzClient,
  type FuzzRequest,
  Tally,
  describeExchange,
  operationSeed,
  operationsOf,
  problemsWith,
  requestArbitrary,
} from '../src/test/openapi-fuzz';
import { openBenchDatabase, runBench } from './bench-kit';

const runs = Number(process.env.FUZZ_RUNS ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Failing requests printed in full; the rest are counted. */
const SHOWN_FAILURES = Number(process.env.FUZZ_SHOWN ?? 10);
/** The slowest answers are listed: a request that is slow to answer is cheap denial of service. */
const SLOWEST = 5;

async function main(): Promise<void> {
  const { config, database, driver, dispose } = await openBenchDatabase();
  await seedDemoCatalog(database.db, { count: 120 });
  const app = await buildApp({
    config: { ...config, rateLimitDisabled: true },
    database,
    logger: false,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const client = FuzzClient.fromAddress(address);
  await client.signInAll();
  const operations = operationsOf(app.swagger());
  const context = {
    bodyLimit: config.bodyLimit,
    images: await Promise.all([
      solidImage('png', 32, 24),
      solidImage('jpeg', 64, 48),
      solidImage('webp', 20, 20),
    ]),
  };
  const perOperation = Math.ceil(runs / operations.length);
  console.log(
    `\n${driver}; Node ${process.version}, ${os.cpus().length} cores; seed ${seed} (FUZZ_SEED=${seed} replays it)`,
  );
  console.log(
    `${operations.length} operations x ${perOperation} requests, one at a time over HTTP; rate limits off`,
  );

  const tally = new Tally();
  const slowest: { ms: number; line: string }[] = [];
  const noteTime = (request: FuzzRequest, status: number, ms: number): void => {
    if (slowest.length >= SLOWEST && ms <= (slowest[slowest.length - 1]?.ms ?? 0)) return;
    slowest.push({
      ms,
      line: `${ms.toFixed(0).padStart(6)} ms  ${status}  ${fc.stringify(request)}`,
    });
    slowest.sort((a, b) => b.ms - a.ms);
    slowest.length = Math.min(slowest.length, SLOWEST);
  };
  const msByOperation = new Map<string, number>();
  const failures: string[] = [];
  let failureCount = 0;
  const started = process.hrtime.bigint();
  for (const op of operations) {
    const opStarted = process.hrtime.bigint();
    // A property that never fails: fast-check only generates, lazily, one request at a time.
    await fc.check(
      fc.asyncProperty(requestArbitrary(op, context), async (request) => {
        let problems: string[];
        const sent = process.hrtime.bigint();
        try {
          const answer = await client.send(request);
          noteTime(request, answer.status, Number(process.hrtime.bigint() - sent) / 1e6);
          tally.add(op.id, answer.status);
          problems = problemsWith(request, answer);
          if (problems.length > 0 && failures.length < SHOWN_FAILURES) {
            failures.push(describeExchange(request, answer, problems));
          }
        } catch (err) {
          tally.add(op.id, 0);
          problems = [`no answer: ${String(err)}`];
          if (failures.length < SHOWN_FAILURES)
            failures.push(describeExchange(request, null, problems));
        }
        if (problems.length > 0) failureCount++;
      }),
      { numRuns: perOperation, seed: operationSeed(seed, op.id) },
    );
    msByOperation.set(op.id, Number(process.hrtime.bigint() - opStarted) / 1e6);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;

  console.log(
    `\n${tally.total} requests in ${seconds.toFixed(1)} s (${(tally.total / seconds).toFixed(0)} req/s)`,
  );
  console.log('\nstatus   answers');
  for (const [status, n] of tally.byStatus()) {
    console.log(`${(status === 0 ? 'none' : String(status)).padEnd(8)} ${String(n).padStart(7)}`);
  }

  const rows = [...msByOperation].sort(([, a], [, b]) => b - a).slice(0, 8);
  console.log(
    `\noperations taking the most time${' '.repeat(10)}requests   2xx   4xx   5xx  ms/request`,
  );
  for (const [id, ms] of rows) {
    const n = tally.count(id);
    console.log(
      `${id.padEnd(40)} ${String(n).padStart(9)} ${String(tally.count(id, (s) => s >= 200 && s < 300)).padStart(5)} ${String(tally.count(id, (s) => s >= 400 && s < 500)).padStart(5)} ${String(tally.count(id, (s) => s >= 500)).padStart(5)} ${(ms / n).toFixed(1).padStart(11)}`,
    );
  }

  console.log('\nslowest answers');
  for (const { line } of slowest) console.log(line);

  const fiveHundreds = [...tally.byStatus()]
    .filter(([s]) => s >= 500)
    .reduce((a, [, n]) => a + n, 0);
  console.log(`\n5xx answers: ${fiveHundreds} (must be 0)`);
  for (const op of operations) {
    const n = tally.count(op.id, (s) => s >= 500);
    if (n > 0) console.log(`  ${op.id}: ${n}`);
  }
  console.log(`answers breaking the error contract or showing internals, or none: ${failureCount}`);
  for (const failure of failures) console.log(`\n${failure}`);

  client.close();
  await app.close();
  await dispose();
  if (failureCount > 0) process.exitCode = 1;
}

runBench(main);

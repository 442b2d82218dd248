/*
 * Fuzz run over every operation of the OpenAPI document: requests generated from
 * each operation's schemas and mutated (src/test/openapi-fuzz.ts), sent over real HTTP to the
 * app on a loopback port, as the demo users of each role and as nobody. No answer may be a 5xx,
 * every error is JSON with a string `message`, and no answer shows internal text.
 *
 *   FUZZ_RUNS  requests in all, spread evenly over the operations (default 2000)
 *   FUZZ_SEED  the run's seed (default fixed, so CI replays the same requests); a failure
 *              prints it with the request
 * e.g. FUZZ_SEED=7 FUZZ_RUNS=10000 pnpm --filter @phuket/api test -- openapi-fuzz
 * `pnpm bench fuzz` sends 10 000+ with a fresh seed and prints the figures.
 */
import fc from 'fast-check';
import { solidImage } from './media/test-images';
import { seedDemoCatalog } from './seed/catalog/catalog-seed';
import {
  FuzzClient,
  type Operation,
  Tally,
  describeExchange,
  operationSeed,
  operationsOf,
  problemsWith,
  requestArbitrary,
} from './test/openapi-fuzz';
import { createTestApp, type TestApp } from './test/test-app';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? 20250611);

let t: TestApp;
let client: FuzzClient;
let operations: Operation[];
const tally = new Tally();
/** Operations whose run a failing request ended early. */
const stopped = new Set<string>();

beforeAll(async () => {
  t = await createTestApp({ demo: true, config: { rateLimitDisabled: true }, eagerSchemas: true });
  // Developers, projects, agents and listings, so ids in paths and filters find rows (their
  // pictures are not rendered: no request here reads a media file).
  await seedDemoCatalog(t.database.db, { count: 120 });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  client = FuzzClient.fromAddress(address);
  await client.signInAll();
  operations = operationsOf(t.app.swagger());
}, 120_000);

afterAll(async () => {
  client.close();
  await t.close();
});

describe('fuzz run over the OpenAPI document', () => {
  it(`answers ${RUNS} generated requests without a 5xx, internal text or a non-JSON error (seed ${SEED})`, async () => {
    const context = {
      bodyLimit: t.config.bodyLimit,
      images: await Promise.all([
        solidImage('png', 32, 24),
        solidImage('jpeg', 64, 48),
        solidImage('webp', 20, 20),
      ]),
    };
    const perOperation = Math.ceil(RUNS / operations.length);
    const failures: string[] = [];
    for (const op of operations) {
      const seed = operationSeed(SEED, op.id);
      const details = await fc.check(
        fc.asyncProperty(requestArbitrary(op, context), async (request) => {
          const answer = await client.send(request).catch((err: unknown) => {
            throw new Error(describeExchange(request, null, [`no answer: ${String(err)}`]));
          });
          tally.add(op.id, answer.status);
          const problems = problemsWith(request, answer);
          if (problems.length > 0) throw new Error(describeExchange(request, answer, problems));
        }),
        // The first failing request is reported as sent: shrinking would resend big bodies
        // hundreds of times for a request that the report already shows.
        { numRuns: perOperation, seed, endOnFailure: true },
      );
      if (details.failed) {
        stopped.add(op.id);
        const error =
          details.errorInstance instanceof Error
            ? details.errorInstance.message
            : String(details.errorInstance);
        failures.push(
          `${error}\n  replay: FUZZ_SEED=${SEED} (fast-check seed ${seed}, path ${details.counterexamplePath})`,
        );
      }
    }
    if (failures.length > 0) {
      throw new Error(
        `${failures.length} of ${operations.length} operations failed:\n\n${failures.join('\n\n')}`,
      );
    }
  }, 600_000);

  it('sent every operation its share, and got protected ones past the auth check', () => {
    expect(operations.length).toBeGreaterThan(30);
    const short = operations.filter(
      (op) => !stopped.has(op.id) && tally.count(op.id) < Math.ceil(RUNS / operations.length),
    );
    expect(short.map((op) => op.id)).toEqual([]);
    const neverPastAuth = operations.filter(
      (op) => op.secured && tally.count(op.id, (s) => s !== 401) === 0,
    );
    expect(neverPastAuth.map((op) => op.id)).toEqual([]);
  });
});

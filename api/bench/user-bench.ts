/*
 * GET /api/user with a bearer token (token lookup + user join) against a bare Fastify route
 * returning {ok:true} in the same process and run, so the figure to read is the ratio.
 * PGlite by default; PostgreSQL when DATABASE_URL is set (`pnpm bench:pg`). Prints only.
 *   BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 10)
 */
import { buildApp } from '../src/app';
import { DEMO_PASSWORD } from '../src/seed/data';
import {
  benchConnections,
  describeProcesses,
  openBenchDatabase,
  printFigures,
  run,
  runBench,
  runConditions,
  type Figures,
} from './bench-kit';

const connections = benchConnections(10);

async function main(): Promise<void> {
  const { config, database, driver, dispose } = await openBenchDatabase();

  const app = await buildApp({ config, database, logger: false });
  app.get('/bench/bare', async () => ({ ok: true }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const login = await fetch(`${address}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'broker@example.com', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  if (!token) throw new Error(`login failed: ${login.status}`);

  console.log(`\n${driver}; ${runConditions(connections)}`);
  console.log(describeProcesses(driver));
  const results: Figures[] = [];
  results.push(await run('bare route {ok:true}', `${address}/bench/bare`, connections));
  results.push(
    await run('GET /api/user (token)', `${address}/api/user`, connections, {
      authorization: `Bearer ${token}`,
    }),
  );

  printFigures(results, 9);
  const [bare, user] = results;
  if (bare && user && bare.rps > 0) {
    console.log(
      `\nGET /api/user runs at ${((user.rps / bare.rps) * 100).toFixed(0)}% of the bare route's throughput.`,
    );
  }

  await app.close();
  await dispose();
}

runBench(main);

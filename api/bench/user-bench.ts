/*
 * GET /api/user with a bearer token (token lookup + user join) against a bare Fastify route
 * returning {ok:true} in the same process and run, so the figure to read is the ratio.
 * PGlite by default; PostgreSQL when DATABASE_URL is set (`pnpm bench:pg`). Prints only.
 *   BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 10)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { loadConfig } from '../src/env';
import { runSeeds } from '../src/seed';
import { DEMO_PASSWORD } from '../src/seed/data';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function run(name: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration, headers },
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

async function main(): Promise<void> {
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
  await database.migrate();
  await runSeeds({ db: database.db, demo: true, log: () => undefined });

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

  const driver = database.driver === 'pglite' ? 'PGlite (in process)' : 'PostgreSQL (DATABASE_URL)';
  console.log(
    `\n${driver}; ${connections} connections, ${duration} s each; Node ${process.version}, ${os.cpus().length} cores`,
  );
  const results: Figures[] = [];
  results.push(await run('bare route {ok:true}', `${address}/bench/bare`));
  results.push(
    await run('GET /api/user (token)', `${address}/api/user`, { authorization: `Bearer ${token}` }),
  );

  console.log('');
  console.log('scenario                    req/s     p50 ms   p99 ms   errors   non-2xx');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(26)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)} ${String(r.non2xx).padStart(9)}`,
    );
  }
  const [bare, user] = results;
  if (bare && user && bare.rps > 0) {
    console.log(
      `\nGET /api/user runs at ${((user.rps / bare.rps) * 100).toFixed(0)}% of the bare route's throughput.`,
    );
  }

  await app.close();
  await database.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

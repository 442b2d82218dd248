/*
 * Crash and restart of the built server (`node api/dist/server.js`), ROUNDS times (default 5):
 * a clean stop (SIGTERM) and start, timed to a healthy /api/health; then a burst of profile
 * updates, a SIGKILL in the middle of it, and a restart, timed the same way. After each
 * restart every write answered 2xx before the kill must be there.
 *
 * Each worker has its own account and writes its name "Crash r<round> w<worker> n<k>" with k
 * rising, one request at a time: after the restart the name must be the last one answered
 * 2xx, or the one that was in flight when the server died (it may or may not have landed).
 *
 * The server runs on its own DATA_DIR (a temporary folder; PGlite) or on DATABASE_URL when
 * set (bench:crash-restart:pg), on BENCH_PORT (default 3197) on 127.0.0.1. Only the process
 * started here is ever signalled. A start refused (exit code 1, the data folder lock still
 * held) is started again, as a supervisor would, and counted.
 *
 * Prints figures; exits 1 only if an acknowledged write is missing (a correctness failure).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 3197);
const BASE = `http://127.0.0.1:${PORT}`;
const SERVER = path.join(__dirname, '..', 'dist', 'server.js');
const PASSWORD = 'Andaman-sea-breeze-77';
/** A start not healthy by then is a failure of the bench, not a figure. */
const START_TIMEOUT_MS = 120_000;

if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('ROUNDS must be a whole number ≥ 1');
if (!fs.existsSync(SERVER)) {
  console.error(`${SERVER} is missing: run \`pnpm --filter @phuket/api build\` first.`);
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-crash-bench-'));
const engine = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;

interface Started {
  child: ChildProcess;
  /** Milliseconds from spawn to the first healthy answer, refused starts included. */
  ms: number;
  refused: number;
}

function spawnServer(): ChildProcess {
  return spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      // The bench's accounts sign up and write from one address.
      RATE_LIMIT_DISABLED: 'true',
      PGLITE_MAINTENANCE_INTERVAL_MINUTES: '0',
      // An empty site root: the bench is about the API and the database.
      SITE_ROOT: dataDir,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${BASE}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** Starts the server and waits until it is healthy; a refused start is started again. */
async function start(): Promise<Started> {
  const begun = performance.now();
  let refused = 0;
  for (;;) {
    const child = spawnServer();
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let exited = false;
    child.once('exit', () => (exited = true));
    while (!exited) {
      if (await healthy()) return { child, ms: performance.now() - begun, refused };
      if (performance.now() - begun > START_TIMEOUT_MS) {
        child.kill('SIGKILL');
        throw new Error(`the server was not healthy within ${START_TIMEOUT_MS} ms:\n${stderr}`);
      }
      await sleep(10);
    }
    if (!/already in use/.test(stderr)) throw new Error(`the server failed to start:\n${stderr}`);
    refused += 1;
    await sleep(100);
  }
}

async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

async function api(method: string, url: string, token: string | null, body?: unknown) {
  return fetch(`${BASE}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function register(n: number): Promise<string> {
  const email = `crash-${n}-${Date.now()}@example.com`;
  const res = await api('POST', '/api/register', null, {
    name: `Crash worker ${n}`,
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    role: 'broker',
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

interface WorkerLog {
  /** The last name answered 2xx, or null. */
  acked: string | null;
  /** The name sent when the server died (no answer), or null. */
  inFlight: string | null;
  count: number;
}

/** Writes names one after the other until the server stops answering. */
async function burst(round: number, worker: number, token: string): Promise<WorkerLog> {
  const log: WorkerLog = { acked: null, inFlight: null, count: 0 };
  for (let k = 1; k <= 100_000; k++) {
    const name = `Crash r${round} w${worker} n${k}`;
    log.inFlight = name;
    try {
      const res = await api('POST', '/api/profile/update', token, { name });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`profile update answered ${res.status}`);
      log.acked = name;
      log.inFlight = null;
      log.count += 1;
    } catch (err) {
      if (err instanceof Error && err.message.startsWith('profile update answered')) throw err;
      return log; // the connection died with the server
    }
  }
  return log;
}

function stats(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const f = (v: number) => (v / 1000).toFixed(2);
  return `median ${f(at(0.5))} s, min ${f(sorted[0]!)} s, max ${f(sorted[sorted.length - 1]!)} s`;
}

async function main(): Promise<void> {
  console.log(
    `crash-restart: ${ROUNDS} rounds, ${WORKERS} writers, ${engine}, port ${PORT} (server ${SERVER})`,
  );
  let server = await start();
  console.log(`first start (migrations, seed): ${(server.ms / 1000).toFixed(2)} s`);
  const tokens: string[] = [];
  for (let w = 0; w < WORKERS; w++) tokens.push(await register(w));

  const clean: number[] = [];
  const crash: number[] = [];
  let refusedAfterCrash = 0;
  let refusedAfterClean = 0;
  let acknowledged = 0;
  let lost = 0;
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      await stop(server.child, 'SIGTERM');
      server = await start();
      clean.push(server.ms);
      refusedAfterClean += server.refused;

      const writers = tokens.map((token, w) => burst(round, w, token));
      // Kill somewhere in the middle of the burst: after enough writes landed, at a moment
      // that varies from round to round.
      await sleep(300 + Math.random() * 700);
      await stop(server.child, 'SIGKILL');
      const logs = await Promise.all(writers);

      server = await start();
      crash.push(server.ms);
      refusedAfterCrash += server.refused;

      let roundAcked = 0;
      let roundLost = 0;
      for (const [w, log] of logs.entries()) {
        roundAcked += log.count;
        if (log.acked === null) continue;
        const res = await api('GET', '/api/user', tokens[w]!);
        const name = ((await res.json()) as { user?: { name?: string } }).user?.name;
        if (name !== log.acked && name !== log.inFlight) {
          roundLost += 1;
          console.error(`round ${round} writer ${w}: expected "${log.acked}", found "${name}"`);
        }
      }
      acknowledged += roundAcked;
      lost += roundLost;
      console.log(
        `round ${round}: clean start ${(clean.at(-1)! / 1000).toFixed(2)} s, after SIGKILL ${(crash.at(-1)! / 1000).toFixed(2)} s (${server.refused} refused starts), ${roundAcked} writes acknowledged, ${roundLost} lost`,
      );
    }
  } finally {
    await stop(server.child, 'SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('');
  console.log(`time to healthy after a clean stop: ${stats(clean)}`);
  console.log(`time to healthy after SIGKILL:      ${stats(crash)}`);
  console.log(
    `refused starts: ${refusedAfterCrash} after SIGKILL, ${refusedAfterClean} after a clean stop`,
  );
  console.log(`acknowledged writes: ${acknowledged}, lost: ${lost}`);
  if (lost > 0) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

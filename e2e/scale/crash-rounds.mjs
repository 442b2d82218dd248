// Crash and restart of the built server (`node api/dist/server.js`): ROUNDS times a burst of
// writes of three kinds (profile names, listing draft saves through the step API with the
// version check, presentation edits), a SIGKILL in the middle of it, and a restart timed to a
// healthy /api/health. After each restart every write answered 2xx before the kill must be
// there. Some rounds also stop the server cleanly (SIGTERM) and start it again, timed the same
// way, for comparison.
//
// Used by e2e/scale/crash.test.mjs (which asserts) and, run as a script, by
// `pnpm bench crash-restart` (which prints; exits 1 on a lost write or a refused start).
// Only the processes started here are ever signalled.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = path.join(repo, 'api', 'dist', 'server.js');
const PASSWORD = 'Andaman-sea-breeze-77';
/** A start not healthy by then is a failure of the run, not a figure. */
const START_TIMEOUT_MS = 120_000;
const KINDS = ['profile', 'listing', 'presentation'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API package's own copy of a dependency (pg, PGlite): e2e does not depend on them. */
const apiRequire = createRequire(path.join(repo, 'api', 'package.json'));

/**
 * A fresh database on the PostgreSQL server of `databaseUrl` (with-postgres.mjs), so the run
 * shares nothing with the deployment test beside it. Returns its URL and a drop function.
 */
export async function freshPostgresDatabase(databaseUrl, name) {
  const { Client } = apiRequire('pg');
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Marks the accounts of `emails` as having confirmed their email (the code the API mails them
 * is not readable outside demo mode): on the PostgreSQL database of `databaseUrl`, or in the
 * PGlite folder of `dataDir`, which no server may hold open meanwhile.
 */
async function confirmEmails({ databaseUrl, dataDir }, emails) {
  const sql = 'UPDATE users SET email_verified_at = now() WHERE email = ANY($1)';
  if (databaseUrl) {
    const { Client } = apiRequire('pg');
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(sql, [emails]);
    await client.end();
    return;
  }
  const { PGlite } = await import(pathToFileURL(apiRequire.resolve('@electric-sql/pglite')).href);
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await db.query(sql, [emails]);
  } finally {
    await db.close();
  }
}

/** Opens a PGlite folder in this process (no server, no lock) and counts the users. */
export async function openPgliteFolder(dataDir) {
  const { PGlite } = await import(pathToFileURL(apiRequire.resolve('@electric-sql/pglite')).href);
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const { rows } = await db.query('SELECT count(*)::int AS n FROM users');
    return rows[0].n;
  } finally {
    await db.close();
  }
}

function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** `median 1.23 s, max 2.34 s (n 20)` */
export function summary(values) {
  if (values.length === 0) return 'no samples';
  const f = (v) => (v / 1000).toFixed(2);
  return `median ${f(quantile(values, 0.5))} s, max ${f(Math.max(...values))} s (n ${values.length})`;
}

/**
 * Runs the rounds on one engine: PGlite in a temporary folder, or PostgreSQL at
 * `databaseUrl`. Options: rounds, workers, port, cleanEvery (a clean stop and start before
 * every n-th round), log (a line printer).
 */
export async function runCrashRounds({
  rounds,
  workers = 6,
  port,
  databaseUrl = null,
  cleanEvery = 4,
  log = () => undefined,
}) {
  if (!fs.existsSync(SERVER)) throw new Error(`${SERVER} is missing: run pnpm build first`);
  const base = `http://127.0.0.1:${port}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-crash-'));
  const dataDir = path.join(tmp, 'data');
  const siteRoot = path.join(tmp, 'site');
  fs.mkdirSync(siteRoot);

  const spawnServer = () =>
    spawn(process.execPath, [SERVER], {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
        DEMO_MODE: 'false',
        LOG_LEVEL: 'error',
        // The accounts sign up and write from one address.
        RATE_LIMIT_DISABLED: 'true',
        PGLITE_MAINTENANCE_INTERVAL_MINUTES: '0',
        // Restarts are what is measured: no drain before a clean stop.
        SHUTDOWN_DRAIN_MS: '0',
        // An empty site root: this is about the API and the database.
        SITE_ROOT: siteRoot,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });

  const healthy = async () => {
    try {
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      return res.ok;
    } catch {
      return false;
    }
  };

  /** Starts the server, waits until healthy; a start refused for the lock is started again. */
  const start = async () => {
    const begun = performance.now();
    let refused = 0;
    for (;;) {
      const child = spawnServer();
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
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
  };

  const stop = async (child, signal) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };

  const call = async (method, url, token, body) => {
    const res = await fetch(`${base}/api${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null, text };
  };
  const expectStatus = (res, status, what) => {
    if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.text}`);
    return res.json;
  };

  /** One worker's account: its name, email and token. */
  const register = async (w) => {
    const name = `Crash worker ${w}`;
    const email = `crash-${w}-${Date.now()}@example.com`;
    const registered = expectStatus(
      await call('POST', '/register', null, {
        name,
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'broker',
      }),
      201,
      'register',
    );
    return { name, email, token: registered.access_token };
  };

  /** One worker: its (confirmed) account, a listing draft and a presentation. */
  const setUp = async (w, { name, token }) => {
    const title = `Crash listing w${w}`;
    const listing = expectStatus(
      await call('POST', '/listing/store?step=1', token, { title, offer_type: 'Sale' }),
      201,
      'listing draft',
    );
    const deck = `Crash presentation w${w}`;
    const presentation = expectStatus(
      await call('POST', '/presentations', token, { title: deck }),
      201,
      'presentation',
    );
    return {
      token,
      listingId: listing.id,
      listingVersion: listing.version,
      presentationId: presentation.id,
      presentationVersion: presentation.version,
      // Per kind: the last value answered 2xx (carried across rounds) and the one in flight.
      acked: { profile: name, listing: title, presentation: deck },
      inFlight: null,
      count: 0,
    };
  };

  const write = async (worker, kind, value) => {
    if (kind === 'profile') {
      expectStatus(await call('POST', '/profile/update', worker.token, { name: value }), 200, kind);
    } else if (kind === 'listing') {
      const draft = expectStatus(
        await call('POST', `/listing/${worker.listingId}/step/1`, worker.token, {
          version: worker.listingVersion,
          title: value,
        }),
        200,
        kind,
      );
      worker.listingVersion = draft.version;
    } else {
      const deck = expectStatus(
        await call('PUT', `/presentations/${worker.presentationId}`, worker.token, {
          version: worker.presentationVersion,
          title: value,
        }),
        200,
        kind,
      );
      worker.presentationVersion = deck.version;
    }
  };

  /** Writes one value after the other, kinds in turn, until the server stops answering. */
  const burst = async (round, w, worker) => {
    for (let k = 0; ; k++) {
      const kind = KINDS[(k + w) % KINDS.length];
      const value = `Crash r${round} w${w} n${k}`;
      worker.inFlight = { kind, value };
      try {
        await write(worker, kind, value);
      } catch (error) {
        // A refused write (4xx/5xx) is a failure of the run; a dead connection is the kill.
        if (/^(profile|listing|presentation):/.test(error.message)) throw error;
        return;
      }
      worker.acked[kind] = value;
      worker.inFlight = null;
      worker.count += 1;
    }
  };

  /** After a restart: what the server has, per kind; also reloads the versions. */
  const readBack = async (worker) => {
    const user = expectStatus(await call('GET', '/user', worker.token), 200, 'user');
    const draft = expectStatus(
      await call('GET', `/listing/${worker.listingId}`, worker.token),
      200,
      'listing',
    );
    const deck = expectStatus(
      await call('GET', `/presentations/${worker.presentationId}`, worker.token),
      200,
      'presentation',
    );
    // The write in flight at the kill may have landed: the next one starts from the truth.
    worker.listingVersion = draft.version;
    worker.presentationVersion = deck.version;
    return { profile: (user.user ?? user).name, listing: draft.title, presentation: deck.title };
  };

  const result = {
    engine: databaseUrl ? 'PostgreSQL' : 'PGlite',
    clean: [],
    crash: [],
    refusedAfterCrash: 0,
    refusedAfterClean: 0,
    acknowledged: 0,
    lost: [],
    dataDir: databaseUrl ? null : dataDir,
    workers,
  };
  let server = await start();
  log(`${result.engine}: first start (migrations) ${(server.ms / 1000).toFixed(2)} s`);
  try {
    const accounts = [];
    for (let w = 0; w < workers; w++) accounts.push(await register(w));
    // A presentation waits for a confirmed email: the accounts are confirmed in the database,
    // with the server stopped (PGlite's folder is one process's), then it starts again.
    await stop(server.child, 'SIGTERM');
    await confirmEmails(
      { databaseUrl, dataDir },
      accounts.map((account) => account.email),
    );
    server = await start();
    const team = [];
    for (let w = 0; w < workers; w++) team.push(await setUp(w, accounts[w]));

    for (let round = 1; round <= rounds; round++) {
      if (round % cleanEvery === 1 || cleanEvery === 1) {
        await stop(server.child, 'SIGTERM');
        server = await start();
        result.clean.push(server.ms);
        result.refusedAfterClean += server.refused;
      }

      for (const worker of team) worker.count = 0;
      const writers = team.map((worker, w) => burst(round, w, worker));
      // A short burst: kill once every worker has had a few writes answered, at a moment
      // that varies from round to round.
      const since = performance.now();
      while (team.some((worker) => worker.count < 2) && performance.now() - since < 10_000) {
        await sleep(5);
      }
      await sleep(Math.random() * 150);
      await stop(server.child, 'SIGKILL');
      await Promise.all(writers);

      server = await start();
      result.crash.push(server.ms);
      result.refusedAfterCrash += server.refused;

      let roundAcked = 0;
      for (const [w, worker] of team.entries()) {
        roundAcked += worker.count;
        const found = await readBack(worker);
        for (const kind of KINDS) {
          const ok =
            found[kind] === worker.acked[kind] ||
            (worker.inFlight?.kind === kind && found[kind] === worker.inFlight.value);
          if (!ok) {
            result.lost.push(
              `round ${round} worker ${w} ${kind}: expected "${worker.acked[kind]}", found "${found[kind]}"`,
            );
          } else if (found[kind] !== worker.acked[kind]) {
            // The write in flight landed: it is the acknowledged state from now on.
            worker.acked[kind] = found[kind];
          }
        }
        worker.inFlight = null;
      }
      result.acknowledged += roundAcked;
      log(
        `${result.engine} round ${round}: after SIGKILL healthy in ${(server.ms / 1000).toFixed(2)} s (${server.refused} refused starts), ${roundAcked} writes acknowledged, ${result.lost.length} lost so far`,
      );
    }

    if (!databaseUrl) {
      // The folder as a crash leaves it, opened without the server.
      for (const worker of team) worker.count = 0;
      const writers = team.map((worker, w) => burst(rounds + 1, w, worker));
      await sleep(200);
      await stop(server.child, 'SIGKILL');
      await Promise.all(writers);
      result.usersInFolder = await openPgliteFolder(dataDir);
    }
  } finally {
    await stop(server.child, 'SIGTERM');
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return result;
}

export function report(result, log) {
  log(`${result.engine}: time to healthy after a clean stop: ${summary(result.clean)}`);
  log(`${result.engine}: time to healthy after SIGKILL:      ${summary(result.crash)}`);
  log(
    `${result.engine}: refused starts ${result.refusedAfterCrash} after SIGKILL, ${result.refusedAfterClean} after a clean stop; ${result.acknowledged} writes acknowledged, ${result.lost.length} lost`,
  );
}

// As a script (`pnpm bench crash-restart`): ROUNDS (20), BENCH_WORKERS (6), BENCH_PORT (3197);
// PostgreSQL when DATABASE_URL is set.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const databaseUrl = process.env.DATABASE_URL ?? null;
  let dropDatabase = null;
  let url = null;
  if (databaseUrl) {
    const fresh = await freshPostgresDatabase(databaseUrl, `phuket_crash_${process.pid}`);
    url = fresh.url;
    dropDatabase = fresh.drop;
  }
  try {
    const result = await runCrashRounds({
      rounds: Number(process.env.ROUNDS ?? 20),
      workers: Number(process.env.BENCH_WORKERS ?? 6),
      port: Number(process.env.BENCH_PORT ?? 3197),
      databaseUrl: url,
      log: console.log,
    });
    for (const line of result.lost) console.error(line);
    report(result, console.log);
    if (result.lost.length > 0 || result.refusedAfterCrash + result.refusedAfterClean > 0) {
      process.exitCode = 1;
    }
  } finally {
    await dropDatabase?.();
  }
}

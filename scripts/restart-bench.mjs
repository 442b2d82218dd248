// `pnpm bench restart`: how long `pnpm start` takes to a healthy /api/health, from the command
// (pnpm itself included), on a built clone: once to seed a fresh data folder, BENCH_RUNS (5)
// times with nothing changed, then once with one remote out of date (BENCH_REMOTE,
// mfe-account: its build stamp is removed, so `pnpm start` rebuilds it as after an edit of
// its sources, and nothing else). Prints each time, the median, and the load average, since
// the figures move with whatever else the machine runs. Nothing passes or fails on time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3191);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const remote = process.env.BENCH_REMOTE ?? 'mfe-account';
const dataDir = path.join(root, '.tmp', `restart-bench-data-${port}`);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** Starts `pnpm start`, waits for a healthy answer, stops it; its time and what it printed. */
async function timedStart() {
  const started = performance.now();
  // A process group of its own, so the stop reaches pnpm, start.mjs and the server together.
  const child = spawn('pnpm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PGLITE_MAINTENANCE_INTERVAL_MINUTES: '0',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let seconds = NaN;
  try {
    // Up to 10 minutes: a start that builds waits for webpack.
    while (performance.now() - started < 600_000) {
      if (child.exitCode !== null) throw new Error(`pnpm start exited early:\n${output}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (healthy) {
        seconds = (performance.now() - started) / 1000;
        break;
      }
      await sleep(50);
    }
    if (Number.isNaN(seconds)) throw new Error(`not healthy within 10 minutes:\n${output}`);
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  const built = /^build: .*$/m.exec(output)?.[0] ?? '(no build line)';
  return { seconds, built };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`load average (1, 5, 15 min) before: ${load()}; ${os.cpus().length} cores`);
const first = await timedStart();
console.log(`first start, fresh data folder: ${first.seconds.toFixed(1)} s (${first.built})`);

const times = [];
for (let i = 1; i <= runs; i++) {
  const { seconds, built } = await timedStart();
  times.push(seconds);
  console.log(`no change, run ${i}: ${seconds.toFixed(2)} s (${built})`);
}
console.log(
  `no change: median ${median(times).toFixed(2)} s, min ${Math.min(...times).toFixed(2)} s, max ${Math.max(...times).toFixed(2)} s over ${runs} runs`,
);

fs.rmSync(path.join(root, remote, 'dist', '.build-inputs'), { force: true });
const changed = await timedStart();
console.log(`${remote} changed: ${changed.seconds.toFixed(1)} s (${changed.built})`);
console.log(`load average (1, 5, 15 min) after: ${load()}`);
fs.rmSync(dataDir, { recursive: true, force: true });

// `pnpm bench`: prints the budgets' figures. Nothing here passes or fails on time.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, options = {}) =>
  execSync(command, { cwd: root, stdio: 'inherit', ...options });
const seconds = (fn) => {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e9;
};
const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);

if (wanted('build')) {
  console.log('\n## Production build');
  const all = seconds(() => run('pnpm build', { stdio: 'ignore' }));
  const one = seconds(() => run('pnpm --filter @phuket/mfe-catalog build', { stdio: 'ignore' }));
  console.log(`all seven apps (shell, five remotes, api): ${all.toFixed(1)} s`);
  console.log(`one remote alone (mfe-catalog): ${one.toFixed(1)} s`);
}

async function withServer(fn) {
  // BENCH_PORT: a second checkout can bench beside this one.
  const port = Number(process.env.BENCH_PORT ?? 3190);
  const dataDir = path.join(root, '.tmp', `bench-data-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // What the PDF printer opens: the address the server listens on.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A maintenance VACUUM a minute in would stall the server in the middle of a measurement.
      PGLITE_MAINTENANCE_INTERVAL_MINUTES: '0',
    },
    stdio: 'inherit',
  });
  try {
    // Up to 3 minutes: the first start seeds the demo data, slow on a busy machine.
    for (let i = 0; i < 360; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await fn(`http://127.0.0.1:${port}`);
  } finally {
    server.kill('SIGTERM');
  }
}

if (wanted('restart')) {
  // `pnpm start` on a built clone: no change (five runs) and one remote changed.
  console.log('\n## pnpm start to a healthy /api/health');
  run('pnpm build', { stdio: 'ignore' });
  run('node scripts/restart-bench.mjs');
}

if (wanted('bundle')) {
  console.log('\n## First load of / (English) and /ru (Russian)');
  await withServer(async (base) => {
    run(`node e2e/bench/first-load.mjs ${base}/ ${root}`);
    run(`node e2e/bench/first-load.mjs ${base}/ru ${root}`);
    // The page buyers land on from search engines and alerts: each file and what it holds.
    const list = await (await fetch(`${base}/api/properties?per_page=1`)).json();
    const id = list.data?.[0]?.id;
    if (id !== undefined) {
      console.log(`\n## First load of a property page (/properties/${id})`);
      run(`node e2e/bench/first-load.mjs ${base}/properties/${id} ${root} --holds`);
    }
  });
  console.log('\n## Messages per area and language (compiled catalog, gzip -9)');
  run('node e2e/bench/message-sizes.mjs');
}

if (wanted('api')) {
  console.log('\n## API: GET /api/user vs a bare Fastify route');
  run('pnpm --filter @phuket/api bench');
  run('pnpm --filter @phuket/api bench:pg');
}

if (wanted('properties')) {
  console.log('\n## API: GET /api/properties on 100 000 listings');
  run('pnpm --filter @phuket/api bench:properties');
  run('pnpm --filter @phuket/api bench:properties:pg');
}

if (wanted('search-index')) {
  // The index alone at Thailand's scale, no database (BENCH_LISTINGS, default 1 000 000). The
  // whole API at that scale: BENCH_LISTINGS=1000000 pnpm --filter @phuket/api bench:properties:pg.
  console.log('\n## Search index: build, memory and one search on 1 000 000 listings');
  run('pnpm --filter @phuket/api bench:search-index');
}

if (wanted('proxy')) {
  // The built server, two processes behind nginx (the deployment test's layout).
  console.log(
    '\n## API through nginx: GET /api/properties on 100 000 listings, one and two processes, PostgreSQL',
  );
  run('pnpm --filter @phuket/api build', { stdio: 'ignore' });
  run('pnpm --filter @phuket/api bench:proxy');
}

if (wanted('projects')) {
  console.log('\n## API: GET /api/projects (the /projects directory) on 2 000 projects');
  run('pnpm --filter @phuket/api bench:projects');
  run('pnpm --filter @phuket/api bench:projects:pg');
}

if (wanted('fuzz')) {
  // Exits non-zero on a 5xx (a correctness failure); the other engine still runs first.
  console.log('\n## API: fuzz run over every operation of the OpenAPI document');
  let failed = false;
  for (const script of ['bench:fuzz', 'bench:fuzz:pg']) {
    try {
      run(`pnpm --filter @phuket/api ${script}`);
    } catch {
      failed = true;
    }
  }
  if (failed) process.exitCode = 1;
}

if (wanted('forgot-timing')) {
  console.log('\n## API: POST /api/forgot-password, known vs unknown email');
  run('pnpm --filter @phuket/api bench:forgot-timing');
  run('pnpm --filter @phuket/api bench:forgot-timing:pg');
}

if (wanted('page-data')) {
  console.log("\n## API: a server-rendered page's data, through inject vs the catalog's reads");
  run('pnpm --filter @phuket/api bench:page-data');
  run('pnpm --filter @phuket/api bench:page-data:pg');
}

if (wanted('photos')) {
  console.log('\n## API: 20 camera-size photos (4000 x 3000 JPEG, ~4 MB) uploaded and processed');
  run('pnpm --filter @phuket/api bench:photos');
}

if (wanted('video-resume')) {
  console.log('\n## API: a 300 MB listing video by tus, cut at 50 % and resumed');
  run('pnpm --filter @phuket/api bench:video-resume');
}

if (wanted('crash-restart')) {
  // Exits non-zero if a write answered 2xx before a SIGKILL is missing after the restart.
  console.log(
    '\n## API: SIGKILL during a burst of writes (profile, listing, presentation), restart (ROUNDS, default 20)',
  );
  let failed = false;
  for (const script of ['bench:crash-restart', 'bench:crash-restart:pg']) {
    try {
      run(`pnpm --filter @phuket/api ${script}`);
    } catch {
      failed = true;
    }
  }
  if (failed) process.exitCode = 1;
}

if (wanted('soak')) {
  // Needs the built site (the server-rendered page); exits non-zero on any error but the
  // limit probe's deliberate 429s.
  console.log(
    '\n## Soak: mixed traffic at 50 connections on PostgreSQL (SOAK_MINUTES, default 10)',
  );
  run('pnpm build', { stdio: 'ignore' });
  try {
    run('pnpm --filter @phuket/api bench:soak');
  } catch {
    process.exitCode = 1;
  }
}

if (wanted('import')) {
  // Exits non-zero only when rows are refused or fail, or the apply never finishes.
  console.log(
    '\n## Listing feed import: BENCH_IMPORT_ROWS (10 000) CSV rows, dry run and apply, GET /api/properties meanwhile',
  );
  let failed = false;
  for (const script of ['bench:import', 'bench:import:pg']) {
    try {
      run(`pnpm --filter @phuket/api ${script}`);
    } catch {
      failed = true;
    }
  }
  if (failed) process.exitCode = 1;
}

if (wanted('presentation-pdf')) {
  console.log('\n## PDF of a 10-listing presentation (headless Chromium)');
  await withServer(async (base) => run(`node e2e/bench/presentation-pdf.mjs ${base}`));
}

if (wanted('lighthouse')) {
  console.log('\n## Lighthouse (mobile, simulated throttling)');
  await withServer(async (base) => {
    run(`node e2e/bench/lighthouse.mjs ${base}`);
    console.log('\n## The first clicks, at a 4x slower CPU (Event Timing, as INP counts)');
    run(`node e2e/bench/interactions.mjs ${base}`);
  });
}

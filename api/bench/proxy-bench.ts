/*
 * GET /api/properties with three filters on BENCH_LISTINGS (100 000) listings, PostgreSQL,
 * through nginx, as production runs it (budget: docs/scale-out.md): rotating searches at
 * BENCH_CONNECTIONS (50), the same URL list as properties-bench.ts, so every request misses
 * the page cache. Prints, from one run of the machine:
 *   - one API process straight (no proxy), one behind nginx, two behind nginx;
 *   - a bare Fastify route (no database, a constant answer) straight and behind nginx, so a
 *     reader can tell the proxy's and the machine's share from the API's.
 * The API processes are the built server (`node api/dist/server.js`), each with its own
 * search index; PostgreSQL, nginx, autocannon and this process share the machine's cores, so
 * two processes on 2 cores will not double anything: the ratio is printed as measured.
 * Prints only: nothing here asserts on time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { seedBenchListings } from '../src/seed/catalog/bench-seed';
import { benchConnections, openBenchDatabase, run, runBench, type Figures } from './bench-kit';
import { FILTERS, rotatingPaths } from './property-searches';

const connections = benchConnections(50);
const target = Number(process.env.BENCH_LISTINGS ?? 100_000);
const nginxBin = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const SERVER = path.join(__dirname, '..', 'dist', 'server.js');
const SITE_ROOT = path.resolve(__dirname, '..', '..');

const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, what: string): Promise<void> {
  // Three minutes: a process's first start on a busy machine migrates and checks the seed.
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not answer ${url}`);
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv, log: string): void {
  const out = fs.openSync(log, 'w');
  const child = spawn(command, args, { cwd: SITE_ROOT, env, stdio: ['ignore', out, out] });
  children.push(child);
}

function nginxConfig(tmp: string, ports: Record<string, number>): string {
  const temp = (name: string): string => path.join(tmp, `nginx-${name}`);
  const server = (listen: number, upstream: string): string => `
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }`;
  const upstream = (name: string, backends: number[]): string => `
  upstream ${name} {
    ${backends.map((p) => `server 127.0.0.1:${p};`).join(' ')}
    keepalive 64;
  }`;
  // The production layout of docs/deploy.md, cut to what a search needs: keepalive upstreams.
  // Started as root, workers would run as `nobody`, who cannot use temp folders made under a
  // private (0700) folder: they run as the user running the bench.
  return `
daemon off;
${process.getuid?.() === 0 ? 'user root root;' : ''}
worker_processes 1;
pid ${path.join(tmp, 'nginx.pid')};
error_log ${path.join(tmp, 'nginx-error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  ${upstream('one', [ports.a as number])}
  ${upstream('two', [ports.a as number, ports.b as number])}
  ${upstream('bare', [ports.bare as number])}
  ${server(ports.proxyOne as number, 'one')}
  ${server(ports.proxyTwo as number, 'two')}
  ${server(ports.proxyBare as number, 'bare')}
}
`;
}

function printRuns(results: Figures[]): void {
  const width = 44;
  console.log(
    `\n${'scenario'.padEnd(width + 2)}req/s     p50 ms   p99 ms   errors  non-2xx  load cpu%`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(width)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)} ${String(r.non2xx).padStart(8)} ${r.loadCpuPercent.toFixed(0).padStart(10)}`,
    );
  }
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set: run `pnpm bench:proxy`');
  if (!fs.existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`pnpm build\` first`);
  if (!fs.existsSync(nginxBin)) throw new Error(`${nginxBin} is missing (NGINX_PATH)`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-proxy-bench-'));
  const { database, dispose } = await openBenchDatabase();
  try {
    console.log(`\nPostgreSQL; seeding ${target} listings…`);
    const seeded = await seedBenchListings(database.db, target, console.log);
    console.log(`seed: ${seeded.inserted} listings in ${(seeded.ms / 1000).toFixed(1)} s`);

    const names = ['a', 'b', 'bare', 'proxyOne', 'proxyTwo', 'proxyBare'];
    const ports = Object.fromEntries(
      await Promise.all(names.map(async (n) => [n, await freePort()] as const)),
    );
    const env = {
      ...process.env,
      HOST: '127.0.0.1',
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      SITE_ROOT,
    };
    for (const name of ['a', 'b']) {
      const port = String(ports[name]);
      const dataDir = path.join(tmp, `data-${name}`);
      // BENCH_CPU_PROF=dir: each API process writes a V8 CPU profile there when it stops.
      const profile = process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : [];
      start(
        process.execPath,
        [...profile, SERVER],
        { ...env, PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir },
        path.join(tmp, `${name}.log`),
      );
    }
    // The floor: Fastify answering a constant, with no database and no plugins.
    start(
      process.execPath,
      [
        '-e',
        `const app = require('fastify')();
         app.get('/bare', async () => ({ ok: true }));
         app.listen({ port: ${ports.bare}, host: '127.0.0.1' });`,
      ],
      { ...process.env, NODE_PATH: path.join(__dirname, '..', 'node_modules') },
      path.join(tmp, 'bare.log'),
    );
    for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      fs.mkdirSync(path.join(tmp, `nginx-${name}`));
    const conf = path.join(tmp, 'nginx.conf');
    fs.writeFileSync(conf, nginxConfig(tmp, ports));
    start(
      nginxBin,
      ['-c', conf, '-e', path.join(tmp, 'nginx-error.log')],
      process.env,
      path.join(tmp, 'nginx.log'),
    );

    const url = (name: string): string => `http://127.0.0.1:${ports[name]}`;
    await Promise.all([
      waitFor(`${url('a')}/api/health`, 'API a'),
      waitFor(`${url('b')}/api/health`, 'API b'),
      waitFor(`${url('bare')}/bare`, 'bare Fastify'),
    ]);
    await waitFor(`${url('proxyTwo')}/api/health`, 'nginx');

    const search = `/api/properties?${new URLSearchParams(FILTERS).toString()}`;
    const probe = (await (await fetch(`${url('proxyTwo')}${search}`)).json()) as {
      meta?: { total: number };
    };
    console.log(`probe through nginx: ${probe.meta?.total ?? '?'} matching listings`);
    const rotating = rotatingPaths();
    // Each process builds its search index on its first search and fills its card cache over
    // the URLs the measured runs ask for; a page the warm-up cached is 5 s stale (the page
    // cache's TTL) by the time a measured run comes back to it, so those runs still miss it.
    await run('(warm-up a)', url('a'), connections, {}, rotating);
    await run('(warm-up b)', url('b'), connections, {}, rotating);
    console.log(
      `${connections} connections, ${process.env.BENCH_DURATION ?? 10} s each; Node ${process.version}, ${os.cpus().length} cores; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const c = connections;
    const results = [
      await run(`one API process, straight, ${c}c`, url('a'), c, {}, rotating),
      await run(`one API process behind nginx, ${c}c`, url('proxyOne'), c, {}, rotating),
      await run(`two API processes behind nginx, ${c}c`, url('proxyTwo'), c, {}, rotating),
      await run(`bare Fastify route, straight, ${c}c`, `${url('bare')}/bare`, c),
      await run(`bare Fastify route behind nginx, ${c}c`, `${url('proxyBare')}/bare`, c),
    ];
    printRuns(results);
    const [, one, two] = results as [Figures, Figures, Figures];
    console.log(
      `\ntwo processes / one behind nginx: ${(two.rps / one.rps).toFixed(2)}× req/s, p99 ${two.p99} vs ${one.p99} ms`,
    );
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children
        .filter((child) => child.exitCode === null)
        .map((child) => new Promise((resolve) => child.once('exit', resolve))),
    );
    await dispose();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

runBench(main);

#!/usr/bin/env node
// Usage: node scripts/with-postgres.mjs <command> [args...]
// Starts a throwaway PostgreSQL server (temp data dir, free loopback port), runs the command
// with DATABASE_URL pointing at a fresh database on it, then stops the server, deletes the
// folder and exits with the command's exit code. Used by `test:pg` and `bench:pg`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
if (args.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

function findBinDir() {
  const candidates = [process.env.PG_BIN_DIR, '/usr/lib/postgresql/15/bin'];
  for (const dir of fs.existsSync('/usr/lib/postgresql')
    ? fs.readdirSync('/usr/lib/postgresql').sort().reverse()
    : []) {
    candidates.push(`/usr/lib/postgresql/${dir}/bin`);
  }
  for (const dir of candidates) {
    if (dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')))
      return dir;
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  return which.status === 0 ? path.dirname(which.stdout.trim()) : null;
}

const binDir = findBinDir();
if (!binDir) {
  console.error('PostgreSQL server binaries (initdb, pg_ctl) were not found.');
  console.error('Install them with:  apt-get install -y postgresql');
  console.error('(or set PG_BIN_DIR to the folder that holds initdb and pg_ctl)');
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
// initdb refuses to run as root: run the server tools as the postgres user.
function runAsDbUser(cmd, cmdArgs, opts = {}) {
  const full = path.join(binDir, cmd);
  const res = isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', full, ...cmdArgs], {
        encoding: 'utf8',
        ...opts,
      })
    : spawnSync(full, cmdArgs, { encoding: 'utf8', ...opts });
  if (res.status !== 0) {
    throw new Error(`${cmd} failed (${res.status}):\n${res.stdout ?? ''}${res.stderr ?? ''}`);
  }
  return res;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-pg-'));
const dataDir = path.join(root, 'data');
let started = false;

function cleanup() {
  if (started) {
    try {
      runAsDbUser('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
    } catch (err) {
      console.error(String(err));
    }
    started = false;
  }
  fs.rmSync(root, { recursive: true, force: true });
}

let exitCode = 1;
try {
  fs.mkdirSync(dataDir);
  if (isRoot) spawnSync('chown', ['-R', 'postgres:postgres', root]);
  runAsDbUser('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    // A UTF-8 locale, as a production cluster has: under C, lower() folds only ASCII and a
    // search typed in Russian would not find a title written with capitals.
    '--locale=C.UTF-8',
  ]);
  const port = await freePort();
  runAsDbUser('pg_ctl', [
    'start',
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(root, 'server.log'),
    '-o',
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
  ]);
  started = true;
  runAsDbUser('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'phuket']);
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/phuket`;
  console.error(
    `with-postgres: PostgreSQL on 127.0.0.1:${port} (${binDir}), DATABASE_URL=${databaseUrl}`,
  );

  const child = spawn(args[0], args.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  exitCode = await new Promise((resolve) => {
    child.on('error', (err) => {
      console.error(`with-postgres: cannot run ${args[0]}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
} catch (err) {
  console.error(`with-postgres: ${err instanceof Error ? err.message : String(err)}`);
  exitCode = 1;
} finally {
  cleanup();
}
process.exit(exitCode);

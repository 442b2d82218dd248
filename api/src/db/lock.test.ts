import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from './lock';

const HOLDER = path.join(__dirname, '..', 'test', 'hold-data-dir-lock.ts');
/** tsx's loader by path, so the child runs whatever the working directory. */
const TSX = require.resolve('tsx');

const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDataDir(): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-lock-'));
  made.push(parent);
  return path.join(parent, 'data');
}

/** A real second process holding the lock, as a running server would. */
async function startHolder(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', TSX, HOLDER, dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Jest's NODE_OPTIONS (vm modules) are not for this child.
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`holder exited (${code}): ${stderr}`)));
  });
  return child;
}

async function kill(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

describe('data folder lock', () => {
  it('refuses a second opener with a clear message, and frees the folder on release', async () => {
    const dir = tempDataDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(
      new RegExp(`already in use by another server process \\(pid ${process.pid}\\)`),
    );
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it('creates a missing data folder', async () => {
    const dir = path.join(tempDataDir(), 'nested');
    const release = await lockDataDir(dir);
    expect(fs.statSync(dir).isDirectory()).toBe(true);
    await release();
  });

  it('refuses while another live process holds it, and takes it over at once when that one is SIGKILLed', async () => {
    const dir = tempDataDir();
    const holder = await startHolder(dir);
    try {
      await expect(lockDataDir(dir)).rejects.toThrow(
        new RegExp(`already in use by another server process \\(pid ${holder.pid}\\)`),
      );
      await kill(holder, 'SIGKILL');
      // No wait for staleness: the recorded pid is gone, so the next open succeeds now.
      const release = await lockDataDir(dir);
      const content = JSON.parse(fs.readFileSync(`${fs.realpathSync(dir)}.lock`, 'utf8')) as {
        pid: number;
      };
      expect(content.pid).toBe(process.pid);
      await release();
      expect(fs.existsSync(`${fs.realpathSync(dir)}.lock`)).toBe(false);
    } finally {
      await kill(holder, 'SIGKILL');
    }
  });

  it('takes over a lock whose pid now belongs to a process that started at another time', async () => {
    const dir = tempDataDir();
    fs.mkdirSync(dir, { recursive: true });
    // As after a container restart: the same pid runs again, but it is a new process.
    fs.writeFileSync(
      `${fs.realpathSync(dir)}.lock`,
      JSON.stringify({ pid: process.pid, started: '1', host: os.hostname(), token: 'old' }),
    );
    const release = await lockDataDir(dir);
    await release();
  });

  it('refuses a holder on another host, whose processes cannot be seen from here', async () => {
    const dir = tempDataDir();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      `${fs.realpathSync(dir)}.lock`,
      JSON.stringify({ pid: 1, started: null, host: 'elsewhere.invalid', token: 'far' }),
    );
    await expect(lockDataDir(dir)).rejects.toThrow(/pid 1 on host elsewhere\.invalid/);
  });

  it('respects a fresh lock folder of the previous format, and clears a stale one', async () => {
    const dir = tempDataDir();
    fs.mkdirSync(dir, { recursive: true });
    const legacy = `${fs.realpathSync(dir)}.lock`;
    fs.mkdirSync(legacy);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(legacy, old, old);
    const release = await lockDataDir(dir);
    expect(fs.statSync(legacy).isFile()).toBe(true);
    await release();
  });

  it('tells its holder when the lock file is taken away', async () => {
    const dir = tempDataDir();
    let compromised: Error | null = null;
    const release = await lockDataDir(dir, {
      checkEveryMs: 10,
      onCompromised: (err) => {
        compromised = err;
      },
    });
    fs.rmSync(`${fs.realpathSync(dir)}.lock`);
    const deadline = Date.now() + 10_000;
    while (compromised === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(String(compromised)).toMatch(/no longer names this process/);
    await release();
  });
});

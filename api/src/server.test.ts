import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The process entry itself, started as an operator would: a production server must refuse
 * the configurations that would expose accounts or poison cached pages, before it opens a
 * database or a port.
 */
const TSX = path.resolve(__dirname, '..', 'node_modules', '.bin', 'tsx');
const SERVER = path.resolve(__dirname, 'server.ts');

function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-server-'));
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [SERVER], {
      // Only what the test names: no CODE_SECRET or PUBLIC_URL from the caller's shell.
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    });
  });
}

const SECRET = 'f'.repeat(64);

describe('a production server refuses to start', () => {
  it('without CODE_SECRET', async () => {
    const { code, output } = await start({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://wowphuket.example',
    });
    expect(code).toBe(1);
    expect(output).toMatch(/CODE_SECRET must be set when NODE_ENV=production/);
  }, 40_000);

  it('without PUBLIC_URL', async () => {
    const { code, output } = await start({ NODE_ENV: 'production', CODE_SECRET: SECRET });
    expect(code).toBe(1);
    expect(output).toMatch(/PUBLIC_URL must be set when NODE_ENV=production/);
  }, 40_000);

  it('in demo mode', async () => {
    const { code, output } = await start({
      NODE_ENV: 'production',
      CODE_SECRET: SECRET,
      PUBLIC_URL: 'https://wowphuket.example',
      DEMO_MODE: 'true',
    });
    expect(code).toBe(1);
    expect(output).toMatch(/DEMO_MODE cannot be on when NODE_ENV=production/);
    expect(output).not.toMatch(/\n\s+at /); // a message for the operator, not a stack trace
  }, 40_000);
});

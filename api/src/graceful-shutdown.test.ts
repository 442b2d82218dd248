import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from './seed/data';
import { solidImage } from './media/test-images';

/**
 * SIGTERM as a process manager sends it: the server first drains (SHUTDOWN_DRAIN_MS: health
 * answers 503 draining, every answer says `Connection: close`), then stops taking
 * connections, finishes the request it is reading (a slow upload, half sent when the signal
 * comes, finished only after the listener has closed), closes the database and releases the
 * PGlite folder lock, then exits 0.
 */
// Node itself runs the server, with tsx as a loader: tsx's CLI relays SIGTERM to its child
// and SIGKILLs it when the child does not acknowledge within 30 ms, which a loaded CI machine
// missed (the upload in flight was cut off). Production runs `node dist/server.js` directly.
const TSX = require.resolve('tsx');
const SERVER = path.resolve(__dirname, 'server.ts');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitHealthy(port: number, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not healthy:\n${output()}`);
}

describe('graceful shutdown', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-shutdown-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('drains, finishes an upload in flight, refuses new connections, closes and releases the lock', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', TSX, SERVER], {
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_MODE: 'true',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_DISABLED: 'true',
        SHUTDOWN_DRAIN_MS: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      await waitHealthy(port, child, () => output);
      expect(fs.existsSync(`${dataDir}.lock`)).toBe(true);

      const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'broker@example.com', password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };

      const png = await solidImage('png', 800, 600);
      const boundary = 'graceful-shutdown-boundary';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const half = Math.floor(png.length / 2);
      let sendRest: () => void = () => undefined;
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/profile/upload-avatar',
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'content-length': head.length + png.length + tail.length,
            },
          },
          (response) => {
            let body = '';
            response.on('data', (d: Buffer) => (body += d.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        request.on('error', reject);
        request.write(head);
        request.write(png.subarray(0, half));
        sendRest = () => request.end(Buffer.concat([png.subarray(half), tail]));
      });

      // The signal arrives while the server is still reading the body.
      await new Promise((resolve) => setTimeout(resolve, 300));
      child.kill('SIGTERM');
      const probe = () =>
        fetch(`http://127.0.0.1:${port}/api/health`).then(
          async (res) => ({
            status: res.status,
            connection: res.headers.get('connection'),
            body: (await res.json()) as unknown,
          }),
          (error: Error) => ({ status: 0, connection: null, body: error.message }),
        );
      const until = async (done: (p: Awaited<ReturnType<typeof probe>>) => boolean) => {
        const deadline = Date.now() + 30_000;
        for (;;) {
          const seen = await probe();
          if (done(seen) || Date.now() > deadline) return seen;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };

      // First the drain: still listening, but out of rotation.
      const draining = await until((p) => p.status !== 200);
      expect(draining).toEqual({ status: 503, connection: 'close', body: { status: 'draining' } });

      // Then the listener closes: a new connection is refused.
      const closed = await until((p) => p.status === 0);
      expect(closed.status).toBe(0);

      sendRest();
      const uploaded = await answer;
      expect(uploaded.status).toBe(200);
      expect(JSON.parse(uploaded.body)).toHaveProperty('user.avatar_path');
      expect(await exited).toBe(0);
      expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 180_000);
});

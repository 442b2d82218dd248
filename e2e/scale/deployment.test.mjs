// A real deployment on one machine: a PostgreSQL server (DATABASE_URL, from
// api/scripts/with-postgres.mjs), two API processes, nginx in front of them, s3rver for the
// media, and the remotes served by a second origin. Run with `pnpm --filter @phuket/e2e scale`
// after `pnpm build`; docs/scale-out.md says what each check stands for.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import S3rver from 's3rver';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set: run through with-postgres.mjs');
const nginxBin = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REMOTES = ['mfe-catalog', 'mfe-account', 'mfe-listings', 'mfe-database', 'mfe-presentations'];
const BUCKET = 'media';
/** The address the checks claim to come from (the socket is always 127.0.0.1, a trusted proxy). */
const CLIENT = '203.0.113.7';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-scale-'));
const children = [];
let s3;
let proxyUrl;
let remotesOrigin;
const api = {}; // name -> { url, child, port }

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(check, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (error) {
      if (error.fatal) throw error;
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not ready after ${timeoutMs} ms${last ? ` (${last.message})` : ''}`);
}

async function startApi(name, port, env) {
  const log = fs.openSync(path.join(tmp, `${name}.log`), 'w');
  const child = spawn(process.execPath, [path.join(repo, 'api/dist/server.js')], {
    cwd: repo,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  children.push(child);
  api[name] = { url: `http://127.0.0.1:${port}`, child, port };
  try {
    await waitFor(
      async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok,
      `API ${name}`,
    );
  } catch (error) {
    const logged = fs.readFileSync(path.join(tmp, `${name}.log`), 'utf8').slice(-3000);
    throw new Error(`${error.message}\n${name}'s log:\n${logged}`);
  }
}

// Started as root, nginx runs its workers as `nobody`, who cannot read a clone in a private
// folder (mode 0700, as `mktemp -d` or a home directory makes): the remotes' origin answered 403.
// Its workers run as the user running the tests instead; as another user the directive is moot.
function workerUser() {
  return process.getuid?.() === 0 ? 'user root root;' : '';
}

function nginxConfig({ proxyPort, remotesPort, s3Port, apiPorts }) {
  const temp = (name) => path.join(tmp, `nginx-${name}`);
  const remoteLocations = REMOTES.map(
    (name) => `
    location /${name}/ {
      alias ${path.join(repo, name, 'dist')}/;
      add_header Access-Control-Allow-Origin * always;
    }`,
  ).join('');
  return `
daemon off;
${workerUser()}
worker_processes 1;
pid ${path.join(tmp, 'nginx.pid')};
error_log ${path.join(tmp, 'nginx-error.log')} warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  client_max_body_size 25m;
  upstream api {
    ${apiPorts.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n    ')}
    # Reused connections, closed by nginx before Node's keepAliveTimeout (72 s) could close
    # one under a request nginx is sending on it.
    keepalive 16;
    keepalive_timeout 30s;
  }
  server {
    listen 127.0.0.1:${proxyPort};
    # Owner-only documents are streamed by the API; the bucket's private/ prefix never is
    # (docs/deploy.md).
    location /media/private/ {
      return 404;
    }
    location /media/ {
      proxy_pass http://127.0.0.1:${s3Port}/${BUCKET}/;
    }
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A draining process answers reads 503 (and says Connection: close); a stopped one
      # refuses connections. nginx sends those reads to the other one and, with max_fails=1,
      # stops sending this one anything, so no POST (which it never retries once sent) is on
      # its way in when the listener closes.
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
  server {
    listen 127.0.0.1:${remotesPort};
    # The builds' precompressed .gz files, as docs/deploy.md serves them (brotli_static needs
    # a module Debian's nginx does not load by default).
    gzip_static on;
    gzip_vary on;${remoteLocations}
  }
}
`;
}

before(async () => {
  assert.ok(fs.existsSync(path.join(repo, 'api/dist/server.js')), 'run pnpm build first');
  const [proxyPort, remotesPort, s3Port, portA, portB] = await Promise.all(
    Array.from({ length: 5 }, freePort),
  );
  proxyUrl = `http://127.0.0.1:${proxyPort}`;
  remotesOrigin = `http://127.0.0.1:${remotesPort}`;

  s3 = new S3rver({
    address: '127.0.0.1',
    port: s3Port,
    silent: true,
    directory: path.join(tmp, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  await s3.run();

  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    fs.mkdirSync(path.join(tmp, `nginx-${name}`), { recursive: true });
  }
  const confPath = path.join(tmp, 'nginx.conf');
  fs.writeFileSync(
    confPath,
    nginxConfig({ proxyPort, remotesPort, s3Port, apiPorts: [portA, portB] }),
  );
  const nginx = spawn(nginxBin, ['-c', confPath, '-e', path.join(tmp, 'nginx-error.log')], {
    stdio: 'inherit',
  });
  children.push(nginx);

  const env = {
    DATABASE_URL: databaseUrl,
    DEMO_MODE: 'true',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: proxyUrl,
    TRUST_PROXY: '127.0.0.1',
    CODE_SECRET: 'scale-test-code-secret-0123456789abcdef',
    PUBLIC_MEDIA_PREFIX: `${proxyUrl}/media`,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    LISTING_CACHE_TTL_MS: '60000',
    // The drain test writes listing drafts as fast as it can from one account for seconds:
    // the per-account daily limit (tested in the API suite) would refuse them after 50.
    RATE_LIMIT_LISTING_DRAFTS_PER_DAY: '0',
    ...Object.fromEntries(
      REMOTES.map((name) => [
        `REMOTE_${name.replace('mfe-', 'MFE_').toUpperCase()}_URL`,
        `${remotesOrigin}/${name}/mf-manifest.json`,
      ]),
    ),
  };
  // Started together on the empty database: the advisory lock lets one migrate and seed.
  await Promise.all([startApi('a', portA, env), startApi('b', portB, env)]);
  await waitFor(async () => (await fetch(`${proxyUrl}/api/health`)).ok, 'nginx');
});

after(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map(
      (child) => child.exitCode === null && new Promise((resolve) => child.once('exit', resolve)),
    ),
  );
  await s3?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function call(base, method, url, { token, body, ip = CLIENT } = {}) {
  const headers = { 'x-forwarded-for': ip };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${base}/api${url}`, { method, headers, body: payload });
  const text = await response.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, json, text };
}

async function signIn(base, ip) {
  const res = await call(base, 'POST', '/login', {
    body: { email: 'broker@example.com', password: 'Phuket-demo-2024' },
    ip,
  });
  assert.equal(res.status, 200, res.text);
  return res.json.token;
}

describe('two API processes behind nginx on one PostgreSQL server', () => {
  it('reports the database, the S3 media store and the job queue up on both processes', async () => {
    for (const base of [api.a.url, api.b.url]) {
      const health = await call(base, 'GET', '/health');
      assert.equal(health.status, 200);
      const { jobs, builds, ...rest } = health.json;
      assert.deepEqual(rest, { status: 'ok', database: 'up', media: 'up', queue: 'up' });
      assert.equal(typeof jobs.queued, 'number');
      // Both processes say which shell they serve; the remotes live on their own origin here,
      // so their builds are that origin's to tell (docs/deploy.md, "Releasing one area").
      assert.match(builds.shell.commit, /^([0-9a-f]{40}|unknown)$/);
      assert.equal(builds.shell.release, null);
      for (const remote of REMOTES) assert.equal(builds[remote], null, remote);
    }
    const [a, b] = await Promise.all(
      [api.a.url, api.b.url].map((base) => call(base, 'GET', '/health')),
    );
    assert.deepEqual(a.json.builds, b.json.builds);
  });

  it('migrated and seeded once: both processes answer the same catalog', async () => {
    const [a, b] = await Promise.all([
      call(api.a.url, 'GET', '/properties?per_page=1'),
      call(api.b.url, 'GET', '/properties?per_page=1'),
    ]);
    assert.equal(a.status, 200);
    assert.ok(a.json.meta.total > 0);
    assert.equal(a.json.meta.total, b.json.meta.total);
  });

  it('a login answered by one process works on the other', async () => {
    const token = await signIn(api.a.url, '198.51.100.1');
    const onB = await call(api.b.url, 'GET', '/user', { token });
    assert.equal(onB.status, 200, onB.text);
    assert.equal(onB.json.user?.email ?? onB.json.email, 'broker@example.com');
    const viaProxy = await call(proxyUrl, 'GET', '/user', { token });
    assert.equal(viaProxy.status, 200);
  });

  it('a listing unpublished and published through one is seen so in search through the other within 2 s', async (t) => {
    const token = await signIn(api.a.url, '198.51.100.2');
    const mine = await call(
      api.a.url,
      'GET',
      '/get/broker/listings?per_page=6&filter[status]=published',
      {
        token,
      },
    );
    assert.equal(mine.status, 200, mine.text);
    const listing = mine.json.data[0];
    assert.ok(listing, 'the demo broker has a published listing');
    const owner = (await call(api.a.url, 'GET', '/user', { token })).json;
    const ownerId = (owner.user ?? owner).id;
    // B's search: its page cache (a minute here) and its search index, warmed first; only
    // the notification from the database can change what B answers.
    const searchB = `/properties?per_page=100&filter[user_id]=${ownerId}`;
    const foundOnB = async () => {
      const res = await call(api.b.url, 'GET', searchB);
      assert.equal(res.status, 200, res.text);
      return res.json.data.some((card) => card.id === listing.id);
    };
    assert.equal(await foundOnB(), true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(await foundOnB(), true);

    const within2s = async (expected) => {
      const started = Date.now();
      let found;
      while (Date.now() - started < 2000) {
        found = await foundOnB();
        if (found === expected) return Date.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.fail(`B's search still ${found ? 'had' : 'lacked'} the listing after 2 s`);
    };
    const unpublished = await call(api.a.url, 'POST', `/listing/${listing.id}/unpublish`, {
      token,
      body: { version: listing.version },
    });
    assert.equal(unpublished.status, 200, unpublished.text);
    const gone = await within2s(false);
    const published = await call(api.a.url, 'POST', `/listing/${listing.id}/publish`, {
      token,
      body: { version: unpublished.json.version },
    });
    assert.equal(published.status, 200, published.text);
    const back = await within2s(true);
    t.diagnostic(
      `B's search lost the listing after ${gone} ms and found it again after ${back} ms`,
    );
  });

  it('the 11th login in a minute from one address gets 429 whichever process answers', async () => {
    const ip = '198.51.100.77';
    const codes = [];
    for (let i = 0; i < 10; i += 1) {
      const base = [api.a.url, api.b.url, proxyUrl][i % 3];
      const res = await call(base, 'POST', '/login', {
        body: { email: `stranger-${i}@example.com`, password: 'not-the-password' },
        ip,
      });
      codes.push(res.status);
    }
    assert.ok(!codes.includes(429), `refused too early: ${codes.join(',')}`);
    for (const base of [api.a.url, api.b.url, proxyUrl]) {
      const res = await call(base, 'POST', '/login', {
        body: { email: 'stranger-11@example.com', password: 'not-the-password' },
        ip,
      });
      assert.equal(res.status, 429, `${base}: ${res.text}`);
    }
  });

  it('an avatar uploaded through one process is served through the other from the S3 store', async () => {
    const token = await signIn(api.b.url, '198.51.100.3');
    const body = new FormData();
    const png = fs.readFileSync(path.join(repo, 'e2e/fixtures/photo.png'));
    body.append('file', new Blob([png], { type: 'image/png' }), 'avatar.png');
    const uploaded = await call(api.a.url, 'POST', '/profile/upload-avatar', { token, body });
    assert.equal(uploaded.status, 200, uploaded.text);
    const onB = await call(api.b.url, 'GET', '/user', { token });
    const user = onB.json.user ?? onB.json;
    assert.ok(user.avatar_path, 'B knows the new avatar');
    const url = /^https?:/.test(user.avatar_path)
      ? user.avatar_path
      : `${proxyUrl}/media/${user.avatar_path.replace(/^\/+(media\/)?/, '')}`;
    const image = await fetch(url);
    assert.equal(image.status, 200, url);
    assert.match(image.headers.get('content-type') ?? '', /image\//);
    const stored = fs.readdirSync(path.join(tmp, 's3'), { recursive: true });
    assert.ok(stored.length > 0, 'the file is in the S3 server, not on a process disk');
  });

  it('pages load through the proxy with the remotes from their own origin', async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath });
    try {
      const page = await browser.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const remoteRequests = [];
      page.on('requestfinished', (request) => {
        if (request.url().startsWith(remotesOrigin)) remoteRequests.push(request.url());
      });
      const response = await page.goto(`${proxyUrl}/`);
      assert.equal(response?.status(), 200);
      await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
      await page.goto(`${proxyUrl}/login`);
      await page.getByLabel('Email').first().waitFor({ timeout: 30_000 });
      assert.ok(
        remoteRequests.some((url) => url.includes('/mfe-catalog/remoteEntry.js')),
        'the catalog came from the remotes origin',
      );
      assert.ok(remoteRequests.some((url) => url.includes('/mfe-account/')));
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });

  it('the remotes origin serves the precompressed files the build wrote (gzip_static)', async () => {
    const url = `${remotesOrigin}/mfe-catalog/remoteEntry.js`;
    const gzipped = await fetch(url, {
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(gzipped.status, 200);
    assert.equal(gzipped.headers.get('content-encoding'), 'gzip');
    assert.match(gzipped.headers.get('vary') ?? '', /accept-encoding/i);
    // The build's own .gz, not one compressed on the fly (that would be chunked, no length).
    assert.equal(
      Number(gzipped.headers.get('content-length')),
      fs.statSync(path.join(repo, 'mfe-catalog', 'dist', 'remoteEntry.js.gz')).size,
    );
    // fetch unzips it: the same bytes as the file itself.
    assert.equal(
      await gzipped.text(),
      fs.readFileSync(path.join(repo, 'mfe-catalog', 'dist', 'remoteEntry.js'), 'utf8'),
    );
    const plain = await fetch(url, {
      headers: { 'accept-encoding': 'identity' },
    });
    assert.equal(plain.headers.get('content-encoding'), null);
  });

  it('stopping one process mid-run loses no retried read and no acknowledged write', async (t) => {
    const token = await signIn(proxyUrl, '198.51.100.4');
    let running = true;
    const reads = [];
    const acknowledged = [];
    const refusedWrites = [];
    const reader = (async () => {
      while (running) reads.push((await call(proxyUrl, 'GET', '/properties?per_page=3')).status);
    })();
    const writer = (async () => {
      for (let i = 0; running; i += 1) {
        const res = await call(proxyUrl, 'POST', '/listing/store?step=1', {
          token,
          body: { title: `Scale test draft ${i}`, offer_type: 'Sale' },
        });
        if (res.status === 201) acknowledged.push(res.json.id);
        else refusedWrites.push(res.status);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const stopped = new Promise((resolve) => api.a.child.once('exit', resolve));
    api.a.child.kill('SIGTERM');
    // The drain (SHUTDOWN_DRAIN_MS, 3 s by default on PostgreSQL): A still answers, out of
    // rotation.
    let draining;
    await waitFor(async () => {
      draining = await call(api.a.url, 'GET', '/health');
      return draining.status !== 200;
    }, 'A draining');
    assert.equal(draining.status, 503);
    assert.deepEqual(draining.json, { status: 'draining' });
    const code = await stopped;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    running = false;
    await Promise.all([reader, writer]);

    assert.equal(code, 0, 'A stopped cleanly');
    assert.ok(reads.length > 10);
    assert.deepEqual(
      reads.filter((status) => status !== 200),
      [],
      'every read answered 200',
    );
    assert.ok(acknowledged.length > 5);
    // Strict: the drain leaves no POST on its way to A when its listener closes.
    assert.deepEqual(refusedWrites, [], 'every write acknowledged');
    for (const id of acknowledged) {
      const res = await call(api.b.url, 'GET', `/listing/${id}`, { token });
      assert.equal(res.status, 200, `acknowledged draft ${id} is there`);
    }
    t.diagnostic(
      `${reads.length} reads, all 200; ${acknowledged.length} writes, all acknowledged and present`,
    );
  });
});

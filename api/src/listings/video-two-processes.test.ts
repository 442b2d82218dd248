import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ListingDraft } from '@phuket/shared/contract';
import type { Database } from '../db/client';
import { seedDemoCatalog } from '../seed/catalog/catalog-seed';
import { testVideo } from '../media/test-videos';
import { createTestApp, openTwoProcessDatabase, type TestApp } from '../test/test-app';
import { call, createDraft, newUser, type Caller } from './test-helpers';
import { PostgresUploadLocker, uploadLockKey } from './upload-locker';

/**
 * A listing video uploaded through two API processes: on PostgreSQL (test:pg) two apps on two
 * pools, each with its own tus server and locker, sharing DATA_DIR and MEDIA_DIR as
 * docs/deploy.md asks; on PGlite, which one process alone may open, two apps on the one
 * handle (and the concurrent request goes to the same app: one process, one memory locker).
 */
const serverUrl = process.env.DATABASE_URL;
const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'video-two-'));
const dataDir = path.join(shared, 'data');
const mediaDir = path.join(shared, 'media');
let first: Database;
let second: Database;
let closeDatabases: () => Promise<void>;
let a: TestApp;
let b: TestApp;
let broker: Caller;
let mp4: Buffer;

const quickJobs = {
  jobs: { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 30, shutdownTimeoutMs: 5000 },
};

beforeAll(async () => {
  fs.mkdirSync(dataDir);
  fs.mkdirSync(mediaDir);
  const opened = await openTwoProcessDatabase({ poolSize: 4, demo: true });
  ({ first, second } = opened);
  closeDatabases = () => opened.close();
  await seedDemoCatalog(first.db);
  const env = { RATE_LIMIT_DISABLED: 'true', DATA_DIR: dataDir, MEDIA_DIR: mediaDir };
  a = await createTestApp({ demo: true, env, database: first, config: quickJobs });
  b = await createTestApp({ demo: true, env, database: second, config: quickJobs });
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  await b.app.listen({ port: 0, host: '127.0.0.1' });
  broker = await newUser(a.app);
  mp4 = testVideo('mp4', { size: '320x240', duration: 2, rate: 25 });
}, 180_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await closeDatabases?.();
  fs.rmSync(shared, { recursive: true, force: true });
});

const portOf = (t: TestApp) => (t.app.server.address() as AddressInfo).port;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

/**
 * A tus request over real HTTP. `body` is written as it comes: an async generator may hold
 * the request open half-way, as a slow or dropped connection does.
 */
function tus(
  t: TestApp,
  method: 'POST' | 'HEAD' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  body?: Buffer | AsyncIterable<Buffer>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: portOf(t),
        method,
        path: url,
        headers: {
          'tus-resumable': '1.0.0',
          authorization: broker.authorization as string,
          ...(body ? { 'content-type': 'application/offset+octet-stream' } : {}),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    if (!body) {
      req.end();
    } else if (Buffer.isBuffer(body)) {
      req.end(body);
    } else {
      void (async () => {
        for await (const chunk of body) req.write(chunk);
        req.end();
      })().catch(reject);
    }
  });
}

async function startUpload(draft: ListingDraft): Promise<string> {
  const res = await tus(a, 'POST', `/api${draft.paths.video}`, {
    'upload-length': String(mp4.length),
  });
  expect(res.status).toBe(201);
  return res.headers.location as string;
}

async function offsetThrough(t: TestApp, location: string): Promise<number> {
  const head = await tus(t, 'HEAD', location, {});
  expect(head.status).toBe(200);
  return Number(head.headers['upload-offset']);
}

/** Waits for the listing-video-process job, on whichever app takes it. */
async function settled(id: number): Promise<ListingDraft> {
  for (let i = 0; i < 600; i += 1) {
    const res = await call(b.app, broker, 'GET', `/listing/${id}`);
    const draft = res.json<ListingDraft>();
    if (draft.video_status?.state !== 'processing') return draft;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('video processing never settled');
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

// A draft's URLs are signed (media/media-access.ts): the file is the path without the query.
const stored = (url: string) =>
  path.join(mediaDir, ...(url.split('?')[0] ?? '').replace(/^\/media\//, '').split('/'));

describe('a listing video across two API processes', () => {
  it('starts on A, resumes on B from the offset B reads, and completes with a poster', async () => {
    const draft = await createDraft(a.app, broker, { title: 'Two-process video' });
    const location = await startUpload(draft);
    const half = Math.floor(mp4.length / 2);
    const partOne = await tus(
      a,
      'PATCH',
      location,
      { 'upload-offset': '0' },
      mp4.subarray(0, half),
    );
    expect(partOne.status).toBe(204);

    const resumeAt = await offsetThrough(b, location);
    expect(resumeAt).toBe(half);
    const partTwo = await tus(
      b,
      'PATCH',
      location,
      { 'upload-offset': String(resumeAt) },
      mp4.subarray(resumeAt),
    );
    expect(partTwo.status).toBe(204);
    expect(partTwo.headers['upload-offset']).toBe(String(mp4.length));

    const done = await settled(draft.id);
    expect(done.video_status?.state).toBe('ready');
    expect(done.video_status?.poster_url).toMatch(/\.webp\?exp=/);
    expect(fs.readFileSync(stored(done.video as string)).equals(mp4)).toBe(true);
  });

  it('makes a resume wait for the request still holding the upload: nothing interleaves', async () => {
    const draft = await createDraft(a.app, broker, { title: 'Contested video' });
    const location = await startUpload(draft);
    const uploadFile = path.join(dataDir, 'video-uploads', location.split('/').pop() as string);
    const half = Math.floor(mp4.length / 2);

    // A's PATCH sends half the file, then its connection hangs (as a dropped one does); should
    // it ever go on, it sends other bytes than the file's, which must never land.
    let hang: () => void = () => undefined;
    const hung = new Promise<void>((resolve) => (hang = resolve));
    async function* stalledBody() {
      yield mp4.subarray(0, half);
      await hung;
      yield Buffer.alloc(mp4.length - half, 0x55);
    }
    const firstAnswer = tus(a, 'PATCH', location, { 'upload-offset': '0' }, stalledBody()).catch(
      (): Answer => ({ status: 0, headers: {} }),
    );
    await until(
      () => fs.existsSync(uploadFile) && fs.statSync(uploadFile).size === half,
      "A's first half on disk",
    );

    // The client resumes through the other process (on PGlite: the same one) at the offset
    // on disk, while A's request is still open on the upload.
    const other = serverUrl ? b : a;
    const resumed = await tus(
      other,
      'PATCH',
      location,
      { 'upload-offset': String(half) },
      mp4.subarray(half),
    );
    // It asked A's request to let go, waited for it, then wrote alone.
    expect(resumed.status).toBe(204);
    expect(resumed.headers['upload-offset']).toBe(String(mp4.length));
    hang();
    // A's request was stopped at the bytes it had written (tus answers where it stopped).
    const stopped = await firstAnswer;
    expect(stopped.headers['upload-offset']).toBe(String(half));

    const done = await settled(draft.id);
    expect(done.video_status?.state).toBe('ready');
    expect(fs.readFileSync(stored(done.video as string)).equals(mp4)).toBe(true);
  });
});

describe('the PostgreSQL upload locker', () => {
  it('gives an upload to one session at a time, and frees it when that connection dies', async () => {
    if (!serverUrl) {
      // PGlite is one session, where advisory locks are re-entrant: no such locker there.
      expect(() => first.tryAdvisoryLock(uploadLockKey('1-x'))).toThrow(/one session/);
      return;
    }
    const lockerA = new PostgresUploadLocker(first, 500);
    const lockerB = new PostgresUploadLocker(second, 500);
    const id = `${Date.now()}-${'a'.repeat(32)}`;
    const lockA = lockerA.newLock(id);
    let askedToLetGo = 0;
    await lockA.lock(new AbortController().signal, () => {
      askedToLetGo += 1;
    });
    // B finds it held and gives up at its bound (lockerB was not started: it asks by NOTIFY
    // only, which lockerA, not listening either, does not hear).
    await expect(
      lockerB.newLock(id).lock(new AbortController().signal, () => undefined),
    ).rejects.toMatchObject({
      status_code: 423,
    });

    // Kill the connection holding A's lock: the server frees it, A's request is told.
    const { rows } = await first.executeSql(
      `select pid from pg_locks where locktype = 'advisory' and granted
        and objsubid = 1 and ((classid::bigint << 32) | objid::bigint) = $1::bigint`,
      [uploadLockKey(id).toString()],
    );
    expect(rows).toHaveLength(1);
    const pid = (rows[0] as { pid: number }).pid;
    await second.executeSql('select pg_terminate_backend($1)', [pid]);
    await until(() => askedToLetGo > 0, 'the lost lock to be reported');

    const lockB = lockerB.newLock(id);
    await lockB.lock(new AbortController().signal, () => undefined);
    await lockB.unlock();
    await lockA.unlock();
  });
});

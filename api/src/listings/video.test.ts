import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  LISTING_VIDEO_BUSY,
  LISTING_VIDEO_MAX_BYTES,
  LISTING_VIDEO_TOO_LARGE,
  NOT_A_LISTING_VIDEO,
  UNREADABLE_VIDEO,
  type ListingDetail,
  type ListingDraft,
} from '@phuket/shared/contract';
import { listings, locations } from '../db/schema';
import { QUEUE_SCHEMA } from '../jobs/queue';
import { patternPhoto } from '../media/test-images';
import { testVideo } from '../media/test-videos';
import { processListingVideo } from './video-processing';
import { createVideoUploadStore } from './video-uploads';
import { errorBody, createTestApp, type TestApp } from '../test/test-app';
import { eq } from 'drizzle-orm';
import { call, createDraft, guest, newUser, signIn, type Caller } from './test-helpers';

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listing-video-'));
let t: TestApp;
let broker: Caller;
let otherBroker: Caller;
let admin: Caller;
let mp4: Buffer;

beforeAll(async () => {
  t = await createTestApp({
    demo: true,
    env: { RATE_LIMIT_DISABLED: 'true', MEDIA_DIR: mediaDir },
    // The job queue asks for work every half second (2 s in production).
    config: {
      jobs: {
        pollingIntervalSeconds: 0.5,
        cronMonitorIntervalSeconds: 30,
        shutdownTimeoutMs: 5000,
      },
    },
  });
  broker = await newUser(t.app);
  otherBroker = await newUser(t.app);
  admin = await signIn(t.app, 'admin@example.com');
  mp4 = testVideo('mp4', { size: '320x240', duration: 1, rate: 10 });
});
afterAll(async () => {
  await t.close();
});

// A draft's URLs are signed (media/media-access.ts): the file is the path without the query.
const stored = (url: string) =>
  path.join(mediaDir, ...(url.split('?')[0] ?? '').replace(/^\/media\//, '').split('/'));

function tus(
  caller: Caller,
  method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: Buffer,
) {
  return t.app.inject({
    method,
    url,
    headers: {
      'tus-resumable': '1.0.0',
      ...(caller.authorization ? { authorization: caller.authorization } : {}),
      ...(payload ? { 'content-type': 'application/offset+octet-stream' } : {}),
      ...headers,
    },
    ...(payload ? { payload } : {}),
  });
}

/** Starts an upload of `size` bytes; answers the upload URL (the Location). */
async function startUpload(draft: ListingDraft, size: number, caller = broker): Promise<string> {
  const res = await tus(caller, 'POST', `/api${draft.paths.video}`, {
    'upload-length': String(size),
    'upload-metadata': `filetype ${Buffer.from('video/mp4').toString('base64')}`,
  });
  expect(res.statusCode).toBe(201);
  const location = res.headers.location;
  expect(typeof location).toBe('string');
  return location as string;
}

async function draftOf(id: number, caller = broker): Promise<ListingDraft> {
  const res = await call(t.app, caller, 'GET', `/listing/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json<ListingDraft>();
}

/** Waits for the listing-video-process job (sent when the last byte landed) to settle. */
async function settled(id: number): Promise<ListingDraft> {
  // Up to a minute: a loaded machine is slow to poll the queue and run ffmpeg.
  for (let i = 0; i < 1200; i += 1) {
    const draft = await draftOf(id);
    if (draft.video_status?.state !== 'processing') return draft;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('video processing never settled');
}

async function videoJobStates(uploadId: string): Promise<string[]> {
  const { rows } = await t.database.executeSql(
    `select state from ${QUEUE_SCHEMA}.job where name = 'listing-video-process' and data->>'uploadId' = $1`,
    [uploadId],
  );
  return (rows as { state: string }[]).map((r) => r.state);
}

describe('listing video (tus)', () => {
  it('uploads cut off half-way, resumes from the offset HEAD gives, and gets a poster', async () => {
    const draft = await createDraft(t.app, broker, { title: 'Video villa' });
    const location = await startUpload(draft, mp4.length);
    expect(location).toMatch(
      new RegExp(`^/api/listings/${draft.id}/video/${draft.id}-[0-9a-f]{32}$`),
    );
    expect((await draftOf(draft.id)).video_status?.state).toBe('uploading');

    const half = Math.floor(mp4.length / 2);
    const first = await tus(
      broker,
      'PATCH',
      location,
      { 'upload-offset': '0' },
      mp4.subarray(0, half),
    );
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));

    // The connection "drops": the client asks where to go on.
    const head = await tus(broker, 'HEAD', location);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(half));
    expect(head.headers['upload-length']).toBe(String(mp4.length));
    const resumeAt = Number(head.headers['upload-offset']);
    const rest = mp4.subarray(resumeAt);
    // Nothing already received is sent again.
    expect(half + rest.length - mp4.length).toBe(0);

    const last = await tus(broker, 'PATCH', location, { 'upload-offset': String(resumeAt) }, rest);
    expect(last.statusCode).toBe(204);
    expect(last.headers['upload-offset']).toBe(String(mp4.length));

    const done = await settled(draft.id);
    expect(done.video_status?.state).toBe('ready');
    expect(done.video_status?.error).toBeNull();
    // The work ran as one job on the queue, not on the request.
    const uploadId = location.split('/').pop() as string;
    // pg-boss marks the job completed just after the handler has set the video ready.
    for (let i = 0; i < 100 && (await videoJobStates(uploadId))[0] !== 'completed'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await videoJobStates(uploadId)).toEqual(['completed']);
    // Signed while the listing is a draft (media/media-access.ts).
    expect(done.video).toMatch(
      new RegExp(`^/media/listings/${draft.id}/[0-9a-f]{32}\\.mp4\\?exp=\\d+&sig=[\\w-]+$`),
    );
    const poster = done.video_status?.poster_url as string;
    expect(poster).toMatch(/\.webp\?exp=/);
    expect(fs.readFileSync(stored(done.video as string)).equals(mp4)).toBe(true);
    const meta = await sharp(fs.readFileSync(stored(poster))).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(320);

    // The file server serves the video it stored.
    const served = await t.app.inject({ method: 'GET', url: done.video as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('video/mp4');

    // One video per listing.
    const again = await tus(broker, 'POST', `/api${draft.paths.video}`, { 'upload-length': '10' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(LISTING_VIDEO_BUSY);

    // DELETE listings/{id}/video removes the video and its poster.
    const removed = await call(t.app, broker, 'DELETE', draft.paths.video);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ListingDraft>().video_status).toBeNull();
    expect(fs.existsSync(stored(done.video as string))).toBe(false);
    expect(fs.existsSync(stored(poster))).toBe(false);
  });

  it("shows a published listing's video with its poster on the property page", async () => {
    const draft = await createDraft(t.app, broker, { title: 'Published video' });
    const location = await startUpload(draft, mp4.length);
    await tus(broker, 'PATCH', location, { 'upload-offset': '0' }, mp4);
    const done = await settled(draft.id);
    await t.database.db
      .update(listings)
      .set({ status: 'published' })
      .where(eq(listings.id, draft.id));
    const page = await t.app.inject({ method: 'GET', url: `/api/${draft.id}/property` });
    expect(page.statusCode).toBe(200);
    const detail = page.json<ListingDetail>();
    // The owner's URLs were signed while it was a draft; the page's are plain.
    expect(detail.video).toBe(done.video?.split('?')[0]);
    expect(detail.video_poster).toBe(done.video_status?.poster_url?.split('?')[0]);
  });

  it('refuses a JPEG renamed .mp4 with a 422 on its last byte, never a 500', async () => {
    const draft = await createDraft(t.app, broker);
    const jpeg = await patternPhoto(3, 'jpeg', 64, 48);
    const location = await startUpload(draft, jpeg.length);
    const res = await tus(broker, 'PATCH', location, { 'upload-offset': '0' }, jpeg);
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/json');
    expect(errorBody(res)).toEqual({
      message: NOT_A_LISTING_VIDEO,
      errors: { file: [NOT_A_LISTING_VIDEO] },
    });
    expect((await draftOf(draft.id)).video_status).toBeNull();
    // The refused upload is gone: its URL is unknown now.
    expect((await tus(broker, 'HEAD', location)).statusCode).toBe(404);
  });

  it('marks a truncated MP4 failed with a reason, after processing', async () => {
    const draft = await createDraft(t.app, broker);
    // The header survives, the index (moov, at the end of ffmpeg's output) does not.
    const cut = mp4.subarray(0, Math.floor(mp4.length * 0.6));
    const location = await startUpload(draft, cut.length);
    const res = await tus(broker, 'PATCH', location, { 'upload-offset': '0' }, cut);
    expect(res.statusCode).toBe(204);
    const done = await settled(draft.id);
    expect(done.video_status).toEqual({
      state: 'failed',
      url: null,
      poster_url: null,
      error: UNREADABLE_VIDEO,
    });
    expect(done.video).toBeNull();
    // A failed video can be replaced.
    const again = await startUpload(done, mp4.length);
    expect(again).not.toBe(location);
  });

  it('keeps "processing" while a failing job is retried, and marks it failed on the last try', async () => {
    const draft = await createDraft(t.app, broker);
    // The upload's bytes are gone from the store: a failure of the store, not of the file.
    const uploadId = `${draft.id}-${'0'.repeat(32)}`;
    await t.database.db
      .update(listings)
      .set({ videoState: 'processing', videoUpload: uploadId })
      .where(eq(listings.id, draft.id));
    const payload = { listingId: draft.id, uploadId };
    const uploads = await createVideoUploadStore(t.app);
    await expect(
      processListingVideo(t.app, uploads, payload, { retryCount: 0, retryLimit: 3 }),
    ).rejects.toThrow(/ENOENT/);
    expect((await draftOf(draft.id)).video_status?.state).toBe('processing');
    await processListingVideo(t.app, uploads, payload, { retryCount: 3, retryLimit: 3 });
    expect((await draftOf(draft.id)).video_status).toEqual({
      state: 'failed',
      url: null,
      poster_url: null,
      error: UNREADABLE_VIDEO,
    });
  });

  it('refuses a video over 1 GB before a byte is sent (413 JSON)', async () => {
    const draft = await createDraft(t.app, broker);
    const res = await tus(broker, 'POST', `/api${draft.paths.video}`, {
      'upload-length': String(LISTING_VIDEO_MAX_BYTES + 1),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toBe(LISTING_VIDEO_TOO_LARGE);
  });

  it('refuses a PATCH at the wrong offset (409) and one without tus headers (412)', async () => {
    const draft = await createDraft(t.app, broker);
    const location = await startUpload(draft, mp4.length);
    const wrong = await tus(
      broker,
      'PATCH',
      location,
      { 'upload-offset': '5' },
      mp4.subarray(5, 50),
    );
    expect(wrong.statusCode).toBe(409);
    expect(typeof wrong.json<{ message: string }>().message).toBe('string');
    const noTus = await t.app.inject({
      method: 'HEAD',
      url: location,
      headers: { authorization: broker.authorization as string },
    });
    expect(noTus.statusCode).toBe(412);
  });

  it('lets only the owner start, resume, read and remove: guest 401, other broker 404, admin 403', async () => {
    const draft = await createDraft(t.app, broker);
    const post = (c: Caller) =>
      tus(c, 'POST', `/api${draft.paths.video}`, { 'upload-length': String(mp4.length) });
    expect((await post(guest)).statusCode).toBe(401);
    expect((await post(otherBroker)).statusCode).toBe(404);
    expect((await post(admin)).statusCode).toBe(403);

    const location = await startUpload(draft, mp4.length);
    for (const [caller, code] of [
      [guest, 401],
      [otherBroker, 404],
      [admin, 403],
    ] as const) {
      expect((await tus(caller, 'HEAD', location)).statusCode).toBe(code);
      const patch = await tus(caller, 'PATCH', location, { 'upload-offset': '0' }, mp4);
      expect(patch.statusCode).toBe(code);
      expect((await call(t.app, caller, 'DELETE', draft.paths.video)).statusCode).toBe(code);
    }
    // Nothing of theirs landed.
    expect((await tus(broker, 'HEAD', location)).headers['upload-offset']).toBe('0');

    // Another broker's own listing cannot reach this upload either.
    const theirs = await createDraft(t.app, otherBroker);
    const uploadId = location.split('/').pop() as string;
    const cross = await tus(otherBroker, 'HEAD', `/api/listings/${theirs.id}/video/${uploadId}`);
    expect(cross.statusCode).toBe(404);
  });

  it('deleting the listing removes its video and poster files', async () => {
    const [loc] = await t.database.db.select({ id: locations.id }).from(locations).limit(1);
    const draft = await createDraft(t.app, broker, { title: 'Doomed' });
    expect(loc).toBeDefined();
    const location = await startUpload(draft, mp4.length);
    await tus(broker, 'PATCH', location, { 'upload-offset': '0' }, mp4);
    const done = await settled(draft.id);
    const files = [done.video as string, done.video_status?.poster_url as string].map(stored);
    expect(files.every((f) => fs.existsSync(f))).toBe(true);
    const res = await call(
      t.app,
      broker,
      'DELETE',
      `${draft.paths.delete}?version=${done.version}`,
    );
    expect(res.statusCode).toBe(200);
    expect(files.some((f) => fs.existsSync(f))).toBe(false);
  });
});

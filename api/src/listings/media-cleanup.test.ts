import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { ListingDraft, UploadedListingPhoto } from '@phuket/shared/contract';
import { multipartFile } from '../account/test-helpers';
import { floorPlanPhotos, floorPlans, listingPhotos, listings } from '../db/schema';
import { QUEUE_SCHEMA } from '../jobs/queue';
import { patternPhoto } from '../media/test-images';
import { createTestApp, type TestApp } from '../test/test-app';
import { ORPHAN_AGE_MS } from '../media/orphans';
import { STUCK_PROCESSING_MS, runListingMediaCleanup } from './media-cleanup';
import { call, createDraft, newUser, type Caller } from './test-helpers';
import { createVideoUploadStore, type VideoUploadStore } from './video-uploads';

/**
 * The daily listing-media-cleanup job on real files: MEDIA_DIR and the tus folder of a test
 * app, with files aged by setting their times (and an upload's recorded start) back.
 */
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-cleanup-'));
let t: TestApp;
let broker: Caller;
let uploads: VideoUploadStore;

beforeAll(async () => {
  t = await createTestApp({
    demo: true,
    env: { RATE_LIMIT_DISABLED: 'true', MEDIA_DIR: mediaDir },
    config: {
      jobs: {
        pollingIntervalSeconds: 0.5,
        cronMonitorIntervalSeconds: 30,
        shutdownTimeoutMs: 5000,
      },
    },
  });
  broker = await newUser(t.app);
  uploads = await createVideoUploadStore(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const onDisk = (key: string) => path.join(mediaDir, ...key.split('/'));
const stale = new Date(Date.now() - ORPHAN_AGE_MS - 60 * 60 * 1000);

/** A file at `key`, last written `when`. */
function place(key: string, when = new Date()): string {
  const file = onDisk(key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'bytes');
  fs.utimesSync(file, when, when);
  return file;
}

function age(file: string): void {
  fs.utimesSync(file, stale, stale);
}

async function photoOf(listingId: number): Promise<UploadedListingPhoto['photo']> {
  const { payload, headers } = multipartFile(await patternPhoto(9), {});
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/listing/${listingId}/photos`,
    headers: { authorization: broker.authorization as string, ...headers },
    payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json<UploadedListingPhoto>().photo;
}

/** Starts a tus upload of 1000 bytes and sends 10: an unfinished upload; its id. */
async function unfinishedUpload(draft: ListingDraft): Promise<string> {
  const tus = { 'tus-resumable': '1.0.0', authorization: broker.authorization as string };
  const start = await t.app.inject({
    method: 'POST',
    url: `/api${draft.paths.video}`,
    headers: { ...tus, 'upload-length': '1000' },
  });
  expect(start.statusCode).toBe(201);
  const location = start.headers.location as string;
  const patch = await t.app.inject({
    method: 'PATCH',
    url: location,
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    payload: Buffer.alloc(10, 1),
  });
  expect(patch.statusCode).toBe(204);
  return location.split('/').pop() as string;
}

const uploadDir = () => path.join(t.config.dataDir, 'video-uploads');

describe('listing media clean-up', () => {
  it('removes old files no row names; keeps fresh ones, named ones and the seed pool', async () => {
    const draft = await createDraft(t.app, broker, { title: 'Kept listing' });
    const photo = await photoOf(draft.id);
    const photoFiles = fs
      .readdirSync(onDisk(`listings/${draft.id}`))
      .map((name) => path.join(onDisk(`listings/${draft.id}`), name));
    // The photo and its card size, both named through the photo's row.
    expect(photoFiles).toHaveLength(2);
    photoFiles.forEach(age);

    const orphan = place(`listings/${draft.id}/${'a'.repeat(32)}.webp`, stale);
    const fresh = place(`listings/${draft.id}/${'b'.repeat(32)}.webp`);
    // A listing whose row is gone, with a public file and an owner-only document.
    const { rows } = await t.database.executeSql('select max(id)::int as id from listings');
    const deadId = (rows[0] as { id: number }).id + 1000;
    const deadPublic = place(`listings/${deadId}/${'c'.repeat(32)}.webp`, stale);
    const deadPrivate = place(`private/listings/${deadId}/${'d'.repeat(32)}.pdf`, stale);
    const deadFresh = place(`private/listings/${deadId}/${'e'.repeat(32)}.pdf`);
    const pool = place(`catalog/${'f'.repeat(32)}.webp`, stale);

    const run = await runListingMediaCleanup(t.app, uploads);

    expect(fs.existsSync(orphan)).toBe(false);
    expect(fs.existsSync(deadPublic)).toBe(false);
    expect(fs.existsSync(deadPrivate)).toBe(false);
    expect(run.files).toBeGreaterThanOrEqual(3);
    for (const kept of [fresh, deadFresh, pool, ...photoFiles])
      expect(fs.existsSync(kept)).toBe(true);
    // The photo still shows.
    const served = await t.app.inject({ method: 'GET', url: photo.url });
    expect(served.statusCode).toBe(200);
  });

  it('removes a video upload unfinished for a day and forgets it; a recent one stays', async () => {
    const oldDraft = await createDraft(t.app, broker, { title: 'Abandoned upload' });
    const oldUpload = await unfinishedUpload(oldDraft);
    const newDraft = await createDraft(t.app, broker, { title: 'Upload in progress' });
    const newUpload = await unfinishedUpload(newDraft);

    // The old one started more than a day ago: its recorded start and its row say so.
    const infoFile = path.join(uploadDir(), `${oldUpload}.json`);
    const info = JSON.parse(fs.readFileSync(infoFile, 'utf8')) as { creation_date: string };
    info.creation_date = stale.toISOString();
    fs.writeFileSync(infoFile, JSON.stringify(info));
    await t.database.db
      .update(listings)
      .set({ updatedAt: stale })
      .where(eq(listings.id, oldDraft.id));

    const run = await runListingMediaCleanup(t.app, uploads);
    expect(run.uploads).toBe(1);
    expect(run.uploadRows).toBe(1);
    expect(fs.existsSync(path.join(uploadDir(), oldUpload))).toBe(false);
    expect(fs.existsSync(infoFile)).toBe(false);
    expect(fs.existsSync(path.join(uploadDir(), newUpload))).toBe(true);

    const oldNow = await call(t.app, broker, 'GET', `/listing/${oldDraft.id}`);
    expect(oldNow.json<ListingDraft>().video_status).toBeNull();
    const newNow = await call(t.app, broker, 'GET', `/listing/${newDraft.id}`);
    expect(newNow.json<ListingDraft>().video_status?.state).toBe('uploading');
  });

  it('sends the job again for a video stuck in processing; a recent one is left to its job', async () => {
    const stuckDraft = await createDraft(t.app, broker, { title: 'Stuck video' });
    const recentDraft = await createDraft(t.app, broker, { title: 'Video being processed' });
    const stuckUpload = 'a'.repeat(32);
    const long = new Date(Date.now() - STUCK_PROCESSING_MS - 60_000);
    await t.database.db
      .update(listings)
      .set({ videoState: 'processing', videoUpload: stuckUpload, updatedAt: long })
      .where(eq(listings.id, stuckDraft.id));
    await t.database.db
      .update(listings)
      .set({ videoState: 'processing', videoUpload: 'b'.repeat(32) })
      .where(eq(listings.id, recentDraft.id));

    const run = await runListingMediaCleanup(t.app, uploads);
    expect(run.requeued).toBe(1);
    const { rows } = await t.database.executeSql(
      `select data from ${QUEUE_SCHEMA}.job where name = 'listing-video-process'`,
    );
    const sent = (rows as { data: { listingId: number; uploadId: string } }[]).map((r) => r.data);
    expect(sent).toContainEqual({ listingId: stuckDraft.id, uploadId: stuckUpload });
    expect(sent.some((d) => d.listingId === recentDraft.id)).toBe(false);
  });

  it('sends the job again for a HEIC photo stuck in processing; a recent one is left to its job', async () => {
    const draft = await createDraft(t.app, broker, { title: 'Stuck photo' });
    const long = new Date(Date.now() - STUCK_PROCESSING_MS - 60_000);
    const rows = await t.database.db
      .insert(listingPhotos)
      .values(
        [long, new Date()].map((createdAt, i) => ({
          listingId: draft.id,
          path: `listings/${draft.id}/${String(i).repeat(32)}.webp`,
          status: 'processing',
          original: `private/listings/${draft.id}/${String(i).repeat(32)}.heic`,
          position: i,
          createdAt,
        })),
      )
      .returning({ id: listingPhotos.id });
    await runListingMediaCleanup(t.app, uploads);
    const { rows: jobs } = await t.database.executeSql(
      `select data from ${QUEUE_SCHEMA}.job where name = 'listing-photo-process'`,
    );
    const sent = (jobs as { data: { listingId: number; photoId: number } }[]).map((r) => r.data);
    expect(sent).toEqual([{ listingId: draft.id, photoId: rows[0]?.id }]);
  });

  it('does the same for a HEIC floor plan photo stuck in processing', async () => {
    const draft = await createDraft(t.app, broker, { title: 'Stuck plan' });
    const long = new Date(Date.now() - STUCK_PROCESSING_MS - 60_000);
    const [plan] = await t.database.db
      .insert(floorPlans)
      .values({ listingId: draft.id })
      .returning({ id: floorPlans.id });
    const rows = await t.database.db
      .insert(floorPlanPhotos)
      .values(
        [long, new Date()].map((createdAt, i) => ({
          floorPlanId: plan?.id as number,
          path: `listings/${draft.id}/${String(i + 2).repeat(32)}.webp`,
          status: 'processing',
          original: `private/listings/${draft.id}/${String(i + 2).repeat(32)}.heic`,
          position: i,
          createdAt,
        })),
      )
      .returning({ id: floorPlanPhotos.id });
    await runListingMediaCleanup(t.app, uploads);
    const { rows: jobs } = await t.database.executeSql(
      `select data from ${QUEUE_SCHEMA}.job where name = 'floor-plan-photo-process'`,
    );
    const sent = (jobs as { data: { listingId: number; photoId: number } }[]).map((r) => r.data);
    expect(sent).toEqual([{ listingId: draft.id, photoId: rows[0]?.id }]);
  });

  it('runs as the listing-media-cleanup job on the queue', async () => {
    const draft = await createDraft(t.app, broker, { title: 'Job run' });
    const orphan = place(`listings/${draft.id}/${'9'.repeat(32)}.webp`, stale);
    const id = await t.app.jobs.send('listing-media-cleanup', {});
    for (let i = 0; i < 600; i += 1) {
      const { rows } = await t.database.executeSql(
        `select state from ${QUEUE_SCHEMA}.job where id = $1`,
        [id],
      );
      if ((rows[0] as { state: string } | undefined)?.state === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(fs.existsSync(orphan)).toBe(false);
  });
});

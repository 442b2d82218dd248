import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  DUPLICATE_LISTING_PHOTO,
  LISTING_MAX_PHOTOS,
  PHOTO_NOT_READY,
  PHOTO_PROCESSING_FAILED,
  TOO_MANY_LISTING_PHOTOS,
  UNREADABLE_IMAGE,
  type ListingDetail,
  type ListingDraft,
  type ListingPhoto,
  type Page,
  type PublicPresentation,
  type UploadedFloorPlanPhoto,
  type UploadedListingPhoto,
} from '@phuket/shared/contract';
import { multipartFile } from '../account/test-helpers';
import { floorPlanPhotos, floorPlans, listingAlbums, listingPhotos, locations } from '../db/schema';
import { QUEUE_SCHEMA } from '../jobs/queue';
import { listingForSeo } from '../seo/queries';
import { createTestApp, type TestApp } from '../test/test-app';
import { processFloorPlanPhoto, processUploadedPhoto } from './photo-processing';
import { call, createDraft, createDraftWithoutPhotos, newUser, type Caller } from './test-helpers';

/**
 * Slow photo work on the job queue: a HEIC is checked by its bytes on the request,
 * kept privately and answered `processing` at once; the `listing-photo-process` job converts
 * it. Runs on the engine of the run (PGlite, or PostgreSQL under test:pg), with the real
 * queue (pg-boss) and the real media folder.
 */
const HEIC = fs.readFileSync(path.join(__dirname, '../../../e2e/fixtures/photo.heic'));
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listing-photo-jobs-'));
let t: TestApp;
let broker: Caller;
let locationId: number;

beforeAll(async () => {
  t = await createTestApp({
    demo: true,
    env: { RATE_LIMIT_DISABLED: 'true', MEDIA_DIR: mediaDir },
    // The queue asks for work every half second (2 s in production).
    config: {
      jobs: {
        pollingIntervalSeconds: 0.5,
        cronMonitorIntervalSeconds: 30,
        shutdownTimeoutMs: 5000,
      },
    },
  });
  broker = await newUser(t.app);
  const [loc] = await t.database.db.select({ id: locations.id }).from(locations).limit(1);
  locationId = loc?.id as number;
});
afterAll(() => t.close());

// A draft's URLs are signed (media/media-access.ts): the file is the path without the query.
const stored = (url: string) =>
  path.join(mediaDir, ...(url.split('?')[0] ?? '').replace(/^\/media\//, '').split('/'));

/** Every file under a listing's public and private folders, relative to the media root. */
function filesOf(listingId: number): { public: string[]; private: string[] } {
  const list = (folder: string) => {
    const dir = path.join(mediaDir, folder, 'listings', String(listingId));
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  return { public: list(''), private: list('private') };
}

function upload(listingId: number, bytes: Buffer, filename = 'IMG_0001.HEIC') {
  const { payload, headers } = multipartFile(bytes, { filename, contentType: 'image/heic' });
  return t.app.inject({
    method: 'POST',
    url: `/api/listing/${listingId}/photos`,
    headers: { authorization: broker.authorization as string, ...headers },
    payload,
  });
}

async function draftOf(id: number): Promise<ListingDraft> {
  const res = await call(t.app, broker, 'GET', `/listing/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json<ListingDraft>();
}

const photosOf = (draft: ListingDraft): ListingPhoto[] => draft.albums.flatMap((a) => a.photos);

async function photoJobStates(photoId: number, job = 'listing-photo-process'): Promise<string[]> {
  const { rows } = await t.database.executeSql(
    `select state from ${QUEUE_SCHEMA}.job where name = $2 and (data->>'photoId')::int = $1`,
    [photoId, job],
  );
  return (rows as { state: string }[]).map((r) => r.state);
}

/**
 * Waits until no photo of the listing is processing, as the wizard polls, and until their jobs
 * have finished too: a job removes the original just after it marks the row.
 */
async function settled(id: number): Promise<ListingDraft> {
  // Up to two minutes: a loaded machine is slow to poll the queue and decode HEIC in wasm.
  for (let i = 0; i < 1200; i += 1) {
    const draft = await draftOf(id);
    const photos = photosOf(draft);
    if (!photos.some((p) => p.status === 'processing')) {
      const states = (await Promise.all(photos.map((p) => photoJobStates(p.id)))).flat();
      if (states.every((s) => s === 'completed' || s === 'failed')) return draft;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('photo processing never settled');
}

/** The listing's first album (a new one if it has none): every upload is filed under one. */
async function albumOf(listingId: number): Promise<number> {
  const [found] = await t.database.db
    .select({ id: listingAlbums.id })
    .from(listingAlbums)
    .where(eq(listingAlbums.listingId, listingId))
    .limit(1);
  if (found) return found.id;
  const [album] = await t.database.db
    .insert(listingAlbums)
    .values({ listingId, title: 'Photos' })
    .returning({ id: listingAlbums.id });
  return album?.id as number;
}

/** A processing row with its original in the private folder, as the upload leaves it. */
async function processingRow(listingId: number, original: Buffer) {
  const originalKey = `private/listings/${listingId}/${'a'.repeat(32)}.heic`;
  await t.app.media.put(originalKey, original, 'image/heic');
  const [row] = await t.database.db
    .insert(listingPhotos)
    .values({
      listingId,
      albumId: await albumOf(listingId),
      path: `listings/${listingId}/${'b'.repeat(32)}.webp`,
      status: 'processing',
      original: originalKey,
      bytes: original.length,
    })
    .returning();
  return row!;
}

describe('a HEIC upload', () => {
  it('answers 202 processing at once; the job makes it ready as WebP without EXIF and drops the original', async () => {
    const draft = await createDraft(t.app, broker, { title: 'HEIC villa' });
    const res = await upload(draft.id, HEIC);
    expect(res.statusCode).toBe(202);
    const { photo, warnings } = res.json<UploadedListingPhoto>();
    expect(warnings).toEqual([]);
    expect(photo).toMatchObject({
      status: 'processing',
      error: null,
      width: 0,
      height: 0,
      is_main: true,
      warnings: [],
    });
    // Signed while the listing is a draft (media/media-access.ts).
    expect(photo.url).toMatch(
      new RegExp(`^/media/listings/${draft.id}/[0-9a-f]{32}\\.webp\\?exp=`),
    );
    // Processing: shown to its owner, not counted toward publishing.
    const during = await draftOf(draft.id);
    expect(photosOf(during).map((p) => p.id)).toEqual([photo.id]);
    expect(during.completeness.photos_count).toBe(0);

    const done = await settled(draft.id);
    const ready = photosOf(done)[0];
    expect(ready).toMatchObject({
      id: photo.id,
      status: 'ready',
      error: null,
      url: photo.url,
      thumb_url: photo.thumb_url,
      width: 1280,
      height: 960,
      is_main: true,
      warnings: [],
    });
    expect(done.completeness.photos_count).toBe(1);
    const gallery = await sharp(fs.readFileSync(stored(photo.url))).metadata();
    expect([gallery.format, gallery.width, gallery.height, gallery.exif]).toEqual([
      'webp',
      1280,
      960,
      undefined,
    ]);
    const card = await sharp(fs.readFileSync(stored(photo.thumb_url))).metadata();
    expect([card.format, card.width, card.height, card.exif]).toEqual([
      'webp',
      640,
      480,
      undefined,
    ]);
    expect(filesOf(draft.id)).toEqual({
      public: [path.basename(stored(photo.url)), path.basename(stored(photo.thumb_url))].sort(),
      private: [],
    });
    expect(await photoJobStates(photo.id)).toEqual(['completed']);
    // The same picture (its own gallery WebP) is now refused on the request, as any duplicate.
    const again = await upload(draft.id, fs.readFileSync(stored(photo.url)), 'same.webp');
    expect(again.statusCode).toBe(422);
    expect(again.json<{ errors: { file: string[] } }>().errors.file).toEqual([
      DUPLICATE_LISTING_PHOTO,
    ]);
  });

  it("fails a second copy of the same picture with the upload's duplicate message, keeping nothing of it", async () => {
    const draft = await createDraft(t.app, broker);
    const first = (await upload(draft.id, HEIC)).json<UploadedListingPhoto>().photo;
    const second = await upload(draft.id, HEIC);
    expect(second.statusCode).toBe(202);
    const copy = second.json<UploadedListingPhoto>().photo;
    const done = await settled(draft.id);
    const byId = new Map(photosOf(done).map((p) => [p.id, p]));
    // Whichever job ran first is the photo; the other is the duplicate.
    const states = [byId.get(first.id)?.status, byId.get(copy.id)?.status].sort();
    expect(states).toEqual(['failed', 'ready']);
    const failed = photosOf(done).find((p) => p.status === 'failed');
    expect(failed).toMatchObject({ error: DUPLICATE_LISTING_PHOTO, is_main: false });
    expect(
      photosOf(done)
        .filter((p) => p.is_main)
        .map((p) => p.status),
    ).toEqual(['ready']);
    expect(done.completeness.photos_count).toBe(1);
    // Only the ready photo's two files; no original left.
    expect(filesOf(draft.id).public).toHaveLength(2);
    expect(filesOf(draft.id).private).toEqual([]);
    // A failed photo cannot be the cover; removing it works as for any photo.
    const cover = await call(
      t.app,
      broker,
      'POST',
      `/listing/${draft.id}/photos/${failed?.id}/cover`,
    );
    expect(cover.statusCode).toBe(422);
    expect(cover.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      photo: [PHOTO_NOT_READY],
    });
    const removed = await call(
      t.app,
      broker,
      'DELETE',
      `/listing/${draft.id}/photos/${failed?.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(photosOf(removed.json<ListingDraft>()).map((p) => p.status)).toEqual(['ready']);
  });

  it('fails a HEIC that cannot be decoded with the unreadable message; the request only checked its bytes', async () => {
    const draft = await createDraft(t.app, broker);
    // The ftyp box says HEIC; the picture data is cut off.
    const broken = HEIC.subarray(0, Math.floor(HEIC.length / 3));
    const res = await upload(draft.id, broken);
    expect(res.statusCode).toBe(202);
    const done = await settled(draft.id);
    expect(photosOf(done)).toEqual([
      expect.objectContaining({ status: 'failed', error: UNREADABLE_IMAGE, is_main: false }),
    ]);
    expect(filesOf(draft.id)).toEqual({ public: [], private: [] });
    // A file that is not HEIC by its bytes is still refused on the request.
    const text = await upload(draft.id, Buffer.from('not a photo at all'), 'fake.heic');
    expect(text.statusCode).toBe(422);
  });

  it('counts toward the 50-photo cap on the request, storing nothing when refused', async () => {
    const draft = await createDraft(t.app, broker);
    await t.database.db.insert(listingPhotos).values(
      Array.from({ length: LISTING_MAX_PHOTOS }, (_, i) => ({
        listingId: draft.id,
        path: `catalog/photos/pool-${i}.webp`,
        position: i,
      })),
    );
    const res = await upload(draft.id, HEIC);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: { file: string[] } }>().errors.file).toEqual([
      TOO_MANY_LISTING_PHOTOS,
    ]);
    expect(filesOf(draft.id)).toEqual({ public: [], private: [] });
  });
});

describe('the listing-photo-process job', () => {
  it('is harmless run again, and alongside itself: one row, two files, no original', async () => {
    const draft = await createDraft(t.app, broker);
    const { photo } = (await upload(draft.id, HEIC)).json<UploadedListingPhoto>();
    const payload = { listingId: draft.id, photoId: photo.id };
    // Two more runs beside the queue's own, as a redelivery after a crash would be.
    await Promise.all([
      processUploadedPhoto(t.app, payload, { retryCount: 1, retryLimit: 3 }),
      processUploadedPhoto(t.app, payload, { retryCount: 1, retryLimit: 3 }),
    ]);
    const done = await settled(draft.id);
    const after = () =>
      t.database.db.select().from(listingPhotos).where(eq(listingPhotos.listingId, draft.id));
    const rows = await after();
    expect(rows.map((r) => [r.id, r.status, r.original])).toEqual([[photo.id, 'ready', null]]);
    const files = filesOf(draft.id);
    expect(files).toEqual({ public: expect.any(Array) as string[], private: [] });
    expect(files.public).toHaveLength(2);
    // Once more after it is ready (and through the queue): nothing changes.
    await processUploadedPhoto(t.app, payload);
    await t.app.jobs.send('listing-photo-process', payload);
    for (let i = 0; i < 600; i += 1) {
      if ((await photoJobStates(photo.id)).every((s) => s === 'completed')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await photoJobStates(photo.id)).every((s) => s === 'completed')).toBe(true);
    expect(await after()).toEqual(rows);
    expect(filesOf(draft.id)).toEqual(files);
    expect(photosOf(await draftOf(draft.id))).toEqual(photosOf(done));
  });

  it('keeps "processing" while a failing run is retried, and marks it failed on the last try', async () => {
    const draft = await createDraft(t.app, broker);
    const row = await processingRow(draft.id, HEIC);
    // The original is gone from the store: a failure of the store, not of the file.
    await t.app.media.remove(row.original as string);
    const payload = { listingId: draft.id, photoId: row.id };
    await expect(
      processUploadedPhoto(t.app, payload, { retryCount: 0, retryLimit: 3 }),
    ).rejects.toThrow(/ENOENT/);
    expect(photosOf(await draftOf(draft.id))[0]?.status).toBe('processing');
    await processUploadedPhoto(t.app, payload, { retryCount: 3, retryLimit: 3 });
    expect(photosOf(await draftOf(draft.id))[0]).toMatchObject({
      status: 'failed',
      error: PHOTO_PROCESSING_FAILED,
    });
  });

  it('writes nothing for a photo deleted while it waited; the delete removed its original', async () => {
    const draft = await createDraft(t.app, broker);
    const row = await processingRow(draft.id, HEIC);
    expect(filesOf(draft.id).private).toHaveLength(1);
    const res = await call(t.app, broker, 'DELETE', `/listing/${draft.id}/photos/${row.id}`);
    expect(res.statusCode).toBe(200);
    expect(filesOf(draft.id)).toEqual({ public: [], private: [] });
    await processUploadedPhoto(t.app, { listingId: draft.id, photoId: row.id });
    expect(filesOf(draft.id)).toEqual({ public: [], private: [] });
  });

  it('leaves nothing when the listing is deleted while a photo is processing', async () => {
    const draft = await createDraft(t.app, broker);
    await processingRow(draft.id, HEIC);
    const res = await call(
      t.app,
      broker,
      'DELETE',
      `/listing/${draft.id}/delete-listing?version=${draft.version}`,
    );
    expect(res.statusCode).toBe(200);
    expect(filesOf(draft.id)).toEqual({ public: [], private: [] });
  });
});

describe('a HEIC floor plan photo (floor-plan-photo-process)', () => {
  function uploadPlan(draft: ListingDraft, bytes: Buffer) {
    const { payload, headers } = multipartFile(bytes, {
      filename: 'PLAN.HEIC',
      contentType: 'image/heic',
    });
    return t.app.inject({
      method: 'POST',
      url: `/api${draft.paths.floor_plan_photos}`,
      headers: { authorization: broker.authorization as string, ...headers },
      payload,
    });
  }

  /** Waits as the wizard polls: no plan photo processing, and their jobs finished. */
  async function planSettled(id: number): Promise<ListingDraft> {
    for (let i = 0; i < 1200; i += 1) {
      const draft = await draftOf(id);
      const photos = draft.floor_plan_photos;
      if (!photos.some((p) => p.status === 'processing')) {
        const states = (
          await Promise.all(photos.map((p) => photoJobStates(p.id, 'floor-plan-photo-process')))
        ).flat();
        if (states.every((s) => s === 'completed' || s === 'failed')) return draft;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('floor plan processing never settled');
  }

  it('answers 202 processing, then the job makes it ready as WebP; run again it changes nothing', async () => {
    const draft = await createDraft(t.app, broker);
    const res = await uploadPlan(draft, HEIC);
    expect(res.statusCode).toBe(202);
    const { photo, warnings } = res.json<UploadedFloorPlanPhoto>();
    expect(warnings).toEqual([]);
    expect(photo).toMatchObject({ status: 'processing', error: null, width: 0, height: 0 });
    expect(filesOf(draft.id).private).toHaveLength(1);

    const done = await planSettled(draft.id);
    expect(done.floor_plan_photos).toEqual([
      { ...photo, status: 'ready', width: 1280, height: 960 },
    ]);
    const gallery = await sharp(fs.readFileSync(stored(photo.url))).metadata();
    expect([gallery.format, gallery.width, gallery.exif]).toEqual(['webp', 1280, undefined]);
    expect(filesOf(draft.id)).toEqual({
      public: [path.basename(stored(photo.url)), path.basename(stored(photo.thumb_url))].sort(),
      private: [],
    });
    expect(await photoJobStates(photo.id, 'floor-plan-photo-process')).toEqual(['completed']);
    // A redelivery after it is ready: the same row, the same two files.
    await processFloorPlanPhoto(t.app, { listingId: draft.id, photoId: photo.id });
    expect((await draftOf(draft.id)).floor_plan_photos).toEqual(done.floor_plan_photos);
    expect(filesOf(draft.id).public).toHaveLength(2);
  });

  it('ends failed with the unreadable message when the HEIC cannot be decoded, keeping no file', async () => {
    const draft = await createDraft(t.app, broker);
    const res = await uploadPlan(draft, HEIC.subarray(0, Math.floor(HEIC.length / 3)));
    expect(res.statusCode).toBe(202);
    const done = await planSettled(draft.id);
    expect(done.floor_plan_photos).toEqual([
      expect.objectContaining({ status: 'failed', error: UNREADABLE_IMAGE }),
    ]);
    expect(filesOf(draft.id)).toEqual({ public: [], private: [] });
    // Removed as any floor plan photo.
    const id = done.floor_plan_photos[0]?.id as number;
    const removed = await call(t.app, broker, 'DELETE', `${draft.paths.floor_plan_photos}/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ListingDraft>().floor_plan_photos).toEqual([]);
  });
});

describe('processing and failed photos are never public', () => {
  it('not on cards, the property page, presentations or link previews, and not counted to publish', async () => {
    const title = `Villa with a HEIC ${Date.now()}`;
    const draft = await createDraftWithoutPhotos(t.app, broker, {
      title: title,
      locationId,
      price: 12_345_678,
    });
    const db = t.database.db;
    // The cover and the first place go to photos that are not ready: the public never sees them.
    const albumId = await albumOf(draft.id);
    await db.insert(listingPhotos).values([
      {
        listingId: draft.id,
        albumId,
        path: `listings/${draft.id}/processing.webp`,
        status: 'processing',
        original: `private/listings/${draft.id}/processing.heic`,
        isMain: true,
        position: 0,
      },
      {
        listingId: draft.id,
        albumId,
        path: `listings/${draft.id}/failed.webp`,
        status: 'failed',
        error: UNREADABLE_IMAGE,
        position: 1,
      },
      ...[0, 1].map((i) => ({
        listingId: draft.id,
        albumId,
        path: `listings/${draft.id}/ready-${i}.webp`,
        position: i + 2,
      })),
    ]);
    // Two ready photos of three needed: not enough, whatever else is processing.
    const early = await call(t.app, broker, 'POST', `/listing/${draft.id}/publish`, {
      version: 3,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('photos');
    await db.insert(listingPhotos).values({
      listingId: draft.id,
      albumId,
      path: `listings/${draft.id}/ready-2.webp`,
      position: 4,
    });
    const [plan] = await db
      .insert(floorPlans)
      .values({ listingId: draft.id })
      .returning({ id: floorPlans.id });
    await db.insert(floorPlanPhotos).values(
      (['processing', 'failed', 'ready'] as const).map((status, position) => ({
        floorPlanId: plan?.id as number,
        path: `listings/${draft.id}/plan-${status}.webp`,
        status,
        position,
      })),
    );
    const published = await call(t.app, broker, 'POST', `/listing/${draft.id}/publish`, {
      version: 3,
    });
    expect(published.statusCode).toBe(200);
    const readyUrls = [0, 1, 2].map((i) => `/media/listings/${draft.id}/ready-${i}.webp`);

    const detail = (await call(t.app, {}, 'GET', `/${draft.id}/property`)).json<ListingDetail>();
    expect(detail.albums.flatMap((a) => a.photos.map((p) => p.url))).toEqual(readyUrls);
    expect(detail.floor_plan?.photos.map((p) => p.url)).toEqual([
      `/media/listings/${draft.id}/plan-ready.webp`,
    ]);
    const search = await call(
      t.app,
      {},
      'GET',
      `/properties?filter[location_id]=${locationId}&per_page=100`,
    );
    const card = search.json<Page<ListingDetail>>().data.find((l) => l.id === draft.id);
    expect(card?.albums.flatMap((a) => a.photos.map((p) => p.url))).toEqual(readyUrls);
    expect((await listingForSeo(db, draft.id))?.photo).toBe(`listings/${draft.id}/ready-0.webp`);

    const created = await call(t.app, broker, 'POST', '/presentations', {
      title: 'For a client',
      items: [{ listing_id: draft.id }],
    });
    expect(created.statusCode).toBe(201);
    const slug = created.json<{ slug: string }>().slug;
    const shown = (
      await call(t.app, {}, 'GET', `/presentation/${slug}`)
    ).json<PublicPresentation>();
    const item = shown.items[0] as { photos?: { url: string }[] };
    expect(item.photos?.map((p) => p.url)).toEqual(readyUrls);

    // The owner still sees all five in the wizard, with their states.
    const own = await draftOf(draft.id);
    expect(photosOf(own).map((p) => p.status)).toEqual([
      'processing',
      'failed',
      'ready',
      'ready',
      'ready',
    ]);
    expect(own.completeness.photos_count).toBe(3);
    const rows = await db
      .select({ status: listingPhotos.status })
      .from(listingPhotos)
      .where(and(eq(listingPhotos.listingId, draft.id), eq(listingPhotos.status, 'ready')));
    expect(rows).toHaveLength(3);
  });
});

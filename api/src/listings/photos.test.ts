import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  ALBUM_NOT_EMPTY,
  DUPLICATE_LISTING_PHOTO,
  LISTING_MAX_PHOTOS,
  LISTING_PHOTO_MAX_BYTES,
  LISTING_PHOTO_TOO_LARGE,
  NOT_A_LISTING_PHOTO,
  PHOTO_ORDER_MISMATCH,
  SOFT_PHOTO_WARNING,
  TOO_MANY_LISTING_PHOTOS,
  TOO_MANY_PIXELS,
  UNREADABLE_IMAGE,
  type ListingDetail,
  type ListingDraft,
  type ListingPhoto,
  type Page,
  type UploadedListingPhoto,
} from '@phuket/shared/contract';
import { multipartFile } from '../account/test-helpers';
import { listingPhotos, locations } from '../db/schema';
import { patternImage, patternPhoto, pngClaimingSize } from '../media/test-images';
import { errorBody, createTestApp, type TestApp } from '../test/test-app';
import {
  call,
  createDraft,
  createDraftWithoutPhotos,
  guest,
  newUser,
  signIn,
  type Caller,
} from './test-helpers';

const HEIC_FIXTURE = path.join(__dirname, '../../../e2e/fixtures/photo.heic');
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listing-photos-'));
let t: TestApp;
let broker: Caller;
let otherBroker: Caller;
let admin: Caller;
let locationId: number;

beforeAll(async () => {
  t = await createTestApp({
    demo: true,
    env: { RATE_LIMIT_DISABLED: 'true', MEDIA_DIR: mediaDir },
  });
  broker = await newUser(t.app);
  otherBroker = await newUser(t.app);
  admin = await signIn(t.app, 'admin@example.com');
  const [loc] = await t.database.db.select({ id: locations.id }).from(locations).limit(1);
  locationId = loc?.id as number;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const plainUrl = (url: string | undefined) => url?.split('?')[0];
// A draft's URLs are signed (media/media-access.ts): the file is the path without the query.
const stored = (url: string) =>
  path.join(mediaDir, ...(url.split('?')[0] ?? '').replace(/^\/media\//, '').split('/'));
/** What uploads left in the folder they stream to while checked: nothing, whatever happened. */
const uploadLeftovers = () => {
  const dir = path.join(t.app.config.dataDir, 'upload-tmp');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

function upload(
  listingId: number,
  bytes: Buffer,
  options: {
    caller?: Caller;
    albumId?: number;
    position?: number;
    filename?: string;
    contentType?: string;
  } = {},
) {
  const { payload, headers } = multipartFile(bytes, {
    filename: options.filename ?? 'photo.jpg',
    contentType: options.contentType ?? 'image/jpeg',
  });
  const params = new URLSearchParams();
  if (options.albumId !== undefined) params.set('album_id', String(options.albumId));
  if (options.position !== undefined) params.set('position', String(options.position));
  const query = params.size === 0 ? '' : `?${params.toString()}`;
  const caller = options.caller ?? broker;
  return t.app.inject({
    method: 'POST',
    url: `/api/listing/${listingId}/photos${query}`,
    headers: {
      ...(caller.authorization ? { authorization: caller.authorization } : {}),
      ...headers,
    },
    payload,
  });
}

async function uploaded(listingId: number, bytes: Buffer, albumId?: number) {
  const res = await upload(listingId, bytes, albumId === undefined ? {} : { albumId });
  expect(res.statusCode).toBe(201);
  return res.json<UploadedListingPhoto>();
}

async function draftOf(id: number, caller: Caller = broker): Promise<ListingDraft> {
  const res = await call(t.app, caller, 'GET', `/listing/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json<ListingDraft>();
}

const photosOf = (draft: ListingDraft): ListingPhoto[] => draft.albums.flatMap((a) => a.photos);
const fileErrors = (res: { headers: Record<string, unknown>; json: <T>() => T }) =>
  errorBody(res) as { message: string; errors: { file: string[] } };

describe('POST /listing/{id}/photos', () => {
  it('stores a JPEG as WebP in the gallery and card sizes, served, orientation applied and GPS stripped', async () => {
    const draft = await createDraft(t.app, broker, { title: 'Upload' });
    const jpeg = fs.readFileSync(
      path.join(__dirname, '../../../e2e/fixtures/photo-rotated-gps.jpg'),
    );
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(draft.id, jpeg);
    expect(res.statusCode).toBe(201);
    const { photo, warnings } = res.json<UploadedListingPhoto>();
    // Stored 1600 x 1200 with orientation 6: a portrait photo.
    expect([photo.width, photo.height]).toEqual([1200, 1600]);
    expect(photo).toMatchObject({ position: 0, is_main: true });
    // Upright it is 1200 px wide.
    expect(warnings).toEqual([SOFT_PHOTO_WARNING]);
    // Signed while the listing is a draft (media/media-access.ts).
    expect(photo.url).toMatch(
      new RegExp(`^/media/listings/${draft.id}/[0-9a-f]{32}\\.webp\\?exp=`),
    );
    expect(plainUrl(photo.thumb_url)).toBe(plainUrl(photo.url)?.replace('.webp', '-card.webp'));

    const gallery = fs.readFileSync(stored(photo.url));
    const meta = await sharp(gallery).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 1600]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(gallery.includes(Buffer.from('Secret Model 9'))).toBe(false);
    const card = await sharp(fs.readFileSync(stored(photo.thumb_url))).metadata();
    expect([card.format, card.width, card.height, card.exif]).toEqual([
      'webp',
      640,
      480,
      undefined,
    ]);

    const served = await t.app.inject({ method: 'GET', url: photo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    // Filed in a new "Photos" album; the draft counts it.
    const after = await draftOf(draft.id);
    expect(after.albums).toEqual([{ id: photo.album_id, title: 'Photos', photos: [photo] }]);
    expect(after.completeness.photos_count).toBe(1);
    expect(after.paths).toMatchObject({
      photos: `/listing/${draft.id}/photos`,
      photo_order: `/listing/${draft.id}/photos/order`,
      albums: `/listing/${draft.id}/albums`,
    });
  });

  it('takes PNG, WebP and HEIC; a photo under 1280 px wide gets the warning, and nothing is enlarged', async () => {
    const draft = await createDraft(t.app, broker);
    const png = await uploaded(draft.id, await patternPhoto(1, 'png', 800, 600));
    expect(png.warnings).toEqual([SOFT_PHOTO_WARNING]);
    expect([png.photo.width, png.photo.height]).toEqual([800, 600]);
    const webp = await uploaded(draft.id, await patternPhoto(2, 'webp', 3000, 2000));
    expect(webp.warnings).toEqual([]);
    // Larger than the gallery size: scaled down to 1920 wide.
    expect([webp.photo.width, webp.photo.height]).toEqual([1920, 1280]);
    // HEIC is converted by a job (photo-processing.test.ts): 202, processing, in its place.
    const heicRes = await upload(draft.id, fs.readFileSync(HEIC_FIXTURE));
    expect(heicRes.statusCode).toBe(202);
    const heic = heicRes.json<UploadedListingPhoto>();
    expect(heic.photo).toMatchObject({ status: 'processing', position: 2, is_main: false });
    expect(png.photo).toMatchObject({
      status: 'ready',
      error: null,
      warnings: [SOFT_PHOTO_WARNING],
    });
    const ids = photosOf(await draftOf(draft.id)).map((p) => p.id);
    expect(ids).toEqual([png.photo.id, webp.photo.id, heic.photo.id]);
    // The HEIC went from its temporary file to the private store: no copy stays behind.
    expect(uploadLeftovers()).toEqual([]);
    expect(photosOf(await draftOf(draft.id)).filter((p) => p.is_main)).toHaveLength(1);
  });

  it.each<[string, () => Promise<Buffer>, number, string]>([
    [
      'a text file renamed .jpg',
      async () => Buffer.from('just text, not a photo'),
      422,
      NOT_A_LISTING_PHOTO,
    ],
    [
      'an HTML page',
      async () => Buffer.from('<!doctype html><script>alert(1)</script>'),
      422,
      NOT_A_LISTING_PHOTO,
    ],
    [
      'a GIF (a real image of a type not taken)',
      () =>
        sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      422,
      NOT_A_LISTING_PHOTO,
    ],
    [
      'a truncated JPEG',
      async () => {
        const whole = await patternPhoto(3, 'jpeg');
        return whole.subarray(0, Math.floor(whole.length / 2));
      },
      422,
      UNREADABLE_IMAGE,
    ],
    [
      'a header claiming 20 000 x 20 000 pixels',
      async () => pngClaimingSize(20_000, 20_000),
      422,
      TOO_MANY_PIXELS,
    ],
    [
      'a file over 20 MB',
      async () => Buffer.concat([await patternPhoto(4), Buffer.alloc(LISTING_PHOTO_MAX_BYTES)]),
      413,
      LISTING_PHOTO_TOO_LARGE,
    ],
    [
      'a JPEG signature in front of other bytes',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
      422,
      UNREADABLE_IMAGE,
    ],
  ])('refuses %s with a message on file, storing nothing', async (_name, make, status, message) => {
    const draft = await createDraft(t.app, broker);
    const before = fs.existsSync(path.join(mediaDir, 'listings', String(draft.id)));
    const res = await upload(draft.id, await make());
    expect(res.statusCode).toBe(status);
    expect(fileErrors(res)).toEqual({ message, errors: { file: [message] } });
    expect(before).toBe(false);
    expect(fs.existsSync(path.join(mediaDir, 'listings', String(draft.id)))).toBe(false);
    expect((await draftOf(draft.id)).completeness.photos_count).toBe(0);
    expect(uploadLeftovers()).toEqual([]);
  });

  it('refuses a body without the file part and a part of another name', async () => {
    const draft = await createDraft(t.app, broker);
    const json = await call(t.app, broker, 'POST', `/listing/${draft.id}/photos`, { file: 'x' });
    expect(json.statusCode).toBe(422);
    const { payload, headers } = multipartFile(await patternPhoto(5), { field: 'photo' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/listing/${draft.id}/photos`,
      headers: { authorization: broker.authorization as string, ...headers },
      payload,
    });
    expect(wrong.statusCode).toBe(422);
    expect(fileErrors(wrong).errors.file).toEqual(['The file field is required.']);
  });

  it('refuses the same photo twice, also re-encoded and resized, and files into the album asked for', async () => {
    const draft = await createDraft(t.app, broker);
    const albums = await call(t.app, broker, 'POST', `/listing/${draft.id}/albums`, {
      title: 'Pool',
    });
    expect(albums.statusCode).toBe(201);
    const pool = albums.json<ListingDraft>().albums[0];
    const first = await uploaded(draft.id, await patternPhoto(6, 'jpeg', 2400, 1800), pool?.id);
    expect(first.photo.album_id).toBe(pool?.id);

    const same = await upload(draft.id, await patternPhoto(6, 'jpeg', 2400, 1800));
    expect(same.statusCode).toBe(422);
    expect(fileErrors(same)).toEqual({
      message: DUPLICATE_LISTING_PHOTO,
      errors: { file: [DUPLICATE_LISTING_PHOTO] },
    });
    const smaller = await patternImage(6, 2400, 1800).resize(900).webp({ quality: 40 }).toBuffer();
    expect((await upload(draft.id, smaller)).statusCode).toBe(422);
    // Another picture passes; another listing may have the same one.
    await uploaded(draft.id, await patternPhoto(7));
    const other = await createDraft(t.app, broker);
    await uploaded(other.id, await patternPhoto(6, 'jpeg', 2400, 1800));
    expect((await draftOf(draft.id)).completeness.photos_count).toBe(2);
  });

  it('stores photos picked together in the order picked, whatever order their uploads finish in', async () => {
    const draft = await createDraft(t.app, broker);
    const before = await uploaded(draft.id, await patternPhoto(20));
    // Picked after it: a large photo, a small one and another; the small one lands first.
    // The last one is stored after the large one, which finished late.
    const small = await upload(draft.id, await patternPhoto(22, 'jpeg', 640, 480), { position: 2 });
    const large = await upload(draft.id, await patternPhoto(21, 'jpeg', 3000, 2000), {
      position: 1,
    });
    const last = await upload(draft.id, await patternPhoto(23), { position: 3 });
    expect([small.statusCode, last.statusCode, large.statusCode]).toEqual([201, 201, 201]);
    const ids = [before, large.json<UploadedListingPhoto>(), small.json<UploadedListingPhoto>()]
      .concat(last.json<UploadedListingPhoto>())
      .map((u) => u.photo.id);
    expect(photosOf(await draftOf(draft.id)).map((p) => p.id)).toEqual(ids);
    // Picked later while those were on their way, stored before the last of them: still after.
    const later = await upload(draft.id, await patternPhoto(24), { position: 5 });
    const between = await upload(draft.id, await patternPhoto(27), { position: 4 });
    const end = await uploaded(draft.id, await patternPhoto(25));
    expect(photosOf(await draftOf(draft.id)).map((p) => p.id)).toEqual([
      ...ids,
      between.json<UploadedListingPhoto>().photo.id,
      later.json<UploadedListingPhoto>().photo.id,
      end.photo.id,
    ]);
    const bad = await upload(draft.id, await patternPhoto(26), { position: -1 });
    expect(bad.statusCode).toBe(422);
  });

  it('refuses an album of another listing', async () => {
    const mine = await createDraft(t.app, broker);
    const other = await createDraft(t.app, broker);
    const album = (
      await call(t.app, broker, 'POST', `/listing/${other.id}/albums`, { title: 'Other' })
    ).json<ListingDraft>().albums[0];
    const res = await upload(mine.id, await patternPhoto(8), { albumId: album?.id as number });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('album_id');
  });

  it(`keeps at most ${LISTING_MAX_PHOTOS} photos: the next one is 422`, async () => {
    const draft = await createDraft(t.app, broker);
    await uploaded(draft.id, await patternPhoto(9, 'jpeg', 640, 480));
    const db = t.database.db;
    const [row] = await db
      .select()
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, draft.id));
    // 49 more rows straight into the table: uploading them would only make the test slow.
    await db.insert(listingPhotos).values(
      Array.from({ length: LISTING_MAX_PHOTOS - 1 }, (_, i) => ({
        listingId: draft.id,
        albumId: row?.albumId ?? null,
        path: row?.path as string,
        position: i + 1,
      })),
    );
    expect((await draftOf(draft.id)).completeness.photos_count).toBe(LISTING_MAX_PHOTOS);
    const res = await upload(draft.id, await patternPhoto(10, 'jpeg', 640, 480));
    expect(res.statusCode).toBe(422);
    expect(fileErrors(res).errors.file).toEqual([TOO_MANY_LISTING_PHOTOS]);
  });
});

describe('albums', () => {
  it('creates, renames and deletes an empty album; refuses deleting one with photos', async () => {
    const draft = await createDraft(t.app, broker);
    const base = `/listing/${draft.id}/albums`;
    const living = (
      await call(t.app, broker, 'POST', base, { title: ' Living ' })
    ).json<ListingDraft>();
    const bedrooms = (
      await call(t.app, broker, 'POST', base, { title: 'Bedrooms' })
    ).json<ListingDraft>();
    expect(bedrooms.albums.map((a) => a.title)).toEqual(['Living', 'Bedrooms']);
    const [livingAlbum, bedroomsAlbum] = bedrooms.albums;
    void living;

    const renamed = await call(t.app, broker, 'PUT', `${base}/${bedroomsAlbum?.id}`, {
      title: 'Bedroom 1',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<ListingDraft>().albums.map((a) => a.title)).toEqual([
      'Living',
      'Bedroom 1',
    ]);

    await uploaded(draft.id, await patternPhoto(11), livingAlbum?.id);
    const refused = await call(t.app, broker, 'DELETE', `${base}/${livingAlbum?.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused)).toEqual({
      message: ALBUM_NOT_EMPTY,
      errors: { album: [ALBUM_NOT_EMPTY] },
    });

    const removed = await call(t.app, broker, 'DELETE', `${base}/${bedroomsAlbum?.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ListingDraft>().albums.map((a) => a.title)).toEqual(['Living']);
  });

  it('validates the title and answers 404 for an album of another listing', async () => {
    const draft = await createDraft(t.app, broker);
    const base = `/listing/${draft.id}/albums`;
    for (const title of ['', 'x'.repeat(101), 'Pool\u0000']) {
      const res = await call(t.app, broker, 'POST', base, { title });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('title');
    }
    const other = await createDraft(t.app, broker);
    const foreign = (
      await call(t.app, broker, 'POST', `/listing/${other.id}/albums`, { title: 'Theirs' })
    ).json<ListingDraft>().albums[0];
    expect(
      (await call(t.app, broker, 'PUT', `${base}/${foreign?.id}`, { title: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await call(t.app, broker, 'DELETE', `${base}/${foreign?.id}`)).statusCode).toBe(404);
  });
});

describe('order, cover and delete', () => {
  it('reorders across albums; refuses a missing, repeated or foreign id', async () => {
    const draft = await createDraft(t.app, broker);
    const a = await uploaded(draft.id, await patternPhoto(12));
    const b = await uploaded(draft.id, await patternPhoto(13));
    const c = await uploaded(draft.id, await patternPhoto(14));
    const pool = (
      await call(t.app, broker, 'POST', `/listing/${draft.id}/albums`, { title: 'Pool' })
    ).json<ListingDraft>().albums[1];
    const first = a.photo.album_id;
    const poolId = pool?.id as number;
    const order = `/listing/${draft.id}/photos/order`;
    const res = await call(t.app, broker, 'PUT', order, {
      photos: [
        { id: c.photo.id, album_id: first },
        { id: a.photo.id, album_id: first },
        { id: b.photo.id, album_id: poolId },
      ],
    });
    expect(res.statusCode).toBe(200);
    const after = res.json<ListingDraft>();
    expect(after.albums.map((al) => al.photos.map((p) => [p.id, p.position]))).toEqual([
      [
        [c.photo.id, 0],
        [a.photo.id, 1],
      ],
      [[b.photo.id, 0]],
    ]);

    const other = await createDraft(t.app, broker);
    const foreign = await uploaded(other.id, await patternPhoto(15));
    const bad: unknown[] = [
      [
        { id: a.photo.id, album_id: first },
        { id: b.photo.id, album_id: first },
      ],
      [
        { id: a.photo.id, album_id: first },
        { id: a.photo.id, album_id: first },
        { id: b.photo.id, album_id: first },
      ],
      [
        { id: a.photo.id, album_id: first },
        { id: b.photo.id, album_id: first },
        { id: foreign.photo.id, album_id: first },
      ],
      [
        { id: a.photo.id, album_id: first },
        { id: b.photo.id, album_id: first },
        { id: c.photo.id, album_id: foreign.photo.album_id },
      ],
    ];
    for (const photos of bad) {
      const refused = await call(t.app, broker, 'PUT', order, { photos });
      expect(refused.statusCode).toBe(422);
      expect(errorBody(refused)).toEqual({
        message: PHOTO_ORDER_MISMATCH,
        errors: { photos: [PHOTO_ORDER_MISMATCH] },
      });
    }
    // Nothing of a refused order was written.
    expect((await draftOf(draft.id)).albums).toEqual(after.albums);
  });

  it('makes a photo the cover; deleting it removes its files and passes the cover on', async () => {
    const draft = await createDraft(t.app, broker);
    const a = await uploaded(draft.id, await patternPhoto(16));
    const b = await uploaded(draft.id, await patternPhoto(17));
    const cover = await call(
      t.app,
      broker,
      'POST',
      `/listing/${draft.id}/photos/${b.photo.id}/cover`,
    );
    expect(cover.statusCode).toBe(200);
    const covers = photosOf(cover.json<ListingDraft>()).map((p) => [p.id, p.is_main]);
    expect(covers).toEqual([
      [a.photo.id, false],
      [b.photo.id, true],
    ]);
    expect(fs.existsSync(stored(b.photo.url))).toBe(true);
    const removed = await call(
      t.app,
      broker,
      'DELETE',
      `/listing/${draft.id}/photos/${b.photo.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(photosOf(removed.json<ListingDraft>()).map((p) => [p.id, p.is_main])).toEqual([
      [a.photo.id, true],
    ]);
    expect(fs.existsSync(stored(b.photo.url))).toBe(false);
    expect(fs.existsSync(stored(b.photo.thumb_url))).toBe(false);
    expect(removed.json<ListingDraft>().completeness.photos_count).toBe(1);
    // Gone is gone; a photo of another listing is not found here either.
    expect(
      (await call(t.app, broker, 'DELETE', `/listing/${draft.id}/photos/${b.photo.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, broker, 'POST', `/listing/${draft.id}/photos/${b.photo.id}/cover`))
        .statusCode,
    ).toBe(404);
  });

  it('deleting the listing removes all its photo files', async () => {
    const draft = await createDraft(t.app, broker);
    const a = await uploaded(draft.id, await patternPhoto(18));
    const b = await uploaded(draft.id, await patternPhoto(19));
    const files = [a.photo.url, a.photo.thumb_url, b.photo.url, b.photo.thumb_url].map(stored);
    expect(files.every((f) => fs.existsSync(f))).toBe(true);
    const res = await call(
      t.app,
      broker,
      'DELETE',
      `/listing/${draft.id}/delete-listing?version=1`,
    );
    expect(res.statusCode).toBe(200);
    expect(files.some((f) => fs.existsSync(f))).toBe(false);
  });
});

describe('publishing with uploaded photos', () => {
  it('publishes after 3 uploads; a new cover shows at once on the card and first in the gallery', async () => {
    const created = await createDraftWithoutPhotos(t.app, broker, {
      title: 'Photo villa',
      locationId,
      price: 12_000_000,
    });
    const photos: ListingPhoto[] = [];
    for (const seed of [20, 21])
      photos.push((await uploaded(created.id, await patternPhoto(seed))).photo);
    let draft = await draftOf(created.id);
    expect(draft.completeness).toMatchObject({
      photos_count: 2,
      ready: false,
      missing: ['photos'],
    });
    photos.push((await uploaded(created.id, await patternPhoto(22))).photo);
    draft = await draftOf(created.id);
    expect(draft.completeness).toMatchObject({ photos_count: 3, ready: true, missing: [] });
    const published = await call(t.app, broker, 'POST', draft.paths.publish, {
      version: draft.version,
    });
    expect(published.statusCode).toBe(200);

    const card = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/properties?per_page=100&sort=-created_at`,
      });
      const found = res
        .json<Page<{ id: number; albums: { photos: { thumb_url: string }[] }[] }>>()
        .data.find((l) => l.id === created.id);
      return found?.albums[0]?.photos[0]?.thumb_url;
    };
    const gallery = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/${created.id}/property` });
      expect(res.statusCode).toBe(200);
      return res.json<ListingDetail>().albums.flatMap((a) => a.photos.map((p) => p.url));
    };
    // The owner's URLs were signed while it was a draft; the public ones are plain.
    expect(await card()).toBe(plainUrl(photos[0]?.thumb_url));
    expect(await gallery()).toEqual(photos.map((p) => plainUrl(p.url)));

    // The caches are warm; the new cover must show through them.
    const third = photos[2] as ListingPhoto;
    const res = await call(
      t.app,
      broker,
      'POST',
      `/listing/${created.id}/photos/${third.id}/cover`,
    );
    expect(res.statusCode).toBe(200);
    expect(await card()).toBe(plainUrl(third.thumb_url));
    expect((await gallery())[0]).toBe(plainUrl(third.url));
    const served = await t.app.inject({ method: 'GET', url: third.thumb_url });
    expect(served.statusCode).toBe(200);
  });
});

describe('an upload that outlives a publish', () => {
  it('shows on the card when the listing was published while the photo was being stored', async () => {
    const created = await createDraftWithoutPhotos(t.app, broker, {
      title: 'Published mid-upload',
      locationId,
      price: 9_000_000,
    });
    for (const seed of [30, 31, 32]) await uploaded(created.id, await patternPhoto(seed));
    // The card in search results (the card cache and page cache hold it).
    const gallery = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/properties?per_page=100&sort=-created_at`,
      });
      const card = res
        .json<Page<{ id: number; albums: { photos: { url: string }[] }[] }>>()
        .data.find((l) => l.id === created.id);
      return card ? card.albums.flatMap((a) => a.photos.map((p) => p.url)) : [];
    };
    // The owner publishes from another tab while the fourth photo is being stored, and a
    // visitor's read fills the caches without it.
    const put = t.app.media.put.bind(t.app.media);
    let published = false;
    const spy = jest.spyOn(t.app.media, 'put').mockImplementation(async (...args) => {
      if (!published) {
        published = true;
        const draft = await draftOf(created.id);
        const res = await call(t.app, broker, 'POST', draft.paths.publish, {
          version: draft.version,
        });
        expect(res.statusCode).toBe(200);
        expect(await gallery()).toHaveLength(3);
      }
      return put(...args);
    });
    try {
      const fourth = (await uploaded(created.id, await patternPhoto(33))).photo;
      expect(published).toBe(true);
      expect(await gallery()).toContain(plainUrl(fourth.url));
    } finally {
      spy.mockRestore();
    }
  });
});

describe('ownership on every photo route', () => {
  let listingId: number;
  let photo: ListingPhoto;
  beforeAll(async () => {
    const draft = await createDraft(t.app, broker);
    listingId = draft.id;
    photo = (await uploaded(listingId, await patternPhoto(30))).photo;
  });

  const routes = (): [string, string, unknown][] => [
    ['POST', `/listing/${listingId}/albums`, { title: 'Mine' }],
    ['PUT', `/listing/${listingId}/albums/${photo.album_id}`, { title: 'Mine' }],
    ['DELETE', `/listing/${listingId}/albums/${photo.album_id}`, undefined],
    [
      'PUT',
      `/listing/${listingId}/photos/order`,
      { photos: [{ id: photo.id, album_id: photo.album_id }] },
    ],
    ['POST', `/listing/${listingId}/photos/${photo.id}/cover`, undefined],
    ['DELETE', `/listing/${listingId}/photos/${photo.id}`, undefined],
  ];

  it('another broker gets 404, a guest 401, an admin 403, and nothing changes', async () => {
    const before = await draftOf(listingId);
    for (const [method, url, body] of routes()) {
      const m = method as 'POST' | 'PUT' | 'DELETE';
      expect([url, (await call(t.app, otherBroker, m, url, body)).statusCode]).toEqual([url, 404]);
      expect([url, (await call(t.app, guest, m, url, body)).statusCode]).toEqual([url, 401]);
      expect([url, (await call(t.app, admin, m, url, body)).statusCode]).toEqual([url, 403]);
    }
    const jpeg = await patternPhoto(31);
    expect((await upload(listingId, jpeg, { caller: otherBroker })).statusCode).toBe(404);
    expect((await upload(listingId, jpeg, { caller: guest })).statusCode).toBe(401);
    expect((await upload(listingId, jpeg, { caller: admin })).statusCode).toBe(403);
    expect(await draftOf(listingId)).toEqual(before);
    expect(fs.existsSync(stored(photo.url))).toBe(true);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  DeveloperDraft,
  ListingDetail,
  ListingDraft,
  UploadedListingPhoto,
} from '@phuket/shared/contract';
import { multipartFile } from '../account/test-helpers';
import { eq, sql } from 'drizzle-orm';
import { invalidateListingCaches } from '../catalog/invalidation';
import { listings, locations } from '../db/schema';
import {
  call,
  createDraftWithoutPhotos,
  guest,
  newUser,
  signIn,
  type Caller,
} from '../listings/test-helpers';
import { createTestApp, type TestApp } from '../test/test-app';
import { GATED_PUBLIC_MAX_AGE_SECONDS } from './plugin';
import {
  SIGNED_MEDIA_WINDOW_SECONDS,
  checkMediaSignature,
  mediaOwnerOf,
  signedMediaQuery,
} from './media-access';
import { patternPhoto } from './test-images';

// Media of a record that is not on the public site (a listing draft, an unpublished listing, a
// developer draft) loads only through the signed URLs the API gives its owner and staff.

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-access-'));
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

function fetchMedia(url: string, caller: Caller = guest) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: caller.authorization ? { authorization: caller.authorization } : {},
  });
}

const plain = (url: string) => url.split('?')[0] as string;
const keyOf = (url: string) => plain(url).replace(/^\/media\//, '');

async function uploadPhoto(listingId: number, seed: number): Promise<UploadedListingPhoto> {
  const { payload, headers } = multipartFile(await patternPhoto(seed), {
    filename: 'photo.jpg',
    contentType: 'image/jpeg',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/listing/${listingId}/photos`,
    headers: { authorization: broker.authorization ?? '', ...headers },
    payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json<UploadedListingPhoto>();
}

async function draftOf(id: number): Promise<ListingDraft> {
  const res = await call(t.app, broker, 'GET', `/listing/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json<ListingDraft>();
}

/**
 * On the site, as staff approving it would leave it: whether the owner's own publish lands in
 * `pending` first is moderation's concern (docs/moderation.md), not this one.
 */
async function putOnSite(id: number): Promise<ListingDraft> {
  await t.app.db
    .update(listings)
    .set({ status: 'published', version: sql`${listings.version} + 1` })
    .where(eq(listings.id, id));
  invalidateListingCaches(t.app.db);
  return draftOf(id);
}

/** A draft with three uploaded photos: everything publishing asks for. */
async function draftWithPhotos(title: string, seed: number): Promise<ListingDraft> {
  const created = await createDraftWithoutPhotos(t.app, broker, { title, locationId, price: 9e6 });
  for (const n of [0, 1, 2]) await uploadPhoto(created.id, seed + n);
  return draftOf(created.id);
}

describe('media of a listing draft', () => {
  let draft: ListingDraft;
  let photo: { url: string; thumb_url: string };

  beforeAll(async () => {
    draft = await draftWithPhotos('Private villa', 300);
    photo = draft.albums[0]?.photos[0] as { url: string; thumb_url: string };
  });

  it('gives its owner signed URLs, which load with a private cache', async () => {
    expect(photo.url).toMatch(/^\/media\/listings\/\d+\/[0-9a-f]{32}\.webp\?exp=\d+&sig=/);
    for (const url of [photo.url, photo.thumb_url]) {
      const res = await fetchMedia(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const cache = String(res.headers['cache-control']);
      expect(cache).toMatch(/^private, max-age=\d+$/);
      const maxAge = Number(cache.split('=')[1]);
      expect(maxAge).toBeGreaterThan(SIGNED_MEDIA_WINDOW_SECONDS - 60);
      expect(maxAge).toBeLessThanOrEqual(2 * SIGNED_MEDIA_WINDOW_SECONDS);
    }
  });

  it('signs the upload answer too, and the same URL for the whole hour', async () => {
    const uploaded = await uploadPhoto(draft.id, 310);
    expect(uploaded.photo.url).toContain('?exp=');
    expect((await fetchMedia(uploaded.photo.url)).statusCode).toBe(200);
    const again = (await draftOf(draft.id)).albums[0]?.photos[0];
    // Same window: the browser's cache serves the wizard's photos between its saves.
    expect(again?.url).toBe(photo.url);
  });

  it('answers 404 for its plain URL to a visitor, another broker and staff, as for no file', async () => {
    const missing = `/media/listings/${draft.id}/${'0'.repeat(32)}.webp`;
    const none = await fetchMedia(missing);
    expect(none.statusCode).toBe(404);
    for (const caller of [guest, otherBroker, admin]) {
      for (const url of [plain(photo.url), plain(photo.thumb_url)]) {
        const res = await fetchMedia(url, caller);
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toBe(none.headers['content-type']);
        expect(res.json<{ message: string }>().message).toBe(
          none.json<{ message: string }>().message,
        );
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it('refuses a forged, misplaced or expired signature', async () => {
    const [, query = ''] = photo.url.split('?');
    const params = new URLSearchParams(query);
    const sig = params.get('sig') as string;
    const exp = params.get('exp') as string;
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const forged = [
      `${plain(photo.url)}?exp=${exp}&sig=${flipped}`,
      // A later expiry with the old signature.
      `${plain(photo.url)}?exp=${Number(exp) + 3600}&sig=${sig}`,
      // The signature of the gallery size used for the card size.
      `${plain(photo.thumb_url)}?exp=${exp}&sig=${sig}`,
      `${plain(photo.url)}?exp=${exp}`,
      `${plain(photo.url)}?sig=${sig}`,
      `${plain(photo.url)}?exp=${exp}&sig=${sig}x`,
    ];
    for (const url of forged) expect((await fetchMedia(url)).statusCode).toBe(404);

    const key = keyOf(photo.url);
    const longAgo = new Date(Date.now() - 3 * SIGNED_MEDIA_WINDOW_SECONDS * 1000);
    const expired = signedMediaQuery(t.app.config.codeSecret, key, longAgo);
    expect(checkMediaSignature(t.app.config.codeSecret, key, expired, new Date())).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect((await fetchMedia(`${plain(photo.url)}?${expired}`)).statusCode).toBe(404);
    // Another server's secret.
    const foreign = signedMediaQuery('another-secret-of-at-least-32-chars!!', key, new Date());
    expect((await fetchMedia(`${plain(photo.url)}?${foreign}`)).statusCode).toBe(404);
  });

  it('is not reached through an odd spelling of its path', async () => {
    const url = plain(photo.url);
    const id = String(draft.id);
    const spellings = [
      url.replace(`/listings/${id}/`, `/listings//${id}/`),
      url.replace(`/listings/${id}/`, `/listings%2F${id}/`),
      url.replace(`/listings/${id}/`, `/listings%252F${id}/`),
      url.replace('/media/', '/media//'),
    ];
    for (const spelling of spellings) {
      expect([404, 403, 400]).toContain((await fetchMedia(spelling)).statusCode);
    }
  });

  it("shows in the owner's preview and My listings through signed URLs", async () => {
    const preview = await call(t.app, broker, 'GET', `/listing/${draft.id}/preview`);
    expect(preview.statusCode).toBe(200);
    const previewPhoto = preview.json<ListingDetail>().albums[0]?.photos[0];
    expect(previewPhoto?.url).toContain('?exp=');
    expect((await fetchMedia(previewPhoto?.url as string)).statusCode).toBe(200);

    const mine = await call(t.app, broker, 'GET', '/get/broker/listings?per_page=100');
    expect(mine.statusCode).toBe(200);
    const row = mine
      .json<{ data: { id: number; cover_url: string | null }[] }>()
      .data.find((l) => l.id === draft.id);
    expect(row?.cover_url).toContain('?exp=');
    expect((await fetchMedia(row?.cover_url as string)).statusCode).toBe(200);
  });

  it('loads for staff through a URL the API signed for them', async () => {
    const staffUrl = `${plain(photo.url)}?${t.app.mediaAccess.signed.sign(keyOf(photo.url))}`;
    expect((await fetchMedia(staffUrl, admin)).statusCode).toBe(200);
  });
});

describe('publishing and taking a listing off the site', () => {
  it('serves a published listing publicly, then refuses its plain URLs once it is unpublished', async () => {
    const draft = await draftWithPhotos('Public villa', 400);
    // The plain URL of a draft, copied before it went on the site.
    const early = plain(draft.albums[0]?.photos[0]?.url as string);
    expect((await fetchMedia(early)).statusCode).toBe(404);
    await putOnSite(draft.id);
    expect((await fetchMedia(early)).statusCode).toBe(200);

    // The public answers and the owner's both name plain, cacheable URLs now.
    const page = await t.app.inject({ method: 'GET', url: `/api/${draft.id}/property` });
    expect(page.statusCode).toBe(200);
    const publicPhoto = page.json<ListingDetail>().albums[0]?.photos[0];
    expect(publicPhoto?.url).toMatch(/^\/media\/listings\/\d+\/[0-9a-f]{32}\.webp$/);
    const owner = await draftOf(draft.id);
    expect(owner.albums[0]?.photos[0]?.url).not.toContain('?');
    const urls = [publicPhoto?.url as string, publicPhoto?.thumb_url as string];
    for (const url of urls) {
      const res = await fetchMedia(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(`public, max-age=${GATED_PUBLIC_MAX_AGE_SECONDS}`);
    }

    const unpublished = await call(t.app, broker, 'POST', owner.paths.unpublish, {
      version: owner.version,
    });
    expect(unpublished.statusCode).toBe(200);
    // At once: the visibility cache is emptied with the catalog's.
    for (const url of urls) expect((await fetchMedia(url)).statusCode).toBe(404);
    // Its owner still sees it, signed again.
    const after = (await draftOf(draft.id)).albums[0]?.photos[0];
    expect(after?.url).toContain('?exp=');
    expect((await fetchMedia(after?.url as string)).statusCode).toBe(200);
  });

  it('refuses the media of an archived listing to the public', async () => {
    const draft = await draftWithPhotos('Archived villa', 500);
    const live = await putOnSite(draft.id);
    const url = live.albums[0]?.photos[0]?.url as string;
    expect((await fetchMedia(url)).statusCode).toBe(200);
    const archived = await call(t.app, broker, 'POST', live.paths.archive, {
      version: live.version,
    });
    expect(archived.statusCode).toBe(200);
    expect((await fetchMedia(url)).statusCode).toBe(404);
  });
});

describe('media of a developer draft (database area)', () => {
  let developerOwner: Caller;
  let dev: DeveloperDraft;

  beforeAll(async () => {
    developerOwner = await newUser(t.app, 'developer');
    dev = (
      await call(t.app, developerOwner, 'POST', '/developers?step=2', { title: 'Hidden Dev' })
    ).json<DeveloperDraft>();
    const { payload, headers } = multipartFile(await patternPhoto(600));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${dev.paths.photo}`,
      headers: { authorization: developerOwner.authorization ?? '', ...headers },
      payload,
    });
    expect(res.statusCode).toBe(200);
    dev = res.json<DeveloperDraft>();
  });

  it('loads for its owner and for staff through signed URLs, and for no one else', async () => {
    const ownerUrl = dev.photos[0]?.url as string;
    expect(ownerUrl).toMatch(/^\/media\/developers\/\d+\/[0-9a-f]{32}\.webp\?exp=/);
    expect((await fetchMedia(ownerUrl)).statusCode).toBe(200);

    const staffView = await call(t.app, admin, 'GET', dev.paths.self);
    expect(staffView.statusCode).toBe(200);
    const staffUrl = staffView.json<DeveloperDraft>().photos[0]?.url as string;
    expect(staffUrl).toContain('?exp=');
    expect((await fetchMedia(staffUrl, admin)).statusCode).toBe(200);
    for (const caller of [guest, otherBroker, admin]) {
      expect((await fetchMedia(plain(ownerUrl), caller)).statusCode).toBe(404);
    }
  });
});

describe('which keys are gated', () => {
  it("names the record of a listing's, developer's, project's and layout's uploads only", () => {
    expect(mediaOwnerOf('listings/12/a.webp')).toEqual({ kind: 'listing', id: 12 });
    expect(mediaOwnerOf('developers/3/a.webp')).toEqual({ kind: 'developer', id: 3 });
    expect(mediaOwnerOf('projects/4/a.mp4')).toEqual({ kind: 'project', id: 4 });
    expect(mediaOwnerOf('layouts/4/a.webp')).toEqual({ kind: 'project', id: 4 });
    for (const key of ['catalog/photos/a.webp', 'avatars/1/a.webp', 'projects/brochures/a.pdf']) {
      expect(mediaOwnerOf(key)).toBeNull();
    }
  });
});

import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  LISTING_DOCUMENT_MAX_BYTES,
  LISTING_DOCUMENT_TOO_LARGE,
  NOT_A_LISTING_PHOTO,
  NOT_A_PDF,
  PDF_ACTIVE_CONTENT,
  type ListingDetail,
  type ListingDocumentItem,
  type ListingDraft,
  type UploadedFloorPlanPhoto,
  type UploadedListingPhoto,
} from '@phuket/shared/contract';
import { multipartFile } from '../account/test-helpers';
import { listingAlbums, listingDocuments, listingPhotos, listings } from '../db/schema';
import { jpegWithGps, patternPhoto } from '../media/test-images';
import { errorBody, createTestApp, type TestApp } from '../test/test-app';
import { contentDisposition, safeFilename } from './document-routes';
import { call, createDraft, guest, newUser, signIn, type Caller } from './test-helpers';

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listing-plan-docs-'));
let t: TestApp;
let broker: Caller;
let otherBroker: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({
    demo: true,
    env: { RATE_LIMIT_DISABLED: 'true', MEDIA_DIR: mediaDir },
  });
  broker = await newUser(t.app);
  otherBroker = await newUser(t.app);
  admin = await signIn(t.app, 'admin@example.com');
});
afterAll(() => t.close());

// A draft's URLs are signed (media/media-access.ts): the file is the path without the query.
const stored = (url: string) =>
  path.join(mediaDir, ...(url.split('?')[0] ?? '').replace(/^\/media\//, '').split('/'));

/** A small valid PDF (one empty page), with `marker` inside so copies can be told apart. */
function pdf(marker = 'x'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${marker}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

function headersOf(caller: Caller, extra: Record<string, string>) {
  return { ...(caller.authorization ? { authorization: caller.authorization } : {}), ...extra };
}

function uploadPlanPhoto(draft: ListingDraft, bytes: Buffer, caller = broker, position?: number) {
  const { payload, headers } = multipartFile(bytes, { filename: 'plan.jpg' });
  return t.app.inject({
    method: 'POST',
    url: `/api${draft.paths.floor_plan_photos}${position === undefined ? '' : `?position=${position}`}`,
    headers: headersOf(caller, headers),
    payload,
  });
}

/** A multipart body with text fields first, then the file. */
function documentForm(
  bytes: Buffer | null,
  fields: Record<string, string>,
  filename = 'brochure.pdf',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (bytes) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function uploadDocument(
  draft: ListingDraft,
  bytes: Buffer | null,
  fields: Record<string, string> = { title: 'Brochure', visibility: 'public' },
  caller = broker,
  filename = 'brochure.pdf',
) {
  const { payload, headers } = documentForm(bytes, fields, filename);
  return t.app.inject({
    method: 'POST',
    url: `/api${draft.paths.documents}`,
    headers: headersOf(caller, headers),
    payload,
  });
}

async function publish(id: number): Promise<void> {
  await t.database.db.update(listings).set({ status: 'published' }).where(eq(listings.id, id));
}

describe('floor plan photos', () => {
  it('stores a floor plan photo as WebP without EXIF, lists it, and deletes it with its files', async () => {
    const draft = await createDraft(t.app, broker, { title: 'Plan' });
    const res = await uploadPlanPhoto(draft, await jpegWithGps());
    expect(res.statusCode).toBe(201);
    const { photo } = res.json<UploadedFloorPlanPhoto>();
    // Signed while the listing is a draft (media/media-access.ts).
    expect(photo.url).toMatch(
      new RegExp(`^/media/listings/${draft.id}/[0-9a-f]{32}\\.webp\\?exp=`),
    );
    const meta = await sharp(fs.readFileSync(stored(photo.url))).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(fs.existsSync(stored(photo.thumb_url))).toBe(true);

    const again = await call(t.app, broker, 'GET', `/listing/${draft.id}`);
    expect(again.json<ListingDraft>().floor_plan_photos.map((p) => p.id)).toEqual([photo.id]);

    const del = await call(t.app, broker, 'DELETE', `${draft.paths.floor_plan_photos}/${photo.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json<ListingDraft>().floor_plan_photos).toEqual([]);
    expect(fs.existsSync(stored(photo.url))).toBe(false);
    expect(fs.existsSync(stored(photo.thumb_url))).toBe(false);
    const gone = await call(
      t.app,
      broker,
      'DELETE',
      `${draft.paths.floor_plan_photos}/${photo.id}`,
    );
    expect(gone.statusCode).toBe(404);
  });

  it('stores floor plan photos in the order picked, whatever order their uploads finish in', async () => {
    const draft = await createDraft(t.app, broker);
    const second = await uploadPlanPhoto(
      draft,
      await patternPhoto(31, 'jpeg', 640, 480),
      broker,
      1,
    );
    const first = await uploadPlanPhoto(
      draft,
      await patternPhoto(30, 'jpeg', 3000, 2000),
      broker,
      0,
    );
    expect([second.statusCode, first.statusCode]).toEqual([201, 201]);
    const res = await call(t.app, broker, 'GET', `/listing/${draft.id}`);
    const id = (r: typeof first) => r.json<UploadedFloorPlanPhoto>().photo.id;
    expect(res.json<ListingDraft>().floor_plan_photos.map((p) => p.id)).toEqual([
      id(first),
      id(second),
    ]);
  });

  it('refuses a text file renamed .jpg and a truncated JPEG with 422 JSON', async () => {
    const draft = await createDraft(t.app, broker);
    const text = await uploadPlanPhoto(draft, Buffer.from('just some text, not a photo'));
    expect(text.statusCode).toBe(422);
    expect(text.json<{ message: string }>().message).toBe(NOT_A_LISTING_PHOTO);
    const jpeg = await patternPhoto(11);
    const cut = await uploadPlanPhoto(draft, jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(cut.statusCode).toBe(422);
    expect(cut.json<{ errors: Record<string, string[]> }>().errors.file).toHaveLength(1);
  });

  it("is the owner's only: guest 401, other broker 404, admin 403", async () => {
    const draft = await createDraft(t.app, broker);
    const jpeg = await patternPhoto(12, 'jpeg', 400, 300);
    expect((await uploadPlanPhoto(draft, jpeg, guest)).statusCode).toBe(401);
    expect((await uploadPlanPhoto(draft, jpeg, otherBroker)).statusCode).toBe(404);
    expect((await uploadPlanPhoto(draft, jpeg, admin)).statusCode).toBe(403);
    const { photo } = (await uploadPlanPhoto(draft, jpeg)).json<UploadedFloorPlanPhoto>();
    const path_ = `${draft.paths.floor_plan_photos}/${photo.id}`;
    expect((await call(t.app, guest, 'DELETE', path_)).statusCode).toBe(401);
    expect((await call(t.app, otherBroker, 'DELETE', path_)).statusCode).toBe(404);
    expect((await call(t.app, admin, 'DELETE', path_)).statusCode).toBe(403);
    expect(fs.existsSync(stored(photo.url))).toBe(true);
  });
});

describe('listing documents', () => {
  it('stores a public and an owner-only PDF; GET enforces who may read each', async () => {
    const draft = await createDraft(t.app, broker, { title: 'Docs' });
    const publicRes = await uploadDocument(draft, pdf('public'), {
      title: 'Brochure',
      visibility: 'public',
    });
    expect(publicRes.statusCode).toBe(201);
    const publicDoc = publicRes.json<ListingDocumentItem>();
    expect(publicDoc).toMatchObject({
      title: 'Brochure',
      visibility: 'public',
      filename: 'brochure.pdf',
      url: `/api/listing/${draft.id}/documents/${publicDoc.id}`,
    });
    const ownerRes = await uploadDocument(
      draft,
      pdf('deed'),
      { title: 'Title deed', visibility: 'owner' },
      broker,
      'Chanote: deed; ไทย.pdf',
    );
    expect(ownerRes.statusCode).toBe(201);
    const ownerDoc = ownerRes.json<ListingDocumentItem>();
    expect(ownerDoc.filename).toBe('Chanote deed ไทย.pdf');

    const listed = (await call(t.app, broker, 'GET', `/listing/${draft.id}`)).json<ListingDraft>();
    expect(listed.documents.map((d) => [d.title, d.visibility])).toEqual([
      ['Brochure', 'public'],
      ['Title deed', 'owner'],
    ]);

    const get = (url: string, caller: Caller) =>
      t.app.inject({ method: 'GET', url, headers: headersOf(caller, {}) });
    // A draft: only its owner reads either document.
    expect((await get(publicDoc.url, guest)).statusCode).toBe(404);
    const own = await get(ownerDoc.url, broker);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(pdf('deed'))).toBe(true);
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="Chanote deed ___.pdf"; filename*=UTF-8''Chanote%20deed%20${encodeURIComponent('ไทย')}.pdf`,
    );
    expect(own.headers['cache-control']).toBe('private, no-store');

    await publish(draft.id);
    const anyone = await get(publicDoc.url, guest);
    expect(anyone.statusCode).toBe(200);
    expect(anyone.rawPayload.equals(pdf('public'))).toBe(true);
    expect(anyone.headers['content-disposition']).toContain('filename="brochure.pdf"');
    expect((await get(ownerDoc.url, guest)).statusCode).toBe(404);
    expect((await get(ownerDoc.url, otherBroker)).statusCode).toBe(404);
    expect((await get(ownerDoc.url, admin)).statusCode).toBe(404);
    expect((await get(ownerDoc.url, broker)).statusCode).toBe(200);
    // A document id under another listing is unknown there.
    const elsewhere = await createDraft(t.app, broker);
    expect(
      (await get(`/api/listing/${elsewhere.id}/documents/${publicDoc.id}`, broker)).statusCode,
    ).toBe(404);

    // The files are not at any public media URL: the private folder is never served.
    const [row] = await t.database.db
      .select()
      .from(listingDocuments)
      .where(eq(listingDocuments.id, ownerDoc.id));
    expect(row?.path).toMatch(new RegExp(`^private/listings/${draft.id}/`));
    expect(fs.existsSync(path.join(mediaDir, ...(row?.path as string).split('/')))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/media/${row?.path}` })).statusCode).toBe(
      404,
    );
    // Nor through a dot segment that reaches it from a public folder, sent as it is over real
    // HTTP (inject would resolve the dots before the router sees them).
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const detour of [`x/../${row?.path}`, `x/%2e%2e/${row?.path}`, `x/%2E%2E/${row?.path}`]) {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        // Options, not a URL string: a URL would resolve the dots on this side too.
        const { hostname, port } = new URL(address);
        http
          .get({ hostname, port, path: `/media/${detour}` }, (res) => {
            res.resume();
            resolve(res.statusCode);
          })
          .on('error', reject);
      });
      expect([detour, status]).toEqual([detour, 404]);
    }

    // The property page lists the public document only, at its API path.
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/${draft.id}/property` })
    ).json<ListingDetail>();
    expect(page.documents).toEqual([{ id: publicDoc.id, name: 'Brochure', url: publicDoc.url }]);

    const del = await call(t.app, broker, 'DELETE', `${draft.paths.documents}/${ownerDoc.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json<ListingDraft>().documents.map((d) => d.id)).toEqual([publicDoc.id]);
    expect(fs.existsSync(path.join(mediaDir, ...(row?.path as string).split('/')))).toBe(false);
    expect((await get(ownerDoc.url, broker)).statusCode).toBe(404);
  });

  it('refuses a text file renamed .pdf, a truncated PDF, a missing title or visibility: 422 JSON', async () => {
    const draft = await createDraft(t.app, broker);
    const text = await uploadDocument(draft, Buffer.from('hello, not a pdf at all'));
    expect(text.statusCode).toBe(422);
    expect(errorBody(text)).toEqual({
      message: NOT_A_PDF,
      errors: { file: [NOT_A_PDF] },
    });
    const whole = pdf();
    const cut = await uploadDocument(draft, whole.subarray(0, whole.length - 20));
    expect(cut.statusCode).toBe(422);
    // A PDF that runs a script when a buyer opens it.
    const scripted = Buffer.from(
      [
        '%PDF-1.4',
        '1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >> endobj',
        '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
        '3 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj',
        'trailer << /Root 1 0 R >>',
        '%%EOF',
      ].join('\n'),
    );
    const active = await uploadDocument(draft, scripted);
    expect(active.statusCode).toBe(422);
    expect(errorBody(active)).toEqual({
      message: PDF_ACTIVE_CONTENT,
      errors: { file: [PDF_ACTIVE_CONTENT] },
    });
    const noTitle = await uploadDocument(draft, pdf(), { title: '  ', visibility: 'public' });
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.json<{ errors: Record<string, string[]> }>().errors.title).toBeDefined();
    const badVisibility = await uploadDocument(draft, pdf(), { title: 'x', visibility: 'friends' });
    expect(badVisibility.statusCode).toBe(422);
    expect(
      badVisibility.json<{ errors: Record<string, string[]> }>().errors.visibility,
    ).toBeDefined();
    const noFile = await uploadDocument(draft, null);
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json<{ errors: Record<string, string[]> }>().errors.file).toBeDefined();
    // Everything wrong at once is named at once, the missing file beside the fields.
    const nothing = await uploadDocument(draft, null, { title: ' ', visibility: 'friends' });
    expect(nothing.statusCode).toBe(422);
    expect(Object.keys(nothing.json<{ errors: Record<string, string[]> }>().errors)).toEqual([
      'title',
      'visibility',
      'file',
    ]);
    const tempDir = path.join(t.app.config.dataDir, 'upload-tmp');
    expect(fs.existsSync(tempDir) ? fs.readdirSync(tempDir) : []).toEqual([]);
    const listed = (await call(t.app, broker, 'GET', `/listing/${draft.id}`)).json<ListingDraft>();
    expect(listed.documents).toEqual([]);
  });

  it('refuses a PDF over 20 MB with 413 JSON', async () => {
    const draft = await createDraft(t.app, broker);
    const big = Buffer.concat([pdf(), Buffer.alloc(LISTING_DOCUMENT_MAX_BYTES + 10, 0x20)]);
    const res = await uploadDocument(draft, big);
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toBe(LISTING_DOCUMENT_TOO_LARGE);
  });

  it("is the owner's only to add and delete: guest 401, other broker 404, admin 403", async () => {
    const draft = await createDraft(t.app, broker);
    expect((await uploadDocument(draft, pdf(), undefined, guest)).statusCode).toBe(401);
    expect((await uploadDocument(draft, pdf(), undefined, otherBroker)).statusCode).toBe(404);
    expect((await uploadDocument(draft, pdf(), undefined, admin)).statusCode).toBe(403);
    const doc = (await uploadDocument(draft, pdf())).json<ListingDocumentItem>();
    const url = `${draft.paths.documents}/${doc.id}`;
    expect((await call(t.app, guest, 'DELETE', url)).statusCode).toBe(401);
    expect((await call(t.app, otherBroker, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(t.app, admin, 'DELETE', url)).statusCode).toBe(403);
    expect(
      (await call(t.app, broker, 'GET', `/listing/${draft.id}`)).json<ListingDraft>().documents,
    ).toHaveLength(1);
  });

  it('makes filenames safe for Content-Disposition', () => {
    expect(safeFilename('../../etc/passwd')).toBe('passwd.pdf');
    expect(safeFilename('a\r\nb".pdf')).toBe('ab.pdf');
    expect(safeFilename('.hidden.PDF')).toBe('hidden.pdf');
    expect(safeFilename('')).toBe('document.pdf');
    expect(contentDisposition('a b.pdf')).toBe(
      `attachment; filename="a b.pdf"; filename*=UTF-8''a%20b.pdf`,
    );
  });
});

describe('deleting and duplicating a listing', () => {
  async function photo(draft: ListingDraft, seed: number): Promise<UploadedListingPhoto> {
    const { payload, headers } = multipartFile(await patternPhoto(seed, 'jpeg', 400, 300));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${draft.paths.photos}`,
      headers: headersOf(broker, headers),
      payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json<UploadedListingPhoto>();
  }

  it('delete removes the floor plan photos and documents from storage', async () => {
    const draft = await createDraft(t.app, broker);
    const plan = (
      await uploadPlanPhoto(draft, await patternPhoto(21, 'jpeg', 400, 300))
    ).json<UploadedFloorPlanPhoto>().photo;
    await uploadDocument(draft, pdf('to delete'));
    const [doc] = await t.database.db
      .select()
      .from(listingDocuments)
      .where(eq(listingDocuments.listingId, draft.id));
    const docFile = path.join(mediaDir, ...(doc?.path as string).split('/'));
    expect(fs.existsSync(docFile)).toBe(true);
    const current = (await call(t.app, broker, 'GET', `/listing/${draft.id}`)).json<ListingDraft>();
    const res = await call(
      t.app,
      broker,
      'DELETE',
      `${draft.paths.delete}?version=${current.version}`,
    );
    expect(res.statusCode).toBe(200);
    expect(fs.existsSync(stored(plan.url))).toBe(false);
    expect(fs.existsSync(stored(plan.thumb_url))).toBe(false);
    expect(fs.existsSync(docFile)).toBe(false);
  });

  it('duplicate copies the album photos as files of its own that survive deleting either listing', async () => {
    const source = await createDraft(t.app, broker, { title: 'Original' });
    const first = await photo(source, 31);
    await photo(source, 32);
    const res = await call(t.app, broker, 'POST', source.paths.duplicate);
    expect(res.statusCode).toBe(201);
    const copy = res.json<ListingDraft>();
    const copied = copy.albums.flatMap((a) => a.photos);
    const originals = (
      await call(t.app, broker, 'GET', `/listing/${source.id}`)
    ).json<ListingDraft>();
    expect(copy.albums.map((a) => a.title)).toEqual(originals.albums.map((a) => a.title));
    expect(copied).toHaveLength(2);
    expect(copied.filter((p) => p.is_main)).toHaveLength(1);
    for (const p of copied) {
      expect(p.url).toMatch(new RegExp(`^/media/listings/${copy.id}/`));
      expect(fs.existsSync(stored(p.url))).toBe(true);
      expect(fs.existsSync(stored(p.thumb_url))).toBe(true);
    }
    expect(
      fs
        .readFileSync(stored(copied[0]?.url as string))
        .equals(fs.readFileSync(stored(first.photo.url))),
    ).toBe(true);

    // Deleting the source leaves the copy's files; deleting the copy leaves nothing behind.
    const del = await call(
      t.app,
      broker,
      'DELETE',
      `${source.paths.delete}?version=${originals.version}`,
    );
    expect(del.statusCode).toBe(200);
    expect(fs.existsSync(stored(first.photo.url))).toBe(false);
    expect(copied.every((p) => fs.existsSync(stored(p.url)))).toBe(true);
    const delCopy = await call(
      t.app,
      broker,
      'DELETE',
      `${copy.paths.delete}?version=${copy.version}`,
    );
    expect(delCopy.statusCode).toBe(200);
    expect(copied.some((p) => fs.existsSync(stored(p.url)))).toBe(false);
  });

  it('duplicate of a seeded listing shares the seed pool photos without copying them', async () => {
    const source = await createDraft(t.app, broker, { title: 'Seeded' });
    const [album] = await t.database.db
      .insert(listingAlbums)
      .values({ listingId: source.id, title: 'Photos' })
      .returning();
    await t.database.db.insert(listingPhotos).values({
      listingId: source.id,
      albumId: album?.id ?? null,
      path: 'catalog/pool/villa-1.webp',
      isMain: true,
    });
    const res = await call(t.app, broker, 'POST', source.paths.duplicate);
    expect(res.statusCode).toBe(201);
    const copy = res.json<ListingDraft>();
    expect(copy.albums.flatMap((a) => a.photos.map((p) => p.url))).toEqual([
      '/media/catalog/pool/villa-1.webp',
    ]);
  });
});

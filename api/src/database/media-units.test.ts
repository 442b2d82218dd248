import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  NOT_A_LISTING_PHOTO,
  NOT_A_PDF,
  PDF_ACTIVE_CONTENT,
  NOT_A_VIDEO,
  PDF_INCOMPLETE,
  PROJECT_VIDEO_MAX_BYTES,
  UNIT_MESSAGES,
  VIDEO_TOO_LARGE,
  type DatabaseLayout,
  type DeveloperDraft,
  type ProjectDetail,
  type ProjectDraft,
  type ProjectUnits,
  type UnitImportResult,
} from '@phuket/shared/contract';
import { multipartFile } from '../account/test-helpers';
import { projectUnits, projects, developers } from '../db/schema';
import { call, guest, newUser, signIn, type Caller } from '../listings/test-helpers';
import { HTML_FILE, patternPhoto } from '../media/test-images';
import { paddedMp4, testVideo } from '../media/test-videos';
import { createTestApp, type TestApp } from '../test/test-app';
import { CARD_SUFFIX } from '../catalog/media-url';
import { ORPHAN_AGE_MS } from '../media/orphans';
import { variantKey } from '../media/images';
import { runDatabaseMediaCleanup } from './media-cleanup';

const HEIC_FIXTURE = path.join(__dirname, '../../../e2e/fixtures/photo.heic');
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'database-media-'));
let t: TestApp;
let devA: Caller;
let devB: Caller;
let admin: Caller;
let broker: Caller;

beforeAll(async () => {
  t = await createTestApp({
    demo: true,
    env: { RATE_LIMIT_DISABLED: 'true', MEDIA_DIR: mediaDir },
  });
  devA = await newUser(t.app, 'developer');
  devB = await newUser(t.app, 'developer');
  admin = await signIn(t.app, 'admin@example.com');
  broker = await newUser(t.app, 'broker');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

// A draft's URLs are signed (media/media-access.ts): the file is the path without the query.
const stored = (url: string) =>
  path.join(mediaDir, ...(url.split('?')[0] ?? '').replace(/^\/media\//, '').split('/'));

function send(
  url: string,
  files: { bytes: Buffer; filename?: string; contentType?: string }[],
  caller: Caller = devA,
) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.filename ?? 'photo.jpg'}"\r\n` +
          `Content-Type: ${f.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: {
      ...(caller.authorization ? { authorization: caller.authorization } : {}),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
  });
}

function sendOne(url: string, bytes: Buffer, caller: Caller = devA, filename = 'photo.jpg') {
  const { payload, headers } = multipartFile(bytes, { filename });
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: {
      ...(caller.authorization ? { authorization: caller.authorization } : {}),
      ...headers,
    },
    payload,
  });
}

async function newDeveloper(caller: Caller = devA) {
  const res = await call(t.app, caller, 'POST', '/developers?step=2', { title: 'Media Dev' });
  return res.json<DeveloperDraft>();
}

async function newProject(caller: Caller = devA) {
  const res = await call(t.app, caller, 'POST', '/projects?step=2', { title: 'Media Project' });
  return res.json<ProjectDraft>();
}

describe('developer media', () => {
  it('stores a logo, main photo and gallery photos as WebP, replacing and removing files', async () => {
    const dev = await newDeveloper();
    const logo = await sendOne(dev.paths.logo, await patternPhoto(1, 'png', 800, 400));
    expect(logo.statusCode).toBe(200);
    const withLogo = logo.json<DeveloperDraft>();
    expect(withLogo.logo).toMatch(/\/developers\/\d+\/[0-9a-f]{32}\.webp(\?exp=\d+&sig=[\w-]+)?$/);
    expect(fs.existsSync(stored(withLogo.logo as string))).toBe(true);
    expect(withLogo.completeness.met.logo).toBe(true);
    // Media writes do not make the next step save stale.
    expect(withLogo.version).toBe(dev.version);

    const again = await sendOne(dev.paths.logo, await patternPhoto(2, 'jpeg', 800, 400));
    expect(fs.existsSync(stored(withLogo.logo as string))).toBe(false);
    const replaced = again.json<DeveloperDraft>().logo as string;
    expect(fs.existsSync(stored(replaced))).toBe(true);

    const main = await sendOne(dev.paths.main_photo, await patternPhoto(3));
    expect(main.json<DeveloperDraft>().main_photo).not.toBeNull();
    const photo = await sendOne(dev.paths.photo, await patternPhoto(4));
    const gallery = photo.json<DeveloperDraft>().photos;
    expect(gallery).toHaveLength(1);

    const removed = await call(t.app, devA, 'DELETE', `${dev.paths.photo}/${gallery[0]?.id}`);
    expect(removed.json<DeveloperDraft>().photos).toEqual([]);
    expect(fs.existsSync(stored(gallery[0]?.url as string))).toBe(false);
    const noLogo = await call(t.app, devA, 'DELETE', dev.paths.logo);
    expect(noLogo.json<DeveloperDraft>().logo).toBeNull();
    expect(fs.existsSync(stored(replaced))).toBe(false);
  });

  it('accepts a HEIC photo and refuses a renamed text file by its bytes', async () => {
    const dev = await newDeveloper();
    const heic = await sendOne(dev.paths.main_photo, fs.readFileSync(HEIC_FIXTURE), devA, 'a.heic');
    expect(heic.statusCode).toBe(200);
    expect(heic.json<DeveloperDraft>().main_photo).toMatch(/\.webp(\?exp=\d+&sig=[\w-]+)?$/);
    const fake = await sendOne(dev.paths.logo, HTML_FILE, devA, 'logo.jpg');
    expect(fake.statusCode).toBe(422);
    expect(fake.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      file: [NOT_A_LISTING_PHOTO],
    });
    const none = await call(t.app, devA, 'POST', dev.paths.logo, {});
    expect(none.statusCode).toBe(422);
  });

  it("refuses someone else's developer (404), a broker (404) and a guest (401)", async () => {
    const dev = await newDeveloper();
    const photo = await patternPhoto(5);
    expect((await sendOne(dev.paths.logo, photo, devB)).statusCode).toBe(404);
    expect((await sendOne(dev.paths.logo, photo, broker)).statusCode).toBe(404);
    expect((await sendOne(dev.paths.logo, photo, guest)).statusCode).toBe(401);
    expect((await sendOne(dev.paths.logo, photo, admin)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(developers).where(eq(developers.id, dev.id));
    expect(row?.logo).not.toBeNull();
  });
});

describe('project media', () => {
  it('adds several photos in one request, all or none', async () => {
    const project = await newProject();
    const res = await send(project.paths.photos, [
      { bytes: await patternPhoto(6) },
      { bytes: await patternPhoto(7, 'png') },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json<ProjectDraft>().photos).toHaveLength(2);

    const mixed = await send(project.paths.photos, [
      { bytes: await patternPhoto(8) },
      { bytes: HTML_FILE, filename: 'x.jpg' },
    ]);
    expect(mixed.statusCode).toBe(422);
    const draft = await call(t.app, devA, 'GET', project.paths.self);
    expect(draft.json<ProjectDraft>().photos).toHaveLength(2);
    const cleared = await call(t.app, devA, 'DELETE', project.paths.photos);
    expect(cleared.json<ProjectDraft>().photos).toEqual([]);
  });

  it('stores an mp4 or webm video and a PDF brochure as sent, checked by their bytes', async () => {
    const project = await newProject();
    const mp4 = testVideo('mp4');
    const video = await sendOne(project.paths.video, mp4, devA, 'tour.mp4');
    expect(video.statusCode).toBe(200);
    const url = video.json<ProjectDraft>().video as string;
    expect(url).toMatch(/\.mp4(\?exp=\d+&sig=[\w-]+)?$/);
    expect(fs.readFileSync(stored(url)).equals(mp4)).toBe(true);

    const webm = testVideo('webm');
    const second = await sendOne(project.paths.video, webm, devA, 'tour.webm');
    expect(second.json<ProjectDraft>().video).toMatch(/\.webm(\?exp=\d+&sig=[\w-]+)?$/);
    expect(fs.existsSync(stored(url))).toBe(false);

    const fakeVideo = await sendOne(project.paths.video, HTML_FILE, devA, 'tour.mp4');
    expect(fakeVideo.statusCode).toBe(422);
    expect(fakeVideo.json<{ message: string }>().message).toBe(NOT_A_VIDEO);
    // A video's first box followed by a web page: its first bytes say MP4, ffprobe says no.
    const htmlAfterFtyp = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.alloc(12),
      HTML_FILE,
    ]);
    const disguised = await sendOne(project.paths.video, htmlAfterFtyp, devA, 'tour.mp4');
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json<{ errors: Record<string, string[]> }>().errors.file).toHaveLength(1);
    // Cut short: the header is there, the index is not.
    const cutVideo = await sendOne(project.paths.video, mp4.subarray(0, 200), devA, 'tour.mp4');
    expect(cutVideo.statusCode).toBe(422);
    expect((await call(t.app, devA, 'GET', project.paths.self)).json<ProjectDraft>().video).toBe(
      second.json<ProjectDraft>().video,
    );
    const heicAsVideo = await sendOne(
      project.paths.video,
      fs.readFileSync(HEIC_FIXTURE),
      devA,
      'a.mp4',
    );
    expect(heicAsVideo.statusCode).toBe(422);

    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
    const brochure = await sendOne(project.paths.brochure, pdf, devA, 'brochure.pdf');
    const brochureUrl = brochure.json<ProjectDraft>().brochure as string;
    expect(brochureUrl).toMatch(/\.pdf(\?exp=\d+&sig=[\w-]+)?$/);
    // Served as a download: a reader plugin never opens it inside the site.
    const servedPdf = await t.app.inject({ method: 'GET', url: brochureUrl });
    expect(servedPdf.statusCode).toBe(200);
    expect(servedPdf.headers['content-disposition']).toBe('attachment');
    const servedVideo = await t.app.inject({
      method: 'GET',
      url: second.json<ProjectDraft>().video as string,
    });
    expect(servedVideo.statusCode).toBe(200);
    expect(servedVideo.headers['content-disposition']).toBeUndefined();
    const fakePdf = await sendOne(project.paths.brochure, HTML_FILE, devA, 'brochure.pdf');
    expect(fakePdf.json<{ message: string }>().message).toBe(NOT_A_PDF);
    const launching = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /Launch /F (calc.exe) >> >> endobj\n' +
        'trailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const active = await sendOne(project.paths.brochure, launching, devA, 'brochure.pdf');
    expect(active.statusCode).toBe(422);
    expect(active.json<{ message: string }>().message).toBe(PDF_ACTIVE_CONTENT);
    // Cut off in transit: the signature is there, the end marker is not.
    const cut = await sendOne(project.paths.brochure, pdf.subarray(0, 20), devA, 'brochure.pdf');
    expect(cut.statusCode).toBe(422);
    expect(cut.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      file: [PDF_INCOMPLETE],
    });
    // The refusals left the stored brochure as it was.
    const kept = await call(t.app, devA, 'GET', project.paths.self);
    expect(kept.json<ProjectDraft>().brochure).toBe(brochure.json<ProjectDraft>().brochure);
    const off = await call(t.app, devA, 'DELETE', project.paths.brochure);
    expect(off.json<ProjectDraft>().brochure).toBeNull();
  });

  it('streams a video to a temporary file: over 100 MB is refused (413) and nothing is kept, the folder is emptied either way', async () => {
    const project = await newProject();
    const tempDir = path.join(t.app.config.dataDir, 'upload-tmp');
    const leftovers = () => (fs.existsSync(tempDir) ? fs.readdirSync(tempDir) : []);
    const tooBig = paddedMp4(PROJECT_VIDEO_MAX_BYTES + 1);
    const refused = await sendOne(project.paths.video, tooBig, devA, 'tour.mp4');
    expect(refused.statusCode).toBe(413);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      file: [VIDEO_TOO_LARGE],
    });
    expect(leftovers()).toEqual([]);

    const justRight = paddedMp4(PROJECT_VIDEO_MAX_BYTES);
    const accepted = await sendOne(project.paths.video, justRight, devA, 'tour.mp4');
    expect(accepted.statusCode).toBe(200);
    const url = accepted.json<ProjectDraft>().video as string;
    expect(fs.statSync(stored(url)).size).toBe(PROJECT_VIDEO_MAX_BYTES);
    expect(leftovers()).toEqual([]);

    // A refusal after the file was written (not a video by its bytes) empties the folder too.
    const notVideo = await sendOne(project.paths.video, HTML_FILE, devA, 'tour.mp4');
    expect(notVideo.statusCode).toBe(422);
    expect(leftovers()).toEqual([]);
    const empty = await sendOne(project.paths.video, Buffer.alloc(0), devA, 'tour.mp4');
    expect(empty.json<{ message: string }>().message).toBe(NOT_A_VIDEO);
    expect(leftovers()).toEqual([]);
    expect((await call(t.app, devA, 'GET', project.paths.self)).json<ProjectDraft>().video).toBe(
      url,
    );
  });

  it('refuses uploads to a project of someone else', async () => {
    const project = await newProject();
    const photo = await patternPhoto(9);
    expect((await sendOne(project.paths.main_photo, photo, devB)).statusCode).toBe(404);
    expect((await sendOne(project.paths.main_photo, photo, guest)).statusCode).toBe(401);
    expect((await sendOne(project.paths.main_photo, photo)).statusCode).toBe(200);
  });
});

describe('removing media', () => {
  const UNKNOWN = 999_999_999;
  const errorsOf = (res: { json: <T>() => T }) =>
    Object.keys(res.json<{ errors: Record<string, string[]> }>().errors);

  it("removes a project's main photo, video and gallery photo: the owner 200, another owner 404, a guest 401, an unknown id 404", async () => {
    const project = await newProject();
    const main = (
      await sendOne(project.paths.main_photo, await patternPhoto(21))
    ).json<ProjectDraft>().main_photo as string;
    const mp4 = testVideo('mp4');
    const video = (await sendOne(project.paths.video, mp4, devA, 'tour.mp4')).json<ProjectDraft>()
      .video as string;
    const gallery = (
      await send(project.paths.photos, [
        { bytes: await patternPhoto(22) },
        { bytes: await patternPhoto(23, 'png') },
      ])
    ).json<ProjectDraft>().photos;
    const [first, second] = gallery;

    for (const path of [project.paths.main_photo, project.paths.video]) {
      expect((await call(t.app, devB, 'DELETE', path)).statusCode).toBe(404);
      expect((await call(t.app, broker, 'DELETE', path)).statusCode).toBe(404);
      expect((await call(t.app, guest, 'DELETE', path)).statusCode).toBe(401);
      const unknown = path.replace(`/projects/${project.id}/`, `/projects/${UNKNOWN}/`);
      expect((await call(t.app, devA, 'DELETE', unknown)).statusCode).toBe(404);
    }
    // Nothing was removed by the refused calls.
    expect(fs.existsSync(stored(main))).toBe(true);
    expect(fs.existsSync(stored(video))).toBe(true);

    const noMain = await call(t.app, devA, 'DELETE', project.paths.main_photo);
    expect(noMain.statusCode).toBe(200);
    expect(noMain.json<ProjectDraft>().main_photo).toBeNull();
    expect(fs.existsSync(stored(main))).toBe(false);
    const noVideo = await call(t.app, admin, 'DELETE', project.paths.video);
    expect(noVideo.statusCode).toBe(200);
    expect(noVideo.json<ProjectDraft>().video).toBeNull();
    expect(fs.existsSync(stored(video))).toBe(false);

    // One gallery photo, by the documented path (docs/product-rules.md §7) (the photo in the query) and by the id path.
    const one = `${project.paths.photo}?photo_id=${first?.id}`;
    expect((await call(t.app, devB, 'DELETE', one)).statusCode).toBe(404);
    expect((await call(t.app, guest, 'DELETE', one)).statusCode).toBe(401);
    expect(
      (await call(t.app, devA, 'DELETE', `${project.paths.photo}?photo_id=${UNKNOWN}`)).statusCode,
    ).toBe(404);
    const missing = await call(t.app, devA, 'DELETE', project.paths.photo);
    expect(missing.statusCode).toBe(422);
    expect(errorsOf(missing)).toEqual(['photo_id']);
    const removed = await call(t.app, devA, 'DELETE', one);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ProjectDraft>().photos.map((p) => p.id)).toEqual([second?.id]);
    expect(fs.existsSync(stored(first?.url as string))).toBe(false);
    expect((await call(t.app, devA, 'DELETE', one)).statusCode).toBe(404);
    expect(
      (await call(t.app, devB, 'DELETE', `${project.paths.photo}/${second?.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, guest, 'DELETE', `${project.paths.photo}/${second?.id}`)).statusCode,
    ).toBe(401);
    expect(
      (await call(t.app, devA, 'DELETE', `${project.paths.photo}/${UNKNOWN}`)).statusCode,
    ).toBe(404);
    const last = await call(t.app, devA, 'DELETE', `${project.paths.photo}/${second?.id}`);
    expect(last.json<ProjectDraft>().photos).toEqual([]);
  });

  it("removes a developer's main photo and gallery photo, and a layout photo, with the same rules", async () => {
    const dev = await newDeveloper();
    const main = (
      await sendOne(dev.paths.main_photo, await patternPhoto(24))
    ).json<DeveloperDraft>().main_photo as string;
    expect((await call(t.app, devB, 'DELETE', dev.paths.main_photo)).statusCode).toBe(404);
    expect((await call(t.app, guest, 'DELETE', dev.paths.main_photo)).statusCode).toBe(401);
    expect(
      (await call(t.app, devA, 'DELETE', `/developers/${UNKNOWN}/main_photo`)).statusCode,
    ).toBe(404);
    expect(fs.existsSync(stored(main))).toBe(true);
    const noMain = await call(t.app, devA, 'DELETE', dev.paths.main_photo);
    expect(noMain.statusCode).toBe(200);
    expect(noMain.json<DeveloperDraft>().main_photo).toBeNull();
    expect(fs.existsSync(stored(main))).toBe(false);

    const [photo] = (await sendOne(dev.paths.photo, await patternPhoto(25))).json<DeveloperDraft>()
      .photos;
    const one = `${dev.paths.photo}?photo_id=${photo?.id}`;
    expect((await call(t.app, devB, 'DELETE', one)).statusCode).toBe(404);
    expect((await call(t.app, guest, 'DELETE', one)).statusCode).toBe(401);
    const bad = await call(t.app, devA, 'DELETE', `${dev.paths.photo}?photo_id=first`);
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)).toEqual(['photo_id']);
    const removed = await call(t.app, devA, 'DELETE', one);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<DeveloperDraft>().photos).toEqual([]);
    expect(fs.existsSync(stored(photo?.url as string))).toBe(false);

    const project = await newProject();
    const layout = (
      await call(t.app, devA, 'POST', project.paths.layout, { name: 'Studio' })
    ).json<DatabaseLayout>();
    const plan = (await sendOne(layout.paths.photo, await patternPhoto(26))).json<DatabaseLayout>()
      .photo as string;
    expect((await call(t.app, devB, 'DELETE', layout.paths.photo)).statusCode).toBe(404);
    expect((await call(t.app, broker, 'DELETE', layout.paths.photo)).statusCode).toBe(404);
    expect((await call(t.app, guest, 'DELETE', layout.paths.photo)).statusCode).toBe(401);
    expect((await call(t.app, devA, 'DELETE', `/layouts/${UNKNOWN}/photo`)).statusCode).toBe(404);
    expect(fs.existsSync(stored(plan))).toBe(true);
    const noPlan = await call(t.app, devA, 'DELETE', layout.paths.photo);
    expect(noPlan.statusCode).toBe(200);
    expect(noPlan.json<DatabaseLayout>().photo).toBeNull();
    expect(fs.existsSync(stored(plan))).toBe(false);
  });
});

describe('layouts and units', () => {
  async function projectWithLayouts() {
    const project = await newProject();
    const one = await call(t.app, devA, 'POST', project.paths.layout, {
      name: '1 Bedroom',
      bedrooms: 1,
      bathrooms: 1,
      area: 42.5,
      price_from: 3_900_000,
    });
    expect(one.statusCode).toBe(201);
    const two = await call(t.app, devA, 'POST', project.paths.layout, { name: 'Penthouse' });
    return {
      project,
      one: one.json<DatabaseLayout>(),
      two: two.json<DatabaseLayout>(),
    };
  }

  it('creates, saves and deletes layouts, checking fields and ownership', async () => {
    const { project, one, two } = await projectWithLayouts();
    expect(one).toMatchObject({ name: '1 Bedroom', bedrooms: 1, bathrooms: 1, area: 42.5 });
    const saved = await call(t.app, devA, 'PUT', one.paths.self, { bathrooms: 2, area: null });
    expect(saved.json<DatabaseLayout>()).toMatchObject({ bathrooms: 2, area: null, bedrooms: 1 });
    const bad = await call(t.app, devA, 'PUT', one.paths.self, { bedrooms: -1 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual(['bedrooms']);
    const noName = await call(t.app, devA, 'POST', project.paths.layout, { bedrooms: 2 });
    expect(noName.statusCode).toBe(422);
    expect((await call(t.app, devB, 'PUT', one.paths.self, { bedrooms: 3 })).statusCode).toBe(404);
    expect((await call(t.app, devB, 'DELETE', two.paths.self)).statusCode).toBe(404);

    const photo = await sendOne(one.paths.photo, await patternPhoto(10));
    expect(photo.json<DatabaseLayout>().photo).toMatch(/\.webp(\?exp=\d+&sig=[\w-]+)?$/);
    expect((await call(t.app, devA, 'DELETE', two.paths.self)).statusCode).toBe(200);
    const draft = (await call(t.app, devA, 'GET', project.paths.self)).json<ProjectDraft>();
    expect(draft.layouts.map((l) => l.name)).toEqual(['1 Bedroom']);
  });

  it('a dry run answers per-row errors and writes nothing', async () => {
    const { project } = await projectWithLayouts();
    const res = await call(t.app, devA, 'PUT', `${project.paths.units}?dry_run=1`, {
      rows: [
        { unit_number: 'A101', layout: '1 bedroom', floor: '1', price: '3,900,000' },
        { unit_number: 'A102', layout: 'Studio', floor: 'x', status: 'gone' },
        { unit_number: 'a101' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const result = res.json<UnitImportResult>();
    expect(result).toMatchObject({ dry_run: true, valid: false, rows: 3, created: 1 });
    expect(result.errors).toEqual([
      {
        row: 2,
        unit_number: 'A102',
        errors: {
          layout: [UNIT_MESSAGES.unknownLayout],
          floor: [UNIT_MESSAGES.floor],
          status: [UNIT_MESSAGES.status],
        },
      },
      { row: 3, unit_number: 'a101', errors: { unit_number: [UNIT_MESSAGES.unitNumberDuplicate] } },
    ]);
    const rows = await t.database.db
      .select()
      .from(projectUnits)
      .where(eq(projectUnits.projectId, project.id));
    expect(rows).toEqual([]);
  });

  it('a real run with a bad row answers 422 and writes none; good rows replace the table', async () => {
    const { project } = await projectWithLayouts();
    const bad = await call(t.app, devA, 'PUT', project.paths.units, {
      rows: [{ unit_number: 'A1' }, { unit_number: 'A2', price: 'cheap' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'rows.1.price': [UNIT_MESSAGES.price],
    });
    const none = await call(t.app, devA, 'GET', project.paths.units);
    expect(none.json<ProjectUnits>().units).toEqual([]);

    const good = await call(t.app, devA, 'PUT', project.paths.units, {
      rows: [
        { unit_number: 'A1', layout: '1 Bedroom', floor: 1, price: 4_100_000 },
        { unit_number: 'A2', layout: '1 Bedroom', floor: 2, price: 3_950_000 },
        { unit_number: 'A3', layout: '1 Bedroom', floor: 3, price: 3_800_000, status: 'sold' },
        { unit_number: 'P1', layout: 'Penthouse', floor: 9, status: 'reserved' },
      ],
    });
    expect(good.statusCode).toBe(200);
    expect(good.json<UnitImportResult>()).toMatchObject({ valid: true, created: 4, deleted: 0 });

    const upsert = await call(t.app, devA, 'PUT', `${project.paths.units}?mode=upsert`, {
      rows: [{ unit_number: 'a2', layout: '1 Bedroom', price: 3_990_000, status: 'reserved' }],
    });
    expect(upsert.json<UnitImportResult>()).toMatchObject({ created: 0, updated: 1, deleted: 0 });
    expect(upsert.json<UnitImportResult>().units).toHaveLength(4);

    const replace = await call(t.app, devA, 'PUT', project.paths.units, {
      rows: [{ unit_number: 'A1', layout: '1 Bedroom', price: 4_100_000 }],
    });
    expect(replace.json<UnitImportResult>()).toMatchObject({ updated: 1, deleted: 3 });
  });

  it('imports a CSV upload, refuses a binary file, and shows availability on the public page', async () => {
    const { project, one } = await projectWithLayouts();
    const csv = Buffer.from(
      'unit_number,layout,floor,price,status\nA1,1 Bedroom,1,"4,100,000",available\nA2,1 Bedroom,2,3950000,\nA3,1 Bedroom,3,3800000,sold\n',
    );
    const dry = await sendOne(`${project.paths.units_csv}?dry_run=1`, csv, devA, 'units.csv');
    expect(dry.json<UnitImportResult>()).toMatchObject({ dry_run: true, valid: true, created: 3 });
    expect(
      await t.database.db.select().from(projectUnits).where(eq(projectUnits.projectId, project.id)),
    ).toEqual([]);
    const real = await sendOne(project.paths.units_csv, csv, devA, 'units.csv');
    expect(real.statusCode).toBe(200);
    expect(real.json<UnitImportResult>().units.map((u) => u.unit_number)).toEqual([
      'A1',
      'A2',
      'A3',
    ]);
    const binary = await sendOne(
      project.paths.units_csv,
      await patternPhoto(11),
      devA,
      'units.csv',
    );
    expect(binary.statusCode).toBe(422);
    expect((await sendOne(project.paths.units_csv, csv, devB, 'units.csv')).statusCode).toBe(404);
    // An empty or header-only file, or an empty paste, would replace the table with nothing.
    for (const empty of ['', 'unit_number,layout,floor,price,status\n']) {
      const res = await sendOne(project.paths.units_csv, Buffer.from(empty), devA, 'units.csv');
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['file']);
    }
    const emptyPaste = await call(t.app, devA, 'PUT', project.paths.units, { rows: [] });
    expect(emptyPaste.statusCode).toBe(422);
    expect(Object.keys(emptyPaste.json<{ errors: object }>().errors)).toEqual(['rows']);
    expect(
      await t.database.db.select().from(projectUnits).where(eq(projectUnits.projectId, project.id)),
    ).toHaveLength(3);

    // Public: published rows only, so publish it straight in the table for this check.
    await t.database.db
      .update(projects)
      .set({ status: 'published' })
      .where(eq(projects.id, project.id));
    const page = (await call(t.app, guest, 'GET', project.paths.public)).json<ProjectDetail>();
    const layout = page.layouts.find((l) => l.id === one.id);
    expect(layout).toMatchObject({ units_count: 3, available_units: 2, price_from: 3_950_000 });
    const penthouse = page.layouts.find((l) => l.title === 'Penthouse');
    expect(penthouse).toMatchObject({ units_count: 0, available_units: 0, price_from: null });
  });
});

describe('the daily database media clean-up', () => {
  const stale = new Date(Date.now() - ORPHAN_AGE_MS - 60 * 60 * 1000);
  /** A file at `key` in MEDIA_DIR, last written `when`. */
  const place = (key: string, when: Date) => {
    const file = path.join(mediaDir, ...key.split('/'));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'bytes');
    fs.utimesSync(file, when, when);
    return file;
  };

  it('removes old files no row names (and their card sizes), keeps named and young ones', async () => {
    const dev = await newDeveloper();
    const project = await newProject();
    const logoUrl = (
      await sendOne(dev.paths.logo, await patternPhoto(61, 'png', 800, 400))
    ).json<DeveloperDraft>().logo as string;
    const video = testVideo('mp4');
    const videoUrl = (
      await sendOne(project.paths.video, video, devA, 'tour.mp4')
    ).json<ProjectDraft>().video as string;
    // Named files, old enough to go if they were not named.
    for (const file of [
      stored(logoUrl),
      stored(variantKey(logoUrl, CARD_SUFFIX)),
      stored(videoUrl),
    ])
      fs.utimesSync(file, stale, stale);

    const hex = (c: string) => c.repeat(32);
    const orphans = [
      place(`developers/${dev.id}/${hex('a')}.webp`, stale),
      place(`developers/${dev.id}/${hex('a')}${CARD_SUFFIX}.webp`, stale),
      place(`projects/${project.id}/${hex('b')}.mp4`, stale),
      place(`layouts/${project.id}/${hex('c')}.webp`, stale),
      // The folder of a developer that is gone.
      place(`developers/999999/${hex('d')}.pdf`, stale),
    ];
    // Maybe about to get its row: a file is stored before the row that names it.
    const young = place(`developers/${dev.id}/${hex('e')}.webp`, new Date());

    const run = await runDatabaseMediaCleanup(t.app);
    expect(run.files).toBe(orphans.length);
    for (const file of orphans) expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(young)).toBe(true);
    for (const file of [
      stored(logoUrl),
      stored(variantKey(logoUrl, CARD_SUFFIX)),
      stored(videoUrl),
    ])
      expect(fs.existsSync(file)).toBe(true);
  });
});

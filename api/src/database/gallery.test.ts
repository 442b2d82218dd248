import fs from 'node:fs';
import path from 'node:path';
import {
  DEVELOPER_MAX_PHOTOS,
  DUPLICATE_DEVELOPER_PHOTO,
  DUPLICATE_PROJECT_PHOTO,
  RECORD_PHOTO_ORDER_MISMATCH,
  TOO_MANY_DEVELOPER_PHOTOS,
  type DeveloperDraft,
  type ProjectDraft,
} from '@phuket/shared/contract';
import { multipartFile } from '../account/test-helpers';
import { developerPhotos } from '../db/schema';
import { call, guest, newUser, type Caller } from '../listings/test-helpers';
import { patternPhoto } from '../media/test-images';
import { errorBody, createTestApp, type TestApp } from '../test/test-app';

// Developer and project galleries: the display order set by the owner, and the same photo
// refused twice in one gallery (by perceptual hash, so a re-encoded copy is the same photo).

let t: TestApp;
let owner: Caller;
let stranger: Caller;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  owner = await newUser(t.app, 'developer');
  stranger = await newUser(t.app, 'developer');
});

afterAll(async () => {
  await t.close();
});

function upload(url: string, files: Buffer[], caller: Caller = owner) {
  const boundary = 'gallery-test-boundary';
  const parts = files.map((bytes, i) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p${i}.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      bytes,
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

async function uploadOne(url: string, bytes: Buffer) {
  const { payload, headers } = multipartFile(bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { authorization: owner.authorization ?? '', ...headers },
    payload,
  });
}

async function newDeveloper(): Promise<DeveloperDraft> {
  return (await call(t.app, owner, 'POST', '/developers?step=2', { title: 'Gallery Dev' })).json();
}

async function newProject(): Promise<ProjectDraft> {
  return (
    await call(t.app, owner, 'POST', '/projects?step=2', { title: 'Gallery Project' })
  ).json();
}

describe('gallery order', () => {
  it('puts the developer photos in the order sent and keeps it on reload', async () => {
    const dev = await newDeveloper();
    for (const seed of [101, 102, 103]) {
      expect((await uploadOne(dev.paths.photo, await patternPhoto(seed))).statusCode).toBe(200);
    }
    const draft: DeveloperDraft = (await call(t.app, owner, 'GET', dev.paths.self)).json();
    const [a, b, c] = draft.photos.map((photo) => photo.id);
    const res = await call(t.app, owner, 'PUT', `/developers/${dev.id}/photos/order`, {
      photos: [c, a, b],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<DeveloperDraft>().photos.map((photo) => photo.id)).toEqual([c, a, b]);
    const again: DeveloperDraft = (await call(t.app, owner, 'GET', dev.paths.self)).json();
    expect(again.photos.map((photo) => photo.id)).toEqual([c, a, b]);
  });

  it('refuses an order that leaves out, repeats or adds a photo (422), and other people', async () => {
    const project = await newProject();
    const added = await upload(project.paths.photos, [
      await patternPhoto(111),
      await patternPhoto(112),
    ]);
    expect(added.statusCode).toBe(200);
    const [a, b] = added.json<ProjectDraft>().photos.map((photo) => photo.id);
    const url = `/projects/${project.id}/photos/order`;

    const missing = await call(t.app, owner, 'PUT', url, { photos: [a] });
    expect(missing.statusCode).toBe(422);
    expect(errorBody(missing)).toEqual({
      message: RECORD_PHOTO_ORDER_MISMATCH,
      errors: { photos: [RECORD_PHOTO_ORDER_MISMATCH] },
    });
    expect((await call(t.app, owner, 'PUT', url, { photos: [a, a] })).statusCode).toBe(422);
    expect((await call(t.app, owner, 'PUT', url, { photos: [a, b, 999999] })).statusCode).toBe(422);
    expect((await call(t.app, stranger, 'PUT', url, { photos: [b, a] })).statusCode).toBe(404);
    expect((await call(t.app, guest, 'PUT', url, { photos: [b, a] })).statusCode).toBe(401);

    const ok = await call(t.app, owner, 'PUT', url, { photos: [b, a] });
    expect(ok.json<ProjectDraft>().photos.map((photo) => photo.id)).toEqual([b, a]);
  });
});

describe('the same photo twice in one gallery', () => {
  it('is refused for a developer, even re-encoded, and the gallery is unchanged', async () => {
    const dev = await newDeveloper();
    expect((await uploadOne(dev.paths.photo, await patternPhoto(121))).statusCode).toBe(200);
    const again = await uploadOne(dev.paths.photo, await patternPhoto(121, 'png', 1200, 900));
    expect(again.statusCode).toBe(422);
    expect(errorBody(again)).toEqual({
      message: DUPLICATE_DEVELOPER_PHOTO,
      errors: { file: [DUPLICATE_DEVELOPER_PHOTO] },
    });
    const draft: DeveloperDraft = (await call(t.app, owner, 'GET', dev.paths.self)).json();
    expect(draft.photos).toHaveLength(1);
  });

  it('is refused for a project, within one request too (none stored), but allowed in another project', async () => {
    const project = await newProject();
    const twice = await upload(project.paths.photos, [
      await patternPhoto(131),
      await patternPhoto(131, 'webp'),
    ]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json<{ message: string }>().message).toBe(DUPLICATE_PROJECT_PHOTO);
    // The files waited on disk, one decoded at a time; the refusal leaves none behind.
    expect(fs.readdirSync(path.join(t.app.config.dataDir, 'upload-tmp'))).toEqual([]);
    expect(
      (await call(t.app, owner, 'GET', project.paths.self)).json<ProjectDraft>().photos,
    ).toEqual([]);

    expect((await upload(project.paths.photo, [await patternPhoto(131)])).statusCode).toBe(200);
    const later = await upload(project.paths.photo, [await patternPhoto(131)]);
    expect(later.statusCode).toBe(422);
    expect(later.json<{ message: string }>().message).toBe(DUPLICATE_PROJECT_PHOTO);

    const other = await newProject();
    expect((await upload(other.paths.photo, [await patternPhoto(131)])).statusCode).toBe(200);
  });
});

describe('uploads racing each other', () => {
  it('two photos sent at once with one place left: one is stored, the other refused, the cap holds', async () => {
    const dev = await newDeveloper();
    await t.app.db.insert(developerPhotos).values(
      Array.from({ length: DEVELOPER_MAX_PHOTOS - 1 }, (_, i) => ({
        developerId: dev.id,
        path: `developers/${dev.id}/seeded-${i}.webp`,
        position: i,
      })),
    );
    const [first, second] = await Promise.all([
      uploadOne(dev.paths.photo, await patternPhoto(201)),
      uploadOne(dev.paths.photo, await patternPhoto(202)),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 422]);
    const refused = first.statusCode === 422 ? first : second;
    expect(errorBody(refused)).toEqual({
      message: TOO_MANY_DEVELOPER_PHOTOS,
      errors: { file: [TOO_MANY_DEVELOPER_PHOTOS] },
    });
    const draft: DeveloperDraft = (await call(t.app, owner, 'GET', dev.paths.self)).json();
    expect(draft.photos).toHaveLength(DEVELOPER_MAX_PHOTOS);
  });

  it('the same picture sent twice at once is stored once', async () => {
    const project = await newProject();
    const [first, second] = await Promise.all([
      upload(project.paths.photo, [await patternPhoto(211)]),
      upload(project.paths.photo, [await patternPhoto(211, 'png')]),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 422]);
    const refused = first.statusCode === 422 ? first : second;
    expect(refused.json<{ message: string }>().message).toBe(DUPLICATE_PROJECT_PHOTO);
    const draft: ProjectDraft = (await call(t.app, owner, 'GET', project.paths.self)).json();
    expect(draft.photos).toHaveLength(1);
  });
});

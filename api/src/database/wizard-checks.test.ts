import sharp from 'sharp';
import {
  DUPLICATE_PROJECT_PHOTO,
  LAYOUT_NUMBER_MESSAGES,
  PIN_OUTSIDE_PHUKET,
  STALE_RECORD_MESSAGE,
  TITLE_REQUIRED_MESSAGE,
  type DatabaseLayout,
  type DeveloperDraft,
  type ProjectDraft,
  type ProjectUnit,
  type ProjectUnits,
} from '@phuket/shared/contract';
import { multipartFile } from '../account/test-helpers';
import { call, guest, newUser, signIn, type Caller } from '../listings/test-helpers';
import { planSvg } from '../seed/catalog/image-pool';
import { createTestApp, errorBody, type TestApp } from '../test/test-app';

// What the developer and project wizards send that was lost or refused wrongly: a blank title,
// a layout's numbers, a pin far from Phuket, one unit's status, two different floor plans.

let t: TestApp;
let owner: Caller;
let stranger: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { RATE_LIMIT_DISABLED: 'true' } });
  owner = await newUser(t.app, 'developer');
  stranger = await newUser(t.app, 'developer');
  admin = await signIn(t.app, 'admin@example.com');
});
afterAll(() => t.close());

async function newProject(): Promise<ProjectDraft> {
  const res = await call(t.app, owner, 'POST', '/projects?step=2', { title: 'Checks Project' });
  expect(res.statusCode).toBe(201);
  return res.json<ProjectDraft>();
}

const fieldsOf = (res: { json: <T>() => T }) =>
  Object.keys(res.json<{ errors?: Record<string, string[]> }>().errors ?? {}).sort();

describe('a blank title', () => {
  it('creates no developer or project: 422 on title', async () => {
    for (const path of ['/developers?step=2', '/projects?step=2']) {
      for (const body of [{}, { title: '' }, { title: '   ' }, { title: null }]) {
        const res = await call(t.app, owner, 'POST', path, body);
        expect(res.statusCode).toBe(422);
        expect(errorBody(res)).toEqual({
          message: TITLE_REQUIRED_MESSAGE,
          errors: { title: [TITLE_REQUIRED_MESSAGE] },
        });
      }
    }
    const mine = await call(t.app, owner, 'GET', '/database/developers');
    expect(mine.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('is refused when a saved title is cleared, and the title stays', async () => {
    const dev: DeveloperDraft = (
      await call(t.app, owner, 'POST', '/developers?step=2', { title: 'Kept Title' })
    ).json();
    const res = await call(t.app, owner, 'PUT', dev.paths.steps['2'], {
      version: dev.version,
      title: ' ',
      description: 'New words',
    });
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res)).toEqual(['title']);
    const after: DeveloperDraft = (await call(t.app, owner, 'GET', dev.paths.self)).json();
    expect(after.title).toBe('Kept Title');
    expect(after.description).toBeNull();

    const project = await newProject();
    const cleared = await call(t.app, owner, 'PUT', project.paths.steps['2'], {
      version: project.version,
      title: null,
    });
    expect(cleared.statusCode).toBe(422);
    expect(fieldsOf(cleared)).toEqual(['title']);
  });
});

describe("a layout's numbers", () => {
  it('refuses non-numbers and an area of 0 with field errors, storing nothing', async () => {
    const project = await newProject();
    const words = await call(t.app, owner, 'POST', project.paths.layout, {
      name: 'A1',
      bathrooms: 'x',
      price_from: 'abc',
    });
    expect(words.statusCode).toBe(422);
    expect(fieldsOf(words)).toEqual(['bathrooms', 'price_from']);
    const zero = await call(t.app, owner, 'POST', project.paths.layout, { name: 'A1', area: 0 });
    expect(zero.statusCode).toBe(422);
    expect(errorBody(zero).errors).toEqual({ area: [LAYOUT_NUMBER_MESSAGES.area] });
    const halfRoom = await call(t.app, owner, 'POST', project.paths.layout, {
      name: 'A1',
      bedrooms: 1.5,
    });
    expect(fieldsOf(halfRoom)).toEqual(['bedrooms']);
    const draft: ProjectDraft = (await call(t.app, owner, 'GET', project.paths.self)).json();
    expect(draft.layouts).toEqual([]);

    const made = await call(t.app, owner, 'POST', project.paths.layout, {
      name: 'A1',
      bedrooms: 1,
      bathrooms: 1,
      area: 45.5,
      price_from: 3_900_000,
    });
    expect(made.statusCode).toBe(201);
    const layout = made.json<DatabaseLayout>();
    const saved = await call(t.app, owner, 'PUT', layout.paths.self, { area: 0, bathrooms: 2 });
    expect(saved.statusCode).toBe(422);
    expect(fieldsOf(saved)).toEqual(['area']);
    const words2 = await call(t.app, owner, 'PUT', layout.paths.self, { bathrooms: 'x' });
    expect(fieldsOf(words2)).toEqual(['bathrooms']);
    const kept: ProjectDraft = (await call(t.app, owner, 'GET', project.paths.self)).json();
    expect(kept.layouts[0]).toMatchObject({ area: 45.5, bathrooms: 1, price_from: 3_900_000 });
  });
});

describe("a project's pin", () => {
  it('must be in or near Phuket', async () => {
    const project = await newProject();
    const london = await call(t.app, owner, 'PUT', project.paths.steps['3'], {
      version: project.version,
      latitude: 51.5072,
      longitude: -0.1276,
    });
    expect(london.statusCode).toBe(422);
    expect(errorBody(london).errors).toEqual({ latitude: [PIN_OUTSIDE_PHUKET] });
    // The pin moved east only (a longitude alone) is checked with the stored latitude too.
    const patong = await call(t.app, owner, 'PUT', project.paths.steps['3'], {
      version: project.version,
      latitude: 7.8961,
      longitude: 98.2966,
    });
    expect(patong.statusCode).toBe(200);
    const draft = patong.json<ProjectDraft>();
    const bangkok = await call(t.app, owner, 'PUT', project.paths.steps['3'], {
      version: draft.version,
      longitude: 100.5018,
    });
    expect(bangkok.statusCode).toBe(422);
    expect(errorBody(bangkok).errors).toEqual({ longitude: [PIN_OUTSIDE_PHUKET] });
    // Ko Racha Yai, south of the island, is Phuket.
    const racha = await call(t.app, owner, 'PUT', project.paths.steps['3'], {
      version: draft.version,
      latitude: 7.6,
      longitude: 98.365,
    });
    expect(racha.statusCode).toBe(200);
  });

  it('of every demo project is in Phuket', async () => {
    const res = await call(t.app, admin, 'GET', '/database/projects?per_page=100');
    const rows = res.json<{ data: { paths: { self: string } }[] }>().data;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const draft = (await call(t.app, admin, 'GET', row.paths.self)).json<ProjectDraft>();
      if (draft.latitude === null || draft.longitude === null) continue;
      expect(draft.latitude).toBeGreaterThanOrEqual(7.43);
      expect(draft.latitude).toBeLessThanOrEqual(8.25);
      expect(draft.longitude).toBeGreaterThanOrEqual(98.2);
      expect(draft.longitude).toBeLessThanOrEqual(98.53);
    }
  });
});

describe("one unit's status", () => {
  async function projectWithUnits(): Promise<ProjectUnit[]> {
    const project = await newProject();
    const res = await call(t.app, owner, 'PUT', project.paths.units, {
      rows: [
        { unit_number: 'A-101', floor: 1, price: 4_500_000 },
        { unit_number: 'A-102', floor: 1, status: 'reserved' },
      ],
    });
    expect(res.statusCode).toBe(200);
    return (await call(t.app, owner, 'GET', project.paths.units)).json<ProjectUnits>().units;
  }

  it('is changed alone by the owner, leaving the other units as they were', async () => {
    const [a101, a102] = await projectWithUnits();
    if (!a101 || !a102) throw new Error('units missing');
    const res = await call(t.app, owner, 'PUT', a101.paths.status, {
      status: 'sold',
      version: a101.version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ProjectUnit>()).toMatchObject({
      id: a101.id,
      unit_number: 'A-101',
      status: 'sold',
      price: 4_500_000,
      version: a101.version + 1,
    });
    // A second change based on the old version is refused: someone changed it meanwhile.
    const stale = await call(t.app, owner, 'PUT', a101.paths.status, {
      status: 'available',
      version: a101.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorBody(stale).message).toBe(STALE_RECORD_MESSAGE);
    const byAdmin = await call(t.app, admin, 'PUT', a102.paths.status, {
      status: 'available',
      version: a102.version,
    });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('is 404 for another developer, 401 for a guest, 422 for an unknown status', async () => {
    const [unit] = await projectWithUnits();
    if (!unit) throw new Error('unit missing');
    const body = { status: 'sold', version: unit.version };
    expect((await call(t.app, stranger, 'PUT', unit.paths.status, body)).statusCode).toBe(404);
    expect((await call(t.app, guest, 'PUT', unit.paths.status, body)).statusCode).toBe(401);
    expect((await call(t.app, owner, 'PUT', '/units/999999/status', body)).statusCode).toBe(404);
    for (const status of ['Sold', 'booked', '', null]) {
      const bad = await call(t.app, owner, 'PUT', unit.paths.status, { ...body, status });
      expect(bad.statusCode).toBe(422);
      expect(fieldsOf(bad)).toEqual(['status']);
    }
    const noVersion = await call(t.app, owner, 'PUT', unit.paths.status, { status: 'sold' });
    expect(noVersion.statusCode).toBe(422);
    const units = await call(t.app, owner, 'GET', `/units/${unit.id}/status`);
    expect(units.statusCode).toBe(404);
    const after = await call(t.app, owner, 'PUT', unit.paths.status, body);
    expect(after.json<ProjectUnit>().status).toBe('sold');
  });
});

describe('gallery photos', () => {
  const plan = (index: number) =>
    sharp(Buffer.from(planSvg(index)))
      .png()
      .toBuffer();
  async function upload(url: string, bytes: Buffer) {
    const { payload, headers } = multipartFile(bytes);
    return t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { authorization: owner.authorization ?? '', ...headers },
      payload,
    });
  }

  it('takes two different floor plans, though their perceptual hashes are close', async () => {
    const project = await newProject();
    expect((await upload(project.paths.photo, await plan(0))).statusCode).toBe(200);
    const other = await upload(project.paths.photo, await plan(2));
    expect(other.statusCode).toBe(200);
    expect(other.json<ProjectDraft>().photos).toHaveLength(2);
  });

  it('refuses the same plan again, re-encoded as a JPEG', async () => {
    const project = await newProject();
    expect((await upload(project.paths.photo, await plan(1))).statusCode).toBe(200);
    const copy = await sharp(await plan(1))
      .jpeg({ quality: 70 })
      .toBuffer();
    const again = await upload(project.paths.photo, copy);
    expect(again.statusCode).toBe(422);
    expect(errorBody(again).message).toBe(DUPLICATE_PROJECT_PHOTO);
  });
});

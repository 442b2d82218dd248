import { eq } from 'drizzle-orm';
import {
  COMPLETION_MESSAGE,
  LAUNCH_MESSAGE,
  FOREIGN_QUOTA_UNITS_MAX,
  PAYMENT_PLAN_TOTAL_MESSAGE,
  PRICE_RANGE_MESSAGE,
  STALE_RECORD_MESSAGE,
  type DatabaseDeveloperRow,
  type DatabaseProjectRow,
  type DeveloperDraft,
  type OptionsResponse,
  type Page,
  type ProjectDetail,
  type ProjectDraft,
  type ProjectSummary,
  type RecordDeleted,
  type RecordState,
  type SearchSuggestion,
} from '@phuket/shared/contract';
import { developers, listings, locations, projects, users } from '../db/schema';
import { call, guest, newUser, signIn, type Caller } from '../listings/test-helpers';
import { developerForSeo, developerRows, projectForSeo, projectRows } from '../seo/queries';
import { createTestApp, type TestApp } from '../test/test-app';
import { FUTURE_YEAR, INVALID_EMAIL, INVALID_PHONE, INVALID_WEBSITE } from './step-values';

let t: TestApp;
let devA: Caller;
let devB: Caller;
let admin: Caller;
let broker: Caller;
let locationId: number;

beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { RATE_LIMIT_DISABLED: 'true' } });
  devA = await newUser(t.app, 'developer');
  devB = await newUser(t.app, 'developer');
  admin = await signIn(t.app, 'admin@example.com');
  broker = await newUser(t.app, 'broker');
  const [loc] = await t.database.db.select({ id: locations.id }).from(locations).limit(1);
  locationId = loc?.id as number;
});
afterAll(() => t.close());

async function createDeveloper(caller: Caller, fields: Record<string, unknown> = {}) {
  const res = await call(t.app, caller, 'POST', '/developers?step=2', {
    title: 'Andaman Estates',
    ...fields,
  });
  expect(res.statusCode).toBe(201);
  return res.json<DeveloperDraft>();
}

async function createProject(caller: Caller, fields: Record<string, unknown> = {}) {
  const res = await call(t.app, caller, 'POST', '/projects?step=2', {
    title: 'Sea Breeze',
    ...fields,
  });
  expect(res.statusCode).toBe(201);
  return res.json<ProjectDraft>();
}

/** Gives a developer a logo without an upload (uploads are tested in media-units.test.ts). */
async function publishableDeveloper(caller: Caller): Promise<DeveloperDraft> {
  const draft = await createDeveloper(caller, { description: 'Villas by the sea.' });
  await t.database.db
    .update(developers)
    .set({ logo: 'catalog/logos/x.webp' })
    .where(eq(developers.id, draft.id));
  const res = await call(t.app, caller, 'POST', draft.paths.publish, { version: draft.version });
  expect(res.statusCode).toBe(200);
  return (await call(t.app, caller, 'GET', draft.paths.self)).json<DeveloperDraft>();
}

async function publishableProject(caller: Caller, developerId: number): Promise<ProjectDraft> {
  const draft = await createProject(caller, { developer_id: developerId, stage: 'Off-plan' });
  const s3 = await call(t.app, caller, 'PUT', draft.paths.steps['3'], {
    version: draft.version,
    location_id: locationId,
    latitude: 7.8,
    longitude: 98.3,
    address: '12 Beach Road',
  });
  expect(s3.statusCode).toBe(200);
  const s4 = await call(t.app, caller, 'PUT', draft.paths.steps['4'], {
    version: s3.json<ProjectDraft>().version,
    price_from: 3_900_000,
    price_to: 9_000_000,
    payment_plan: [
      { label: 'On booking', percent: 30 },
      { label: 'During construction', percent: 40 },
      { label: 'On handover', percent: 30 },
    ],
    tenure: 'Leasehold',
    leasehold_years: 30,
  });
  expect(s4.statusCode).toBe(200);
  await t.database.db
    .update(projects)
    .set({ mainPhoto: 'catalog/photos/x.webp' })
    .where(eq(projects.id, draft.id));
  return (await call(t.app, caller, 'GET', draft.paths.self)).json<ProjectDraft>();
}

describe('developers', () => {
  it('creates a draft at step 2 with id, version and paths', async () => {
    const draft = await createDeveloper(devA, { description: '  Boutique villas  ' });
    expect(draft).toMatchObject({
      status: 'draft',
      version: 1,
      step: 2,
      title: 'Andaman Estates',
      description: 'Boutique villas',
    });
    expect(draft.paths.steps['3']).toBe(`/developers/${draft.id}/step/3`);
    expect(draft.completeness.missing).toEqual(['logo']);
  });

  it('refuses a step other than 2, guests (401) and brokers (404)', async () => {
    expect((await call(t.app, devA, 'POST', '/developers?step=1', {})).statusCode).toBe(422);
    expect((await call(t.app, guest, 'POST', '/developers?step=2', {})).statusCode).toBe(401);
    expect((await call(t.app, broker, 'POST', '/developers?step=2', {})).statusCode).toBe(404);
  });

  it('saves step 3, resumes at the furthest step, and checks every field', async () => {
    const draft = await createDeveloper(devA);
    const res = await call(t.app, devA, 'PUT', draft.paths.steps['3'], {
      version: draft.version,
      website: 'andaman.example.com',
      phone: '+66 81 234 5678',
      email: 'Sales@Andaman.example.com',
      year_founded: 2004,
      projects_completed: 12,
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<DeveloperDraft>();
    expect(saved).toMatchObject({
      version: 2,
      step: 3,
      website: 'https://andaman.example.com',
      email: 'sales@andaman.example.com',
      year_founded: 2004,
      projects_completed: 12,
    });
    const back = await call(t.app, devA, 'PUT', saved.paths.steps['2'], {
      version: saved.version,
      title: 'Andaman Estates Co.',
    });
    expect(back.json<DeveloperDraft>().step).toBe(3);

    const bad = await call(t.app, devA, 'PUT', saved.paths.steps['3'], {
      version: back.json<DeveloperDraft>().version,
      website: 'javascript:alert(1)',
      phone: 'call me',
      email: 'not-an-email',
      year_founded: 2099,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      website: [INVALID_WEBSITE],
      phone: [INVALID_PHONE],
      email: [INVALID_EMAIL],
      year_founded: [FUTURE_YEAR],
    });
    const schemaBad = await call(t.app, devA, 'PUT', saved.paths.steps['3'], {
      version: 3,
      projects_completed: -1,
    });
    expect(schemaBad.statusCode).toBe(422);
    expect(Object.keys(schemaBad.json<{ errors: object }>().errors)).toEqual([
      'projects_completed',
    ]);
  });

  it('answers 409 to a stale version and writes nothing', async () => {
    const draft = await createDeveloper(devA);
    const first = await call(t.app, devA, 'PUT', draft.paths.steps['2'], {
      version: draft.version,
      title: 'First',
    });
    expect(first.statusCode).toBe(200);
    const stale = await call(t.app, devA, 'PUT', draft.paths.steps['2'], {
      version: draft.version,
      title: 'Second',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(STALE_RECORD_MESSAGE);
    const now = await call(t.app, devA, 'GET', draft.paths.self);
    expect(now.json<DeveloperDraft>().title).toBe('First');
  });

  it('lets the owner and an admin in, and answers 404 to another developer and a broker', async () => {
    const draft = await createDeveloper(devA);
    expect((await call(t.app, devA, 'GET', draft.paths.self)).statusCode).toBe(200);
    expect((await call(t.app, admin, 'GET', draft.paths.self)).statusCode).toBe(200);
    expect((await call(t.app, devB, 'GET', draft.paths.self)).statusCode).toBe(404);
    expect((await call(t.app, broker, 'GET', draft.paths.self)).statusCode).toBe(404);
    expect((await call(t.app, guest, 'GET', draft.paths.self)).statusCode).toBe(401);
    const put = await call(t.app, devB, 'PUT', draft.paths.steps['2'], { version: 1, title: 'X' });
    expect(put.statusCode).toBe(404);
    const adminPut = await call(t.app, admin, 'PUT', draft.paths.steps['2'], {
      version: 1,
      title: 'Edited by admin',
    });
    expect(adminPut.statusCode).toBe(200);
  });

  it('publishes only when complete, naming what is missing', async () => {
    const draft = await createDeveloper(devA);
    const refused = await call(t.app, devA, 'POST', draft.paths.publish, { version: 1 });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual(['description', 'logo']);

    const done = await publishableDeveloper(devA);
    expect(done.status).toBe('published');
    const off = await call(t.app, devA, 'POST', done.paths.unpublish, { version: done.version });
    expect(off.statusCode).toBe(200);
    expect(off.json<RecordState>().status).toBe('draft');
  });

  it('keeps drafts out of the public list, page, options and sitemap', async () => {
    const draft = await createDeveloper(devA, { title: 'Hidden Draft Developer' });
    const list = await call(t.app, guest, 'GET', '/developers?per_page=100&filter[title]=Hidden');
    expect(list.json<Page<{ id: number }>>().data).toEqual([]);
    expect((await call(t.app, guest, 'GET', `/developers/${draft.id}`)).statusCode).toBe(404);
    const options = (await call(t.app, guest, 'GET', '/Sale/options')).json<OptionsResponse>();
    expect(options.developers.map((d) => d.id)).not.toContain(draft.id);

    const live = await publishableDeveloper(devA);
    const page = await call(t.app, guest, 'GET', `/developers/${live.id}`);
    expect(page.statusCode).toBe(200);
    const sitemap = (await developerRows(t.database.db, 10_000)).map((r) => r.id);
    expect(sitemap).toContain(live.id);
    expect(sitemap).not.toContain(draft.id);
    expect(await developerForSeo(t.database.db, draft.id)).toBeUndefined();
    expect(await developerForSeo(t.database.db, live.id)).toBeDefined();
  });

  it('deletes an unused developer and archives one with projects', async () => {
    const unused = await createDeveloper(devA);
    const del = await call(t.app, devA, 'DELETE', `${unused.paths.delete}?version=1`);
    expect(del.statusCode).toBe(200);
    expect(del.json<RecordDeleted>().result).toBe('deleted');
    expect((await call(t.app, devA, 'GET', unused.paths.self)).statusCode).toBe(404);

    const used = await createDeveloper(devA);
    await createProject(devA, { developer_id: used.id });
    const stale = await call(t.app, devA, 'DELETE', `${used.paths.delete}?version=9`);
    expect(stale.statusCode).toBe(409);
    const archived = await call(t.app, devA, 'DELETE', `${used.paths.delete}?version=1`);
    expect(archived.json<RecordDeleted>().result).toBe('archived');
    expect((await call(t.app, devA, 'GET', used.paths.self)).json<DeveloperDraft>().status).toBe(
      'archived',
    );
  });
});

describe('projects', () => {
  it('creates a draft at step 2 and checks step 2 fields', async () => {
    const own = await createDeveloper(devA);
    const draft = await createProject(devA, {
      developer_id: own.id,
      stage: 'Off-plan',
      completion: 'q3-2027',
      launch: 'March 2026',
      construction_progress: 40,
    });
    expect(draft).toMatchObject({
      status: 'draft',
      step: 2,
      developer_id: own.id,
      completion: 'Q3 2027',
      launch: '2026-03',
      construction_progress: 40,
      currency: 'THB',
      payment_plan: [],
    });
    const bad = await call(t.app, devA, 'PUT', draft.paths.steps['2'], {
      version: draft.version,
      completion: 'soon',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      completion: [COMPLETION_MESSAGE],
    });
    // A launch is a month: a day or a quarter is refused with the field's message, and the
    // launch already saved stays.
    const badLaunch = await call(t.app, devA, 'PUT', draft.paths.steps['2'], {
      version: draft.version,
      launch: 'Q2 2026',
    });
    expect(badLaunch.statusCode).toBe(422);
    expect(badLaunch.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      launch: [LAUNCH_MESSAGE],
    });
    const kept = await call(t.app, devA, 'GET', draft.paths.self);
    expect(kept.json<ProjectDraft>().launch).toBe('2026-03');
    const schemaBad = await call(t.app, devA, 'PUT', draft.paths.steps['2'], {
      version: draft.version,
      stage: 'Resale',
      construction_progress: 101,
    });
    expect(schemaBad.statusCode).toBe(422);
    expect(Object.keys(schemaBad.json<{ errors: object }>().errors).sort()).toEqual([
      'construction_progress',
      'stage',
    ]);
  });

  it("refuses another developer's developer, draft or published; an admin may choose any", async () => {
    const theirs = await createDeveloper(devB);
    const res = await call(t.app, devA, 'POST', '/projects?step=2', {
      title: 'Theirs',
      developer_id: theirs.id,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['developer_id']);
    // Published or not, filing a project under another company's developer would put it on
    // that company's page and route its enquiries to the filer.
    const published = await publishableDeveloper(devB);
    const impersonation = await call(t.app, devA, 'POST', '/projects?step=2', {
      title: 'Impersonation',
      developer_id: published.id,
    });
    expect(impersonation.statusCode).toBe(422);
    expect(Object.keys(impersonation.json<{ errors: object }>().errors)).toEqual(['developer_id']);
    const draft = await createProject(devA);
    const later = await call(t.app, devA, 'PUT', draft.paths.steps['2'], {
      version: draft.version,
      developer_id: published.id,
    });
    expect(later.statusCode).toBe(422);
    const mine = await createDeveloper(devA);
    expect(
      (
        await call(t.app, devA, 'POST', '/projects?step=2', {
          title: 'Mine',
          developer_id: mine.id,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await call(t.app, admin, 'POST', '/projects?step=2', {
          title: 'Admin pick',
          developer_id: published.id,
        })
      ).statusCode,
    ).toBe(201);
  });

  it('checks location, pin, price range, payment plan and tenure', async () => {
    const draft = await createProject(devA);
    const s3 = await call(t.app, devA, 'PUT', draft.paths.steps['3'], {
      version: draft.version,
      location_id: 999_999,
      latitude: 7.8,
    });
    expect(s3.statusCode).toBe(422);
    expect(Object.keys(s3.json<{ errors: object }>().errors).sort()).toEqual([
      'location_id',
      'longitude',
    ]);
    const s4 = await call(t.app, devA, 'PUT', draft.paths.steps['4'], {
      version: draft.version,
      price_from: 5_000_000,
      price_to: 4_000_000,
      payment_plan: [{ label: 'Booking', percent: 30 }],
      tenure: 'Freehold',
      leasehold_years: 30,
      amenities: [999_999],
    });
    expect(s4.statusCode).toBe(422);
    const errors = s4.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors.price_to).toEqual([PRICE_RANGE_MESSAGE]);
    expect(errors.payment_plan).toEqual([PAYMENT_PLAN_TOTAL_MESSAGE]);
    expect(Object.keys(errors).sort()).toEqual([
      'amenities',
      'leasehold_years',
      'payment_plan',
      'price_to',
    ]);
    expect((await call(t.app, devA, 'GET', draft.paths.self)).json<ProjectDraft>().version).toBe(1);
    const stale = await call(t.app, devA, 'PUT', draft.paths.steps['4'], {
      version: 7,
      price_from: 1,
    });
    expect(stale.statusCode).toBe(409);
    // Half a UTF-16 pair in a payment plan label (stored as JSON) is refused under its field,
    // not a 500 from the database.
    const broken = await call(t.app, devA, 'PUT', draft.paths.steps['4'], {
      version: draft.version,
      payment_plan: [{ label: 'Booking \ud800', percent: 100 }],
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'payment_plan.0.label': ['The label field must be valid Unicode text.'],
    });
  });

  it('lets the owner of its developer, the creator and an admin manage it; others 404', async () => {
    const dev = await createDeveloper(devA);
    // Created by an admin for devA's developer: devA manages it as "their project".
    const byAdmin = await createProject(admin, { developer_id: dev.id });
    expect((await call(t.app, devA, 'GET', byAdmin.paths.self)).statusCode).toBe(200);
    expect((await call(t.app, devB, 'GET', byAdmin.paths.self)).statusCode).toBe(404);
    expect((await call(t.app, broker, 'GET', byAdmin.paths.self)).statusCode).toBe(404);
    expect((await call(t.app, guest, 'GET', byAdmin.paths.self)).statusCode).toBe(401);
    expect(
      (await call(t.app, devB, 'DELETE', `${byAdmin.paths.delete}?version=1`)).statusCode,
    ).toBe(404);
  });

  it('publishes when complete and then answers the public read with the new fields', async () => {
    const dev = await publishableDeveloper(devA);
    const draft = await publishableProject(devA, dev.id);
    expect((await call(t.app, guest, 'GET', draft.paths.public)).statusCode).toBe(404);
    const pub = await call(t.app, devA, 'POST', draft.paths.publish, { version: draft.version });
    expect(pub.statusCode).toBe(200);
    const page = await call(t.app, guest, 'GET', draft.paths.public);
    expect(page.statusCode).toBe(200);
    expect(page.json<ProjectDetail>()).toMatchObject({
      stage: 'Off-plan',
      price_from: 3_900_000,
      price_to: 9_000_000,
      tenure: 'Leasehold',
      leasehold_years: 30,
      address: '12 Beach Road',
      latitude: 7.8,
      payment_plan: [
        { label: 'On booking', percent: 30 },
        { label: 'During construction', percent: 40 },
        { label: 'On handover', percent: 30 },
      ],
      developer: { id: dev.id },
      developer_contact: { website: null, phone: null, email: null },
    });
    const list = await call(t.app, guest, 'GET', `/projects?filter[stage]=Off-plan&per_page=100`);
    expect(list.json<Page<ProjectSummary>>().data.map((p) => p.id)).toContain(draft.id);
    const ready = await call(t.app, guest, 'GET', `/projects?filter[stage]=Ready&per_page=100`);
    expect(ready.json<Page<ProjectSummary>>().data.map((p) => p.id)).not.toContain(draft.id);

    // An unpublished developer is named nowhere public, not even on its project's card.
    await call(t.app, devA, 'POST', dev.paths.unpublish, { version: dev.version });
    const after = (await call(t.app, guest, 'GET', draft.paths.public)).json<ProjectDetail>();
    expect(after.developer).toBeNull();
    expect(after.developer_contact).toBeNull();
  });

  it('shows every write in the cached /projects directory at the next read', async () => {
    const dev = await publishableDeveloper(devA);
    const draft = await publishableProject(devA, dev.id);
    const title = `Cache Check ${draft.id}`;
    await call(t.app, devA, 'PUT', draft.paths.steps['2'], { version: draft.version, title });
    const search = `/projects?filter[title]=${encodeURIComponent(title)}`;
    const listed = async () =>
      (await call(t.app, guest, 'GET', search)).json<Page<ProjectSummary>>().data;
    // Read (and cached) before each write: the write must not be answered from memory.
    expect(await listed()).toEqual([]);
    const version = () =>
      call(t.app, devA, 'GET', draft.paths.self).then((r) => r.json<ProjectDraft>().version);
    await call(t.app, devA, 'POST', draft.paths.publish, { version: await version() });
    expect((await listed()).map((p) => [p.id, p.title, p.developer?.id])).toEqual([
      [draft.id, title, dev.id],
    ]);
    await call(t.app, devA, 'PUT', draft.paths.steps['2'], {
      version: await version(),
      title: `${title} Renamed`,
    });
    expect((await listed()).map((p) => p.title)).toEqual([`${title} Renamed`]);
    await call(t.app, devA, 'POST', dev.paths.unpublish, { version: dev.version });
    expect((await listed()).map((p) => p.developer)).toEqual([null]);
    await call(t.app, devA, 'POST', draft.paths.unpublish, { version: await version() });
    expect(await listed()).toEqual([]);
  });

  it("finds a project and its developer by name in the location search the moment they're published", async () => {
    const dev = await publishableDeveloper(devA);
    const draft = await publishableProject(devA, dev.id);
    const title = `Moonrise Cove ${draft.id}`;
    const builder = `Moonrise Builders ${dev.id}`;
    await call(t.app, devA, 'PUT', draft.paths.steps['2'], { version: draft.version, title });
    await call(t.app, devA, 'PUT', dev.paths.steps['2'], { version: dev.version, title: builder });
    const suggested = async (q: string) =>
      (await call(t.app, guest, 'GET', `/search/suggestions?q=${encodeURIComponent(q)}`))
        .json<{ data: SearchSuggestion[] }>()
        .data.map((item) => [item.kind, item.id, item.label]);
    // Asked before publishing: a draft is not suggested, and that answer is not kept.
    expect(await suggested(title)).not.toContainEqual(['project', draft.id, title]);
    const version = (await call(t.app, devA, 'GET', draft.paths.self)).json<ProjectDraft>().version;
    await call(t.app, devA, 'POST', draft.paths.publish, { version });
    expect(await suggested(title)).toContainEqual(['project', draft.id, title]);
    // A few words of the name, in another case, find it too; so does its developer's name.
    expect(await suggested(`moonrise cove`)).toContainEqual(['project', draft.id, title]);
    expect(await suggested(builder)).toContainEqual(['developer', dev.id, builder]);
  });

  it('refuses to publish an incomplete project, naming each requirement', async () => {
    // The title is not among them: a project is never created or saved without one.
    const draft = await createProject(devA);
    const res = await call(t.app, devA, 'POST', draft.paths.publish, { version: 1 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual([
      'developer',
      'location',
      'stage',
      'price',
      'main_photo',
    ]);
  });

  it('keeps draft projects out of public reads, options, previews and enquiries', async () => {
    const draft = await createProject(devA, { title: 'Secret Draft Project' });
    expect((await call(t.app, guest, 'GET', `/projects/${draft.id}`)).statusCode).toBe(404);
    expect((await call(t.app, guest, 'GET', `/projects/${draft.id}/listings`)).statusCode).toBe(
      404,
    );
    const list = await call(t.app, guest, 'GET', '/projects?filter[title]=Secret&per_page=100');
    expect(list.json<Page<ProjectSummary>>().data).toEqual([]);
    const options = (await call(t.app, guest, 'GET', '/Sale/options')).json<OptionsResponse>();
    expect(options.projects.map((p) => p.id)).not.toContain(draft.id);
    expect(await projectForSeo(t.database.db, draft.id)).toBeUndefined();
    expect((await projectRows(t.database.db, 10_000)).map((r) => r.id)).not.toContain(draft.id);
    const enquiry = await call(t.app, guest, 'POST', `/projects/${draft.id}/enquiry`, {
      name: 'Visitor',
      email: 'visitor@example.com',
      message: 'Is it available for a viewing next week?',
      preferred_contact: 'email',
    });
    expect(enquiry.statusCode).toBe(404);
  });

  it('deletes a project without listings and archives one with listings', async () => {
    const plain = await createProject(devA);
    const gone = await call(t.app, devA, 'DELETE', `${plain.paths.delete}?version=1`);
    expect(gone.json<RecordDeleted>()).toMatchObject({ result: 'deleted' });
    expect((await call(t.app, devA, 'GET', plain.paths.self)).statusCode).toBe(404);

    // the documented call has no version (docs/product-rules.md §7): accepted. A version, when sent, is still checked.
    const edited = await createProject(devA);
    await call(t.app, devA, 'PUT', edited.paths.steps['2'], { version: 1, title: 'Edited' });
    const stale = await call(t.app, devA, 'DELETE', `${edited.paths.delete}?version=1`);
    expect(stale.statusCode).toBe(409);
    expect((await call(t.app, devB, 'DELETE', edited.paths.delete)).statusCode).toBe(404);
    expect((await call(t.app, guest, 'DELETE', edited.paths.delete)).statusCode).toBe(401);
    const bare = await call(t.app, devA, 'DELETE', edited.paths.delete);
    expect(bare.statusCode).toBe(200);
    expect(bare.json<RecordDeleted>().result).toBe('deleted');
    expect((await call(t.app, devA, 'GET', edited.paths.self)).statusCode).toBe(404);

    const used = await createProject(devA);
    const [owner] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    await t.database.db
      .insert(listings)
      .values({ userId: owner?.id as number, projectId: used.id, status: 'draft', title: 'Unit' });
    const archived = await call(t.app, devA, 'DELETE', used.paths.delete);
    expect(archived.statusCode).toBe(200);
    expect(archived.json<RecordDeleted>().result).toBe('archived');
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, used.id));
    expect(row?.status).toBe('archived');
  });

  it('refuses a foreign quota that is not a whole number from 0 up (422 naming the field)', async () => {
    const draft = await createProject(devA);
    for (const bad of [-1, 2.5, 'ten', FOREIGN_QUOTA_UNITS_MAX + 1, true]) {
      const res = await call(t.app, devA, 'PUT', draft.paths.steps['4'], {
        version: draft.version,
        foreign_quota_units: bad,
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['foreign_quota_units']);
    }
    const unchanged = (await call(t.app, devA, 'GET', draft.paths.self)).json<ProjectDraft>();
    expect(unchanged).toMatchObject({ version: draft.version, foreign_quota_units: null });
    const good = await call(t.app, devA, 'PUT', draft.paths.steps['4'], {
      version: draft.version,
      foreign_quota_units: 12,
    });
    expect(good.json<ProjectDraft>().foreign_quota_units).toBe(12);
    const cleared = await call(t.app, devA, 'PUT', draft.paths.steps['4'], {
      version: draft.version + 1,
      foreign_quota_units: null,
    });
    expect(cleared.json<ProjectDraft>().foreign_quota_units).toBeNull();
  });

  it('the listing wizard takes published projects only and fills developer, area, address and pin', async () => {
    const dev = await publishableDeveloper(devA);
    const project = await publishableProject(devA, dev.id);
    const listing = await call(t.app, devA, 'POST', '/listing/store?step=1', { title: 'Unit 5' });
    const draft = listing.json<{ id: number; version: number }>();
    const refused = await call(t.app, devA, 'POST', `/listing/${draft.id}/step/2`, {
      version: draft.version,
      project_id: project.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual(['project_id']);

    await call(t.app, devA, 'POST', project.paths.publish, { version: project.version });
    const chosen = await call(t.app, devA, 'POST', `/listing/${draft.id}/step/2`, {
      version: draft.version,
      project_id: project.id,
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      project_id: project.id,
      developer_id: dev.id,
      location_id: locationId,
      address: '12 Beach Road',
      latitude: 7.8,
      longitude: 98.3,
    });
  });

  it('keeps the seed projects published on the public pages', async () => {
    const list = await call(t.app, guest, 'GET', '/projects?per_page=100');
    expect(list.json<Page<ProjectSummary>>().meta.total).toBeGreaterThan(0);
  });
});

describe('database lists', () => {
  it("lists a developer's own records with status and counts, an admin's all", async () => {
    const mine = await createDeveloper(devB, { title: 'Zeta Listed Developer' });
    await createProject(devB, { developer_id: mine.id, title: 'Zeta Listed Project' });
    const res = await call(t.app, devB, 'GET', '/database/developers?filter[title]=Zeta');
    expect(res.statusCode).toBe(200);
    const page = res.json<Page<DatabaseDeveloperRow>>();
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ id: mine.id, status: 'draft', projects_count: 1 });
    const other = await call(t.app, devA, 'GET', '/database/developers?filter[title]=Zeta');
    expect(other.json<Page<DatabaseDeveloperRow>>().data).toEqual([]);
    const all = await call(t.app, admin, 'GET', '/database/developers?per_page=100');
    expect(all.json<Page<DatabaseDeveloperRow>>().meta.total).toBeGreaterThan(2);

    const projectsPage = await call(
      t.app,
      devB,
      'GET',
      '/database/projects?filter[title]=Zeta&filter[status]=draft&sort=-updated_at',
    );
    expect(projectsPage.json<Page<DatabaseProjectRow>>().data[0]).toMatchObject({
      title: 'Zeta Listed Project',
      developer: { id: mine.id },
      status: 'draft',
    });
  });

  it('answers 401 to guests, 404 to brokers and 422 to a bad filter', async () => {
    expect((await call(t.app, guest, 'GET', '/database/projects')).statusCode).toBe(401);
    expect((await call(t.app, broker, 'GET', '/database/projects')).statusCode).toBe(404);
    const bad = await call(t.app, devA, 'GET', '/database/projects?filter[stage]=Soon');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual(['filter[stage]']);
  });
});

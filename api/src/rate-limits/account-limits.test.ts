import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  accountLimitMessage,
  readAccountLimitMessage,
  type AccountLimit,
  type DeveloperDraft,
  type ListingDraft,
  type Presentation,
  type ProjectDraft,
} from '@phuket/shared/contract';
import { multipartFile } from '../account/test-helpers';
import type { Database } from '../db/client';
import {
  developers,
  listingDocuments,
  listingPhotos,
  listings,
  presentations,
  projectPhotos,
  projects,
  users,
} from '../db/schema';
import { loadConfig } from '../env';
import { call, signIn, type Caller } from '../listings/test-helpers';
import { patternPhoto } from '../media/test-images';
import {
  createTestApp,
  errorBody,
  registerUser,
  type TestApp,
  openTwoProcessDatabase,
} from '../test/test-app';

// Per-account daily limits: drafts, presentations and uploads per signed-in account
// per day, answered 429 with the limit's sentence and Retry-After. Each limit is 3 here.

const MAX = 3;
const DAY_SECONDS = 24 * 60 * 60;
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'account-limits-'));
let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({
    demo: true,
    env: {
      MEDIA_DIR: mediaDir,
      RATE_LIMIT_LISTING_DRAFTS_PER_DAY: String(MAX),
      RATE_LIMIT_DATABASE_DRAFTS_PER_DAY: String(MAX),
      RATE_LIMIT_PRESENTATIONS_PER_DAY: String(MAX),
      RATE_LIMIT_UPLOADS_PER_DAY: String(MAX),
    },
  });
  admin = await signIn(t.app, 'admin@example.com');
});

afterAll(async () => {
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

interface Account extends Caller {
  id: number;
}

/** A new account of `role`, signed in (its email confirmed, as registerUser leaves it). */
async function account(role: 'broker' | 'developer', app = t.app): Promise<Account> {
  const { token, email } = await registerUser(app, { role });
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return { authorization: `Bearer ${token}`, id: row.id };
}

/** The answer is the 429 of `limit` (MAX a day): its sentence, a day's Retry-After, no rows. */
function expectRefused(res: LightMyRequestResponse, limit: AccountLimit, max = MAX): void {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  // The window started with this account's first counted call, moments ago.
  expect(retryAfter).toBeGreaterThan(DAY_SECONDS - 120);
  expect(retryAfter).toBeLessThanOrEqual(DAY_SECONDS);
  expect(errorBody(res)).toEqual({ message: accountLimitMessage(limit, max, retryAfter) });
  expect(readAccountLimitMessage(res.json<{ message: string }>().message)).toEqual({
    limit,
    max,
    wait: { unit: 'hours', count: 24 },
  });
}

const storeListing = (caller: Caller, title = 'Limit villa', app = t.app) =>
  call(app, caller, 'POST', '/listing/store?step=1', {
    title,
    offer_type: 'Sale',
    property_type: 'Villa',
  });

async function listingCount(userId: number, app = t.app): Promise<number> {
  const [row] = await app.db
    .select({ n: count() })
    .from(listings)
    .where(eq(listings.userId, userId));
  return row?.n ?? 0;
}

describe('listing drafts per account per day', () => {
  it('refuses the 4th new draft with the limit sentence and Retry-After, writing nothing', async () => {
    const broker = await account('broker');
    for (let i = 0; i < MAX; i++) expect((await storeListing(broker)).statusCode).toBe(201);
    const refused = await storeListing(broker);
    expectRefused(refused, 'listing_drafts');
    expect(refused.json<{ message: string }>().message).toBe(
      'You have started 3 listing drafts today, the most one account may start in a day. ' +
        'Try again in 24 hours, or finish the drafts you have.',
    );
    expect(await listingCount(broker.id)).toBe(MAX);
  });

  it('counts a duplicate as a new draft, and refuses it past the limit', async () => {
    const broker = await account('broker');
    const first = (await storeListing(broker)).json<ListingDraft>();
    expect((await storeListing(broker)).statusCode).toBe(201);
    expect((await call(t.app, broker, 'POST', first.paths.duplicate)).statusCode).toBe(201);
    expectRefused(await call(t.app, broker, 'POST', first.paths.duplicate), 'listing_drafts');
    expectRefused(await storeListing(broker), 'listing_drafts');
    expect(await listingCount(broker.id)).toBe(MAX);
  });

  it('leaves another account its own budget', async () => {
    const spent = await account('broker');
    for (let i = 0; i < MAX; i++) await storeListing(spent);
    expectRefused(await storeListing(spent), 'listing_drafts');
    const other = await account('broker');
    expect((await storeListing(other)).statusCode).toBe(201);
  });

  it('charges nothing for a refused body, a guest or an admin', async () => {
    const broker = await account('broker');
    // Refused by the schema (unknown field, wrong type) and by the domain (a rental type on a sale).
    const bad = [
      { title: 'x', colour: 'blue' },
      { title: 42 },
      { title: 'x', offer_type: 'Sale', rental_type: 'Monthly' },
      { title: 'x', offer_type: 'Swap' },
    ];
    for (const body of bad) {
      for (let i = 0; i < 2; i++) {
        const res = await call(t.app, broker, 'POST', '/listing/store?step=1', body);
        expect(res.statusCode).toBe(422);
      }
    }
    const noStep = await call(t.app, broker, 'POST', '/listing/store', { title: 'x' });
    expect(noStep.statusCode).toBe(422);
    expect(await listingCount(broker.id)).toBe(0);
    for (let i = 0; i < MAX; i++) expect((await storeListing(broker)).statusCode).toBe(201);
    expectRefused(await storeListing(broker), 'listing_drafts');
    // Not signed in: 401, whatever the limits; admins do not make listings (403), uncounted.
    expect((await storeListing({})).statusCode).toBe(401);
    expect((await storeListing({ authorization: 'Bearer nonsense' })).statusCode).toBe(401);
    for (let i = 0; i < MAX + 1; i++) expect((await storeListing(admin)).statusCode).toBe(403);
  });

  it('lets exactly the limit through of 20 drafts sent at once (the issue report)', async () => {
    const broker = await account('broker');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => storeListing(broker, `Parallel ${i}`)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((code) => code === 201)).toHaveLength(MAX);
    expect(statuses.filter((code) => code === 429)).toHaveLength(20 - MAX);
    for (const res of answers.filter((r) => r.statusCode === 429)) {
      expectRefused(res, 'listing_drafts');
    }
    expect(await listingCount(broker.id)).toBe(MAX);
  });
});

describe('developer and project drafts per account per day', () => {
  const createDeveloper = (caller: Caller, title = 'Limit Developer') =>
    call(t.app, caller, 'POST', '/developers?step=2', { title });
  const createProject = (caller: Caller, title = 'Limit Project') =>
    call(t.app, caller, 'POST', '/projects?step=2', { title });

  async function recordCount(ownerId: number): Promise<number> {
    const [devs] = await t.app.db
      .select({ n: count() })
      .from(developers)
      .where(eq(developers.ownerId, ownerId));
    const [projs] = await t.app.db
      .select({ n: count() })
      .from(projects)
      .where(eq(projects.ownerId, ownerId));
    return (devs?.n ?? 0) + (projs?.n ?? 0);
  }

  it('shares one budget between developers and projects, and refuses past it writing nothing', async () => {
    const developer = await account('developer');
    expect((await createDeveloper(developer)).statusCode).toBe(201);
    expect((await createProject(developer)).statusCode).toBe(201);
    expect((await createDeveloper(developer)).statusCode).toBe(201);
    const refused = await createProject(developer);
    expectRefused(refused, 'database_drafts');
    expect(refused.json<{ message: string }>().message).toMatch(
      /^You have started 3 developer and project drafts today, .* Try again in 24 hours, or finish the drafts you have\.$/,
    );
    expectRefused(await createDeveloper(developer), 'database_drafts');
    expect(await recordCount(developer.id)).toBe(MAX);
    // Another developer has a budget of its own.
    expect((await createProject(await account('developer'))).statusCode).toBe(201);
  });

  it('charges nothing for a refused body, and never counts an admin', async () => {
    const developer = await account('developer');
    for (const body of [{ title: 'x', colour: 'blue' }, { title: 7 }, {}]) {
      const res = await call(t.app, developer, 'POST', '/developers?step=2', body);
      expect(res.statusCode).toBe(422);
    }
    for (let i = 0; i < MAX; i++) expect((await createDeveloper(developer)).statusCode).toBe(201);
    expectRefused(await createDeveloper(developer), 'database_drafts');

    const adminId = (
      await t.app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'admin@example.com'))
    )[0]?.id;
    const before = await recordCount(adminId ?? 0);
    for (let i = 0; i < MAX + 2; i++) {
      expect((await createDeveloper(admin, `Admin Dev ${i}`)).statusCode).toBe(201);
      expect((await createProject(admin, `Admin Project ${i}`)).statusCode).toBe(201);
    }
    expect(await recordCount(adminId ?? 0)).toBe(before + 2 * (MAX + 2));
    // A broker has no database records: 404 as before, not a 429.
    expect((await createDeveloper(await account('broker'))).statusCode).toBe(404);
  });
});

describe('presentations per account per day', () => {
  const create = (caller: Caller, title = 'For the Smiths') =>
    call(t.app, caller, 'POST', '/presentations', { title });
  const duplicate = (caller: Caller, id: number) =>
    call(t.app, caller, 'POST', `/presentations/${id}/duplicate`);

  async function presentationCount(userId: number): Promise<number> {
    const [row] = await t.app.db
      .select({ n: count() })
      .from(presentations)
      .where(eq(presentations.userId, userId));
    return row?.n ?? 0;
  }

  it('counts created and duplicated presentations, and refuses both past the limit', async () => {
    const broker = await account('broker');
    // A refused body (an empty title, an unknown listing, an unknown field) costs nothing.
    expect((await create(broker, '   ')).statusCode).toBe(422);
    expect(
      (
        await call(t.app, broker, 'POST', '/presentations', {
          title: 'x',
          items: [{ listing_id: 2_000_000_000 }],
        })
      ).statusCode,
    ).toBe(422);
    expect((await call(t.app, broker, 'POST', '/presentations', { titel: 'x' })).statusCode).toBe(
      422,
    );
    const first = (await create(broker)).json<Presentation>();
    expect((await create(broker)).statusCode).toBe(201);
    expect((await duplicate(broker, first.id)).statusCode).toBe(201);
    const refused = await create(broker);
    expectRefused(refused, 'presentations');
    expect(refused.json<{ message: string }>().message).toBe(
      'You have made 3 presentations today, the most one account may make in a day. ' +
        'Try again in 24 hours, or change a presentation you have.',
    );
    expectRefused(await duplicate(broker, first.id), 'presentations');
    expect(await presentationCount(broker.id)).toBe(MAX);
    // A presentation of someone else is 404, not a 429.
    expect((await duplicate(await account('broker'), first.id)).statusCode).toBe(404);
  });

  it('leaves another account its own budget; admins make none (403)', async () => {
    const spent = await account('developer');
    for (let i = 0; i < MAX; i++) expect((await create(spent)).statusCode).toBe(201);
    expectRefused(await create(spent), 'presentations');
    expect((await create(await account('developer'))).statusCode).toBe(201);
    expect((await create(admin)).statusCode).toBe(403);
  });
});

describe('uploads per account per day', () => {
  const withAuth = (caller: Caller, headers: Record<string, string>) => ({
    ...(caller.authorization ? { authorization: caller.authorization } : {}),
    ...headers,
  });
  const upload = async (caller: Caller, url: string, bytes: Buffer, filename = 'photo.jpg') => {
    const { payload, headers } = multipartFile(bytes, {
      filename,
      contentType: filename.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
    });
    return t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: withAuth(caller, headers),
      payload,
    });
  };
  const startVideo = (caller: Caller, draft: ListingDraft) =>
    t.app.inject({
      method: 'POST',
      url: `/api${draft.paths.video}`,
      headers: withAuth(caller, {
        'tus-resumable': '1.0.0',
        'upload-length': '1000',
        'upload-metadata': `filetype ${Buffer.from('video/mp4').toString('base64')}`,
      }),
    });
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  const documentForm = (caller: Caller, draft: ListingDraft) => {
    const boundary = '----account-limits-document';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nTitle deed\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="visibility"\r\n\r\nowner\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="deed.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api${draft.paths.documents}`,
      headers: withAuth(caller, { 'content-type': `multipart/form-data; boundary=${boundary}` }),
      payload,
    });
  };

  it('shares one budget over listing photos, floor plans, video, documents and the avatar', async () => {
    const broker = await account('broker');
    const draft = (await storeListing(broker)).json<ListingDraft>();
    expect((await upload(broker, draft.paths.photos, await patternPhoto(1))).statusCode).toBe(201);
    expect(
      (await upload(broker, draft.paths.floor_plan_photos, await patternPhoto(2))).statusCode,
    ).toBe(201);
    expect((await startVideo(broker, draft)).statusCode).toBe(201);

    // The day's uploads are used up: every upload route answers the same 429.
    expectRefused(await documentForm(broker, draft), 'uploads');
    expectRefused(await upload(broker, draft.paths.photos, await patternPhoto(3)), 'uploads');
    expectRefused(
      await upload(broker, draft.paths.floor_plan_photos, await patternPhoto(4)),
      'uploads',
    );
    expectRefused(await upload(broker, '/profile/upload-avatar', await patternPhoto(5)), 'uploads');
    expectRefused(
      await upload(broker, '/profile/upload-company-logo', await patternPhoto(6)),
      'uploads',
    );
    const refused = await upload(broker, draft.paths.photos, await patternPhoto(7));
    expect(refused.json<{ message: string }>().message).toBe(
      'You have uploaded 3 files today, the most one account may upload in a day. Try again in 24 hours.',
    );

    // Nothing refused was stored.
    const [photos] = await t.app.db
      .select({ n: count() })
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, draft.id));
    const [documents] = await t.app.db
      .select({ n: count() })
      .from(listingDocuments)
      .where(eq(listingDocuments.listingId, draft.id));
    expect(photos?.n).toBe(1);
    expect(documents?.n).toBe(0);
    const [me] = await t.app.db
      .select({ avatar: users.avatarPath, logo: users.companyLogoPath })
      .from(users)
      .where(eq(users.id, broker.id));
    expect(me).toEqual({ avatar: null, logo: null });

    // Another account still has its own uploads; a draft (not an upload) is still allowed.
    const other = await account('broker');
    expect((await upload(other, '/profile/upload-avatar', await patternPhoto(8))).statusCode).toBe(
      200,
    );
    expect((await storeListing(broker)).statusCode).toBe(201);
  });

  it('charges nothing for an upload to a listing that is not the account own (404)', async () => {
    const owner = await account('broker');
    const draft = (await storeListing(owner)).json<ListingDraft>();
    const stranger = await account('broker');
    for (let i = 0; i < MAX + 2; i++) {
      expect((await upload(stranger, draft.paths.photos, await patternPhoto(10))).statusCode).toBe(
        404,
      );
    }
    // Bad query values are refused by the schema before anything is counted.
    const bad = await upload(owner, `${draft.paths.photos}?position=-4`, await patternPhoto(11));
    expect(bad.statusCode).toBe(422);
    const mine = (await storeListing(stranger)).json<ListingDraft>();
    for (let i = 0; i < MAX; i++) {
      expect(
        (await upload(stranger, mine.paths.photos, await patternPhoto(20 + i))).statusCode,
      ).toBe(201);
    }
    expectRefused(await upload(stranger, mine.paths.photos, await patternPhoto(30)), 'uploads');
  });

  it('counts each file of a several-photo upload, and stores none of a request past the limit', async () => {
    const developer = await account('developer');
    const project = (
      await call(t.app, developer, 'POST', '/projects?step=2', { title: 'Gallery Limits' })
    ).json<ProjectDraft>();
    const many = async (seeds: number[]) => {
      const boundary = '----account-limits-gallery';
      const parts = await Promise.all(
        seeds.map(async (seed, i) =>
          Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p${i}.jpg"\r\n` +
                'Content-Type: image/jpeg\r\n\r\n',
            ),
            await patternPhoto(seed),
            Buffer.from('\r\n'),
          ]),
        ),
      );
      return t.app.inject({
        method: 'POST',
        url: `/api${project.paths.photos}`,
        headers: withAuth(developer, {
          'content-type': `multipart/form-data; boundary=${boundary}`,
        }),
        payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
      });
    };
    expect((await many([41, 42])).statusCode).toBe(200);
    // Two more files would make four: refused, neither stored.
    expectRefused(await many([43, 44]), 'uploads');
    const [stored] = await t.app.db
      .select({ n: count() })
      .from(projectPhotos)
      .where(eq(projectPhotos.projectId, project.id));
    expect(stored?.n).toBe(2);
    expectRefused(
      await upload(developer, project.paths.main_photo, await patternPhoto(45)),
      'uploads',
    );
    const csv = multipartFile(
      Buffer.from('unit_number,layout,floor,price,status\nA1,,1,,available\n'),
      {
        filename: 'units.csv',
        contentType: 'text/csv',
      },
    );
    const units = await t.app.inject({
      method: 'POST',
      url: `/api${project.paths.units_csv}?dry_run=1`,
      headers: withAuth(developer, csv.headers),
      payload: csv.payload,
    });
    expectRefused(units, 'uploads');
  });

  it('never counts an admin', async () => {
    const created = await call(t.app, admin, 'POST', '/developers?step=2', {
      title: 'Admin Logos',
    });
    const developer = created.json<DeveloperDraft>();
    for (let i = 0; i < MAX + 2; i++) {
      const res = await upload(admin, developer.paths.logo, await patternPhoto(50 + i));
      expect(res.statusCode).toBe(200);
    }
    expect((await upload(admin, '/profile/upload-avatar', await patternPhoto(60))).statusCode).toBe(
      200,
    );
  });
});

describe('configuration', () => {
  it('reads each limit from its variable, 0 meaning no limit', () => {
    const config = loadConfig({
      RATE_LIMIT_LISTING_DRAFTS_PER_DAY: '7',
      RATE_LIMIT_DATABASE_DRAFTS_PER_DAY: '0',
      RATE_LIMIT_PRESENTATIONS_PER_DAY: ' 12 ',
      RATE_LIMIT_UPLOADS_PER_DAY: '',
    });
    expect(config.accountLimits).toEqual({
      listingDrafts: 7,
      databaseDrafts: 0,
      presentations: 12,
      uploads: 2000,
      windowMs: DAY_SECONDS * 1000,
    });
    expect(loadConfig({}).accountLimits).toMatchObject({
      listingDrafts: 50,
      databaseDrafts: 30,
      presentations: 100,
      uploads: 2000,
    });
  });

  it.each([
    ['RATE_LIMIT_LISTING_DRAFTS_PER_DAY', '-1'],
    ['RATE_LIMIT_DATABASE_DRAFTS_PER_DAY', 'many'],
    ['RATE_LIMIT_PRESENTATIONS_PER_DAY', '1.5'],
    ['RATE_LIMIT_UPLOADS_PER_DAY', '1000001'],
  ])('refuses %s=%s, naming the variable and what it accepts', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      `${name} must be a whole number from 0 (no limit) to 1000000, got "${value}".`,
    );
  });

  it('lifts the limits with RATE_LIMIT_DISABLED, and one set to 0', async () => {
    const lifted = await createTestApp({
      env: { RATE_LIMIT_DISABLED: 'true', RATE_LIMIT_LISTING_DRAFTS_PER_DAY: '1' },
    });
    const unlimited = await createTestApp({ env: { RATE_LIMIT_LISTING_DRAFTS_PER_DAY: '0' } });
    try {
      for (const app of [lifted, unlimited]) {
        const broker = await account('broker', app.app);
        for (let i = 0; i < 4; i++) {
          expect((await storeListing(broker, 'Unlimited', app.app)).statusCode).toBe(201);
        }
      }
    } finally {
      await lifted.close();
      await unlimited.close();
    }
  });
});

/**
 * Two API processes on one database with the counters in it (RATE_LIMIT_STORE=database): on
 * PostgreSQL (test:pg) two pools, as two processes have; on PGlite two apps on the one handle.
 */
describe('shared by every API process', () => {
  let first: Database;
  let second: Database;
  let closeDatabases: () => Promise<void>;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const opened = await openTwoProcessDatabase({ poolSize: 4, demo: false });
    ({ first, second } = opened);
    closeDatabases = () => opened.close();
    const env = { RATE_LIMIT_STORE: 'database', RATE_LIMIT_LISTING_DRAFTS_PER_DAY: '5' };
    a = await createTestApp({ env, database: first });
    b = await createTestApp({ env, database: second });
  });

  afterAll(async () => {
    await a.close();
    await b.close();
    await closeDatabases();
  });

  it('lets exactly 5 of 20 parallel drafts through, whichever process answers each', async () => {
    const broker = await account('broker', a.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        storeListing(broker, `Two processes ${i}`, i % 2 === 0 ? a.app : b.app),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((code) => code === 201)).toHaveLength(5);
    expect(statuses.filter((code) => code === 429)).toHaveLength(15);
    for (const res of answers.filter((r) => r.statusCode === 429)) {
      expectRefused(res, 'listing_drafts', 5);
    }
    expect(await listingCount(broker.id, a.app)).toBe(5);
    // Another account, on either process, starts its own.
    expect((await storeListing(await account('broker', b.app), 'Other', b.app)).statusCode).toBe(
      201,
    );
  });
});

import type { StaffUserRecords } from '@phuket/shared/contract';
import type { InjectOptions } from 'fastify';
import { developers, listings, projects } from '../db/schema';
import { createTestApp, errorBody, type TestApp } from '../test/test-app';
import { callApi, newAccount, signInDemoAdmin, type Caller } from './test-helpers';

/*
 * GET /admin/users/{id}/records over real HTTP handling (PGlite, or PostgreSQL with test:pg):
 * an account's listings (with the moderation queue's reasons and staff's note), the developers
 * and projects it manages, its presentations and the enquiries it received, newest first, at
 * most 50 of each with each list's total; never another account's rows. Only admins.
 */

let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { RATE_LIMIT_DISABLED: 'true' } });
  admin = await signInDemoAdmin(t.app);
});
afterAll(() => t.close());

const api = (who: Caller | null, method: InjectOptions['method'], url: string, payload?: unknown) =>
  callApi(t.app, who, method, url, payload);

const account = (overrides: Record<string, unknown> = {}) => newAccount(t.app, overrides);

const records = async (id: number) => {
  const res = await api(admin, 'GET', `/admin/users/${id}/records`);
  expect(res.statusCode).toBe(200);
  return res.json<StaffUserRecords>();
};

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12));

const enquiry = (name: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '-')}@example.com`,
  phone: '+66 81 234 5678',
  message: 'Hello, I am interested in this place. Please contact me.',
  preferred_contact: 'phone',
});

describe('an account and its records', () => {
  it("answers the four lists newest first with their totals, and none of another account's rows", async () => {
    const rita = await account({ name: 'Records Rita', role: 'developer' });
    const otto = await account({ name: 'Other Otto', role: 'developer' });
    const db = t.database.db;

    const [published, rejected, draft, ottoListing] = await db
      .insert(listings)
      .values([
        {
          userId: rita.id,
          status: 'published',
          offerType: 'Sale',
          propertyType: 'Villa',
          title: 'Kata pool villa',
          price: '20000000',
          priceThb: '20000000',
          currency: 'THB',
          updatedAt: at(1),
        },
        {
          userId: rita.id,
          status: 'rejected',
          title: 'Villa with borrowed photos',
          price: '150000',
          currency: 'EUR',
          moderationNote: 'These photos are of another house.',
          updatedAt: at(2),
        },
        { userId: rita.id, status: 'draft', title: null, updatedAt: at(3) },
        {
          userId: otto.id,
          status: 'published',
          offerType: 'Sale',
          propertyType: 'Condo',
          title: "Otto's condo",
          price: '5000000',
          priceThb: '5000000',
          currency: 'THB',
          updatedAt: at(4),
        },
      ])
      .returning({ id: listings.id });
    // A visitor's report puts the published listing in the queue.
    const reported = await api(null, 'POST', `/${published!.id}/property/report`, {
      reason: 'scam',
    });
    expect(reported.statusCode).toBe(201);

    const [ritaHomes, ritaDraftCompany, ottoHomes] = await db
      .insert(developers)
      .values([
        { ownerId: rita.id, title: 'Rita Homes', status: 'published', updatedAt: at(1) },
        { ownerId: rita.id, title: '', status: 'draft', updatedAt: at(2) },
        { ownerId: otto.id, title: 'Otto Estates', status: 'published', updatedAt: at(3) },
      ])
      .returning({ id: developers.id });
    const [ownProject, companyProject, ottoProject] = await db
      .insert(projects)
      .values([
        { ownerId: rita.id, title: 'Rita Residences', status: 'published', updatedAt: at(1) },
        // Nobody's own, but of Rita's company: she manages it.
        {
          ownerId: null,
          developerId: ritaHomes!.id,
          title: 'Rita Heights',
          status: 'draft',
          updatedAt: at(2),
        },
        { ownerId: otto.id, developerId: ottoHomes!.id, title: 'Otto Towers', updatedAt: at(3) },
      ])
      .returning({ id: projects.id });

    const created = await api(rita, 'POST', '/presentations', {
      title: 'For the Ivanovs',
      client_name: 'Ivan Ivanov',
      items: [{ listing_id: published!.id }],
    });
    expect(created.statusCode).toBe(201);
    const slug = created.json<{ slug: string }>().slug;
    const ottoPresentation = await api(otto, 'POST', '/presentations', {
      title: "Otto's shortlist",
      items: [{ listing_id: ottoListing!.id }],
    });
    expect(ottoPresentation.statusCode).toBe(201);

    for (const [path, name] of [
      [`/${published!.id}/property/enquiry`, 'Visitor Vera'],
      [`/projects/${ownProject!.id}/enquiry`, 'Buyer Bo'],
      [`/${ottoListing!.id}/property/enquiry`, 'Not For Rita'],
    ] as const) {
      const sent = await api(null, 'POST', path, enquiry(name));
      expect([path, sent.statusCode]).toEqual([path, 201]);
    }

    const body = await records(rita.id);
    expect(body.account).toMatchObject({
      id: rita.id,
      name: 'Records Rita',
      role: 'developer',
      verified: false,
      blocked: false,
    });

    expect(body.listings.total).toBe(3);
    expect(body.listings.data.map((l) => l.id)).toEqual([draft!.id, rejected!.id, published!.id]);
    const [draftRow, rejectedRow, publishedRow] = body.listings.data;
    expect(draftRow).toMatchObject({ title: null, status: 'draft', price: null, moderation: null });
    expect(rejectedRow).toMatchObject({
      title: 'Villa with borrowed photos',
      status: 'rejected',
      currency: 'EUR',
      moderation: { waiting: [], note: 'These photos are of another house.' },
    });
    expect(Number(rejectedRow?.price)).toBe(150000);
    expect(publishedRow).toMatchObject({
      title: 'Kata pool villa',
      status: 'published',
      currency: 'THB',
      moderation: { waiting: ['reported'], note: null },
      updated_at: at(1).toISOString(),
    });
    expect(Number(publishedRow?.price)).toBe(20000000);

    expect(body.developers).toEqual({
      total: 2,
      data: [
        { id: ritaDraftCompany!.id, title: null, status: 'draft', updated_at: at(2).toISOString() },
        {
          id: ritaHomes!.id,
          title: 'Rita Homes',
          status: 'published',
          updated_at: at(1).toISOString(),
        },
      ],
    });
    expect(body.projects.total).toBe(2);
    expect(body.projects.data.map((p) => [p.id, p.title, p.status])).toEqual([
      [companyProject!.id, 'Rita Heights', 'draft'],
      [ownProject!.id, 'Rita Residences', 'published'],
    ]);

    expect(body.presentations.total).toBe(1);
    expect(body.presentations.data).toEqual([
      expect.objectContaining({
        title: 'For the Ivanovs',
        slug,
        client_name: 'Ivan Ivanov',
        status: 'active',
        views: 0,
      }),
    ]);

    expect(body.enquiries.total).toBe(2);
    expect(body.enquiries.data.map((e) => [e.name, e.target.kind, e.target.id, e.status])).toEqual([
      ['Buyer Bo', 'project', ownProject!.id, 'new'],
      ['Visitor Vera', 'listing', published!.id, 'new'],
    ]);
    expect(body.enquiries.data[1]?.target.title).toBe('Kata pool villa');
    // Staff see who wrote and about what, not the message or the sender's contacts.
    expect(Object.keys(body.enquiries.data[0] ?? {}).sort()).toEqual(
      ['created_at', 'id', 'name', 'status', 'target'].sort(),
    );

    // Otto's rows are Otto's alone, and his answer has none of Rita's.
    const text = JSON.stringify(body);
    expect(text).not.toContain('Otto');
    expect(text).not.toContain('Not For Rita');
    const ottos = await records(otto.id);
    expect(ottos.listings.data.map((l) => l.id)).toEqual([ottoListing!.id]);
    expect(ottos.developers.data.map((d) => d.id)).toEqual([ottoHomes!.id]);
    expect(ottos.projects.data.map((p) => p.id)).toEqual([ottoProject!.id]);
    expect(ottos.presentations.data.map((p) => p.title)).toEqual(["Otto's shortlist"]);
    expect(ottos.enquiries.data.map((e) => e.name)).toEqual(['Not For Rita']);
  });

  it("does not count an admin's open of a presentation as the client's", async () => {
    const broker = await account({ name: 'Presenting Pia' });
    const [listing] = await t.database.db
      .insert(listings)
      .values({
        userId: broker.id,
        status: 'published',
        offerType: 'Rent',
        propertyType: 'Condo',
        title: 'Condo in Patong',
        price: '30000',
        priceThb: '30000',
        currency: 'THB',
      })
      .returning({ id: listings.id });
    const created = await api(broker, 'POST', '/presentations', {
      title: 'Patong options',
      items: [{ listing_id: listing!.id }],
    });
    const slug = created.json<{ slug: string }>().slug;

    const byAdmin = await api(admin, 'POST', `/presentation/${slug}/open`);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toEqual({ counted: false });
    expect((await records(broker.id)).presentations.data[0]?.views).toBe(0);
    const byClient = await api(null, 'POST', `/presentation/${slug}/open`);
    expect(byClient.json()).toEqual({ counted: true });
    expect((await records(broker.id)).presentations.data[0]?.views).toBe(1);
  });

  it('shows the newest 50 of a longer list with its total', async () => {
    const busy = await account({ name: 'Busy Bea' });
    await t.database.db.insert(listings).values(
      Array.from({ length: 55 }, (_, i) => ({
        userId: busy.id,
        title: `Draft ${i + 1}`,
        updatedAt: new Date(Date.UTC(2026, 1, 1, 0, i)),
      })),
    );
    const body = await records(busy.id);
    expect(body.listings.total).toBe(55);
    expect(body.listings.data).toHaveLength(50);
    expect(body.listings.data[0]?.title).toBe('Draft 55');
    expect(body.listings.data.at(-1)?.title).toBe('Draft 6');
    expect([body.developers, body.projects, body.presentations, body.enquiries]).toEqual(
      Array.from({ length: 4 }, () => ({ total: 0, data: [] })),
    );
  });
});

describe('who may read them', () => {
  it('answers 401 to guests and 403 to brokers and developers', async () => {
    const broker = await account();
    const developer = await account({ role: 'developer' });
    const url = `/admin/users/${broker.id}/records`;
    expect((await api(null, 'GET', url)).statusCode).toBe(401);
    expect((await api(broker, 'GET', url)).statusCode).toBe(403);
    expect((await api(developer, 'GET', url)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown account and 422 for an id that cannot be one', async () => {
    const missing = await api(admin, 'GET', '/admin/users/999999/records');
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing)).toEqual({ message: 'User not found.' });
    for (const id of ['2147483648', '99999999999999999999', 'abc', '0', '-1', '1.5']) {
      const res = await api(admin, 'GET', `/admin/users/${id}/records`);
      expect([id, res.statusCode]).toEqual([id, 422]);
    }
  });
});

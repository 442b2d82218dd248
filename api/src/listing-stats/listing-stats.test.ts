import { eq } from 'drizzle-orm';
import { LISTING_EVENTS_MAX } from '@phuket/shared/contract';
import { signUp, type SignedInUser } from '../account/test-helpers';
import type { Database } from '../db/client';
import { enquiries, favourites, listingEventMarks, listings, users } from '../db/schema';
import { createTestApp, createTestDatabase, type TestApp } from '../test/test-app';
import { EVENTS_PER_ADDRESS_PER_MINUTE } from './plugin';

/*
 * The broker's statistics through the real routes and the real writes: the events a property
 * page sends, counted in memory and written by the counter's flush, read back by the owner.
 * The clock is the app's: an hour passes in a line.
 */

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const HOUR = 3_600_000;

// 10:00 in Phuket on 2026-11-30.
let clock = new Date('2026-11-30T03:00:00.000Z');
const now = () => clock;
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

let t: TestApp;
let owner: SignedInUser;
let ownerId = 0;
const ids = { villa: 0, condo: 0, draft: 0 };

async function userId(email: string) {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row!.id;
}

const send = (
  app: TestApp['app'],
  events: unknown,
  agent: string | null = CHROME,
  ip = '203.0.113.7',
) =>
  app.inject({
    method: 'POST',
    url: '/api/listing-events',
    remoteAddress: ip,
    headers: agent === null ? {} : { 'user-agent': agent },
    payload: Array.isArray(events) ? { events } : (events as object),
  });

const read = (app: TestApp['app'], url: string, who: SignedInUser = owner) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers: who.auth });

async function seriesOf(app: TestApp['app'], id: number, days = 7) {
  const res = await read(app, `/my/listings/${id}/stats?days=${days}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ totals: Record<string, number>; series: { day: string }[] }>();
}

beforeAll(async () => {
  t = await createTestApp({ demo: false, now });
  owner = await signUp(t.app, { role: 'broker', name: 'Owner Olga' });
  ownerId = await userId(owner.email);
  const rows = await t.database.db
    .insert(listings)
    .values([
      { userId: ownerId, status: 'published', title: 'Pool villa in Rawai' },
      { userId: ownerId, status: 'published', title: 'Condo in Kata' },
      { userId: ownerId, status: 'draft', title: 'Draft' },
    ])
    .returning({ id: listings.id });
  [ids.villa, ids.condo, ids.draft] = rows.map((row) => row.id) as [number, number, number];
});
afterAll(() => t.close());

describe('counting the property page’s events', () => {
  it('counts each kind, a device once an hour, every device once a day, and again after the hour', async () => {
    const villa = ids.villa;
    const res = await send(t.app, [
      { listing_id: villa, kind: 'view' },
      { listing_id: villa, kind: 'gallery_open' },
      { listing_id: villa, kind: 'contact_chat' },
      { listing_id: villa, kind: 'contact_call' },
      { listing_id: villa, kind: 'contact_email' },
    ]);
    expect(res.statusCode).toBe(204);
    // A reload within the hour, and a second phone.
    await send(t.app, [{ listing_id: villa, kind: 'view' }]);
    later(30 * 60_000);
    await send(t.app, [{ listing_id: villa, kind: 'view' }]);
    await send(t.app, [{ listing_id: villa, kind: 'view' }], SAFARI, '198.51.100.4');
    // Nothing is written on the request path: the figures appear with the flush.
    expect((await seriesOf(t.app, villa)).totals.views).toBe(0);
    await t.app.listingStats.flush();
    let stats = await seriesOf(t.app, villa);
    expect(stats.totals).toMatchObject({
      views: 2,
      visitors: 2,
      gallery_opens: 1,
      contact_chat: 1,
      contact_call: 1,
      contact_email: 1,
    });
    expect(stats.series).toHaveLength(7);
    expect(stats.series.at(-1)).toMatchObject({ day: '2026-11-30', views: 2 });

    // An hour after the first view the same device counts again: a view, not a new visitor.
    later(31 * 60_000);
    await send(t.app, [{ listing_id: villa, kind: 'view' }]);
    await t.app.listingStats.flush();
    stats = await seriesOf(t.app, villa);
    expect(stats.totals).toMatchObject({ views: 3, visitors: 2 });
  });

  it('ignores bots and agentless scripts, and drops drafts and unknown listings silently', async () => {
    const before = (await seriesOf(t.app, ids.condo)).totals.views;
    for (const agent of [GOOGLEBOT, 'curl/8.5.0', null]) {
      const res = await send(t.app, [{ listing_id: ids.condo, kind: 'view' }], agent, '192.0.2.9');
      expect(res.statusCode).toBe(204);
    }
    const other = await send(t.app, [
      { listing_id: ids.draft, kind: 'view' },
      { listing_id: 2_000_000_000, kind: 'view' },
    ]);
    expect(other.statusCode).toBe(204);
    await t.app.listingStats.flush();
    expect((await seriesOf(t.app, ids.condo)).totals.views).toBe(before);
    expect((await seriesOf(t.app, ids.draft)).totals.views).toBe(0);
    const marks = await t.database.db
      .select()
      .from(listingEventMarks)
      .where(eq(listingEventMarks.listingId, ids.draft));
    expect(marks).toEqual([]);
  });

  it('answers 422 to bodies that are not a batch of known events, 413 to a huge one', async () => {
    const bad: unknown[] = [
      {},
      { events: [] },
      { events: [{ listing_id: ids.villa, kind: 'purchase' }] },
      { events: [{ listing_id: 0, kind: 'view' }] },
      { events: [{ listing_id: 'x', kind: 'view' }] },
      { events: [{ listing_id: ids.villa, kind: 'view', extra: 1 }] },
      {
        events: Array.from({ length: LISTING_EVENTS_MAX + 1 }, () => ({
          listing_id: ids.villa,
          kind: 'view',
        })),
      },
    ];
    for (const body of bad) {
      const res = await send(t.app, body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toHaveProperty('message');
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/listing-events',
      headers: { 'content-type': 'application/json', 'user-agent': CHROME },
      payload: JSON.stringify({ events: [{ listing_id: 1, kind: 'view' }], pad: 'x'.repeat(8000) }),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('answers 429 to an address past its events of the minute, counting nothing more', async () => {
    const ip = '198.51.100.77';
    const batch = Array.from({ length: LISTING_EVENTS_MAX }, () => ({
      listing_id: ids.condo,
      kind: 'gallery_open',
    }));
    const rounds = Math.floor(EVENTS_PER_ADDRESS_PER_MINUTE / LISTING_EVENTS_MAX);
    for (let round = 0; round < rounds; round++) {
      expect((await send(t.app, batch, CHROME, ip)).statusCode).toBe(204);
    }
    const over = await send(t.app, batch, CHROME, ip);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });
});

describe('enquiries, favourites and presentation views', () => {
  it('counts enquiries and favourites from their own rows on their Phuket day, and presentation views as events', async () => {
    const buyer = await signUp(t.app);
    const buyerId = await userId(buyer.email);
    // 23:30 UTC on the 29th is 06:30 on the 30th in Phuket.
    const early = new Date('2026-11-29T23:30:00.000Z');
    await t.database.db.insert(enquiries).values({
      targetKind: 'listing',
      targetId: ids.condo,
      targetTitle: 'Condo in Kata',
      recipientUserId: ownerId,
      name: 'Buyer',
      email: buyer.email,
      message: 'Is it still available?',
      preferredContact: 'email',
      createdAt: early,
    });
    await t.database.db
      .insert(favourites)
      .values({ userId: buyerId, listingId: ids.condo, createdAt: early });
    t.app.listingStats.record({
      listingId: ids.condo,
      kind: 'presentation',
      device: 'presentation-device',
      at: clock,
    });
    await t.app.listingStats.flush();
    const stats = await seriesOf(t.app, ids.condo);
    expect(stats.series.at(-1)).toMatchObject({
      day: '2026-11-30',
      enquiries: 1,
      favourites: 1,
      presentation_views: 1,
    });

    const table = await read(t.app, '/my/listings/stats?days=7');
    expect(table.statusCode).toBe(200);
    const body = table.json<{
      days: number;
      to: string;
      data: { listing_id: number; title: string; totals: Record<string, number> }[];
    }>();
    expect(body).toMatchObject({ days: 7, to: '2026-11-30' });
    expect(body.data.map((row) => row.listing_id).sort()).toEqual(
      [ids.villa, ids.condo, ids.draft].sort(),
    );
    const condo = body.data.find((row) => row.listing_id === ids.condo);
    expect(condo?.totals).toMatchObject({ enquiries: 1, favourites: 1, presentation_views: 1 });
    expect(body.data.find((row) => row.listing_id === ids.villa)?.totals.views).toBe(3);
  });

  it('keeps each period to its days: a week later the first day has left the 7 days, not the 30', async () => {
    later(7 * 24 * HOUR);
    expect((await seriesOf(t.app, ids.villa, 7)).totals.views).toBe(0);
    expect((await seriesOf(t.app, ids.villa, 30)).totals.views).toBe(3);
    expect((await seriesOf(t.app, ids.villa, 90)).series).toHaveLength(90);
  });
});

describe('who may read', () => {
  it('answers 401 to a guest, 403 to a buyer and an admin, 404 for another owner’s listing', async () => {
    for (const url of ['/my/listings/stats', `/my/listings/${ids.villa}/stats`]) {
      expect((await t.app.inject({ method: 'GET', url: `/api${url}` })).statusCode).toBe(401);
      const buyer = await signUp(t.app, { role: 'buyer' });
      expect((await read(t.app, url, buyer)).statusCode).toBe(403);
      const admin = await signUp(t.app, { role: 'broker' });
      await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, admin.email));
      expect((await read(t.app, url, admin)).statusCode).toBe(403);
    }
    const stranger = await signUp(t.app, { role: 'broker' });
    for (const id of [ids.villa, 2_000_000_000]) {
      const res = await read(t.app, `/my/listings/${id}/stats`, stranger);
      expect(res.statusCode).toBe(404);
    }
    const own = await read(t.app, '/my/listings/stats', stranger);
    expect(own.json()).toMatchObject({ data: [] });
  });

  it('answers 422 to a period other than 7, 30 or 90 days and to an id that is not one', async () => {
    for (const url of [
      '/my/listings/stats?days=14',
      '/my/listings/stats?days=week',
      `/my/listings/${ids.villa}/stats?days=0`,
      '/my/listings/abc/stats',
      '/my/listings/0/stats',
    ]) {
      const res = await read(t.app, url);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toHaveProperty('message');
    }
  });
});

describe('restarts and several processes', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let listingId = 0;
  let reader: SignedInUser;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase('seeded'));
  });
  afterAll(() => drop());

  // Every process of a deployment has the same CODE_SECRET (the server refuses to start without
  // one in production): the device hashes agree.
  const env = { CODE_SECRET: 'listing-stats-test-secret-0123456789abcdef' };
  const build = () => createTestApp({ demo: false, now, database, env });

  it('writes what is counted when the app closes, and the next app reads it', async () => {
    const first = await build();
    reader = await signUp(first.app, { role: 'broker' });
    const [me] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, reader.email));
    const [row] = await database.db
      .insert(listings)
      .values({ userId: me!.id, status: 'published', title: 'Restart villa' })
      .returning({ id: listings.id });
    listingId = row!.id;
    await send(first.app, [
      { listing_id: listingId, kind: 'view' },
      { listing_id: listingId, kind: 'contact_call' },
    ]);
    expect(first.app.listingStats.waiting).toBe(2);
    await first.close();

    const second = await build();
    const res = await read(second.app, `/my/listings/${listingId}/stats?days=7`, reader);
    expect(res.json<{ totals: Record<string, number> }>().totals).toMatchObject({
      views: 1,
      visitors: 1,
      contact_call: 1,
    });
    // The repeat within the hour is known after the restart too: the marks are in the database.
    await send(second.app, [{ listing_id: listingId, kind: 'view' }]);
    await second.close();
    const third = await build();
    const again = await read(third.app, `/my/listings/${listingId}/stats?days=7`, reader);
    expect(again.json<{ totals: Record<string, number> }>().totals.views).toBe(1);
    await third.close();
  });

  it('counts a device once across two processes on one database', async () => {
    const [a, b] = [await build(), await build()];
    const today = async () => {
      const res = await read(a.app, `/my/listings/${listingId}/stats?days=30`, reader);
      return res.json<{ series: Record<string, number | string>[] }>().series.at(-1)!;
    };
    const before = await today();
    // The same phone reaches both processes behind the load balancer; a second phone one of them.
    await send(a.app, [{ listing_id: listingId, kind: 'gallery_open' }], SAFARI, '198.51.100.20');
    await send(b.app, [{ listing_id: listingId, kind: 'gallery_open' }], SAFARI, '198.51.100.20');
    later(2 * HOUR);
    await send(a.app, [{ listing_id: listingId, kind: 'view' }], SAFARI, '198.51.100.20');
    await send(b.app, [{ listing_id: listingId, kind: 'view' }], SAFARI, '198.51.100.20');
    await send(b.app, [{ listing_id: listingId, kind: 'view' }], CHROME, '198.51.100.21');
    await Promise.all([a.app.listingStats.flush(), b.app.listingStats.flush()]);
    const after = await today();
    const added = (metric: string) => Number(after[metric]) - Number(before[metric]);
    expect([added('gallery_opens'), added('views'), added('visitors')]).toEqual([1, 2, 2]);
    await Promise.all([a.close(), b.close()]);
  });
});

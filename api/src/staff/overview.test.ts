import {
  LISTING_STATUSES,
  OVERVIEW_DAYS,
  type ListingStatus,
  type StaffOverview,
} from '@phuket/shared/contract';
import { eq } from 'drizzle-orm';
import { enquiries, listingDuplicateFlags, listingReports, listings, users } from '../db/schema';
import { createTestApp, registerUser, type TestApp } from '../test/test-app';
import { moderationQueueAges } from './overview';

/*
 * GET /admin/overview on a fresh, non-demo database (so every row counted is one written here)
 * with the app's clock fixed: the 90 UTC days, where each row lands, every listing status, and
 * the moderation queue's age.
 */

const NOW = new Date('2030-06-15T10:30:00.000Z');
const DAY = 86_400_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

let t: TestApp;
let admin: Record<string, string>;
let ownerId: number;

beforeAll(async () => {
  t = await createTestApp({ demo: false, now: () => NOW, env: { RATE_LIMIT_DISABLED: 'true' } });
  const made = await registerUser(t.app, { email: 'overview-admin@example.com' });
  await t.database.db
    .update(users)
    .set({ role: 'admin' })
    .where(eq(users.email, 'overview-admin@example.com'));
  admin = { authorization: `Bearer ${made.token}` };
  const [owner] = await t.database.db
    .insert(users)
    .values({ name: 'Owner', email: 'owner@example.com', passwordHash: 'x', role: 'broker' })
    .returning({ id: users.id });
  ownerId = owner!.id;
});
afterAll(() => t.close());

const overview = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json<StaffOverview>();
};

async function listing(values: Partial<typeof listings.$inferInsert> = {}): Promise<number> {
  const [row] = await t.database.db
    .insert(listings)
    .values({ userId: ownerId, status: 'draft', title: 'Villa', ...values })
    .returning({ id: listings.id });
  return row!.id;
}

describe('who may read it', () => {
  it('answers 401 to guests and 403 to brokers and developers', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/admin/overview' });
    expect(guest.statusCode).toBe(401);
    for (const role of ['broker', 'developer']) {
      const { token } = await registerUser(t.app, { role });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/overview',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('the daily series', () => {
  it('has every UTC day of the last 90, today last, zeros included', async () => {
    const { days, totals, generated_at } = await overview();
    expect(generated_at).toBe(NOW.toISOString());
    expect(days).toHaveLength(OVERVIEW_DAYS);
    expect(days[0]!.day).toBe('2030-03-18');
    expect(days.at(-1)!.day).toBe('2030-06-15');
    // Consecutive days, none missing (the clock is after the real accounts made above).
    days.forEach((day, i) =>
      expect(day.day).toBe(new Date(Date.UTC(2030, 2, 18) + i * DAY).toISOString().slice(0, 10)),
    );
    expect(days.every((d) => d.listings + d.publications + d.enquiries + d.signups === 0)).toBe(
      true,
    );
    expect(totals).toEqual({ listings: 0, publications: 0, enquiries: 0, signups: 0 });
  });

  it('counts each row on its UTC day, and nothing outside the window', async () => {
    const db = t.database.db;
    // Created on the window's first day at midnight; the second a second before the window.
    await listing({ createdAt: new Date('2030-03-18T00:00:00Z') });
    await listing({ createdAt: new Date('2030-03-17T23:59:59Z') });
    // Created late on the 14th, published just after midnight on the 15th (today).
    await listing({
      status: 'published',
      createdAt: new Date('2030-06-14T23:59:59Z'),
      publishedAt: new Date('2030-06-15T00:00:01Z'),
    });
    await listing({
      status: 'published',
      createdAt: new Date('2030-06-14T08:00:00Z'),
      publishedAt: new Date('2030-06-14T09:00:00Z'),
    });
    const enquiry = (createdAt: Date) => ({
      targetKind: 'listing' as const,
      targetId: 1,
      targetTitle: 'Villa',
      name: 'Visitor',
      email: 'visitor@example.com',
      message: 'Is it still for sale?',
      preferredContact: 'email' as const,
      createdAt,
    });
    await db
      .insert(enquiries)
      .values([
        enquiry(new Date('2030-05-01T12:00:00Z')),
        enquiry(new Date('2030-05-01T23:00:00Z')),
        enquiry(new Date('2030-06-16T01:00:00Z')),
      ]);
    await db.insert(users).values([
      {
        name: 'New 1',
        email: 'new1@example.com',
        passwordHash: 'x',
        role: 'broker',
        createdAt: new Date('2030-04-02T00:00:00Z'),
      },
      {
        name: 'New 2',
        email: 'new2@example.com',
        passwordHash: 'x',
        role: 'developer',
        createdAt: new Date('2030-06-15T10:00:00Z'),
      },
    ]);

    const { days, totals } = await overview();
    const on = (day: string) => days.find((d) => d.day === day);
    expect(on('2030-03-18')).toEqual({
      day: '2030-03-18',
      listings: 1,
      publications: 0,
      enquiries: 0,
      signups: 0,
    });
    expect(on('2030-06-14')).toEqual({
      day: '2030-06-14',
      listings: 2,
      publications: 1,
      enquiries: 0,
      signups: 0,
    });
    expect(on('2030-06-15')).toEqual({
      day: '2030-06-15',
      listings: 0,
      publications: 1,
      enquiries: 0,
      signups: 1,
    });
    expect(on('2030-05-01')?.enquiries).toBe(2);
    expect(on('2030-04-02')?.signups).toBe(1);
    // Tomorrow's enquiry (a clock ahead of ours) and the row before the window are left out.
    expect(totals).toEqual({ listings: 3, publications: 2, enquiries: 2, signups: 2 });
  });
});

describe('listings by status', () => {
  it('lists every status in order, zeros included', async () => {
    const before = await overview();
    expect(before.listings_by_status.map((s) => s.status)).toEqual([...LISTING_STATUSES]);
    await listing({ status: 'archived' });
    await listing({ status: 'archived' });
    await listing({ status: 'sold' });
    const after = await overview();
    const count = (o: StaffOverview, status: ListingStatus) =>
      o.listings_by_status.find((s) => s.status === status)?.count;
    expect(after.listings_by_status.map((s) => s.status)).toEqual([...LISTING_STATUSES]);
    for (const status of LISTING_STATUSES) {
      const added = status === 'archived' ? 2 : status === 'sold' ? 1 : 0;
      expect(count(after, status)).toBe((count(before, status) ?? 0) + added);
    }
    expect(count(after, 'suspended')).toBe(0);
  });
});

describe('the moderation queue', () => {
  it('counts each waiting listing once, since the earliest of its reasons', async () => {
    const db = t.database.db;
    expect(await moderationQueueAges(db, NOW)).toEqual({
      waiting: 0,
      oldest_wait_seconds: null,
      median_wait_seconds: null,
    });
    const other = await listing({ status: 'published' });
    const flag = (listingId: number, flaggedAt: Date) =>
      db
        .insert(listingDuplicateFlags)
        .values({ listingId, duplicateOfId: other, matchedOn: ['title'], flaggedAt });
    const report = (listingId: number, createdAt: Date, resolvedAt: Date | null = null) =>
      db.insert(listingReports).values({ listingId, reason: 'wrong_price', createdAt, resolvedAt });

    // Sent for review 10 days ago, and flagged since: it waits once, for 10 days.
    const pending = await listing({ status: 'pending', submittedAt: ago(10 * DAY) });
    await flag(pending, ago(2 * DAY));
    // Flagged 5 days ago, reported 3 days ago; an older report is resolved already.
    const reported = await listing({ status: 'published' });
    await flag(reported, ago(5 * DAY));
    await report(reported, ago(3 * DAY));
    await report(reported, ago(20 * DAY), ago(19 * DAY));
    // Flagged yesterday.
    const flagged = await listing({ status: 'published' });
    await flag(flagged, ago(DAY));
    // Off the site: its flag and report wait for nobody.
    const archived = await listing({ status: 'archived' });
    await flag(archived, ago(30 * DAY));
    await report(archived, ago(30 * DAY));

    const expected = {
      waiting: 3,
      oldest_wait_seconds: 10 * 86_400,
      median_wait_seconds: 5 * 86_400,
    };
    expect(await moderationQueueAges(db, NOW)).toEqual(expected);
    expect((await overview()).moderation_queue).toEqual(expected);
  });
});

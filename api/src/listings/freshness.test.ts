import { and, eq, sql } from 'drizzle-orm';
import type { ListingState, MyListing, Page } from '@phuket/shared/contract';
import { listingPhotos, listings, users } from '../db/schema';
import { qualified } from '../db/qualified';
import { QUEUE_SCHEMA } from '../jobs/queue';
import { listOutbox } from '../messaging/outbox';
import { seedDemoCatalog } from '../seed/catalog/catalog-seed';
import { createTestApp, type TestApp } from '../test/test-app';
import { CONFIRM_LINK_PATH, confirmToken, runListingFreshness } from './freshness';
import { call, signIn, type Caller } from './test-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const BROKER = 'broker@example.com';

let t: TestApp;
let clock: Date;
let broker: Caller;
let listingId: number;

beforeAll(async () => {
  clock = new Date();
  t = await createTestApp({
    demo: true,
    env: { RATE_LIMIT_DISABLED: 'true' },
    now: () => clock,
  });
  await seedDemoCatalog(t.database.db);
  broker = await signIn(t.app, BROKER);
  const [me] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, BROKER));
  const photos = sql<number>`(select count(*)::int from ${listingPhotos} p where p.listing_id = ${qualified(listings, listings.id)})`;
  const [row] = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.userId, me?.id as number),
        eq(listings.status, 'published'),
        sql`${photos} >= 3`,
      ),
    )
    .orderBy(listings.id)
    .limit(1);
  listingId = row?.id as number;
  // Every other listing was confirmed at the seed (now): only this one ages below.
  await t.database.db
    .update(listings)
    .set({ confirmedAt: new Date(clock.getTime() - 55 * DAY_MS) })
    .where(eq(listings.id, listingId));
});

afterAll(async () => {
  await t.close();
});

async function mailsToBroker() {
  return listOutbox(t.database.db, { limit: 50, to: BROKER });
}

function linkIn(body: string): string {
  const match = new RegExp(`https?://[^\\s]+${CONFIRM_LINK_PATH}\\?token=[^\\s]+`).exec(body);
  if (!match) throw new Error(`no confirmation link in:\n${body}`);
  return match[0];
}

async function stored() {
  const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listingId));
  if (!row) throw new Error('listing gone');
  return row;
}

const detail = () => t.app.inject({ method: 'GET', url: `/api/${listingId}/property` });

describe('listing freshness', () => {
  it('reminds the owner once, a week before the listing would leave the search', async () => {
    const before = (await mailsToBroker()).length;
    const run = await runListingFreshness(t.app);
    expect(run).toEqual({ reminded: 1, expired: 0, failed: 0 });
    const mails = await mailsToBroker();
    expect(mails.length).toBe(before + 1);
    expect(mails[0]?.subject).toMatch(/^Is ".+" still available\?$/);
    expect(mails[0]?.body).toContain('leaves the search on');
    expect(linkIn(mails[0]?.body ?? '')).toContain(`${t.config.publicUrl}${CONFIRM_LINK_PATH}`);
    expect((await stored()).remindedAt).not.toBeNull();
    expect((await detail()).statusCode).toBe(200);

    expect(await runListingFreshness(t.app)).toEqual({ reminded: 0, expired: 0, failed: 0 });
    expect((await mailsToBroker()).length).toBe(before + 1);
  });

  it('takes a listing unconfirmed for 60 days out of the search and mails the owner a link', async () => {
    clock = new Date(clock.getTime() + 6 * DAY_MS);
    const versionBefore = (await stored()).version;
    expect(await runListingFreshness(t.app)).toEqual({ reminded: 0, expired: 1, failed: 0 });
    const row = await stored();
    expect(row.status).toBe('archived');
    expect(row.expiredAt?.getTime()).toBe(clock.getTime());
    expect(row.version).toBe(versionBefore + 1);
    // Out of the public pages at once (the page cache was told).
    expect((await detail()).statusCode).toBe(404);

    const [mail] = await mailsToBroker();
    expect(mail?.subject).toMatch(/has left the search: is it still available\?$/);

    const mine = await call(
      t.app,
      broker,
      'GET',
      `/get/broker/listings?filter[status]=archived&per_page=50`,
    );
    const item = mine.json<Page<MyListing>>().data.find((l) => l.id === listingId);
    expect(item?.expired_at).toBe(clock.toISOString());
  });

  it('puts it back in the search from the emailed link, without signing in', async () => {
    const [mail] = await mailsToBroker();
    const url = new URL(linkIn(mail?.body ?? ''));
    const token = url.searchParams.get('token') ?? '';
    clock = new Date(clock.getTime() + DAY_MS);

    // Opening the link (a person, or a mail scanner) only asks: nothing changes on a GET.
    const asked = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toMatch(/^text\/html/);
    expect(asked.headers['referrer-policy']).toBe('no-referrer');
    expect(asked.body).toContain('<h1>Is this listing still available?</h1>');
    expect(asked.body).toContain(`<form method="post" action="${CONFIRM_LINK_PATH}">`);
    expect(asked.body).toContain(`name="token" value="${token}"`);
    expect((await stored()).status).toBe('archived');

    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: CONFIRM_LINK_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token }).toString(),
      });
    const res = await confirm();
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Thank you: confirmed available</h1>');
    expect(res.body).toContain('It is back in the search for 60 days.');
    const row = await stored();
    expect(row.status).toBe('published');
    expect(row.expiredAt).toBeNull();
    expect(row.remindedAt).toBeNull();
    expect(row.confirmedAt?.getTime()).toBe(clock.getTime());
    const page = await detail();
    expect(page.statusCode).toBe(200);
    expect(page.json<{ confirmed_at: string }>().confirmed_at).toBe(clock.toISOString());

    // Pressing it again (a second click) just confirms again.
    const again = await confirm();
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('It stays in the search for 60 more days.');

    // A forged form gets the invalid-link page, and no JSON body is read at this path.
    const forged = await t.app.inject({
      method: 'POST',
      url: CONFIRM_LINK_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=nonsense',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('<h1>This link is not valid</h1>');
  });

  it('refuses a tampered, foreign or expired link with a page that says what to do', async () => {
    const good = confirmToken(t.config.codeSecret, listingId, clock);
    const [id, expires, sig] = good.split('.');
    const attempts = [
      '',
      'nonsense',
      `${Number(id) + 1}.${expires}.${sig}`,
      `${id}.${Number(expires) + 1}.${sig}`,
      confirmToken('another-secret-of-at-least-32-chars!!', listingId, clock),
    ];
    for (const token of attempts) {
      const res = await t.app.inject({ method: 'GET', url: `${CONFIRM_LINK_PATH}?token=${token}` });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('<h1>This link is not valid</h1>');
    }
    clock = new Date(clock.getTime() + 15 * DAY_MS);
    const late = await t.app.inject({ method: 'GET', url: `${CONFIRM_LINK_PATH}?token=${good}` });
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain('<h1>This link has expired</h1>');
  });

  it('lets the owner put an expired listing back from my listings', async () => {
    clock = new Date(clock.getTime() + 61 * DAY_MS);
    const run = await runListingFreshness(t.app);
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect((await stored()).status).toBe('archived');
    const res = await call(t.app, broker, 'POST', `/listing/${listingId}/confirm-availability`, {
      version: (await stored()).version,
    });
    expect(res.statusCode).toBe(200);
    const state = res.json<ListingState>();
    expect(state.status).toBe('published');
    expect(state.expired_at).toBeNull();
    expect(state.confirmed_at).toBe(clock.toISOString());
    expect((await detail()).statusCode).toBe(200);
  });

  it("writes to the owner in their language: the reminder, the expiry mail and the link's pages", async () => {
    await t.database.db.update(users).set({ locale: 'th' }).where(eq(users.email, BROKER));
    try {
      await t.database.db
        .update(listings)
        .set({ confirmedAt: new Date(clock.getTime() - 55 * DAY_MS), remindedAt: null })
        .where(eq(listings.id, listingId));
      expect((await runListingFreshness(t.app)).reminded).toBe(1);
      const [reminder] = await mailsToBroker();
      expect(reminder?.subject).toMatch(/^".+" ยังว่างอยู่หรือไม่\?$/);
      expect(reminder?.body).toContain('เรียน คุณ');
      expect(reminder?.body).toContain('ลิงก์นี้ใช้ได้ 14 วัน');
      expect(reminder?.body).not.toContain('still available');

      clock = new Date(clock.getTime() + 6 * DAY_MS);
      expect((await runListingFreshness(t.app)).expired).toBe(1);
      const [expiry] = await mailsToBroker();
      expect(expiry?.subject).toContain('ถูกนำออกจากการค้นหาแล้ว');
      const url = new URL(linkIn(expiry?.body ?? ''));

      const asked = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(asked.statusCode).toBe(200);
      expect(asked.body).toContain('<html lang="th">');
      expect(asked.body).toContain('<h1>ประกาศนี้ยังว่างอยู่หรือไม่?</h1>');
      expect(asked.body).toContain('<button type="submit">ใช่ ยังว่างอยู่</button>');
      expect(asked.body).toContain('href="/th/listing"');
      const done = await t.app.inject({
        method: 'POST',
        url: CONFIRM_LINK_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: url.searchParams.get('token') ?? '' }).toString(),
      });
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain('<h1>ขอบคุณ ยืนยันแล้วว่ายังว่าง</h1>');
      expect(done.body).toContain('ประกาศกลับเข้าสู่การค้นหาแล้วเป็นเวลา 60 วัน');
      expect(done.body).toContain(`href="/th/properties/${listingId}"`);
      expect((await stored()).status).toBe('published');

      // Russian counts its days in three forms.
      await t.database.db.update(users).set({ locale: 'ru' }).where(eq(users.email, BROKER));
      const again = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(again.body).toContain('Подтвердите, и объявление останется в поиске ещё на 60 дней.');
    } finally {
      await t.database.db.update(users).set({ locale: 'en' }).where(eq(users.email, BROKER));
    }
  });

  it('runs as the listing-freshness job on the queue', async () => {
    const id = await t.app.jobs.send('listing-freshness', {});
    for (let i = 0; i < 100; i++) {
      const { rows } = await t.database.executeSql(
        `select state from ${QUEUE_SCHEMA}.job where id = $1`,
        [id],
      );
      if ((rows[0] as { state: string } | undefined)?.state === 'completed') return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the job did not complete');
  });
});

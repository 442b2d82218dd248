import { eq, sql } from 'drizzle-orm';
import { favouritePriceMails, favourites, listings, users } from '../db/schema';
import { listOutbox } from '../messaging/outbox';
import { createTestApp, type TestApp } from '../test/test-app';
import { priceDropMail, runFavouritePriceDropAlerts } from './price-drop-alerts';
import { PRICE_DROP_STOP_PATH } from './price-drop-stop';

/*
 * The daily mail of price cuts of a user's favourites: through the real trigger that records
 * changes, the real job function and the outbox. Each case is a known row, so every mail is exact.
 */

const DAY = 86_400_000;
let t: TestApp;
let clock: Date;
const ids = { owner: 0, buyer: 0, russian: 0, quiet: 0, villa: 0, condo: 0, land: 0 };

async function user(email: string, extra: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(users)
    .values({ name: email.split('@')[0]!, email, passwordHash: 'x', role: 'broker', ...extra })
    .returning({ id: users.id });
  return row!.id;
}

async function listing(title: string, price: number, currency = 'THB') {
  const [row] = await t.database.db
    .insert(listings)
    .values({
      userId: ids.owner,
      status: 'published',
      publishedAt: clock,
      offerType: 'Sale',
      propertyType: 'Villa',
      title,
      price: String(price),
      priceThb: String(price),
      currency,
    })
    .returning({ id: listings.id });
  return row!.id;
}

async function favourite(userId: number, listingId: number) {
  await t.database.db.insert(favourites).values({ userId, listingId, createdAt: clock });
}

/** The owner changes a price, as the wizard's write does (the trigger records it). */
async function reprice(id: number, price: number, currency = 'THB') {
  await t.database.db
    .update(listings)
    .set({ price: String(price), priceThb: String(price), currency, updatedAt: clock })
    .where(eq(listings.id, id));
}

const later = (days: number) => {
  clock = new Date(clock.getTime() + days * DAY);
};
const mailsTo = async (email: string) => listOutbox(t.database.db, { limit: 20, to: email });

beforeAll(async () => {
  clock = new Date('2026-11-01T08:00:00.000Z');
  t = await createTestApp({ demo: false, now: () => clock });
  ids.owner = await user('owner@example.com');
  ids.buyer = await user('buyer@example.com');
  ids.russian = await user('russian@example.com', { locale: 'ru' });
  ids.quiet = await user('quiet@example.com', {
    settings: { notifications: { price_changes: false } },
  });
  ids.villa = await listing('Pool villa in Rawai', 20_000_000);
  ids.condo = await listing('Condo in Kata', 5_000_000);
  ids.land = await listing('Land in Thalang', 300_000, 'USD');
  for (const userId of [ids.buyer, ids.russian, ids.quiet, ids.owner]) {
    await favourite(userId, ids.villa);
  }
  await favourite(ids.buyer, ids.condo);
  await favourite(ids.buyer, ids.land);
});

afterAll(() => t.close());

describe('the daily mail of price cuts of favourites', () => {
  it('mails each cut once, in the user’s language, not to the owner or a user who turned it off', async () => {
    later(1);
    await reprice(ids.villa, 18_000_000);
    // A rise is no news, and a change of currency compares nothing.
    await reprice(ids.condo, 5_500_000);
    await reprice(ids.land, 9_000_000, 'THB');
    later(1);
    const run = await runFavouritePriceDropAlerts(t.app);
    expect(run).toEqual({ mailed: 2, failed: 0 });

    const [mail, ...others] = await mailsTo('buyer@example.com');
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('A property you saved is cheaper');
    expect(mail?.body).toContain('Pool villa in Rawai: ฿20,000,000 → ฿18,000,000 (−10%)');
    expect(mail?.body).toContain(`/properties/${ids.villa}#price-history-title`);
    expect(mail?.body).not.toContain('Condo in Kata');
    expect(mail?.body).not.toContain('Land in Thalang');
    expect(mail?.body).toContain('/profile/edit#notifications');

    const [russian] = await mailsTo('russian@example.com');
    expect(russian?.subject).toBe('Сохранённый объект подешевел');
    expect(russian?.body.replace(/\s/g, ' ')).toContain(
      'Pool villa in Rawai: 20 000 000 ฿ → 18 000 000 ฿ (−10 %)',
    );
    expect(russian?.body).toContain(`/ru/properties/${ids.villa}`);
    expect(await mailsTo('quiet@example.com')).toEqual([]);
    expect(await mailsTo('owner@example.com')).toEqual([]);

    // The next day: nothing new, nothing mailed again.
    later(1);
    expect(await runFavouritePriceDropAlerts(t.app)).toEqual({ mailed: 0, failed: 0 });
    expect(await mailsTo('buyer@example.com')).toHaveLength(1);
  });

  it('gathers several cuts in one mail; a cut made before the favourite was saved is not news', async () => {
    const late = await user('late@example.com');
    later(1);
    await reprice(ids.condo, 5_000_000);
    await reprice(ids.villa, 17_100_000);
    later(1);
    await favourite(late, ids.villa);
    later(1);
    await runFavouritePriceDropAlerts(t.app);
    const [latest] = await mailsTo('buyer@example.com');
    expect(latest?.subject).toBe('2 properties you saved are cheaper');
    expect(latest?.body).toContain('Condo in Kata: ฿5,500,000 → ฿5,000,000 (−9%)');
    expect(latest?.body).toContain('Pool villa in Rawai: ฿18,000,000 → ฿17,100,000 (−5%)');
    expect(await mailsTo('late@example.com')).toEqual([]);
    expect(await mailsTo('russian@example.com')).toHaveLength(2);
  });

  it('says nothing of a listing taken off the site, or of a cut older than a week', async () => {
    later(1);
    await reprice(ids.condo, 4_000_000);
    await t.database.db
      .update(listings)
      .set({ status: 'archived' })
      .where(eq(listings.id, ids.condo));
    later(1);
    await reprice(ids.villa, 15_000_000);
    later(8);
    expect(await runFavouritePriceDropAlerts(t.app)).toEqual({ mailed: 0, failed: 0 });
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(favouritePriceMails);
    // The two first mails' cut, and the second round's three (two to the buyer, one to the
    // Russian reader): nothing since.
    expect(Number(count?.n)).toBe(5);
  });
});

describe('priceDropMail', () => {
  it('writes Thai and Chinese mails with the listing links in their language', () => {
    const drop = {
      changeId: 1,
      listingId: 7,
      title: null,
      oldPrice: 10_000_000,
      newPrice: 9_500_000,
      currency: 'THB',
    };
    const stop = 'https://wow.test/favourites/price-drops/stop?token=t';
    const thai = priceDropMail('https://wow.test', 'Somchai', [drop], 'th', stop);
    expect(thai.subject).toBe('อสังหาริมทรัพย์ที่คุณบันทึกไว้ลดราคา 1 รายการ');
    expect(thai.text).toContain('อสังหาริมทรัพย์ 7: ฿10,000,000 → ฿9,500,000 (−5%)');
    expect(thai.text).toContain('https://wow.test/th/properties/7#price-history-title');
    const chinese = priceDropMail(
      'https://wow.test',
      'Li',
      [drop, { ...drop, listingId: 8 }],
      'zh',
      stop,
    );
    expect(chinese.subject).toBe('您收藏的 2 套房源降价了');
    expect(chinese.text).toContain('https://wow.test/zh/profile/edit#notifications');
    expect(chinese.text).toContain(`一键退订此类邮件：${stop}`);
    expect(chinese.headers).toEqual({
      'List-Unsubscribe': `<${stop}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('the one-click stop of the price-drop mail', () => {
  const pressButton = (url: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

  it('asks on GET, turns "Price changes" off on POST, and no more cuts are mailed', async () => {
    const email = 'stopper@example.com';
    const stopper = await user(email, { locale: 'ru' });
    const townhouse = await listing('Townhouse in Chalong', 8_000_000);
    await favourite(stopper, townhouse);
    later(1);
    await reprice(townhouse, 7_500_000);
    await runFavouritePriceDropAlerts(t.app);
    const [mail] = await mailsTo(email);
    const header = mail?.headers?.['List-Unsubscribe'] ?? '';
    const link = /^<https?:\/\/[^/]+(\/[^>]+)>$/.exec(header)?.[1] ?? '';
    expect(header).toMatch(/^<https?:\/\/.+>$/);
    expect(link.startsWith(`${PRICE_DROP_STOP_PATH}?token=`)).toBe(true);
    expect(mail?.body).toContain(`Отписаться одним нажатием: `);

    const asked = await t.app.inject({ method: 'GET', url: link });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Отключить письма о снижении цен?');
    const [before] = await t.database.db.select().from(users).where(eq(users.id, stopper));
    expect(before?.settings.notifications?.price_changes).toBeUndefined();

    const done = await pressButton(link);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Письма о снижении цен отключены');
    expect(done.body).toContain('href="/ru/profile/edit#notifications"');
    const [after] = await t.database.db.select().from(users).where(eq(users.id, stopper));
    expect(after?.settings.notifications?.price_changes).toBe(false);

    later(1);
    await reprice(townhouse, 7_000_000);
    await runFavouritePriceDropAlerts(t.app);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses a forged or expired link with a 400 page and changes nothing', async () => {
    const forged = `${PRICE_DROP_STOP_PATH}?token=${ids.buyer}.9999999999.${'A'.repeat(43)}`;
    expect((await pressButton(forged)).statusCode).toBe(400);
    const [buyer] = await t.database.db.select().from(users).where(eq(users.id, ids.buyer));
    expect(buyer?.settings.notifications?.price_changes).toBeUndefined();
  });
});

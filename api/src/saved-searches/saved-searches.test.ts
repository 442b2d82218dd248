import { and, eq, sql } from 'drizzle-orm';
import {
  GUEST_ALERT_CONFIRM_DAYS,
  SAVED_SEARCHES_MAX,
  SAVED_SEARCH_MESSAGES,
  type ListingState,
  type SavedSearch,
} from '@phuket/shared/contract';
import { listingPhotos, listings, savedSearches, users } from '../db/schema';
import { qualified } from '../db/qualified';
import { listOutbox } from '../messaging/outbox';
import { seedDemoCatalog } from '../seed/catalog/catalog-seed';
import { call, guest, newUser, signIn, type Caller } from '../listings/test-helpers';
import { createTestApp, registerUser, type TestApp } from '../test/test-app';
import { runDailyAlerts, runInstantAlerts } from './alerts';
import { CONFIRM_PATH, deleteUnconfirmedGuestSearches } from './guest-alerts';
import { UNSUBSCRIBE_LINK_DAYS, UNSUBSCRIBE_PATH, unsubscribeToken } from './unsubscribe';

const BROKER = 'broker@example.com';
const MINUTE_MS = 60_000;

let t: TestApp;
let clock: Date;
let broker: Caller;
/** A published listing of the demo broker, with photos, that the searches below match. */
let target: {
  id: number;
  title: string;
  offerType: string;
  propertyType: string;
  locationId: number;
};
let targetQuery: string;

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
    .select({
      id: listings.id,
      title: listings.title,
      offerType: listings.offerType,
      propertyType: listings.propertyType,
      locationId: listings.locationId,
    })
    .from(listings)
    .where(
      and(
        eq(listings.userId, me?.id as number),
        eq(listings.status, 'published'),
        sql`${photos} >= 3`,
        sql`${listings.locationId} is not null`,
      ),
    )
    .orderBy(listings.id)
    .limit(1);
  if (!row) throw new Error('no published listing of the demo broker');
  target = {
    id: row.id,
    title: row.title ?? '',
    offerType: row.offerType ?? '',
    propertyType: row.propertyType ?? '',
    locationId: row.locationId ?? 0,
  };
  targetQuery = `offer_type=${target.offerType}&property_type=${encodeURIComponent(target.propertyType)}&location_id=${target.locationId}`;
});

afterAll(async () => {
  await t.close();
});

/** A fresh visitor, signed in, with their address (to read their mail). */
async function visitor(): Promise<{ caller: Caller; email: string }> {
  const { token, email } = await registerUser(t.app);
  return { caller: { authorization: `Bearer ${token}` }, email };
}

async function save(caller: Caller, body: Record<string, unknown>) {
  return call(t.app, caller, 'POST', '/saved-searches', body);
}

async function saveOk(caller: Caller, body: Record<string, unknown>): Promise<SavedSearch> {
  const res = await save(caller, body);
  if (res.statusCode !== 201) throw new Error(`save failed: ${res.statusCode} ${res.body}`);
  return res.json<SavedSearch>();
}

/** The alerts mailed to `email` (its welcome mail from registration left out). */
const mailsTo = async (email: string) =>
  (await listOutbox(t.database.db, { limit: 50, to: email })).filter(
    (mail) => !/confirms your new .+ account$/.test(mail.subject ?? ''),
  );

/** Takes the target out of the search and publishes it again, at a later clock. */
async function republishTarget(): Promise<void> {
  const [row] = await t.database.db
    .select({ version: listings.version })
    .from(listings)
    .where(eq(listings.id, target.id));
  const down = await call(t.app, broker, 'POST', `/listing/${target.id}/unpublish`, {
    version: row?.version,
  });
  expect(down.statusCode).toBe(200);
  clock = new Date(clock.getTime() + MINUTE_MS);
  const up = await call(t.app, broker, 'POST', `/listing/${target.id}/publish`, {
    version: down.json<ListingState>().version,
  });
  expect(up.statusCode).toBe(200);
  clock = new Date(clock.getTime() + MINUTE_MS);
}

function unsubscribeUrlIn(body: string): string {
  const match = new RegExp(`https?://[^\\s]+${UNSUBSCRIBE_PATH}\\?token=[^\\s]+`).exec(body);
  if (!match) throw new Error(`no unsubscribe link in:\n${body}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

async function searchExists(id: number): Promise<boolean> {
  const rows = await t.database.db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  return rows.length === 1;
}

describe("saved searches: the owner's list", () => {
  it('saves a search in the canonical form, lists, renames, switches frequency and deletes it', async () => {
    const { caller } = await visitor();
    const saved = await saveOk(caller, {
      name: '  Villas in Kata  ',
      query: '?bedrooms=4,3&property_type=Villa&offer_type=Sale&page=2&sort=price_asc',
      frequency: 'daily',
    });
    expect(saved).toEqual(
      expect.objectContaining({
        name: 'Villas in Kata',
        query: 'offer_type=Sale&property_type=Villa&bedrooms=3,4',
        frequency: 'daily',
        last_sent_at: null,
      }),
    );
    const list = await call(t.app, caller, 'GET', '/saved-searches');
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: SavedSearch[] }>().data.map((s) => s.id)).toEqual([saved.id]);

    const patched = await call(t.app, caller, 'PATCH', `/saved-searches/${saved.id}`, {
      frequency: 'instant',
      name: 'Kata villas',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<SavedSearch>()).toEqual(
      expect.objectContaining({ frequency: 'instant', name: 'Kata villas' }),
    );

    const deleted = await call(t.app, caller, 'DELETE', `/saved-searches/${saved.id}`);
    expect(deleted.statusCode).toBe(200);
    const after = await call(t.app, caller, 'GET', '/saved-searches');
    expect(after.json<{ data: SavedSearch[] }>().data).toEqual([]);
  });

  it('pins a price range to the currency the visitor wrote it in', async () => {
    const { caller } = await visitor();
    const saved = await saveOk(caller, {
      name: 'Budget',
      query: 'price_range=100000,300000',
      frequency: 'daily',
      currency: 'USD',
    });
    expect(saved.query).toBe('price_range=100000,300000&price_currency=USD');
  });

  it('answers a guest 401 and another user 404', async () => {
    const { caller } = await visitor();
    const other = await newUser(t.app);
    const saved = await saveOk(caller, { name: 'Mine', query: '', frequency: 'daily' });
    expect((await call(t.app, guest, 'GET', '/saved-searches')).statusCode).toBe(401);
    expect((await save(guest, { name: 'x', query: '', frequency: 'daily' })).statusCode).toBe(401);
    expect(
      (await call(t.app, other, 'PATCH', `/saved-searches/${saved.id}`, { frequency: 'instant' }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, other, 'DELETE', `/saved-searches/${saved.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(t.app, other, 'GET', '/saved-searches')).json<{ data: SavedSearch[] }>().data,
    ).toEqual([]);
    expect(await searchExists(saved.id)).toBe(true);
  });

  it('refuses unknown filters, bad values, an empty name and a bad frequency with field errors', async () => {
    const { caller } = await visitor();
    const unknown = await save(caller, {
      name: 'x',
      query: 'colour=blue&bedrooms=3',
      frequency: 'daily',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ errors: Record<string, string[]> }>().errors.query).toEqual([
      'The colour filter is not known.',
    ]);
    const badValue = await save(caller, {
      name: 'x',
      query: 'offer_type=Swap',
      frequency: 'daily',
    });
    expect(badValue.statusCode).toBe(422);
    expect(Object.keys(badValue.json<{ errors: object }>().errors)).toEqual(['query']);
    const noName = await save(caller, { name: '   ', query: '', frequency: 'daily' });
    expect(noName.statusCode).toBe(422);
    expect(noName.json<{ errors: Record<string, string[]> }>().errors.name).toEqual([
      SAVED_SEARCH_MESSAGES.nameRequired,
    ]);
    const badFrequency = await save(caller, { name: 'x', query: '', frequency: 'hourly' });
    expect(badFrequency.statusCode).toBe(422);
    const saved = await saveOk(caller, { name: 'x', query: '', frequency: 'daily' });
    const badPatch = await call(t.app, caller, 'PATCH', `/saved-searches/${saved.id}`, {
      name: '',
    });
    expect(badPatch.statusCode).toBe(422);
  });

  it(`refuses a search beyond ${SAVED_SEARCHES_MAX}`, async () => {
    const { caller } = await visitor();
    for (let i = 0; i < SAVED_SEARCHES_MAX; i++) {
      await saveOk(caller, {
        name: `Search ${i}`,
        query: `bedrooms=${(i % 7) + 1}`,
        frequency: 'daily',
      });
    }
    const res = await save(caller, { name: 'One too many', query: '', frequency: 'daily' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe(SAVED_SEARCH_MESSAGES.tooMany);
  });
});

describe('saved searches: alerts', () => {
  it('the daily job mails a search its new matches once, with the listing and a one-click unsubscribe', async () => {
    const { caller, email } = await visitor();
    const saved = await saveOk(caller, {
      name: 'Daily watch',
      query: targetQuery,
      frequency: 'daily',
    });
    // Nothing was published since the search was saved: no mail.
    clock = new Date(clock.getTime() + MINUTE_MS);
    await runDailyAlerts(t.app);
    expect(await mailsTo(email)).toHaveLength(0);

    await republishTarget();
    const run = await runDailyAlerts(t.app);
    expect(run.failed).toBe(0);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe('New property for "Daily watch"');
    expect(mail?.body).toContain(target.title);
    expect(mail?.body).toContain(`/properties/${target.id}`);
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        new RegExp(`^<https?://.+${UNSUBSCRIBE_PATH}\\?token=.+>$`),
      ) as unknown,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const listed = await call(t.app, caller, 'GET', '/saved-searches');
    expect(listed.json<{ data: SavedSearch[] }>().data[0]?.last_sent_at).not.toBeNull();

    // The next day: nothing new, nothing mailed again.
    clock = new Date(clock.getTime() + MINUTE_MS);
    await runDailyAlerts(t.app);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await searchExists(saved.id)).toBe(true);
  });

  it("publishing a listing queues a job that mails matching instant searches, not the owner's own", async () => {
    const { caller, email } = await visitor();
    await saveOk(caller, { name: 'Instant watch', query: targetQuery, frequency: 'instant' });
    const other = await visitor();
    await saveOk(other.caller, {
      name: 'Elsewhere',
      query: `${targetQuery}&bedrooms=1,2&area_filter=0,1`,
      frequency: 'instant',
    });
    await saveOk(broker, { name: 'My own', query: targetQuery, frequency: 'instant' });
    await republishTarget();

    // The job runs on the queue's workers: wait for its mail.
    let mails = await mailsTo(email);
    for (let i = 0; i < 100 && mails.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      mails = await mailsTo(email);
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('New property for "Instant watch"');
    expect(mails[0]?.body).toContain(`/properties/${target.id}`);
    expect(await mailsTo(other.email)).toHaveLength(0);
    expect(
      await mailsTo(BROKER).then((m) => m.filter((x) => x.subject?.includes('My own'))),
    ).toEqual([]);

    // Run again (a retry, a second process): the listing was mailed already.
    const again = await runInstantAlerts(t.app, target.id);
    expect(again).toEqual({ mailed: 0, failed: 0 });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('the unsubscribe link asks on GET, unsubscribes on POST, and refuses a bad or expired token', async () => {
    const { caller, email } = await visitor();
    const saved = await saveOk(caller, { name: 'To stop', query: targetQuery, frequency: 'daily' });
    await republishTarget();
    await runDailyAlerts(t.app);
    const [mail] = await mailsTo(email);
    const link = unsubscribeUrlIn(mail?.body ?? '');
    expect(mail?.headers?.['List-Unsubscribe']).toContain(link);

    const asked = await t.app.inject({ method: 'GET', url: link });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Stop these alerts?');
    expect(asked.body).toContain('To stop');
    expect(asked.body).toContain('<button type="submit">Unsubscribe</button>');
    expect(await searchExists(saved.id)).toBe(true);

    const token = new URL(`http://x${link}`).searchParams.get('token') ?? '';
    const done = await t.app.inject({
      method: 'POST',
      url: UNSUBSCRIBE_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    expect(await searchExists(saved.id)).toBe(false);

    // A mail client's one-click POST (token in the URL) after that: still fine.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);

    const tampered = await t.app.inject({
      method: 'GET',
      url: `${UNSUBSCRIBE_PATH}?token=${token.slice(0, -2)}xx`,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain('This link is not valid');
    const garbage = await t.app.inject({
      method: 'POST',
      url: `${UNSUBSCRIBE_PATH}?token=nonsense`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(garbage.statusCode).toBe(400);

    const old = unsubscribeToken(
      t.app.config.codeSecret,
      saved.id,
      new Date(clock.getTime() - (UNSUBSCRIBE_LINK_DAYS + 1) * 24 * 60 * MINUTE_MS),
    );
    const expired = await t.app.inject({ method: 'GET', url: `${UNSUBSCRIBE_PATH}?token=${old}` });
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('This link has expired');
  });

  it("the unsubscribe page speaks the owner's language: the account's, or the guest's", async () => {
    const { caller, email } = await visitor();
    await t.app.db.update(users).set({ locale: 'ru' }).where(eq(users.email, email));
    const saved = await saveOk(caller, { name: 'Вилла', query: '', frequency: 'daily' });
    const token = unsubscribeToken(t.app.config.codeSecret, saved.id, clock);
    const asked = await t.app.inject({ method: 'GET', url: `${UNSUBSCRIBE_PATH}?token=${token}` });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<html lang="ru">');
    expect(asked.body).toContain('Отключить эти уведомления?');
    expect(asked.body).toContain('по сохранённому поиску «Вилла»');
    expect(asked.body).toContain('<button type="submit">Отписаться</button>');
    expect(asked.body).toContain('href="/ru/profile/saved-searches"');
    expect(asked.body).not.toContain('Stop these alerts?');
    const done = await t.app.inject({
      method: 'POST',
      url: UNSUBSCRIBE_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(done.body).toContain('Вы отписались');
    expect(await searchExists(saved.id)).toBe(false);
    // Gone: nothing tells its language any more.
    const again = await t.app.inject({ method: 'GET', url: `${UNSUBSCRIBE_PATH}?token=${token}` });
    expect(again.body).toContain('<html lang="en">');
    expect(again.body).toContain('This saved search no longer exists');

    // A guest's search: the language they saved it in.
    const other = await visitor();
    const guestSearch = await saveOk(other.caller, {
      name: 'Condo',
      query: '',
      frequency: 'daily',
    });
    await t.app.db
      .update(savedSearches)
      .set({
        userId: null,
        guestEmail: 'thai-guest@example.com',
        guestLocale: 'th',
        confirmedAt: clock,
      })
      .where(eq(savedSearches.id, guestSearch.id));
    const guestToken = unsubscribeToken(t.app.config.codeSecret, guestSearch.id, clock);
    const thai = await t.app.inject({
      method: 'GET',
      url: `${UNSUBSCRIBE_PATH}?token=${guestToken}`,
    });
    expect(thai.body).toContain('<html lang="th">');
    expect(thai.body).toContain('หยุดรับการแจ้งเตือนนี้หรือไม่?');
    expect(thai.body).toContain('href="/th/profile/saved-searches"');
  });

  it('a one-click POST from a mail client unsubscribes at once', async () => {
    const { caller } = await visitor();
    const saved = await saveOk(caller, { name: 'One click', query: '', frequency: 'instant' });
    const token = unsubscribeToken(t.app.config.codeSecret, saved.id, clock);
    const res = await t.app.inject({
      method: 'POST',
      url: `${UNSUBSCRIBE_PATH}?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(await searchExists(saved.id)).toBe(false);
  });
});

describe('saved searches: a guest, by a confirmed email', () => {
  const guestSave = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/saved-searches/guest', payload: body, headers });
  const guestEmail = () => `guest-${Math.random().toString(36).slice(2, 10)}@example.com`;

  /** The confirmation goes after the answer (deliverMail): wait until `count` mails are in. */
  async function mailsWhenIn(email: string, count: number) {
    let mails = await mailsTo(email);
    for (let i = 0; i < 100 && mails.length < count; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      mails = await mailsTo(email);
    }
    return mails;
  }

  /** What the page's button sends: the form, urlencoded, to the link's address. */
  const pressButton = (url: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

  function confirmUrlIn(body: string): string {
    const match = new RegExp(`https?://[^\\s]+${CONFIRM_PATH}\\?token=[^\\s]+`).exec(body);
    if (!match) throw new Error(`no confirmation link in:\n${body}`);
    const url = new URL(match[0]);
    return `${url.pathname}${url.search}`;
  }

  it('mails a confirmation, mails nothing before it, and the alerts after it, each with a stop link', async () => {
    const email = guestEmail();
    const saved = await guestSave(
      { email: ` ${email} `, name: 'Kata by mail', query: targetQuery, frequency: 'daily' },
      { 'accept-language': 'ru' },
    );
    expect(saved.statusCode).toBe(202);
    expect(saved.json()).toEqual({ message: SAVED_SEARCH_MESSAGES.checkInbox });
    const [confirmation] = await mailsWhenIn(email, 1);
    // In the language of the page it was saved on.
    expect(confirmation?.subject).toBe('Подтвердите оповещения по поиску «Kata by mail»');
    const link = confirmUrlIn(confirmation?.body ?? '');

    // Unconfirmed: a new match mails nothing.
    await republishTarget();
    await runDailyAlerts(t.app);
    expect(await mailsTo(email)).toHaveLength(1);

    // GET asks (a mail scanner confirms nothing); POST confirms.
    const asked = await t.app.inject({ method: 'GET', url: link });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<html lang="ru">');
    expect(asked.body).toContain('Подтвердить');
    const [before] = await t.database.db
      .select({ confirmedAt: savedSearches.confirmedAt })
      .from(savedSearches)
      .where(sql`lower(${savedSearches.guestEmail}) = ${email}`);
    expect(before?.confirmedAt).toBeNull();
    const confirmed = await pressButton(link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Оповещения включены');
    expect(confirmed.body).toContain(`href="/ru/properties?`);

    // What was published before the confirmation is not news; what comes after is.
    clock = new Date(clock.getTime() + MINUTE_MS);
    await runDailyAlerts(t.app);
    expect(await mailsTo(email)).toHaveLength(1);
    await republishTarget();
    const run = await runDailyAlerts(t.app);
    expect(run.failed).toBe(0);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const alert = mails.find((mail) => mail.subject?.includes('новый объект'));
    expect(alert?.body).toMatch(/^Здравствуйте!/);
    expect(alert?.body).toContain(`/properties/${target.id}`);
    // A guest has no account to manage searches in: the mail's stop link is theirs.
    expect(alert?.body).not.toContain('/profile/saved-searches');
    const stop = unsubscribeUrlIn(alert?.body ?? '');
    expect((await pressButton(stop)).statusCode).toBe(200);
    expect(
      await t.database.db
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .where(sql`lower(${savedSearches.guestEmail}) = ${email}`),
    ).toEqual([]);
  });

  it('refuses a bad address, name or query with field errors, and stores nothing', async () => {
    const res = await guestSave({
      email: 'not-an-address',
      name: ' ',
      query: 'offer_type=Boat',
      frequency: 'daily',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name', 'query']);
    expect(res.json().errors.email).toEqual([SAVED_SEARCH_MESSAGES.email]);
    expect((await guestSave({ email: guestEmail(), name: 'x', query: '' })).statusCode).toBe(422);
  });

  it(`answers the same beyond ${SAVED_SEARCHES_MAX} searches at one address, and stores and mails nothing more`, async () => {
    const email = guestEmail();
    for (let i = 0; i < SAVED_SEARCHES_MAX; i++) {
      const res = await guestSave({ email, name: `S${i}`, query: targetQuery, frequency: 'daily' });
      expect(res.statusCode).toBe(202);
    }
    const extra = await guestSave({
      email: email.toUpperCase(),
      name: 'One too many',
      query: targetQuery,
      frequency: 'daily',
    });
    expect(extra.statusCode).toBe(202);
    expect(extra.json()).toEqual({ message: SAVED_SEARCH_MESSAGES.checkInbox });
    expect(await mailsWhenIn(email, SAVED_SEARCHES_MAX + 1)).toHaveLength(SAVED_SEARCHES_MAX);
  });

  it('a stale or forged link confirms nothing; unconfirmed searches go after the link expires', async () => {
    const email = guestEmail();
    await guestSave({ email, name: 'Forgotten', query: targetQuery, frequency: 'instant' });
    const link = confirmUrlIn((await mailsWhenIn(email, 1))[0]?.body ?? '');
    const forged = link.replace(/token=(\d+)\./, (_all, id: string) => `token=${Number(id) + 1}.`);
    expect((await pressButton(forged)).statusCode).toBe(400);

    clock = new Date(clock.getTime() + (GUEST_ALERT_CONFIRM_DAYS * 24 * 60 + 1) * MINUTE_MS);
    const expired = await pressButton(link);
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('This link has expired');
    expect(await deleteUnconfirmedGuestSearches(t.database.db, clock)).toBeGreaterThanOrEqual(1);
    const gone = await t.app.inject({ method: 'GET', url: link });
    expect(gone.statusCode).toBe(400);
  });

  it("never lets a guest's row without an address in, nor one with both an account and an address", async () => {
    await expect(
      t.database.db.insert(savedSearches).values({ name: 'x', query: '', frequency: 'daily' }),
    ).rejects.toThrow();
    const [me] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, BROKER));
    await expect(
      t.database.db.insert(savedSearches).values({
        userId: me?.id,
        guestEmail: 'both@example.com',
        name: 'x',
        query: '',
        frequency: 'daily',
      }),
    ).rejects.toThrow();
  });
});

import { eq } from 'drizzle-orm';
import {
  ENQUIRY_NOTE_MAX,
  ENQUIRY_NOTE_MESSAGES,
  ENQUIRY_NOTES_MAX,
  FOLLOW_UP_MESSAGE,
  type Enquiry,
  type EnquiryNote,
} from '@phuket/shared/contract';
import { signUp, type SignedInUser } from '../account/test-helpers';
import type { Db } from '../db/client';
import { enquiries, enquiryNotes, listings, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * The recipient's leads: the pipeline stage, the follow-up day, private notes, the reply
 * action's first-reply stamp and the average time to first reply. One broker receives every
 * enquiry here; another broker, the signed-in sender, a guest and an admin try the same routes.
 * The app's clock is this file's: 2026-12-01 10:00 in Phuket unless a test moves it.
 */

let t: TestApp;
let db: Db;
let clock = new Date('2026-12-01T03:00:00Z');
let broker: SignedInUser & { id: number };
let otherBroker: SignedInUser & { id: number };
let buyer: SignedInUser & { id: number };
let admin: SignedInUser;
let listingId = 0;

type Who = SignedInUser | null;

async function account(role: 'broker' | 'buyer', name: string) {
  const user = await signUp(t.app, { role, name });
  const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: user.auth });
  return { ...user, id: res.json<{ user: { id: number } }>().user.id };
}

const headers = (who: Who): Record<string, string> => (who ? who.auth : {});

/** Sends an enquiry about the broker's listing; answers its id as the broker's list has it. */
async function enquire(
  options: { as?: Who; locale?: string; message?: string; contact?: string } = {},
): Promise<number> {
  const message = options.message ?? `Is it free in May? ${Math.random().toString(16).slice(2)}`;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${listingId}/property/enquiry`,
    payload: {
      name: 'Visitor Vera',
      email: 'vera@example.com',
      phone: '+66 81 234 5678',
      message,
      preferred_contact: options.contact ?? 'whatsapp',
    },
    headers: {
      ...headers(options.as ?? null),
      ...(options.locale ? { 'accept-language': options.locale } : {}),
    },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(eq(enquiries.message, message));
  return row!.id;
}

const list = (who: Who, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/my/enquiries${query}`, headers: headers(who) });
const listIds = async (query: string) =>
  (await list(broker, query)).json<{ data: Enquiry[] }>().data.map((e) => e.id);
const patch = (who: Who, id: number, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/my/enquiries/${id}`,
    payload: payload as object,
    headers: headers(who),
  });
const replied = (who: Who, id: number, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/my/enquiries/${id}/replied`,
    ...(payload ? { payload } : {}),
    headers: headers(who),
  });
const notes = (who: Who, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/my/enquiries/${id}/notes`, headers: headers(who) });
const addNote = (who: Who, id: number, text: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/my/enquiries/${id}/notes`,
    payload: { text },
    headers: headers(who),
  });
const replyTime = (who: Who) =>
  t.app.inject({ method: 'GET', url: '/api/my/enquiries/reply-time', headers: headers(who) });

async function stored(id: number) {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id));
  return row!;
}

beforeAll(async () => {
  t = await createTestApp({
    demo: false,
    env: { RATE_LIMIT_DISABLED: 'true' },
    now: () => clock,
  });
  db = t.database.db;
  broker = await account('broker', 'Broker Bella');
  otherBroker = await account('broker', 'Other Oscar');
  buyer = await account('buyer', 'Buyer Bo');
  admin = await signUp(t.app, { role: 'broker' });
  await db.update(users).set({ role: 'admin' }).where(eq(users.email, admin.email));
  const [listing] = await db
    .insert(listings)
    .values({ userId: broker.id, title: 'Sea view villa in Kata', status: 'published' })
    .returning({ id: listings.id });
  listingId = listing!.id;
});
afterAll(() => t.close());

beforeEach(async () => {
  clock = new Date('2026-12-01T03:00:00Z');
  // Each test reads the broker's inbox from empty.
  await db.delete(enquiries).where(eq(enquiries.recipientUserId, broker.id));
});

describe('an enquiry in the inbox', () => {
  it('keeps the language of the page it was sent from, and starts new with nothing set', async () => {
    const russian = await enquire({ locale: 'ru-RU,ru;q=0.9' });
    const plain = await enquire();
    const page = (await list(broker)).json<{ data: Enquiry[] }>();
    const byId = new Map(page.data.map((e) => [e.id, e]));
    expect(byId.get(russian)).toMatchObject({
      locale: 'ru',
      status: 'new',
      first_replied_at: null,
      follow_up_on: null,
      notes_count: 0,
      created_at: '2026-12-01T03:00:00.000Z',
    });
    expect(byId.get(plain)?.locale).toBe('en');
  });
});

describe('PATCH /my/enquiries/{id}', () => {
  it('sets the stage and the follow-up day, clears the day, and refuses bad input', async () => {
    const id = await enquire();
    const res = await patch(broker, id, { status: 'viewing_booked', follow_up_on: '2026-12-05' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ enquiry: Enquiry }>().enquiry).toMatchObject({
      id,
      status: 'viewing_booked',
      follow_up_on: '2026-12-05',
    });
    const cleared = await patch(broker, id, { follow_up_on: null });
    expect(cleared.json<{ enquiry: Enquiry }>().enquiry).toMatchObject({
      status: 'viewing_booked',
      follow_up_on: null,
    });

    const refused = [
      { status: 'replied' },
      { status: 'closed' },
      { status: '' },
      { follow_up_on: '2026-02-30' },
      { follow_up_on: 'tomorrow' },
      { follow_up_on: '2026-12-05T10:00:00Z' },
      { follow_up_on: 20261205 },
      {},
      { status: 'offer', notes: 'stray field' },
    ];
    for (const payload of refused) {
      const bad = await patch(broker, id, payload);
      expect({ payload, status: bad.statusCode }).toEqual({ payload, status: 422 });
    }
    const badDay = await patch(broker, id, { follow_up_on: '2026-02-30' });
    expect(Object.keys(badDay.json<{ errors: object }>().errors)).toEqual(['follow_up_on']);
    // A typo's year is a field error in words people read.
    const far = await patch(broker, id, { follow_up_on: '3026-12-05' });
    expect(far.statusCode).toBe(422);
    expect(far.json()).toMatchObject({ errors: { follow_up_on: [FOLLOW_UP_MESSAGE] } });
    expect((await patch(broker, id, { follow_up_on: '1926-12-05' })).statusCode).toBe(422);

    const row = await stored(id);
    expect(row).toMatchObject({ status: 'viewing_booked', followUpOn: null });
  });

  it('is the recipient’s alone: 404 to another broker and an unknown id, 403 to the sender and an admin, 401 to a guest', async () => {
    const id = await enquire({ as: buyer });
    expect((await patch(otherBroker, id, { status: 'offer' })).statusCode).toBe(404);
    expect((await patch(broker, 2_000_000, { status: 'offer' })).statusCode).toBe(404);
    expect((await patch(broker, 0, { status: 'offer' })).statusCode).toBe(422);
    // The sender is a buyer: the inbox's routes are closed to the role before any row is read.
    expect((await patch(buyer, id, { status: 'offer' })).statusCode).toBe(403);
    expect((await patch(admin, id, { status: 'offer' })).statusCode).toBe(403);
    expect((await patch(null, id, { status: 'offer' })).statusCode).toBe(401);
    expect(await stored(id)).toMatchObject({ status: 'new', followUpOn: null });
  });

  it('stamps the first reply when a new enquiry moves to a stage that means it was answered', async () => {
    const answered = await enquire();
    const spam = await enquire();
    clock = new Date('2026-12-01T05:30:00Z');
    await patch(broker, answered, { status: 'viewing_booked' });
    await patch(broker, spam, { status: 'closed_lost' });
    expect((await stored(answered)).firstRepliedAt?.toISOString()).toBe('2026-12-01T05:30:00.000Z');
    // Closing without an answer is not a reply.
    expect((await stored(spam)).firstRepliedAt).toBeNull();
    // A later stage keeps the first time.
    clock = new Date('2026-12-02T05:30:00Z');
    await patch(broker, answered, { status: 'offer' });
    expect((await stored(answered)).firstRepliedAt?.toISOString()).toBe('2026-12-01T05:30:00.000Z');
  });

  it('keeps POST /my/enquiries/{id}/status working for older pages, with the new stages', async () => {
    const id = await enquire();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/my/enquiries/${id}/status`,
      payload: { status: 'contacted' },
      headers: broker.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ enquiry: Enquiry }>().enquiry.status).toBe('contacted');
  });
});

describe('POST /my/enquiries/{id}/replied (the reply action)', () => {
  it('stamps the first reply once and moves a new enquiry to contacted', async () => {
    const id = await enquire();
    clock = new Date('2026-12-01T04:15:00Z');
    const res = await replied(broker, id);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ enquiry: Enquiry }>().enquiry).toMatchObject({
      status: 'contacted',
      first_replied_at: '2026-12-01T04:15:00.000Z',
    });
    // A second reply (another channel, a day later) keeps the first time and the stage.
    await patch(broker, id, { status: 'offer' });
    clock = new Date('2026-12-02T04:15:00Z');
    // The browser's client sends an empty JSON object.
    const again = await replied(broker, id, {});
    expect(again.statusCode).toBe(200);
    expect(again.json<{ enquiry: Enquiry }>().enquiry).toMatchObject({
      status: 'offer',
      first_replied_at: '2026-12-01T04:15:00.000Z',
    });
  });

  it('refuses a body, a stranger, the sender, an admin and a guest', async () => {
    const id = await enquire({ as: buyer });
    expect((await replied(broker, id, { channel: 'whatsapp' })).statusCode).toBe(422);
    expect((await replied(otherBroker, id)).statusCode).toBe(404);
    expect((await replied(broker, 2_000_000)).statusCode).toBe(404);
    expect((await replied(buyer, id)).statusCode).toBe(403);
    expect((await replied(admin, id)).statusCode).toBe(403);
    expect((await replied(null, id)).statusCode).toBe(401);
    expect(await stored(id)).toMatchObject({ status: 'new', firstRepliedAt: null });
  });
});

describe('notes', () => {
  it('adds notes with their author and time, lists them oldest first and counts them', async () => {
    const id = await enquire();
    const first = await addNote(broker, id, '  Called, no answer; try after 5 pm.  ');
    expect(first.statusCode).toBe(201);
    expect(first.json<{ note: EnquiryNote }>().note).toEqual({
      id: expect.any(Number),
      text: 'Called, no answer; try after 5 pm.',
      author: { id: broker.id, name: 'Broker Bella' },
      created_at: '2026-12-01T03:00:00.000Z',
    });
    clock = new Date('2026-12-01T11:00:00Z');
    const multiLine = 'Viewing Saturday 10:00.\nBudget 25–30 M ฿, wants a pool.';
    expect((await addNote(broker, id, multiLine)).statusCode).toBe(201);
    const res = await notes(broker, id);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: EnquiryNote[] }>().data.map((n) => n.text)).toEqual([
      'Called, no answer; try after 5 pm.',
      multiLine,
    ]);
    const [listed] = (await list(broker)).json<{ data: Enquiry[] }>().data;
    expect(listed).toMatchObject({ id, notes_count: 2 });
    expect((await addNote(broker, id, 'x'.repeat(ENQUIRY_NOTE_MAX))).statusCode).toBe(201);
  });

  it('refuses an empty, too long or control-character note, and a full list', async () => {
    const id = await enquire();
    const cases: [unknown, string | null][] = [
      ['   ', ENQUIRY_NOTE_MESSAGES.empty],
      ['x'.repeat(ENQUIRY_NOTE_MAX + 1), ENQUIRY_NOTE_MESSAGES.long],
      // The API's plain-text rule answers it before the note's own.
      ['bell\u0007', null],
      ['x'.repeat(ENQUIRY_NOTE_MAX + 101), null],
      [42, null],
      [null, null],
    ];
    for (const [text, message] of cases) {
      const res = await addNote(broker, id, text);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['text']);
      if (message) expect(res.json()).toMatchObject({ errors: { text: [message] } });
    }
    await db.insert(enquiryNotes).values(
      Array.from({ length: ENQUIRY_NOTES_MAX }, (_, i) => ({
        enquiryId: id,
        authorUserId: broker.id,
        text: `Note ${i}`,
      })),
    );
    const full = await addNote(broker, id, 'One more');
    expect(full.statusCode).toBe(422);
    expect(full.json()).toMatchObject({ errors: { text: [ENQUIRY_NOTE_MESSAGES.tooMany] } });
  });

  it('are the recipient’s alone, and never reach the sender', async () => {
    const id = await enquire({ as: buyer, message: 'Does the villa have a pool, please?' });
    expect((await addNote(broker, id, 'Private: client seems price sensitive.')).statusCode).toBe(
      201,
    );
    await patch(broker, id, { status: 'offer', follow_up_on: '2026-12-03' });

    for (const [who, status] of [
      [otherBroker, 404],
      [buyer, 403],
      [admin, 403],
      [null, 401],
    ] as const) {
      expect((await notes(who, id)).statusCode).toBe(status);
      expect((await addNote(who, id, 'Sneaky note')).statusCode).toBe(status);
    }
    expect((await notes(broker, 2_000_000)).statusCode).toBe(404);
    expect((await addNote(broker, 2_000_000, 'Nowhere')).statusCode).toBe(404);
    const kept = await db.select().from(enquiryNotes).where(eq(enquiryNotes.enquiryId, id));
    expect(kept.map((n) => n.text)).toEqual(['Private: client seems price sensitive.']);

    // The sender's list says answered, not the stage, the day or the notes.
    const sent = await t.app.inject({
      method: 'GET',
      url: '/api/my/sent-enquiries',
      headers: buyer.auth,
    });
    const [mine] = sent.json<{ data: Record<string, unknown>[] }>().data;
    expect(mine).toMatchObject({ id, status: 'replied' });
    expect(Object.keys(mine!).sort()).toEqual(
      ['created_at', 'id', 'message', 'preferred_contact', 'status', 'target'].sort(),
    );
    expect(JSON.stringify(sent.json())).not.toContain('price sensitive');
    await patch(broker, id, { status: 'closed_won' });
    const closed = await t.app.inject({
      method: 'GET',
      url: '/api/my/sent-enquiries',
      headers: buyer.auth,
    });
    expect(closed.json<{ data: { status: string }[] }>().data[0]?.status).toBe('closed');
  });
});

describe('the inbox filters and sorts', () => {
  it('by follow-up due (Phuket’s today or earlier, not closed), stage and order, with paging', async () => {
    const overdue = await enquire();
    clock = new Date('2026-12-01T04:00:00Z');
    const today = await enquire();
    clock = new Date('2026-12-01T05:00:00Z');
    const later = await enquire();
    clock = new Date('2026-12-01T06:00:00Z');
    const closed = await enquire();
    clock = new Date('2026-12-01T07:00:00Z');
    const none = await enquire();
    await patch(broker, overdue, { follow_up_on: '2026-11-28' });
    await patch(broker, today, { follow_up_on: '2026-12-02', status: 'contacted' });
    await patch(broker, later, { follow_up_on: '2026-12-09' });
    await patch(broker, closed, { follow_up_on: '2026-11-20', status: 'closed_won' });

    // 20:00 UTC on 1 December is 03:00 on 2 December in Phuket: the 2nd is due.
    clock = new Date('2026-12-01T20:00:00Z');
    expect(await listIds('?filter[follow_up]=due')).toEqual([today, overdue]);
    expect(await listIds('?filter[follow_up]=due&sort=follow_up')).toEqual([overdue, today]);
    expect(await listIds('?filter[follow_up]=due&filter[status]=contacted')).toEqual([today]);
    clock = new Date('2026-12-01T12:00:00Z');
    expect(await listIds('?filter[follow_up]=due')).toEqual([overdue]);

    expect(await listIds('')).toEqual([none, closed, later, today, overdue]);
    expect(await listIds('?sort=oldest')).toEqual([overdue, today, later, closed, none]);
    expect(await listIds('?sort=follow_up')).toEqual([closed, overdue, today, later, none]);
    expect(await listIds('?sort=follow_up&filter[status]=new')).toEqual([overdue, later, none]);

    const second = (await list(broker, '?sort=oldest&per_page=2&page=2')).json<{
      data: Enquiry[];
      meta: object;
    }>();
    expect(second.data.map((e) => e.id)).toEqual([later, closed]);
    expect(second.meta).toEqual({ current_page: 2, per_page: 2, total: 5, last_page: 3 });

    for (const query of ['?sort=priority', '?filter[follow_up]=overdue', '?filter[status]=won']) {
      expect((await list(broker, query)).statusCode).toBe(422);
    }
  });
});

describe('GET /my/enquiries/reply-time', () => {
  it('averages the time to first reply over the last 90 days and counts those waiting', async () => {
    const empty = await replyTime(broker);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ days: 90, average_seconds: null, replied: 0, waiting: 0 });

    // Answered in 1 h and in 3 h 30 min: 2 h 15 min on average.
    const quick = await enquire();
    const slow = await enquire();
    clock = new Date('2026-12-01T04:00:00Z');
    await replied(broker, quick);
    clock = new Date('2026-12-01T06:30:00Z');
    await patch(broker, slow, { status: 'contacted' });
    // Two still wait; a lost one closed unanswered waits no more.
    await enquire();
    await enquire();
    const lost = await enquire();
    await patch(broker, lost, { status: 'closed_lost' });
    // Answered 2 days after arriving, 100 days ago: out of the window.
    clock = new Date('2026-08-23T03:00:00Z');
    const old = await enquire();
    clock = new Date('2026-08-25T03:00:00Z');
    await replied(broker, old);
    clock = new Date('2026-12-01T07:00:00Z');
    // Another broker's enquiry answered in a minute counts for them only.
    const [oscarListing] = await db
      .insert(listings)
      .values({ userId: otherBroker.id, title: 'Oscar condo', status: 'published' })
      .returning({ id: listings.id });
    const oscarRes = await t.app.inject({
      method: 'POST',
      url: `/api/${oscarListing!.id}/property/enquiry`,
      payload: {
        name: 'Visitor',
        email: 'v@example.com',
        message: 'A question for Oscar about the condo.',
        preferred_contact: 'email',
      },
    });
    expect(oscarRes.statusCode).toBe(201);

    const res = await replyTime(broker);
    expect(res.json()).toEqual({ days: 90, average_seconds: 8100, replied: 2, waiting: 2 });
    expect((await replyTime(otherBroker)).json()).toMatchObject({ replied: 0, waiting: 1 });
    expect((await replyTime(buyer)).statusCode).toBe(403);
    expect((await replyTime(admin)).statusCode).toBe(403);
    expect((await replyTime(null)).statusCode).toBe(401);
  });
});

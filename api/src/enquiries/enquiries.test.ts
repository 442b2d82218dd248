import { eq } from 'drizzle-orm';
import { ENQUIRY_MESSAGES, ENQUIRY_SENT, ENQUIRY_SENT_WITH_COPY } from '@phuket/shared/contract';
import { latestMessage, signUp, type SignedInUser } from '../account/test-helpers';
import type { Db } from '../db/client';
import { developers, enquiries, listings, projects, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Enquiries on known rows: a broker with a published and a draft listing, a
 * developer account linked to a developer with a project, a developer without an account.
 * Rate limits are off here except in the last block, which builds its own app.
 */

let t: TestApp;
let db: Db;
let broker: SignedInUser & { id: number };
let developerUser: SignedInUser & { id: number };
let otherBroker: SignedInUser & { id: number };
/** A signed-in sender whose email is confirmed: the one kind of sender who gets a copy. */
let sender: SignedInUser & { id: number };
const ids = { listing: 0, draft: 0, developer: 0, orphanDeveloper: 0, project: 0 };

async function userId(app: TestApp['app'], user: SignedInUser): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/user', headers: user.auth });
  return (res.json() as { user: { id: number } }).user.id;
}

async function account(
  role: 'broker' | 'developer' | 'buyer',
  name: string,
  options: { confirmed?: boolean } = {},
) {
  const user = await signUp(t.app, { role, name }, options);
  return { ...user, id: await userId(t.app, user) };
}

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Visitor Vera',
  email: `vera-${Math.random().toString(16).slice(2)}@example.com`,
  phone: '+66 81 234 5678',
  message: 'Hello, I am interested in this place. Please contact me.',
  preferred_contact: 'phone',
  ...overrides,
});

const send = (path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${path}`, payload, headers });

/** A valid enquiry typed by the confirmed sender, with their own address. */
const fromSender = (overrides: Record<string, unknown> = {}) =>
  valid({ name: 'Sender Sam', email: sender.email, ...overrides });

beforeAll(async () => {
  t = await createTestApp({
    demo: false,
    env: { RATE_LIMIT_DISABLED: 'true', COMPANY_EMAIL: 'office@wow.example' },
  });
  db = t.database.db;
  broker = await account('broker', 'Broker Bella');
  developerUser = await account('developer', 'Developer Dan');
  otherBroker = await account('broker', 'Other Oscar');
  sender = await account('broker', 'Sender Sam');
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, sender.id));
  const [listing, draft] = await db
    .insert(listings)
    .values([
      { userId: broker.id, title: 'Sea view villa in Kata', status: 'published' },
      { userId: broker.id, title: 'Unfinished draft', status: 'draft' },
    ])
    .returning({ id: listings.id });
  ids.listing = listing!.id;
  ids.draft = draft!.id;
  const [developer, orphan] = await db
    .insert(developers)
    .values([
      { title: 'Andaman Builders', ownerId: developerUser.id },
      { title: 'Nobody Homes', ownerId: null },
    ])
    .returning({ id: developers.id });
  ids.developer = developer!.id;
  ids.orphanDeveloper = orphan!.id;
  const [project] = await db
    .insert(projects)
    .values({ title: 'Lagoon Residence', developerId: ids.developer })
    .returning({ id: projects.id });
  ids.project = project!.id;
});
afterAll(() => t.close());

describe('the page answers carry the path the form posts to', () => {
  it('property, project, developer and agent', async () => {
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url: `/api${url}` })).json() as {
        enquiry_path: string;
      };
    expect((await get(`/${ids.listing}/property`)).enquiry_path).toBe(
      `/${ids.listing}/property/enquiry`,
    );
    expect((await get(`/projects/${ids.project}`)).enquiry_path).toBe(
      `/projects/${ids.project}/enquiry`,
    );
    expect((await get(`/developers/${ids.developer}`)).enquiry_path).toBe(
      `/developers/${ids.developer}/enquiry`,
    );
    expect((await get(`/agents/${broker.id}`)).enquiry_path).toBe(`/agents/${broker.id}/enquiry`);
  });

  it('does not print an email the agent keeps private', async () => {
    const agent = await t.app.inject({ method: 'GET', url: `/api/agents/${broker.id}` });
    expect(agent.json()).toMatchObject({ email: null, phone: null });
    expect(agent.body).not.toContain(broker.email);
    const property = await t.app.inject({ method: 'GET', url: `/api/${ids.listing}/property` });
    expect(property.body).not.toContain(broker.email);
  });
});

describe('POST an enquiry', () => {
  it.each([
    ['listing', () => `/${ids.listing}/property/enquiry`, () => broker, 'Sea view villa in Kata'],
    ['project', () => `/projects/${ids.project}/enquiry`, () => developerUser, 'Lagoon Residence'],
    [
      'developer',
      () => `/developers/${ids.developer}/enquiry`,
      () => developerUser,
      'Andaman Builders',
    ],
    ['agent', () => `/agents/${broker.id}/enquiry`, () => broker, 'Broker Bella'],
  ] as const)(
    'about a %s: stored for its recipient, who is mailed; a guest gets no copy',
    async (kind, path, recipient, title) => {
      const body = valid({ message: `A question about the ${kind}, please call me.` });
      const res = await send(path(), body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: ENQUIRY_SENT });

      const [row] = await db
        .select()
        .from(enquiries)
        .where(eq(enquiries.email, body.email as string));
      expect(row).toMatchObject({
        targetKind: kind,
        targetTitle: title,
        recipientUserId: recipient().id,
        phone: '+66812345678',
        status: 'new',
        preferredContact: 'phone',
      });
      expect(row?.ipHash).toMatch(/^[0-9a-f]{64}$/);

      const toRecipient = await latestMessage(t, recipient().email);
      expect(toRecipient?.subject).toBe(`New enquiry about ${title} from Visitor Vera`);
      expect(toRecipient?.body).toContain(body.message as string);
      expect(toRecipient?.body).toContain(body.email as string);
      expect(toRecipient?.body).toContain('/profile/enquiries');
      // Stored as E.164, mailed as the site shows phones (libphonenumber-js international).
      expect(toRecipient?.body).toContain('Phone: +66 81 234 5678');
      // A typed address gets nothing: the form mails no one a message in someone else's words.
      expect(await latestMessage(t, body.email as string)).toBeUndefined();
    },
  );

  it('a mail the mail server refuses is sent again from the job queue; the others go at once', async () => {
    const sendEmail = t.app.messenger.sendEmail.bind(t.app.messenger);
    const refusedOnce = new Set<string>();
    // The mail server's side of SMTP, refusing the first mail to the broker (a 421 would).
    const spy = jest.spyOn(t.app.messenger, 'sendEmail').mockImplementation(async (to, ...rest) => {
      if (to === broker.email && !refusedOnce.has(to)) {
        refusedOnce.add(to);
        throw new Error('421 4.7.0 Try again later');
      }
      return sendEmail(to, ...rest);
    });
    try {
      const body = fromSender({ message: 'Is the villa still free in March? Please call me.' });
      const res = await send(`/${ids.listing}/property/enquiry`, body, sender.auth);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: ENQUIRY_SENT_WITH_COPY });
      // The sender's copy does not wait for the refused one.
      expect((await latestMessage(t, sender.email))?.subject).toBe(
        'Your enquiry about Sea view villa in Kata',
      );
      expect(refusedOnce.has(broker.email)).toBe(true);
      // The queue polls every 2 s; a loaded machine may take several polls.
      const deadline = Date.now() + 30_000;
      let toBroker = await latestMessage(t, broker.email);
      while (!toBroker?.body.includes(body.message as string) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        toBroker = await latestMessage(t, broker.email);
      }
      expect(toBroker?.subject).toBe('New enquiry about Sea view villa in Kata from Sender Sam');
      expect(toBroker?.body).toContain(body.message as string);
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps an enquiry to a developer without an account, mailing only the sender', async () => {
    const body = fromSender({ message: 'Do you still build in Rawai? Please write to me.' });
    const res = await send(`/developers/${ids.orphanDeveloper}/enquiry`, body, sender.auth);
    expect(res.statusCode).toBe(201);
    const [row] = await db
      .select()
      .from(enquiries)
      .where(eq(enquiries.message, body.message as string));
    expect(row?.recipientUserId).toBeNull();
    expect((await latestMessage(t, sender.email))?.subject).toBe('Your enquiry about Nobody Homes');
  });

  describe('the copy to the sender', () => {
    const path = () => `/${ids.listing}/property/enquiry`;

    it('goes to a signed-in sender who typed their own confirmed address, however cased', async () => {
      const body = fromSender({
        email: sender.email.toUpperCase(),
        message: 'Copy to me, please: is it furnished?',
      });
      const res = await send(path(), body, sender.auth);
      expect(res.json()).toEqual({ message: ENQUIRY_SENT_WITH_COPY });
      const copy = await latestMessage(t, sender.email);
      expect(copy?.subject).toBe('Your enquiry about Sea view villa in Kata');
      expect(copy?.body).toContain('Copy to me, please: is it furnished?');
    });

    it('never goes to another address a signed-in sender typed; the enquiry still goes', async () => {
      const body = valid({ message: 'Someone else should read this. Call me.' });
      const res = await send(path(), body, sender.auth);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: ENQUIRY_SENT });
      expect(await latestMessage(t, body.email as string)).toBeUndefined();
      expect((await latestMessage(t, broker.email))?.body).toContain(
        'Someone else should read this. Call me.',
      );
    });

    it('waits for the account to confirm its address', async () => {
      const unconfirmed = await account('broker', 'Unconfirmed Una', { confirmed: false });
      const body = valid({ email: unconfirmed.email, message: 'Am I confirmed? Call me.' });
      const res = await send(path(), body, unconfirmed.auth);
      expect(res.json()).toEqual({ message: ENQUIRY_SENT });
      const mails = await latestMessage(t, unconfirmed.email);
      expect(mails?.subject ?? '').not.toMatch(/^Your enquiry about/);
    });

    it('treats a stale token as a guest: the enquiry goes, no copy', async () => {
      const body = fromSender({ message: 'Signed out elsewhere, still asking. Call me.' });
      const before = await latestMessage(t, sender.email);
      const res = await send(path(), body, { authorization: `Bearer ${'f'.repeat(64)}` });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: ENQUIRY_SENT });
      expect(await latestMessage(t, sender.email)).toEqual(before);
    });
  });

  it('is open to signed-in visitors too, and takes no phone when email is preferred', async () => {
    const body = valid({ phone: null, preferred_contact: 'email' });
    const res = await send(`/${ids.listing}/property/enquiry`, body, otherBroker.auth);
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['name', { name: '   ' }, ENQUIRY_MESSAGES.name],
    ['email', { email: 'not-an-email' }, ENQUIRY_MESSAGES.email],
    ['email', { email: 'a b@example.com' }, ENQUIRY_MESSAGES.email],
    ['phone', { phone: '+66 12' }, ENQUIRY_MESSAGES.phone],
    ['phone', { phone: '081 234 5678' }, ENQUIRY_MESSAGES.phone],
    ['phone', { phone: '', preferred_contact: 'chat' }, ENQUIRY_MESSAGES.phoneNeeded],
    ['message', { message: 'Too short' }, ENQUIRY_MESSAGES.messageShort],
    ['message', { message: `  ${'x'.repeat(8)}  ` }, ENQUIRY_MESSAGES.messageShort],
    ['message', { message: 'y'.repeat(2001) }, ENQUIRY_MESSAGES.messageLong],
  ])('answers 422 on %s: %j', async (field, overrides, message) => {
    const body = valid(overrides);
    const res = await send(`/${ids.listing}/property/enquiry`, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    const stored = await db
      .select()
      .from(enquiries)
      .where(eq(enquiries.email, body.email as string));
    expect(stored).toHaveLength(0);
  });

  it.each([
    ['a control character in the message', { message: 'Hello there\u0000, call me please' }],
    ['an unknown preferred contact', { preferred_contact: 'pigeon' }],
    ['a missing email', { email: undefined }],
    ['an unknown field', { role: 'admin' }],
    ['a number for a name', { name: 42 }],
  ])('answers 422 with field errors on %s', async (_label, overrides) => {
    const res = await send(`/${ids.listing}/property/enquiry`, valid(overrides));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(expect.any(String));
    expect(Object.keys(res.json().errors ?? {}).length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown or unpublished target', async () => {
    for (const path of [
      `/${ids.draft}/property/enquiry`,
      '/999999/property/enquiry',
      '/projects/999999/enquiry',
      '/developers/999999/enquiry',
      `/agents/${otherBroker.id}/enquiry`,
    ]) {
      const res = await send(path, valid());
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/not found/);
    }
  });

  it('answers a filled honeypot as a real enquiry, and stores and sends nothing', async () => {
    const body = valid({ website: 'http://spam.example' });
    const res = await send(`/${ids.listing}/property/enquiry`, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: ENQUIRY_SENT });
    const stored = await db
      .select()
      .from(enquiries)
      .where(eq(enquiries.email, body.email as string));
    expect(stored).toHaveLength(0);
    expect(await latestMessage(t, body.email as string)).toBeUndefined();
  });
});

describe('WhatsApp and LINE, told apart', () => {
  let lina: SignedInUser & { id: number };
  let path: string;
  beforeAll(async () => {
    lina = await account('broker', 'Broker Lina');
    const [listing] = await db
      .insert(listings)
      .values({ userId: lina.id, title: 'Lagoon pool villa', status: 'published' })
      .returning({ id: listings.id });
    path = `/${listing!.id}/property/enquiry`;
  });
  const inbox = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/my/enquiries', headers: lina.auth });
    return (
      res.json() as { data: { email: string; preferred_contact: string; line_id: string | null }[] }
    ).data;
  };

  it.each([
    ['whatsapp', {}, null],
    ['line', { line_id: ' @Som.Chai_88 ', phone: null }, 'som.chai_88'],
    ['phone', { line_id: 'not.kept' }, null],
    ['email', { phone: null }, null],
    // A page loaded before WhatsApp and LINE were told apart still sends this.
    ['chat', {}, null],
  ] as const)('stores %s and reads it back to the broker', async (contact, overrides, lineId) => {
    const body = valid({ preferred_contact: contact, ...overrides });
    const res = await send(path, body);
    expect(res.statusCode).toBe(201);
    const [row] = await db
      .select()
      .from(enquiries)
      .where(eq(enquiries.email, body.email as string));
    expect(row).toMatchObject({ preferredContact: contact, lineId });
    const mine = (await inbox()).find((e) => e.email === body.email);
    expect(mine).toMatchObject({ preferred_contact: contact, line_id: lineId });
  });

  it.each([
    ['line_id', { preferred_contact: 'line', line_id: '  ' }, ENQUIRY_MESSAGES.lineIdNeeded],
    ['line_id', { preferred_contact: 'line' }, ENQUIRY_MESSAGES.lineIdNeeded],
    ['line_id', { preferred_contact: 'line', line_id: 'ab' }, ENQUIRY_MESSAGES.lineId],
    ['line_id', { preferred_contact: 'line', line_id: 'som chai' }, ENQUIRY_MESSAGES.lineId],
    ['line_id', { preferred_contact: 'line', line_id: 'x'.repeat(21) }, ENQUIRY_MESSAGES.lineId],
    ['phone', { preferred_contact: 'whatsapp', phone: null }, ENQUIRY_MESSAGES.phoneNeeded],
  ])('answers 422 on %s: %j', async (field, overrides, message) => {
    const body = valid(overrides);
    const res = await send(path, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    const stored = await db
      .select()
      .from(enquiries)
      .where(eq(enquiries.email, body.email as string));
    expect(stored).toHaveLength(0);
  });

  it('mails the broker the app with the link that opens the chat, and the visitor which app', async () => {
    await send(path, valid({ preferred_contact: 'line', line_id: 'somchai.p' }));
    expect((await latestMessage(t, lina.email))?.body).toContain(
      'Preferred contact: LINE (LINE ID somchai.p): https://line.me/ti/p/~somchai.p',
    );
    const visitor = fromSender({ preferred_contact: 'whatsapp' });
    await send(path, visitor, sender.auth);
    expect((await latestMessage(t, lina.email))?.body).toContain(
      'Preferred contact: WhatsApp: https://wa.me/66812345678',
    );
    expect((await latestMessage(t, sender.email))?.body).toContain(
      'you will be contacted by WhatsApp.',
    );
    const liner = fromSender({ preferred_contact: 'line', line_id: 'somchai.p' });
    await send(path, liner, sender.auth);
    expect((await latestMessage(t, sender.email))?.body).toContain(
      'you will be contacted by LINE (LINE ID somchai.p).',
    );
    await send(path, valid({ preferred_contact: 'chat' }));
    expect((await latestMessage(t, lina.email))?.body).toContain(
      'Preferred contact: WhatsApp or LINE\n',
    );
  });
});

describe('the contact page (POST /contact/enquiry)', () => {
  it('stores the message for the company, mails its mailbox and copies a confirmed sender', async () => {
    const body = fromSender({ message: 'How do I list my condo with you? Please call.' });
    const res = await send('/contact/enquiry', body, sender.auth);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: ENQUIRY_SENT_WITH_COPY });
    const [row] = await db
      .select()
      .from(enquiries)
      .where(eq(enquiries.message, body.message as string));
    expect(row).toMatchObject({
      targetKind: 'site',
      targetId: 0,
      targetTitle: 'WOW Phuket',
      recipientUserId: null,
      phone: '+66812345678',
    });
    const toCompany = await latestMessage(t, 'office@wow.example');
    expect(toCompany?.subject).toBe('New enquiry about WOW Phuket from Sender Sam');
    expect(toCompany?.body).toContain(body.message as string);
    expect(toCompany?.body).not.toContain('/profile/enquiries');
    expect((await latestMessage(t, sender.email))?.subject).toBe('Your enquiry about WOW Phuket');
    // A guest's message reaches the company too, with no copy to the typed address.
    const guest = valid({ message: 'A guest asks the company: do you manage rentals?' });
    expect((await send('/contact/enquiry', guest)).json()).toEqual({ message: ENQUIRY_SENT });
    expect((await latestMessage(t, 'office@wow.example'))?.body).toContain(guest.message);
    expect(await latestMessage(t, guest.email as string)).toBeUndefined();
  });

  it('answers 422 with field errors, and no agent lists the message', async () => {
    const res = await send('/contact/enquiry', valid({ email: 'nope', message: '' }));
    expect(res.statusCode).toBe(422);
    const answer = res.json() as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(answer.errors).sort()).toEqual(['email', 'message']);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/my/enquiries',
      headers: broker.auth,
    });
    const titles = (mine.json() as { data: { target: { title: string } }[] }).data.map(
      (item) => item.target.title,
    );
    expect(titles).not.toContain('WOW Phuket');
  });
});

describe('my enquiries', () => {
  const list = (user: SignedInUser | null, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/my/enquiries${query}`,
      headers: user ? user.auth : {},
    });
  const setStatus = (user: SignedInUser | null, id: number, status: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/my/enquiries/${id}/status`,
      payload: { status },
      headers: user ? user.auth : {},
    });

  it("lists the recipient's own enquiries, newest first", async () => {
    const first = valid({ message: 'The first of two questions, please.' });
    const second = valid({ message: 'The second of two questions, please.' });
    await send(`/agents/${otherBroker.id}/enquiry`, valid()); // 404: no public page, nothing kept
    await db
      .insert(listings)
      .values({ userId: otherBroker.id, title: 'Oscar condo', status: 'published' });
    const [oscarListing] = await db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.userId, otherBroker.id));
    expect((await send(`/${oscarListing!.id}/property/enquiry`, first)).statusCode).toBe(201);
    expect((await send(`/agents/${otherBroker.id}/enquiry`, second)).statusCode).toBe(201);

    const res = await list(otherBroker);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.meta).toEqual({ current_page: 1, per_page: 10, total: 2, last_page: 1 });
    expect(page.data.map((e: { message: string }) => e.message)).toEqual([
      second.message,
      first.message,
    ]);
    expect(page.data[1]).toMatchObject({
      target: {
        kind: 'listing',
        id: oscarListing!.id,
        title: 'Oscar condo',
        url: `/properties/${oscarListing!.id}`,
      },
      name: 'Visitor Vera',
      email: first.email,
      phone: '+66812345678',
      preferred_contact: 'phone',
      status: 'new',
    });
    // The broker's list holds only theirs.
    const brokers = (await list(broker)).json();
    expect(brokers.data.every((e: { email: string }) => e.email !== first.email)).toBe(true);
  });

  it('changes the status, filters by it, and pages', async () => {
    const page = (await list(otherBroker)).json();
    const id = page.data[0].id as number;
    const res = await setStatus(otherBroker, id, 'contacted');
    expect(res.statusCode).toBe(200);
    expect(res.json().enquiry).toMatchObject({ id, status: 'contacted' });

    const contacted = (await list(otherBroker, '?filter[status]=contacted')).json();
    expect(contacted.data.map((e: { id: number }) => e.id)).toEqual([id]);
    const fresh = (await list(otherBroker, '?filter[status]=new')).json();
    expect(fresh.data.map((e: { id: number }) => e.id)).not.toContain(id);
    const second = (await list(otherBroker, '?per_page=1&page=2')).json();
    expect(second.meta).toMatchObject({ current_page: 2, per_page: 1, total: 2, last_page: 2 });
    expect(second.data).toHaveLength(1);

    expect((await list(otherBroker, '?filter[status]=spam')).statusCode).toBe(422);
    expect((await setStatus(otherBroker, id, 'deleted')).statusCode).toBe(422);
  });

  it("answers 404 to another user's enquiry and 401 to a guest", async () => {
    const id = (await list(otherBroker)).json().data[0].id as number;
    const stranger = await setStatus(broker, id, 'closed_lost');
    expect(stranger.statusCode).toBe(404);
    expect((await setStatus(otherBroker, 999999, 'closed_lost')).statusCode).toBe(404);
    expect((await setStatus(null, id, 'closed_lost')).statusCode).toBe(401);
    expect((await list(null)).statusCode).toBe(401);
    const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row?.status).not.toBe('closed_lost');
  });

  it('is refused to an admin (403): admins receive no enquiries', async () => {
    const admin = await signUp(t.app, { role: 'broker' });
    await db.update(users).set({ role: 'admin' }).where(eq(users.email, admin.email));
    expect((await list(admin)).statusCode).toBe(403);
  });
});

describe('sent enquiries (GET /my/sent-enquiries)', () => {
  const sent = (user: SignedInUser | null, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/my/sent-enquiries${query}`,
      headers: user ? user.auth : {},
    });

  it("lists what a buyer sent while signed in, newest first, with the recipient's mark", async () => {
    const buyer = await account('buyer', 'Buyer Bo');
    const about = valid({ name: 'Buyer Bo', message: 'Is the villa still available in May?' });
    const project = valid({ name: 'Buyer Bo', message: 'What is the payment plan, please?' });
    expect((await send(`/${ids.listing}/property/enquiry`, about, buyer.auth)).statusCode).toBe(
      201,
    );
    expect((await send(`/projects/${ids.project}/enquiry`, project, buyer.auth)).statusCode).toBe(
      201,
    );
    // A guest's enquiry, and a contact-page message, join no list of the buyer's.
    expect((await send(`/${ids.listing}/property/enquiry`, valid())).statusCode).toBe(201);
    expect((await send('/contact/enquiry', valid(), buyer.auth)).statusCode).toBe(201);

    const res = await sent(buyer);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.meta).toEqual({ current_page: 1, per_page: 10, total: 2, last_page: 1 });
    expect(page.data).toEqual([
      {
        id: expect.any(Number),
        target: {
          kind: 'project',
          id: ids.project,
          title: 'Lagoon Residence',
          url: `/projects/${ids.project}`,
        },
        message: project.message,
        preferred_contact: 'phone',
        status: 'new',
        created_at: expect.any(String),
      },
      expect.objectContaining({
        target: expect.objectContaining({ kind: 'listing', id: ids.listing }),
        message: about.message,
      }),
    ]);
    // Not their contact details: the sender knows them, and the list is theirs alone.
    expect(Object.keys(page.data[0])).not.toContain('email');

    // The broker marks it answered; the buyer sees the mark.
    const listingEnquiry = page.data[1].id as number;
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/my/enquiries/${listingEnquiry}/status`,
      payload: { status: 'contacted' },
      headers: broker.auth,
    });
    expect(marked.statusCode).toBe(200);
    const after = (await sent(buyer)).json();
    expect(after.data[1]).toMatchObject({ id: listingEnquiry, status: 'replied' });

    // Pages, and bad paging is refused with field errors.
    const second = (await sent(buyer, '?per_page=1&page=2')).json();
    expect(second.data.map((e: { id: number }) => e.id)).toEqual([listingEnquiry]);
    expect((await sent(buyer, '?page=0')).statusCode).toBe(422);
  });

  it("holds only the user's own: another account's list is empty, a guest gets 401", async () => {
    const other = await account('buyer', 'Other Buyer');
    expect((await sent(other)).json()).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await sent(null)).statusCode).toBe(401);
    // A broker asking a developer about a project has the list too.
    const asking = valid({ name: 'Broker Bella', message: 'Do you pay agents a commission?' });
    await send(`/projects/${ids.project}/enquiry`, asking, broker.auth);
    const brokers = (await sent(broker)).json();
    expect(brokers.data.map((e: { message: string }) => e.message)).toEqual([asking.message]);
  });

  it("keeps the recipient's copy when the sender deletes their account", async () => {
    const leaving = await account('buyer', 'Leaving Lee');
    const message = 'A question from an account about to be deleted.';
    await send(`/${ids.listing}/property/enquiry`, valid({ message }), leaving.auth);
    await db.delete(users).where(eq(users.id, leaving.id));
    const [row] = await db.select().from(enquiries).where(eq(enquiries.message, message));
    expect(row).toMatchObject({ senderUserId: null, recipientUserId: broker.id });
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ demo: false });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After after 5 enquiries from one address in 10 minutes', async () => {
    const [user] = await limited.database.db
      .insert(users)
      .values({
        name: 'Limited Lena',
        email: 'lena@example.com',
        passwordHash: 'x',
        role: 'broker',
      })
      .returning({ id: users.id });
    const [listing] = await limited.database.db
      .insert(listings)
      .values({ userId: user!.id, title: 'Rate limited villa', status: 'published' })
      .returning({ id: listings.id });
    const post = (payload: object) =>
      limited.app.inject({
        method: 'POST',
        url: `/api/${listing!.id}/property/enquiry`,
        payload,
      });
    for (let i = 0; i < 5; i += 1) expect((await post(valid())).statusCode).toBe(201);
    const over = await post(valid());
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/Too many attempts/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    await limited.app.backgroundTasks.settled();
    const stored = await limited.database.db.select().from(enquiries);
    expect(stored).toHaveLength(5);
  });
});

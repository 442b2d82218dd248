import { eq } from 'drizzle-orm';
import { AGENT_BIO_MAX, AGENT_PROFILE_MESSAGES } from '@phuket/shared/contract';
import { listings, users } from '../db/schema';
import type { TestApp } from '../test/test-app';
import { createAccountTestApp, signUp, type SignedInUser } from './test-helpers';

/*
 * The agent page's bio and languages: a broker edits them on the profile,
 * the public agent page shows them. The broker gets a published listing, so the page exists.
 */
let t: TestApp;
let broker: SignedInUser;
let brokerId: number;

const post = (url: string, auth: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: auth, payload });
const update = (payload: object, who: SignedInUser = broker) =>
  post('/profile/update-agent-page', who.auth, payload);

beforeAll(async () => {
  t = await createAccountTestApp({ demo: false });
  broker = await signUp(t.app, { role: 'broker', name: 'Bio Broker' });
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, broker.email));
  brokerId = row?.id as number;
  await t.database.db.insert(listings).values({
    userId: brokerId,
    status: 'published',
    title: 'Condo with a bio',
    price: '4000000',
    priceThb: '4000000',
  });
}, 120_000);

afterAll(() => t.close());

describe('POST /profile/get-agent-page and update-agent-page', () => {
  it('starts empty, saves a bio and languages, and the agent page shows them named', async () => {
    const empty = await post('/profile/get-agent-page', broker.auth);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ agent_page: { bio: null, languages: [] } });

    const saved = await update({
      bio: '  Twelve years in Rawai.\r\nI answer in three languages.  ',
      languages: ['ru', 'en', 'ru', 'th'],
    });
    expect(saved.statusCode).toBe(200);
    // Trimmed, line ends made plain, each language once in the list's order.
    expect(saved.json()).toEqual({
      agent_page: {
        bio: 'Twelve years in Rawai.\nI answer in three languages.',
        languages: ['en', 'th', 'ru'],
      },
    });
    expect((await post('/profile/get-agent-page', broker.auth)).json()).toEqual(saved.json());

    const page = await t.app.inject({ method: 'GET', url: `/api/agents/${brokerId}` });
    expect(page.json()).toMatchObject({
      bio: 'Twelve years in Rawai.\nI answer in three languages.',
      languages: [
        { code: 'en', name: 'English' },
        { code: 'th', name: 'Thai' },
        { code: 'ru', name: 'Russian' },
      ],
    });
  });

  it('clears the bio with an empty one', async () => {
    const res = await update({ bio: '   ', languages: [] });
    expect(res.json()).toEqual({ agent_page: { bio: null, languages: [] } });
  });

  it('answers 422 with field errors: unknown code, too long, control characters', async () => {
    const unknown = await update({ bio: 'Fine', languages: ['en', 'xx'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      errors: { languages: [AGENT_PROFILE_MESSAGES.languageUnknown] },
    });

    const long = await update({ bio: 'a'.repeat(AGENT_BIO_MAX + 1), languages: [] });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ errors: { bio: [AGENT_PROFILE_MESSAGES.bioLong] } });

    const bell = await update({ bio: 'Ring\u0007me', languages: [] });
    expect(bell.statusCode).toBe(422);
    expect(bell.json()).toMatchObject({ errors: { bio: [expect.any(String)] } });

    const notList = await update({ bio: 'Fine', languages: 'en' });
    expect(notList.statusCode).toBe(422);
    expect(notList.json()).toHaveProperty('errors.languages');

    // Nothing of the refused saves was kept.
    expect((await post('/profile/get-agent-page', broker.auth)).json()).toEqual({
      agent_page: { bio: null, languages: [] },
    });
  });

  it('is 401 without a session and 403 for an admin', async () => {
    const guest = await post('/profile/update-agent-page', {}, { bio: '', languages: [] });
    expect(guest.statusCode).toBe(401);
    const admin = await signUp(t.app);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, admin.email));
    const res = await update({ bio: 'Admin', languages: [] }, admin);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toHaveProperty('message');
  });
});

import { eq } from 'drizzle-orm';
import { endpoints, type EndpointDeclaration } from '@phuket/shared/contract';
import { signUp, type SignedInUser } from '../account/test-helpers';
import { listings, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * A buyer is a visitor with an account: favourites, saved searches and sent enquiries follow
 * them, and every work area answers as it does to a visitor, whatever the browser shows.
 */

let t: TestApp;
let buyer: SignedInUser & { id: number };
let listingId = 0;

const call = (method: string, url: string, payload?: object, user: SignedInUser | null = buyer) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: user ? user.auth : {},
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp({ demo: false, env: { RATE_LIMIT_DISABLED: 'true' } });
  const signed = await signUp(t.app, { role: 'buyer', name: 'Buyer Bo' });
  const me = await call('GET', '/user', undefined, signed);
  buyer = { ...signed, id: me.json<{ user: { id: number } }>().user.id };
  const owner = await signUp(t.app, { role: 'broker' });
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, owner.email));
  const [listing] = await t.database.db
    .insert(listings)
    .values({ userId: row!.id, title: 'Kata condo', status: 'published', price: '5000000' })
    .returning({ id: listings.id });
  listingId = listing!.id;
});
afterAll(() => t.close());

describe('a buyer account', () => {
  it('registers as a buyer, and GET /user says so', async () => {
    const res = await call('GET', '/user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'buyer', user: { role: 'buyer', name: 'Buyer Bo' } });
  });

  it('keeps favourites and saved searches on the account', async () => {
    expect((await call('PUT', `/favourites/${listingId}`)).statusCode).toBe(200);
    expect((await call('GET', '/favourites')).json()).toMatchObject({ ids: [listingId] });
    const saved = await call('POST', '/saved-searches', {
      name: 'Kata condos',
      query: 'offer_type=Sale',
      frequency: 'daily',
    });
    expect(saved.statusCode).toBe(201);
    expect((await call('GET', '/saved-searches')).json().data).toHaveLength(1);
    expect((await call('GET', '/my/sent-enquiries')).statusCode).toBe(200);
  });

  it('is refused every endpoint declared for other roles (403), before any body is read', async () => {
    const declared = Object.entries(endpoints as Record<string, EndpointDeclaration>).filter(
      ([, e]) => Array.isArray(e.access) && !e.access.includes('buyer'),
    );
    // Listings, presentations, received enquiries, the company logo, staff and moderation.
    expect(declared.length).toBeGreaterThan(40);
    const answers: string[] = [];
    for (const [name, e] of declared) {
      const url = e.path.replace(/:[a-z_]+/gi, '1');
      const res = await call(e.method, url, e.method === 'GET' ? undefined : {});
      if (res.statusCode !== 403) answers.push(`${name} ${e.method} ${url}: ${res.statusCode}`);
    }
    expect(answers).toEqual([]);
  });

  it("answers the developer database and its company claims as a visitor's (404)", async () => {
    expect((await call('GET', '/database/developers')).statusCode).toBe(404);
    const draft = await call('POST', '/developers?step=2', { title: 'Buyer Homes' });
    expect(draft.statusCode).toBe(404);
    expect((await call('POST', '/developers/1/claim', { message: 'mine' })).statusCode).toBe(404);
  });

  it('has no public agent page', async () => {
    expect((await call('GET', `/agents/${buyer.id}`, undefined, null)).statusCode).toBe(404);
  });

  it('cannot make itself anything else through the profile', async () => {
    const res = await call('POST', '/profile/update', { name: 'Bo', role: 'broker' });
    expect(res.statusCode).toBe(422);
    expect((await call('GET', '/user')).json().role).toBe('buyer');
  });
});

import { eq } from 'drizzle-orm';
import { FAVOURITES_MAX, FAVOURITES_MESSAGES } from '@phuket/shared/contract';
import { signUp, type SignedInUser } from '../account/test-helpers';
import type { Db } from '../db/client';
import { currencyRates, favourites, listings, users } from '../db/schema';
import { errorBody, createTestApp, type TestApp } from '../test/test-app';

/*
 * Favourites on known rows: three published listings of one broker (one in USD
 * terms at a fixed rate, with tenure and area) and a draft. Each test signs up its own visitor.
 */

let t: TestApp;
let db: Db;
let owner: SignedInUser;
const ids = { villa: 0, condo: 0, land: 0, draft: 0 };

const call = (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const idsOf = (res: { json: () => unknown }) => (res.json() as { ids: number[] }).ids;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  db = t.database.db;
  await db
    .update(currencyRates)
    .set({ rateToThb: '0.03' })
    .where(eq(currencyRates.currency, 'USD'));
  owner = await signUp(t.app, { role: 'broker', name: 'Owner Olga' });
  const [ownerRow] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, owner.email));
  const userId = ownerRow!.id;
  const rows = await db
    .insert(listings)
    .values([
      {
        userId,
        status: 'published',
        title: 'Pool villa in Rawai',
        price: '30000000',
        priceThb: '30000000',
        area: '300',
        bedrooms: 3,
        bathrooms: 4,
        tenure: 'Leasehold',
        offerType: 'Sale',
        propertyType: 'Villa',
      },
      {
        userId,
        status: 'published',
        title: 'Condo in Kata',
        price: '6000000',
        priceThb: '6000000',
        area: '60',
        tenure: 'Freehold',
        offerType: 'Sale',
        propertyType: 'Condo',
      },
      {
        userId,
        status: 'published',
        title: 'Land in Thalang',
        price: '9000000',
        priceThb: '9000000',
      },
      { userId, status: 'draft', title: 'Unpublished draft' },
    ])
    .returning({ id: listings.id });
  const [villa, condo, land, draft] = rows.map((row) => row.id);
  if (!villa || !condo || !land || !draft) throw new Error('insert failed');
  Object.assign(ids, { villa, condo, land, draft });
});
afterAll(() => t.close());

describe('a guest', () => {
  it('gets 401 from every route of the own list', async () => {
    for (const [method, url] of [
      ['GET', '/favourites'],
      ['PUT', `/favourites/${ids.villa}`],
      ['DELETE', `/favourites/${ids.villa}`],
      ['POST', '/favourites/merge'],
    ] as const) {
      const res = await call(method, url, {}, method === 'POST' ? { ids: [ids.villa] } : undefined);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it('reads the saved listings by id: published only, in the order asked, with tenure', async () => {
    const res = await call(
      'GET',
      `/favourites/listings?ids=${ids.condo},${ids.draft},999999,${ids.villa}&currency=USD`,
    );
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: Record<string, unknown>[] }).data;
    expect(data.map((item) => item.id)).toEqual([ids.condo, ids.villa]);
    expect(data[1]).toMatchObject({
      title: 'Pool villa in Rawai',
      currency: 'USD',
      price: 900000,
      area: 300,
      bedrooms: 3,
      bathrooms: 4,
      tenure: 'Leasehold',
      property_type: 'Villa',
    });
  });

  it('answers 422 to ids that are not a list of ids', async () => {
    const queries = [
      'ids=',
      'ids=abc',
      'ids=1,,2',
      'ids=0',
      `ids=${'1,'.repeat(100)}1`,
      // Beyond the database's integer range: refused by the contract, never looked up.
      'ids=2147483648',
      'ids=1,9999999999',
    ];
    for (const query of queries) {
      const res = await call('GET', `/favourites/listings?${query}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ errors: { ids: [expect.any(String)] } });
    }
    // The largest id there can be is a well-formed question: none such is published.
    const largest = await call('GET', '/favourites/listings?ids=2147483647');
    expect(largest.statusCode).toBe(200);
  });
});

describe('a signed-in visitor', () => {
  it('saves, saves again without a duplicate, lists oldest first and forgets', async () => {
    const me = await signUp(t.app);
    expect(idsOf(await call('GET', '/favourites', me.auth))).toEqual([]);
    expect(idsOf(await call('PUT', `/favourites/${ids.condo}`, me.auth))).toEqual([ids.condo]);
    expect(idsOf(await call('PUT', `/favourites/${ids.villa}`, me.auth))).toEqual([
      ids.condo,
      ids.villa,
    ]);
    const again = await call('PUT', `/favourites/${ids.condo}`, me.auth);
    expect(again.statusCode).toBe(200);
    expect(idsOf(again)).toEqual([ids.condo, ids.villa]);
    expect(idsOf(await call('DELETE', `/favourites/${ids.condo}`, me.auth))).toEqual([ids.villa]);
    expect(idsOf(await call('DELETE', `/favourites/${ids.condo}`, me.auth))).toEqual([ids.villa]);
    expect(idsOf(await call('GET', '/favourites', me.auth))).toEqual([ids.villa]);
  });

  it('cannot save a draft or an unknown listing (404)', async () => {
    const me = await signUp(t.app);
    for (const id of [ids.draft, 999999]) {
      const res = await call('PUT', `/favourites/${id}`, me.auth);
      expect(res.statusCode).toBe(404);
      expect(errorBody(res)).toEqual({ message: expect.any(String) });
    }
    expect(idsOf(await call('GET', '/favourites', me.auth))).toEqual([]);
  });

  it("merges the browser's list on sign-in: no duplicates, drafts and unknown ids left out", async () => {
    const me = await signUp(t.app);
    await call('PUT', `/favourites/${ids.villa}`, me.auth);
    const res = await call('POST', '/favourites/merge', me.auth, {
      ids: [ids.land, ids.villa, ids.draft, 999999, ids.condo],
    });
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual([ids.villa, ids.land, ids.condo]);
    // Merging the same list twice (two tabs signing in) changes nothing.
    expect(idsOf(await call('POST', '/favourites/merge', me.auth, { ids: [ids.condo] }))).toEqual([
      ids.villa,
      ids.land,
      ids.condo,
    ]);
    const rows = await db.select().from(favourites).where(eq(favourites.listingId, ids.condo));
    expect(rows.filter((row) => row.listingId === ids.condo)).toHaveLength(
      new Set(rows.map((row) => row.userId)).size,
    );
  });

  it('answers 422 with the field to a merge body that is not a list of ids', async () => {
    const me = await signUp(t.app);
    for (const payload of [{}, { ids: 'x' }, { ids: [ids.villa, ids.villa] }, { ids: [0] }]) {
      const res = await call('POST', '/favourites/merge', me.auth, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it(`keeps at most ${FAVOURITES_MAX}`, async () => {
    const me = await signUp(t.app);
    const [meRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, me.email));
    const [ownerRow] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, owner.email));
    const extra = await db
      .insert(listings)
      .values(
        Array.from({ length: FAVOURITES_MAX }, (_, index) => ({
          userId: ownerRow!.id,
          status: 'published' as const,
          title: `Filler ${index}`,
        })),
      )
      .returning({ id: listings.id });
    await db
      .insert(favourites)
      .values(extra.map((row) => ({ userId: meRow!.id, listingId: row.id })));
    const full = await call('PUT', `/favourites/${ids.villa}`, me.auth);
    expect(full.statusCode).toBe(422);
    expect(errorBody(full)).toEqual({ message: FAVOURITES_MESSAGES.full });
    const merged = await call('POST', '/favourites/merge', me.auth, { ids: [ids.villa] });
    expect(idsOf(merged)).toHaveLength(FAVOURITES_MAX);
    expect(idsOf(merged)).not.toContain(ids.villa);
  });
});

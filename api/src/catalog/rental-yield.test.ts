import { eq } from 'drizzle-orm';
import { netYield, type RentalYieldEstimate } from '@phuket/shared/contract';
import { currencyRates, listings, locations, users } from '../db/schema';
import { errorBody, createTestApp, registerUser, type TestApp } from '../test/test-app';

/**
 * GET /api/{id}/property/yield on rows written for the test in their own area: a villa for
 * sale and the rentals around it, some of which must not count.
 */
let t: TestApp;
let ownerId: number;
let bayId: number;
let otherBayId: number;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  await registerUser(t.app, { email: 'yield-owner@example.com' });
  const [owner] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'yield-owner@example.com'));
  ownerId = owner?.id as number;
  const inserted = await t.database.db
    .insert(locations)
    .values([
      { name: 'Yield Test Bay', slug: 'yield-test-bay' },
      { name: 'Other Test Bay', slug: 'other-test-bay' },
    ])
    .returning({ id: locations.id });
  bayId = inserted[0]?.id as number;
  otherBayId = inserted[1]?.id as number;
}, 120_000);

afterAll(async () => {
  await t.close();
});

type Row = Partial<typeof listings.$inferInsert>;

async function listing(values: Row): Promise<number> {
  const price = values.price ?? '0';
  const [row] = await t.database.db
    .insert(listings)
    .values({
      userId: ownerId,
      title: 'Test villa',
      status: 'published',
      propertyType: 'Villa',
      locationId: bayId,
      currency: 'THB',
      priceThb: price,
      ...values,
      price,
    })
    .returning({ id: listings.id });
  return row?.id as number;
}

const rent = (price: number, area: number | null, extra: Row = {}) =>
  listing({
    offerType: 'Rent',
    rentalType: 'Long-term',
    price: String(price),
    area: area === null ? null : String(area),
    ...extra,
  });

async function estimate(id: number, currency = 'THB') {
  return t.app.inject({ method: 'GET', url: `/api/${id}/property/yield?currency=${currency}` });
}

describe('rental yield estimate', () => {
  let sale: number;
  let comparable: number[];

  beforeAll(async () => {
    sale = await listing({
      offerType: 'Sale',
      price: '10000000',
      area: '200',
      bedrooms: 3,
      title: 'Villa for sale',
    });
    // Per sq.m: 500, 400, 500 -> median 500 -> 200 sq.m rent 100 000 a month.
    comparable = [
      await rent(50_000, 100, { bedrooms: 2 }),
      await rent(80_000, 200, { bedrooms: 3 }),
      await rent(150_000, 300, { bedrooms: 3 }),
    ];
    // None of these may count: a nightly rate, another type, another area, a draft, a sale.
    await rent(10_000, 200, { rentalType: 'Short-term' });
    await rent(1_000_000, 200, { propertyType: 'Apartment' });
    await rent(1_000_000, 200, { locationId: otherBayId });
    await rent(1_000_000, 200, { status: 'draft' });
    await listing({ offerType: 'Sale', price: '1', area: '200' });
  });

  it('takes the median rent per sq.m of long-term rentals of the same type in the same area', async () => {
    const res = await estimate(sale);
    expect(res.statusCode).toBe(200);
    const body = res.json<RentalYieldEstimate>();
    expect(body).toMatchObject({
      listing_id: sale,
      currency: 'THB',
      price: 10_000_000,
      area: 200,
      location_name: 'Yield Test Bay',
      basis: 'area_type',
      method: 'per_sqm',
      monthly_rent: 100_000,
      gross_yield: 12,
      comparables_count: 3,
      default_costs: { management_percent: 10, vacancy_percent: 15, common_fee_per_sqm: 60 },
    });
    // Closest in size first; of the two 100 sq.m away, the one with the same bedrooms.
    expect(body.comparables.map((c) => c.id)).toEqual([
      comparable[1],
      comparable[2],
      comparable[0],
    ]);
    expect(
      netYield(body.monthly_rent as number, body.price, body.area, {
        managementPercent: 10,
        vacancyPercent: 15,
        commonFeePerSqm: 60,
      }),
    ).toBe(7.74);
  });

  it('answers in the chosen currency, the yield unchanged', async () => {
    const [usd] = await t.database.db
      .select({ rate: currencyRates.rateToThb })
      .from(currencyRates)
      .where(eq(currencyRates.currency, 'USD'));
    const rate = Number(usd?.rate);
    const body = (await estimate(sale, 'USD')).json<RentalYieldEstimate>();
    expect(body.currency).toBe('USD');
    expect(body.monthly_rent).toBeCloseTo(100_000 * rate, 1);
    expect(body.price).toBeCloseTo(10_000_000 * rate, 1);
    expect(body.gross_yield).toBe(12);
    expect(body.default_costs.common_fee_per_sqm).toBeCloseTo(60 * rate, 2);
  });

  it('narrows to the same bedrooms once three rentals share them', async () => {
    const third = await rent(60_000, null, { bedrooms: 3 });
    const body = (await estimate(sale)).json<RentalYieldEstimate>();
    expect(body.basis).toBe('area_type_bedrooms');
    expect(body.comparables_count).toBe(3);
    expect(body.comparables.map((c) => c.id).sort()).toEqual(
      [comparable[1], comparable[2], third].sort(),
    );
    // Two of the three have an area: too few per sq.m, so the plain median (80 000).
    expect(body).toMatchObject({ method: 'median', monthly_rent: 80_000, gross_yield: 9.6 });
  });

  it('gives no figure with fewer than three comparables, rather than a guess', async () => {
    const lonely = await listing({
      offerType: 'Sale',
      price: '5000000',
      area: '80',
      propertyType: 'Townhouse',
    });
    await rent(30_000, 80, { propertyType: 'Townhouse' });
    const body = (await estimate(lonely)).json<RentalYieldEstimate>();
    expect(body).toMatchObject({ monthly_rent: null, gross_yield: null, comparables_count: 1 });
  });

  it('is for published listings for sale: a rental 409, a draft or unknown id 404, a bad id 422', async () => {
    const rental = await estimate(comparable[0] as number);
    expect(rental.statusCode).toBe(409);
    expect(errorBody(rental)).toEqual({
      message: 'A yield is estimated for listings for sale only.',
    });
    const draft = await listing({ offerType: 'Sale', price: '100', status: 'draft' });
    expect((await estimate(draft)).statusCode).toBe(404);
    expect((await estimate(99_999_999)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/abc/property/yield' })).statusCode).toBe(
      422,
    );
    expect((await estimate(sale, 'GBP')).statusCode).toBe(422);
  });
});

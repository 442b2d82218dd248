import type { ListingDetail } from '@phuket/shared/contract';
import { PRICE_PER_SQM_MIN_COMPARABLES } from '@phuket/shared/contract';
import { listings, locations, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * "Is the price fair?": a sale's price per sq.m beside the median of published sales of the same
 * type in the same area with a size, itself left out, on GET /api/{id}/property. Known rows, so
 * the median is worked by hand; fewer than the minimum count gives null, never a guess.
 */

let t: TestApp;
const ids = { subject: 0, lonely: 0, rental: 0, sizeless: 0, villa: 0 };

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const { db } = t.database;
  const [owner] = await db
    .insert(users)
    .values({ name: 'Sqm Broker', email: 'sqm@example.com', passwordHash: 'x', role: 'broker' })
    .returning({ id: users.id });
  const [kata, karon] = await db
    .insert(locations)
    .values([
      { name: 'Sqm Kata', slug: 'sqm-kata' },
      { name: 'Sqm Karon', slug: 'sqm-karon' },
    ])
    .returning({ id: locations.id });
  const apartment = (
    title: string,
    areaSqm: number,
    priceThb: number,
    extra: Partial<typeof listings.$inferInsert> = {},
  ): typeof listings.$inferInsert => ({
    userId: owner!.id,
    status: 'published',
    offerType: 'Sale',
    propertyType: 'Apartment',
    locationId: kata!.id,
    title,
    area: String(areaSqm),
    price: String(priceThb),
    priceThb: String(priceThb),
    ...extra,
  });
  const rows = await db
    .insert(listings)
    .values([
      // ฿100,000 a sq.m: the listing the buyer reads.
      apartment('Subject', 50, 5_000_000),
      // Five comparables: 90k, 100k, 110k, 120k and 130k a sq.m, one asked in dollars (its baht
      // price is what counts). Median: ฿110,000.
      apartment('Comparable 90k', 40, 3_600_000),
      apartment('Comparable 100k', 60, 6_000_000),
      apartment('Comparable 110k', 100, 11_000_000, { price: '330000', currency: 'USD' }),
      apartment('Comparable 120k', 30, 3_600_000),
      apartment('Comparable 130k', 80, 10_400_000),
      // Not comparable: another area, another type, a rental, a draft, no size.
      apartment('Karon', 50, 50_000_000, { locationId: karon!.id }),
      apartment('Villa', 200, 2_000_000, { propertyType: 'Villa' }),
      apartment('Rental', 50, 80_000, { offerType: 'Rent', rentalType: 'Long-term' }),
      apartment('Draft', 50, 1_000_000, { status: 'draft' }),
      apartment('Sizeless', 0, 1_000, { area: null }),
    ])
    .returning({ id: listings.id });
  ids.subject = rows[0]!.id;
  ids.lonely = rows[6]!.id;
  ids.villa = rows[7]!.id;
  ids.rental = rows[8]!.id;
  ids.sizeless = rows[10]!.id;
});

afterAll(() => t.close());

async function detail(id: number, currency = 'THB'): Promise<ListingDetail> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/${id}/property?currency=${currency}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<ListingDetail>();
}

describe('GET /api/{id}/property: price per sq.m against comparables', () => {
  it('gives the price per sq.m, the median of the comparables and how many were compared', async () => {
    expect((await detail(ids.subject)).price_per_sqm).toEqual({
      price_per_sqm: 100_000,
      median_per_sqm: 110_000,
      comparables_count: 5,
      // 9.09 % below, said as 9 %.
      difference_percent: -9,
    });
  });

  it('converts both figures to the page currency and keeps the gap', async () => {
    const thb = (await detail(ids.subject)).price_per_sqm;
    const usd = (await detail(ids.subject, 'USD')).price_per_sqm;
    expect(usd?.comparables_count).toBe(5);
    expect(usd?.difference_percent).toBe(thb?.difference_percent);
    expect(usd!.price_per_sqm).toBeLessThan(thb!.price_per_sqm);
    expect(usd!.median_per_sqm / usd!.price_per_sqm).toBeCloseTo(1.1, 2);
  });

  it(`says nothing with fewer than ${PRICE_PER_SQM_MIN_COMPARABLES} comparables`, async () => {
    // Karon has no other apartment; the villa is the only villa.
    expect((await detail(ids.lonely)).price_per_sqm).toBeNull();
    expect((await detail(ids.villa)).price_per_sqm).toBeNull();
    // One comparable fewer: the same area with a comparable taken off the site.
    await t.database.db.execute(
      `update listings set status = 'archived' where title = 'Comparable 130k'`,
    );
    expect((await detail(ids.subject)).price_per_sqm).toBeNull();
    await t.database.db.execute(
      `update listings set status = 'published' where title = 'Comparable 130k'`,
    );
    expect((await detail(ids.subject)).price_per_sqm?.comparables_count).toBe(5);
  });

  it('says nothing for a rental or a listing without a size', async () => {
    expect((await detail(ids.rental)).price_per_sqm).toBeNull();
    expect((await detail(ids.sizeless)).price_per_sqm).toBeNull();
  });
});

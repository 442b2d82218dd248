import { eq } from 'drizzle-orm';
import { listings, users } from '../db/schema';
import { createTestApp, registerUser, type TestApp } from '../test/test-app';
import { PHUKET_BEACHES, distanceMetres, nearestBeach } from './beaches';

describe('nearestBeach', () => {
  it('measures a degree of latitude as about 111 km', () => {
    expect(Math.round(distanceMetres(7, 98, 8, 98) / 1000)).toBe(111);
  });

  it('names the beach a point stands on, at 0 m', () => {
    for (const beach of PHUKET_BEACHES) {
      expect(nearestBeach(beach.lat, beach.lng)).toEqual({ name: beach.name, distance_m: 0 });
    }
  });

  it('picks the nearest of the list, rounded to 10 m, and nothing without a position', () => {
    // Phuket Town's old town: the nearest sand is across the cape, at Ao Yon / Panwa.
    expect(nearestBeach(7.8841, 98.3923)?.name).toBe('Ao Yon Beach');
    expect(nearestBeach(7.8205, 98.2995)).toEqual({ name: 'Kata Beach', distance_m: 220 });
    expect(nearestBeach(null, 98.3)).toBeNull();
    expect(nearestBeach(7.9, null)).toBeNull();
  });
});

/*
 * The distance comes with the property and with the compare view's listings, on rows written
 * here at known points: one inland of Kata, one in Patong, one without a position.
 */
describe('nearest_beach in the catalog', () => {
  let t: TestApp;
  const ids = { kata: 0, patong: 0, nowhere: 0 };

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    await registerUser(t.app, { email: 'beach-owner@example.com' });
    const [owner] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'beach-owner@example.com'));
    const base = {
      userId: owner?.id as number,
      status: 'published' as const,
      price: '5000000',
      priceThb: '5000000',
      offerType: 'Sale' as const,
      propertyType: 'Condo' as const,
    };
    const rows = await t.database.db
      .insert(listings)
      .values([
        // 0.0108° of longitude east of Kata Beach's middle: about 1.19 km inland.
        { ...base, title: 'Condo above Kata', latitude: 7.8205, longitude: 98.3083 },
        { ...base, title: 'Condo in Patong', latitude: 7.8967, longitude: 98.2997 },
        { ...base, title: 'Condo somewhere', latitude: null, longitude: null },
      ])
      .returning({ id: listings.id });
    [ids.kata, ids.patong, ids.nowhere] = rows.map((row) => row.id) as [number, number, number];
  }, 120_000);

  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });

  it('GET /{id}/property names the nearest beach and its distance', async () => {
    const kata = await get(`/${ids.kata}/property`);
    expect(kata.statusCode).toBe(200);
    expect(kata.json()).toMatchObject({ nearest_beach: { name: 'Kata Beach', distance_m: 1190 } });
    const patong = await get(`/${ids.patong}/property`);
    expect(patong.json()).toMatchObject({
      nearest_beach: { name: 'Patong Beach', distance_m: 550 },
    });
  });

  it('is null for a listing without a position', async () => {
    const res = await get(`/${ids.nowhere}/property`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nearest_beach: null });
  });

  it('comes with the listings the compare view reads', async () => {
    const res = await get(`/favourites/listings?ids=${ids.patong},${ids.nowhere},${ids.kata}`);
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: { id: number; nearest_beach: unknown }[] }).data;
    expect(data.map((item) => [item.id, item.nearest_beach])).toEqual([
      [ids.patong, { name: 'Patong Beach', distance_m: 550 }],
      [ids.nowhere, null],
      [ids.kata, { name: 'Kata Beach', distance_m: 1190 }],
    ]);
  });
});

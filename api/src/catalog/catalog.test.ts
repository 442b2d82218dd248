import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  amenities,
  currencyRates,
  developers,
  floorPlanPhotos,
  floorPlans,
  listingAlbums,
  listingAmenities,
  listingDocuments,
  listingPhotos,
  listings,
  locations,
  projectLayouts,
  projects,
  users,
} from '../db/schema';
import { errorBody, createTestApp, registerUser, type TestApp } from '../test/test-app';
import { invalidateListingCaches } from './invalidation';

/*
 * Known rows inserted here (not the random demo seed), so every expectation below is exact.
 * Rates are pinned to round numbers: 1 THB = 0.03 USD = 0.025 EUR.
 */

let t: TestApp;
let db: Db;
const ids = {
  locA: 0,
  locB: 0,
  am1: 0,
  am2: 0,
  am3: 0,
  agent1: 0,
  agent2: 0,
  admin: 0,
  dev1: 0,
  dev2: 0,
  proj1: 0,
  proj2: 0,
  L1: 0,
  L2: 0,
  L3: 0,
  L4: 0,
  L5: 0,
  L6: 0,
  L7: 0,
};

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();

type ListingInsert = typeof listings.$inferInsert;

async function addListing(
  values: Omit<ListingInsert, 'userId'> & { userId?: number },
): Promise<number> {
  const [row] = await db
    .insert(listings)
    .values({ userId: ids.agent1, status: 'published', ...values })
    .returning({ id: listings.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  db = t.database.db;
  await db
    .update(currencyRates)
    .set({ rateToThb: '0.03' })
    .where(eq(currencyRates.currency, 'USD'));
  await db
    .update(currencyRates)
    .set({ rateToThb: '0.025' })
    .where(eq(currencyRates.currency, 'EUR'));

  const locs = await db
    .insert(locations)
    .values([
      { name: 'Test Alpha Bay', slug: 'test-alpha-bay' },
      { name: 'Test Beta Hill', slug: 'test-beta-hill' },
    ])
    .returning({ id: locations.id });
  ids.locA = locs[0]!.id;
  ids.locB = locs[1]!.id;
  const ams = await db
    .insert(amenities)
    .values([
      { name: 'Test pool', slug: 'test-pool' },
      { name: 'Test gym', slug: 'test-gym' },
      { name: 'Test sauna', slug: 'test-sauna' },
    ])
    .returning({ id: amenities.id });
  [ids.am1, ids.am2, ids.am3] = ams.map((a) => a.id) as [number, number, number];

  const people = await db
    .insert(users)
    .values([
      {
        name: 'Agent One',
        email: 'agent.one@example.com',
        passwordHash: 'x',
        role: 'broker',
        phone: '+66 81 111 1111',
        avatarPath: 'avatars/one.webp',
      },
      { name: 'Agent Two', email: 'agent.two@example.com', passwordHash: 'x', role: 'developer' },
      { name: 'Admin Person', email: 'admin.person@example.com', passwordHash: 'x', role: 'admin' },
    ])
    .returning({ id: users.id });
  [ids.agent1, ids.agent2, ids.admin] = people.map((p) => p.id) as [number, number, number];

  const devs = await db
    .insert(developers)
    .values([
      {
        title: 'Zeta Coast Builders',
        logo: 'logos/zeta.webp',
        mainPhoto: 'photos/zeta.webp',
        description: 'Zeta.',
      },
      { title: 'Omega Hills Estates', logo: null },
    ])
    .returning({ id: developers.id });
  [ids.dev1, ids.dev2] = devs.map((d) => d.id) as [number, number];
  const projs = await db
    .insert(projects)
    .values([
      {
        title: 'Zeta Residences',
        developerId: ids.dev1,
        locationId: ids.locA,
        completion: 'Q4 2026',
        video: 'https://video.example.com/z',
      },
      { title: 'Omega Villas', developerId: ids.dev2, locationId: ids.locB },
    ])
    .returning({ id: projects.id });
  [ids.proj1, ids.proj2] = projs.map((p) => p.id) as [number, number];
  await db.insert(projectLayouts).values([
    {
      projectId: ids.proj1,
      title: '1 Bedroom 45 sq.m',
      bedrooms: 1,
      area: '45',
      photo: 'plans/a.webp',
    },
    { projectId: ids.proj1, title: '2 Bedrooms 78 sq.m', bedrooms: 2, area: '78', photo: null },
  ]);

  ids.L1 = await addListing({
    title: 'Villa one',
    offerType: 'Sale',
    propertyType: 'Villa',
    propertyStage: 'Off-plan',
    locationId: ids.locA,
    address: '1 Beach Road, Test Alpha Bay',
    bedrooms: 4,
    bathrooms: 4,
    area: '300',
    price: '20000000',
    currency: 'THB',
    priceThb: '20000000',
    furniture: 'Furnished',
    developerId: ids.dev1,
    projectId: ids.proj1,
    latitude: 7.9,
    longitude: 98.3,
    description: 'A villa.',
    createdAt: new Date(now - 1 * DAY),
  });
  ids.L2 = await addListing({
    title: 'Flat two',
    offerType: 'Sale',
    propertyType: 'Apartment',
    propertyStage: 'Ready',
    locationId: ids.locB,
    address: '2 Hill Road',
    bedrooms: 2,
    bathrooms: 1,
    area: '80',
    price: '100000',
    currency: 'USD',
    priceThb: '3333333.33',
    furniture: 'Unfurnished',
    createdAt: new Date(now - 2 * DAY),
  });
  ids.L3 = await addListing({
    title: 'Flat three',
    offerType: 'Rent',
    rentalType: 'Long-term',
    propertyType: 'Apartment',
    propertyStage: 'Ready',
    locationId: ids.locA,
    bedrooms: 1,
    bathrooms: 1,
    area: '45',
    price: '25000',
    currency: 'THB',
    priceThb: '25000',
    furniture: 'Furnished',
    createdAt: new Date(now - 3 * DAY),
  });
  ids.L4 = await addListing({
    title: 'Big villa four',
    offerType: 'Rent',
    rentalType: 'Short-term',
    propertyType: 'Villa',
    propertyStage: 'Resale',
    locationId: ids.locB,
    bedrooms: 8,
    bathrooms: 7,
    area: '900',
    price: '500',
    currency: 'EUR',
    priceThb: '20000',
    furniture: 'Partly furnished',
    userId: ids.agent2,
    createdAt: new Date(now - 4 * DAY),
  });
  ids.L5 = await addListing({
    title: 'Land five',
    offerType: 'Sale',
    propertyType: 'Land plot',
    propertyStage: 'Resale',
    locationId: ids.locB,
    bedrooms: 0,
    bathrooms: 0,
    area: '1600',
    price: '8000000',
    currency: 'THB',
    priceThb: '8000000',
    createdAt: new Date(now - 5 * DAY),
  });
  ids.L6 = await addListing({
    title: 'Draft six',
    status: 'draft',
    offerType: 'Sale',
    propertyType: 'Villa',
    propertyStage: 'Ready',
    locationId: ids.locA,
    bedrooms: 3,
    bathrooms: 3,
    area: '250',
    price: '15000000',
    currency: 'THB',
    priceThb: '15000000',
    createdAt: new Date(now),
  });
  ids.L7 = await addListing({
    title: 'Penthouse seven',
    offerType: 'Sale',
    propertyType: 'Penthouse',
    propertyStage: 'Off-plan',
    locationId: ids.locA,
    bedrooms: 3,
    bathrooms: 3,
    area: '200',
    price: '30000000',
    currency: 'THB',
    priceThb: '30000000',
    discount: 10,
    developerId: ids.dev1,
    projectId: ids.proj1,
    createdAt: new Date(now - 0.5 * DAY),
  });

  await db.insert(listingAmenities).values([
    { listingId: ids.L1, amenityId: ids.am1 },
    { listingId: ids.L1, amenityId: ids.am2 },
    { listingId: ids.L2, amenityId: ids.am1 },
    { listingId: ids.L3, amenityId: ids.am2 },
    { listingId: ids.L4, amenityId: ids.am1 },
    { listingId: ids.L4, amenityId: ids.am2 },
    { listingId: ids.L4, amenityId: ids.am3 },
  ]);

  // L1: two albums, 8 photos; the card must carry only the first 6, album order first.
  const albums = await db
    .insert(listingAlbums)
    .values([
      { listingId: ids.L1, title: 'Second album', position: 1 },
      { listingId: ids.L1, title: 'First album', position: 0 },
    ])
    .returning({ id: listingAlbums.id });
  const [second, first] = albums.map((a) => a.id) as [number, number];
  await db.insert(listingPhotos).values([
    ...[0, 1, 2, 3, 4].map((p) => ({
      listingId: ids.L1,
      albumId: second,
      path: `l1/second-${p}.webp`,
      position: p,
    })),
    ...[0, 1, 2].map((p) => ({
      listingId: ids.L1,
      albumId: first,
      path: `l1/first-${p}.webp`,
      position: p,
    })),
    { listingId: ids.L2, albumId: null, path: 'l2/only.webp', position: 0 },
  ]);
  const [plan] = await db
    .insert(floorPlans)
    .values({ listingId: ids.L1, title: 'Ground floor' })
    .returning({ id: floorPlans.id });
  await db
    .insert(floorPlanPhotos)
    .values([{ floorPlanId: plan!.id, path: 'plans/l1.webp', position: 0 }]);
  await db.insert(listingDocuments).values({
    listingId: ids.L1,
    name: 'Title deed.pdf',
    path: 'docs/deed.pdf',
    mimeType: 'application/pdf',
    size: 10,
  });
});

afterAll(async () => {
  await t.close();
});

interface Card {
  id: number;
  price: number;
  currency: string;
  albums: {
    id: number;
    title: string | null;
    photos: { id: number; url: string; thumb_url: string }[];
  }[];
  [key: string]: unknown;
}
interface CardPage {
  data: Card[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

/** GET that must answer 200; returns the parsed body. */
async function getJson<T>(url: string): Promise<T> {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return res.json<T>();
}

async function page(url: string): Promise<CardPage> {
  return getJson<CardPage>(url);
}

/** Stores the agent's contact flags as the profile settings would (replacing the settings). */
async function showContacts(userId: number, settings: Record<string, unknown>): Promise<void> {
  await db.update(users).set({ settings }).where(eq(users.id, userId));
}

async function idsOf(url: string): Promise<number[]> {
  return (await page(url)).data.map((c) => c.id);
}

const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

describe('GET /api/properties', () => {
  it('lists published listings newest first with list meta', async () => {
    const body = await page('/api/properties');
    expect(body.data.map((c) => c.id)).toEqual([ids.L7, ids.L1, ids.L2, ids.L3, ids.L4, ids.L5]);
    expect(body.meta).toEqual({ current_page: 1, per_page: 12, total: 6, last_page: 1 });
  });

  it('shapes a card with its documented fields, first 6 photos and media URLs', async () => {
    const body = await page('/api/properties?filter[project_id]=' + ids.proj1 + '&sort=-area');
    const card = body.data.find((c) => c.id === ids.L1);
    expect(card).toMatchObject({
      title: 'Villa one',
      price: 20000000,
      discount: null,
      currency: 'THB',
      property_type: 'Villa',
      property_stage: 'Off-plan',
      offer_type: 'Sale',
      rental_type: null,
      bedrooms: 4,
      bathrooms: 4,
      area: 300,
      location: '1 Beach Road, Test Alpha Bay',
      location_id: ids.locA,
      latitude: 7.9,
      longitude: 98.3,
      developer_logo: '/media/logos/zeta.webp',
    });
    expect(card?.albums.map((a) => a.title)).toEqual(['First album', 'Second album']);
    const photos = card?.albums.flatMap((a) => a.photos) ?? [];
    expect(photos).toHaveLength(6);
    expect(photos[0]).toMatchObject({
      url: '/media/l1/first-0.webp',
      thumb_url: '/media/l1/first-0-card.webp',
    });
    expect(photos[5]?.url).toBe('/media/l1/second-2.webp');
  });

  it("takes the logo of the project's developer when the listing has no developer of its own", async () => {
    await db.update(listings).set({ developerId: null }).where(eq(listings.id, ids.L1));
    invalidateListingCaches(db);
    try {
      const body = await page('/api/properties?filter[project_id]=' + ids.proj1 + '&sort=price');
      expect(body.data.find((c) => c.id === ids.L1)?.developer_logo).toBe('/media/logos/zeta.webp');
      // Neither a developer nor a project: no logo.
      const flat = await page('/api/properties?filter[location_id]=' + ids.locB + '&sort=price');
      expect(flat.data.find((c) => c.id === ids.L2)?.developer_logo).toBeNull();
    } finally {
      await db.update(listings).set({ developerId: ids.dev1 }).where(eq(listings.id, ids.L1));
      invalidateListingCaches(db);
    }
  });

  it("shows no logo of a developer or project that is not published (a draft's logo is not public)", async () => {
    const logoOfL1 = async () =>
      (await page('/api/properties?filter[project_id]=' + ids.proj1 + '&sort=price')).data.find(
        (c) => c.id === ids.L1,
      )?.developer_logo;
    try {
      await db.update(developers).set({ status: 'draft' }).where(eq(developers.id, ids.dev1));
      invalidateListingCaches(db);
      expect(await logoOfL1()).toBeNull();
      // Inherited through the project: not while the project is a draft either.
      await db.update(developers).set({ status: 'published' }).where(eq(developers.id, ids.dev1));
      await db.update(listings).set({ developerId: null }).where(eq(listings.id, ids.L1));
      await db.update(projects).set({ status: 'draft' }).where(eq(projects.id, ids.proj1));
      invalidateListingCaches(db);
      expect(await logoOfL1()).toBeNull();
      await db.update(projects).set({ status: 'published' }).where(eq(projects.id, ids.proj1));
      invalidateListingCaches(db);
      expect(await logoOfL1()).toBe('/media/logos/zeta.webp');
    } finally {
      await db.update(developers).set({ status: 'published' }).where(eq(developers.id, ids.dev1));
      await db.update(projects).set({ status: 'published' }).where(eq(projects.id, ids.proj1));
      await db.update(listings).set({ developerId: ids.dev1 }).where(eq(listings.id, ids.L1));
      invalidateListingCaches(db);
    }
  });

  it('finds studios with filter[bedrooms]=0 (or "studio"), and a plot with 0 bedrooms is no studio', async () => {
    // L2, a two-bedroom flat, becomes a studio; L5, the land plot, stores 0 bedrooms.
    await db.update(listings).set({ bedrooms: 0 }).where(eq(listings.id, ids.L2));
    invalidateListingCaches(db);
    try {
      expect(await idsOf('/api/properties?filter[bedrooms]=0')).toEqual([ids.L2]);
      expect(await idsOf('/api/properties?filter[bedrooms]=studio')).toEqual([ids.L2]);
      expect(sorted(await idsOf('/api/properties?filter[bedrooms]=0,7'))).toEqual(
        sorted([ids.L2, ids.L4]),
      );
      const card = (await page('/api/properties?filter[bedrooms]=0')).data[0];
      expect(card).toMatchObject({ id: ids.L2, bedrooms: 0 });
    } finally {
      await db.update(listings).set({ bedrooms: 2 }).where(eq(listings.id, ids.L2));
      invalidateListingCaches(db);
    }
  });

  it('adds the location name when the address lacks it, and puts album-less photos in album 0', async () => {
    const body = await page(
      '/api/properties?filter[location_id]=' + ids.locB + '&filter[property_type]=Apartment',
    );
    expect(body.data).toHaveLength(1);
    expect(body.data[0]?.location).toBe('2 Hill Road, Test Beta Hill');
    expect(body.data[0]?.albums).toEqual([
      { id: 0, title: null, photos: [expect.objectContaining({ url: '/media/l2/only.webp' })] },
    ]);
    const land = await page('/api/properties?filter[property_type]=Land plot');
    expect(land.data[0]?.albums).toEqual([]);
  });

  it.each([
    ['offer_type=Sale', () => [ids.L7, ids.L1, ids.L2, ids.L5]],
    ['offer_type=Rent', () => [ids.L3, ids.L4]],
    ['offer_type=All', () => [ids.L7, ids.L1, ids.L2, ids.L3, ids.L4, ids.L5]],
    ['location_id=LOC_A', () => [ids.L7, ids.L1, ids.L3]],
    ['property_type=Villa,Land plot', () => [ids.L1, ids.L4, ids.L5]],
    ['bedrooms=1,2', () => [ids.L2, ids.L3]],
    ['bedrooms=7', () => [ids.L4]],
    ['bathrooms=7', () => [ids.L4]],
    ['bathrooms=1', () => [ids.L2, ids.L3]],
    ['area_filter=50,300', () => [ids.L7, ids.L1, ids.L2]],
    ['price_range=3000000,21000000', () => [ids.L1, ids.L2, ids.L5]],
    ['rental_type=Long-term', () => [ids.L3]],
    ['property_stage=Off-plan', () => [ids.L7, ids.L1]],
    ['furniture=Furnished', () => [ids.L1, ids.L3]],
    ['amenities_filter=AM1,AM2', () => [ids.L1, ids.L4]],
    ['amenities_filter=AM3', () => [ids.L4]],
    ['developer_id=DEV1', () => [ids.L7, ids.L1]],
    ['project_id=PROJ1', () => [ids.L7, ids.L1]],
    ['user_id=AGENT2', () => [ids.L4]],
  ])('filters by %s', async (filter, expected) => {
    const [name, value] = filter.split('=') as [string, string];
    const resolved = value
      .replace('LOC_A', String(ids.locA))
      .replace('AM1', String(ids.am1))
      .replace('AM2', String(ids.am2))
      .replace('AM3', String(ids.am3))
      .replace('DEV1', String(ids.dev1))
      .replace('PROJ1', String(ids.proj1))
      .replace('AGENT2', String(ids.agent2));
    const got = await idsOf(`/api/properties?filter[${name}]=${encodeURIComponent(resolved)}`);
    expect(sorted(got)).toEqual(sorted(expected()));
  });

  it('combines filters with AND', async () => {
    expect(
      await idsOf(
        '/api/properties?filter[offer_type]=Sale&filter[property_type]=Villa&filter[price_range]=1000000,25000000',
      ),
    ).toEqual([ids.L1]);
    expect(
      await idsOf(
        `/api/properties?filter[offer_type]=Rent&filter[location_id]=${ids.locB}&filter[amenities_filter]=${ids.am1},${ids.am3}&filter[bedrooms]=7&filter[rental_type]=Short-term`,
      ),
    ).toEqual([ids.L4]);
    expect(
      await idsOf('/api/properties?filter[offer_type]=Rent&filter[property_stage]=Off-plan'),
    ).toEqual([]);
  });

  it('filter[search] finds free text in the title, the address or the area name', async () => {
    // Title, case and accents ignored; the draft's title is not found.
    expect(sorted(await idsOf('/api/properties?filter[search]=FLAT'))).toEqual(
      sorted([ids.L2, ids.L3]),
    );
    expect(await idsOf('/api/properties?filter[search]=Pénthouse')).toEqual([ids.L7]);
    // The address ("2 Hill Road") and the area's name ("Test Alpha Bay").
    expect(await idsOf('/api/properties?filter[search]=hill%20road')).toEqual([ids.L2]);
    expect(sorted(await idsOf('/api/properties?filter[search]=alpha%20bay'))).toEqual(
      sorted([ids.L1, ids.L3, ids.L7]),
    );
    // With other filters (AND), and with LIKE's wildcards taken literally.
    expect(await idsOf('/api/properties?filter[search]=alpha&filter[offer_type]=Rent')).toEqual([
      ids.L3,
    ]);
    expect(await idsOf('/api/properties?filter[search]=%25')).toEqual([]);
    const res = await t.app.inject({
      url: `/api/properties?filter[search]=${'x'.repeat(101)}`,
    });
    expect(res.statusCode).toBe(422);
    expect(errorBody(res).errors).toEqual({
      'filter[search]': ['The search filter may be at most 100 characters.'],
    });
  });

  it.each([
    // L4 is a daily rent: 20 000 THB x 30 days sorts it after L3's 25 000 THB a month.
    ['price', () => [ids.L3, ids.L4, ids.L2, ids.L5, ids.L1, ids.L7]],
    ['-price', () => [ids.L7, ids.L1, ids.L5, ids.L2, ids.L4, ids.L3]],
    ['area', () => [ids.L3, ids.L2, ids.L7, ids.L1, ids.L4, ids.L5]],
    ['-area', () => [ids.L5, ids.L4, ids.L1, ids.L7, ids.L2, ids.L3]],
    ['-created_at', () => [ids.L7, ids.L1, ids.L2, ids.L3, ids.L4, ids.L5]],
  ])('sorts by %s', async (sort, expected) => {
    expect(await idsOf(`/api/properties?sort=${encodeURIComponent(sort)}`)).toEqual(expected());
  });

  it('pages, and answers a page past the end with empty data and true meta', async () => {
    const second = await page('/api/properties?per_page=4&page=2');
    expect(second.data.map((c) => c.id)).toEqual([ids.L4, ids.L5]);
    expect(second.meta).toEqual({ current_page: 2, per_page: 4, total: 6, last_page: 2 });
    const past = await page('/api/properties?per_page=4&page=9');
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ current_page: 9, per_page: 4, total: 6, last_page: 2 });
    const none = await page(
      '/api/properties?filter[offer_type]=Rent&filter[property_type]=Building',
    );
    expect(none.meta).toEqual({ current_page: 1, per_page: 12, total: 0, last_page: 1 });
  });

  it('converts prices into the requested currency', async () => {
    const usd = await page('/api/properties?currency=USD');
    const price = (id: number) => usd.data.find((c) => c.id === id)?.price;
    expect(usd.data.every((c) => c.currency === 'USD')).toBe(true);
    expect(price(ids.L1)).toBe(600000);
    expect(price(ids.L2)).toBe(100000);
    expect(price(ids.L4)).toBe(600);
    const thb = await page(
      '/api/properties?currency=THB&filter[property_type]=Apartment&filter[offer_type]=Sale',
    );
    expect(thb.data[0]?.price).toBe(3333333.33);
    const eur = await page('/api/properties?currency=EUR&filter[user_id]=' + ids.agent2);
    expect(eur.data[0]?.price).toBe(500);
  });

  it('reads price_range in the requested currency', async () => {
    // A USD listing found by a THB range…
    expect(await idsOf('/api/properties?currency=THB&filter[price_range]=3000000,3400000')).toEqual(
      [ids.L2],
    );
    // …and a THB listing found by a USD range (20 000 000 THB = 600 000 USD).
    expect(await idsOf('/api/properties?currency=USD&filter[price_range]=590000,610000')).toEqual([
      ids.L1,
    ]);
    // Exactly the shown price is inside the range.
    expect(await idsOf('/api/properties?currency=USD&filter[price_range]=600000,600000')).toEqual([
      ids.L1,
    ]);
    expect(await idsOf('/api/properties?currency=USD&filter[price_range]=3000000,3400000')).toEqual(
      [],
    );
  });

  it('reads price_range in filter[price_currency] whatever currency prices are shown in', async () => {
    // 3 000 000..3 400 000 THB holds L2 (3 333 333.33 THB), asked for in USD and EUR prices.
    for (const currency of ['THB', 'USD', 'EUR']) {
      expect(
        await idsOf(
          `/api/properties?currency=${currency}&filter[price_range]=3000000,3400000&filter[price_currency]=THB`,
        ),
      ).toEqual([ids.L2]);
    }
    // The same range written in USD (x 0.03) finds the same listing in THB prices.
    expect(
      await idsOf(
        '/api/properties?currency=THB&filter[price_range]=90000,102000&filter[price_currency]=USD',
      ),
    ).toEqual([ids.L2]);
    // A currency without a range filters nothing.
    const all = await page('/api/properties');
    const withCurrency = await page('/api/properties?filter[price_currency]=EUR');
    expect(withCurrency.meta.total).toBe(all.meta.total);
  });

  it('sorts rents by their monthly equivalent: a daily price counts 30 days', async () => {
    // L3: 25 000 THB a month; L4: 20 000 THB a day = 600 000 THB a month.
    expect(await idsOf('/api/properties?filter[offer_type]=Rent&sort=price')).toEqual([
      ids.L3,
      ids.L4,
    ]);
    expect(await idsOf('/api/properties?filter[offer_type]=Rent&sort=-price')).toEqual([
      ids.L4,
      ids.L3,
    ]);
  });

  it('GET /api/currency/rates answers the rates prices are converted with', async () => {
    expect(await getJson('/api/currency/rates')).toEqual({
      base: 'THB',
      rates: { THB: 1, USD: 0.03, EUR: 0.025 },
    });
  });

  it.each([
    ['filter[price_currency]=GBP', 'filter[price_currency]'],
    ['sort=name', 'sort'],
    ['sort=', 'sort'],
    ['per_page=101', 'per_page'],
    ['per_page=0', 'per_page'],
    ['per_page=ten', 'per_page'],
    ['page=0', 'page'],
    ['page=-3', 'page'],
    ['currency=GBP', 'currency'],
    ['filter[price_range]=abc', 'filter[price_range]'],
    ['filter[price_range]=5', 'filter[price_range]'],
    ['filter[price_range]=10,5', 'filter[price_range]'],
    ['filter[price_range]=-1,5', 'filter[price_range]'],
    ['filter[area_filter]=1,x', 'filter[area_filter]'],
    ['filter[location_id]=patong', 'filter[location_id]'],
    ['filter[developer_id]=1.5', 'filter[developer_id]'],
    ['filter[amenities_filter]=1,a', 'filter[amenities_filter]'],
    ['filter[offer_type]=Lease', 'filter[offer_type]'],
    ['filter[property_type]=Castle', 'filter[property_type]'],
    ['filter[rental_type]=Weekly', 'filter[rental_type]'],
    ['filter[property_stage]=Soon', 'filter[property_stage]'],
    ['filter[furniture]=Half', 'filter[furniture]'],
    ['filter[bedrooms]=9', 'filter[bedrooms]'],
  ])('answers 422 for %s under the key %s', async (query, field) => {
    const res = await get(`/api/properties?${query}`);
    expect(res.statusCode).toBe(422);
    const body = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(Object.keys(body.errors)).toContain(field);
    expect(typeof body.message).toBe('string');
  });
});

describe('GET /api/{id}/property', () => {
  it('returns the whole listing', async () => {
    const body = await getJson<Card & Record<string, unknown>>(
      `/api/${ids.L1}/property?currency=USD`,
    );
    expect(body).toMatchObject({
      id: ids.L1,
      title: 'Villa one',
      price: 600000,
      currency: 'USD',
      // Beside a USD price the page shows the THB amount ("≈ ฿20,000,000").
      price_thb: 20000000,
      description: 'A villa.',
      furniture: 'Furnished',
      video: null,
      latitude: 7.9,
      longitude: 98.3,
      developer: { id: ids.dev1, title: 'Zeta Coast Builders', logo: '/media/logos/zeta.webp' },
      project: { id: ids.proj1, title: 'Zeta Residences' },
      // Private until the agent chooses to show them (users.settings show_email / show_phone).
      agent: {
        id: ids.agent1,
        name: 'Agent One',
        avatar_path: 'avatars/one.webp',
        phone: null,
        email: null,
      },
      // Read through the API, which checks the document is public (listings/document-routes).
      documents: [
        expect.objectContaining({
          name: 'Title deed.pdf',
          url: expect.stringMatching(new RegExp(`^/api/listing/${ids.L1}/documents/\\d+$`)),
        }),
      ],
      video_poster: null,
      amenities: [
        { id: ids.am2, name: 'Test gym' },
        { id: ids.am1, name: 'Test pool' },
      ],
      floor_plan: expect.objectContaining({
        title: 'Ground floor',
        photos: [expect.objectContaining({ url: '/media/plans/l1.webp' })],
      }),
    });
    expect(body.albums.flatMap((a) => a.photos)).toHaveLength(8);
    expect(new Date(body.created_at as string).getTime()).toBeCloseTo(now - DAY, -4);
  });

  it('names and links no developer or project that is not published (their pages would 404)', async () => {
    const property = () =>
      getJson<{ developer: unknown; project: unknown; developer_logo: unknown }>(
        `/api/${ids.L1}/property`,
      );
    try {
      await db.update(developers).set({ status: 'draft' }).where(eq(developers.id, ids.dev1));
      invalidateListingCaches(db);
      expect(await property()).toMatchObject({
        developer: null,
        developer_logo: null,
        project: { id: ids.proj1, title: 'Zeta Residences' },
      });
      await db.update(developers).set({ status: 'published' }).where(eq(developers.id, ids.dev1));
      await db.update(projects).set({ status: 'archived' }).where(eq(projects.id, ids.proj1));
      invalidateListingCaches(db);
      expect(await property()).toMatchObject({
        developer: { id: ids.dev1, title: 'Zeta Coast Builders' },
        project: null,
      });
      // With no developer of its own, the listing takes none from a project that is not public.
      await db.update(listings).set({ developerId: null }).where(eq(listings.id, ids.L1));
      invalidateListingCaches(db);
      expect(await property()).toMatchObject({ developer: null, project: null });
    } finally {
      await db.update(developers).set({ status: 'published' }).where(eq(developers.id, ids.dev1));
      await db.update(projects).set({ status: 'published' }).where(eq(projects.id, ids.proj1));
      await db.update(listings).set({ developerId: ids.dev1 }).where(eq(listings.id, ids.L1));
      invalidateListingCaches(db);
    }
  });

  it("shows the owner's email and phone only as the owner chose", async () => {
    const agentOf = async () =>
      (await getJson<{ agent: Record<string, unknown> }>(`/api/${ids.L1}/property`)).agent;
    try {
      await showContacts(ids.agent1, { show_email: true });
      expect(await agentOf()).toMatchObject({ email: 'agent.one@example.com', phone: null });
      await showContacts(ids.agent1, { show_email: false, show_phone: true });
      expect(await agentOf()).toMatchObject({ email: null, phone: '+66 81 111 1111' });
    } finally {
      await showContacts(ids.agent1, {});
    }
    expect(await agentOf()).toMatchObject({ email: null, phone: null });
  });

  it('falls back to the project developer, and has null parts for a bare listing', async () => {
    expect(await getJson(`/api/${ids.L5}/property`)).toMatchObject({
      developer: null,
      project: null,
      floor_plan: null,
      documents: [],
      amenities: [],
    });
  });

  it('answers 404 for unknown and draft listings, 422 for a non-numeric id', async () => {
    expect((await get('/api/999999/property')).statusCode).toBe(404);
    expect((await get(`/api/${ids.L6}/property`)).statusCode).toBe(404);
    const bad = await get('/api/abc/property');
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('id');
    expect((await get(`/api/${ids.L1}/property?currency=XYZ`)).statusCode).toBe(422);
  });
});

describe('home and broker lists', () => {
  it('GET /api/get-listings nests the page in data and shows new projects first', async () => {
    const body = await getJson<{ data: CardPage }>('/api/get-listings?page=1');
    expect(body.data.data.map((c) => c.id)).toEqual([
      ids.L7,
      ids.L1,
      ids.L2,
      ids.L3,
      ids.L4,
      ids.L5,
    ]);
    expect(body.data.meta).toEqual({ current_page: 1, per_page: 6, total: 6, last_page: 1 });
    const rent = await get('/api/get-listings?filter[offer_type]=Rent');
    expect(rent.json<{ data: CardPage }>().data.data.map((c) => c.id)).toEqual([ids.L3, ids.L4]);
  });

  it('GET /api/get/broker/listings: public by filter[user_id], own listings with drafts when signed in', async () => {
    expect(await idsOf(`/api/get/broker/listings?filter[user_id]=${ids.agent2}`)).toEqual([ids.L4]);
    const broker = await registerUser(t.app);
    const [me] = await db.select({ id: users.id }).from(users).where(eq(users.email, broker.email));
    const draft = await addListing({
      userId: me!.id,
      status: 'draft',
      title: 'My draft',
      offerType: 'Sale',
    });
    const res = await get('/api/get/broker/listings', { authorization: `Bearer ${broker.token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<CardPage>().data.map((c) => c.id)).toEqual([draft]);
    expect(res.json<CardPage>().meta.per_page).toBe(6);
    const bad = await get('/api/get/broker/listings', { authorization: 'Bearer nope' });
    expect(bad.statusCode).toBe(401);
    // The draft never leaks into public lists.
    expect(await idsOf(`/api/properties?filter[user_id]=${me!.id}`)).toEqual([]);
  });
});

describe('developers and projects', () => {
  it('lists developers by title with search and paging', async () => {
    const body = await getJson<{ data: Record<string, unknown>[]; meta: CardPage['meta'] }>(
      '/api/developers?filter[title]=zeta',
    );
    expect(body.data).toEqual([
      {
        id: ids.dev1,
        title: 'Zeta Coast Builders',
        language: 'en',
        title_translations: {},
        logo: '/media/logos/zeta.webp',
        main_photo: '/media/photos/zeta.webp',
        description: 'Zeta.',
        projects_count: 1,
      },
    ]);
    expect(body.meta).toEqual({ current_page: 1, per_page: 10, total: 1, last_page: 1 });
    const all = await get('/api/developers?per_page=1&page=2');
    expect(all.json<{ meta: CardPage['meta'] }>().meta).toMatchObject({
      per_page: 1,
      current_page: 2,
      total: 2,
    });
    expect((await get('/api/developers?per_page=101')).statusCode).toBe(422);
    expect(
      (await get('/api/developers?filter[title]=%25')).json<{ data: unknown[] }>().data,
    ).toEqual([]);
  });

  it('shows one developer and its listings', async () => {
    expect(await getJson(`/api/developers/${ids.dev1}`)).toMatchObject({
      id: ids.dev1,
      title: 'Zeta Coast Builders',
      photos: [],
      projects: [expect.objectContaining({ id: ids.proj1, title: 'Zeta Residences' })],
      listings_count: 2,
    });
    expect(await idsOf(`/api/developers/${ids.dev1}/listings`)).toEqual([ids.L7, ids.L1]);
    expect(await idsOf(`/api/developers/${ids.dev1}/listings?filter[property_type]=Villa`)).toEqual(
      [ids.L1],
    );
    expect((await get('/api/developers/999999')).statusCode).toBe(404);
    expect((await get('/api/developers/999999/listings')).statusCode).toBe(404);
    expect((await get('/api/developers/x')).statusCode).toBe(422);
  });

  it('lists projects with developer, location and title filters', async () => {
    const byDev = await get(`/api/projects?filter[developer_id]=${ids.dev2}`);
    expect(byDev.json<{ data: { id: number }[] }>().data.map((p) => p.id)).toEqual([ids.proj2]);
    const byLoc = await get(`/api/projects?filter[location_id]=${ids.locA}`);
    expect(byLoc.json<{ data: unknown[] }>().data).toEqual([
      {
        id: ids.proj1,
        title: 'Zeta Residences',
        language: 'en',
        title_translations: {},
        main_photo: null,
        completion: 'Q4 2026',
        launch: null,
        developer: {
          id: ids.dev1,
          title: 'Zeta Coast Builders',
          language: 'en',
          title_translations: {},
          logo: '/media/logos/zeta.webp',
        },
        location: { id: ids.locA, name: 'Test Alpha Bay' },
        stage: null,
        price_from: null,
        currency: 'THB',
      },
    ]);
    const byTitle = await get('/api/projects?filter[title]=villas');
    expect(byTitle.json<{ data: { id: number }[] }>().data.map((p) => p.id)).toEqual([ids.proj2]);
    expect((await get('/api/projects?filter[developer_id]=abc')).statusCode).toBe(422);
  });

  it('shows one project with layouts and its listings', async () => {
    expect(await getJson(`/api/projects/${ids.proj1}`)).toMatchObject({
      id: ids.proj1,
      video: 'https://video.example.com/z',
      layouts: [
        { title: '1 Bedroom 45 sq.m', bedrooms: 1, area: 45, photo: '/media/plans/a.webp' },
        { title: '2 Bedrooms 78 sq.m', bedrooms: 2, area: 78, photo: null },
      ].map((l) => expect.objectContaining(l)),
      developer: { id: ids.dev1 },
      location: { id: ids.locA, name: 'Test Alpha Bay' },
      listings_count: 2,
    });
    expect(await idsOf(`/api/projects/${ids.proj1}/listings?sort=price`)).toEqual([ids.L1, ids.L7]);
    expect(await idsOf(`/api/projects/${ids.proj2}/listings`)).toEqual([]);
    expect((await get('/api/projects/999999')).statusCode).toBe(404);
    expect((await get('/api/projects/999999/listings')).statusCode).toBe(404);
  });

  it("counts the /projects directory's matches on every page, past the end too", async () => {
    // Three published and one draft, by a title no other row here has.
    await db
      .insert(projects)
      .values([
        { title: 'Tally Court A' },
        { title: 'Tally Court B' },
        { title: 'Tally Court C' },
        { title: 'Tally Court D', status: 'draft' },
      ]);
    invalidateListingCaches(db);
    const page = async (query: string) => {
      const body = await getJson<{
        data: { title: string }[];
        meta: { current_page: number; per_page: number; total: number; last_page: number };
      }>(`/api/projects?filter[title]=Tally%20Court&per_page=2${query}`);
      return [body.data.map((p) => p.title), body.meta] as const;
    };
    expect(await page('')).toEqual([
      ['Tally Court A', 'Tally Court B'],
      { current_page: 1, per_page: 2, total: 3, last_page: 2 },
    ]);
    expect(await page('&page=2')).toEqual([
      ['Tally Court C'],
      { current_page: 2, per_page: 2, total: 3, last_page: 2 },
    ]);
    expect(await page('&page=5')).toEqual([
      [],
      { current_page: 5, per_page: 2, total: 3, last_page: 2 },
    ]);
    expect(
      (await getJson<{ meta: { total: number } }>('/api/projects?filter[title]=Nowhere')).meta,
    ).toMatchObject({ total: 0, last_page: 1 });
    // A hit sends the body kept from the first answer: the same text, typed as JSON.
    const miss = await get('/api/projects?filter[title]=Tally%20Court');
    const hit = await get('/api/projects?filter[title]=Tally%20Court&page=1');
    expect([hit.statusCode, hit.headers['content-type'], hit.body]).toEqual([
      200,
      'application/json; charset=utf-8',
      miss.body,
    ]);
    expect(miss.json<{ data: unknown[] }>().data).toHaveLength(3);
  });
});

describe('agents', () => {
  it('shows a broker or developer with a published listing, contacts private by default', async () => {
    expect(await getJson(`/api/agents/${ids.agent1}`)).toEqual({
      id: ids.agent1,
      name: 'Agent One',
      avatar_path: 'avatars/one.webp',
      company_logo_path: null,
      phone: null,
      email: null,
      bio: null,
      languages: [],
      listings_count: 5,
      enquiry_path: `/agents/${ids.agent1}/enquiry`,
      verified: false,
    });
    expect((await get(`/api/agents/${ids.agent2}`)).json()).toMatchObject({
      listings_count: 1,
      email: null,
      phone: null,
    });
    expect(await idsOf(`/api/agents/${ids.agent2}/listings`)).toEqual([ids.L4]);
  });

  it('shows the email and the phone each only once the agent turned it on', async () => {
    try {
      await showContacts(ids.agent1, { show_email: true });
      expect(await getJson(`/api/agents/${ids.agent1}`)).toMatchObject({
        email: 'agent.one@example.com',
        phone: null,
      });
      await showContacts(ids.agent1, { show_email: true, show_phone: true });
      expect(await getJson(`/api/agents/${ids.agent1}`)).toMatchObject({
        email: 'agent.one@example.com',
        phone: '+66 81 111 1111',
      });
      // Only a stored `true` shows anything.
      await showContacts(ids.agent1, { show_email: 'yes', show_phone: 1 });
      expect(await getJson(`/api/agents/${ids.agent1}`)).toMatchObject({
        email: null,
        phone: null,
      });
    } finally {
      await showContacts(ids.agent1, {});
    }
  });

  it('answers 404, as for an unknown id, for an account without a published listing or an admin', async () => {
    const people = await db
      .insert(users)
      .values([
        {
          name: 'No Listings',
          email: 'no.listings@example.com',
          passwordHash: 'x',
          role: 'broker',
        },
        {
          name: 'Only Draft',
          email: 'only.draft@example.com',
          passwordHash: 'x',
          role: 'developer',
          settings: { show_email: true, show_phone: true },
        },
      ])
      .returning({ id: users.id });
    const [noListings, onlyDraft] = people.map((p) => p.id) as [number, number];
    const draft = await addListing({ title: 'Agent draft', status: 'draft', userId: onlyDraft });
    // An admin's own published listing does not give them a page either.
    const adminListing = await addListing({ title: 'Admin listing', userId: ids.admin });
    invalidateListingCaches(db);
    try {
      const unknown = await get('/api/agents/999999');
      expect(unknown.statusCode).toBe(404);
      for (const id of [noListings, onlyDraft, ids.admin]) {
        for (const url of [`/api/agents/${id}`, `/api/agents/${id}/listings`]) {
          const res = await get(url);
          expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
          expect(res.headers['content-type']).toMatch(/^application\/json/);
          // The same answer as for an id that never existed, but for its own request id.
          expect(errorBody(res)).toEqual(errorBody(unknown));
          expect(res.body).not.toContain('@example.com');
        }
      }
    } finally {
      await db.delete(listings).where(inArray(listings.id, [draft, adminListing]));
      await db.delete(users).where(inArray(users.id, [noListings, onlyDraft]));
      invalidateListingCaches(db);
    }
  });
});

describe('reference data', () => {
  it('GET /api/locations is a plain list sorted by name', async () => {
    const list = await getJson<{ id: number; name: string }[]>('/api/locations');
    expect(Array.isArray(list)).toBe(true);
    expect(list).toContainEqual({ id: ids.locA, name: 'Test Alpha Bay' });
    expect(list.map((l) => l.name)).toEqual(
      [...list.map((l) => l.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(['id', 'name']);
  });

  it('GET /api/{offerType}/options returns the filter choices', async () => {
    for (const offer of ['Rent', 'Sale']) {
      const body = await getJson<Record<string, { id: number }[]>>(`/api/${offer}/options`);
      expect(Object.keys(body).sort()).toEqual([
        'amenities',
        'developers',
        'locations',
        'projects',
      ]);
      expect(body.developers).toEqual([
        { id: ids.dev2, title: 'Omega Hills Estates' },
        { id: ids.dev1, title: 'Zeta Coast Builders' },
      ]);
      expect(body.projects).toContainEqual({ id: ids.proj1, title: 'Zeta Residences' });
      expect(body.amenities).toContainEqual({ id: ids.am3, name: 'Test sauna' });
      expect(body.locations).toContainEqual({ id: ids.locB, name: 'Test Beta Hill' });
    }
    expect((await get('/api/Lease/options')).statusCode).toBe(422);
  });
});

describe('POST /api/subscribe', () => {
  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/subscribe', payload: payload as object });

  it('subscribes once per email, case-insensitively', async () => {
    const ok = await post({ email: '  Reader@Example.com ' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ message: 'Thank you for subscribing!' });
    const again = await post({ email: 'reader@example.COM' });
    expect(again.statusCode).toBe(422);
    expect(errorBody(again)).toEqual({
      message: 'This email is already subscribed.',
      errors: { email: ['This email is already subscribed.'] },
    });
  });

  it.each([
    [{ email: '' }],
    [{ email: 'not-an-email' }],
    [{ email: 'a@b' }],
    [{}],
    [{ email: 42 }],
    [{ email: '   ' }],
  ])('refuses %j with the documented message', async (payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(422);
    expect(errorBody(res)).toEqual({
      message: 'The email field is required.',
      errors: { email: ['The email field is required.'] },
    });
  });
});

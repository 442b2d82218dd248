import { emptyFilterValues, searchProjectsQuery } from '@phuket/shared/contract';
import type { Page, ProjectDetail, ProjectSummary } from '@phuket/shared/contract';
import type { Db } from '../db/client';
import {
  amenities,
  developers,
  locations,
  projectLayouts,
  projectUnits,
  projects,
} from '../db/schema';
import { createTestApp, pinRates, type TestApp } from '../test/test-app';
import { invalidateListingCaches } from './invalidation';

/*
 * What the developer enters in the project wizard reaches the public project answer: its
 * amenities, brochure and unit list, prices in the visitor's currency; and the home page's
 * 'New Projects in Phuket' list is the newest. Rows are inserted directly (the wizard's calls
 * are tested in database/); rates pinned to 1 THB = 0.03 USD = 0.025 EUR.
 */

let t: TestApp;
let db: Db;
let projectId: number;
let draftId: number;
let pool: number;
let gym: number;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  db = t.database.db;
  await pinRates(db);
  const ams = await db
    .insert(amenities)
    .values([
      { name: 'Unit test pool', slug: 'unit-test-pool' },
      { name: 'Unit test gym', slug: 'unit-test-gym' },
    ])
    .returning({ id: amenities.id });
  [pool, gym] = ams.map((a) => a.id) as [number, number];
  const [dev] = await db
    .insert(developers)
    .values({ title: 'Unit Table Builders' })
    .returning({ id: developers.id });
  const [published, draft] = await db
    .insert(projects)
    .values([
      {
        title: 'Unit Table Residence',
        developerId: dev?.id,
        priceFrom: '3000000',
        priceTo: '9000000',
        amenities: [gym as number, pool as number],
        brochure: 'projects/brochures/unit-table.pdf',
      },
      {
        title: 'Unit Table Draft',
        status: 'draft',
        priceFrom: '1000000',
        amenities: [pool as number],
        brochure: 'projects/brochures/secret.pdf',
      },
    ])
    .returning({ id: projects.id });
  projectId = published?.id as number;
  draftId = draft?.id as number;
  const [one, two] = await db
    .insert(projectLayouts)
    .values([
      { projectId, title: 'One bedroom', bedrooms: 1, area: '45.5' },
      { projectId, title: 'Two bedrooms', bedrooms: 2, area: '78' },
    ])
    .returning({ id: projectLayouts.id });
  await db.insert(projectUnits).values([
    {
      projectId,
      layoutId: two?.id,
      unitNumber: 'B301',
      floor: 3,
      price: '8200000',
      status: 'sold',
    },
    { projectId, layoutId: one?.id, unitNumber: 'A102', floor: 1, price: '5000000' },
    { projectId, layoutId: one?.id, unitNumber: 'A101', floor: 1, price: '4900000' },
    { projectId, layoutId: null, unitNumber: 'X1', floor: null, price: null, status: 'reserved' },
    { projectId: draftId, unitNumber: 'S1', floor: 2, price: '1000000' },
  ]);
});
afterAll(() => t.close());

async function getJson<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
}

describe('the public project answer', () => {
  it('names the amenities the developer chose, by name', async () => {
    const project = await getJson<ProjectDetail>(`/api/projects/${projectId}`);
    expect(project.amenities).toEqual([
      { id: gym, name: 'Unit test gym' },
      { id: pool, name: 'Unit test pool' },
    ]);
  });

  it('gives the brochure as a public URL', async () => {
    const project = await getJson<ProjectDetail>(`/api/projects/${projectId}`);
    expect(project.brochure).toBe('/media/projects/brochures/unit-table.pdf');
  });

  it('lists the units with type, floor, size, price and status, by floor then price', async () => {
    const project = await getJson<ProjectDetail>(`/api/projects/${projectId}`);
    expect(project.units).toEqual([
      {
        type: 'One bedroom',
        bedrooms: 1,
        floor: 1,
        area: 45.5,
        price: 4_900_000,
        status: 'available',
      },
      {
        type: 'One bedroom',
        bedrooms: 1,
        floor: 1,
        area: 45.5,
        price: 5_000_000,
        status: 'available',
      },
      { type: 'Two bedrooms', bedrooms: 2, floor: 3, area: 78, price: 8_200_000, status: 'sold' },
      { type: null, bedrooms: null, floor: null, area: null, price: null, status: 'reserved' },
    ]);
  });

  it("keeps the units' private fields private", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}` });
    for (const unit of res.json<ProjectDetail>().units)
      expect(Object.keys(unit).sort()).toEqual(
        ['area', 'bedrooms', 'floor', 'price', 'status', 'type'].sort(),
      );
    // Unit numbers and ids are the database screens' alone.
    expect(res.body).not.toContain('A101');
    expect(res.body).not.toContain('unit_number');
    expect(res.body).not.toContain('layout_id');
  });

  it("shows a draft's amenities, brochure and units to no one", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/projects/${draftId}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret.pdf');
    expect(res.body).not.toContain('Unit test pool');
  });

  it("answers every price in the visitor's currency", async () => {
    const thb = await getJson<ProjectDetail>(`/api/projects/${projectId}`);
    expect(thb).toMatchObject({ currency: 'THB', price_from: 3_000_000, price_to: 9_000_000 });
    const usd = await getJson<ProjectDetail>(`/api/projects/${projectId}?currency=USD`);
    expect(usd).toMatchObject({ currency: 'USD', price_from: 90_000, price_to: 270_000 });
    expect(usd.units.map((u) => u.price)).toEqual([147_000, 150_000, 246_000, null]);
    // A layout's "from": its lowest available unit, converted too.
    expect(usd.layouts.map((l) => l.price_from)).toEqual([147_000, null]);
    const eur = await getJson<ProjectDetail>(`/api/projects/${projectId}?currency=EUR`);
    expect(eur).toMatchObject({ currency: 'EUR', price_from: 75_000, price_to: 225_000 });
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}?currency=GBP`,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, unknown> }>().errors).toHaveProperty('currency');
  });
});

describe('project cards', () => {
  const card = async (query: string) =>
    (
      await getJson<Page<ProjectSummary>>(`/api/projects?filter[title]=Unit%20Table${query}`)
    ).data.find((p) => p.title === 'Unit Table Residence');

  it("price each project's 'from' in the visitor's currency when asked", async () => {
    expect(await card('')).toMatchObject({ currency: 'THB', price_from: 3_000_000 });
    expect(await card('&currency=USD')).toMatchObject({ currency: 'USD', price_from: 90_000 });
    expect(await card('&currency=EUR')).toMatchObject({ currency: 'EUR', price_from: 75_000 });
    // The cached page keeps the project's own figures: asked again without, they are back.
    expect(await card('')).toMatchObject({ currency: 'THB', price_from: 3_000_000 });
    const bad = await t.app.inject({ method: 'GET', url: '/api/projects?currency=GBP' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, unknown> }>().errors).toHaveProperty('currency');
  });
});

describe("home's 'New Projects in Phuket' (sort=newest)", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const titles = async (query: string) =>
    (
      await getJson<Page<ProjectSummary>>(`/api/projects?filter[title]=Newness&per_page=10${query}`)
    ).data.map((p) => p.title);

  beforeAll(async () => {
    const added = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
    await db.insert(projects).values([
      // Typed in today, but launched long ago: not new.
      { title: 'Newness A added today, launched 2019', launch: '2019-05-01', createdAt: added(0) },
      { title: 'Newness B launching 2027-06', launch: '2027-06-01', createdAt: added(40) },
      { title: 'Newness C launched 2026-03', launch: '2026-03-01', createdAt: added(30) },
      { title: 'Newness D no launch, added today', launch: null, createdAt: added(0) },
      { title: 'Newness E no launch, added earlier', launch: null, createdAt: added(5) },
      {
        title: 'Newness F launched 2026-03, added later',
        launch: '2026-03-01',
        createdAt: added(2),
      },
      { title: 'Newness G draft', launch: '2031-01-01', status: 'draft' },
    ]);
    invalidateListingCaches(db);
  });

  it('orders by launch month, latest first, those without one after, then by when added', async () => {
    expect(await titles('&sort=newest')).toEqual([
      'Newness B launching 2027-06',
      'Newness F launched 2026-03, added later',
      'Newness C launched 2026-03',
      'Newness A added today, launched 2019',
      'Newness D no launch, added today',
      'Newness E no launch, added earlier',
    ]);
    const [first] = (
      await getJson<Page<ProjectSummary>>('/api/projects?filter[title]=Newness&sort=newest')
    ).data;
    expect(first?.launch).toBe('2027-06');
  });

  it('keeps the directory by title, and refuses an unknown sort', async () => {
    expect(await titles('')).toEqual([
      'Newness A added today, launched 2019',
      'Newness B launching 2027-06',
      'Newness C launched 2026-03',
      'Newness D no launch, added today',
      'Newness E no launch, added earlier',
      'Newness F launched 2026-03, added later',
    ]);
    // Both orders are cached apart: the second read is not the first one's page.
    expect((await titles('&sort=newest'))[0]).toBe('Newness B launching 2027-06');
    const bad = await t.app.inject({ method: 'GET', url: '/api/projects?sort=oldest' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('the projects above a /properties search for new projects', () => {
  it("are the off-plan ones of the search's area, not ready or unstaged ones", async () => {
    const [kata, karon] = await db
      .insert(locations)
      .values([
        { name: 'Strip Kata', slug: 'strip-kata' },
        { name: 'Strip Karon', slug: 'strip-karon' },
      ])
      .returning({ id: locations.id });
    await db.insert(projects).values([
      { title: 'Strip off-plan Kata', stage: 'Off-plan', locationId: kata?.id },
      { title: 'Strip ready Kata', stage: 'Ready', locationId: kata?.id },
      { title: 'Strip unstaged Kata', stage: null, locationId: kata?.id },
      { title: 'Strip off-plan Karon', stage: 'Off-plan', locationId: karon?.id },
    ]);
    invalidateListingCaches(db);
    // The very query the strip sends for `/properties?property_stage=Off-plan&location_id=…`.
    const strip = async (locationId: number[]) => {
      const query = searchProjectsQuery({
        ...emptyFilterValues(),
        property_stage: ['Off-plan'],
        location_id: locationId,
        search: 'Strip',
      });
      const params = new URLSearchParams(query?.params as Record<string, string>);
      return (await getJson<Page<ProjectSummary>>(`/api/projects?${params.toString()}`)).data.map(
        (p) => p.title,
      );
    };
    expect(await strip([kata?.id as number])).toEqual(['Strip off-plan Kata']);
    expect(await strip([])).toEqual(['Strip off-plan Karon', 'Strip off-plan Kata']);
  });
  it("meet the search's price range in the visitor's currency; one without a price stays", async () => {
    await db.insert(projects).values([
      { title: 'Budget 3M THB', stage: 'Off-plan', priceFrom: '3000000', currency: 'THB' },
      { title: 'Budget 4M THB', stage: 'Off-plan', priceFrom: '4000000', currency: 'THB' },
      {
        title: 'Budget 2M-9M THB',
        stage: 'Off-plan',
        priceFrom: '2000000',
        priceTo: '9000000',
      },
      { title: 'Budget 80k USD', stage: 'Off-plan', priceFrom: '80000', currency: 'USD' },
      { title: 'Budget 200k USD', stage: 'Off-plan', priceFrom: '200000', currency: 'USD' },
      { title: 'Budget unpriced', stage: 'Off-plan' },
    ]);
    invalidateListingCaches(db);
    const strip = async (range: [number, number], currency: string) => {
      const query = searchProjectsQuery({
        ...emptyFilterValues(),
        property_stage: ['Off-plan'],
        price_range: range,
        search: 'Budget',
      });
      const params = new URLSearchParams({
        ...(query?.params as Record<string, string>),
        currency,
        per_page: '10',
      });
      return (await getJson<Page<ProjectSummary>>(`/api/projects?${params.toString()}`)).data
        .map((p) => p.title)
        .sort();
    };
    // 1 THB = 0.03 USD: up to $100,000 is up to ฿3,333,333.
    expect(await strip([0, 100_000], 'USD')).toEqual([
      'Budget 2M-9M THB',
      'Budget 3M THB',
      'Budget 80k USD',
      'Budget unpriced',
    ]);
    // The same figures read as baht: only the unpriced one is under ฿100,000.
    expect(await strip([0, 100_000], 'THB')).toEqual(['Budget unpriced']);
    // From ฿5M: the range reaching ฿9M, and $200,000 (฿6.7M).
    expect(await strip([5_000_000, 1_000_000_000], 'THB')).toEqual([
      'Budget 200k USD',
      'Budget 2M-9M THB',
      'Budget unpriced',
    ]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/projects?filter[price_range]=cheap',
    });
    expect(bad.statusCode).toBe(422);
  });
});

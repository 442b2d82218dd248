import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ListingCard, ListingDetail } from '@phuket/shared/contract';
import { listings, projects, users } from '../db/schema';
import { writeAreaRoutes } from '../test/area-routes';
import { createTestApp, errorBody, type TestApp } from '../test/test-app';

/*
 * What the wizard's Tenure and Foreign quota (and a project's lease years and foreign-quota
 * units) become for a buyer: the card and property answers, the filter[tenure] search with its
 * "Foreign freehold" choice, and the link preview. Known rows, so every answer is exact.
 */

let t: TestApp;
let siteRoot: string;
const ids = {
  quotaProject: 0,
  fullProject: 0,
  leaseProject: 0,
  draftProject: 0,
  /** Freehold condo in a project with 12 foreign-quota units left: foreign freehold. */
  condo: 0,
  /** Freehold condo, quota not stated, no project: foreign freehold (possible). */
  standalone: 0,
  /** Freehold condo in the Thai quota: not for a foreigner. */
  thaiQuota: 0,
  /** Freehold condo in a project with no foreign-quota units left. */
  noneLeft: 0,
  /** Freehold condo in a draft project stating none left: a draft states nothing public. */
  draftNoneLeft: 0,
  /** A freehold villa: land, so never foreign freehold. */
  villa: 0,
  /** Leasehold villa in a 30-year leasehold project. */
  leased: 0,
  /** A broker's standalone leasehold villa stating 60 years (the wizard's own field). */
  ownLease: 0,
  /** Leasehold villa in the 30-year project stating its own 45: the listing's own wins. */
  ownLeaseInProject: 0,
  /** Freehold villa with years left from when it was leasehold: no years shown. */
  formerLease: 0,
  company: 0,
  /** A rental with no tenure stated. */
  rental: 0,
};

beforeAll(async () => {
  siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-tenure-site-'));
  const shell = path.join(siteRoot, 'shell', 'dist', 'index.html');
  fs.mkdirSync(path.dirname(shell), { recursive: true });
  fs.writeFileSync(
    shell,
    '<!doctype html><html lang=en><head><title>WOW Phuket</title></head><body><div id=root></div></body></html>',
  );
  writeAreaRoutes(siteRoot);
  t = await createTestApp({
    demo: false,
    env: { SITE_ROOT: siteRoot, PUBLIC_URL: 'http://wow.test' },
  });
  const { db } = t.database;
  const [owner] = await db
    .insert(users)
    .values({
      name: 'Tenure Broker',
      email: 'tenure@example.com',
      passwordHash: 'x',
      role: 'broker',
    })
    .returning({ id: users.id });
  const projectRows = await db
    .insert(projects)
    .values([
      { title: 'Quota Tower', tenure: 'Freehold', foreignQuotaUnits: 12 },
      { title: 'Full Tower', tenure: 'Freehold', foreignQuotaUnits: 0 },
      { title: 'Lease Estate', tenure: 'Leasehold', leaseholdYears: 30 },
      { title: 'Draft Tower', tenure: 'Freehold', foreignQuotaUnits: 0, status: 'draft' },
    ])
    .returning({ id: projects.id });
  [ids.quotaProject, ids.fullProject, ids.leaseProject, ids.draftProject] = projectRows.map(
    (p) => p.id,
  ) as [number, number, number, number];
  const sale = {
    userId: owner!.id,
    status: 'published' as const,
    offerType: 'Sale',
    price: '5000000',
    priceThb: '5000000',
  };
  const rows = await db
    .insert(listings)
    .values([
      {
        ...sale,
        title: 'Quota condo',
        propertyType: 'Apartment',
        tenure: 'Freehold',
        foreignQuota: true,
        projectId: ids.quotaProject,
      },
      { ...sale, title: 'Standalone condo', propertyType: 'Penthouse', tenure: 'Freehold' },
      {
        ...sale,
        title: 'Thai quota condo',
        propertyType: 'Apartment',
        tenure: 'Freehold',
        foreignQuota: false,
      },
      {
        ...sale,
        title: 'Sold-out quota condo',
        propertyType: 'Apartment',
        tenure: 'Freehold',
        foreignQuota: true,
        projectId: ids.fullProject,
      },
      {
        ...sale,
        title: 'Draft project condo',
        propertyType: 'Hotel apartment',
        tenure: 'Freehold',
        projectId: ids.draftProject,
      },
      { ...sale, title: 'Freehold villa', propertyType: 'Villa', tenure: 'Freehold' },
      {
        ...sale,
        title: 'Leased villa',
        propertyType: 'Villa',
        tenure: 'Leasehold',
        projectId: ids.leaseProject,
      },
      {
        ...sale,
        title: 'Own lease villa',
        propertyType: 'Villa',
        tenure: 'Leasehold',
        leaseholdYears: 60,
      },
      {
        ...sale,
        title: 'Own lease in project',
        propertyType: 'Villa',
        tenure: 'Leasehold',
        leaseholdYears: 45,
        projectId: ids.leaseProject,
      },
      {
        ...sale,
        title: 'Former lease villa',
        propertyType: 'Villa',
        tenure: 'Freehold',
        leaseholdYears: 30,
      },
      { ...sale, title: 'Company villa', propertyType: 'Villa', tenure: 'Thai company' },
      {
        ...sale,
        title: 'Rented condo',
        offerType: 'Rent',
        rentalType: 'Long-term',
        propertyType: 'Apartment',
      },
    ])
    .returning({ id: listings.id });
  const order = [
    'condo',
    'standalone',
    'thaiQuota',
    'noneLeft',
    'draftNoneLeft',
    'villa',
    'leased',
    'ownLease',
    'ownLeaseInProject',
    'formerLease',
    'company',
    'rental',
  ] as const;
  order.forEach((key, i) => (ids[key] = rows[i]!.id));
});

afterAll(async () => {
  await t.close();
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'wow.test' } });

async function cards(query = ''): Promise<ListingCard[]> {
  const res = await get(`/api/properties?per_page=100&sort=-created_at${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: ListingCard[] }>().data;
}

const tenureOf = (card: ListingCard | ListingDetail) => ({
  tenure: card.tenure,
  leasehold_years: card.leasehold_years,
  foreign_quota: card.foreign_quota,
  foreign_quota_units: card.foreign_quota_units,
  foreign_freehold: card.foreign_freehold,
});

describe('tenure on the property page and the card', () => {
  it("GET /api/{id}/property has the tenure and its project's foreign-quota units", async () => {
    const res = await get(`/api/${ids.condo}/property`);
    expect(res.statusCode).toBe(200);
    expect(tenureOf(res.json<ListingDetail>())).toEqual({
      tenure: 'Freehold',
      leasehold_years: null,
      foreign_quota: true,
      foreign_quota_units: 12,
      foreign_freehold: true,
    });
  });

  it("takes a leasehold listing's years from its leasehold project", async () => {
    const detail = (await get(`/api/${ids.leased}/property`)).json<ListingDetail>();
    expect(tenureOf(detail)).toEqual({
      tenure: 'Leasehold',
      leasehold_years: 30,
      foreign_quota: null,
      foreign_quota_units: null,
      foreign_freehold: false,
    });
  });

  it("shows a standalone leasehold listing's own years", async () => {
    const detail = (await get(`/api/${ids.ownLease}/property`)).json<ListingDetail>();
    expect(detail).toMatchObject({ tenure: 'Leasehold', leasehold_years: 60 });
  });

  it("prefers the listing's own years to its project's", async () => {
    const detail = (await get(`/api/${ids.ownLeaseInProject}/property`)).json<ListingDetail>();
    expect(detail).toMatchObject({ tenure: 'Leasehold', leasehold_years: 45 });
  });

  it("the compare view's listings carry the listing's own years too", async () => {
    const res = await get(
      `/api/favourites/listings?ids=${ids.ownLease},${ids.ownLeaseInProject},${ids.leased}`,
    );
    expect(res.statusCode).toBe(200);
    const years = res.json<{ data: ListingCard[] }>().data.map((l) => l.leasehold_years);
    expect(years).toEqual([60, 45, 30]);
  });

  it('shows no years on a listing that is no longer leasehold', async () => {
    const detail = (await get(`/api/${ids.formerLease}/property`)).json<ListingDetail>();
    expect(detail).toMatchObject({ tenure: 'Freehold', leasehold_years: null });
  });

  it('the cards of GET /api/properties carry the same fields as the property page', async () => {
    const list = await cards();
    const byId = new Map(list.map((card) => [card.id, card]));
    expect(byId.get(ids.ownLease)).toMatchObject({ leasehold_years: 60 });
    expect(byId.get(ids.ownLeaseInProject)).toMatchObject({ leasehold_years: 45 });
    for (const id of [
      ids.condo,
      ids.leased,
      ids.ownLease,
      ids.ownLeaseInProject,
      ids.formerLease,
      ids.thaiQuota,
      ids.rental,
      ids.draftNoneLeft,
    ]) {
      const detail = (await get(`/api/${id}/property`)).json<ListingDetail>();
      expect(tenureOf(byId.get(id)!)).toEqual(tenureOf(detail));
    }
    expect(tenureOf(byId.get(ids.rental)!)).toEqual({
      tenure: null,
      leasehold_years: null,
      foreign_quota: null,
      foreign_quota_units: null,
      foreign_freehold: false,
    });
    // A draft project is not public: its quota is neither shown nor counted against the unit.
    expect(byId.get(ids.draftNoneLeft)).toMatchObject({
      foreign_quota_units: null,
      foreign_freehold: true,
    });
  });
});

describe('filter[tenure]', () => {
  const idsOf = async (value: string) =>
    (await cards(`&filter[tenure]=${encodeURIComponent(value)}`)).map((card) => card.id).sort();
  const sorted = (...list: number[]) => [...list].sort();

  it('selects each tenure the wizard offers', async () => {
    expect(await idsOf('Freehold')).toEqual(
      sorted(
        ids.condo,
        ids.standalone,
        ids.thaiQuota,
        ids.noneLeft,
        ids.draftNoneLeft,
        ids.villa,
        ids.formerLease,
      ),
    );
    expect(await idsOf('Leasehold')).toEqual(
      sorted(ids.leased, ids.ownLease, ids.ownLeaseInProject),
    );
    expect(await idsOf('Thai company')).toEqual([ids.company]);
  });

  it('"Foreign freehold": freehold condo units in the foreign quota, or not said to be outside it', async () => {
    expect(await idsOf('Foreign freehold')).toEqual(
      sorted(ids.condo, ids.standalone, ids.draftNoneLeft),
    );
  });

  it('combines with the other filters', async () => {
    const found = await cards('&filter[tenure]=Foreign%20freehold&filter[property_type]=Penthouse');
    expect(found.map((card) => card.id)).toEqual([ids.standalone]);
  });

  it.each(['Lease', 'freehold,Leasehold', 'foreign'])(
    'answers 422 with a field error for %s',
    async (value) => {
      const res = await get(`/api/properties?filter[tenure]=${encodeURIComponent(value)}`);
      expect(res.statusCode).toBe(422);
      const body = errorBody(res) as { errors: Record<string, string[]> };
      expect(body.errors['filter[tenure]']).toEqual([
        'The selected tenure is invalid. Allowed: Freehold, Leasehold, Thai company, Foreign freehold.',
      ]);
    },
  );
});

describe('link preview', () => {
  const description = async (id: number) => {
    const res = await get(`/properties/${id}`);
    expect(res.statusCode).toBe(200);
    return /<meta name="description" content="([^"]*)">/.exec(res.body)?.[1];
  };

  it('names the tenure and the foreign-quota units in the description and og:description', async () => {
    const res = await get(`/properties/${ids.condo}`);
    expect(res.body).toContain(
      '<meta property="og:description" content="Apartment for sale in Phuket. Tenure: Foreign freehold · 12 foreign-quota units left.">',
    );
    expect(await description(ids.leased)).toBe(
      'Villa for sale in Phuket. Tenure: Leasehold, 30 years.',
    );
    expect(await description(ids.ownLease)).toBe(
      'Villa for sale in Phuket. Tenure: Leasehold, 60 years.',
    );
    expect(await description(ids.thaiQuota)).toBe(
      'Apartment for sale in Phuket. Tenure: Freehold · Thai quota.',
    );
    expect(await description(ids.rental)).toBe('Apartment for rent in Phuket.');
  });
});

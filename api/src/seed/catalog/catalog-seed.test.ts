import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, countDistinct, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import {
  developers,
  listingPhotos,
  listingPriceChanges,
  listings,
  projectLayouts,
  projects,
  users,
} from '../../db/schema';
import {
  FURNITURE,
  OFFER_TYPES,
  PROPERTY_STAGES,
  PROPERTY_TYPES,
  RENTAL_TYPES,
  agentProfileErrors,
  checkPaymentPlan,
  normalizeAgentProfile,
} from '@phuket/shared/contract';
import { cardKey } from '../../catalog/media-url';
import { createTestDatabase } from '../../test/test-app';
import { runSeeds } from '..';
import { DEMO_LISTING_COUNT, seedDemoCatalog } from './catalog-seed';
import { AGENT_SEEDS, DEVELOPER_SEEDS, PROJECT_SEEDS } from './developers-data';
import { PHOTO_POOL } from './image-pool';
import { generateListing } from './listing-generator';
import { PHUKET_BOUNDS } from './locations';
import { ensureImagePool, largeKey } from './render-images';

describe('listing generator', () => {
  it('is deterministic per (seed, index)', () => {
    expect(generateListing(7, 123)).toEqual(generateListing(7, 123));
    expect(generateListing(7, 123)).not.toEqual(generateListing(8, 123));
  });

  it('covers every enumeration value and stays on the island', () => {
    const sample = Array.from({ length: 400 }, (_, i) => generateListing(99, i));
    const values = <K extends keyof (typeof sample)[number]>(k: K) =>
      new Set(sample.map((l) => l[k]));
    expect([...values('propertyType')].sort()).toEqual([...PROPERTY_TYPES].sort());
    expect([...values('propertyStage')].sort()).toEqual([...PROPERTY_STAGES].sort());
    expect([...values('offerType')].sort()).toEqual([...OFFER_TYPES].sort());
    expect([...values('rentalType')].filter((v) => v !== null).sort()).toEqual(
      [...RENTAL_TYPES].sort(),
    );
    expect([...values('furniture')].filter((v) => v !== null).sort()).toEqual(
      [...FURNITURE].sort(),
    );
    for (const l of sample) {
      expect(l.latitude).toBeGreaterThanOrEqual(PHUKET_BOUNDS.minLat);
      expect(l.latitude).toBeLessThanOrEqual(PHUKET_BOUNDS.maxLat);
      expect(l.longitude).toBeGreaterThanOrEqual(PHUKET_BOUNDS.minLng);
      expect(l.longitude).toBeLessThanOrEqual(PHUKET_BOUNDS.maxLng);
      expect(l.rentalType === null).toBe(l.offerType === 'Sale');
      expect(l.propertyType === 'Land plot' ? l.bedrooms : 1).toBeLessThanOrEqual(
        l.propertyType === 'Land plot' ? 0 : 7,
      );
      const photos = l.albums.reduce((n, a) => n + a.photos.length, 0);
      expect(photos).toBeGreaterThanOrEqual(1);
      expect(photos).toBeLessThanOrEqual(9);
      expect(l.price).toBeGreaterThan(0);
    }
  });
});

describe('seeded lease years', () => {
  it("gives standalone leasehold sales their own years, and leaves a leasehold project's to it", () => {
    const sample = Array.from({ length: 400 }, (_, i) => generateListing(99, i));
    const leases = sample.filter((l) => l.tenure === 'Leasehold');
    const own = leases.filter((l) => l.projectIndex === null);
    expect(own.length).toBeGreaterThan(0);
    for (const l of own) expect([30, 60]).toContain(l.leaseholdYears);
    expect(own.filter((l) => l.leaseholdYears === 30).length).toBeGreaterThan(0);
    for (const l of sample.filter((l) => l.tenure !== 'Leasehold')) {
      expect(l.leaseholdYears).toBeNull();
    }
  });
});

describe('demo catalog seed', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let mediaDir: string;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    await runSeeds({ db: database.db, demo: true, log: () => undefined });
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-media-'));
  });

  afterAll(async () => {
    await drop();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it('renders the image pool as WebP with card files under 60 KB', async () => {
    await ensureImagePool(mediaDir);
    for (const photo of PHOTO_POOL) {
      const large = path.join(mediaDir, largeKey(photo.key));
      const card = path.join(mediaDir, cardKey(largeKey(photo.key)));
      expect(await sharp(large).metadata()).toMatchObject({
        format: 'webp',
        width: 1280,
        height: 960,
      });
      expect(await sharp(card).metadata()).toMatchObject({
        format: 'webp',
        width: 640,
        height: 480,
      });
      expect(fs.statSync(card).size).toBeLessThan(60 * 1024);
    }
  });

  it('inserts developers, projects, agents and listings once', async () => {
    const db = database.db;
    const first = await seedDemoCatalog(db);
    expect(first.inserted).toBe(DEMO_LISTING_COUNT);
    const second = await seedDemoCatalog(db);
    expect(second.inserted).toBe(0);

    const [devCount] = await db.select({ n: count() }).from(developers);
    expect(devCount?.n).toBe(DEVELOPER_SEEDS.length);
    const [projectCount] = await db.select({ n: count() }).from(projects);
    expect(projectCount?.n).toBe(PROJECT_SEEDS.length);
    const [layoutProjects] = await db
      .select({ n: countDistinct(projectLayouts.projectId) })
      .from(projectLayouts);
    expect(layoutProjects?.n).toBe(PROJECT_SEEDS.length);
    // The page prints bedrooms and area beside a layout's name: the name must not repeat them.
    const layouts = await db
      .select({
        title: projectLayouts.title,
        bedrooms: projectLayouts.bedrooms,
        area: projectLayouts.area,
      })
      .from(projectLayouts);
    for (const layout of layouts) {
      expect(layout.title ?? '').not.toMatch(/\d|bedroom|sq\.m|studio/i);
      expect(layout.bedrooms).not.toBeNull();
      expect(Number(layout.area)).toBeGreaterThan(0);
    }
    expect(layouts.map((layout) => layout.title)).toEqual(
      expect.arrayContaining(['Pool villa', 'Penthouse', 'Townhouse', null]),
    );
    const [agents] = await db.select({ n: count() }).from(users).where(eq(users.role, 'broker'));
    expect(agents?.n).toBe(AGENT_SEEDS.length + 1);
    // A few agents have a bio and languages on their agent page, within the contract's rules.
    const pages = await db
      .select({ bio: users.bio, languages: users.languages })
      .from(users)
      .where(eq(users.email, 'alexei.morozov@example.com'));
    expect(pages).toEqual([
      {
        bio: 'Rawai and Nai Harn: land, pool villas and long-term rentals for families.',
        languages: ['en', 'ru', 'uk'],
      },
    ]);
    const withBio = AGENT_SEEDS.filter((agent) => agent.bio);
    expect(withBio.length).toBeGreaterThanOrEqual(3);
    for (const agent of withBio) {
      const fields = { bio: agent.bio ?? '', languages: agent.languages ?? [] };
      expect(agentProfileErrors(fields)).toEqual({});
      // Stored as the API would store them: the list's order, once each.
      expect(normalizeAgentProfile(fields).languages).toEqual(agent.languages);
    }

    const [total] = await db.select({ n: count() }).from(listings);
    expect(total?.n).toBe(DEMO_LISTING_COUNT);
    const [noLocation] = await db
      .select({ n: count() })
      .from(listings)
      .where(isNull(listings.locationId));
    expect(noLocation?.n).toBe(0);
    const [locationsUsed] = await db
      .select({ n: countDistinct(listings.locationId) })
      .from(listings);
    expect(locationsUsed?.n).toBeGreaterThanOrEqual(15);
    const types = await db.selectDistinct({ v: listings.propertyType }).from(listings);
    expect(types.map((r) => r.v).sort()).toEqual([...PROPERTY_TYPES].sort());
    const [foreign] = await db
      .select({ n: count() })
      .from(listings)
      .where(sql`${listings.currency} <> 'THB' and ${listings.priceThb} > ${listings.price}`);
    expect(foreign?.n).toBeGreaterThan(0);
    const [photoless] = await db
      .select({ n: count() })
      .from(listings)
      .where(
        sql`not exists (select 1 from ${listingPhotos} where ${listingPhotos.listingId} = ${listings.id})`,
      );
    expect(photoless?.n).toBe(0);
    // Every referenced photo is a file of the pool.
    const paths = await db.selectDistinct({ p: listingPhotos.path }).from(listingPhotos);
    for (const { p } of paths) expect(fs.existsSync(path.join(mediaDir, p))).toBe(true);
  });

  it('gives off-plan projects payment plans totalling 100 %, and their units show them', async () => {
    const db = database.db;
    await seedDemoCatalog(db);
    const rows = await db
      .select({ id: projects.id, stage: projects.stage, plan: projects.paymentPlan })
      .from(projects);
    const offPlan = rows.filter((row) => row.stage === 'Off-plan');
    const planned = offPlan.filter((row) => row.plan.length > 0);
    expect(planned.length).toBeGreaterThanOrEqual(Math.ceil(offPlan.length / 2));
    // Some off-plan projects state no plan; a finished one never has one.
    expect(planned.length).toBeLessThan(offPlan.length);
    for (const row of rows.filter((row) => row.stage !== 'Off-plan')) expect(row.plan).toEqual([]);
    for (const row of planned) expect(checkPaymentPlan(row.plan)).toBeNull();
    // Off-plan sales inside such projects: what the property page applies the plan to.
    const [units] = await db
      .select({ n: count() })
      .from(listings)
      .innerJoin(projects, eq(projects.id, listings.projectId))
      .where(
        sql`${listings.propertyStage} = 'Off-plan' and ${listings.offerType} = 'Sale' and jsonb_array_length(${projects.paymentPlan}) > 0`,
      );
    expect(units?.n).toBeGreaterThan(0);
  });

  it('gives some sales a price history of cuts that ends at their price, some in the last 30 days', async () => {
    const db = database.db;
    const rows = await db
      .select({
        listingId: listingPriceChanges.listingId,
        oldPrice: listingPriceChanges.oldPrice,
        newPrice: listingPriceChanges.newPrice,
        currency: listingPriceChanges.newCurrency,
        changedAt: listingPriceChanges.changedAt,
        price: listings.price,
        listingCurrency: listings.currency,
        offerType: listings.offerType,
        createdAt: listings.createdAt,
      })
      .from(listingPriceChanges)
      .innerJoin(listings, eq(listings.id, listingPriceChanges.listingId))
      .orderBy(listingPriceChanges.listingId, listingPriceChanges.changedAt);
    const sales = await db
      .select({ n: count() })
      .from(listings)
      .where(eq(listings.offerType, 'Sale'));
    const reduced = new Set(rows.map((r) => r.listingId));
    // About one sale in six (0.17 of those listed 20 days or more).
    expect(reduced.size).toBeGreaterThan((sales[0]?.n ?? 0) * 0.08);
    expect(reduced.size).toBeLessThan((sales[0]?.n ?? 0) * 0.25);
    const now = Date.now();
    const monthAgo = now - 30 * 24 * 3600_000;
    expect(rows.some((r) => r.changedAt.getTime() > monthAgo)).toBe(true);
    expect(rows.some((r) => r.changedAt.getTime() < monthAgo)).toBe(true);
    const byListing = new Map<number, typeof rows>();
    for (const row of rows)
      byListing.set(row.listingId, [...(byListing.get(row.listingId) ?? []), row]);
    for (const changes of byListing.values()) {
      let previous: (typeof changes)[number] | undefined;
      for (const change of changes) {
        expect(change.offerType).toBe('Sale');
        expect(change.currency).toBe(change.listingCurrency);
        expect(Number(change.oldPrice)).toBeGreaterThan(Number(change.newPrice));
        expect(change.changedAt.getTime()).toBeGreaterThan(change.createdAt.getTime());
        expect(change.changedAt.getTime()).toBeLessThan(now);
        if (previous) expect(change.oldPrice).toBe(previous.newPrice);
        previous = change;
      }
      expect(previous?.newPrice).toBe(previous?.price);
    }
  });
});

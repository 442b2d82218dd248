import { and, count, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  amenities,
  developerPhotos,
  developers,
  floorPlanPhotos,
  floorPlans,
  listingAlbums,
  listingAmenities,
  listingDocuments,
  listingPhotos,
  listingPriceChanges,
  listings,
  locations,
  projectLayouts,
  projectPhotos,
  projects,
  users,
} from '../../db/schema';
import { hashPassword } from '../../auth/passwords';
import { DEMO_PASSWORD } from '../data';
import { RateCache, toThb, type Rates } from '../../catalog/money';
import { AGENT_SEEDS, DEVELOPER_SEEDS, PROJECT_SEEDS } from './developers-data';
import { PLAN_KEYS, photosOf } from './image-pool';
import { generateListings, projectTermsFor, type GeneratedListing } from './listing-generator';
import { Prng } from './prng';
import { DOCUMENT_KEY, avatarKey, largeKey, logoKey } from './render-images';

/** Same seed everywhere: the demo database looks the same on every machine. */
export const DEMO_SEED = 20240601;
export const DEMO_LISTING_COUNT = 360;

/** Ids of the rows listings point at, resolved once before inserting listings. */
export interface CatalogRefs {
  locationIds: Map<string, number>;
  amenityIds: number[];
  developerIds: number[];
  projectIds: number[];
  agentIds: number[];
  rates: Rates;
}

/** Reserves `n` ids of a serial column, so child rows can be built before the parents are sent. */
async function reserveIds(db: Db, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  // One row holding an array: decoding thousands of one-column rows costs more than the query.
  const [row] = await db
    .select({ ids: sql<number[]>`array_agg(nextval(pg_get_serial_sequence(${table}, 'id'))::int)` })
    .from(sql`generate_series(1, ${n})`);
  const ids = (row?.ids ?? []).map(Number);
  if (ids.length !== n)
    throw new Error(`reserveIds: asked for ${n} ids of ${table}, got ${ids.length}`);
  return ids;
}

/**
 * `insert into t (...) select ... from jsonb_to_recordset($1)`: the whole batch is one
 * parameter. Column names and SQL types come from the Drizzle table, so the statement follows
 * the schema; every row must carry the same keys (the first row decides which columns go).
 */
async function insertJson<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first).filter((k) => columns[k] !== undefined);
  const cols = keys.map((k) => columns[k] as PgColumn);
  const names = sql.join(
    cols.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  // serial is a column default, not a type a record definition accepts.
  const defs = sql.join(
    cols.map(
      (c) =>
        sql`${sql.identifier(c.name)} ${sql.raw(c.getSQLType().replace(/^serial$/, 'integer'))}`,
    ),
    sql`, `,
  );
  const payload = JSON.stringify(
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      const record = row as Record<string, unknown>;
      for (const [i, k] of keys.entries()) out[(cols[i] as PgColumn).name] = record[k] ?? null;
      return out;
    }),
  );
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${payload}::jsonb) as x(${defs})`,
  );
}

function completionLabel(year: number, r: Prng): string {
  return `Q${r.int(1, 4)} ${year}`;
}

/**
 * A seeded project's sales launch and stage, from its index and completion year alone (no
 * draw from the shared generator, so no other seeded value moves): sales opened two years
 * before completion, in January to September, so every demo launch is past (the latest is
 * February 2026) and a project filed today is the newest; a project completing in 2026 or
 * later still sells off-plan. Home's 'New Projects in Phuket' orders by the launch.
 */
export function projectScheduleFor(index: number): {
  launch: string;
  stage: 'Off-plan' | 'Ready';
} {
  const p = PROJECT_SEEDS[index];
  const completionYear = p?.completionYear ?? 2026;
  const year = completionYear - 2;
  const month = 1 + ((index * 5) % 9);
  return {
    launch: `${year}-${String(month).padStart(2, '0')}-01`,
    stage: completionYear >= 2026 ? 'Off-plan' : 'Ready',
  };
}

/** Payment plans as Phuket developers write them, each totalling 100 %. */
const PAYMENT_PLANS: readonly (readonly { label: string; percent: number }[])[] = [
  [
    { label: 'Reservation deposit', percent: 5 },
    { label: 'Sale and purchase agreement (within 30 days)', percent: 25 },
    { label: 'Structure complete', percent: 30 },
    { label: 'Handover', percent: 40 },
  ],
  [
    { label: 'On contract', percent: 30 },
    { label: 'Foundation complete', percent: 20 },
    { label: 'Topping out', percent: 20 },
    { label: 'Handover', percent: 30 },
  ],
  [
    { label: 'On contract', percent: 50 },
    { label: 'Handover', percent: 50 },
  ],
];

/**
 * An off-plan project's payment plan, from its index alone (no draw from the shared generator,
 * so no other seeded value moves); every fourth states none, as some developers do not
 * publish one. A finished project has none: its units are paid at transfer.
 */
export function projectPaymentPlanFor(index: number): { label: string; percent: number }[] {
  if (projectScheduleFor(index).stage !== 'Off-plan' || index % 4 === 3) return [];
  return (PAYMENT_PLANS[index % PAYMENT_PLANS.length] ?? []).map((stage) => ({ ...stage }));
}

/**
 * 'Pool villa 3 Bedrooms 260 sq.m' -> name 'Pool villa', 3 bedrooms, 260 sq.m. The page prints
 * the bedrooms and area beside the name, so the stored title is the name alone (a plain
 * '2 Bedrooms 78 sq.m' or 'Studio 28 sq.m' has none).
 */
function parseLayout(text: string): {
  title: string | null;
  bedrooms: number | null;
  area: number | null;
} {
  const beds = /(\d+)\s+Bedroom/i.exec(text);
  const area = /(\d+)\s*sq\.m/i.exec(text);
  const name = /^(.*?)\s*\d/.exec(text)?.[1]?.trim() ?? '';
  return {
    title: name === '' || /^studio$/i.test(name) ? null : name,
    bedrooms: beds ? Number(beds[1]) : /studio/i.test(text) ? 0 : null,
    area: area ? Number(area[1]) : null,
  };
}

/**
 * Developers, projects and the demo agents. Idempotent: rows are found by title / email and
 * only the missing ones are inserted.
 */
export async function seedDirectory(
  db: Db,
  agentPasswordHash: () => Promise<string>,
): Promise<CatalogRefs> {
  const locationRows = await db.select({ id: locations.id, name: locations.name }).from(locations);
  const locationIds = new Map(locationRows.map((l) => [l.name.toLowerCase(), l.id]));
  const amenityRows = await db.select({ id: amenities.id }).from(amenities).orderBy(amenities.id);

  const r = new Prng(DEMO_SEED);
  const devOwner = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'developer@example.com'))
    .limit(1);

  const devTitles = DEVELOPER_SEEDS.map((d) => d.title);
  const existingDevs = await db
    .select({ id: developers.id, title: developers.title })
    .from(developers)
    .where(inArray(developers.title, devTitles));
  const devIdByTitle = new Map(existingDevs.map((d) => [d.title, d.id]));
  const missingDevs = DEVELOPER_SEEDS.map((d, i) => ({ d, i })).filter(
    ({ d }) => !devIdByTitle.has(d.title),
  );
  if (missingDevs.length > 0) {
    const ids = await reserveIds(db, 'developers', missingDevs.length);
    const exteriors = [...photosOf('condo'), ...photosOf('villa')];
    await db.insert(developers).values(
      missingDevs.map(({ d, i }, k) => ({
        id: ids[k] as number,
        // The demo developer account manages the first developer, so its database screens have data.
        ownerId: i === 0 ? (devOwner[0]?.id ?? null) : null,
        title: d.title,
        logo: logoKey(i),
        mainPhoto: largeKey((exteriors[i % exteriors.length] ?? exteriors[0])?.key ?? 'villa-1'),
        description: `${d.description} Founded in ${d.founded}.`,
      })),
    );
    const photoRows = missingDevs.flatMap((_, k) =>
      r
        .sample(exteriors, 3)
        .map((p, position) => ({ developerId: ids[k] as number, path: largeKey(p.key), position })),
    );
    await db.insert(developerPhotos).values(photoRows);
    missingDevs.forEach(({ d }, k) => devIdByTitle.set(d.title, ids[k] as number));
  }
  const developerIds = DEVELOPER_SEEDS.map((d) => devIdByTitle.get(d.title) as number);

  const existingProjects = await db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(
      inArray(
        projects.title,
        PROJECT_SEEDS.map((p) => p.title),
      ),
    );
  const projectIdByTitle = new Map(existingProjects.map((p) => [p.title, p.id]));
  const missingProjects = PROJECT_SEEDS.filter((p) => !projectIdByTitle.has(p.title));
  if (missingProjects.length > 0) {
    const ids = await reserveIds(db, 'projects', missingProjects.length);
    const kindPhotos = (kind: string) =>
      kind === 'villas'
        ? photosOf('villa')
        : kind === 'townhouses'
          ? [...photosOf('villa'), ...photosOf('living')]
          : photosOf('condo');
    await db.insert(projects).values(
      missingProjects.map((p, k) => ({
        id: ids[k] as number,
        title: p.title,
        developerId: developerIds[p.developer] ?? null,
        locationId: locationIds.get(p.location.toLowerCase()) ?? null,
        mainPhoto: largeKey(r.pick(kindPhotos(p.kind)).key),
        description: p.description,
        completion: completionLabel(p.completionYear, r),
        ...projectTermsFor(PROJECT_SEEDS.indexOf(p)),
        ...projectScheduleFor(PROJECT_SEEDS.indexOf(p)),
        paymentPlan: projectPaymentPlanFor(PROJECT_SEEDS.indexOf(p)),
      })),
    );
    await db.insert(projectPhotos).values(
      missingProjects.flatMap((p, k) =>
        r
          .sample([...kindPhotos(p.kind), ...photosOf('view'), ...photosOf('living')], r.int(3, 5))
          .map((photo, position) => ({
            projectId: ids[k] as number,
            path: largeKey(photo.key),
            position,
          })),
      ),
    );
    await db.insert(projectLayouts).values(
      missingProjects.flatMap((p, k) =>
        p.layouts.map((text, i) => ({
          projectId: ids[k] as number,
          ...(() => {
            const parsed = parseLayout(text);
            return {
              title: parsed.title,
              bedrooms: parsed.bedrooms,
              area: parsed.area === null ? null : String(parsed.area),
            };
          })(),
          photo: largeKey(PLAN_KEYS[i % PLAN_KEYS.length] as string),
        })),
      ),
    );
    missingProjects.forEach((p, k) => projectIdByTitle.set(p.title, ids[k] as number));
  }
  // A demo database seeded before projects had a launch gets the seeded schedule once; a stage
  // someone set since is kept.
  const unlaunched = await db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(and(inArray(projects.id, [...projectIdByTitle.values()]), isNull(projects.launch)));
  for (const row of unlaunched) {
    const index = PROJECT_SEEDS.findIndex((p) => p.title === row.title);
    if (index < 0) continue;
    const { launch, stage } = projectScheduleFor(index);
    await db
      .update(projects)
      .set({ launch, stage: sql`coalesce(${projects.stage}, ${stage})` })
      .where(eq(projects.id, row.id));
  }
  const projectIds = PROJECT_SEEDS.map((p) => projectIdByTitle.get(p.title) as number);

  const agentEmails = AGENT_SEEDS.map((a) => a.email);
  const existingAgents = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, agentEmails));
  const agentIdByEmail = new Map(existingAgents.map((a) => [a.email, a.id]));
  const missingAgents = AGENT_SEEDS.map((a, i) => ({ a, i })).filter(
    ({ a }) => !agentIdByEmail.has(a.email),
  );
  if (missingAgents.length > 0) {
    const passwordHash = await agentPasswordHash();
    const now = new Date();
    const inserted = await db
      .insert(users)
      .values(
        missingAgents.map(({ a, i }) => ({
          name: a.name,
          email: a.email,
          phone: a.phone,
          passwordHash,
          role: 'broker' as const,
          avatarPath: avatarKey(i),
          bio: a.bio ?? null,
          languages: [...(a.languages ?? [])],
          emailVerifiedAt: now,
          phoneVerifiedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    for (const row of inserted) agentIdByEmail.set(row.email, row.id);
  }
  const agentIds = AGENT_SEEDS.flatMap((a) => {
    const id = agentIdByEmail.get(a.email);
    return id === undefined ? [] : [id];
  });
  // The demo broker and developer accounts get listings too, so "my listings" is not empty on
  // first login and both have a public agent page (only agents with a published listing do).
  const demoAgents = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, ['broker@example.com', 'developer@example.com']))
    .orderBy(users.id);
  agentIds.push(...demoAgents.map((a) => a.id));

  return {
    locationIds,
    amenityIds: amenityRows.map((a) => a.id),
    developerIds,
    projectIds,
    agentIds,
    rates: await new RateCache(db).get(),
  };
}

/**
 * Inserts generated listings with their albums, photos, floor plans, documents and amenities,
 * `batchSize` listings per round trip group. Photos reference the shared image pool.
 */
export async function insertListings(
  db: Db,
  refs: CatalogRefs,
  generated: Iterable<GeneratedListing>,
  options: { now?: Date; batchSize?: number; onBatch?: (inserted: number) => void } = {},
): Promise<number> {
  const now = (options.now ?? new Date()).getTime();
  const batchSize = options.batchSize ?? 1000;
  if (refs.agentIds.length === 0) throw new Error('insertListings: no agent to own the listings');
  let batch: GeneratedListing[] = [];
  let total = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    // One transaction per batch: a batch lands whole or not at all, and commits are fewer.
    await db.transaction(async (tx) => insertBatch(tx, refs, rows, now));
    total += batch.length;
    batch = [];
    options.onBatch?.(total);
  };
  for (const listing of generated) {
    batch.push(listing);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return total;
}

async function insertBatch(
  db: Db,
  refs: CatalogRefs,
  batch: GeneratedListing[],
  now: number,
): Promise<void> {
  const listingIds = await reserveIds(db, 'listings', batch.length);
  const albumCount = batch.reduce((n, l) => n + l.albums.length, 0);
  const planCount = batch.filter((l) => l.floorPlan).length;
  const [albumIds, planIds] = await Promise.all([
    reserveIds(db, 'listing_albums', albumCount),
    reserveIds(db, 'floor_plans', planCount),
  ]);

  const listingRows: (typeof listings.$inferInsert)[] = [];
  const albumRows: (typeof listingAlbums.$inferInsert)[] = [];
  const photoRows: (typeof listingPhotos.$inferInsert)[] = [];
  const planRows: (typeof floorPlans.$inferInsert)[] = [];
  const planPhotoRows: (typeof floorPlanPhotos.$inferInsert)[] = [];
  const documentRows: (typeof listingDocuments.$inferInsert)[] = [];
  const amenityRows: (typeof listingAmenities.$inferInsert)[] = [];
  const priceRows: (typeof listingPriceChanges.$inferInsert)[] = [];
  let albumCursor = 0;
  let planCursor = 0;

  batch.forEach((g, i) => {
    const id = listingIds[i] as number;
    const createdAt = new Date(now - g.ageMinutes * 60_000);
    listingRows.push({
      id,
      userId: refs.agentIds[g.agentSlot % refs.agentIds.length] as number,
      title: g.title,
      description: g.description,
      price: String(g.price),
      currency: g.currency,
      priceThb: toThb(g.price, g.currency, refs.rates).toFixed(2),
      discount: g.discount,
      propertyType: g.propertyType,
      propertyStage: g.propertyStage,
      offerType: g.offerType,
      rentalType: g.rentalType,
      furniture: g.furniture,
      tenure: g.tenure,
      leaseholdYears: g.leaseholdYears,
      foreignQuota: g.foreignQuota,
      bedrooms: g.bedrooms,
      bathrooms: g.bathrooms,
      area: String(g.area),
      locationId: refs.locationIds.get(g.locationName.toLowerCase()) ?? null,
      address: g.address,
      latitude: g.latitude,
      longitude: g.longitude,
      developerId: g.developerIndex === null ? null : (refs.developerIds[g.developerIndex] ?? null),
      projectId: g.projectIndex === null ? null : (refs.projectIds[g.projectIndex] ?? null),
      status: 'published',
      step: 4,
      // On the market as of the seed: freshness (60 days) counts from it.
      confirmedAt: new Date(now),
      createdAt,
      updatedAt: createdAt,
    });
    for (const change of g.priceHistory) {
      priceRows.push({
        listingId: id,
        oldPrice: String(change.oldPrice),
        oldCurrency: g.currency,
        oldPriceThb: toThb(change.oldPrice, g.currency, refs.rates).toFixed(2),
        newPrice: String(change.newPrice),
        newCurrency: g.currency,
        newPriceThb: toThb(change.newPrice, g.currency, refs.rates).toFixed(2),
        changedAt: new Date(now - change.ageMinutes * 60_000),
      });
    }
    let position = 0;
    g.albums.forEach((album, a) => {
      const albumId = albumIds[albumCursor++] as number;
      albumRows.push({ id: albumId, listingId: id, title: album.title, position: a });
      for (const key of album.photos) {
        photoRows.push({
          listingId: id,
          albumId,
          path: largeKey(key),
          position,
          isMain: position === 0,
          createdAt,
        });
        position++;
      }
    });
    if (g.floorPlan) {
      const planId = planIds[planCursor++] as number;
      planRows.push({
        id: planId,
        listingId: id,
        title: 'Floor plan',
        createdAt,
        updatedAt: createdAt,
      });
      g.floorPlan.forEach((key, p) =>
        planPhotoRows.push({ floorPlanId: planId, path: largeKey(key), position: p }),
      );
    }
    if (g.document) {
      documentRows.push({
        listingId: id,
        name: g.document,
        path: DOCUMENT_KEY,
        mimeType: 'application/pdf',
        size: 640,
        createdAt,
      });
    }
    if (refs.amenityIds.length > 0) {
      const ids = new Set(
        g.amenitySlots.map((s) => refs.amenityIds[s % refs.amenityIds.length] as number),
      );
      for (const amenityId of ids) amenityRows.push({ listingId: id, amenityId });
    }
  });

  // Parents first (foreign keys); each statement stays under the parameter limit.
  // Parents first (foreign keys). Rows travel as one JSON parameter per statement: far fewer
  // bind parameters to encode and parse, which is most of the cost on PGlite.
  await insertJson(db, listings, listingRows);
  await insertJson(db, listingAlbums, albumRows);
  await insertJson(db, floorPlans, planRows);
  await insertJson(db, listingPhotos, photoRows);
  await insertJson(db, floorPlanPhotos, planPhotoRows);
  await insertJson(db, listingDocuments, documentRows);
  await insertJson(db, listingAmenities, amenityRows);
  await insertJson(db, listingPriceChanges, priceRows);
}

export async function listingCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listings);
  return row?.n ?? 0;
}

/**
 * The demo catalog: directory plus DEMO_LISTING_COUNT listings, inside one transaction so a
 * crash never leaves half a catalog. A database whose first demo developer already has
 * listings is left alone (idempotent re-runs on every start).
 */
export async function seedDemoCatalog(
  db: Db,
  options: { agentPasswordHash?: () => Promise<string>; now?: Date; count?: number } = {},
): Promise<{ inserted: number }> {
  // Demo agents share the published demo password, like the other demo accounts.
  const passwordHash = options.agentPasswordHash ?? (() => hashPassword(DEMO_PASSWORD));
  return db.transaction(async (tx) => {
    const refs = await seedDirectory(tx, passwordHash);
    const firstDeveloper = refs.developerIds[0];
    if (firstDeveloper !== undefined) {
      const [existing] = await tx
        .select({ n: count() })
        .from(listings)
        .where(eq(listings.developerId, firstDeveloper));
      if ((existing?.n ?? 0) > 0) return { inserted: 0 };
    }
    const inserted = await insertListings(
      tx,
      refs,
      generateListings(DEMO_SEED, options.count ?? DEMO_LISTING_COUNT),
      {
        now: options.now,
        batchSize: 500,
      },
    );
    return { inserted };
  });
}

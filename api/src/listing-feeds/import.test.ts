import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type {
  ImportRow,
  ImportRowsPage,
  ImportRun,
  ListingFeedLinks,
} from '@phuket/shared/contract';
import { listingPhotos, listings } from '../db/schema';
import { call, newUser, type Caller } from '../listings/test-helpers';
import { patternPhoto } from '../media/test-images';
import { createTestApp, registerUser, type TestApp } from '../test/test-app';
import { FEED_COLUMNS } from './format';
import { runDueSchedules } from './schedule';
import { FETCH_REASONS, FetchRefused, safeFetch } from './safe-fetch';

/*
 * Imports over real HTTP on a real database, photos served by a local HTTP server (loopback,
 * which IMPORT_FETCH_ALLOW_PRIVATE lets through here), applied by the real job queue.
 */

let t: TestApp;
let broker: Caller;
let otherBroker: Caller;
let photoServer: http.Server;
let base = '';
const hits = new Map<string, number>();
/** What the local server answers at /feed.csv (the scheduled pull's feed). */
let servedFeed: Buffer = Buffer.from('');

beforeAll(async () => {
  photoServer = http.createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const seed = /^\/p\/(\d+)\.jpg$/.exec(path)?.[1];
    if (seed !== undefined) {
      void patternPhoto(Number(seed), 'jpeg', 800, 600).then((bytes) => {
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': bytes.length });
        res.end(bytes);
      });
    } else if (path === '/feed.csv') {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.end(servedFeed);
    } else if (path === '/big.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 25 * 1024 * 1024 });
      res.end(Buffer.alloc(1024));
    } else if (path === '/page.jpg') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>not a photo</body></html>');
    } else if (path === '/moved.jpg') {
      res.writeHead(302, { location: '/p/900.jpg' });
      res.end();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => photoServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(photoServer.address() as AddressInfo).port}`;
  t = await createTestApp({
    demo: true,
    env: { RATE_LIMIT_DISABLED: 'true', IMPORT_FETCH_ALLOW_PRIVATE: 'true' },
    config: {
      jobs: {
        pollingIntervalSeconds: 0.5,
        cronMonitorIntervalSeconds: 30,
        shutdownTimeoutMs: 5000,
      },
    },
  });
  broker = await newUser(t.app);
  otherBroker = await newUser(t.app);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => photoServer.close(resolve));
});

interface Row {
  ref: string;
  price?: number;
  type?: string;
  town?: string;
  title?: string;
  images?: string[];
  extra?: Record<string, string>;
}

/** Every media file under listings/ as "<listing id>/<file>". */
function listingFiles(): string[] {
  const root = path.join(t.app.config.mediaDir, 'listings');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .flatMap((id) => fs.readdirSync(path.join(root, id)).map((file) => `${id}/${file}`));
}

let seed = 1;
const photosFor = () => [seed++, seed++, seed++].map((s) => `${base}/p/${s}.jpg`);

function csvOf(rows: Row[]): Buffer {
  const header = [
    'ref',
    'price',
    'price_freq',
    'type',
    'town',
    'title_en',
    'desc_en',
    'images',
    'beds',
    'tenure',
  ];
  const extras = [...new Set(rows.flatMap((r) => Object.keys(r.extra ?? {})))];
  const lines = rows.map((r) =>
    [
      r.ref,
      String(r.price ?? 5_000_000),
      'sale',
      r.type ?? 'Villa',
      r.town ?? 'Rawai',
      r.title ?? `Villa ${r.ref}`,
      'A quiet villa.',
      (r.images ?? photosFor()).join('|'),
      '3',
      'Freehold',
      ...extras.map((e) => r.extra?.[e] ?? ''),
    ]
      .map((c) => `"${c.replace(/"/g, '""')}"`)
      .join(','),
  );
  return Buffer.from([[...header, ...extras].join(','), ...lines].join('\n'));
}

function multipart(bytes: Buffer, filename: string) {
  const boundary = '----feedtest';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(caller: Caller, bytes: Buffer, fullFeed = false, filename = 'feed.csv') {
  const { body, contentType } = multipart(bytes, filename);
  return t.app.inject({
    method: 'POST',
    url: `/api/my/listing-imports?full_feed=${fullFeed}`,
    headers: {
      ...(caller.authorization ? { authorization: caller.authorization } : {}),
      'content-type': contentType,
    },
    payload: body,
  });
}

async function dryRun(caller: Caller, bytes: Buffer, fullFeed = false): Promise<ImportRun> {
  const res = await upload(caller, bytes, fullFeed);
  expect([res.statusCode, res.body.slice(0, 300)]).toEqual([201, expect.any(String)]);
  return res.json<ImportRun>();
}

async function rowsOf(caller: Caller, runId: number): Promise<ImportRow[]> {
  const res = await call(t.app, caller, 'GET', `/my/listing-imports/${runId}/rows`);
  return res.json<ImportRowsPage>().data;
}

async function applied(caller: Caller, runId: number): Promise<ImportRun> {
  const res = await call(t.app, caller, 'POST', `/my/listing-imports/${runId}/apply`);
  expect(res.statusCode).toBe(202);
  for (let i = 0; i < 240; i++) {
    const run = (
      await call(t.app, caller, 'GET', `/my/listing-imports/${runId}`)
    ).json<ImportRun>();
    if (run.status === 'applied' || run.status === 'failed') return run;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the run was not applied in time');
}

const statusOf = async (id: number) =>
  (
    await t.database.db
      .select({ status: listings.status })
      .from(listings)
      .where(eq(listings.id, id))
  )[0]?.status;

describe('listing import', () => {
  let firstFeed: Row[];
  let firstRun: ImportRun;

  it('dry-runs a CSV: created rows and refusals with field and reason, nothing written', async () => {
    // Fixed photo URLs: the same file twice names the same photos.
    firstFeed = [
      { ref: 'A1', images: photosFor() },
      { ref: 'A2', images: photosFor() },
      { ref: 'A3', extra: { foreign_quota: '1' } },
      { ref: 'A4', town: 'Atlantis' },
    ];
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(listings);
    firstRun = await dryRun(broker, csvOf(firstFeed));
    expect(firstRun).toMatchObject({
      status: 'planned',
      format: 'csv',
      origin: 'feed.csv',
      counts: { created: 2, updated: 0, unchanged: 0, unpublished: 0, refused: 2 },
      total: 2,
    });
    const rows = await rowsOf(broker, firstRun.id);
    expect(rows.filter((r) => r.outcome === 'refused')).toEqual([
      expect.objectContaining({
        row: 4,
        ref: 'A3',
        field: 'foreign_quota',
        reason:
          'The foreign quota applies only to condominium units (Apartment, Penthouse, Hotel apartment).',
      }),
      expect.objectContaining({
        row: 5,
        ref: 'A4',
        field: 'town',
        reason: '"Atlantis" is not one of the site\'s areas.',
      }),
    ]);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(listings);
    expect(after).toEqual(before);
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/my/listing-imports/${firstRun.id}/report.csv`,
      headers: { authorization: broker.authorization ?? '' },
    });
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('5,A4,refused,,town,');
  });

  it('applies through the job queue: published listings with their fetched photos', async () => {
    const run = await applied(broker, firstRun.id);
    expect(run).toMatchObject({ status: 'applied', processed: 2, failed: 0 });
    const rows = (await rowsOf(broker, firstRun.id)).filter((r) => r.outcome === 'created');
    for (const row of rows) {
      expect(row.result).toBe('done');
      const [listing] = await t.database.db
        .select()
        .from(listings)
        .where(eq(listings.title, `Villa ${row.ref}`));
      expect(listing).toMatchObject({
        status: 'published',
        offerType: 'Sale',
        propertyType: 'Villa',
        bedrooms: 3,
      });
      const photos = await t.database.db
        .select()
        .from(listingPhotos)
        .where(eq(listingPhotos.listingId, listing?.id ?? 0));
      expect(photos.map((p) => [p.status, p.position])).toEqual([
        ['ready', 0],
        ['ready', 1],
        ['ready', 2],
      ]);
    }
    const search = await call(t.app, {}, 'GET', '/properties?filter[offer_type]=Sale&per_page=100');
    expect(search.body).toContain('Villa A1');
  });

  it('imports the same file again as all unchanged, fetching no photo again', async () => {
    const fetchedBefore = [...hits.values()].reduce((a, b) => a + b, 0);
    const again = await dryRun(broker, csvOf(firstFeed));
    expect(again.counts).toEqual({
      created: 0,
      updated: 0,
      unchanged: 2,
      unpublished: 0,
      refused: 2,
    });
    const run = await applied(broker, again.id);
    expect(run).toMatchObject({ status: 'applied', total: 0 });
    expect([...hits.values()].reduce((a, b) => a + b, 0)).toBe(fetchedBefore);
  });

  it('updates a changed row in place, and a full feed unpublishes what it leaves out', async () => {
    const feed = [{ ...firstFeed[0], price: 6_100_000 } as Row];
    const run = await dryRun(broker, csvOf(feed), true);
    expect(run.counts).toEqual({
      created: 0,
      updated: 1,
      unchanged: 0,
      unpublished: 1,
      refused: 0,
    });
    const rows = await rowsOf(broker, run.id);
    const gone = rows.find((r) => r.outcome === 'unpublished');
    expect(gone?.ref).toBe('A2');
    await applied(broker, run.id);
    expect(await statusOf(gone?.listing_id ?? 0)).toBe('draft');
    const [updated] = await t.database.db
      .select()
      .from(listings)
      .where(eq(listings.title, 'Villa A1'));
    expect(updated?.price).toBe('6100000.00');
    // Never deleted: the listing and its photos are there, off the site.
    const photos = await t.database.db
      .select()
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, gone?.listing_id ?? 0));
    expect(photos).toHaveLength(3);
  });

  it('exports the published listings as XML and CSV; the XML imports back unchanged', async () => {
    expect((await call(t.app, broker, 'GET', '/my/listing-feed')).json()).toEqual({ feed: null });
    const links = (await call(t.app, broker, 'POST', '/my/listing-feed')).json<ListingFeedLinks>();
    const xmlPath = new URL(links.feed?.xml_url ?? '').pathname;
    const xml = await t.app.inject({ method: 'GET', url: xmlPath });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain('<ref>A1</ref>');
    expect(xml.body).not.toContain('<ref>A2</ref>');
    const csv = await t.app.inject({ method: 'GET', url: xmlPath.replace(/\.xml$/, '.csv') });
    expect(csv.body.replace(/^\uFEFF/, '').split('\n')[0]).toBe(FEED_COLUMNS.join(','));
    // The export names our own photo URLs: they match the photos the listing has.
    const back = await dryRun(broker, Buffer.from(xml.body));
    expect(back.counts).toEqual({
      created: 0,
      updated: 0,
      unchanged: 1,
      unpublished: 0,
      refused: 0,
    });
    // Rotating the secret retires the old URL; revoking retires every URL.
    const rotated = (
      await call(t.app, broker, 'POST', '/my/listing-feed')
    ).json<ListingFeedLinks>();
    expect((await t.app.inject({ method: 'GET', url: xmlPath })).statusCode).toBe(404);
    await call(t.app, broker, 'DELETE', '/my/listing-feed');
    const revoked = new URL(rotated.feed?.csv_url ?? '').pathname;
    expect((await t.app.inject({ method: 'GET', url: revoked })).statusCode).toBe(404);
  });

  it('refuses photos too large, not photos, or the same picture twice at apply; the row is untouched', async () => {
    const [a, b] = photosFor();
    const feed: Row[] = [
      { ref: 'P1', images: [`${base}/big.jpg`, ...photosFor().slice(1)] },
      { ref: 'P2', images: [`${base}/page.jpg`, ...photosFor().slice(1)] },
      { ref: 'P3', images: [`${base}/missing.jpg`, ...photosFor().slice(1)] },
      { ref: 'P4', images: [a ?? '', b ?? '', `${a ?? ''}?copy=1`] },
      { ref: 'P5', images: [`${base}/moved.jpg`, ...photosFor().slice(1)] },
    ];
    const run = await dryRun(broker, csvOf(feed));
    expect(run.counts.created).toBe(5);
    const filesBefore = new Set(listingFiles());
    const done = await applied(broker, run.id);
    expect(done).toMatchObject({ processed: 5, failed: 4 });
    const rows = await rowsOf(broker, run.id);
    expect(rows.map((r) => [r.ref, r.result, r.result_reason])).toEqual([
      ['P1', 'failed', `images: ${base}/big.jpg: ${FETCH_REASONS.tooLarge(20 * 1024 * 1024)}`],
      [
        'P2',
        'failed',
        `images: ${base}/page.jpg: The file must be a JPEG, PNG, WebP or HEIC image.`,
      ],
      ['P3', 'failed', `images: ${base}/missing.jpg: ${FETCH_REASONS.status(404)}`],
      ['P4', 'failed', expect.stringContaining('images:')],
      ['P5', 'done', null],
    ]);
    for (const ref of ['P1', 'P2', 'P3', 'P4']) {
      const found = await t.database.db
        .select()
        .from(listings)
        .where(eq(listings.title, `Villa ${ref}`));
      expect([ref, found]).toEqual([ref, []]);
    }
    // The photos a refused row had converted (its others, fetched beside the bad one) are gone:
    // the only new files are P5's three photos in their two sizes.
    const [p5] = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.title, 'Villa P5'));
    const added = listingFiles().filter((file) => !filesBefore.has(file));
    expect(added.map((file) => file.split('/')[0])).toEqual(Array(6).fill(String(p5?.id)));
  });

  it('a row whose transaction fails is left untouched while the others are done', async () => {
    // One statement per call: a prepared statement takes no more.
    await t.database.db.execute(
      sql.raw(`
      create or replace function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.title = 'Villa BOOM' then raise exception 'boom'; end if;
        return new;
      end $$`),
    );
    await t.database.db.execute(sql`
      create trigger listings_refuse_boom before insert on listings
        for each row execute function refuse_boom()`);
    try {
      const run = await dryRun(broker, csvOf([{ ref: 'F1' }, { ref: 'BOOM' }, { ref: 'F3' }]));
      const done = await applied(broker, run.id);
      expect(done).toMatchObject({ processed: 3, failed: 1 });
      const rows = await rowsOf(broker, run.id);
      expect(rows.map((r) => [r.ref, r.result])).toEqual([
        ['F1', 'done'],
        ['BOOM', 'failed'],
        ['F3', 'done'],
      ]);
      const boom = await t.database.db
        .select()
        .from(listings)
        .where(eq(listings.title, 'Villa BOOM'));
      expect(boom).toEqual([]);
      // Its photos were stored before the transaction, and removed with it.
      const orphans = await t.database.db
        .select()
        .from(listingPhotos)
        .where(and(sql`${listingPhotos.listingId} not in (select id from listings)`));
      expect(orphans).toEqual([]);
    } finally {
      await t.database.db.execute(sql`drop trigger listings_refuse_boom on listings`);
    }
  });

  it("an unverified broker's imported listings wait for staff", async () => {
    const { token } = await registerUser(
      t.app,
      { role: 'broker' },
      { confirmed: true, verified: false },
    );
    const fresh = { authorization: `Bearer ${token}` };
    const run = await dryRun(fresh, csvOf([{ ref: 'U1' }]));
    await applied(fresh, run.id);
    const [row] = await rowsOf(fresh, run.id);
    expect(await statusOf(row?.listing_id ?? 0)).toBe('pending');
  });

  it('answers buyers, developers and guests no, and another broker 404', async () => {
    const buyer = await newUser(t.app, 'buyer' as 'broker');
    const developer = await newUser(t.app, 'developer');
    expect((await upload(buyer, csvOf([{ ref: 'X' }]))).statusCode).toBe(403);
    expect((await upload(developer, csvOf([{ ref: 'X' }]))).statusCode).toBe(403);
    expect((await upload({}, csvOf([{ ref: 'X' }]))).statusCode).toBe(401);
    expect(
      (await call(t.app, otherBroker, 'GET', `/my/listing-imports/${firstRun.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, otherBroker, 'POST', `/my/listing-imports/${firstRun.id}/apply`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, otherBroker, 'GET', `/my/listing-imports/${firstRun.id}/rows`)).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, broker, 'POST', `/my/listing-imports/${firstRun.id}/apply`)).statusCode,
    ).toBe(409);
  });

  it('refuses a file that is not a feed, and a private feed URL when not allowed', async () => {
    const bad = await upload(broker, Buffer.from('name,price\nx,1'));
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.file).toBeDefined();
    await expect(
      safeFetch(`${base}/p/1.jpg`, {
        maxBytes: 1e6,
        timeoutMs: 5000,
        maxRedirects: 3,
        allowPrivate: false,
      }),
    ).rejects.toEqual(new FetchRefused(FETCH_REASONS.privateAddress));
    await expect(
      safeFetch(`http://localhost:${new URL(base).port}/p/1.jpg`, {
        maxBytes: 1e6,
        timeoutMs: 5000,
        maxRedirects: 3,
        allowPrivate: false,
      }),
    ).rejects.toEqual(new FetchRefused(FETCH_REASONS.privateAddress));
    await expect(
      safeFetch(`${base}/moved.jpg`, {
        maxBytes: 1e7,
        timeoutMs: 5000,
        maxRedirects: 0,
        allowPrivate: true,
      }),
    ).rejects.toEqual(new FetchRefused(FETCH_REASONS.tooManyRedirects));
  });

  it('pulls a scheduled feed URL: dry run and apply by the job, the last run kept', async () => {
    const puller = await newUser(t.app);
    servedFeed = csvOf([{ ref: 'S1' }, { ref: 'S2', town: 'Nowhere' }]);
    const stored = await call(t.app, puller, 'PUT', '/my/listing-import-schedule', {
      url: `${base}/feed.csv`,
      frequency: 'hourly',
      full_feed: true,
    });
    expect(stored.json()).toMatchObject({ schedule: { frequency: 'hourly', last_run: null } });
    expect(await runDueSchedules(t.app)).toBeGreaterThanOrEqual(1);
    const after = (await call(t.app, puller, 'GET', '/my/listing-import-schedule')).json<{
      schedule: { last_run: ImportRun };
    }>();
    expect(after.schedule.last_run).toMatchObject({
      source: 'schedule',
      status: 'applied',
      counts: { created: 1, refused: 1 },
      processed: 1,
    });
    // Not due again within the hour.
    expect(await runDueSchedules(t.app)).toBe(0);
    const bad = await call(t.app, puller, 'PUT', '/my/listing-import-schedule', {
      url: 'file:///etc/passwd',
      frequency: 'daily',
      full_feed: false,
    });
    expect(bad.statusCode).toBe(422);
    await call(t.app, puller, 'DELETE', '/my/listing-import-schedule');
    expect((await call(t.app, puller, 'GET', '/my/listing-import-schedule')).json()).toEqual({
      schedule: null,
    });
  });

  it('serves the templates', async () => {
    const csv = await t.app.inject({ method: 'GET', url: '/api/listing-feeds/template.csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('AG-1024');
    const xlsx = await t.app.inject({ method: 'GET', url: '/api/listing-feeds/template.xlsx' });
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

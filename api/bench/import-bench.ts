/*
 * A listing feed import at scale (issue 31): BENCH_IMPORT_ROWS rows (default 10 000) of a
 * generated CSV feed uploaded by the demo broker (verified, so the rows publish) to the real
 * API started as a process of its own (src/server.ts through tsx's loader: the code of this
 * tree, built or not; PGlite in a temporary DATA_DIR, or PostgreSQL when DATABASE_URL is set:
 * `bench:import:pg`). Prints:
 *   - the dry run's time and rows/s (the upload answers when the report is stored);
 *   - the apply's time and rows/s (202, then the job queue writes 25 rows a job; progress is
 *     polled once a second), and photos/s when photos are fetched;
 *   - GET /api/properties (rotating filter queries, BENCH_CONNECTIONS, default 20) during a
 *     quiet period before the import (BENCH_DURATION s, default 10) and during the whole apply:
 *     p50/p95/p99/max and req/s, with the slowest requests' times into the run;
 *   - the server's peak RSS (VmHWM) and CPU.
 * Photos: the format needs 3 per row (LISTING_MIN_PHOTOS), so a row cannot go without. By
 * default (BENCH_IMPORT_PHOTOS unset or 0) every row names the same 3 small JPEGs (640 x 480):
 * fetched once per job of 25 rows (the job's PhotoCache), converted once per row, which is the
 * least photo work a row can cost. With BENCH_IMPORT_PHOTOS=N (3-50) each row names N URLs of
 * its own (1280 x 960 JPEGs): every photo fetched and converted, so photos/s means something.
 * They come from a local node:http server (IMPORT_FETCH_ALLOW_PRIVATE=true lets loopback in).
 * Exits 1 on a functional failure only (a row refused or failed, the apply not finishing, the
 * listings not published), never on a time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stringify } from 'csv-stringify/sync';
import { patternPhoto } from '../src/media/test-images';
import { AMENITIES, DEMO_PASSWORD, LOCATIONS } from '../src/seed/data';
import type { ReadLoadResult, ReadLoadSpec } from './import-load';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const PHOTOS = Number(process.env.BENCH_IMPORT_PHOTOS ?? 0);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const QUIET_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
/** BENCH_IMPORT_READS=0: no reads during the apply (what the reads cost the apply). */
const READS_DURING = process.env.BENCH_IMPORT_READS !== '0';
const PORT = Number(process.env.BENCH_PORT ?? 3931);
const BASE = `http://127.0.0.1:${PORT}`;
/** No progress for this long means the apply is stuck: a functional failure. */
const STALL_MS = 180_000;
const API_DIR = path.resolve(__dirname, '..');

if (!Number.isInteger(ROWS) || ROWS < 1 || ROWS > 20_000) {
  throw new Error('BENCH_IMPORT_ROWS must be 1-20000 (the format allows 20 000 rows a file)');
}
if (!Number.isInteger(PHOTOS) || (PHOTOS !== 0 && (PHOTOS < 3 || PHOTOS > 50))) {
  throw new Error('BENCH_IMPORT_PHOTOS must be 0 (3 shared photos a row) or 3-50');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A small deterministic generator: the same feed on every run. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 4_294_967_296;
  };
}

// Titles and descriptions in the site's four languages, combined per row.
const WORDS = {
  en: {
    adj: ['Sea-view', 'Quiet', 'Modern', 'Renovated', 'Spacious', 'Tropical', 'Bright'],
    near: (town: string) => `in ${town}`,
    desc: 'Close to the beach, shops and international schools. Ready to move in, viewing any day.',
  },
  ru: {
    adj: ['Просторная', 'Уютная', 'Новая', 'Светлая', 'Тихая', 'Современная'],
    near: (town: string) => `в районе ${town}`,
    desc: 'Рядом пляж, магазины и международные школы. Можно въезжать сразу, показ в любой день.',
  },
  th: {
    adj: ['วิวทะเล', 'เงียบสงบ', 'ทันสมัย', 'ตกแต่งใหม่', 'กว้างขวาง'],
    near: (town: string) => `ย่าน${town}`,
    desc: 'ใกล้ชายหาด ร้านค้า และโรงเรียนนานาชาติ พร้อมเข้าอยู่ นัดชมได้ทุกวัน',
  },
  zh: {
    adj: ['海景', '安静', '现代', '翻新', '宽敞', '热带'],
    near: (town: string) => `位于${town}`,
    desc: '靠近海滩、商店和国际学校。可立即入住，随时看房。',
  },
} as const;
const TYPE_NAMES: Record<string, Record<keyof typeof WORDS, string>> = {
  Villa: { en: 'pool villa', ru: 'вилла', th: 'พูลวิลล่า', zh: '泳池别墅' },
  Apartment: { en: 'condo', ru: 'квартира', th: 'คอนโด', zh: '公寓' },
  Townhouse: { en: 'townhouse', ru: 'таунхаус', th: 'ทาวน์เฮาส์', zh: '联排别墅' },
  Penthouse: { en: 'penthouse', ru: 'пентхаус', th: 'เพนท์เฮาส์', zh: '顶层公寓' },
  'Land plot': { en: 'land plot', ru: 'участок', th: 'ที่ดิน', zh: '土地' },
  Commercial: { en: 'shop house', ru: 'коммерческое помещение', th: 'อาคารพาณิชย์', zh: '商铺' },
};
const TYPES = [
  'Apartment',
  'Apartment',
  'Villa',
  'Villa',
  'Townhouse',
  'Penthouse',
  'Land plot',
  'Commercial',
];
const CONDOS = new Set(['Apartment', 'Penthouse']);

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)] as T;
}

/** The feed: realistic, varied rows every one of which the import accepts. */
function generateFeed(photoUrls: (row: number) => string[]): string {
  const r = rng(31);
  const header = [
    'ref',
    'price',
    'currency',
    'price_freq',
    'type',
    'town',
    'address',
    'latitude',
    'longitude',
    'beds',
    'baths',
    'pool',
    'built',
    'plot',
    'language',
    'title_en',
    'title_ru',
    'title_th',
    'title_zh',
    'desc_en',
    'desc_ru',
    'desc_th',
    'desc_zh',
    'features',
    'images',
    'tenure',
    'leasehold_years',
    'foreign_quota',
    'property_stage',
    'furniture',
    'discount',
  ];
  const rows: (string | number)[][] = [];
  for (let i = 0; i < ROWS; i++) {
    const type = pick(r, TYPES);
    const town = pick(r, LOCATIONS);
    const land = type === 'Land plot';
    const rentRoll = r();
    const freq =
      land || type === 'Commercial'
        ? 'sale'
        : rentRoll < 0.2
          ? 'month'
          : rentRoll < 0.3
            ? 'night'
            : 'sale';
    const beds = land
      ? ''
      : type === 'Commercial'
        ? 0
        : 1 + Math.floor(r() * (type === 'Villa' ? 6 : 3));
    const baths = land ? '' : Math.max(1, Number(beds) || 1);
    const area = land
      ? 400 + Math.floor(r() * 4000)
      : 35 + Math.floor(r() * (type === 'Villa' ? 500 : 180));
    const price =
      freq === 'month'
        ? 15_000 + Math.round(r() * 30) * 5_000
        : freq === 'night'
          ? 1_500 + Math.round(r() * 40) * 250
          : 2_000_000 + Math.round(r() * 600) * 100_000;
    const langRoll = r();
    const language =
      langRoll < 0.55 ? 'en' : langRoll < 0.75 ? 'ru' : langRoll < 0.88 ? 'th' : 'zh';
    const titles: Record<string, string> = {};
    const descs: Record<string, string> = {};
    const write = (lang: keyof typeof WORDS) => {
      const w = WORDS[lang];
      const bedCount = typeof beds === 'number' && beds > 0 ? ` (${beds} bed)` : '';
      titles[lang] =
        `${pick(r, w.adj)} ${TYPE_NAMES[type]?.[lang] ?? type}${lang === 'en' ? bedCount : ''} ${w.near(town)} #${i + 1}`;
      descs[lang] = r() < 0.8 ? `${w.desc} ${area} m².` : '';
    };
    write(language);
    // Most feeds carry an English title beside the original, some a Russian one too.
    if (language !== 'en' && r() < 0.7) write('en');
    if (language === 'en' && r() < 0.3) write('ru');
    const features = AMENITIES.filter(() => r() < 0.15).slice(0, 6);
    const tenure =
      freq === 'sale'
        ? CONDOS.has(type)
          ? 'Freehold'
          : pick(r, ['Freehold', 'Leasehold', 'Thai company'])
        : '';
    rows.push([
      `BENCH-${String(i + 1).padStart(5, '0')}`,
      price,
      'THB',
      freq,
      type,
      town,
      `${1 + Math.floor(r() * 200)}/${1 + Math.floor(r() * 40)} Moo ${1 + Math.floor(r() * 9)}`,
      (7.75 + r() * 0.3).toFixed(5),
      (98.28 + r() * 0.12).toFixed(5),
      beds,
      baths,
      !land && r() < 0.4 ? 1 : 0,
      land ? '' : area,
      land ? area : '',
      language,
      titles.en ?? '',
      titles.ru ?? '',
      titles.th ?? '',
      titles.zh ?? '',
      titles.en ? (descs.en ?? '') : '',
      titles.ru ? (descs.ru ?? '') : '',
      titles.th ? (descs.th ?? '') : '',
      titles.zh ? (descs.zh ?? '') : '',
      features.join('|'),
      photoUrls(i).join('|'),
      tenure,
      tenure === 'Leasehold' ? 30 : '',
      freq === 'sale' && CONDOS.has(type) ? (r() < 0.6 ? 1 : 0) : '',
      freq === 'sale' ? pick(r, ['Off-plan', 'Ready', 'Resale']) : '',
      land ? '' : pick(r, ['Furnished', 'Unfurnished', 'Partly furnished']),
      r() < 0.1 ? 5 : '',
    ]);
  }
  return stringify([header, ...rows]);
}

/** The photo server: a few generated JPEGs, under shared or per-row URLs. */
async function startPhotoServer(): Promise<{
  server: http.Server;
  base: string;
  served: { count: number; bytes: number };
  photoUrls: (row: number) => string[];
}> {
  const pool =
    PHOTOS === 0
      ? await Promise.all([0, 1, 2].map((k) => patternPhoto(100 + k, 'jpeg', 640, 480)))
      : await Promise.all(
          Array.from({ length: Math.max(PHOTOS, 6) }, (_, k) =>
            patternPhoto(200 + k, 'jpeg', 1280, 960),
          ),
        );
  const served = { count: 0, bytes: 0 };
  const server = http.createServer((req, res) => {
    const m = /^\/(?:p|r\/\d+)\/(\d+)\.jpg$/.exec(req.url ?? '');
    const bytes = m ? pool[Number(m[1])] : undefined;
    if (!bytes) {
      res.writeHead(404);
      res.end();
      return;
    }
    served.count++;
    served.bytes += bytes.length;
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': bytes.length });
    res.end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const photoUrls = (row: number) =>
    PHOTOS === 0
      ? [0, 1, 2].map((k) => `${base}/p/${k}.jpg`)
      : Array.from({ length: PHOTOS }, (_, k) => `${base}/r/${row}/${k % pool.length}.jpg`);
  return { server, base, served, photoUrls };
}

function startServer(dataDir: string): ChildProcess {
  return spawn(
    process.execPath,
    [
      // BENCH_IMPORT_NODE_ARGS: e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the server.
      ...(process.env.BENCH_IMPORT_NODE_ARGS ?? '').split(' ').filter(Boolean),
      '--import',
      pathToFileURL(require.resolve('tsx')).href,
      path.join(API_DIR, 'src', 'server.ts'),
    ],
    {
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: BASE,
        DATA_DIR: dataDir,
        SITE_ROOT: dataDir,
        DEMO_MODE: 'true',
        LOG_LEVEL: 'warn',
        IMPORT_FETCH_ALLOW_PRIVATE: 'true',
        SHUTDOWN_DRAIN_MS: '0',
        // A maintenance VACUUM mid-run would stall the server in the middle of a measurement.
        PGLITE_MAINTENANCE_INTERVAL_MINUTES: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

function procStatusKb(pid: number, field: 'VmHWM' | 'VmRSS'): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]);
    return Number.isFinite(kb) ? kb : null;
  } catch {
    return null;
  }
}

/** CPU seconds the process used so far (/proc/<pid>/stat utime + stime), or null. */
function cpuSeconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    return ((fields[11] ?? 0) + (fields[12] ?? 0)) / 100;
  } catch {
    return null;
  }
}

async function api<T>(
  method: string,
  url: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined || body instanceof FormData
        ? {}
        : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
}

interface Run {
  id: number;
  status: string;
  counts: Record<string, number>;
  total: number;
  processed: number;
  failed: number;
  error: string | null;
}

/** The reader traffic: a child process (import-load.ts) until stop() or `seconds`. */
function readLoad(seconds: number): {
  stop: () => void;
  result: Promise<ReadLoadResult>;
  started: Promise<void>;
} {
  const child = spawn(
    process.execPath,
    [
      '--import',
      pathToFileURL(require.resolve('tsx')).href,
      path.join(__dirname, 'import-load.ts'),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let out = '';
  let onStart: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (onStart = resolve));
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    out += chunk;
    if (out.includes('\n')) onStart();
  });
  const result = new Promise<ReadLoadResult>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !last.startsWith('{"requests"')) {
        reject(new Error(`read load exited with ${code}: ${out}`));
        return;
      }
      resolve(JSON.parse(last) as ReadLoadResult);
    });
  });
  const spec: ReadLoadSpec = { url: BASE, connections: CONNECTIONS, paths: searchPaths(), seconds };
  child.stdin.write(`${JSON.stringify(spec)}\n`);
  return { stop: () => child.stdin.write('stop\n'), result, started };
}

/** A dozen filter queries a busy catalog gets over and over, in rotation. */
function searchPaths(): string[] {
  const queries: Record<string, string>[] = [
    {},
    { 'filter[offer_type]': 'Sale' },
    { 'filter[offer_type]': 'Rent' },
    { 'filter[offer_type]': 'Sale', 'filter[property_type]': 'Villa' },
    {
      'filter[offer_type]': 'Sale',
      'filter[property_type]': 'Apartment',
      'filter[price_range]': '3000000,10000000',
    },
    { 'filter[offer_type]': 'Sale', 'filter[price_range]': '10000000,30000000' },
    { 'filter[offer_type]': 'Rent', 'filter[property_type]': 'Apartment' },
    { 'filter[property_type]': 'Townhouse' },
    { 'filter[offer_type]': 'Sale', 'filter[property_type]': 'Land plot' },
    {
      'filter[offer_type]': 'Sale',
      'filter[property_type]': 'Villa',
      'filter[price_range]': '15000000,60000000',
    },
  ];
  return queries.flatMap((q) =>
    [1, 2].map((page) => `/api/properties?${new URLSearchParams(q).toString()}&page=${page}`),
  );
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '-');

async function main(): Promise<void> {
  const failures: string[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-import-bench-'));
  const photos = await startPhotoServer();
  const feed = Buffer.from(generateFeed(photos.photoUrls), 'utf8');
  const driver = process.env.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : 'PGlite (in the server process)';
  const mode =
    PHOTOS === 0
      ? 'photos: the 3 the format requires, the same 3 small JPEGs (640x480) in every row: fetched once per 25-row job, converted per row'
      : `photos: ${PHOTOS} URLs per row, each fetched and converted (1280x960 JPEGs)`;
  console.log(
    `import bench: ${ROWS} rows (${(feed.length / 1e6).toFixed(1)} MB CSV), ${driver}\n  ${mode}\n  reads: GET /api/properties, ${CONNECTIONS} connections, ${searchPaths().length} rotating filter queries\n  Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(2)}`,
  );

  const server = startServer(dataDir);
  const pid = server.pid as number;
  try {
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error('the server exited during start-up');
      const ok = await fetch(`${BASE}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 1800) throw new Error('the server was not healthy within 3 minutes');
      await sleep(100);
    }
    const login = await api<{ token: string }>('POST', '/api/login', null, {
      email: 'broker@example.com',
      password: DEMO_PASSWORD,
    });
    if (login.status !== 200) throw new Error(`login: ${login.status}`);
    const token = login.json.token;
    const me = await api<{ role?: string }>('GET', '/api/user', token);
    if (me.status !== 200) throw new Error(`the demo broker's token: ${me.status}`);
    const before = await api<{ meta: { total: number } }>(
      'GET',
      '/api/properties?per_page=1',
      null,
    );

    // Quiet: the same reads with nothing else going on (after a short warm-up).
    await readLoad(2).result;
    const quiet = await readLoad(QUIET_SECONDS).result;

    // Dry run: the upload answers once every row is checked and the report stored.
    const form = new FormData();
    form.append('file', new Blob([feed], { type: 'text/csv' }), 'bench-feed.csv');
    const cpu0 = cpuSeconds(pid);
    const dryStart = performance.now();
    const planned = await api<Run>('POST', '/api/my/listing-imports?full_feed=false', token, form);
    const drySeconds = (performance.now() - dryStart) / 1000;
    const dryCpu = (cpuSeconds(pid) ?? NaN) - (cpu0 ?? NaN);
    if (planned.status !== 200 && planned.status !== 201)
      throw new Error(`dry run: ${planned.status} ${JSON.stringify(planned.json)}`);
    const run = planned.json;
    console.log(`\ndry run: ${drySeconds.toFixed(1)} s, counts ${JSON.stringify(run.counts)}`);
    if ((run.counts.created ?? 0) !== ROWS) {
      failures.push(`the dry run planned ${run.counts.created ?? 0} of ${ROWS} rows as created`);
      const refused = await api<{ data: { row: number; field: string; reason: string }[] }>(
        'GET',
        `/api/my/listing-imports/${run.id}/rows?outcome=refused`,
        token,
      );
      for (const row of refused.json.data.slice(0, 5))
        console.log(`  refused row ${row.row}: ${row.field}: ${row.reason}`);
    }

    // Apply, with the reads going on from before it starts to after it ends.
    const during = READS_DURING ? readLoad(0) : null;
    await during?.started;
    const cpu1 = cpuSeconds(pid);
    const served0 = photos.served.count;
    const applyStart = performance.now();
    const applied = await api<Run>('POST', `/api/my/listing-imports/${run.id}/apply`, token);
    if (applied.status !== 200 && applied.status !== 202)
      throw new Error(`apply: ${applied.status}`);
    let last = applied.json;
    let lastProgressAt = performance.now();
    let lastProcessed = -1;
    let lastPrint = 0;
    while (last.status !== 'applied' && last.status !== 'failed') {
      await sleep(1000);
      const polled = await api<Run>('GET', `/api/my/listing-imports/${run.id}`, token);
      if (polled.status !== 200) throw new Error(`progress: ${polled.status}`);
      last = polled.json;
      const now = performance.now();
      if (last.processed !== lastProcessed) {
        lastProcessed = last.processed;
        lastProgressAt = now;
      } else if (now - lastProgressAt > STALL_MS) {
        failures.push(
          `the apply made no progress for ${STALL_MS / 1000} s at ${last.processed}/${last.total}`,
        );
        break;
      }
      if (now - lastPrint > 30_000) {
        lastPrint = now;
        console.log(
          `  apply: ${last.processed}/${last.total} after ${((now - applyStart) / 1000).toFixed(0)} s, RSS ${((procStatusKb(pid, 'VmRSS') ?? NaN) / 1024).toFixed(0)} MB`,
        );
      }
    }
    const applySeconds = (performance.now() - applyStart) / 1000;
    const applyCpu = (cpuSeconds(pid) ?? NaN) - (cpu1 ?? NaN);
    const photosFetched = photos.served.count - served0;
    during?.stop();
    const busy = during ? await during.result : null;
    if (last.status !== 'applied')
      failures.push(`the run ended ${last.status}: ${last.error ?? ''}`);
    if (last.failed > 0) failures.push(`${last.failed} rows failed at apply time`);
    const after = await api<{ meta: { total: number } }>('GET', '/api/properties?per_page=1', null);
    const published = after.json.meta.total - before.json.meta.total;
    if (published !== ROWS) failures.push(`${published} listings were published, not ${ROWS}`);

    const hwm = procStatusKb(pid, 'VmHWM');
    console.log(
      `\napply: ${applySeconds.toFixed(1)} s, ${last.processed}/${last.total} rows, ${last.failed} failed; listings on the site ${before.json.meta.total} -> ${after.json.meta.total}`,
    );
    console.log('\nphase        rows   seconds   rows/s   photos/s   srv cpu%');
    console.log(
      `dry run  ${String(ROWS).padStart(8)} ${drySeconds.toFixed(1).padStart(9)} ${(ROWS / drySeconds).toFixed(0).padStart(8)} ${'-'.padStart(10)} ${((dryCpu / drySeconds) * 100).toFixed(0).padStart(10)}`,
    );
    console.log(
      `apply    ${String(last.processed).padStart(8)} ${applySeconds.toFixed(1).padStart(9)} ${(last.processed / applySeconds).toFixed(1).padStart(8)} ${(PHOTOS === 0 ? '-' : (photosFetched / applySeconds).toFixed(1)).padStart(10)} ${((applyCpu / applySeconds) * 100).toFixed(0).padStart(10)}`,
    );
    console.log(
      `photos fetched by the apply: ${photosFetched} (${PHOTOS === 0 ? 'shared URLs, once per job' : `${PHOTOS} per row`})`,
    );
    console.log(
      `\nGET /api/properties (${CONNECTIONS} connections)   req/s   p50 ms   p95 ms   p99 ms   max ms   non-2xx  errors`,
    );
    const measured = busy
      ? ([
          ['quiet, before the import', quiet],
          ['during the apply', busy],
        ] as const)
      : ([['quiet, before the import', quiet]] as const);
    for (const [name, r] of measured) {
      console.log(
        `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} ${ms(r.p50).padStart(8)} ${ms(r.p95).padStart(8)} ${ms(r.p99).padStart(8)} ${ms(r.max).padStart(8)} ${String(r.non2xx).padStart(9)} ${String(r.errors).padStart(7)}`,
      );
    }
    if (busy) {
      console.log(`p99 during / quiet: ${(busy.p99 / quiet.p99).toFixed(1)}x`);
      console.log(
        `slowest reads during the apply (s into it: ms): ${busy.slowest.map((s) => `${(s.atMs / 1000).toFixed(1)}: ${s.ms.toFixed(0)}`).join(', ')}`,
      );
      const worstSeconds = busy.perSecond.filter((s) => s.maxMs > 4 * quiet.p99).length;
      console.log(
        `seconds of the apply with a read slower than 4x the quiet p99: ${worstSeconds} of ${busy.perSecond.length}`,
      );
    } else {
      console.log('no reads during the apply (BENCH_IMPORT_READS=0)');
    }
    console.log(
      `server peak RSS (VmHWM): ${hwm === null ? 'not readable' : `${(hwm / 1024).toFixed(0)} MB`}`,
    );
    if (quiet.non2xx + quiet.errors + (busy ? busy.non2xx + busy.errors : 0) > 0) {
      failures.push('GET /api/properties answered errors');
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => {
      if (server.exitCode !== null) resolve(null);
      else server.once('exit', resolve);
      setTimeout(resolve, 15_000).unref();
    });
    photos.server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`\nFAILED:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

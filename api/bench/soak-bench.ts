/*
 * Soak: SOAK_MINUTES (10) of mixed traffic at SOAK_CONNECTIONS (50) against the built server
 * (`node api/dist/server.js`) on PostgreSQL (DATABASE_URL; `bench:soak` starts a throwaway
 * server), demo data seeded. Each connection is a visitor of its own: an account, a listing
 * draft and a client address (X-Forwarded-For, with TRUST_PROXY=127.0.0.1), so the per-address
 * rate limits stay on (counted in the database, as in production) and a 429 would be a real
 * one. Logins are spaced to 6 a minute per visitor, under the limit of 10.
 *
 * The mix: searches (GET /api/properties with rotating filters), property pages (the API's
 * and the server-rendered HTML page), logins, profile updates, listing draft saves (step 1,
 * version-checked). Every minute: requests, p50/p99, errors by status and the server's RSS;
 * at the end: p50/p99 per route, errors by status and RSS growth after minute 2.
 *
 * Once a minute a limit probe signs in 11 times in a row from an address of its own: the
 * first 10 must succeed and the 11th must be a 429. That 429 is the only deliberate error.
 *
 * Prints figures; exits 1 on any other error (a 4xx or 5xx, or a request without an answer)
 * and when the probe's 11th login is not refused: a correctness failure, not a timing.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3198);
const BASE = `http://127.0.0.1:${PORT}`;
const SERVER = path.join(__dirname, '..', 'dist', 'server.js');
const SITE_ROOT = path.resolve(__dirname, '..', '..');
const PASSWORD = 'Andaman-sea-breeze-77';
const LOGIN_EVERY_MS = 10_000;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set: run through with-postgres.mjs');
if (!Number.isFinite(MINUTES) || MINUTES <= 0) throw new Error('SOAK_MINUTES must be > 0');
if (!fs.existsSync(SERVER)) {
  console.error(`${SERVER} is missing: run \`pnpm build\` first.`);
  process.exit(1);
}

type Route =
  | 'GET /api/properties'
  | 'GET /api/{id}/property'
  | 'GET /properties/{id} (HTML)'
  | 'POST /api/login'
  | 'POST /api/profile/update'
  | 'POST /api/listing/{id}/step/1'
  | 'POST /api/login (limit probe)';

const ROUTES: Route[] = [
  'GET /api/properties',
  'GET /api/{id}/property',
  'GET /properties/{id} (HTML)',
  'POST /api/login',
  'POST /api/profile/update',
  'POST /api/listing/{id}/step/1',
  'POST /api/login (limit probe)',
];

interface Sample {
  route: Route;
  ms: number;
  /** HTTP status, 0 = no answer (connection failed). */
  status: number;
  /** A 429 the probe asked for (its 11th login in a minute); every other error fails the run. */
  deliberate?: boolean;
}

/** The per-address login limit (env.ts, rateLimit.loginMax): 10 a minute. */
const LOGIN_LIMIT = 10;

const isError = (s: Sample) => s.status === 0 || s.status >= 400;

/** `429×3, no answer×1`, or `none`. */
function describeErrors(samples: Sample[]): string {
  const counts = new Map<string, number>();
  for (const s of samples.filter(isError)) {
    const key = `${s.status === 0 ? 'no answer' : s.status}${s.deliberate ? ' (deliberate)' : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts.size === 0 ? 'none' : [...counts].map(([key, n]) => `${key}×${n}`).join(', ');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function quantile(sorted: number[], q: number): number {
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

async function request(
  method: string,
  url: string,
  ip: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: {
      'x-forwarded-for': ip,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  let json: unknown = null;
  if (res.headers.get('content-type')?.includes('json')) json = text ? JSON.parse(text) : null;
  return { status: res.status, json };
}

interface Visitor {
  ip: string;
  email: string;
  token: string;
  listingId: number;
  listingVersion: number;
  lastLogin: number;
}

async function signUp(n: number): Promise<Visitor> {
  const ip = `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const email = `soak-${n}-${Date.now()}@example.com`;
  const registered = await request('POST', '/api/register', ip, null, {
    name: `Soak visitor ${n}`,
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    role: 'broker',
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const token = (registered.json as { access_token: string }).access_token;
  const draft = await request('POST', '/api/listing/store?step=1', ip, token, {
    title: `Soak draft ${n}`,
    offer_type: 'Sale',
  });
  if (draft.status !== 201) throw new Error(`listing draft: ${draft.status}`);
  const { id, version } = draft.json as { id: number; version: number };
  return { ip, email, token, listingId: id, listingVersion: version, lastLogin: Date.now() };
}

const TYPES = ['Villa', 'Apartment', 'Townhouse', 'Penthouse', 'Land plot'];
function searchPath(i: number): string {
  const min = (i * 7919) % 40;
  const qs = new URLSearchParams({
    'filter[offer_type]': i % 3 === 0 ? 'Rent' : 'Sale',
    'filter[property_type]': TYPES[i % TYPES.length]!,
    'filter[price_range]': `${min * 1_000_000},${(min + 5 + (i % 20)) * 1_000_000}`,
  });
  return `/api/properties?${qs.toString()}&page=${1 + (i % 3)}`;
}

async function main(): Promise<void> {
  const server = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      SITE_ROOT,
      SHUTDOWN_DRAIN_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error('the server exited during start-up');
      const ok = await fetch(`${BASE}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 2400) throw new Error('the server was not healthy within 2 minutes');
      await sleep(50);
    }
    const pid = server.pid!;

    const catalog = await request('GET', '/api/properties?per_page=50', '10.78.0.1', null);
    const ids = (catalog.json as { data: { id: number }[] }).data.map((card) => card.id);
    if (ids.length === 0) throw new Error('no published listing to read');
    const visitors: Visitor[] = [];
    for (let n = 0; n < CONNECTIONS; n++) visitors.push(await signUp(n));
    const htmlCheck = await fetch(`${BASE}/properties/${ids[0]}`);
    const html = await htmlCheck.text();
    console.log(
      `soak: ${MINUTES} min, ${CONNECTIONS} connections, PostgreSQL, server pid ${pid}; ${ids.length} listings to read; the HTML page answers ${htmlCheck.status}, ${html.length} bytes`,
    );

    const samples: Sample[] = [];
    let minuteStart = 0;
    let counter = 0;
    const endAt = performance.now() + MINUTES * 60_000;

    const once = async (v: Visitor): Promise<void> => {
      const i = counter++;
      const roll = i % 20;
      let route: Route;
      let run: () => Promise<{ status: number; json: unknown }>;
      const id = ids[(i * 31) % ids.length]!;
      if (roll < 8) {
        route = 'GET /api/properties';
        run = () => request('GET', searchPath(i), v.ip, null);
      } else if (roll < 11) {
        route = 'GET /api/{id}/property';
        run = () => request('GET', `/api/${id}/property`, v.ip, null);
      } else if (roll < 14) {
        route = 'GET /properties/{id} (HTML)';
        run = () => request('GET', `/properties/${id}`, v.ip, null);
      } else if (roll < 16 && Date.now() - v.lastLogin >= LOGIN_EVERY_MS) {
        route = 'POST /api/login';
        v.lastLogin = Date.now();
        run = async () => {
          const res = await request('POST', '/api/login', v.ip, null, {
            email: v.email,
            password: PASSWORD,
          });
          if (res.status === 200) v.token = (res.json as { token: string }).token;
          return res;
        };
      } else if (roll < 18) {
        route = 'POST /api/profile/update';
        run = () => request('POST', '/api/profile/update', v.ip, v.token, { name: `Soak ${i}` });
      } else {
        route = 'POST /api/listing/{id}/step/1';
        run = async () => {
          const res = await request('POST', `/api/listing/${v.listingId}/step/1`, v.ip, v.token, {
            version: v.listingVersion,
            title: `Soak draft ${i}`,
          });
          if (res.status === 200) v.listingVersion = (res.json as { version: number }).version;
          return res;
        };
      }
      const started = performance.now();
      let status = 0;
      try {
        status = (await run()).status;
      } catch {
        status = 0;
      }
      samples.push({ route, ms: performance.now() - started, status });
    };

    const loops = visitors.map(async (v) => {
      while (performance.now() < endAt) await once(v);
    });

    // The limit probe: a minute's worth of logins and one more, from a fresh address each
    // minute (so no window is shared with the minute before), as the first visitor.
    const probeFailures: string[] = [];
    const probe = (async () => {
      for (let m = 0; performance.now() < endAt - 15_000; m++) {
        const ip = `10.79.${m % 250}.${1 + Math.floor(m / 250)}`;
        for (let n = 1; n <= LOGIN_LIMIT + 1; n++) {
          const started = performance.now();
          let status = 0;
          try {
            status = (
              await request('POST', '/api/login', ip, null, {
                email: visitors[0]!.email,
                password: PASSWORD,
              })
            ).status;
          } catch {
            status = 0;
          }
          const over = n > LOGIN_LIMIT;
          samples.push({
            route: 'POST /api/login (limit probe)',
            ms: performance.now() - started,
            status,
            deliberate: over && status === 429,
          });
          if (over && status !== 429) {
            probeFailures.push(
              `minute ${m + 1}: login ${n} from one address answered ${status}, not 429`,
            );
          }
        }
        const next = performance.now() + 60_000;
        while (performance.now() < Math.min(next, endAt)) await sleep(250);
      }
    })();

    const rss: number[] = [];
    const minutes = Math.ceil(MINUTES);
    const reporter = (async () => {
      for (let m = 1; m <= minutes; m++) {
        const until = Math.min(endAt, performance.now() + 60_000);
        while (performance.now() < until) await sleep(250);
        const slice = samples.slice(minuteStart);
        minuteStart = samples.length;
        const sorted = slice.map((s) => s.ms).sort((a, b) => a - b);
        const mb = server.exitCode === null ? rssMb(pid) : NaN;
        rss.push(mb);
        console.log(
          `minute ${m}: ${slice.length} requests (${(slice.length / 60).toFixed(0)}/s), p50 ${quantile(sorted, 0.5).toFixed(1)} ms, p99 ${quantile(sorted, 0.99).toFixed(1)} ms, errors ${describeErrors(slice)}, RSS ${mb.toFixed(0)} MB`,
        );
      }
    })();
    await Promise.all([...loops, probe, reporter]);

    console.log('');
    console.log(
      `${'route'.padEnd(32)}${'requests'.padStart(10)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}  errors`,
    );
    for (const route of ROUTES) {
      const mine = samples.filter((s) => s.route === route);
      const sorted = mine.map((s) => s.ms).sort((a, b) => a - b);
      const errors = describeErrors(mine);
      console.log(
        `${route.padEnd(32)}${String(mine.length).padStart(10)}${quantile(sorted, 0.5).toFixed(1).padStart(10)}${quantile(sorted, 0.99).toFixed(1).padStart(10)}  ${errors === 'none' ? '-' : errors}`,
      );
    }
    console.log(`errors by status: ${describeErrors(samples)} of ${samples.length} requests`);
    console.log(`RSS by minute (MB): ${rss.map((mb) => mb.toFixed(0)).join(', ')}`);
    if (rss.length >= 3) {
      const base = rss[1]!;
      const last = rss[rss.length - 1]!;
      console.log(
        `RSS growth after minute 2: ${(((last - base) / base) * 100).toFixed(1)} % (${base.toFixed(0)} → ${last.toFixed(0)} MB; goal < 10 %)`,
      );
    } else {
      console.log('RSS growth after minute 2: needs 3 minutes or more (SOAK_MINUTES)');
    }
    // Anything but the probe's own 429s is a failure: a 4xx here is a bug in the server or in
    // the bench, either way the figures would not be what they claim.
    const unexpected = samples.filter((s) => isError(s) && !s.deliberate);
    const probes = samples.filter((s) => s.deliberate).length;
    console.log(
      `limit probe: ${probes} deliberate 429${probes === 1 ? '' : 's'}${probeFailures.length > 0 ? `; ${probeFailures.join('; ')}` : ''}`,
    );
    if (unexpected.length > 0 || probeFailures.length > 0 || probes === 0) {
      console.log(
        `FAILED: ${unexpected.length} unexpected error${unexpected.length === 1 ? '' : 's'} (${describeErrors(unexpected)})${probes === 0 ? ', and the login limit was never seen to apply' : ''}`,
      );
      process.exitCode = 1;
    } else {
      console.log('passed: no error other than the deliberate 429s');
    }
  } finally {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

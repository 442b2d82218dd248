import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';

/**
 * The one place that reads process.env. Everything else receives a typed `Config`, so tests
 * build configs from plain objects and no module changes behaviour behind the caller's back.
 */

import { CloneType, Type, type Static, type TString } from '@sinclair/typebox';
import Ajv from 'ajv';
import { REMOTE_NAMES, StringEnum, type RemoteName } from '@phuket/shared/contract';
import { DEFAULT_JOB_QUEUE_TUNING, type JobQueueTuning } from './jobs/job-types';

export { REMOTE_NAMES, type RemoteName };

export interface RateLimitConfig {
  /** Requests per window per IP on POST /api/login. */
  loginMax: number;
  /** Requests per window per IP on POST /api/register. */
  registerMax: number;
  /** Window length in milliseconds. */
  windowMs: number;
  /** Enquiries sent per client address per enquiry window (any target). */
  enquiryMax: number;
  enquiryWindowMs: number;
  /** Reads of public presentations (view, PDF, tracking) per client address per window. */
  presentationReadMax: number;
  presentationReadWindowMs: number;
  /** Feedback answers per client address per window, across presentations. */
  presentationFeedbackMax: number;
  presentationFeedbackWindowMs: number;
  /** Listing reports per client address per window, across listings. */
  reportMax: number;
  reportWindowMs: number;
}

/** Printing presentations to PDF in headless Chromium. */
export interface PdfConfig {
  /** CHROMIUM_PATH: the browser binary (Debian's by default). */
  chromiumPath: string;
  /** PDFs printed at once by this process; more wait their turn (each page costs ~100 MB). */
  concurrency: number;
  /** Longest one PDF may take, loading every photo included, before the answer is 503. */
  timeoutMs: number;
}

/**
 * What one signed-in account may start per window (a day), whatever address it calls from,
 * counted in the rate-limit store every API process shares (RATE_LIMIT_STORE). 0 = no limit.
 * Admins are never counted. See rate-limits/account-limits.ts.
 */
export interface AccountLimitConfig {
  /** RATE_LIMIT_LISTING_DRAFTS_PER_DAY: new listing drafts (step 1's store, duplicates). */
  listingDrafts: number;
  /** RATE_LIMIT_DATABASE_DRAFTS_PER_DAY: new developer and project drafts, one budget. */
  databaseDrafts: number;
  /** RATE_LIMIT_PRESENTATIONS_PER_DAY: new presentations (created or duplicated). */
  presentations: number;
  /** RATE_LIMIT_UPLOADS_PER_DAY: files uploaded, every upload route, one budget. */
  uploads: number;
  /** The window: a day (tests shorten it). */
  windowMs: number;
}

/** Limits on one-time codes (password reset, email and phone confirmation). */
export interface CodeRateLimitConfig {
  /** Codes sent per account (per email typed, for password reset) and purpose. */
  codeSendPerAccountMax: number;
  codeSendPerAccountWindowMs: number;
  /** Codes sent per client address, whatever the account. */
  codeSendPerIpMax: number;
  codeSendPerIpWindowMs: number;
  /** Code checks (reset check, reset, verify-code, change-password) per client address. */
  codeVerifyPerIpMax: number;
  codeVerifyPerIpWindowMs: number;
}

/** An S3-compatible bucket for uploaded media (AWS, MinIO, R2, Spaces…). */
export interface S3Config {
  /** null = AWS itself; otherwise the store's URL, addressed path-style. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Both null = the SDK's default credential chain (instance role…). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
}

export interface PgliteBackupConfig {
  dir: string | null;
  cron: string;
  keep: number;
}

/**
 * The server's settings. A field read from a variable names it; what the variable means, its
 * bounds and its default are in ENV_SCHEMA below.
 */
export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  isProduction: boolean;
  dataDir: string;
  databaseUrl: string | null;
  /** DATABASE_POOL_SIZE */
  databasePoolSize: number;
  demoMode: boolean;
  siteRoot: string;
  /** RELEASES_DIR: releases of each remote, one of them live (site/releases.ts). */
  releasesDir: string;
  remotes: Record<RemoteName, string>;
  publicMediaPrefix: string;
  /**
   * PUBLIC_URL without its trailing slash. Never taken from a request: the pages it goes into
   * are cached publicly, so a forged Host header would poison them for everyone.
   */
  publicUrl: string;
  /** PUBLIC_URL was not set and publicUrl is the development default. */
  publicUrlDefaulted: boolean;
  mediaDir: string;
  smtpUrl: string | null;
  /** MAIL_FROM */
  mailFrom: string;
  smsProviderUrl: string | null;
  smsProviderToken: string | null;
  /** Media in a bucket instead of mediaDir when S3_BUCKET is set. */
  s3: S3Config | null;
  /** CODE_SECRET */
  codeSecret: string;
  /** CODE_SECRET was not set and a per-process key was made up. */
  codeSecretGenerated: boolean;
  googleMapsApiKey: string | null;
  ipLookupUrl: string | null;
  /** COMPANY_*: the contact page's details and where the contact form's messages are mailed. */
  company: { name: string; email: string | null; phone: string | null; address: string | null };
  /** SOCIAL_*_URL: the footer's social profiles; none configured, no icon. */
  social: {
    facebook: string | null;
    instagram: string | null;
    youtube: string | null;
    line: string | null;
  };
  logLevel: LogLevel;
  /** TRUST_PROXY: false, true, or the comma list of proxy addresses / CIDRs, as Fastify takes it. */
  trustProxy: boolean | string;
  /** PUBLIC_SOURCE_MAPS */
  publicSourceMaps: boolean;
  rateLimit: RateLimitConfig;
  /** RATE_LIMIT_DISABLED */
  rateLimitDisabled: boolean;
  /** RATE_LIMIT_STORE, or its default from REDIS_URL and DATABASE_URL. */
  rateLimitStore: 'memory' | 'database' | 'redis';
  /** REDIS_URL */
  redisUrl: string | null;
  codeRateLimit: CodeRateLimitConfig;
  accountLimits: AccountLimitConfig;
  pdf: PdfConfig;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit: number;
  /** LISTING_CACHE_TTL_MS: the catalog's response micro-cache; 0 turns it off. */
  listingCacheTtlMs: number;
  /** LISTING_STATS_FLUSH_MS: how often counted listing events are written (listing-stats/). */
  listingStatsFlushMs: number;
  /** PGLITE_MAINTENANCE_INTERVAL_MINUTES, in ms; 0 = never. */
  pgliteMaintenanceIntervalMs: number;
  /** PGLITE_BACKUP_*: backups the embedded database takes of itself (maintenance/online-backup.ts). */
  pgliteBackup: PgliteBackupConfig;
  /** SHUTDOWN_DRAIN_MS (http/drain.ts) */
  shutdownDrainMs: number;
  /** The job queue's polling and shutdown bound (JOBS_SHUTDOWN_TIMEOUT_SECONDS). */
  jobs: JobQueueTuning;
  /** METRICS_TOKEN; null = no metrics endpoint (404). */
  metricsToken: string | null;
  /**
   * IMPORT_FETCH_ALLOW_PRIVATE: listing imports may fetch feeds and photos from private,
   * loopback and link-local addresses (a feed server inside the operator's own network; tests).
   */
  importFetchAllowPrivate: boolean;
}

export class ConfigError extends Error {}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * What the docs table and the error messages need beyond JSON Schema. Annotation keywords: the
 * validator knows their names and ignores their values.
 */
export interface EnvAnnotations {
  /** After the default in the docs (the default's exceptions), or instead of a default. */
  defaultNote?: string;
  /** Production needs it (● in the docs), or needs it in the case named. */
  production?: true | string;
  /** Never repeated in an error message (it may hold a password or key). */
  secret?: true;
  /** What 0 means, for a number that 0 turns off. */
  zero?: string;
  /** Accepted in any case and read in lower case. */
  anyCase?: true;
}
const ANNOTATION_KEYWORDS: (keyof EnvAnnotations)[] = [
  'defaultNote',
  'production',
  'secret',
  'zero',
  'anyCase',
];

/** One variable's schema as the error messages and the docs read it. */
export interface EnvEntry extends EnvAnnotations {
  type?: string;
  description: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  enum?: string[];
  format?: EnvFormat;
}

/** Fastify also accepts proxy-addr's names and lists of addresses / CIDRs for trustProxy. */
function isProxyList(value: string): boolean {
  return value.split(',').every((entry) => {
    const trimmed = entry.trim();
    if (['loopback', 'linklocal', 'uniquelocal'].includes(trimmed)) return true;
    const [address = '', bits, ...rest] = trimmed.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    return (
      bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128))
    );
  });
}

const TRUE = /^(1|true|yes|on)$/i;
const FALSE = /^(0|false|no|off)$/i;

/** The string formats the variables use: what is checked, and what an error and the docs say. */
const FORMATS = {
  url: { accepts: 'an absolute URL', check: (value: string) => URL.canParse(value) },
  // Canonical links and sitemaps that search engines keep: http(s) only, nothing after the path.
  'public-url': {
    accepts: 'an http:// or https:// URL without a query or fragment',
    check: (value: string) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) && url.search === '' && url.hash === '';
    },
  },
  postgres: {
    accepts: 'a URL starting with postgres:// or postgresql://',
    check: (value: string) => /^postgres(ql)?:\/\//.test(value),
  },
  redis: {
    accepts: 'a URL starting with redis:// or rediss://',
    check: (value: string) => /^rediss?:\/\//.test(value),
  },
  // Five fields of the characters cron uses: a typo fails the start, not the first backup.
  cron: {
    accepts: 'a five-field cron expression in UTC (minute hour day month weekday)',
    check: (value: string) => /^[\d*/,-]+( [\d*/,-]+){4}$/.test(value),
  },
  // Checked here, or a typo would stop the server with an error that does not name the variable.
  'trust-proxy': {
    accepts: 'true, false, or a comma separated list of proxy addresses or CIDRs',
    check: (value: string) => TRUE.test(value) || FALSE.test(value) || isProxyList(value),
  },
} satisfies Record<string, { accepts: string; check: (value: string) => boolean }>;
type EnvFormat = keyof typeof FORMATS;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

type RemoteVariable<N extends RemoteName> = N extends `mfe-${infer Rest}`
  ? `REMOTE_MFE_${Uppercase<Rest>}_URL`
  : never;
const remoteVariable = <N extends RemoteName>(name: N) =>
  `REMOTE_${name.replace('mfe-', 'MFE_').toUpperCase()}_URL` as RemoteVariable<N>;
const REMOTE_VARIABLES = Object.fromEntries(
  REMOTE_NAMES.map((name) => [
    remoteVariable(name),
    Type.String({
      default: `/remotes/${name}/mf-manifest.json`,
      description: `manifest URL of the \`${name}\` remote in \`/config.json\`; an absolute URL's origin is added to the CSP`,
    }),
  ]),
) as Record<RemoteVariable<RemoteName>, TString>;

const SOCIAL_URL = Type.Optional(
  Type.String({
    format: 'url',
    description:
      "absolute URL of the company's profile in `/config.json`'s `social`; the footer shows an icon for each one set, none for the others",
  }),
);

/**
 * Every variable the API reads, in the order the docs table lists them (docs/deploy.md, written
 * from this by `pnpm --filter @phuket/api docs:env`). A default here applies when the variable
 * is unset or blank; a default that depends on another variable is applied in loadConfig and
 * told in `defaultNote`. Rules that tie variables together are checked after the schema.
 */
export const ENV_SCHEMA = Type.Object({
  NODE_ENV: Type.String({
    default: 'development',
    production: true,
    description:
      '`production`: demo mode refused, `CODE_SECRET` and `PUBLIC_URL` required, `upgrade-insecure-requests` in the CSP',
  }),
  PUBLIC_URL: Type.Optional(
    Type.String({
      format: 'public-url',
      production: true,
      defaultNote: '`http://localhost:$PORT` outside production',
      description:
        'the public origin (`https://wowphuket.com`; a trailing slash is dropped) for canonical links, Open Graph, `robots.txt`, sitemaps. Never taken from a request: those answers are cached publicly, and a forged `Host` would poison them. Required in production',
    }),
  ),
  // Every API process must share it, and it must outlive restarts, or codes sent by one
  // process fail on another. Unset, a random key is made per process: that fails closed.
  CODE_SECRET: Type.Optional(
    Type.String({
      minLength: 32,
      secret: true,
      production: true,
      defaultNote: 'random per process outside production',
      description:
        "HMAC key of the stored one-time codes and of presentation opens' device hashes; **the same on every process and across restarts** (a made-up key fails every code after a restart or on another process; outside production, with demo mode off, a warning is logged). Required in production: the server refuses to start without it",
    }),
  ),
  DATABASE_URL: Type.Optional(
    Type.String({
      format: 'postgres',
      secret: true,
      production: true,
      defaultNote: '— (PGlite in `DATA_DIR`)',
      description: '`postgres://…` of the PostgreSQL database; needed for more than one process',
    }),
  ),
  // Ten serves the 50-connection bench and soak without waits. At least 2: a start holds one
  // connection for the migration lock while it migrates through another.
  DATABASE_POOL_SIZE: Type.Integer({
    minimum: 2,
    maximum: 200,
    default: 10,
    description:
      "connections of each process's main PostgreSQL pool (queries, job queue, rate-limit counters, the start-up's migration lock); each process opens up to 34 more (32 upload locks, 2 LISTEN): see Connections above. Ignored on PGlite",
  }),
  PORT: Type.Integer({
    minimum: 0,
    maximum: 65535,
    default: 3000,
    description: 'listening port of this process',
  }),
  HOST: Type.String({
    default: '0.0.0.0',
    description: 'listening address; `127.0.0.1` behind a proxy on the same host',
  }),
  TRUST_PROXY: Type.String({
    format: 'trust-proxy',
    default: 'false',
    production: 'behind a proxy',
    description:
      "whose `X-Forwarded-For`/`-Proto`/`-Host` to believe: `false` (nobody: the client address is the socket's), `true` (any peer: only when clients reach the server through the proxy alone) or a comma list of proxy addresses / CIDRs (`127.0.0.1`, `10.0.0.0/8`, `loopback`, `uniquelocal`). It decides the address the per-IP rate limits count and the logs show: behind a proxy without it every client shares the proxy's limits; with `true` on a server clients reach directly, a client picks a fresh address per request and escapes every per-IP limit",
  }),
  S3_BUCKET: Type.Optional(
    Type.String({
      production: 'several hosts',
      defaultNote: '— (files in `MEDIA_DIR`)',
      description:
        "store uploads in this S3-compatible bucket; then set `PUBLIC_MEDIA_PREFIX` to the bucket's (or CDN's) public URL",
    }),
  ),
  S3_REGION: Type.String({ default: 'us-east-1', description: "the bucket's region" }),
  S3_ENDPOINT: Type.Optional(
    Type.String({
      format: 'url',
      defaultNote: '— (AWS)',
      description: "the store's URL for MinIO, R2, Spaces… (addressed path-style)",
    }),
  ),
  S3_ACCESS_KEY_ID: Type.Optional(
    Type.String({
      description:
        "both or neither; neither = the AWS SDK's default credential chain (instance role…)",
    }),
  ),
  S3_SECRET_ACCESS_KEY: Type.Optional(
    Type.String({
      secret: true,
      description:
        "both or neither; neither = the AWS SDK's default credential chain (instance role…)",
    }),
  ),
  PUBLIC_MEDIA_PREFIX: Type.String({
    default: '/media',
    description:
      "public URL prefix of stored media (the proxy's `/media`, the bucket's or a CDN's URL); a trailing slash is dropped",
  }),
  MEDIA_DIR: Type.Optional(
    Type.String({
      defaultNote: '`DATA_DIR/media`',
      description: 'local media folder (without `S3_BUCKET`; one host only)',
    }),
  ),
  SMTP_URL: Type.Optional(
    Type.String({
      format: 'url',
      secret: true,
      production: true,
      defaultNote: '— (mail stays in the outbox table)',
      description:
        '`smtp://user:pass@host:587` or `smtps://…` (implicit TLS), sent with nodemailer; password resets and email changes need it',
    }),
  ),
  MAIL_FROM: Type.String({
    default: 'WOW Phuket <no-reply@localhost>',
    production: true,
    description: 'From address of every mail',
  }),
  SMS_PROVIDER_URL: Type.Optional(
    Type.String({
      format: 'url',
      defaultNote: '— (SMS stay in the outbox table)',
      description:
        'HTTP SMS gateway: `POST {to, text}` JSON, any 2xx = sent; phone changes need it',
    }),
  ),
  SMS_PROVIDER_TOKEN: Type.Optional(
    Type.String({
      secret: true,
      description: 'sent to the gateway as `Authorization: Bearer …`',
    }),
  ),
  ...REMOTE_VARIABLES,
  SITE_ROOT: Type.Optional(
    Type.String({
      defaultNote: 'the repository root',
      description: 'folder holding `shell/dist` and `mfe-*/dist`',
    }),
  ),
  RELEASES_DIR: Type.Optional(
    Type.String({
      defaultNote: '`releases/` in the site root',
      description:
        "folder of the remotes' releases kept side by side (`pnpm release`, `pnpm rollback`; docs/deploy.md); an area with a live release there is served from it, else from `<area>/dist`",
    }),
  ),
  GOOGLE_MAPS_API_KEY: Type.Optional(
    Type.String({
      description: 'given to the browser through `/config.json` (`mapsApiKey`) for maps',
    }),
  ),
  IP_LOOKUP_URL: Type.Optional(
    Type.String({
      format: 'url',
      description: "phone-country lookup service for the browser (`/config.json`'s `ipLookupUrl`)",
    }),
  ),
  CHROMIUM_PATH: Type.String({
    default: '/usr/bin/chromium',
    description:
      'headless Chromium that prints presentation PDFs (`playwright-core`); missing, a PDF answers 503 (docs/presentations-api.md)',
  }),
  LOG_LEVEL: CloneType(StringEnum(LOG_LEVELS), {
    default: 'info',
    anyCase: true,
    defaultNote: '(`silent` under `NODE_ENV=test`)',
    description: 'pino level; each line carries the request id',
  }),
  SHUTDOWN_DRAIN_MS: Type.Integer({
    minimum: 0,
    maximum: 120_000,
    default: 3000,
    zero: 'no drain',
    defaultNote: 'with `DATABASE_URL`, `0` on PGlite (one process, nobody to hand its traffic to)',
    description:
      'on SIGTERM/SIGINT, how long the process drains before it closes its listener: see Health, drain and graceful shutdown above',
  }),
  // A few seconds: peaks are absorbed, and a change made on another process shows soon.
  LISTING_CACHE_TTL_MS: Type.Integer({
    minimum: 0,
    maximum: 60_000,
    default: 5000,
    zero: 'off',
    description: 'how long a public listing page is answered from the in-process page cache',
  }),
  // Seconds of counts a crash may lose against one upsert per listing and day per interval.
  LISTING_STATS_FLUSH_MS: Type.Integer({
    minimum: 100,
    maximum: 60_000,
    default: 5000,
    description:
      'how often each API process writes the listing events it counted in memory (views, gallery opens, contact clicks); a graceful shutdown writes the rest (docs/listing-statistics.md)',
  }),
  RATE_LIMIT_STORE: Type.Optional(
    CloneType(StringEnum(['memory', 'database', 'redis']), {
      defaultNote: '`redis` with `REDIS_URL`, else `database` with `DATABASE_URL`, else `memory`',
      description:
        'where the per-address rate-limit counters live; `redis` and `database` share them between every API process: keep one of them with several processes',
    }),
  ),
  // A guessable token would expose the deployment's traffic figures.
  // A feed URL is the agency's to choose: without this check it could point our server at its
  // own network (cloud metadata, admin ports). Off, every address a name resolves to is checked.
  IMPORT_FETCH_ALLOW_PRIVATE: Type.Boolean({
    default: false,
    description:
      '`true` lets listing imports fetch feeds and photos from private, loopback and link-local addresses (a feed server inside your own network); by default they are refused, after every redirect too',
  }),
  METRICS_TOKEN: Type.Optional(
    Type.String({
      minLength: 16,
      secret: true,
      description:
        'bearer token of `GET /api/metrics` (Prometheus); unset, the route is 404. Scrape each process directly, not through the proxy',
    }),
  ),
  JOBS_SHUTDOWN_TIMEOUT_SECONDS: Type.Integer({
    minimum: 1,
    maximum: 3600,
    default: DEFAULT_JOB_QUEUE_TUNING.shutdownTimeoutMs / 1000,
    description:
      "on shutdown, how long jobs running in this process may finish before they are failed and retried by a process that is up; keep it under the orchestrator's grace period (Kubernetes: 30 s)",
  }),
  REDIS_URL: Type.Optional(
    Type.String({
      format: 'redis',
      secret: true,
      description:
        'a Redis or Valkey server for the rate-limit counters (`redis://host:6379/0`, `rediss://` for TLS); while it is unreachable, limited routes answer without counting (logged once)',
    }),
  ),
  RATE_LIMIT_DISABLED: Type.Boolean({
    default: false,
    description:
      '`true` lifts the per-address rate limits and the per-account daily limits below (end-to-end runs from one address); the per-account login throttle stays. **Never in production**',
  }),
  // The per-account daily limits (docs/account-api.md "Per-account daily limits"). Each default
  // is several times a busy professional's day and a small fraction of what a script makes:
  // an agent entering a whole portfolio starts 10-20 listings in a day; 200 drafts in parallel
  // from one new account (the report) is abuse.
  RATE_LIMIT_LISTING_DRAFTS_PER_DAY: Type.Integer({
    minimum: 0,
    maximum: 1_000_000,
    default: 50,
    zero: 'no limit',
    description:
      "new listing drafts (the wizard's first save, a duplicate) one account may start per 24 hours; the next is 429 with `Retry-After`. Admins are not counted",
  }),
  // A developer enters its company and a handful of projects; 30 leaves room for a large
  // developer's whole catalogue in a day.
  RATE_LIMIT_DATABASE_DRAFTS_PER_DAY: Type.Integer({
    minimum: 0,
    maximum: 1_000_000,
    default: 30,
    zero: 'no limit',
    description:
      'new developer and project drafts (one budget) one account may start per 24 hours; the next is 429 with `Retry-After`. Admins are not counted',
  }),
  // A broker makes one per client enquiry, a few dozen on a very busy day.
  RATE_LIMIT_PRESENTATIONS_PER_DAY: Type.Integer({
    minimum: 0,
    maximum: 1_000_000,
    default: 100,
    zero: 'no limit',
    description:
      'new presentations (created or duplicated) one account may make per 24 hours; the next is 429 with `Retry-After`. Admins are not counted',
  }),
  // 50 listings of 30 photos, their floor plans and documents, and a project gallery: about
  // 2,000 files; each may be 20 MB (1 GB for a video), so this also bounds the storage one
  // account can fill in a day.
  RATE_LIMIT_UPLOADS_PER_DAY: Type.Integer({
    minimum: 0,
    maximum: 1_000_000,
    default: 2000,
    zero: 'no limit',
    description:
      'files one account may upload per 24 hours over every upload route (listing photos, floor plans, documents, video, developer and project media, unit CSVs, avatar and logo), one budget; the next is 429 with `Retry-After`. Admins are not counted',
  }),
  // Demo mode seeds accounts whose password is published and serves an unauthenticated outbox
  // of one-time codes: together an account takeover, so production refuses it (loadConfig).
  DEMO_MODE: Type.Boolean({
    default: true,
    defaultNote: '(`false` under `NODE_ENV=production`)',
    description:
      'seeds the demo accounts with a published password and serves `/api/demo/outbox`; `/config.json` reports it. Refused in production; listening beyond loopback, the server logs a loud warning',
  }),
  PUBLIC_SOURCE_MAPS: Type.Boolean({
    default: false,
    description:
      "`true` serves the builds' `*.map` files (the original sources); production builds write them beside the files for an error tracker (`hidden-source-map`), and by default every `.map` under the shell and `/remotes/*/` is 404",
  }),
  DATA_DIR: Type.String({
    default: './data',
    description:
      "PGlite's folder (`DATA_DIR/pglite`), one process only; default home of `MEDIA_DIR`; without `S3_BUCKET`, video uploads in progress (`DATA_DIR/video-uploads`): processes on one host share it; a project video being received (`DATA_DIR/upload-tmp`, up to 100 MB a request, removed after it). Relative to the working directory",
  }),
  // PGlite runs no autovacuum: without it dead rows pile up and the planner's statistics go
  // stale. A week at most, well inside what setTimeout can hold.
  PGLITE_MAINTENANCE_INTERVAL_MINUTES: Type.Integer({
    minimum: 0,
    maximum: 7 * 24 * 60,
    default: 6 * 60,
    zero: 'off',
    defaultNote: '(`0` under `NODE_ENV=test`)',
    description: 'PGlite only: how often it runs `VACUUM (ANALYZE)`; ignored with `DATABASE_URL`',
  }),
  PGLITE_BACKUP_DIR: Type.Optional(
    Type.String({
      defaultNote: '— (none)',
      description:
        'PGlite only: the folder the serving database writes its own backups to, as a `pglite-backup` job (`src/maintenance/online-backup.ts`); `pnpm restore` reads them',
    }),
  ),
  PGLITE_BACKUP_CRON: Type.String({
    format: 'cron',
    default: '0 3 * * *',
    description: 'PGlite only: when the backups are taken',
  }),
  PGLITE_BACKUP_KEEP: Type.Integer({
    minimum: 1,
    maximum: 365,
    default: 7,
    description: 'PGlite only: how many of the newest backups stay in `PGLITE_BACKUP_DIR`',
  }),
  COMPANY_NAME: Type.String({
    default: 'WOW Phuket',
    description:
      "the company's name on the contact page (`/config.json`'s `company`) and the title of contact-form messages",
  }),
  COMPANY_EMAIL: Type.Optional(
    Type.String({
      production: true,
      defaultNote: '— (demo mode: a made-up address)',
      description:
        "shown on the contact page; the contact form's messages are mailed there (without it they are stored, not mailed)",
    }),
  ),
  COMPANY_PHONE: Type.Optional(
    Type.String({
      defaultNote: '— (demo mode: a made-up number)',
      description: 'shown on the contact page',
    }),
  ),
  COMPANY_ADDRESS: Type.Optional(
    Type.String({
      defaultNote: '— (demo mode: a made-up address)',
      description: 'shown on the contact page',
    }),
  ),
  SOCIAL_FACEBOOK_URL: SOCIAL_URL,
  SOCIAL_INSTAGRAM_URL: SOCIAL_URL,
  SOCIAL_YOUTUBE_URL: SOCIAL_URL,
  SOCIAL_LINE_URL: SOCIAL_URL,
});
type EnvValues = Static<typeof ENV_SCHEMA>;

/** The variables in the schema's order, each with its schema as the docs read it. */
export function envEntries(): [string, EnvEntry][] {
  return Object.entries(ENV_SCHEMA.properties) as [string, EnvEntry][];
}

const UNITS: [RegExp, string][] = [
  [/_MS$/, ' of milliseconds'],
  [/_SECONDS$/, ' of seconds'],
  [/_MINUTES$/, ' of minutes'],
];

/** What a variable accepts, in words: the end of its error message and the docs' column. */
export function acceptedValues(name: string, entry: EnvEntry): string {
  if (entry.type === 'boolean') return 'true or false';
  if (entry.type === 'integer') {
    const unit = UNITS.find(([suffix]) => suffix.test(name))?.[1] ?? '';
    const zero = entry.zero === undefined ? '' : ` (${entry.zero})`;
    return `a whole number${unit} from ${entry.minimum}${zero} to ${entry.maximum}`;
  }
  if (entry.enum) return `one of ${entry.enum.join(', ')}`;
  if (entry.format) return FORMATS[entry.format].accepts;
  if (entry.minLength) {
    return `at least ${entry.minLength} characters long; make one with \`openssl rand -hex 32\``;
  }
  return 'text';
}

const validator = new Ajv({
  allErrors: true,
  coerceTypes: true,
  useDefaults: true,
  keywords: ANNOTATION_KEYWORDS,
});
for (const [name, { check }] of Object.entries(FORMATS)) {
  validator.addFormat(name, { type: 'string', validate: check });
}
const validateEnv = validator.compile<EnvValues>(ENV_SCHEMA);

/**
 * The schema's variables from env, typed and with their defaults, and the names that were set.
 * A blank value counts as unset, as a shell's `NAME=` means. Every wrong variable is named in
 * one error, each with what it accepts.
 */
function readEnv(env: Env): { values: EnvValues; given: Set<string> } {
  const data: Record<string, string> = {};
  for (const [name, entry] of envEntries()) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (entry.type === 'boolean') {
      data[name] = TRUE.test(value) ? 'true' : FALSE.test(value) ? 'false' : value;
    } else {
      data[name] = entry.anyCase ? value.toLowerCase() : value;
    }
  }
  const given = new Set(Object.keys(data));
  const typed: Record<string, unknown> = { ...data };
  if (validateEnv(typed)) return { values: typed, given };
  const wrong = new Set((validateEnv.errors ?? []).map((error) => error.instancePath.slice(1)));
  const messages = envEntries()
    .filter(([name]) => wrong.has(name))
    .map(([name, entry]) => {
      const got = entry.secret ? '' : `, got "${env[name]?.trim()}"`;
      return `${name} must be ${acceptedValues(name, entry)}${got}.`;
    });
  // Every property's error names it; the library's own text only if that ever fails to hold.
  throw new ConfigError(
    messages.join('\n') || validator.errorsText(validateEnv.errors, { dataVar: 'env' }),
  );
}

/** api/ — this file is api/src/env.ts or api/dist/env.js, both one level below. */
export const API_PACKAGE_DIR = path.resolve(__dirname, '..');

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const { values: v, given } = readEnv(env);
  const unset = (name: keyof EnvValues) => !given.has(name);
  const nodeEnv = v.NODE_ENV;
  const isProduction = nodeEnv === 'production';
  const testing = nodeEnv === 'test';

  const demoMode = v.DEMO_MODE && !(isProduction && unset('DEMO_MODE'));
  if (demoMode && isProduction) {
    throw new ConfigError(
      'DEMO_MODE cannot be on when NODE_ENV=production: demo mode seeds accounts with a ' +
        'published password and serves an unauthenticated outbox of one-time codes.',
    );
  }
  const rateLimitStore =
    v.RATE_LIMIT_STORE ?? (v.REDIS_URL ? 'redis' : v.DATABASE_URL ? 'database' : 'memory');
  if (rateLimitStore === 'redis' && !v.REDIS_URL) {
    throw new ConfigError('RATE_LIMIT_STORE=redis needs REDIS_URL.');
  }
  const s3Keys = [v.S3_ACCESS_KEY_ID ?? null, v.S3_SECRET_ACCESS_KEY ?? null] as const;
  if (v.S3_BUCKET !== undefined && (s3Keys[0] === null) !== (s3Keys[1] === null)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.');
  }

  const dataDir = path.resolve(cwd, v.DATA_DIR);
  const publicUrl = v.PUBLIC_URL && new URL(v.PUBLIC_URL);
  const publicMediaPrefix = v.PUBLIC_MEDIA_PREFIX.replace(/\/+$/, '');
  const trustProxy = v.TRUST_PROXY;
  const siteRoot = path.resolve(cwd, v.SITE_ROOT ?? path.resolve(API_PACKAGE_DIR, '..'));
  return {
    port: v.PORT,
    host: v.HOST,
    nodeEnv,
    isProduction,
    dataDir,
    databaseUrl: v.DATABASE_URL ?? null,
    databasePoolSize: v.DATABASE_POOL_SIZE,
    demoMode,
    siteRoot,
    releasesDir: path.resolve(cwd, v.RELEASES_DIR ?? path.join(siteRoot, 'releases')),
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, v[remoteVariable(name)]]),
    ) as Record<RemoteName, string>,
    publicMediaPrefix: publicMediaPrefix === '' ? '/' : publicMediaPrefix,
    // Without its trailing slash, so paths join with one "/".
    publicUrl: publicUrl
      ? `${publicUrl.origin}${publicUrl.pathname}`.replace(/\/+$/, '')
      : `http://localhost:${v.PORT}`,
    publicUrlDefaulted: !publicUrl,
    mediaDir: path.resolve(cwd, v.MEDIA_DIR ?? path.join(dataDir, 'media')),
    smtpUrl: v.SMTP_URL ?? null,
    mailFrom: v.MAIL_FROM,
    smsProviderUrl: v.SMS_PROVIDER_URL ?? null,
    smsProviderToken: v.SMS_PROVIDER_TOKEN ?? null,
    s3:
      v.S3_BUCKET === undefined
        ? null
        : {
            endpoint: v.S3_ENDPOINT ?? null,
            bucket: v.S3_BUCKET,
            region: v.S3_REGION,
            accessKeyId: s3Keys[0],
            secretAccessKey: s3Keys[1],
          },
    // Unset, a per-process key fails closed (codes stop verifying, nothing is weakened); the
    // account plugin warns outside demo mode, and loadServerConfig refuses it in production.
    codeSecret: v.CODE_SECRET ?? randomBytes(32).toString('base64url'),
    codeSecretGenerated: v.CODE_SECRET === undefined,
    googleMapsApiKey: v.GOOGLE_MAPS_API_KEY ?? null,
    ipLookupUrl: v.IP_LOOKUP_URL ?? null,
    company: {
      name: v.COMPANY_NAME,
      email: v.COMPANY_EMAIL ?? null,
      phone: v.COMPANY_PHONE ?? null,
      address: v.COMPANY_ADDRESS ?? null,
    },
    social: {
      facebook: v.SOCIAL_FACEBOOK_URL ?? null,
      instagram: v.SOCIAL_INSTAGRAM_URL ?? null,
      youtube: v.SOCIAL_YOUTUBE_URL ?? null,
      line: v.SOCIAL_LINE_URL ?? null,
    },
    logLevel: testing && unset('LOG_LEVEL') ? 'silent' : v.LOG_LEVEL,
    trustProxy: TRUE.test(trustProxy)
      ? true
      : FALSE.test(trustProxy)
        ? false
        : trustProxy
            .split(',')
            .map((entry) => entry.trim())
            .join(','),
    publicSourceMaps: v.PUBLIC_SOURCE_MAPS,
    rateLimit: {
      loginMax: 10,
      registerMax: 5,
      windowMs: 60_000,
      enquiryMax: 5,
      enquiryWindowMs: 10 * 60_000,
      presentationReadMax: 120,
      presentationReadWindowMs: 60_000,
      presentationFeedbackMax: 20,
      presentationFeedbackWindowMs: 10 * 60_000,
      reportMax: 5,
      reportWindowMs: 60 * 60_000,
    },
    rateLimitDisabled: v.RATE_LIMIT_DISABLED,
    rateLimitStore,
    redisUrl: v.REDIS_URL ?? null,
    codeRateLimit: {
      codeSendPerAccountMax: 3,
      codeSendPerAccountWindowMs: 10 * 60_000,
      codeSendPerIpMax: 10,
      codeSendPerIpWindowMs: 60 * 60_000,
      codeVerifyPerIpMax: 30,
      codeVerifyPerIpWindowMs: 10 * 60_000,
    },
    accountLimits: {
      listingDrafts: v.RATE_LIMIT_LISTING_DRAFTS_PER_DAY,
      databaseDrafts: v.RATE_LIMIT_DATABASE_DRAFTS_PER_DAY,
      presentations: v.RATE_LIMIT_PRESENTATIONS_PER_DAY,
      uploads: v.RATE_LIMIT_UPLOADS_PER_DAY,
      windowMs: 24 * 60 * 60_000,
    },
    pdf: { chromiumPath: v.CHROMIUM_PATH, concurrency: 2, timeoutMs: 30_000 },
    bodyLimit: 1024 * 1024,
    listingCacheTtlMs: v.LISTING_CACHE_TTL_MS,
    listingStatsFlushMs: v.LISTING_STATS_FLUSH_MS,
    // Test files live for seconds on throwaway databases; a VACUUM firing mid-test is noise.
    pgliteMaintenanceIntervalMs:
      testing && unset('PGLITE_MAINTENANCE_INTERVAL_MINUTES')
        ? 0
        : v.PGLITE_MAINTENANCE_INTERVAL_MINUTES * 60_000,
    pgliteBackup: {
      dir: v.PGLITE_BACKUP_DIR === undefined ? null : path.resolve(cwd, v.PGLITE_BACKUP_DIR),
      cron: v.PGLITE_BACKUP_CRON,
      keep: v.PGLITE_BACKUP_KEEP,
    },
    // One PGlite process alone has nobody to hand its traffic to.
    shutdownDrainMs:
      v.DATABASE_URL === undefined && unset('SHUTDOWN_DRAIN_MS') ? 0 : v.SHUTDOWN_DRAIN_MS,
    jobs: {
      ...DEFAULT_JOB_QUEUE_TUNING,
      shutdownTimeoutMs: v.JOBS_SHUTDOWN_TIMEOUT_SECONDS * 1000,
    },
    metricsToken: v.METRICS_TOKEN ?? null,
    importFetchAllowPrivate: v.IMPORT_FETCH_ALLOW_PRIVATE,
  };
}

/**
 * The config the server process starts with: loadConfig plus what a production server must
 * not run without. Kept apart from loadConfig because tests and tools build production-mode
 * configs (demo switch, outbox viewer) that never send a code to anyone.
 */
export function loadServerConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const config = loadConfig(env, cwd);
  // A made-up key dies with the process: every code sent before a restart, or by another
  // process behind the same load balancer, would silently fail to verify.
  if (config.isProduction && config.codeSecretGenerated) {
    throw new ConfigError(
      'CODE_SECRET must be set when NODE_ENV=production: it is the key one-time codes ' +
        '(password reset, email and phone confirmation) are stored under, and must be the ' +
        'same on every API process and across restarts. Make one with `openssl rand -hex 32` ' +
        'and set it as CODE_SECRET (32 characters or more).',
    );
  }
  // Canonical links, Open Graph URLs and the sitemaps are cached publicly; their origin must
  // be configured, never guessed from a request.
  if (config.isProduction && config.publicUrlDefaulted) {
    throw new ConfigError(
      'PUBLIC_URL must be set when NODE_ENV=production: it is the public origin of the site ' +
        '(e.g. https://wowphuket.com) used in canonical links, link previews and the sitemaps.',
    );
  }
  return config;
}

/** A loopback address: nobody but this machine can reach a server listening there. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** What the server logs when demo mode listens where other machines can reach it. */
export function demoExposureWarning(config: Pick<Config, 'demoMode' | 'host'>): string | null {
  if (!config.demoMode || isLoopbackHost(config.host)) return null;
  return (
    `DEMO MODE is on and the server listens on ${config.host}, reachable from other machines: ` +
    'the demo accounts have a published password and /api/demo/outbox shows every one-time ' +
    'code to anyone. Never expose this to the internet: set HOST=127.0.0.1 for a local ' +
    'try-out, or NODE_ENV=production (with PUBLIC_URL and CODE_SECRET) for a real deployment.'
  );
}

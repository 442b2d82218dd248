import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';

/**
 * The one place that reads process.env. Everything else receives a typed `Config`, so tests
 * build configs from plain objects and no module changes behaviour behind the caller's back.
 */

import { REMOTE_NAMES, type RemoteName } from '@phuket/shared/contract';
import { DEFAULT_JOB_QUEUE_TUNING, type JobQueueTuning } from './jobs/job-types';

export { REMOTE_NAMES, type RemoteName };

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

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

export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  isProduction: boolean;
  dataDir: string;
  databaseUrl: string | null;
  /**
   * DATABASE_POOL_SIZE: connections of this process's main PostgreSQL pool (queries, the job
   * queue, the rate-limit counters, the start-up lock). Ignored on PGlite.
   */
  databasePoolSize: number;
  demoMode: boolean;
  siteRoot: string;
  remotes: Record<RemoteName, string>;
  publicMediaPrefix: string;
  /**
   * Public origin of the site (PUBLIC_URL, no trailing slash) for canonical links, Open Graph
   * and the sitemaps. Never taken from a request: those pages are cached publicly, so a
   * forged Host header would poison them for everyone. Outside production it defaults to
   * http://localhost:PORT; a production server refuses to start without it.
   */
  publicUrl: string;
  /** PUBLIC_URL was not set and publicUrl is the development default. */
  publicUrlDefaulted: boolean;
  mediaDir: string;
  smtpUrl: string | null;
  /** From address of every mail (MAIL_FROM). */
  mailFrom: string;
  /** HTTP SMS gateway; without it SMS stay in the outbox table. */
  smsProviderUrl: string | null;
  smsProviderToken: string | null;
  /** Media in a bucket instead of mediaDir when S3_BUCKET is set. */
  s3: S3Config | null;
  /** Key of the HMAC that one-time codes are stored under (CODE_SECRET). */
  codeSecret: string;
  /** CODE_SECRET was not set and a per-process key was made up. */
  codeSecretGenerated: boolean;
  googleMapsApiKey: string | null;
  ipLookupUrl: string | null;
  /** The contact page's details and where the contact form's messages are mailed. */
  company: { name: string; email: string | null; phone: string | null; address: string | null };
  /** The footer's social profiles; none configured, no icon. */
  social: {
    facebook: string | null;
    instagram: string | null;
    youtube: string | null;
    line: string | null;
  };
  logLevel: LogLevel;
  /**
   * TRUST_PROXY: whose X-Forwarded-For (and -Proto, -Host) to believe. false = nobody: the
   * client address is the socket's; true = any peer; else a comma list of proxy addresses or
   * CIDRs. It decides the address rate limits and logs use.
   */
  trustProxy: boolean | string;
  /** PUBLIC_SOURCE_MAPS=true: the builds' `*.map` files (original sources) are served. */
  publicSourceMaps: boolean;
  rateLimit: RateLimitConfig;
  /** RATE_LIMIT_DISABLED=true: no limit applies anywhere (end-to-end runs from one address). */
  rateLimitDisabled: boolean;
  /**
   * RATE_LIMIT_STORE: where the counters live. `redis` (the default with REDIS_URL) and
   * `database` (the default with DATABASE_URL) share them between every API process; `memory`
   * (the default on PGlite, which one process alone opens) keeps them in the process.
   */
  rateLimitStore: 'memory' | 'database' | 'redis';
  /** REDIS_URL: a Redis or Valkey server (`redis://host:port/db`) for the rate-limit counters. */
  redisUrl: string | null;
  codeRateLimit: CodeRateLimitConfig;
  pdf: PdfConfig;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit: number;
  /**
   * LISTING_CACHE_TTL_MS: how long a public listing page is answered from memory (catalog's
   * response micro-cache); 0 turns it off.
   */
  listingCacheTtlMs: number;
  /**
   * PGLITE_MAINTENANCE_INTERVAL_MINUTES, in ms: how often the embedded database runs
   * VACUUM (ANALYZE); 0 = never. Ignored on PostgreSQL, whose autovacuum does it.
   */
  pgliteMaintenanceIntervalMs: number;
  /**
   * Backups the embedded database takes of itself while it serves (maintenance/online-backup.ts):
   * PGLITE_BACKUP_DIR (unset = none), PGLITE_BACKUP_CRON (UTC, default daily at 03:00) and
   * PGLITE_BACKUP_KEEP (the newest N files stay, default 7). Ignored on PostgreSQL.
   */
  pgliteBackup: PgliteBackupConfig;
  /**
   * SHUTDOWN_DRAIN_MS: on SIGTERM, how long the process keeps answering while telling its
   * proxy to stop sending it traffic (http/drain.ts) before it closes the listener. 3000 with
   * DATABASE_URL (several processes behind a proxy); 0 on PGlite, one process alone, with
   * nobody to hand its traffic to.
   */
  shutdownDrainMs: number;
  /** The job queue's polling and shutdown bound (JOBS_SHUTDOWN_TIMEOUT_SECONDS). */
  jobs: JobQueueTuning;
  /**
   * METRICS_TOKEN: the bearer token of GET /api/metrics (Prometheus); null = no metrics
   * endpoint (404).
   */
  metricsToken: string | null;
}

export class ConfigError extends Error {}

type Env = Readonly<Record<string, string | undefined>>;

function optional(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function parsePort(raw: string | null): number {
  if (raw === null) return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer between 0 and 65535, got "${raw}".`);
  }
  return port;
}

function parseBool(name: string, raw: string | null, fallback: boolean): boolean {
  if (raw === null) return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}".`);
}

function parseUrl(name: string, raw: string | null): string | null {
  if (raw === null) return null;
  try {
    new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${raw}".`);
  }
  return raw;
}

function parseCompany(env: Env): Config['company'] {
  return {
    name: optional(env, 'COMPANY_NAME') ?? 'WOW Phuket',
    email: optional(env, 'COMPANY_EMAIL'),
    phone: optional(env, 'COMPANY_PHONE'),
    address: optional(env, 'COMPANY_ADDRESS'),
  };
}

/**
 * PUBLIC_URL ends up in canonical links and sitemaps that search engines keep, so only an
 * http(s) URL is accepted, and its trailing slash is dropped so paths join with one "/".
 */
function parsePublicUrl(raw: string | null): string | null {
  const value = parseUrl('PUBLIC_URL', raw);
  if (value === null) return null;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_URL must be an http:// or https:// URL, got "${value}".`);
  }
  if (url.search !== '' || url.hash !== '') {
    throw new ConfigError(`PUBLIC_URL must not have a query or fragment, got "${value}".`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * Demo mode seeds accounts whose password is published in the README and serves an
 * unauthenticated outbox of one-time codes: together an account takeover. So production never
 * runs it, whatever the database, and asking for it there is a configuration error rather
 * than something to quietly ignore.
 */
function parseDemoMode(raw: string | null, isProduction: boolean): boolean {
  const demoMode = parseBool('DEMO_MODE', raw, !isProduction);
  if (demoMode && isProduction) {
    throw new ConfigError(
      'DEMO_MODE cannot be on when NODE_ENV=production: demo mode seeds accounts with a ' +
        'published password and serves an unauthenticated outbox of one-time codes.',
    );
  }
  return demoMode;
}

function parseTrustProxy(raw: string | null): boolean | string {
  if (raw === null) return false;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  // Fastify also accepts a comma separated list of addresses / CIDRs (and proxy-addr's names);
  // checked here, or a typo would stop the server with an error that does not name TRUST_PROXY.
  const entries = raw.split(',').map((entry) => entry.trim());
  const valid = (entry: string) => {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    return (
      bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128))
    );
  };
  const wrong = entries.find((entry) => !valid(entry));
  if (wrong !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false, or a comma separated list of proxy addresses or CIDRs, got "${wrong}".`,
    );
  }
  return entries.join(',');
}

function parseS3(env: Env): S3Config | null {
  const bucket = optional(env, 'S3_BUCKET');
  if (bucket === null) return null;
  const accessKeyId = optional(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = optional(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.');
  }
  return {
    endpoint: parseUrl('S3_ENDPOINT', optional(env, 'S3_ENDPOINT')),
    bucket,
    region: optional(env, 'S3_REGION') ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
  };
}

/**
 * Every API process must share CODE_SECRET, and it must outlive restarts, or codes sent by
 * one process fail on another. Without it a random key is made per process: that fails
 * closed (codes stop verifying, nothing is weakened), fine for a one-process try-out; the
 * account plugin logs a warning when this happens outside demo mode. A server started with
 * NODE_ENV=production refuses to run on such a key (see loadServerConfig).
 */
function parseCodeSecret(raw: string | null): { secret: string; generated: boolean } {
  if (raw === null) return { secret: randomBytes(32).toString('base64url'), generated: true };
  if (raw.length < 32) {
    throw new ConfigError(
      'CODE_SECRET must be at least 32 characters long; make one with `openssl rand -hex 32`.',
    );
  }
  return { secret: raw, generated: false };
}

/**
 * Ten per process serves the 50-connection bench and soak without waits; each process also
 * opens up to 32 upload-lock connections and 2 LISTEN ones beside it (docs/deploy.md).
 */
const DATABASE_POOL_SIZE_DEFAULT = 10;
const DATABASE_POOL_SIZE_MAX = 200;

function parseDatabasePoolSize(raw: string | null): number {
  if (raw === null) return DATABASE_POOL_SIZE_DEFAULT;
  const size = Number(raw);
  // At least 2: a start holds one connection for the migration lock while it migrates
  // through another.
  if (!Number.isInteger(size) || size < 2 || size > DATABASE_POOL_SIZE_MAX) {
    throw new ConfigError(
      `DATABASE_POOL_SIZE must be a whole number from 2 to ${DATABASE_POOL_SIZE_MAX}, got "${raw}".`,
    );
  }
  return size;
}

/** A few seconds: peaks are absorbed, and a change made on another process shows soon. */
const LISTING_CACHE_TTL_DEFAULT_MS = 5000;
const LISTING_CACHE_TTL_MAX_MS = 60_000;

function parseListingCacheTtl(raw: string | null): number {
  if (raw === null) return LISTING_CACHE_TTL_DEFAULT_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > LISTING_CACHE_TTL_MAX_MS) {
    throw new ConfigError(
      `LISTING_CACHE_TTL_MS must be a whole number of milliseconds from 0 to ${LISTING_CACHE_TTL_MAX_MS}, got "${raw}".`,
    );
  }
  return ms;
}

/**
 * PGlite runs no autovacuum: without a periodic VACUUM (ANALYZE) dead rows pile up and the
 * planner's statistics go stale. Every 6 hours by default; a week at most, well inside what
 * setTimeout can hold (a larger delay would fire at once, over and over).
 */
const PGLITE_MAINTENANCE_DEFAULT_MINUTES = 360;
const PGLITE_MAINTENANCE_MAX_MINUTES = 7 * 24 * 60;

function parsePgliteMaintenanceInterval(raw: string | null, nodeEnv: string): number {
  // Test files live for seconds on throwaway databases; a VACUUM firing mid-test is noise.
  if (raw === null) return nodeEnv === 'test' ? 0 : PGLITE_MAINTENANCE_DEFAULT_MINUTES * 60_000;
  const minutes = Number(raw);
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > PGLITE_MAINTENANCE_MAX_MINUTES) {
    throw new ConfigError(
      `PGLITE_MAINTENANCE_INTERVAL_MINUTES must be a whole number of minutes from 0 (off) to ${PGLITE_MAINTENANCE_MAX_MINUTES}, got "${raw}".`,
    );
  }
  return minutes * 60_000;
}

export interface PgliteBackupConfig {
  dir: string | null;
  cron: string;
  keep: number;
}

const PGLITE_BACKUP_KEEP_MAX = 365;

function parsePgliteBackup(env: Env, cwd: string): PgliteBackupConfig {
  const dir = optional(env, 'PGLITE_BACKUP_DIR');
  const cron = optional(env, 'PGLITE_BACKUP_CRON') ?? '0 3 * * *';
  // Five fields of the characters cron uses: a typo fails the start, not the first backup.
  if (!/^[\d*/,-]+( [\d*/,-]+){4}$/.test(cron)) {
    throw new ConfigError(
      `PGLITE_BACKUP_CRON must be a five-field cron expression in UTC (minute hour day month weekday), got "${cron}".`,
    );
  }
  const keepRaw = optional(env, 'PGLITE_BACKUP_KEEP') ?? '7';
  const keep = Number(keepRaw);
  if (!Number.isInteger(keep) || keep < 1 || keep > PGLITE_BACKUP_KEEP_MAX) {
    throw new ConfigError(
      `PGLITE_BACKUP_KEEP must be a whole number from 1 to ${PGLITE_BACKUP_KEEP_MAX}, got "${keepRaw}".`,
    );
  }
  return { dir: dir === null ? null : path.resolve(cwd, dir), cron, keep };
}

const SHUTDOWN_DRAIN_DEFAULT_MS = 3000;
const SHUTDOWN_DRAIN_MAX_MS = 120_000;

function parseShutdownDrain(raw: string | null, databaseUrl: string | null): number {
  if (raw === null) return databaseUrl === null ? 0 : SHUTDOWN_DRAIN_DEFAULT_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > SHUTDOWN_DRAIN_MAX_MS) {
    throw new ConfigError(
      `SHUTDOWN_DRAIN_MS must be a whole number of milliseconds from 0 to ${SHUTDOWN_DRAIN_MAX_MS}, got "${raw}".`,
    );
  }
  return ms;
}

/**
 * How long a stopping process lets running jobs finish before failing them (they are retried
 * later): keep it under the orchestrator's grace period (Kubernetes: 30 s by default).
 */
const JOBS_SHUTDOWN_TIMEOUT_DEFAULT_SECONDS = 20;

function parseJobsShutdownTimeout(raw: string | null): number {
  if (raw === null) return JOBS_SHUTDOWN_TIMEOUT_DEFAULT_SECONDS * 1000;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3600) {
    throw new ConfigError(
      `JOBS_SHUTDOWN_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 3600, got "${raw}".`,
    );
  }
  return seconds * 1000;
}

/** A guessable metrics token would expose the deployment's traffic figures. */
function parseMetricsToken(raw: string | null): string | null {
  if (raw === null) return null;
  if (raw.length < 16) {
    throw new ConfigError(
      'METRICS_TOKEN must be at least 16 characters long; make one with `openssl rand -hex 32`.',
    );
  }
  return raw;
}

/** api/ — this file is api/src/env.ts or api/dist/env.js, both one level below. */
export const API_PACKAGE_DIR = path.resolve(__dirname, '..');

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const nodeEnv = optional(env, 'NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';
  const dataDir = path.resolve(cwd, optional(env, 'DATA_DIR') ?? './data');
  const databaseUrl = optional(env, 'DATABASE_URL');
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://.');
  }
  const demoMode = parseDemoMode(optional(env, 'DEMO_MODE'), isProduction);

  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    const key = `REMOTE_${name.replace('mfe-', 'MFE_').toUpperCase()}_URL`;
    remotes[name] = optional(env, key) ?? `/remotes/${name}/mf-manifest.json`;
  }

  const logLevelRaw = (
    optional(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info')
  ).toLowerCase();
  if (!LOG_LEVELS.includes(logLevelRaw as LogLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.`);
  }

  const redisUrl = optional(env, 'REDIS_URL');
  if (redisUrl !== null && !/^rediss?:\/\//.test(redisUrl)) {
    throw new ConfigError('REDIS_URL must start with redis:// or rediss://.');
  }
  const rateLimitStore =
    optional(env, 'RATE_LIMIT_STORE') ?? (redisUrl ? 'redis' : databaseUrl ? 'database' : 'memory');
  if (rateLimitStore !== 'memory' && rateLimitStore !== 'database' && rateLimitStore !== 'redis') {
    throw new ConfigError('RATE_LIMIT_STORE must be memory, database or redis.');
  }
  if (rateLimitStore === 'redis' && !redisUrl) {
    throw new ConfigError('RATE_LIMIT_STORE=redis needs REDIS_URL.');
  }

  const codeSecret = parseCodeSecret(optional(env, 'CODE_SECRET'));
  const port = parsePort(optional(env, 'PORT'));
  const publicUrl = parsePublicUrl(optional(env, 'PUBLIC_URL'));
  const publicMediaPrefix = (optional(env, 'PUBLIC_MEDIA_PREFIX') ?? '/media').replace(/\/+$/, '');

  return {
    port,
    host: optional(env, 'HOST') ?? '0.0.0.0',
    nodeEnv,
    isProduction,
    dataDir,
    databaseUrl,
    databasePoolSize: parseDatabasePoolSize(optional(env, 'DATABASE_POOL_SIZE')),
    demoMode,
    siteRoot: path.resolve(cwd, optional(env, 'SITE_ROOT') ?? path.resolve(API_PACKAGE_DIR, '..')),
    remotes,
    publicMediaPrefix: publicMediaPrefix === '' ? '/' : publicMediaPrefix,
    publicUrl: publicUrl ?? `http://localhost:${port}`,
    publicUrlDefaulted: publicUrl === null,
    mediaDir: path.resolve(cwd, optional(env, 'MEDIA_DIR') ?? path.join(dataDir, 'media')),
    smtpUrl: parseUrl('SMTP_URL', optional(env, 'SMTP_URL')),
    mailFrom: optional(env, 'MAIL_FROM') ?? 'WOW Phuket <no-reply@localhost>',
    smsProviderUrl: parseUrl('SMS_PROVIDER_URL', optional(env, 'SMS_PROVIDER_URL')),
    smsProviderToken: optional(env, 'SMS_PROVIDER_TOKEN'),
    s3: parseS3(env),
    codeSecret: codeSecret.secret,
    codeSecretGenerated: codeSecret.generated,
    googleMapsApiKey: optional(env, 'GOOGLE_MAPS_API_KEY'),
    ipLookupUrl: parseUrl('IP_LOOKUP_URL', optional(env, 'IP_LOOKUP_URL')),
    company: parseCompany(env),
    social: {
      facebook: parseUrl('SOCIAL_FACEBOOK_URL', optional(env, 'SOCIAL_FACEBOOK_URL')),
      instagram: parseUrl('SOCIAL_INSTAGRAM_URL', optional(env, 'SOCIAL_INSTAGRAM_URL')),
      youtube: parseUrl('SOCIAL_YOUTUBE_URL', optional(env, 'SOCIAL_YOUTUBE_URL')),
      line: parseUrl('SOCIAL_LINE_URL', optional(env, 'SOCIAL_LINE_URL')),
    },
    logLevel: logLevelRaw as LogLevel,
    trustProxy: parseTrustProxy(optional(env, 'TRUST_PROXY')),
    publicSourceMaps: parseBool('PUBLIC_SOURCE_MAPS', optional(env, 'PUBLIC_SOURCE_MAPS'), false),
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
    },
    rateLimitDisabled: parseBool(
      'RATE_LIMIT_DISABLED',
      optional(env, 'RATE_LIMIT_DISABLED'),
      false,
    ),
    rateLimitStore,
    redisUrl,
    codeRateLimit: {
      codeSendPerAccountMax: 3,
      codeSendPerAccountWindowMs: 10 * 60_000,
      codeSendPerIpMax: 10,
      codeSendPerIpWindowMs: 60 * 60_000,
      codeVerifyPerIpMax: 30,
      codeVerifyPerIpWindowMs: 10 * 60_000,
    },
    pdf: {
      chromiumPath: optional(env, 'CHROMIUM_PATH') ?? '/usr/bin/chromium',
      concurrency: 2,
      timeoutMs: 30_000,
    },
    bodyLimit: 1024 * 1024,
    listingCacheTtlMs: parseListingCacheTtl(optional(env, 'LISTING_CACHE_TTL_MS')),
    pgliteMaintenanceIntervalMs: parsePgliteMaintenanceInterval(
      optional(env, 'PGLITE_MAINTENANCE_INTERVAL_MINUTES'),
      nodeEnv,
    ),
    pgliteBackup: parsePgliteBackup(env, cwd),
    shutdownDrainMs: parseShutdownDrain(optional(env, 'SHUTDOWN_DRAIN_MS'), databaseUrl),
    jobs: {
      ...DEFAULT_JOB_QUEUE_TUNING,
      shutdownTimeoutMs: parseJobsShutdownTimeout(optional(env, 'JOBS_SHUTDOWN_TIMEOUT_SECONDS')),
    },
    metricsToken: parseMetricsToken(optional(env, 'METRICS_TOKEN')),
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

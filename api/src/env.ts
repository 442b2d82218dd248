import path from 'node:path';

/**
 * The one place that reads process.env. Everything else receives a typed `Config`, so tests
 * build configs from plain objects and no module changes behaviour behind the caller's back.
 */

export const REMOTE_NAMES = [
  'mfe-catalog',
  'mfe-account',
  'mfe-listings',
  'mfe-database',
  'mfe-presentations',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

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
}

export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  isProduction: boolean;
  dataDir: string;
  databaseUrl: string | null;
  demoMode: boolean;
  siteRoot: string;
  remotes: Record<RemoteName, string>;
  publicMediaPrefix: string;
  mediaDir: string;
  smtpUrl: string | null;
  googleMapsApiKey: string | null;
  ipLookupUrl: string | null;
  logLevel: LogLevel;
  trustProxy: boolean | string;
  rateLimit: RateLimitConfig;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit: number;
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

function parseTrustProxy(raw: string | null): boolean | string {
  if (raw === null) return false;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  // Fastify also accepts a comma separated list of addresses / CIDRs.
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
  // A real deployment (production + its own PostgreSQL) must never grow demo accounts
  // with a published password; everything else is a try-out and gets them.
  const demoMode = parseBool(
    'DEMO_MODE',
    optional(env, 'DEMO_MODE'),
    !(isProduction && databaseUrl !== null),
  );

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

  const publicMediaPrefix = (optional(env, 'PUBLIC_MEDIA_PREFIX') ?? '/media').replace(/\/+$/, '');

  return {
    port: parsePort(optional(env, 'PORT')),
    host: optional(env, 'HOST') ?? '0.0.0.0',
    nodeEnv,
    isProduction,
    dataDir,
    databaseUrl,
    demoMode,
    siteRoot: path.resolve(cwd, optional(env, 'SITE_ROOT') ?? path.resolve(API_PACKAGE_DIR, '..')),
    remotes,
    publicMediaPrefix: publicMediaPrefix === '' ? '/' : publicMediaPrefix,
    mediaDir: path.resolve(cwd, optional(env, 'MEDIA_DIR') ?? path.join(dataDir, 'media')),
    smtpUrl: parseUrl('SMTP_URL', optional(env, 'SMTP_URL')),
    googleMapsApiKey: optional(env, 'GOOGLE_MAPS_API_KEY'),
    ipLookupUrl: parseUrl('IP_LOOKUP_URL', optional(env, 'IP_LOOKUP_URL')),
    logLevel: logLevelRaw as LogLevel,
    trustProxy: parseTrustProxy(optional(env, 'TRUST_PROXY')),
    rateLimit: { loginMax: 10, registerMax: 5, windowMs: 60_000 },
    bodyLimit: 1024 * 1024,
  };
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../app';
import { openPglite, openPostgres, type Database, type Db } from '../db/client';
import { currencyRates, users } from '../db/schema';
import { loadConfig, type Config } from '../env';
import { migrateAndSeed } from '../seed/startup';
import { createPostgresDatabase, openTestDatabase, type TemplateKind } from './database-templates';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables as the server would read them (merged over a test baseline). */
  env?: Record<string, string>;
  /** Applied after env parsing, e.g. tighter rate limits. */
  config?: Partial<Config>;
  demo?: boolean;
  /** Adds routes before the app is readied (routes cannot be added after). */
  extend?: (app: FastifyInstance) => void;
  /** The app's clock (see buildApp); real time when left out. */
  now?: () => Date;
  /** The app's logger (buildApp's option), for tests that read log lines; off by default. */
  logger?: FastifyServerOptions['logger'];
  /**
   * An open, migrated database to build on instead of a fresh one (a second API process on
   * the same server): neither seeded nor closed here.
   */
  database?: Database;
  /**
   * Compile every route's schemas at ready, as a server does, instead of on first use
   * (buildApp's `lazySchemas`): for tests about the whole route table.
   */
  eagerSchemas?: boolean;
}

/** A site root with no built front end, so tests never depend on a webpack build. */
export function emptySiteRoot(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-site-empty-'));
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with
 * DATABASE_URL set, a throwaway `test_<random>` database on that server, dropped on close.
 * Both are copies of templates the run made once (database-templates.ts).
 */
export function createTestDatabase(
  kind: TemplateKind = 'migrated',
): Promise<{ database: Database; drop(): Promise<void> }> {
  return openTestDatabase(kind);
}

/**
 * A new, empty `test_<random>` database on the PostgreSQL server of `serverUrl` (no
 * migrations): its URL, for tests that open several pools on it as several API processes
 * would, and `drop`, which ends any connection left on it.
 */
export function createEmptyPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  return createPostgresDatabase(serverUrl);
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const tempDirs = [fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-data-')), emptySiteRoot()];
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: tempDirs[0] as string,
    SITE_ROOT: tempDirs[1] as string,
    ...options.env,
  });
  // Suites make many drafts and uploads from one account: the per-account daily limits are
  // lifted but where a test sets its own (rate-limits/account-limits.test.ts).
  const dailyLimit = (variable: string, configured: number) =>
    options.env?.[variable] === undefined ? 1_000_000 : configured;
  const config: Config = {
    ...base,
    // Suites make many sign-ups from one address; rate-limit.test.ts sets its own small limits.
    rateLimit: { ...base.rateLimit, loginMax: 10_000, registerMax: 10_000 },
    accountLimits: {
      ...base.accountLimits,
      listingDrafts: dailyLimit(
        'RATE_LIMIT_LISTING_DRAFTS_PER_DAY',
        base.accountLimits.listingDrafts,
      ),
      databaseDrafts: dailyLimit(
        'RATE_LIMIT_DATABASE_DRAFTS_PER_DAY',
        base.accountLimits.databaseDrafts,
      ),
      presentations: dailyLimit(
        'RATE_LIMIT_PRESENTATIONS_PER_DAY',
        base.accountLimits.presentations,
      ),
      uploads: dailyLimit('RATE_LIMIT_UPLOADS_PER_DAY', base.accountLimits.uploads),
    },
    ...(options.demo === undefined ? {} : { demoMode: options.demo }),
    ...options.config,
  };
  const shared = options.database;
  // A fresh database comes seeded (demo or not) from its template, as runSeeds leaves it
  // without a media folder.
  const { database, drop } = shared
    ? { database: shared, drop: () => Promise.resolve() }
    : await createTestDatabase(config.demoMode ? 'seeded-demo' : 'seeded');
  // TEST_LOG=error shows what a failing request logged (a 500's cause) without noise by default.
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? (process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false),
    ...(options.now ? { now: options.now } : {}),
    lazySchemas: options.eagerSchemas !== true,
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
      for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Pins the rates prices are converted with to round figures (units per 1 THB), so a test's
 * converted prices are exact.
 */
export async function pinRates(
  db: Db,
  rates: Partial<Record<'USD' | 'EUR', string>> = { USD: '0.03', EUR: '0.025' },
): Promise<void> {
  for (const [currency, rateToThb] of Object.entries(rates))
    await db.update(currencyRates).set({ rateToThb }).where(eq(currencyRates.currency, currency));
}

/**
 * Registers a user through the API and returns its token. The account's email is then marked
 * confirmed, as most tests are about what a confirmed account may do; account/email-confirmation
 * .test.ts walks the code itself, and `{ confirmed: false }` keeps an account unconfirmed.
 */
export async function registerUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  {
    confirmed = true,
    verified = true,
  }: {
    confirmed?: boolean;
    /**
     * Staff verified the account: its listings publish without waiting in the moderation
     * queue. Tests of moderation and of the badge start unverified accounts.
     */
    verified?: boolean;
  } = {},
): Promise<{ token: string; email: string; password: string }> {
  const email =
    (overrides.email as string | undefined) ?? `user-${randomBytes(4).toString('hex')}@example.com`;
  const password = (overrides.password as string | undefined) ?? 'Andaman-sea-breeze-77';
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      name: 'Test User',
      email,
      password,
      password_confirmation: password,
      role: 'broker',
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  // Registration mails its welcome (with a confirmation code) after answering: let it land,
  // so a test reading "the newest mail" or "the newest code" afterwards never reads it instead.
  await app.backgroundTasks.settled();
  if (confirmed || verified) {
    await app.db
      .update(users)
      .set({
        ...(confirmed ? { emailVerifiedAt: new Date() } : {}),
        ...(verified ? { verifiedAt: new Date() } : {}),
      })
      .where(sql`lower(${users.email}) = lower(${email})`);
  }
  return { token: (res.json() as { access_token: string }).access_token, email, password };
}

/**
 * An error answer's body without its `request_id`, after checking that the id is there and
 * is the answer's `x-request-id` (every error names its request): tests then compare the rest.
 */
export function errorBody(res: {
  headers: Record<string, unknown>;
  json(): unknown;
}): Record<string, unknown> {
  const body = res.json() as Record<string, unknown>;
  const requestId = res.headers['x-request-id'];
  expect(typeof requestId).toBe('string');
  expect(body.request_id).toBe(requestId);
  const { request_id: _named, ...rest } = body;
  return rest;
}

/**
 * One database as two API processes see it: on PostgreSQL (DATABASE_URL, test:pg) a fresh
 * database with two pools of `poolSize`, as two processes have; on PGlite the one handle twice
 * (the data-folder lock makes it one process). Migrated and seeded (`demo` or not); `url` is
 * the PostgreSQL database's, null on PGlite.
 */
export async function openTwoProcessDatabase({
  poolSize = 4,
  demo = false,
}: { poolSize?: number; demo?: boolean } = {}): Promise<{
  first: Database;
  second: Database;
  url: string | null;
  close(): Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  let opened: { first: Database; second: Database; url: string | null; close(): Promise<void> };
  if (serverUrl) {
    const empty = await createEmptyPostgresDatabase(serverUrl);
    const first = await openPostgres(empty.url, poolSize);
    const second = await openPostgres(empty.url, poolSize);
    opened = {
      first,
      second,
      url: empty.url,
      close: async () => {
        await first.close();
        await second.close();
        await empty.drop();
      },
    };
  } else {
    const only = await openPglite(null);
    opened = { first: only, second: only, url: null, close: () => only.close() };
  }
  await migrateAndSeed(opened.first, { demo, log: () => undefined });
  return opened;
}

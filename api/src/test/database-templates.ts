import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client';
import { runSeeds } from '../seed';

/**
 * Test databases copied from templates made once per run (jest globalSetup), instead of an
 * initdb, the migrations and the seed in every test file: on PostgreSQL `create database …
 * template` copies the files; on PGlite the template is a data folder on disk, copied by the
 * file system and opened in place. That opens in about half the time of loading a dump into
 * PGlite's in-memory file system (whose untar runs in JavaScript: 0.5 s a database more,
 * 2026-12-01), and queries run no slower.
 */
export type TemplateKind = 'migrated' | 'seeded' | 'seeded-demo';

const KINDS: readonly TemplateKind[] = ['migrated', 'seeded', 'seeded-demo'];

/** Where the templates are: PGlite data folders, or PostgreSQL database names. */
interface TemplateIndex {
  engine: 'pglite' | 'postgres';
  /** PGlite: a folder with a data folder per kind; PostgreSQL: a name prefix (`<prefix>_<kind>`). */
  location: string;
}

const ENV_KEY = 'PHUKET_TEST_DB_TEMPLATES';

async function prepare(database: Database, kind: TemplateKind): Promise<void> {
  await database.migrate();
  if (kind === 'migrated') return;
  await runSeeds({ db: database.db, demo: kind === 'seeded-demo', log: () => undefined });
}

function postgresName(prefix: string, kind: TemplateKind): string {
  return `${prefix}_${kind.replace('-', '_')}`;
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Builds every template and publishes where they are through the environment (workers inherit it). */
export async function buildTemplates(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  let index: TemplateIndex;
  if (serverUrl) {
    const prefix = `tpl_${randomBytes(4).toString('hex')}`;
    for (const kind of KINDS) {
      const name = postgresName(prefix, kind);
      await adminQuery(serverUrl, `create database ${name}`);
      const database = await openPostgres(withDatabase(serverUrl, name), 2);
      try {
        await prepare(database, kind);
      } finally {
        await database.close();
      }
    }
    index = { engine: 'postgres', location: prefix };
  } else {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-test-templates-'));
    for (const kind of KINDS) {
      const database = await openPglite(path.join(folder, kind));
      try {
        await prepare(database, kind);
      } finally {
        await database.close();
      }
    }
    index = { engine: 'pglite', location: folder };
  }
  process.env[ENV_KEY] = JSON.stringify(index);
}

export async function dropTemplates(): Promise<void> {
  const raw = process.env[ENV_KEY];
  if (!raw) return;
  const index = JSON.parse(raw) as TemplateIndex;
  if (index.engine === 'pglite') {
    fs.rmSync(index.location, { recursive: true, force: true });
    return;
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  for (const kind of KINDS) {
    await adminQuery(
      serverUrl,
      `drop database if exists ${postgresName(index.location, kind)} with (force)`,
    );
  }
}

function templates(): TemplateIndex | null {
  const raw = process.env[ENV_KEY];
  return raw ? (JSON.parse(raw) as TemplateIndex) : null;
}

/**
 * A new, empty `test_<random>` database on the PostgreSQL server of `serverUrl` (or a copy of
 * `template`): its URL, and `drop`, which ends any connection left on it.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: withDatabase(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A fresh database for one test: a copy of the `kind` template when the run made them, else
 * built here (a test file run without the global setup still works, only slower).
 */
export async function openTestDatabase(
  kind: TemplateKind,
): Promise<{ database: Database; drop(): Promise<void> }> {
  const index = templates();
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const copy = await createPostgresDatabase(
      serverUrl,
      index?.engine === 'postgres' ? postgresName(index.location, kind) : undefined,
    );
    const database = await openPostgres(copy.url, 4);
    if (index?.engine !== 'postgres') await prepare(database, kind);
    return {
      database,
      drop: async () => {
        await database.close();
        await copy.drop();
      },
    };
  }
  if (index?.engine === 'pglite') {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-test-db-'));
    fs.cpSync(path.join(index.location, kind), copy, { recursive: true });
    const database = await openPglite(copy);
    return {
      database,
      drop: async () => {
        await database.close();
        fs.rmSync(copy, { recursive: true, force: true });
      },
    };
  }
  const database = await openPglite(null);
  await prepare(database, kind);
  return { database, drop: () => database.close() };
}

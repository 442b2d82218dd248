import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { loadConfig } from '../env';
import { createTestDatabase, emptySiteRoot } from '../test/test-app';
import { PgliteMaintenance, type MaintenanceLog } from './pglite-maintenance';

// PGlite alone, whatever DATABASE_URL says: maintenance exists for the embedded database (the
// PostgreSQL pass leaves this file out; maintenance-by-engine.test.ts runs on both).

interface LogLine {
  level: 'info' | 'error';
  details: Record<string, unknown>;
  message: string;
}

function captureLog(): { log: MaintenanceLog; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const record =
    (level: LogLine['level']) =>
    (details: unknown, message?: unknown): void => {
      lines.push({ level, details: details as Record<string, unknown>, message: String(message) });
    };
  return { log: { info: record('info'), error: record('error') }, lines };
}

interface ProbeStats {
  vacuums: number;
  analyzes: number;
  lastVacuum: unknown;
  lastAnalyze: unknown;
  reltuples: number;
  bytes: number;
}

async function probeStats(database: Database): Promise<ProbeStats> {
  const result = await database.db.execute(sql`
    select s.vacuum_count::int as vacuums, s.analyze_count::int as analyzes,
           s.last_vacuum, s.last_analyze, c.reltuples::int as reltuples,
           pg_relation_size('maintenance_probe')::int as bytes
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.relname = 'maintenance_probe'`);
  // The handle's result type is shared by both drivers and left open; PGlite gives `{ rows }`.
  const [row] = (result as { rows: Record<string, unknown>[] }).rows;
  if (row === undefined) throw new Error('maintenance_probe has no statistics row');
  return {
    vacuums: Number(row.vacuums),
    analyzes: Number(row.analyzes),
    lastVacuum: row.last_vacuum,
    lastAnalyze: row.last_analyze,
    reltuples: Number(row.reltuples),
    bytes: Number(row.bytes),
  };
}

describe('PGlite maintenance', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase('migrated'));
    // Rows deleted from the end leave empty trailing pages, which only a VACUUM gives back.
    await database.db.execute(sql`
      create table maintenance_probe (id serial primary key, body text not null)`);
    await database.db.execute(sql`
      insert into maintenance_probe (body) select repeat('x', 200) from generate_series(1, 4000)`);
    await database.db.execute(sql`delete from maintenance_probe where id > 1000`);
  });
  afterAll(async () => {
    await drop();
  });

  it('vacuums and analyzes: dead rows given back, statistics filled in, duration logged', async () => {
    const before = await probeStats(database);
    expect(before).toMatchObject({ vacuums: 0, analyzes: 0, lastVacuum: null, lastAnalyze: null });
    // -1 = never analyzed: the planner guesses.
    expect(before.reltuples).toBe(-1);

    const { log, lines } = captureLog();
    const maintenance = new PgliteMaintenance({ db: database.db, intervalMs: 60_000, log });
    await expect(maintenance.runNow()).resolves.toBe(true);

    const after = await probeStats(database);
    expect(after.vacuums).toBe(1);
    expect(after.analyzes).toBe(1);
    expect(after.lastVacuum).not.toBeNull();
    expect(after.lastAnalyze).not.toBeNull();
    expect(after.reltuples).toBe(1000);
    expect(after.bytes).toBeLessThan(before.bytes);

    expect(lines).toEqual([
      {
        level: 'info',
        details: { durationMs: expect.any(Number) },
        message: expect.stringMatching(/^PGlite maintenance: VACUUM \(ANALYZE\) took \d+ ms$/),
      },
    ]);
    expect(maintenance.running).toBe(false);
  });

  it('never runs twice at once: a second call joins the run in progress', async () => {
    const { vacuums } = await probeStats(database);
    const maintenance = new PgliteMaintenance({
      db: database.db,
      intervalMs: 60_000,
      log: captureLog().log,
    });
    const first = maintenance.runNow();
    const second = maintenance.runNow();
    expect(second).toBe(first);
    expect(maintenance.running).toBe(true);
    await expect(first).resolves.toBe(true);
    expect((await probeStats(database)).vacuums).toBe(vacuums + 1);
    // Finished runs are not joined: the next call is a run of its own.
    await expect(maintenance.runNow()).resolves.toBe(true);
    expect((await probeStats(database)).vacuums).toBe(vacuums + 2);
  });

  it('does nothing once stopped', async () => {
    const { vacuums } = await probeStats(database);
    const maintenance = new PgliteMaintenance({
      db: database.db,
      intervalMs: 60_000,
      log: captureLog().log,
    });
    maintenance.start();
    expect(maintenance.scheduled).toBe(true);
    await maintenance.stop();
    expect(maintenance.scheduled).toBe(false);
    await expect(maintenance.runNow()).resolves.toBe(false);
    maintenance.start();
    expect(maintenance.scheduled).toBe(false);
    expect((await probeStats(database)).vacuums).toBe(vacuums);
  });
  // Last in this block: it closes the shared database.
  it('logs a failure at error level and resolves instead of throwing', async () => {
    await database.close();
    const { log, lines } = captureLog();
    const maintenance = new PgliteMaintenance({ db: database.db, intervalMs: 60_000, log });
    await expect(maintenance.runNow()).resolves.toBe(false);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe('error');
    expect(lines[0]?.details.err).toBeInstanceOf(Error);
    // drizzle wraps the driver's error; the cause is PGlite refusing a closed database.
    expect(String((lines[0]?.details.err as Error).cause)).toMatch(/closed/i);
    expect(maintenance.running).toBe(false);
  });
});

describe('PGlite maintenance in the app', () => {
  it('starts when the app is ready; close clears the timer and waits for a run in progress', async () => {
    const dirs = [fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-data-')), emptySiteRoot()];
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dirs[0] as string,
      SITE_ROOT: dirs[1] as string,
      PGLITE_MAINTENANCE_INTERVAL_MINUTES: '360',
    });
    const { database, drop } = await createTestDatabase('migrated');
    try {
      const app = await buildApp({ config, database, logger: false });
      const maintenance = app.pgliteMaintenance;
      expect(maintenance).not.toBeNull();
      if (maintenance === null) return;
      expect(maintenance.scheduled).toBe(false);
      await app.ready();
      expect(maintenance.scheduled).toBe(true);

      let finished = false;
      const run = maintenance.runNow().then((ok) => {
        finished = true;
        return ok;
      });
      await app.close();
      // close() returned only after the run: the database can be closed right after it.
      expect(finished).toBe(true);
      await expect(run).resolves.toBe(true);
      expect(maintenance.scheduled).toBe(false);
      expect(maintenance.running).toBe(false);
      await expect(maintenance.runNow()).resolves.toBe(false);
    } finally {
      await drop();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

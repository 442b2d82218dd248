import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openPglite, pgliteDir, type Database } from '../db/client';
import { users } from '../db/schema';
import { QUEUE_SCHEMA } from '../jobs/queue';
import { migrateAndSeed } from '../seed/startup';
import { createTestApp } from '../test/test-app';
import { restoreDataDir } from './backup';
import { onlineBackupName, pruneOnlineBackups, writeOnlineBackup } from './online-backup';

// The embedded database backing itself up while it serves; PGlite under `pnpm test:pg` too.
describe('online backups of the serving PGlite database', () => {
  let root: string;
  let database: Database;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-online-backup-'));
    const dataDir = path.join(root, 'data');
    fs.mkdirSync(dataDir);
    database = await openPglite(pgliteDir(dataDir));
    // No demo data: every dump compresses the whole folder, and the rows checked are the tests' own.
    await migrateAndSeed(database, { demo: false, log: () => undefined });
    await insertUser('owner@backup-seed.test');
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function restore(file: string, name: string): Promise<Database> {
    const dir = path.join(root, name);
    await restoreDataDir(file, dir);
    return openPglite(pgliteDir(dir));
  }

  async function emails(db: Database, like: string): Promise<string[]> {
    const rows = await db.db
      .select({ email: users.email })
      .from(users)
      .where(sql`${users.email} like ${like}`);
    return rows.map((r) => r.email).sort();
  }

  function insertUser(email: string): Promise<unknown> {
    return database.db.execute(
      sql`insert into users (email, name, password_hash, role) values (${email}, 'Backup test', 'x', 'broker')`,
    );
  }

  it('holds what was written before it, not what came after, and restores into a fresh folder', async () => {
    await insertUser('before@backup.test');
    const result = await writeOnlineBackup(database, path.join(root, 'backups-a'), 7);
    await insertUser('after@backup.test');
    expect(result.bytes).toBeGreaterThan(1000);
    expect(fs.statSync(result.file).size).toBe(result.bytes);
    expect(path.basename(result.file)).toMatch(/^pglite-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);

    const restored = await restore(result.file, 'restored-a');
    try {
      expect(await emails(restored, '%@backup.test')).toEqual(['before@backup.test']);
      const [owner] = await restored.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.email, 'owner@backup-seed.test'));
      expect(owner?.email).toBe('owner@backup-seed.test');
    } finally {
      await restored.close();
    }
    // The source kept serving and kept its later write.
    expect(await emails(database, '%@backup.test')).toEqual([
      'after@backup.test',
      'before@backup.test',
    ]);
  });

  it('taken in the middle of a burst of writes, restores cleanly with every write acknowledged before it', async () => {
    const acknowledged: string[] = [];
    const writes = Array.from({ length: 40 }, (_, i) =>
      insertUser(`burst-${String(i).padStart(2, '0')}@burst.test`).then(() =>
        acknowledged.push(`burst-${String(i).padStart(2, '0')}@burst.test`),
      ),
    );
    // Half the writes are queued ahead of the backup, the rest behind it.
    await Promise.all(writes.slice(0, 20));
    const before = [...acknowledged];
    const backup = writeOnlineBackup(database, path.join(root, 'backups-b'), 7);
    const [result] = await Promise.all([backup, ...writes.slice(20)]);
    const restored = await restore(result.file, 'restored-b');
    try {
      const inBackup = await emails(restored, '%@burst.test');
      for (const email of before) expect(inBackup).toContain(email);
      // Whatever else it holds is a prefix of the writes: no row without the ones before it.
      const all = [...acknowledged].sort();
      expect(all.slice(0, inBackup.length)).toEqual(inBackup);
    } finally {
      await restored.close();
    }
  });

  it('keeps the newest backups and removes the older ones, and nothing else', async () => {
    const dir = path.join(root, 'backups-c');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a backup');
    const names = ['2026-11-21', '2026-11-23', '2026-11-20', '2026-11-22'].map((day) =>
      onlineBackupName(new Date(`${day}T03:00:00Z`)),
    );
    for (const name of names) fs.writeFileSync(path.join(dir, name), 'dump');
    fs.writeFileSync(path.join(dir, `${names[1]}.partial`), 'half');
    expect(await pruneOnlineBackups(dir, 2)).toEqual([
      onlineBackupName(new Date('2026-11-20T03:00:00Z')),
      onlineBackupName(new Date('2026-11-21T03:00:00Z')),
    ]);
    expect(fs.readdirSync(dir).sort()).toEqual(
      [
        'notes.txt',
        onlineBackupName(new Date('2026-11-22T03:00:00Z')),
        onlineBackupName(new Date('2026-11-23T03:00:00Z')),
        `${names[1]}.partial`,
      ].sort(),
    );
  });

  it('runs as the pglite-backup job when PGLITE_BACKUP_DIR is set', async () => {
    const dir = path.join(root, 'backups-job');
    const t = await createTestApp({
      database,
      env: { PGLITE_BACKUP_DIR: dir, PGLITE_BACKUP_KEEP: '3' },
    });
    try {
      const { rows } = await database.executeSql(
        `select cron from ${QUEUE_SCHEMA}.schedule where name = 'pglite-backup'`,
      );
      expect(rows).toEqual([{ cron: '0 3 * * *' }]);
      const id = await t.app.jobs.send('pglite-backup', {});
      let state = '';
      for (let i = 0; i < 150 && state !== 'completed'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const job = await database.executeSql(
          `select state from ${QUEUE_SCHEMA}.job where id = $1`,
          [id],
        );
        state = (job.rows[0] as { state: string } | undefined)?.state ?? '';
      }
      expect(state).toBe('completed');
      const files = fs.readdirSync(dir);
      expect(files).toHaveLength(1);
      const restored = await restore(path.join(dir, files[0] as string), 'restored-job');
      try {
        expect(await emails(restored, 'owner@backup-seed.test')).toEqual([
          'owner@backup-seed.test',
        ]);
      } finally {
        await restored.close();
      }
    } finally {
      await t.close();
    }
  });

  it('is refused on PostgreSQL, which is backed up with pg_dump', async () => {
    const postgresLike: Database = { ...database, driver: 'postgres', dumpOnline: null };
    await expect(writeOnlineBackup(postgresLike, path.join(root, 'never'), 1)).rejects.toThrow(
      'online backups are for the embedded database',
    );
    expect(fs.existsSync(path.join(root, 'never'))).toBe(false);
  });
});

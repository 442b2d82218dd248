import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openPglite, pgliteDir } from '../db/client';
import { lockDataDir } from '../db/lock';
import { listings, users } from '../db/schema';
import { seedDemoCatalog } from '../seed/catalog/catalog-seed';
import { migrateAndSeed } from '../seed/startup';
import { BackupError, backupDataDir, restoreDataDir } from './backup';

// The embedded database's backup; runs on PGlite under `pnpm test:pg` too.
describe('backup and restore of the PGlite data folder', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-backup-'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('restores a backup into a fresh folder with its users and listings', async () => {
    const dataDir = path.join(root, 'data');
    fs.mkdirSync(dataDir);
    const original = await openPglite(pgliteDir(dataDir));
    await migrateAndSeed(original, { demo: true, log: () => undefined });
    await seedDemoCatalog(original.db);
    const [listing] = await original.db.select().from(listings).limit(1);
    await original.close();
    expect(listing).toBeDefined();

    const file = path.join(root, 'backups', 'one.tar.gz');
    const bytes = await backupDataDir(dataDir, file);
    expect(bytes).toBeGreaterThan(1000);
    expect(fs.statSync(file).size).toBe(bytes);

    const restoredDir = path.join(root, 'restored');
    await restoreDataDir(file, restoredDir);
    const restored = await openPglite(pgliteDir(restoredDir));
    try {
      const [user] = await restored.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.email, 'broker@example.com'));
      expect(user?.email).toBe('broker@example.com');
      const [same] = await restored.db
        .select({ id: listings.id, title: listings.title })
        .from(listings)
        .where(eq(listings.id, listing!.id));
      expect(same).toEqual({ id: listing!.id, title: listing!.title });
    } finally {
      await restored.close();
    }
  }, 180_000);

  it('never overwrites a folder that holds data, nor backs up from under a running server', async () => {
    const file = path.join(root, 'backups', 'one.tar.gz');
    await expect(restoreDataDir(file, path.join(root, 'data'))).rejects.toBeInstanceOf(BackupError);
    await expect(
      restoreDataDir(path.join(root, 'missing.tar.gz'), path.join(root, 'x')),
    ).rejects.toThrow(/does not exist/);
    const release = await lockDataDir(path.join(root, 'data'));
    try {
      await expect(
        backupDataDir(path.join(root, 'data'), path.join(root, 'two.tar.gz')),
      ).rejects.toThrow();
      expect(fs.existsSync(path.join(root, 'two.tar.gz'))).toBe(false);
    } finally {
      await release();
    }
  }, 60_000);
});

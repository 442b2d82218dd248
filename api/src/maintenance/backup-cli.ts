import path from 'node:path';
import { DataDirLockedError } from '../db/lock';
import { ConfigError, loadConfig } from '../env';
import { BackupError, backupDataDir, restoreDataDir } from './backup';

/**
 * `pnpm backup [file]` and `pnpm restore <file> [folder]` (root package.json). DATA_DIR names
 * the embedded database, as for the server.
 */
async function main(argv: string[]): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl !== null) {
    throw new BackupError('DATABASE_URL is set: back up a PostgreSQL server with pg_dump.');
  }
  const [command, ...rest] = argv;
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.resolve(rest[0] ?? `backups/phuket-${stamp}.tar.gz`);
    const bytes = await backupDataDir(config.dataDir, file);
    console.log(`backup: ${config.dataDir} -> ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
    return;
  }
  if (command === 'restore' && rest[0]) {
    const target = path.resolve(rest[1] ?? config.dataDir);
    await restoreDataDir(path.resolve(rest[0]), target);
    console.log(`restore: ${rest[0]} -> ${target}`);
    return;
  }
  throw new BackupError('usage: backup [file] | restore <file> [folder]');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known =
    error instanceof BackupError ||
    error instanceof DataDirLockedError ||
    error instanceof ConfigError;
  console.error(known ? error.message : error);
  if (error instanceof DataDirLockedError) {
    console.error(
      'A running server backs itself up when PGLITE_BACKUP_DIR is set (docs/scale-out.md, "Backups").',
    );
  }
  process.exit(1);
});

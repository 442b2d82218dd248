import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS, pgliteDir } from '../db/client';
import { lockDataDir } from '../db/lock';

/**
 * Backups of the embedded database: a gzipped tar of the PGlite data folder (PGlite's own
 * dump), taken under the folder lock, so never from under a running server. A PostgreSQL
 * server is backed up with pg_dump (docs/scale-out.md). Media files are not in the dump:
 * MEDIA_DIR is plain files (copy it alongside), or a bucket with its own versioning.
 */
export class BackupError extends Error {}

function isEmptyFolder(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

/** Writes the dump of the database in DATA_DIR `dataDir` to `file`; answers its size in bytes. */
export async function backupDataDir(dataDir: string, file: string): Promise<number> {
  const folder = pgliteDir(dataDir);
  if (isEmptyFolder(folder)) throw new BackupError(`${dataDir} holds no database to back up.`);
  const release = await lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir: folder, extensions: PGLITE_EXTENSIONS });
    try {
      const dump = await client.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      // Written beside, then renamed: a half-written file never looks like a backup.
      const temp = `${file}.partial`;
      fs.writeFileSync(temp, bytes);
      fs.renameSync(temp, file);
      return bytes.length;
    } finally {
      await client.close();
    }
  } finally {
    await release();
  }
}

/**
 * Restores `file` as the database of DATA_DIR `dataDir`, which must hold none yet: nothing is
 * overwritten.
 */
export async function restoreDataDir(file: string, dataDir: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const folder = pgliteDir(dataDir);
  if (!isEmptyFolder(folder)) {
    throw new BackupError(
      `${dataDir} already holds a database. Restore into a new folder, then point DATA_DIR at it.`,
    );
  }
  const release = await lockDataDir(dataDir);
  try {
    const dump = new Blob([fs.readFileSync(file)]);
    const client = await PGlite.create({
      dataDir: folder,
      loadDataDir: dump,
      extensions: PGLITE_EXTENSIONS,
    });
    try {
      // A dump that does not open as a database fails here, not at the next start.
      await client.query('select count(*) from users');
    } finally {
      await client.close();
    }
  } finally {
    await release();
  }
}

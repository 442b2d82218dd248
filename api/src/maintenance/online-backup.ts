import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Database } from '../db/client';

export interface OnlineBackupResult {
  file: string;
  bytes: number;
  ms: number;
  /** Older backups removed to keep the newest `keep`. */
  removed: string[];
}

const NAME = /^pglite-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/;

/** `pglite-2026-11-24T03-00-00Z.tar.gz`: sorts by time, and no colons for other file systems. */
export function onlineBackupName(at: Date): string {
  return `pglite-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`;
}

/**
 * Writes a backup of the serving embedded database into `dir` (the format `pnpm restore`
 * reads) and keeps the newest `keep` backups there. The offline `pnpm backup` needs the
 * server stopped, since it opens the folder under its lock; this is the one a running
 * deployment takes of itself, on the job queue (maintenance/plugin.ts).
 */
export async function writeOnlineBackup(
  database: Database,
  dir: string,
  keep: number,
  at: Date = new Date(),
): Promise<OnlineBackupResult> {
  if (database.dumpOnline === null) throw new Error('online backups are for the embedded database');
  const started = performance.now();
  const bytes = await database.dumpOnline();
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, onlineBackupName(at));
  // Written beside, then renamed: a half-written file never looks like a backup.
  const temp = `${file}.partial`;
  await fs.promises.writeFile(temp, bytes);
  await fs.promises.rename(temp, file);
  const removed = await pruneOnlineBackups(dir, keep);
  return { file, bytes: bytes.length, ms: Math.round(performance.now() - started), removed };
}

/** Removes all but the newest `keep` backups in `dir`; other files there are left alone. */
export async function pruneOnlineBackups(dir: string, keep: number): Promise<string[]> {
  const backups = (await fs.promises.readdir(dir)).filter((name) => NAME.test(name)).sort();
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  await Promise.all(removed.map((name) => fs.promises.rm(path.join(dir, name), { force: true })));
  return removed;
}

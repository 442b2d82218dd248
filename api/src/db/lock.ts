import fs from 'node:fs';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `The data folder ${dataDir} is already in use by another server process. ` +
        'PGlite cannot be shared between processes; stop the other server or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

export type ReleaseLock = () => Promise<void>;

/**
 * Takes an exclusive lock on the data folder (a `<dir>.lock` directory next to it, refreshed
 * while we live). PGlite has no lock of its own: two processes on one folder corrupt it.
 * A lock left by a crashed process goes stale after `staleMs` and is then taken over.
 */
export async function lockDataDir(
  dataDir: string,
  options: { staleMs?: number; onCompromised?: (err: Error) => void } = {},
): Promise<ReleaseLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    const release = await lockfile.lock(dataDir, {
      stale: options.staleMs ?? 10_000,
      update: Math.floor((options.staleMs ?? 10_000) / 2),
      retries: 0,
      realpath: true,
      onCompromised:
        options.onCompromised ??
        ((err) => {
          // Someone else took the folder over; continuing would risk corrupting it.
          throw err;
        }),
    });
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      await release();
    };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw err;
  }
}

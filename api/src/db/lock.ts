import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    holder: string,
  ) {
    super(
      `The data folder ${dataDir} is already in use by another server process (${holder}). ` +
        'PGlite cannot be shared between processes; stop the other server or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

export type ReleaseLock = () => Promise<void>;

/** What the lock file holds: enough to tell, on this host, whether its holder still runs. */
interface LockOwner {
  pid: number;
  /** The process's start time in clock ticks since boot (Linux `/proc`), else null. */
  started: string | null;
  host: string;
  /** Unique per lock taken: tells this lock from a later one by the same pid. */
  token: string;
}

/**
 * A lock left by a server that predates the pid lock (a `<dir>.lock` folder, refreshed every
 * 5 s while its holder lived) is taken for dead once this old.
 */
const LEGACY_STALE_MS = 10_000;

/** When the process with this pid started (field 22 of /proc/<pid>/stat); null if unknown. */
function startToken(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isOwner(value: unknown): value is LockOwner {
  const v = value as Partial<LockOwner> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isInteger(v.pid) &&
    typeof v.host === 'string' &&
    typeof v.token === 'string' &&
    (v.started === null || typeof v.started === 'string')
  );
}

type Holder =
  | { kind: 'gone' }
  | { kind: 'owner'; owner: LockOwner }
  /** A proper-lockfile folder, or a file that is not ours. */
  | { kind: 'other'; mtimeMs: number; directory: boolean };

function readHolder(lockPath: string): Holder {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(lockPath);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'gone' };
    throw err;
  }
  if (stat.isFile()) {
    try {
      const owner: unknown = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
      if (isOwner(owner)) return { kind: 'owner', owner };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'gone' };
      // Not JSON: not one of ours; judged by age below.
    }
  }
  return { kind: 'other', mtimeMs: stat.mtimeMs, directory: stat.isDirectory() };
}

/** Null when the holder is known dead; else why it counts as alive, for the message. */
function aliveReason(owner: LockOwner): string | null {
  // Another machine sharing the folder (a network disk): its processes cannot be seen here.
  if (owner.host !== os.hostname()) return `pid ${owner.pid} on host ${owner.host}`;
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to another user, so it is alive.
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return null;
  }
  // The pid runs, but if it started at another time it is a new process given a reused pid
  // (a container restarted as pid 1 again, say): the holder itself is gone.
  const now = startToken(owner.pid);
  if (owner.started !== null && now !== null && now !== owner.started) return null;
  return `pid ${owner.pid}`;
}

/** Creates the lock file with its content in one step; false when it exists already. */
function tryCreate(lockPath: string, owner: LockOwner): boolean {
  const temp = `${lockPath}.${owner.token}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(owner));
  try {
    // link() never replaces: of two starts racing here, exactly one gets the lock.
    fs.linkSync(temp, lockPath);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/**
 * Removes the lock of a dead holder, unless it was replaced meanwhile (another start took it
 * over first): the file is moved aside in one step, then checked to be the one judged dead;
 * if not, it is put back.
 */
function removeDeadLock(lockPath: string, dead: LockOwner): void {
  const aside = `${lockPath}.${randomUUID()}.dead`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const moved = readHolder(aside);
  if (moved.kind !== 'owner' || moved.owner.token !== dead.token) {
    try {
      fs.linkSync(aside, lockPath);
    } catch {
      // A third start holds the path now; the one whose file this was sees it gone and stops.
    }
  }
  fs.rmSync(aside, { force: true });
}

/**
 * Takes an exclusive lock on the data folder: a `<dir>.lock` file naming this process (pid,
 * start time, host, a token). PGlite has no lock of its own: two processes on one folder
 * corrupt it.
 *
 * A lock whose holder is dead is taken over at once, which makes a restart after a crash
 * (SIGKILL, out of memory, power) as quick as one after a clean stop: dead means no process
 * with that pid on this host, or one that started at another time (the pid was reused). A
 * live holder, or one on another host, is refused with a DataDirLockedError naming it.
 *
 * While held, the file is checked every `checkEveryMs`; should it stop naming this process
 * (someone deleted or replaced it), `onCompromised` is called: continuing could corrupt the
 * folder.
 */
export function lockDataDir(
  dataDir: string,
  options: { checkEveryMs?: number; onCompromised?: (err: Error) => void } = {},
): Promise<ReleaseLock> {
  try {
    return Promise.resolve(lockDataDirNow(dataDir, options));
  } catch (err) {
    return Promise.reject(err as Error);
  }
}

function lockDataDirNow(
  dataDir: string,
  options: { checkEveryMs?: number; onCompromised?: (err: Error) => void },
): ReleaseLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = `${fs.realpathSync(dataDir)}.lock`;
  const mine: LockOwner = {
    pid: process.pid,
    started: startToken(process.pid),
    host: os.hostname(),
    token: randomUUID(),
  };

  // A few rounds: each either takes the lock, refuses, or clears a dead holder and retries.
  let acquired = false;
  for (let round = 0; round < 5 && !acquired; round++) {
    if (tryCreate(lockPath, mine)) {
      acquired = true;
      break;
    }
    const holder = readHolder(lockPath);
    if (holder.kind === 'gone') continue;
    if (holder.kind === 'owner') {
      const alive = aliveReason(holder.owner);
      if (alive !== null) throw new DataDirLockedError(dataDir, alive);
      removeDeadLock(lockPath, holder.owner);
      continue;
    }
    if (Date.now() - holder.mtimeMs < LEGACY_STALE_MS) {
      throw new DataDirLockedError(dataDir, 'a lock without an owner, recently refreshed');
    }
    fs.rmSync(lockPath, { recursive: holder.directory, force: true });
  }
  if (!acquired) throw new DataDirLockedError(dataDir, 'other starts kept taking it');

  const onCompromised =
    options.onCompromised ??
    ((err: Error) => {
      throw err;
    });
  const check = setInterval(() => {
    const holder = readHolder(lockPath);
    if (holder.kind !== 'owner' || holder.owner.token !== mine.token) {
      clearInterval(check);
      onCompromised(new Error(`the lock file ${lockPath} no longer names this process`));
    }
  }, options.checkEveryMs ?? 5_000);
  // Watching must not keep a process (or a test run) alive.
  check.unref();

  let released = false;
  return () => {
    if (!released) {
      released = true;
      clearInterval(check);
      const holder = readHolder(lockPath);
      // Never delete a lock that is someone else's by now.
      if (holder.kind === 'owner' && holder.owner.token === mine.token) {
        fs.rmSync(lockPath, { force: true });
      }
    }
    return Promise.resolve();
  };
}

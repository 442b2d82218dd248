import { createHash } from 'node:crypto';
import type { Lock, Locker, RequestRelease } from '@tus/server';
import type { Database } from '../db/client';
import type { Unlisten } from '../db/notifications';

/** A process asking whoever holds an upload's lock to let go (the payload is the upload id). */
export const UPLOAD_RELEASE_CHANNEL = 'tus_upload_release';

/**
 * How long a request waits for an upload's lock before it is answered 423 (tus-js-client
 * retries that). The holder is asked to let go at once and lets go within @tus/server's
 * lockDrainTimeout (3 s), so a wait this long means it is stuck.
 */
export const UPLOAD_LOCK_TIMEOUT_MS = 20_000;
const RETRY_MS = 100;

/** What @tus/server answers when a lock is not had in time; translated to a 423 by the routes. */
export class UploadLockTimeout extends Error {
  readonly status_code = 423;
  readonly body = 'This upload is busy in another request. Try again in a moment.';
}

/** The signed 64-bit advisory-lock key of an upload id (a class prefix keeps it apart). */
export function uploadLockKey(uploadId: string): bigint {
  return createHash('sha256').update(`tus-upload:${uploadId}`).digest().readBigInt64BE(0);
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * tus upload locks on PostgreSQL advisory locks, so a resume that lands on another API process
 * waits for (and never interleaves with) a request still writing on the first: every HEAD,
 * PATCH and DELETE of an upload holds the session lock of its id on a connection of its own
 * for the request's length. The server frees it should that connection or process die.
 *
 * As @tus/server's memory locker does within one process, a request that finds the lock held
 * asks the holder to let go (a NOTIFY every process hears; the holder's request ends within
 * the drain timeout, keeping the bytes it wrote): a client that resumes after its connection
 * dropped must not wait on a half-open request somewhere else.
 */
export class PostgresUploadLocker implements Locker {
  /** Requests of this process holding a lock: how to ask each to let go. */
  readonly holders = new Map<string, RequestRelease>();
  private unlisten: Unlisten | null = null;

  constructor(
    readonly database: Database,
    readonly timeoutMs = UPLOAD_LOCK_TIMEOUT_MS,
  ) {}

  /** Hears release requests from every process (this one's too). */
  async start(onError: (error: unknown) => void): Promise<void> {
    this.unlisten = await this.database.listen(UPLOAD_RELEASE_CHANNEL, {
      onNotify: (uploadId) => void this.holders.get(uploadId)?.(),
      // Requests missed meanwhile are asked again by their sender every RETRY_MS.
      onResumed: () => undefined,
      onError,
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
  }

  newLock(id: string): Lock {
    return new PostgresUploadLock(this, id);
  }
}

class PostgresUploadLock implements Lock {
  private release: (() => Promise<void>) | null = null;

  constructor(
    private readonly locker: PostgresUploadLocker,
    private readonly id: string,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { database, holders, timeoutMs } = this.locker;
    const key = uploadLockKey(this.id);
    const deadline = Date.now() + timeoutMs;
    let asked = false;
    for (;;) {
      if (signal.aborted) throw new UploadLockTimeout();
      const lease = await database.tryAdvisoryLock(key);
      if (lease) {
        // A lost connection has lost the lock: the request stops writing.
        lease.onLost(() => void requestRelease());
        holders.set(this.id, requestRelease);
        this.release = async () => {
          if (holders.get(this.id) === requestRelease) holders.delete(this.id);
          await lease.release();
        };
        return;
      }
      if (!asked) {
        asked = true;
        await database
          .executeSql('select pg_notify($1, $2)', [UPLOAD_RELEASE_CHANNEL, this.id])
          .catch(() => undefined);
      }
      if (Date.now() >= deadline) throw new UploadLockTimeout();
      await pause(RETRY_MS, signal);
    }
  }

  async unlock(): Promise<void> {
    const release = this.release;
    if (!release) throw new Error('Releasing an unlocked lock!');
    this.release = null;
    await release();
  }
}

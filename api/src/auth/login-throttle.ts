import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottles } from '../db/schema';
import { normalizeEmail } from '../users/queries';

/**
 * Per-account throttling of failed logins, beside the per-address limit of POST /login: an
 * attacker with many addresses still gets only a few guesses per account, then one per
 * growing delay. Never a permanent lock-out: the delay is capped, a successful login or a
 * password reset clears the count, and a quiet day forgets it.
 */
export interface LoginThrottlePolicy {
  /** Failures allowed back to back before any delay. */
  freeFailures: number;
  /** Wait after the first failure beyond the free ones; doubles with each further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A count whose last failure is older than this starts again from zero. */
  memoryMs: number;
}

export const LOGIN_THROTTLE: LoginThrottlePolicy = {
  freeFailures: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  memoryMs: 24 * 60 * 60 * 1000,
};

/** Stale rows are swept at most this often per process. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** 2^20 s is far past any sensible cap; bounding the exponent keeps power() finite. */
const MAX_DOUBLINGS = 20;

/** How long the next try must wait after `failures` failures in a row (0 = no wait). */
export function delayAfter(failures: number, policy: LoginThrottlePolicy = LOGIN_THROTTLE): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, MAX_DOUBLINGS);
  return Math.min(policy.baseDelayMs * 2 ** doublings, policy.maxDelayMs);
}

function emailKey(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex');
}

export type LoginReservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface LoginThrottle {
  /**
   * Counts this try as a failure before the password is checked, unless the account is
   * waiting out a delay. Counting first, in one statement, means parallel guesses cannot
   * all pass a "not locked yet" read; a correct password then clears the count.
   */
  reserve(email: string): Promise<LoginReservation>;
  /** A successful login or a password reset: the owner is back, the count starts over. */
  clear(email: string): Promise<void>;
}

export function createLoginThrottle(
  db: Db,
  now: () => Date,
  policy: LoginThrottlePolicy = LOGIN_THROTTLE,
): LoginThrottle {
  let lastSweep = 0;

  async function sweep(at: Date): Promise<void> {
    if (at.getTime() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = at.getTime();
    // One row per email ever typed wrong, known or not: forget those nobody tried for a day.
    await db
      .delete(loginThrottles)
      .where(
        and(
          lt(loginThrottles.lastFailureAt, new Date(at.getTime() - policy.memoryMs)),
          or(isNull(loginThrottles.lockedUntil), lte(loginThrottles.lockedUntil, at)),
        ),
      );
  }

  return {
    async reserve(email) {
      const at = now();
      await sweep(at);
      const key = emailKey(email);
      const atText = at.toISOString();
      const cutoff = new Date(at.getTime() - policy.memoryMs).toISOString();
      const next = sql`(CASE WHEN ${loginThrottles.lastFailureAt} < ${cutoff}::timestamptz THEN 1 ELSE ${loginThrottles.failures} + 1 END)`;
      const lockFor = sql`LEAST(${policy.baseDelayMs}::float8 * power(2, LEAST(${next} - ${policy.freeFailures}, ${MAX_DOUBLINGS})), ${policy.maxDelayMs}::float8)`;
      const firstDelay = delayAfter(1, policy);
      const rows = await db
        .insert(loginThrottles)
        .values({
          emailHash: key,
          failures: 1,
          lastFailureAt: at,
          lockedUntil: firstDelay > 0 ? new Date(at.getTime() + firstDelay) : null,
        })
        .onConflictDoUpdate({
          target: loginThrottles.emailHash,
          set: {
            failures: next,
            lastFailureAt: at,
            lockedUntil: sql`CASE WHEN ${next} >= ${policy.freeFailures} THEN ${atText}::timestamptz + ${lockFor} * interval '1 millisecond' ELSE NULL END`,
          },
          // Tries during a delay change nothing: they neither count nor extend the wait.
          setWhere: or(isNull(loginThrottles.lockedUntil), lte(loginThrottles.lockedUntil, at)),
        })
        .returning({ failures: loginThrottles.failures });
      if (rows.length > 0) return { allowed: true };

      const [row] = await db
        .select({ lockedUntil: loginThrottles.lockedUntil })
        .from(loginThrottles)
        .where(eq(loginThrottles.emailHash, key));
      const waitMs = (row?.lockedUntil?.getTime() ?? at.getTime()) - at.getTime();
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },

    async clear(email) {
      await db.delete(loginThrottles).where(eq(loginThrottles.emailHash, emailKey(email)));
    },
  };
}

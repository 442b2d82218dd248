import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountLimitMessage, type AccountLimit } from '@phuket/shared/contract';
import type { AccountLimitConfig } from '../env';
import { HttpError } from '../http/errors';

/**
 * Per-account daily limits: new listing drafts, developer and project drafts,
 * presentations, and files uploaded, each counted per signed-in account (its user id, not its
 * address) over a fixed window of a day that starts with the account's first counted call.
 *
 * The counters are @fastify/rate-limit's, as every other limit's: in memory on PGlite (one
 * process by construction), in the database or Redis with several processes
 * (RATE_LIMIT_STORE), so each process refuses the 51st draft whichever answered the first 50.
 * A count is taken atomically before the write (an insert in the database store, a map update
 * in memory), so 200 calls in parallel let exactly the limit through.
 *
 * What is counted is a call that passed the request's own checks and is about to write: a body
 * the schema or the domain refuses (422), a record of someone else (404) or an upload over the
 * size limit (413) costs nothing. An upload counts once its body starts to be read, whatever
 * becomes of the file. Admins are never counted (moderation and bulk work); RATE_LIMIT_DISABLED
 * lifts these limits as it lifts the others.
 */
export interface AccountLimits {
  /**
   * Counts `count` (1 unless said: files of one request) against the signed-in account's budget
   * for `limit`; over it, sets Retry-After and throws the 429 with the limit's own sentence.
   */
  take(
    request: FastifyRequest,
    reply: FastifyReply,
    limit: AccountLimit,
    count?: number,
  ): Promise<void>;
}

const MAX_OF: Record<AccountLimit, keyof Omit<AccountLimitConfig, 'windowMs'>> = {
  listing_drafts: 'listingDrafts',
  database_drafts: 'databaseDrafts',
  presentations: 'presentations',
  uploads: 'uploads',
};

/** The 429 of a used-up limit: Retry-After set on the reply, the sentence saying which limit. */
export function accountLimitReached(
  reply: FastifyReply,
  limit: AccountLimit,
  max: number,
  retryAfterSeconds: number,
): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  reply.header('retry-after', String(seconds));
  return new HttpError(429, accountLimitMessage(limit, max, seconds));
}

function createAccountLimits(app: FastifyInstance): AccountLimits {
  const { accountLimits: limits, rateLimitDisabled } = app.config;
  type Check = ReturnType<FastifyInstance['createRateLimit']>;
  const checks = new Map<AccountLimit, Check>();
  for (const limit of Object.keys(MAX_OF) as AccountLimit[]) {
    const max = limits[MAX_OF[limit]];
    if (rateLimitDisabled || max === 0) continue;
    checks.set(
      limit,
      app.createRateLimit({
        max,
        timeWindow: limits.windowMs,
        // The store's keys are shared by every limiter of the plugin: the prefix keeps these apart.
        keyGenerator: (request) => `account-day:${limit}:${accountId(request)}`,
      }),
    );
  }
  return {
    take: async (request, reply, limit, count = 1) => {
      const check = checks.get(limit);
      if (!check || request.auth?.user.role === 'admin') return;
      for (let taken = 0; taken < count; taken++) {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          throw accountLimitReached(reply, limit, result.max, result.ttlInSeconds);
        }
      }
    },
  };
}

function accountId(request: FastifyRequest): string {
  // Every counted route runs after its access check; no account here is a wiring mistake.
  if (!request.auth) throw new Error('account limit used on an unauthenticated route');
  return String(request.auth.user.id);
}

/** By the app's config object, which every plugin scope of one app shares. */
const made = new WeakMap<object, AccountLimits>();

/**
 * The app's account limits, whichever plugin scope asks: one set per app, since each limiter the
 * rate-limit plugin makes counts in a store of its own in memory, and the upload routes of the
 * listings, the database and the account must draw on one budget.
 */
export function accountLimits(app: FastifyInstance): AccountLimits {
  const found = made.get(app.config);
  if (found) return found;
  const created = createAccountLimits(app);
  made.set(app.config, created);
  return created;
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../env';
import { HttpError } from '../http/errors';

export interface CodeRateLimits {
  /** RATE_LIMIT_DISABLED: end-to-end runs send many codes from one address. */
  disabled: boolean;
  /** Codes sent per account (or email, for password reset) and purpose per window. */
  codeSendPerAccountMax: number;
  codeSendPerAccountWindowMs: number;
  /** Codes sent per client address per window, whatever the account. */
  codeSendPerIpMax: number;
  codeSendPerIpWindowMs: number;
  /** Code checks (check, reset, verify) per client address per window. */
  codeVerifyPerIpMax: number;
  codeVerifyPerIpWindowMs: number;
}

/** The limits in force for this app (RATE_LIMIT_DISABLED and the configured numbers). */
export function codeRateLimits(config: Config): CodeRateLimits {
  return { disabled: config.rateLimitDisabled, ...config.codeRateLimit };
}

export function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  reply.header('retry-after', String(seconds));
  return new HttpError(429, `Too many attempts. Please try again in ${seconds} seconds.`);
}

/** Checks the request against a limit and throws 429 + Retry-After when it is over. */
export type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A fixed-window limiter kept in @fastify/rate-limit's store (in memory by default; the same
 * plugin option moves it to Redis when several API processes run). Used from handlers rather
 * than as route config because a code-sending route needs two limits at once (per client
 * and per account) and the plugin's per-route hook runs only one per request.
 */
export function createLimiter(
  app: FastifyInstance,
  options: {
    disabled: boolean;
    max: number;
    windowMs: number;
    key: (request: FastifyRequest) => string;
  },
): Limiter {
  if (options.disabled) return async () => undefined;
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: options.key,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(reply, result.ttlInSeconds);
  };
}

/** Per-route config for code checks: the plugin's own hook, per client address. */
export function verifyRateLimit(limits: CodeRateLimits) {
  return limits.disabled
    ? (false as const)
    : { max: limits.codeVerifyPerIpMax, timeWindow: limits.codeVerifyPerIpWindowMs };
}

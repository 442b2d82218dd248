import type { FastifyInstance } from 'fastify';
import { createLimiter, type Limiter } from '../codes/rate-limits';

/** By the app's config object, which every scope of one app shares. */
const limiters = new WeakMap<object, Limiter>();

/**
 * Reads of presentations by one client address: the public view, opens, listing views, the
 * PDF and the server-rendered page count against one budget (the same key), so the page is
 * no way around the API's limit.
 */
export function presentationReadLimiter(app: FastifyInstance): Limiter {
  const { config } = app;
  // One limiter per app, whichever plugin scope asks: each limiter the rate-limit plugin makes
  // counts in a store of its own (in memory), so two would each allow the whole budget.
  const made = limiters.get(config);
  if (made) return made;
  const limiter = createLimiter(app, {
    disabled: config.rateLimitDisabled,
    max: config.rateLimit.presentationReadMax,
    windowMs: config.rateLimit.presentationReadWindowMs,
    key: (request) => `presentation-read:${request.ip}`,
  });
  limiters.set(config, limiter);
  return limiter;
}

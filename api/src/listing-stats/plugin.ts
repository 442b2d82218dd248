import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isbot } from 'isbot';
import { endpoints } from '@phuket/shared/contract';
import { tooManyAttempts } from '../codes/rate-limits';
import { serveEndpoint } from '../http/endpoint-route';
import { currentUser } from '../listings/access';
import { ListingEventCounter } from './counter';
import { phuketDay } from './days';
import { statsDeviceHash } from './device';
import { listingStats, myListingsStats } from './queries';

declare module 'fastify' {
  interface FastifyInstance {
    /** Listing events counted in memory, written every LISTING_STATS_FLUSH_MS (counter.ts). */
    listingStats: ListingEventCounter;
  }
}

/** Events one client address may report per minute to one process; beyond, 429 and nothing counted. */
export const EVENTS_PER_ADDRESS_PER_MINUTE = 120;
/** A batch of 20 events is under 1 KB: more is not a property page. */
const EVENTS_BODY_LIMIT = 4096;

/**
 * A per-process count of each address's events in fixed minutes. Kept in memory on purpose:
 * the shared rate-limit store may be the database, and this route must write nothing on the
 * request path. With several processes an address may report a few times the limit: the
 * marks still count each device once an hour, so what slips through inflates nothing.
 */
class AddressWindow {
  private counts = new Map<string, number>();
  private windowStart = 0;

  constructor(private readonly now: () => Date) {}

  /** Adds `n` events of `address`; false when that goes over the minute's limit. */
  take(address: string, n: number): boolean {
    const time = this.now().getTime();
    if (time - this.windowStart >= 60_000) {
      this.counts = new Map();
      this.windowStart = time;
    }
    const used = (this.counts.get(address) ?? 0) + n;
    this.counts.set(address, used);
    return used <= EVENTS_PER_ADDRESS_PER_MINUTE;
  }
}

/** Decorates `app.listingStats`, writes it every few seconds, and what is left on close. */
export const listingStatsPlugin = fp(
  async (app: FastifyInstance) => {
    const counter = new ListingEventCounter(app.db, app.log, () => app.now());
    app.decorate('listingStats', counter);
    const flush = () => {
      counter.flush().catch((err: unknown) => app.log.error({ err }, 'listing stats flush failed'));
    };
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(flush, app.config.listingStatsFlushMs);
      // A timer alone keeps no process alive: shutdown is the close hook's, below.
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await counter.flush();
    });
  },
  { name: 'listing-stats' },
);

/** POST /listing-events (the property page), GET /my/listings/stats and /my/listings/{id}/stats. */
export const listingStatsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const window = new AddressWindow(() => app.now());

  serveEndpoint(
    app,
    endpoints.recordListingEvents,
    async (request, reply) => {
      const { events } = request.body;
      if (!window.take(request.ip, events.length)) throw tooManyAttempts(reply, 60);
      const agent = request.headers['user-agent'] ?? '';
      // A crawler's visit is nobody's interest in the listing; no agent at all is a script.
      if (agent === '' || isbot(agent)) return reply.code(204).send();
      const at = app.now();
      const device = statsDeviceHash(app.config.codeSecret, request.ip, agent, phuketDay(at));
      for (const event of events) {
        app.listingStats.record({ listingId: event.listing_id, kind: event.kind, device, at });
      }
      return reply.code(204).send();
    },
    { bodyLimit: EVENTS_BODY_LIMIT },
  );

  serveEndpoint(app, endpoints.getMyListingStats, async (request) => {
    const days = request.query.days ?? 30;
    return myListingsStats(app.db, currentUser(request).id, app.now(), days);
  });

  serveEndpoint(app, endpoints.getListingStats, async (request) => {
    const days = request.query.days ?? 30;
    return listingStats(app.db, currentUser(request).id, request.params.id, app.now(), days);
  });
};

import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CacheObserver } from '../cache/async-cache';
import type { Database } from '../db/client';
import type { JobCounts } from '../jobs/queue';

/** Seconds; from a cached page (~1 ms) to a PDF print (several seconds). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsSources {
  database: Database;
  /** The queue's depth per name; a failure leaves the gauges out of that scrape. */
  jobCounts: () => Promise<JobCounts[]>;
}

/**
 * One app's Prometheus metrics, in a registry of its own (tests build many apps in one
 * process; the global registry would refuse the second one's names). Request durations and
 * cache lookups are counted as they happen; queue depth and the database pool are read at
 * scrape time.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requestDuration: Histogram<'method' | 'route' | 'status_class'>;
  private readonly cacheLookups: Counter<'cache' | 'result'>;

  constructor(sources: MetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern and status class',
      labelNames: ['method', 'route', 'status_class'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.cacheLookups = new Counter({
      name: 'cache_lookups_total',
      help: 'In-process cache lookups by cache and result (hit or miss)',
      labelNames: ['cache', 'result'],
      registers,
    });
    new Gauge({
      name: 'job_queue_jobs',
      help: 'Jobs in the queue by name and state (created, retry, active, failed)',
      labelNames: ['name', 'state'],
      registers,
      async collect() {
        this.reset();
        let counts: JobCounts[];
        try {
          counts = await sources.jobCounts();
        } catch {
          return; // a stopped or unreachable queue: /api/health says so
        }
        for (const c of counts) {
          for (const state of ['created', 'retry', 'active', 'failed'] as const) {
            this.set({ name: c.name, state }, c[state]);
          }
        }
      },
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients); PGlite: total 1',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = sources.database.poolStats();
        if (stats === null) {
          // The embedded database is one session, always open.
          this.set({ state: 'total' }, 1);
          return;
        }
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  /** `route` is the route's pattern (`/api/properties/:id`), never the raw URL: bounded labels. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.requestDuration.observe(
      { method, route, status_class: `${Math.floor(statusCode / 100)}xx` },
      seconds,
    );
  }

  /** The observer to hand to the AsyncCache named `cache`. */
  cacheObserver(cache: string): CacheObserver {
    return (result) => this.cacheLookups.inc({ cache, result });
  }

  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

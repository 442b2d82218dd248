import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { DEFAULT_JOB_QUEUE_TUNING, type JobDefinition, type JobQueueTuning } from './job-types';

/** pg-boss's own schema, beside the app's tables on the same database. */
export const QUEUE_SCHEMA = 'pgboss';
/** The advisory lock under which a process sets the queues up (see start()). */
export const QUEUE_SETUP_LOCK_KEY = 0x706875_6a6f62;

export interface JobInfo {
  id: string;
  /** Runs of this job before this one that failed (0 on the first run). */
  retryCount: number;
}

export type JobHandler<D> = (data: D, job: JobInfo) => Promise<void>;

export interface SendOptions {
  /** Not before this time (a delay). */
  startAfter?: Date;
  /**
   * Names the job. On a queue whose definition says `policy: 'short'`, a send whose key is
   * already waiting is dropped (answers null); on the others the key enforces nothing.
   */
  singletonKey?: string;
}

export interface JobCounts {
  name: string;
  created: number;
  retry: number;
  active: number;
  failed: number;
}

export type JobQueueState = 'idle' | 'starting' | 'started' | 'stopped';

interface Registration<P> {
  handlers: Map<keyof P & string, JobHandler<never>>;
  schedules: Map<keyof P & string, { cron: string; data: object }>;
}

/**
 * The job queue: pg-boss on the app's own database handle. On PostgreSQL that is a real,
 * shared queue: every process works it, a job runs on one of them, a failed job is retried,
 * and a schedule fires once per slot whatever the number of processes. On PGlite the same
 * pg-boss runs through `executeSql` on the embedded database, inside this one process (the
 * data-folder lock makes it the only one): the polls are a few small statements every couple
 * of seconds, queued with the requests' statements on PGlite's one session.
 *
 * Handlers and schedules may be declared before `start()` (plugins do it while the app is
 * built, before migrations); they are applied when the queue starts.
 */
export class JobQueue<P extends { [K in keyof P]: object }> {
  private readonly boss: PgBoss;
  private readonly registration: Registration<P> = {
    handlers: new Map(),
    schedules: new Map(),
  };
  private stateValue: JobQueueState = 'idle';
  /** stop() has returned: the database may be closed under pg-boss's late writes. */
  private shutDown = false;

  constructor(
    private readonly database: Database,
    private readonly definitions: { readonly [N in keyof P & string]: JobDefinition },
    private readonly log: FastifyBaseLogger,
    private readonly tuning: JobQueueTuning = DEFAULT_JOB_QUEUE_TUNING,
  ) {
    this.boss = new PgBoss({
      db: {
        executeSql: (text: string, values: unknown[] | undefined) => {
          const result = database.executeSql(text, values);
          if (!this.shutDown) return result;
          // pg-boss records a job's end without awaiting it, so a handler that outlives stop()
          // writes after the app closed its database: an unhandled rejection that kills the
          // process. stop() already failed that job, so it runs again as after a crash.
          return result.catch((err: unknown) => {
            log.warn({ err }, 'a job ended after the queue stopped; it will run again');
            // The answer of a completion that changed no job, as pg-boss reads it.
            return { rows: [{ count: 0 }] };
          });
        },
      },
      schema: QUEUE_SCHEMA,
      supervise: true,
      schedule: true,
      migrate: true,
      cronMonitorIntervalSeconds: tuning.cronMonitorIntervalSeconds,
      cronWorkerIntervalSeconds: Math.min(5, tuning.cronMonitorIntervalSeconds),
    });
    this.boss.on('error', (err: unknown) => log.error({ err }, 'job queue error'));
  }

  get state(): JobQueueState {
    return this.stateValue;
  }

  /** Names this queue knows, in definition order. */
  get names(): (keyof P & string)[] {
    return Object.keys(this.definitions) as (keyof P & string)[];
  }

  /** The handler of `name` (one per name: a second one is a programming error). */
  work<N extends keyof P & string>(name: N, handler: JobHandler<P[N]>): void {
    if (this.registration.handlers.has(name)) {
      throw new Error(`job "${name}" already has a handler`);
    }
    this.registration.handlers.set(name, handler as JobHandler<never>);
    if (this.stateValue === 'started') void this.startWorker(name).catch(this.logError(name));
  }

  /** Runs `name` with `data` on the cron `cron` (UTC), once per slot across all processes. */
  schedule<N extends keyof P & string>(name: N, cron: string, data: P[N]): void {
    this.registration.schedules.set(name, { cron, data });
    if (this.stateValue === 'started') {
      void this.boss.schedule(name, cron, data, { tz: 'UTC' }).catch(this.logError(name));
    }
  }

  /** Queues one job; its id, or null when a singleton key dropped it. */
  async send<N extends keyof P & string>(
    name: N,
    data: P[N],
    options: SendOptions = {},
  ): Promise<string | null> {
    if (this.stateValue !== 'started') {
      throw new Error(`job queue is ${this.stateValue}: cannot send "${name}"`);
    }
    return this.boss.send(name, data, {
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
  }

  async start(): Promise<void> {
    if (this.stateValue !== 'idle') return;
    this.stateValue = 'starting';
    // Processes started together on an empty database each create the queues (a partition
    // table each in pg-boss 10): concurrently they deadlock, so one at a time.
    await this.database.withAdvisoryLock(QUEUE_SETUP_LOCK_KEY, async () => {
      await this.boss.start();
      for (const name of this.names) {
        const d = this.definitions[name];
        const policy: PgBoss.QueuePolicy = d.policy ?? 'standard';
        // Creating an existing queue updates nothing; updateQueue applies changed retry rules.
        const options = {
          name,
          retryLimit: d.retryLimit,
          retryDelay: d.retryDelaySeconds,
          retryBackoff: d.retryBackoff,
          expireInSeconds: d.expireInSeconds,
          // updateQueue sets it on queues made before it was declared, too.
          policy,
        };
        await this.boss.createQueue(name, options);
        await this.boss.updateQueue(name, options);
      }
    });
    for (const name of this.registration.handlers.keys()) await this.startWorker(name);
    for (const [name, { cron, data }] of this.registration.schedules) {
      await this.boss.schedule(name, cron, data, { tz: 'UTC' });
    }
    this.stateValue = 'started';
  }

  /**
   * Stops asking for work and waits for the jobs running here, up to the shutdown bound; a
   * job still running then is failed, and retried later by whichever process is up.
   */
  async stop(): Promise<void> {
    if (this.stateValue === 'idle' || this.stateValue === 'stopped') {
      this.stateValue = 'stopped';
      return;
    }
    this.stateValue = 'stopped';
    await this.boss.stop({
      graceful: true,
      wait: true,
      close: false,
      timeout: this.tuning.shutdownTimeoutMs,
    });
    this.shutDown = true;
  }

  /** Jobs by name and state (metrics, health); names without jobs have zeros. */
  async counts(): Promise<JobCounts[]> {
    const { rows } = await this.database.executeSql(
      `select name, state, count(*)::int as count from ${QUEUE_SCHEMA}.job
        where state in ('created', 'retry', 'active', 'failed') group by name, state`,
    );
    const byName = new Map<string, JobCounts>(
      this.names.map((name) => [name, { name, created: 0, retry: 0, active: 0, failed: 0 }]),
    );
    for (const row of rows as { name: string; state: string; count: number | string }[]) {
      const entry = byName.get(row.name);
      if (!entry) continue; // pg-boss's own queues (its cron relay)
      if (row.state === 'created' || row.state === 'retry') {
        entry[row.state] += Number(row.count);
      } else if (row.state === 'active' || row.state === 'failed') {
        entry[row.state] += Number(row.count);
      }
    }
    return [...byName.values()];
  }

  private async startWorker(name: keyof P & string): Promise<void> {
    const handler = this.registration.handlers.get(name) as JobHandler<P[typeof name]>;
    await this.boss.work<P[typeof name]>(
      name,
      {
        batchSize: 1,
        pollingIntervalSeconds: this.tuning.pollingIntervalSeconds,
        includeMetadata: true,
      },
      async ([job]) => {
        if (!job) return;
        try {
          await handler(job.data, { id: job.id, retryCount: job.retryCount });
        } catch (err) {
          this.log.warn({ err, job: name, jobId: job.id }, 'job failed');
          throw err;
        }
      },
    );
  }

  private logError(name: string) {
    return (err: unknown) => this.log.error({ err, job: name }, 'job queue call failed');
  }
}

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work that runs after the answer is sent (see BackgroundTasks). */
    backgroundTasks: BackgroundTasks;
  }
}

/**
 * Work taken off the request path, so that the answer's timing cannot depend on it: a
 * password reset for a registered address and one for an unknown address must take the same
 * time, or the difference tells which accounts exist. A failure is logged, never answered.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /**
   * Starts `task` once the current turn of the event loop (and so the answer) is done. Pass
   * the request's logger (`request.log`) when a request starts it: a failure is then logged
   * with that request's id.
   */
  run(name: string, task: () => Promise<void>, log: FastifyBaseLogger = this.log): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((err: unknown) => log.error({ err }, `background task "${name}" failed`))
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  /** Resolves when every task started so far, and any they started, has finished. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}

/** Decorates `app.backgroundTasks`; closing the app waits for the tasks in flight. */
export const backgroundTasksPlugin = fp(
  async (app: FastifyInstance) => {
    const tasks = new BackgroundTasks(app.log);
    app.decorate('backgroundTasks', tasks);
    app.addHook('onClose', async () => tasks.settled());
  },
  { name: 'background-tasks' },
);

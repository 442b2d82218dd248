import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PgliteMaintenance } from './pglite-maintenance';

declare module 'fastify' {
  interface FastifyInstance {
    /** Periodic VACUUM (ANALYZE) of the embedded database; null on PostgreSQL or when off. */
    pgliteMaintenance: PgliteMaintenance | null;
  }
}

/**
 * Starts PGlite maintenance when the app is ready (after server.ts has migrated and seeded)
 * and stops it on close, waiting for a run in progress, before server.ts closes the
 * database and releases the data-folder lock. PostgreSQL is left to its own autovacuum.
 */
export const maintenancePlugin = fp(
  async (app: FastifyInstance) => {
    const { config, database } = app;
    const maintenance =
      database.driver === 'pglite' && config.pgliteMaintenanceIntervalMs > 0
        ? new PgliteMaintenance({
            db: database.db,
            intervalMs: config.pgliteMaintenanceIntervalMs,
            log: app.log,
          })
        : null;
    app.decorate('pgliteMaintenance', maintenance);
    if (maintenance === null) return;
    app.addHook('onReady', async () => {
      maintenance.start();
    });
    app.addHook('onClose', async () => {
      await maintenance.stop();
    });
  },
  { name: 'pglite-maintenance' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { writeOnlineBackup } from './online-backup';
import { PgliteMaintenance } from './pglite-maintenance';

declare module 'fastify' {
  interface FastifyInstance {
    /** Periodic VACUUM (ANALYZE) of the embedded database; null on PostgreSQL or when off. */
    pgliteMaintenance: PgliteMaintenance | null;
  }
}

/**
 * Schedules the embedded database's own backups when PGLITE_BACKUP_DIR is set, and starts
 * PGlite maintenance when the app is ready (after server.ts has migrated and seeded)
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
    const backup = config.pgliteBackup;
    if (database.dumpOnline !== null && backup.dir !== null) {
      const dir = backup.dir;
      app.jobs.work('pglite-backup', async () => {
        const result = await writeOnlineBackup(database, dir, backup.keep);
        app.log.info({ ...result }, `PGlite backup: ${result.file}, ${result.bytes} bytes`);
      });
      app.jobs.schedule('pglite-backup', backup.cron, {});
    }
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

import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError, lockDataDir, type ReleaseLock } from './db/lock';
import { ConfigError, demoExposureWarning, loadServerConfig } from './env';
import { migrateAndSeed } from './seed/startup';

/**
 * Process entry: config, data-folder lock, database, migrations, seed, listen; and the
 * reverse on SIGINT/SIGTERM. Everything else lives in buildApp so tests never need this file.
 */
async function main(): Promise<void> {
  const config = loadServerConfig();
  let release: ReleaseLock | null = null;
  let database: Database | null = null;
  let built: FastifyInstance | null = null;

  if (config.databaseUrl === null) {
    // PGlite has no lock of its own: a second process on the folder would corrupt it.
    release = await lockDataDir(config.dataDir, {
      onCompromised: (err) => {
        console.error(`data folder lock lost: ${err.message}; exiting to protect the database`);
        process.exit(1);
      },
    });
  }
  try {
    database = await openDatabase(config);
    // buildApp reads nothing from the database, so the app (and its logger) exists before
    // the migrations; it answers nothing until listen below.
    const app = await buildApp({ config, database });
    built = app;
    await migrateAndSeed(database, {
      demo: config.demoMode,
      log: (m) => app.log.info(m),
      mediaDir: config.mediaDir,
    });

    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal} received, draining for ${config.shutdownDrainMs} ms, then closing`);
      try {
        // The listener stays open while the proxy learns to send elsewhere (http/drain.ts):
        // closing it at once resets the requests already on their way in.
        app.drain.start();
        if (config.shutdownDrainMs > 0) {
          await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
        }
        // Also stops PGlite maintenance, waiting for a run in progress, so the database is
        // closed below with no statement running.
        await app.close();
        await database?.close();
        await release?.();
        process.exit(0);
      } catch (err) {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      }
    };
    process.once('SIGINT', () => void shutdown('SIGINT'));
    process.once('SIGTERM', () => void shutdown('SIGTERM'));

    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      `database: ${database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}; demo mode ${config.demoMode ? 'on' : 'off'}`,
    );
    const warning = demoExposureWarning(config);
    if (warning !== null) app.log.warn(warning);
  } catch (err) {
    // listen() readies the app, which starts the maintenance timer, before it can fail.
    await built?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    await release?.().catch(() => undefined);
    throw err;
  }
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError || err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});

import type { SeedModule } from '..';
import { seedDemoCatalog } from './catalog-seed';
import { ensureImagePool } from './render-images';

/**
 * Demo developers, projects, agents and listings with generated pictures. Needs a media
 * folder to write the pictures to; without one (test apps) it does nothing, so every test file
 * starts from reference data and inserts the rows it asserts on.
 */
export const demoCatalogSeed: SeedModule = {
  name: 'demo catalog',
  demoOnly: true,
  async run({ db, log, mediaDir }) {
    if (!mediaDir) return;
    const started = Date.now();
    await ensureImagePool(mediaDir);
    const { inserted } = await seedDemoCatalog(db);
    if (inserted > 0) {
      log(
        `seed: demo catalog, ${inserted} listings in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
  },
};

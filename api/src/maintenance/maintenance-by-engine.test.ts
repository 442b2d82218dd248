import { createTestApp } from '../test/test-app';

// On the engine of the run: PGlite by default, PostgreSQL under test:pg.
describe('PGlite maintenance by engine', () => {
  it('is off on PostgreSQL (its autovacuum does it) and with an interval of 0', async () => {
    const configured = await createTestApp({ env: { PGLITE_MAINTENANCE_INTERVAL_MINUTES: '360' } });
    const off = await createTestApp({ env: { PGLITE_MAINTENANCE_INTERVAL_MINUTES: '0' } });
    try {
      if (configured.database.driver === 'postgres') {
        expect(configured.app.pgliteMaintenance).toBeNull();
      } else {
        expect(configured.app.pgliteMaintenance?.scheduled).toBe(true);
      }
      expect(off.app.pgliteMaintenance).toBeNull();
    } finally {
      await Promise.all([configured.close(), off.close()]);
    }
    expect(configured.app.pgliteMaintenance?.scheduled ?? false).toBe(false);
  });
});

import { count } from 'drizzle-orm';
import { amenities, currencyRates, locations, users } from '../db/schema';
import { loadConfig } from '../env';
import { errorBody, createTestApp, type TestApp } from '../test/test-app';
import { runSeeds } from '.';

describe('seed', () => {
  let demo: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    [demo, production] = await Promise.all([
      createTestApp({ demo: true }),
      // Production on the embedded database: the configuration that once seeded the demo admin.
      createTestApp({ env: { NODE_ENV: 'production' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([demo.close(), production.close()]);
  });

  it('creates the demo accounts in demo mode', async () => {
    const rows = await demo.database.db
      .select({ email: users.email, role: users.role, name: users.name })
      .from(users);
    expect(rows).toEqual(
      expect.arrayContaining([
        { email: 'admin@example.com', role: 'admin', name: 'Anna Admin' },
        { email: 'broker@example.com', role: 'broker', name: 'Boris Broker' },
        { email: 'developer@example.com', role: 'developer', name: 'Dara Developer' },
      ]),
    );
    const res = await demo.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'developer@example.com', password: 'Phuket-demo-2024' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('creates no user in production mode', async () => {
    expect(production.config.demoMode).toBe(false);
    const [row] = await production.database.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(0);
    const res = await production.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@example.com', password: 'Phuket-demo-2024' },
    });
    expect(res.statusCode).toBe(422);
    expect((await production.app.inject({ method: 'GET', url: '/config.json' })).json().demo).toBe(
      false,
    );
  });

  it('serves no outbox in production mode, so a reset code cannot be read back', async () => {
    const forgot = await production.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'admin@example.com' },
    });
    expect(forgot.statusCode).toBeLessThan(300);
    const outbox = await production.app.inject({
      method: 'GET',
      url: '/api/demo/outbox?to=admin@example.com',
    });
    expect(outbox.statusCode).toBe(404);
    expect(errorBody(outbox)).toEqual({ message: expect.any(String) });
  });

  it('seeds rates, Phuket locations and amenities in both modes', async () => {
    for (const t of [demo, production]) {
      const rates = await t.database.db.select().from(currencyRates);
      const rate = (c: string) => Number(rates.find((r) => r.currency === c)?.rateToThb);
      expect(rate('THB')).toBe(1);
      expect(1 / rate('USD')).toBeCloseTo(32.6, 1);
      expect(rate('EUR')).toBeGreaterThan(0.025);
      const names = (await t.database.db.select({ name: locations.name }).from(locations)).map(
        (r) => r.name,
      );
      expect(names).toEqual(
        expect.arrayContaining(['Patong', 'Kata', 'Rawai', 'Nai Harn', 'Bang Tao', 'Phuket Town']),
      );
      const amenityNames = (
        await t.database.db.select({ name: amenities.name }).from(amenities)
      ).map((r) => r.name);
      expect(amenityNames).toEqual(
        expect.arrayContaining(['Swimming pool', 'Gym', 'Sea view', 'Security 24/7']),
      );
    }
  });

  it('is idempotent', async () => {
    const countAll = async () => {
      const db = demo.database.db;
      const [[u], [l], [a], [r]] = await Promise.all([
        db.select({ n: count() }).from(users),
        db.select({ n: count() }).from(locations),
        db.select({ n: count() }).from(amenities),
        db.select({ n: count() }).from(currencyRates),
      ]);
      return [u?.n, l?.n, a?.n, r?.n];
    };
    const before = await countAll();
    await runSeeds({ db: demo.database.db, demo: true, log: () => undefined });
    await runSeeds({ db: demo.database.db, demo: true, log: () => undefined });
    expect(await countAll()).toEqual(before);
  });
});

describe('demo mode default', () => {
  it('is on in development and tests, off in production whatever the database', () => {
    expect(loadConfig({}).demoMode).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoMode).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' }).demoMode).toBe(
      false,
    );
    expect(loadConfig({ DEMO_MODE: 'false' }).demoMode).toBe(false);
  });

  it('cannot be asked for in production', () => {
    for (const env of [
      { NODE_ENV: 'production', DEMO_MODE: 'true' },
      { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', DEMO_MODE: 'on' },
    ]) {
      expect(() => loadConfig(env)).toThrow(/DEMO_MODE cannot be on when NODE_ENV=production/);
    }
  });
});

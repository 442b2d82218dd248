import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ConfigError,
  demoExposureWarning,
  ENV_SCHEMA,
  isLoopbackHost,
  loadConfig,
  loadServerConfig,
} from './env';
import { ENV_DOC, envTableIn, renderEnvTable, withEnvTable } from './env-docs';

describe('config', () => {
  it('has working defaults', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.dataDir).toBe(path.resolve('/srv/app/data'));
    expect(c.mediaDir).toBe(path.resolve('/srv/app/data/media'));
    expect(c.databaseUrl).toBeNull();
    expect(c.publicMediaPrefix).toBe('/media');
    expect(c.remotes['mfe-presentations']).toBe('/remotes/mfe-presentations/mf-manifest.json');
    expect(c.siteRoot).toBe(path.resolve(__dirname, '..', '..'));
    expect(c.trustProxy).toBe(false);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.publicUrlDefaulted).toBe(true);
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it('keeps PUBLIC_URL without its trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://wowphuket.example/' }).publicUrl).toBe(
      'https://wowphuket.example',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://wowphuket.example/' }).publicUrlDefaulted).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://example.com/site/' }).publicUrl).toBe(
      'https://example.com/site',
    );
  });

  it('reads overrides', () => {
    const c = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: 'var/db',
        REMOTE_MFE_CATALOG_URL: 'https://cdn.example.com/catalog/mf-manifest.json',
        PUBLIC_MEDIA_PREFIX: 'https://media.example.com/',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'WARN',
      },
      '/srv/app',
    );
    expect(c.port).toBe(8080);
    expect(c.dataDir).toBe(path.resolve('/srv/app/var/db'));
    expect(c.remotes['mfe-catalog']).toBe('https://cdn.example.com/catalog/mf-manifest.json');
    expect(c.remotes['mfe-account']).toBe('/remotes/mfe-account/mf-manifest.json');
    expect(c.publicMediaPrefix).toBe('https://media.example.com');
    expect(c.trustProxy).toBe(true);
    expect(c.logLevel).toBe('warn');
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ DEMO_MODE: 'maybe' }, /DEMO_MODE/],
    [{ SMTP_URL: 'not a url' }, /SMTP_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ PUBLIC_URL: 'www.example.com' }, /PUBLIC_URL/],
    [{ PUBLIC_URL: 'ftp://example.com' }, /PUBLIC_URL/],
    [{ PUBLIC_URL: 'https://example.com/?a=1' }, /PUBLIC_URL/],
  ])('refuses %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

const good = 'a'.repeat(24) + '0123456789abcdef';
const PUBLIC_URL = 'https://wowphuket.example';

describe('CODE_SECRET', () => {
  it('refuses to start a production server without it, and says how to make one', () => {
    for (const env of [
      { NODE_ENV: 'production', PUBLIC_URL },
      { NODE_ENV: 'production', PUBLIC_URL, DATABASE_URL: 'postgres://db/x' },
      { NODE_ENV: 'production', PUBLIC_URL, CODE_SECRET: '   ' },
    ]) {
      expect(() => loadServerConfig(env)).toThrow(ConfigError);
      expect(() => loadServerConfig(env)).toThrow(
        /CODE_SECRET must be set when NODE_ENV=production/,
      );
      expect(() => loadServerConfig(env)).toThrow(/openssl rand -hex 32/);
    }
  });

  it('refuses a short one in production', () => {
    const env = { NODE_ENV: 'production', CODE_SECRET: 'only-twenty-chars-xx' };
    expect(() => loadServerConfig(env)).toThrow(ConfigError);
    expect(() => loadServerConfig(env)).toThrow(/CODE_SECRET must be at least 32 characters/);
  });

  it('starts a production server with a good one', () => {
    const c = loadServerConfig({ NODE_ENV: 'production', CODE_SECRET: good, PUBLIC_URL });
    expect(c.codeSecret).toBe(good);
    expect(c.codeSecretGenerated).toBe(false);
  });

  it('makes up a per-process key outside production', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) {
      const a = loadServerConfig(env);
      const b = loadServerConfig(env);
      expect(a.codeSecretGenerated).toBe(true);
      expect(a.codeSecret.length).toBeGreaterThanOrEqual(32);
      expect(a.codeSecret).not.toBe(b.codeSecret);
    }
  });
});

describe('PUBLIC_URL in production', () => {
  it('refuses to start a production server without it, whatever the database', () => {
    for (const env of [
      { NODE_ENV: 'production', CODE_SECRET: good },
      { NODE_ENV: 'production', CODE_SECRET: good, DATABASE_URL: 'postgres://db/x' },
      { NODE_ENV: 'production', CODE_SECRET: good, PUBLIC_URL: '  ' },
    ]) {
      expect(() => loadServerConfig(env)).toThrow(ConfigError);
      expect(() => loadServerConfig(env)).toThrow(
        /PUBLIC_URL must be set when NODE_ENV=production/,
      );
    }
  });

  it('is not needed outside production', () => {
    expect(loadServerConfig({ NODE_ENV: 'development' }).publicUrl).toBe('http://localhost:3000');
  });
});

describe('isLoopbackHost', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['localhost', true],
    ['::1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.5', false],
    ['1127.0.0.1', false],
  ])('%s -> %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});

describe('demoExposureWarning', () => {
  it('warns loudly when demo mode listens beyond loopback', () => {
    expect(demoExposureWarning({ demoMode: true, host: '0.0.0.0' })).toMatch(
      /DEMO MODE is on .*0\.0\.0\.0.*published password/,
    );
  });

  it('stays quiet on loopback or without demo mode', () => {
    expect(demoExposureWarning({ demoMode: true, host: '127.0.0.1' })).toBeNull();
    expect(demoExposureWarning({ demoMode: false, host: '0.0.0.0' })).toBeNull();
  });
});

describe('PGLITE_BACKUP_DIR, PGLITE_BACKUP_CRON and PGLITE_BACKUP_KEEP', () => {
  it('are off by default, daily at 03:00 UTC keeping 7 once a folder is given', () => {
    expect(loadConfig({}).pgliteBackup).toEqual({ dir: null, cron: '0 3 * * *', keep: 7 });
    expect(
      loadConfig(
        {
          PGLITE_BACKUP_DIR: 'backups',
          PGLITE_BACKUP_CRON: '30 */6 * * 1-5',
          PGLITE_BACKUP_KEEP: '14',
        },
        '/srv/phuket',
      ).pgliteBackup,
    ).toEqual({ dir: '/srv/phuket/backups', cron: '30 */6 * * 1-5', keep: 14 });
  });

  it.each(['daily', '0 3 * *', '0 3 * * * *', '0 3 * * MON; rm'])(
    'refuses the cron "%s"',
    (cron) => {
      expect(() => loadConfig({ PGLITE_BACKUP_CRON: cron })).toThrow(
        /PGLITE_BACKUP_CRON must be a five-field cron expression/,
      );
    },
  );

  it.each(['0', '-1', '1.5', 'all', '366'])('refuses keeping "%s"', (keep) => {
    expect(() => loadConfig({ PGLITE_BACKUP_KEEP: keep })).toThrow(
      /PGLITE_BACKUP_KEEP must be a whole number from 1 to 365/,
    );
  });
});

describe('PGLITE_MAINTENANCE_INTERVAL_MINUTES', () => {
  it('defaults to 6 hours, off under NODE_ENV=test', () => {
    expect(loadConfig({}).pgliteMaintenanceIntervalMs).toBe(6 * 60 * 60_000);
    expect(loadConfig({ NODE_ENV: 'production' }).pgliteMaintenanceIntervalMs).toBe(
      6 * 60 * 60_000,
    );
    expect(loadConfig({ NODE_ENV: 'test' }).pgliteMaintenanceIntervalMs).toBe(0);
  });

  it('reads whole minutes, 0 = off', () => {
    const read = (v: string) =>
      loadConfig({ PGLITE_MAINTENANCE_INTERVAL_MINUTES: v }).pgliteMaintenanceIntervalMs;
    expect(read('0')).toBe(0);
    expect(read('90')).toBe(90 * 60_000);
    expect(read('10080')).toBe(7 * 24 * 60 * 60_000);
    expect(
      loadConfig({ NODE_ENV: 'test', PGLITE_MAINTENANCE_INTERVAL_MINUTES: '30' })
        .pgliteMaintenanceIntervalMs,
    ).toBe(30 * 60_000);
  });

  it.each(['-1', '1.5', 'six', '6h', '10081', '1e9'])('refuses "%s"', (value) => {
    const env = { PGLITE_MAINTENANCE_INTERVAL_MINUTES: value };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(
      /PGLITE_MAINTENANCE_INTERVAL_MINUTES must be a whole number of minutes from 0 \(off\) to 10080/,
    );
  });
});

describe('RATE_LIMIT_STORE and REDIS_URL', () => {
  const pg = 'postgres://u:p@db:5432/phuket';

  it('defaults to redis with REDIS_URL, else database with DATABASE_URL, else memory', () => {
    expect(loadConfig({}).rateLimitStore).toBe('memory');
    expect(loadConfig({ DATABASE_URL: pg }).rateLimitStore).toBe('database');
    const both = loadConfig({ DATABASE_URL: pg, REDIS_URL: 'redis://cache:6379/0' });
    expect(both.rateLimitStore).toBe('redis');
    expect(both.redisUrl).toBe('redis://cache:6379/0');
    expect(
      loadConfig({ REDIS_URL: 'rediss://cache:6380', RATE_LIMIT_STORE: 'memory' }).rateLimitStore,
    ).toBe('memory');
  });

  it('refuses a store it does not know, redis without a URL, and a URL that is not Redis', () => {
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'memcached' })).toThrow(
      'RATE_LIMIT_STORE must be one of memory, database, redis, got "memcached".',
    );
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(
      'RATE_LIMIT_STORE=redis needs REDIS_URL.',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(ConfigError);
  });
});

describe('SHUTDOWN_DRAIN_MS', () => {
  it('defaults to 3 s on PostgreSQL, 0 on PGlite (one process, nobody to hand traffic to)', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/phuket' }).shutdownDrainMs).toBe(3000);
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
  });

  it('reads whole milliseconds, 0 = no drain', () => {
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(
      loadConfig({ SHUTDOWN_DRAIN_MS: '1500', DATABASE_URL: 'postgres://db/phuket' })
        .shutdownDrainMs,
    ).toBe(1500);
  });

  it.each(['-1', '1.5', 'soon', '120001'])('refuses "%s"', (value) => {
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: value })).toThrow(
      /SHUTDOWN_DRAIN_MS must be a whole number of milliseconds from 0 \(no drain\) to 120000/,
    );
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to 10 and reads a whole number', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
  });

  // 1 would deadlock a start: the migration lock holds one connection while migrating needs one.
  it.each(['1', '0', '2.5', 'many', '201'])('refuses "%s"', (value) => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(
      /DATABASE_POOL_SIZE must be a whole number from 2 to 200/,
    );
  });
});

describe('the schema', () => {
  it.each([
    ['PORT', '-1', 'a whole number from 0 to 65535'],
    ['PORT', '65536', 'a whole number from 0 to 65535'],
    ['PORT', 'eighty', 'a whole number from 0 to 65535'],
    ['PORT', '80.5', 'a whole number from 0 to 65535'],
    ['JOBS_SHUTDOWN_TIMEOUT_SECONDS', '0', 'a whole number of seconds from 1 to 3600'],
    ['LISTING_CACHE_TTL_MS', '60001', 'a whole number of milliseconds from 0 (off) to 60000'],
    ['LOG_LEVEL', 'loud', 'one of fatal, error, warn, info, debug, trace, silent'],
    ['PUBLIC_SOURCE_MAPS', 'sometimes', 'true or false'],
    ['IP_LOOKUP_URL', 'lookup.example.com', 'an absolute URL'],
  ])('refuses %s=%s, naming what it accepts and what it got', (name, value, accepts) => {
    const load = () => loadConfig({ [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(`${name} must be ${accepts}, got "${value}".`);
  });

  it('names every wrong variable in one error', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud', DEMO_MODE: 'maybe' })).toThrow(
      /^PORT must .*\nLOG_LEVEL must .*\nDEMO_MODE must .*$/,
    );
  });

  it('never repeats a secret in its error', () => {
    const error = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (caught) {
        return (caught as Error).message;
      }
      throw new Error('loadConfig accepted it');
    };
    expect(error({ CODE_SECRET: 'hunter2-but-short' })).not.toContain('hunter2');
    expect(error({ DATABASE_URL: 'mysql://app:hunter2@db/x' })).toBe(
      'DATABASE_URL must be a URL starting with postgres:// or postgresql://.',
    );
    expect(error({ METRICS_TOKEN: 'hunter2' })).toBe(
      'METRICS_TOKEN must be at least 16 characters long; make one with `openssl rand -hex 32`.',
    );
  });

  it('reads the usual spellings of true and false, in any case, and LOG_LEVEL in any case', () => {
    const c = loadConfig({
      RATE_LIMIT_DISABLED: 'YES',
      PUBLIC_SOURCE_MAPS: 'On',
      LOG_LEVEL: 'Debug',
    });
    expect([c.rateLimitDisabled, c.publicSourceMaps, c.logLevel]).toEqual([true, true, 'debug']);
    expect(loadConfig({ DEMO_MODE: '0' }).demoMode).toBe(false);
    expect(loadConfig({ DEMO_MODE: 'off' }).demoMode).toBe(false);
    expect(loadConfig({ DEMO_MODE: '1' }).demoMode).toBe(true);
  });

  it('takes a blank value for unset, and trims the others', () => {
    const c = loadConfig({ PORT: '  ', LOG_LEVEL: '', DATABASE_POOL_SIZE: ' 25 ' });
    expect([c.port, c.logLevel, c.databasePoolSize]).toEqual([3000, 'info', 25]);
  });

  it('checks a variable that is set even when what reads it is off', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});

/** Every variable loadConfig reads, found by reading them: it runs on an environment that records each name asked for. */
function variablesRead(): string[] {
  const seen = new Set<string>();
  const env = new Proxy({} as Record<string, string>, {
    get(target, key) {
      if (typeof key === 'string') seen.add(key);
      return target[key as string];
    },
  });
  loadConfig(env);
  return [...seen].sort();
}

describe("docs/deploy.md's table of variables", () => {
  it('the schema declares every variable loadConfig reads', () => {
    expect(variablesRead()).toEqual(Object.keys(ENV_SCHEMA.properties).sort());
    expect(variablesRead()).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'S3_SECRET_ACCESS_KEY', 'REMOTE_MFE_CATALOG_URL']),
    );
  });

  it('lists every variable of the schema once', () => {
    const names = renderEnvTable()
      .split('\n')
      .slice(2)
      .flatMap((row) => [...(row.split(' | ')[0] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)])
      .map((match) => match[1]);
    expect(names).toEqual(Object.keys(ENV_SCHEMA.properties));
  });

  // When this fails, run `pnpm --filter @phuket/api docs:env` and commit docs/deploy.md.
  it('is the table the schema writes', () => {
    expect(envTableIn(readFileSync(ENV_DOC, 'utf8'))).toBe(renderEnvTable());
  });

  it('is rewritten between its markers only, and a doc without them is refused', () => {
    const doc = readFileSync(ENV_DOC, 'utf8');
    expect(withEnvTable(doc)).toBe(doc);
    const stale = doc.replace(/^\| `PORT`.*\n/m, '');
    expect(stale).not.toBe(doc);
    expect(envTableIn(stale)).not.toBe(renderEnvTable());
    expect(withEnvTable(stale)).toBe(doc);
    expect(() => withEnvTable('# Deploy\n\nno table here\n')).toThrow(/env-table markers/);
  });
});

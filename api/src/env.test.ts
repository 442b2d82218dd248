import path from 'node:path';
import { ConfigError, loadConfig } from './env';

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
    expect(c.publicUrl).toBeNull();
  });

  it('keeps PUBLIC_URL without its trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://wowphuket.example/' }).publicUrl).toBe(
      'https://wowphuket.example',
    );
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

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { declaredRoutes } from '../test/area-routes';
import { createTestApp, errorBody, type TestApp } from '../test/test-app';

/*
 * Releasing and rolling back one area on a running API (site/releases.ts, scripts/release.mjs,
 * docs/deploy.md): the real release command run as a process, the API answering from the
 * folders it writes, without a restart. The browser's side (pages already open keep their
 * release) is e2e/tests/area-release.spec.ts.
 */

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const RELEASE_SCRIPT = path.join(repoRoot, 'scripts', 'release.mjs');
const COMMIT_A = 'a'.repeat(40);
const COMMIT_B = 'b'.repeat(40);
const ID_A = `1.0.0-${'a'.repeat(12)}`;
const ID_B = `1.1.0-${'b'.repeat(12)}`;

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** A build of mfe-account as its webpack build lays it out, `marker` in its entry. */
function writeBuild(
  dir: string,
  { version, shared, commit }: { version: string; shared: string; commit: string },
  marker: string,
): void {
  write(path.join(dir, 'dist/remoteEntry.js'), `var mfe_account = ${JSON.stringify(marker)};`);
  write(path.join(dir, 'dist/mf-manifest.json'), JSON.stringify({ id: 'mfe_account', marker }));
  write(path.join(dir, 'dist/381.0123456789.js'), `var chunk = ${JSON.stringify(marker)};`);
  write(
    path.join(dir, 'dist/build-info.json'),
    JSON.stringify({ area: 'mfe-account', version, shared, commit, dirty: false, builtAt: marker }),
  );
  write(
    path.join(dir, 'dist/routes.json'),
    JSON.stringify({ area: 'mfe-account', routes: declaredRoutes('mfe-account') }),
  );
}

let siteRoot: string;
let releasesDir: string;
let t: TestApp;

function runRelease(...args: string[]): { status: number; output: string } {
  try {
    const output = execFileSync(process.execPath, [RELEASE_SCRIPT, ...args], {
      env: { ...process.env, RELEASES_DIR: releasesDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    }).toString();
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stderr: Buffer };
    return { status: failed.status, output: failed.stderr.toString() };
  }
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function configOf(): Promise<{
  remotes: Record<string, string>;
  builds: Record<string, { version: string; commit: string; release: string | null } | null>;
}> {
  const res = await get('/config.json');
  expect(res.statusCode).toBe(200);
  return res.json();
}

beforeAll(async () => {
  siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-releases-'));
  releasesDir = path.join(siteRoot, 'releases');
  write(path.join(siteRoot, 'shell/dist/index.html'), '<!doctype html><title>x</title>');
  write(
    path.join(siteRoot, 'shell/dist/build-info.json'),
    JSON.stringify({ area: 'shell', version: '0.3.0', commit: COMMIT_A }),
  );
  writeBuild(
    path.join(siteRoot, 'mfe-account'),
    { version: '1.0.0', shared: '1.0.0', commit: COMMIT_A },
    'A',
  );
  writeBuild(
    path.join(siteRoot, 'next-account'),
    { version: '1.1.0', shared: '1.3.0', commit: COMMIT_B },
    'B',
  );
  t = await createTestApp({ demo: false, env: { SITE_ROOT: siteRoot } });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

describe('one area released and rolled back on a running API', () => {
  it('serves the area from its own build until it has a release', async () => {
    const config = await configOf();
    expect(config.remotes['mfe-account']).toBe('/remotes/mfe-account/mf-manifest.json');
    expect(config.builds['mfe-account']).toEqual({
      version: '1.0.0',
      commit: COMMIT_A,
      shared: '1.0.0',
      release: null,
    });
    // A build-info.json from before builds named their @phuket/shared: null, not refused.
    expect(config.builds.shell).toEqual({
      version: '0.3.0',
      commit: COMMIT_A,
      shared: null,
      release: null,
    });
    // Not built here: nothing to name.
    expect(config.builds['mfe-catalog']).toBeNull();
    const health = await get('/api/health');
    expect(health.json().builds['mfe-account']).toEqual(config.builds['mfe-account']);
  });

  it('refuses what cannot be released, and changes nothing', async () => {
    const noBuild = runRelease('release', 'mfe-listings', '--from', path.join(siteRoot, 'none'));
    expect(noBuild.status).toBe(1);
    expect(noBuild.output).toMatch(/remoteEntry\.js is missing: build mfe-listings first/);
    const notAnArea = runRelease('release', '../shell');
    expect(notAnArea.status).toBe(1);
    expect(notAnArea.output).toMatch(/is not an area/);
    // A build of another area handed over by mistake.
    const wrongArea = runRelease(
      'release',
      'mfe-database',
      '--from',
      path.join(siteRoot, 'mfe-account'),
    );
    expect(wrongArea.status).toBe(1);
    expect(wrongArea.output).toMatch(/is a build of mfe-account, not of mfe-database/);
    const nothing = runRelease('rollback', 'mfe-account');
    expect(nothing.status).toBe(1);
    expect(nothing.output).toMatch(/has no release yet/);
    expect(fs.existsSync(path.join(releasesDir, 'mfe-database'))).toBe(false);
    expect((await configOf()).remotes['mfe-account']).toBe('/remotes/mfe-account/mf-manifest.json');
  });

  it('releases, releases again, rolls back and forward, each seen by the next request', async () => {
    const first = runRelease(
      'release',
      'mfe-account',
      '--from',
      path.join(siteRoot, 'mfe-account'),
    );
    expect(first.status).toBe(0);
    expect(first.output).toContain(`mfe-account: ${ID_A} is live (was its own build)`);
    let config = await configOf();
    expect(config.remotes['mfe-account']).toBe(
      `/remotes/mfe-account/releases/${ID_A}/mf-manifest.json`,
    );
    expect(config.builds['mfe-account']).toEqual({
      version: '1.0.0',
      commit: COMMIT_A,
      shared: '1.0.0',
      release: ID_A,
    });

    expect(
      runRelease('release', 'mfe-account', '--from', path.join(siteRoot, 'next-account')).status,
    ).toBe(0);
    config = await configOf();
    expect(config.remotes['mfe-account']).toBe(
      `/remotes/mfe-account/releases/${ID_B}/mf-manifest.json`,
    );
    expect((await get('/api/health')).json().builds['mfe-account']).toEqual({
      version: '1.1.0',
      commit: COMMIT_B,
      shared: '1.3.0',
      release: ID_B,
    });
    // Both releases' files stay: a page opened before this release still loads its chunks.
    const entryA = await get(`/remotes/mfe-account/releases/${ID_A}/remoteEntry.js`);
    expect(entryA.statusCode).toBe(200);
    expect(entryA.body).toBe('var mfe_account = "A";');
    expect(entryA.headers['cache-control']).toBe('no-cache');
    expect(entryA.headers['access-control-allow-origin']).toBe('*');
    const chunkB = await get(`/remotes/mfe-account/releases/${ID_B}/381.0123456789.js`);
    expect(chunkB.body).toBe('var chunk = "B";');
    expect(chunkB.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const back = runRelease('rollback', 'mfe-account');
    expect(back.status).toBe(0);
    expect(back.output).toContain(`mfe-account: ${ID_A} is live (was ${ID_B})`);
    expect((await configOf()).builds['mfe-account']?.release).toBe(ID_A);
    // Only one release left behind it: nothing earlier to go back to.
    const further = runRelease('rollback', 'mfe-account');
    expect(further.status).toBe(1);
    expect(further.output).toMatch(/has only one release/);

    // Forward again by name; an unknown name is refused.
    expect(runRelease('rollback', 'mfe-account', '9.9.9-nothing').status).toBe(1);
    expect(runRelease('rollback', 'mfe-account', ID_B).status).toBe(0);
    expect((await configOf()).builds['mfe-account']?.release).toBe(ID_B);
    const list = runRelease('release', 'mfe-account', '--list');
    expect(list.output.split('\n').filter(Boolean)).toEqual([`  ${ID_A}  A`, `* ${ID_B}  B`]);

    // The other areas never moved.
    expect(config.remotes['mfe-catalog']).toBe('/remotes/mfe-catalog/mf-manifest.json');
  });

  it('answers 404, never an error, for a release or file that is not there', async () => {
    for (const url of [
      '/remotes/mfe-account/releases/9.9.9-nothing/remoteEntry.js',
      `/remotes/mfe-account/releases/${ID_A}/missing.js`,
      `/remotes/mfe-account/releases/${ID_A}/`,
      `/remotes/mfe-account/releases/..%2F..%2Fshell/dist/index.html`,
      `/remotes/mfe-account/releases/${ID_A}/..%2F..%2F..%2Fshell/dist/index.html`,
      `/remotes/mfe-account/releases/%2E%2E/live.json`,
      `/remotes/mfe-catalog/releases/${ID_A}/remoteEntry.js`,
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(errorBody(res)).toHaveProperty('message');
    }
  });

  it('falls back to the area’s own build when the live pointer is broken or its folder gone', async () => {
    const live = path.join(releasesDir, 'mfe-account', 'live.json');
    const saved = fs.readFileSync(live, 'utf8');
    try {
      fs.writeFileSync(live, '{"live": "../../shell", "history": []}');
      expect((await configOf()).remotes['mfe-account']).toBe(
        '/remotes/mfe-account/mf-manifest.json',
      );
      fs.writeFileSync(live, 'not json');
      expect((await configOf()).builds['mfe-account']?.release).toBeNull();
      fs.writeFileSync(live, JSON.stringify({ live: '2.0.0-gone', history: ['2.0.0-gone'] }));
      expect((await configOf()).builds['mfe-account']).toEqual({
        version: '1.0.0',
        commit: COMMIT_A,
        shared: '1.0.0',
        release: null,
      });
    } finally {
      fs.writeFileSync(live, saved);
    }
    expect((await configOf()).builds['mfe-account']?.release).toBe(ID_B);
  });

  it('keeps an area pinned by its REMOTE_*_URL to one release, whatever is live', async () => {
    const pinned = await createTestApp({
      demo: false,
      env: {
        SITE_ROOT: siteRoot,
        REMOTE_MFE_ACCOUNT_URL: `/remotes/mfe-account/releases/${ID_A}/mf-manifest.json`,
      },
    });
    try {
      const config = (await pinned.app.inject({ method: 'GET', url: '/config.json' })).json<{
        remotes: Record<string, string>;
        builds: Record<string, { release: string | null } | null>;
      }>();
      expect(config.remotes['mfe-account']).toBe(
        `/remotes/mfe-account/releases/${ID_A}/mf-manifest.json`,
      );
      expect(config.builds['mfe-account']?.release).toBe(ID_A);
    } finally {
      await pinned.close();
    }
  });
});

// Builds only the apps whose inputs changed since their last build (`pnpm start`). Each app's
// inputs are its own files, the shared package and the lockfile; a hash of them is kept in
// the app's dist/ after a successful build (`pnpm build` stamps every app). What forces more
// than one app:
// - shared/ or the lockfile: every app (each bundles or shares it);
// - the shell: every app with a server build too, since those take @phuket/shared from the
//   shell's server build (docs/server-rendering.md).
// Paths are hashed relative to the repository, so a moved or copied clone is still current,
// and files no build reads are left out: Markdown, tests and test helpers, Jest's own files,
// the API's benches.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  'coverage',
  '.tmp',
  'test-results',
  // Test helpers (api/src/test, shared/src/test…), Jest's folders, the API's benchmarks.
  'test',
  '__tests__',
  '__mocks__',
  '__snapshots__',
  'bench',
]);
const SKIP_FILES = [
  /\.md$/i,
  // Tests, and helpers named for them (test-helpers.ts, test-drafts.ts, test-fixtures.ts…).
  /\.(test|spec)\.[cm]?[jt]sx?$/,
  /^test-[\w.-]*\.[cm]?[jt]sx?$/,
  // Jest's configuration, preset, setup and CSS stub; the type-check config of the tests.
  /^jest[.-]/,
  /^style-mock\.cjs$/,
  /^tsconfig\.test\.json$/,
];
const STAMP = '.build-inputs';

/** Whether a file can change what an app's build writes. */
export function isBuildInput(name) {
  return !SKIP_FILES.some((pattern) => pattern.test(name));
}

function hashTree(hash, root, dir) {
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) hashTree(hash, root, file);
    } else if (entry.isFile() && isBuildInput(entry.name)) {
      // Relative, with "/" whatever the system: the same tree gives the same hash anywhere.
      const name = path.relative(root, file).split(path.sep).join('/');
      hash.update(name).update('\0').update(fs.readFileSync(file)).update('\0');
    }
  }
}

export function appsOf(root) {
  const remotes = fs.readdirSync(root).filter((dir) => dir.startsWith('mfe-'));
  return ['shell', ...remotes.sort(), 'api'];
}

/** What each app's stamp must say for its dist/ to be current. */
export function wantedStamps(root, apps = appsOf(root)) {
  const common = createHash('sha256');
  hashTree(common, root, path.join(root, 'shared'));
  for (const file of ['pnpm-lock.yaml', 'tsconfig.base.json', 'package.json']) {
    common.update(fs.readFileSync(path.join(root, file)));
  }
  const commonDigest = common.digest('hex');
  return new Map(
    apps.map((app) => {
      const own = createHash('sha256');
      hashTree(own, root, path.join(root, app));
      return [app, `${commonDigest}:${own.digest('hex')}`];
    }),
  );
}

const stampOf = (root, app) => path.join(root, app, 'dist', STAMP);

/** After a full `pnpm build`: every app is current. */
export function stampAll(root) {
  for (const [app, stamp] of wantedStamps(root, appsOf(root))) {
    fs.writeFileSync(stampOf(root, app), stamp);
  }
}

/** The apps whose dist/ is not current, in `pnpm build`'s order, with their wanted stamps. */
export function staleApps(root) {
  const apps = appsOf(root);
  const wanted = wantedStamps(root, apps);
  const stale = new Set(
    apps.filter((app) => {
      try {
        return fs.readFileSync(stampOf(root, app), 'utf8') !== wanted.get(app);
      } catch {
        return true;
      }
    }),
  );
  if (stale.has('shell')) {
    for (const app of apps) {
      if (fs.existsSync(path.join(root, app, 'webpack.ssr.config.js'))) stale.add(app);
    }
  }
  return { list: apps.filter((app) => stale.has(app)), total: apps.length, wanted };
}

/** Builds the apps that are not current, in `pnpm build`'s order; returns them. */
export function buildChanged(root, { log = console.log } = {}) {
  const { list, total, wanted } = staleApps(root);
  if (list.length === 0) {
    log('build: every app is up to date');
    return [];
  }
  log(`build: ${list.join(', ')} (${total - list.length} up to date)`);
  const filters = list.flatMap((app) => ['--filter', `./${app}`]);
  const result = spawnSync('pnpm', ['-r', ...filters, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    // A failed build leaves no stamp, so the next start tries again.
    for (const app of list) fs.rmSync(stampOf(root, app), { force: true });
    throw new Error(`build failed (exit ${result.status})`);
  }
  for (const app of list) fs.writeFileSync(stampOf(root, app), wanted.get(app));
  return list;
}

const self = fileURLToPath(import.meta.url);
if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === self &&
  process.argv[2] === '--stamp-all'
) {
  stampAll(path.resolve(path.dirname(self), '..'));
}

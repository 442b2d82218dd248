// Builds only the apps whose inputs changed since their last build (`pnpm start`). Each app's
// inputs are its own files, the shared package and the lockfile; a hash of them is kept in
// the app's dist/ after a successful build (`pnpm build` stamps every app). What forces more
// than one app:
// - shared/ or the lockfile: every app (each bundles or shares it);
// - the shell: every app with a server build too, since those take @phuket/shared from the
//   shell's server build (docs/server-rendering.md).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-ssr', 'coverage', '.tmp', 'test-results']);
const STAMP = '.build-inputs';

function hashTree(hash, dir) {
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) hashTree(hash, file);
    } else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) {
      hash.update(file).update('\0').update(fs.readFileSync(file)).update('\0');
    }
  }
}

function appsOf(root) {
  const remotes = fs.readdirSync(root).filter((dir) => dir.startsWith('mfe-'));
  return ['shell', ...remotes.sort(), 'api'];
}

/** What each app's stamp must say for its dist/ to be current. */
function wantedStamps(root, apps) {
  const common = createHash('sha256');
  hashTree(common, path.join(root, 'shared'));
  for (const file of ['pnpm-lock.yaml', 'tsconfig.base.json', 'package.json']) {
    common.update(fs.readFileSync(path.join(root, file)));
  }
  const commonDigest = common.digest('hex');
  return new Map(
    apps.map((app) => {
      const own = createHash('sha256');
      hashTree(own, path.join(root, app));
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

/** Builds the apps that are not current, in `pnpm build`'s order; returns them. */
export function buildChanged(root, { log = console.log } = {}) {
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
  if (stale.size === 0) {
    log('build: every app is up to date');
    return [];
  }
  const list = apps.filter((app) => stale.has(app));
  log(`build: ${list.join(', ')} (${apps.length - list.length} up to date)`);
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

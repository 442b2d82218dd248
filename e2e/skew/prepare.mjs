// The last release's builds, beside today's, for the skew test (e2e/skew/README.md): its commit
// (last-release.json) taken out of git into the cache (cacheDir()/<commit>/), installed and
// built once; a later run, from any clone on this machine, reuses them (marked built). An app whose build inputs are the
// same at both commits (build-changed.mjs's stamps) is not built again: today's build is it.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appsOf, wantedStamps } from '../../scripts/build-changed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUILT = '.skew-built';

export class SkewError extends Error {}

/** The commit of the release live now, as the last release recorded it. */
export function lastRelease() {
  const file = path.join(root, 'e2e', 'skew', 'last-release.json');
  const recorded = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof recorded.commit !== 'string' || !/^[0-9a-f]{40}$/.test(recorded.commit)) {
    throw new SkewError(`${file}: "commit" must be a full 40-character commit id`);
  }
  return recorded;
}

/**
 * Outside the clone, so every clone on this machine (CI's fresh ones too) builds a release
 * once: SKEW_CACHE_DIR, else the user's cache folder.
 */
export function cacheDir() {
  if (process.env.SKEW_CACHE_DIR) return path.resolve(process.env.SKEW_CACHE_DIR);
  const cache = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(cache, 'phuket', 'skew');
}

function git(args, options = {}) {
  return execFileSync('git', args, { cwd: root, ...options });
}

/** The commit's objects are here; a shallow clone fetches its history first. */
function ensureCommit(commit) {
  const has = () =>
    spawnSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: root }).status === 0;
  if (has()) return;
  const shallow = git(['rev-parse', '--is-shallow-repository']).toString().trim() === 'true';
  if (shallow)
    spawnSync('git', ['fetch', '--quiet', '--unshallow'], { cwd: root, stdio: 'inherit' });
  if (!has()) {
    throw new SkewError(
      `the last release's commit ${commit} is not in this clone: the skew test builds it (clone with history)`,
    );
  }
}

function run(command, args, cwd, env = {}) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    throw new SkewError(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status})`);
  }
}

/**
 * The last release's tree with every app built: {commit, dir, built: [...], reused: [...]}.
 * Built with BUILD_COMMIT set, so its build-info.json names the release's commit.
 */
export function prepareLastRelease({ log = console.log } = {}) {
  const { commit } = lastRelease();
  const dir = path.join(cacheDir(), commit);
  if (fs.existsSync(path.join(dir, BUILT))) {
    log(`skew: the last release (${commit.slice(0, 12)}) is built already in ${dir}`);
    return { commit, dir, built: [], reused: [] };
  }
  ensureCommit(commit);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  // The tree as committed, without a second checkout's bookkeeping.
  const archive = git(['archive', '--format=tar', commit], { maxBuffer: 512 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent'], dir);

  const apps = appsOf(dir);
  const before = wantedStamps(dir, apps);
  const today = wantedStamps(root, appsOf(root));
  const reused = [];
  const toBuild = [];
  for (const app of apps) {
    // SKEW_BUILD_ALL=true builds every app even so (to time or check the build of a release).
    const same = before.get(app) === today.get(app) && process.env.SKEW_BUILD_ALL !== 'true';
    const todayDist = path.join(root, app, 'dist');
    if (same && fs.existsSync(todayDist)) {
      // The API's build runs on the shared contract compiled beside it (its build makes both).
      const folders = [
        [app, 'dist'],
        [app, 'dist-ssr'],
        ...(app === 'api' ? [['shared', 'dist', 'contract']] : []),
      ];
      for (const folder of folders) {
        const from = path.join(root, ...folder);
        if (fs.existsSync(from)) fs.cpSync(from, path.join(dir, ...folder), { recursive: true });
      }
      reused.push(app);
    } else {
      toBuild.push(app);
    }
  }
  if (toBuild.length > 0) {
    const filters = toBuild.flatMap((app) => ['--filter', `./${app}`]);
    // SKIP_PRECOMPRESS: the skew test reads no .br/.gz copies; brotli 11 is most of a build.
    run('pnpm', ['-r', ...filters, 'build'], dir, {
      BUILD_COMMIT: commit,
      SKIP_PRECOMPRESS: 'true',
    });
  }
  fs.writeFileSync(path.join(dir, BUILT), `${new Date().toISOString()}\n`);
  log(
    `skew: the last release (${commit.slice(0, 12)}): built ${toBuild.join(', ') || 'nothing'}; ` +
      `today's build reused for ${reused.join(', ') || 'nothing'}`,
  );
  return { commit, dir, built: toBuild, reused };
}

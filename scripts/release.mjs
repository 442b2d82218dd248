// `pnpm release <area>` and `pnpm rollback <area>`: one remote released, or rolled back, on a
// running site, without a restart and without touching the other areas. A release is a copy of
// a build kept beside the earlier ones; live.json says which one is served. The API reads the
// same layout (api/src/site/releases.ts); docs/deploy.md, "Releasing one area".
//
//   pnpm release mfe-catalog                 the area's current build (mfe-catalog/dist, dist-ssr)
//   pnpm release mfe-catalog --from DIR      a build made elsewhere (DIR/dist, DIR/dist-ssr)
//   pnpm release mfe-catalog --list          its releases, the live one marked
//   pnpm rollback mfe-catalog                back to the release live before this one
//   pnpm rollback mfe-catalog 1.2.0-3f9a1c   to that release
//
// RELEASES_DIR, as the API reads it: `releases/` in the repository by default.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The same rule as the API's RELEASE_ID: nothing else is joined into a path. */
export const RELEASE_ID = /^[0-9A-Za-z][0-9A-Za-z._-]{0,99}$/;
const AREA = /^mfe-[a-z]+$/;

export class ReleaseError extends Error {}

/** `1.2.0-3f9a1c0b2d4e`, and a time for a build of uncommitted code, so it never reuses an id. */
export function releaseIdOf(info) {
  if (typeof info?.version !== 'string' || typeof info?.commit !== 'string') {
    throw new ReleaseError('build-info.json names no version and commit: rebuild the area');
  }
  const stamp = () =>
    String(info.builtAt ?? '')
      .replace(/[^0-9]/g, '')
      .slice(0, 14) || 'x';
  const commit = info.commit === 'unknown' ? `unknown-${stamp()}` : info.commit.slice(0, 12);
  const id = `${info.version}-${commit}${info.dirty ? `-dirty-${stamp()}` : ''}`.replace(
    /[^0-9A-Za-z._-]/g,
    '-',
  );
  if (!RELEASE_ID.test(id)) throw new ReleaseError(`cannot make a release id of ${id}`);
  return id;
}

function areaDir(releasesDir, area) {
  if (!AREA.test(area))
    throw new ReleaseError(`${area} is not an area (mfe-catalog, mfe-account…)`);
  return path.join(releasesDir, area);
}

export function readLive(releasesDir, area) {
  const file = path.join(areaDir(releasesDir, area), 'live.json');
  if (!fs.existsSync(file)) return null;
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof parsed?.live !== 'string' || !Array.isArray(parsed.history)) {
    throw new ReleaseError(`${file} is not a live pointer`);
  }
  return parsed;
}

/** Written beside and renamed over: a reader sees the old pointer or the new, never half. */
function writeLive(releasesDir, area, pointer) {
  const file = path.join(areaDir(releasesDir, area), 'live.json');
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(pointer, null, 2)}\n`);
  fs.renameSync(temp, file);
}

/** A whole folder copied under a temporary name and renamed: never served half-copied. */
function copyFolder(from, to) {
  const temp = `${to}.${process.pid}.tmp`;
  fs.rmSync(temp, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.cpSync(from, temp, { recursive: true });
  fs.renameSync(temp, to);
}

/**
 * Copies the build in `from` (its dist/ and, when the area renders on the server, dist-ssr/)
 * into the releases and makes it live. Releasing a build that is already there only makes it
 * live again.
 */
export function release({ releasesDir, area, from }) {
  const dir = areaDir(releasesDir, area);
  const dist = path.join(from, 'dist');
  for (const needed of ['remoteEntry.js', 'build-info.json']) {
    if (!fs.existsSync(path.join(dist, needed))) {
      throw new ReleaseError(`${path.join(dist, needed)} is missing: build ${area} first`);
    }
  }
  const info = JSON.parse(fs.readFileSync(path.join(dist, 'build-info.json'), 'utf8'));
  if (info.area !== undefined && info.area !== area) {
    throw new ReleaseError(`${dist} is a build of ${info.area}, not of ${area}`);
  }
  const id = releaseIdOf(info);
  const web = path.join(dir, 'web', id);
  if (!fs.existsSync(web)) {
    // The server build first: a web folder that exists always has its server build beside it.
    const ssr = path.join(from, 'dist-ssr');
    if (fs.existsSync(ssr)) copyFolder(ssr, path.join(dir, 'ssr', id));
    copyFolder(dist, web);
  }
  const current = readLive(releasesDir, area);
  const history = current ? current.history.filter((entry) => entry !== id) : [];
  const previous = current?.live ?? null;
  writeLive(releasesDir, area, { live: id, history: [...history, id] });
  return { id, previous, version: info.version, commit: info.commit };
}

/** Back to the release live before this one, or to the one named. */
export function rollback({ releasesDir, area, to }) {
  const current = readLive(releasesDir, area);
  if (!current) throw new ReleaseError(`${area} has no release yet: nothing to roll back`);
  let target = to;
  if (target === undefined) {
    const earlier = current.history.slice(0, -1);
    target = earlier.at(-1);
    if (target === undefined) {
      throw new ReleaseError(
        `${area} has only one release (${current.live}): nothing to roll back to`,
      );
    }
    writeLive(releasesDir, area, { live: target, history: earlier });
  } else {
    if (
      !RELEASE_ID.test(target) ||
      !fs.existsSync(path.join(areaDir(releasesDir, area), 'web', target))
    ) {
      throw new ReleaseError(`${area} has no release ${target} (pnpm release ${area} --list)`);
    }
    const history = current.history.filter((entry) => entry !== target);
    writeLive(releasesDir, area, { live: target, history: [...history, target] });
  }
  return { id: target, previous: current.live };
}

/** The area's releases, oldest first, each with its build facts. */
export function listReleases({ releasesDir, area }) {
  const dir = path.join(areaDir(releasesDir, area), 'web');
  const live = readLive(releasesDir, area)?.live ?? null;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => RELEASE_ID.test(name))
    .map((name) => {
      const file = path.join(dir, name, 'build-info.json');
      const info = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
      return { id: name, live: name === live, builtAt: info.builtAt ?? null };
    })
    .sort((a, b) => String(a.builtAt).localeCompare(String(b.builtAt)));
}

function main(argv) {
  const [command, area, ...rest] = argv;
  const releasesDir = path.resolve(process.env.RELEASES_DIR ?? path.join(root, 'releases'));
  const option = (name) => {
    const at = rest.indexOf(name);
    return at === -1 ? undefined : rest[at + 1];
  };
  if (!area || !['release', 'rollback'].includes(command)) {
    throw new ReleaseError(
      'usage: release.mjs release|rollback <area> [--from DIR | --list | <id>]',
    );
  }
  if (command === 'release' && rest.includes('--list')) {
    for (const entry of listReleases({ releasesDir, area })) {
      console.log(`${entry.live ? '*' : ' '} ${entry.id}  ${entry.builtAt ?? ''}`);
    }
    return;
  }
  const started = process.hrtime.bigint();
  const done =
    command === 'release'
      ? release({
          releasesDir,
          area,
          from: path.resolve(option('--from') ?? path.join(root, area)),
        })
      : rollback({ releasesDir, area, to: rest.find((arg) => !arg.startsWith('--')) });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  console.log(
    `${area}: ${done.id} is live (was ${done.previous ?? 'its own build'}); ${ms.toFixed(0)} ms. ` +
      'Pages load it from their next page load; pages already open keep theirs.',
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    console.error(`release: ${error.message}`);
    process.exit(1);
  }
}

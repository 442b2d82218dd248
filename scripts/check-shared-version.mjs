// CI's lint stage (scripts/test.sh): a change to the public surface of @phuket/shared comes with
// the version bump it needs. The surface is API Extractor's report, shared/etc/shared.api.md
// (`pnpm --filter @phuket/shared api:check` keeps it current). The base is the report as it was
// when the current version was set: the commit that brought the committed "version" of
// shared/package.json. Against it:
//   something removed or changed  -> major
//   only additions                -> minor
//   nothing                       -> nothing needed
// The bump is either made already (shared/package.json's version, `pnpm version-packages`) or
// pending: a changeset in .changeset/*.md naming @phuket/shared (`pnpm changeset`).
// The rule is decideSharedVersion(), a pure function (check-shared-version.test.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGE = '@phuket/shared';
const PACKAGE_JSON = 'shared/package.json';
const REPORT = 'shared/etc/shared.api.md';
const BUMPS = ['none', 'patch', 'minor', 'major'];
const rank = (bump) => BUMPS.indexOf(bump);
const SHOWN_LINES = 12;

/**
 * The lines one report has and the other does not, counted (a line twice in the old report and
 * once in the new is one removed line), in each report's order. Blank lines are no surface.
 * @param {string} before @param {string} after
 */
export function surfaceDiff(before, after) {
  const lines = (text) => text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const count = new Map();
  for (const line of lines(after)) count.set(line, (count.get(line) ?? 0) + 1);
  const removed = [];
  for (const line of lines(before)) {
    const left = count.get(line) ?? 0;
    if (left > 0) count.set(line, left - 1);
    else removed.push(line);
  }
  const added = [];
  for (const line of lines(after).reverse()) {
    const left = count.get(line) ?? 0;
    if (left > 0) {
      count.set(line, left - 1);
      added.push(line);
    }
  }
  return { removed, added: added.reverse() };
}

/** The bump from one version to another: 'major', 'minor', 'patch' or 'none' (or a step back). */
export function versionBump(from, to) {
  const parse = (version) => {
    const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version ?? '');
    if (!match) throw new Error(`"${version}" is not a semantic version (major.minor.patch)`);
    return match.slice(1, 4).map(Number);
  };
  const [a, b] = [parse(from), parse(to)];
  for (const [index, bump] of ['major', 'minor', 'patch'].entries()) {
    if (b[index] > a[index]) return bump;
    if (b[index] < a[index]) return 'none';
  }
  return 'none';
}

/**
 * The releases a changeset asks for, from its front matter:
 *   ---
 *   '@phuket/shared': minor
 *   ---
 * Throws on anything else: a changeset that says nothing clear must not count as a bump.
 * @returns {Map<string, 'major' | 'minor' | 'patch' | 'none'>}
 */
export function parseChangeset(text) {
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) throw new Error('no front matter (--- package: bump ---) at its top');
  const releases = new Map();
  for (const line of match[1].split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const release = /^\s*(['"]?)(@?[\w.-]+(?:\/[\w.-]+)?)\1\s*:\s*(\w+)\s*$/.exec(line);
    if (!release) throw new Error(`unreadable front matter line "${line.trim()}"`);
    const [, , name, bump] = release;
    if (!['major', 'minor', 'patch', 'none'].includes(bump)) {
      throw new Error(`"${bump}" for ${name} is not a bump (major, minor, patch or none)`);
    }
    releases.set(name, bump);
  }
  return releases;
}

/**
 * @param {object} input
 * @param {string | null} input.baseReport the report at the base commit (null: none yet)
 * @param {string} input.report the checked-in report
 * @param {string} input.baseVersion the version at the base commit
 * @param {string} input.version the version now
 * @param {string} [input.baseCommit] for the messages
 * @param {{ file: string, text: string }[]} input.changesets the pending .changeset/*.md
 * @returns {{ ok: boolean, needed: string, message: string }}
 */
export function decideSharedVersion({
  baseReport,
  report,
  baseVersion,
  version,
  baseCommit = 'the base commit',
  changesets,
}) {
  const errors = [];
  const asked = [];
  for (const { file, text } of changesets) {
    try {
      const bump = parseChangeset(text).get(PACKAGE);
      if (bump) asked.push({ file, bump });
    } catch (error) {
      errors.push(`${file}: ${error.message}`);
    }
  }
  if (errors.length > 0) {
    return {
      ok: false,
      needed: 'unknown',
      message: [
        'A changeset cannot be read:',
        ...errors.map((error) => `  ${error}`),
        'Fix it, or remove it and run `pnpm changeset` again.',
      ].join('\n'),
    };
  }
  if (baseReport === null) {
    return {
      ok: true,
      needed: 'none',
      message: `${PACKAGE} ${version}: no public surface report at ${baseCommit}, which set version ${baseVersion} (the first versioned release): nothing to compare yet.`,
    };
  }
  const { removed, added } = surfaceDiff(baseReport, report);
  const needed = removed.length > 0 ? 'major' : added.length > 0 ? 'minor' : 'none';
  if (needed === 'none') {
    return {
      ok: true,
      needed,
      message: `${PACKAGE} ${version}: the public surface is as it was at ${baseVersion}.`,
    };
  }
  const made = versionBump(baseVersion, version);
  const best = asked.reduce((max, { bump }) => (rank(bump) > rank(max) ? bump : max), made);
  const what =
    needed === 'major'
      ? `${removed.length} line(s) removed or changed, ${added.length} added`
      : `${added.length} line(s) added, none removed`;
  if (rank(best) >= rank(needed)) {
    const by =
      rank(made) >= rank(needed)
        ? `version ${baseVersion} -> ${version}`
        : asked
            .filter(({ bump }) => rank(bump) >= rank(needed))
            .map(({ file, bump }) => `${bump} in ${file}`)
            .join(', ');
    return {
      ok: true,
      needed,
      message: `${PACKAGE}: the public surface changed since ${baseVersion} (${what}); the ${needed} bump it needs is there (${by}).`,
    };
  }
  const shown = [
    ...removed.slice(0, SHOWN_LINES).map((line) => `  - ${line}`),
    ...added.slice(0, SHOWN_LINES).map((line) => `  + ${line}`),
  ];
  const more = removed.length + added.length - shown.length;
  const have =
    asked.length > 0
      ? `the pending changesets ask for ${asked.map(({ file, bump }) => `${bump} (${file})`).join(', ')}`
      : made !== 'none'
        ? `the version went ${baseVersion} -> ${version}, a ${made} bump`
        : `no changeset names ${PACKAGE} and the version is still ${version}`;
  return {
    ok: false,
    needed,
    message: [
      `The public surface of ${PACKAGE} changed since ${baseVersion} (${baseCommit}): ${what}.`,
      ...shown,
      ...(more > 0 ? [`  … ${more} more line(s)`] : []),
      `It needs a ${needed} bump (${needed === 'major' ? 'something was removed or changed: remotes built against ' + baseVersion + ' may break' : 'only additions'}); ${have}.`,
      `Run \`pnpm changeset\`, choose ${PACKAGE} and ${needed}, say what changed, and commit the changeset.`,
    ].join('\n'),
  };
}

const git = (root, args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** What decideSharedVersion() needs, read from the repository at `root`. */
export function readRepository(root) {
  const shallow = () => git(root, ['rev-parse', '--is-shallow-repository']).trim() === 'true';
  // A CI that clones shallowly: the history is fetched once (the skew test needs it too).
  if (shallow())
    spawnSync('git', ['fetch', '--quiet', '--unshallow'], { cwd: root, stdio: 'inherit' });
  if (shallow()) {
    throw new Error('A shallow clone: the check needs the history (git fetch --unshallow).');
  }
  const versionOf = (text) => JSON.parse(text).version;
  const version = versionOf(fs.readFileSync(path.join(root, PACKAGE_JSON), 'utf8'));
  // The committed version: a bump not committed yet (`pnpm version-packages` just ran) counts
  // as made, against the report of the version before it.
  const baseVersion = versionOf(git(root, ['show', `HEAD:${PACKAGE_JSON}`]));
  const baseCommit = git(root, [
    'log',
    '-1',
    '--format=%H',
    `-S"version": "${baseVersion}"`,
    '--',
    PACKAGE_JSON,
  ]).trim();
  if (!baseCommit) throw new Error(`No commit sets version ${baseVersion} in ${PACKAGE_JSON}.`);
  let baseReport = null;
  try {
    baseReport = git(root, ['show', `${baseCommit}:${REPORT}`]);
  } catch {
    // No report at that commit: the first versioned release.
  }
  const dir = path.join(root, '.changeset');
  const changesets = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.md') && name !== 'README.md')
        .sort()
        .map((name) => ({
          file: `.changeset/${name}`,
          text: fs.readFileSync(path.join(dir, name), 'utf8'),
        }))
    : [];
  return {
    baseReport,
    report: fs.readFileSync(path.join(root, REPORT), 'utf8'),
    baseVersion,
    version,
    baseCommit: baseCommit.slice(0, 10),
    changesets,
  };
}

const self = fileURLToPath(import.meta.url);
if (process.argv[1] && path.resolve(process.argv[1]) === self) {
  try {
    const result = decideSharedVersion(readRepository(path.join(path.dirname(self), '..')));
    (result.ok ? console.log : console.error)(result.message);
    process.exitCode = result.ok ? 0 : 1;
  } catch (error) {
    console.error(`check-shared-version: ${error.message}`);
    process.exitCode = 1;
  }
}

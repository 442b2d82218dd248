// `node --test scripts/*.test.mjs` (pnpm test): the rule of check-shared-version.mjs, on reports
// and changesets written here. No git: readRepository() only gathers these inputs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  decideSharedVersion,
  parseChangeset,
  surfaceDiff,
  versionBump,
} from './check-shared-version.mjs';

const REPORT = [
  '## API Report File for "@phuket/shared"',
  '',
  '// @public',
  'function formatPrice(value: number): string;',
  '',
  '// @public',
  'function formatArea(value: number): string;',
  '',
].join('\n');
const ADDED = `${REPORT}\n// @public\nfunction formatDate(value: Date): string;\n`;
const CHANGED = REPORT.replace(
  'formatArea(value: number)',
  'formatArea(value: number, unit: string)',
);
const REMOVED = REPORT.replace('// @public\nfunction formatArea(value: number): string;\n', '');

const changeset = (file, front) => ({ file, text: `---\n${front}\n---\n\nWhat changed.\n` });
const decide = (overrides) =>
  decideSharedVersion({
    baseReport: REPORT,
    report: REPORT,
    baseVersion: '1.0.0',
    version: '1.0.0',
    baseCommit: 'abc1234',
    changesets: [],
    ...overrides,
  });

test('surfaceDiff: additions, removals and a changed line; blank lines and order are no change', () => {
  assert.deepEqual(surfaceDiff(REPORT, REPORT), { removed: [], added: [] });
  assert.deepEqual(surfaceDiff(REPORT, `${REPORT}\n\n\n`), { removed: [], added: [] });
  assert.deepEqual(surfaceDiff(REPORT, ADDED), {
    removed: [],
    added: ['// @public', 'function formatDate(value: Date): string;'],
  });
  assert.deepEqual(surfaceDiff(REPORT, CHANGED), {
    removed: ['function formatArea(value: number): string;'],
    added: ['function formatArea(value: number, unit: string): string;'],
  });
  // A line the report had twice and has once now is a removal.
  assert.deepEqual(surfaceDiff(REPORT, REMOVED).removed, [
    '// @public',
    'function formatArea(value: number): string;',
  ]);
});

test('versionBump: the highest part that grew; equal or lower is no bump; bad versions throw', () => {
  assert.equal(versionBump('1.0.0', '2.0.0'), 'major');
  assert.equal(versionBump('1.2.3', '1.3.0'), 'minor');
  assert.equal(versionBump('1.2.3', '1.2.4'), 'patch');
  assert.equal(versionBump('1.2.3', '1.2.3'), 'none');
  assert.equal(versionBump('2.0.0', '1.9.9'), 'none');
  assert.throws(() => versionBump('1.0', '1.1.0'), /not a semantic version/);
});

test('parseChangeset: quoted and bare names; no front matter, bad lines and bad bumps throw', () => {
  const releases = parseChangeset(
    '---\n\'@phuket/shared\': minor\n"@phuket/shell": patch\n---\n\nText\n',
  );
  assert.deepEqual(
    [...releases],
    [
      ['@phuket/shared', 'minor'],
      ['@phuket/shell', 'patch'],
    ],
  );
  assert.deepEqual([...parseChangeset('---\n---\n\nNothing released.\n')], []);
  assert.throws(() => parseChangeset("'@phuket/shared': major\n\nText"), /no front matter/);
  assert.throws(() => parseChangeset("---\n'@phuket/shared' major\n---\n"), /unreadable/);
  assert.throws(() => parseChangeset("---\n'@phuket/shared': huge\n---\n"), /not a bump/);
  assert.throws(() => parseChangeset("---\n'@phuket/shared': minor\n"), /no front matter/);
});

test('no report at the base commit (the first versioned release): passes with a note', () => {
  const result = decide({ baseReport: null, baseVersion: '0.1.0', version: '1.0.0' });
  assert.equal(result.ok, true);
  assert.match(result.message, /no public surface report at abc1234.*0\.1\.0/);
});

test('an unchanged surface needs no bump', () => {
  const result = decide({});
  assert.deepEqual([result.ok, result.needed], [true, 'none']);
});

test('an addition needs minor: refused without a changeset, with the diff and the command', () => {
  const result = decide({ report: ADDED });
  assert.deepEqual([result.ok, result.needed], [false, 'minor']);
  assert.match(result.message, /\+ function formatDate\(value: Date\): string;/);
  assert.match(
    result.message,
    /no changeset names @phuket\/shared and the version is still 1\.0\.0/,
  );
  assert.match(result.message, /pnpm changeset/);
});

test('an addition passes with a minor or major changeset, not with a patch one', () => {
  const minor = changeset('.changeset/dates.md', "'@phuket/shared': minor");
  assert.equal(decide({ report: ADDED, changesets: [minor] }).ok, true);
  const major = changeset('.changeset/dates.md', '"@phuket/shared": major');
  assert.equal(decide({ report: ADDED, changesets: [major] }).ok, true);
  const patch = changeset('.changeset/dates.md', "'@phuket/shared': patch");
  const result = decide({ report: ADDED, changesets: [patch] });
  assert.equal(result.ok, false);
  assert.match(result.message, /ask for patch \(\.changeset\/dates\.md\)/);
});

test('a removal or a changed signature needs major: a minor changeset is refused', () => {
  const minor = changeset('.changeset/area.md', "'@phuket/shared': minor");
  for (const report of [REMOVED, CHANGED]) {
    const result = decide({ report, changesets: [minor] });
    assert.deepEqual([result.ok, result.needed], [false, 'major']);
    assert.match(result.message, /- function formatArea\(value: number\): string;/);
    assert.match(result.message, /needs a major bump/);
  }
  const major = changeset('.changeset/area.md', "'@phuket/shared': major");
  assert.equal(decide({ report: CHANGED, changesets: [minor, major] }).ok, true);
});

test("another package's changeset does not count for @phuket/shared", () => {
  const shell = changeset('.changeset/shell.md', "'@phuket/shell': major");
  assert.equal(decide({ report: ADDED, changesets: [shell] }).ok, false);
});

test('a bump already made (version-packages) counts; a too small one does not', () => {
  assert.equal(decide({ report: CHANGED, version: '2.0.0' }).ok, true);
  assert.equal(decide({ report: ADDED, version: '1.1.0' }).ok, true);
  const result = decide({ report: CHANGED, version: '1.1.0' });
  assert.equal(result.ok, false);
  assert.match(result.message, /1\.0\.0 -> 1\.1\.0, a minor bump/);
});

test('a malformed changeset fails the check, even when the surface is unchanged', () => {
  const broken = { file: '.changeset/broken.md', text: "'@phuket/shared': major\n\nNo dashes." };
  const result = decide({ changesets: [broken] });
  assert.equal(result.ok, false);
  assert.match(result.message, /\.changeset\/broken\.md: no front matter/);
});

test('a long diff is cut short', () => {
  const many = Array.from({ length: 40 }, (_, i) => `function added${i}(): void;`).join('\n');
  const result = decide({ report: `${REPORT}\n${many}\n` });
  assert.equal(result.ok, false);
  assert.match(result.message, /… 28 more line\(s\)/);
  assert.ok(result.message.split('\n').length < 20);
});

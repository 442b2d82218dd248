// `node --test scripts/*.test.mjs` (pnpm test): which apps `pnpm start` rebuilds (build-changed.mjs), on a small
// repository made in a temporary folder. Nothing is built: only the decision is checked.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { isBuildInput, stampAll, staleApps } from './build-changed.mjs';

const FILES = {
  'package.json': '{"name":"repo"}',
  'pnpm-lock.yaml': 'lockfileVersion: 9',
  'tsconfig.base.json': '{}',
  'shared/src/index.ts': 'export const shared = 1;',
  'shared/src/test/render.tsx': 'export const render = 1;',
  'shared/README.md': '# shared',
  'shell/src/bootstrap.tsx': 'export const shell = 1;',
  'shell/webpack.config.js': 'module.exports = {};',
  'shell/webpack.ssr.config.js': 'module.exports = {};',
  'mfe-catalog/src/bootstrap.tsx': 'export const catalog = 1;',
  'mfe-catalog/webpack.ssr.config.js': 'module.exports = {};',
  'mfe-account/src/bootstrap.tsx': 'export const account = 1;',
  'mfe-account/src/features/login/Login.test.tsx': 'test',
  'mfe-account/src/features/login/test-helpers.ts': 'export const helper = 1;',
  'mfe-account/README.md': '# account',
  'mfe-account/jest.config.cjs': 'module.exports = {};',
  'api/src/server.ts': 'export const api = 1;',
  'api/src/test/test-app.ts': 'export const app = 1;',
  'api/bench/soak-bench.ts': 'export const bench = 1;',
};

let root;
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-changed-'));
  for (const [file, text] of Object.entries(FILES)) write(file, text);
  for (const app of ['shell', 'mfe-account', 'mfe-catalog', 'api']) {
    fs.mkdirSync(path.join(root, app, 'dist'), { recursive: true });
  }
  stampAll(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('a built tree is current, and stays current when the clone moves', () => {
  assert.deepEqual(staleApps(root).list, []);
  const moved = `${root}-moved`;
  fs.renameSync(root, moved);
  root = moved;
  assert.deepEqual(staleApps(root).list, []);
});

test('docs, tests, test helpers, Jest files and benches rebuild nothing', () => {
  write('mfe-account/README.md', '# account, edited');
  write('mfe-account/src/features/login/Login.test.tsx', 'test, edited');
  write('mfe-account/src/features/login/test-helpers.ts', 'export const helper = 2;');
  write('mfe-account/jest.config.cjs', 'module.exports = { edited: true };');
  write('shared/README.md', '# shared, edited');
  write('shared/src/test/render.tsx', 'export const render = 2;');
  write('api/src/test/test-app.ts', 'export const app = 2;');
  write('api/bench/soak-bench.ts', 'export const bench = 2;');
  write('docs-like/NOTES.md', 'not an app');
  assert.deepEqual(staleApps(root).list, []);
});

test('a source change rebuilds its app alone; a shell change its server-rendering apps too', () => {
  write('mfe-account/src/bootstrap.tsx', 'export const account = 2;');
  assert.deepEqual(staleApps(root).list, ['mfe-account']);
  stampAll(root);
  write('shell/src/bootstrap.tsx', 'export const shell = 2;');
  assert.deepEqual(staleApps(root).list, ['shell', 'mfe-catalog']);
});

test('shared or the lockfile rebuilds every app', () => {
  write('shared/src/index.ts', 'export const shared = 2;');
  assert.deepEqual(staleApps(root).list, ['shell', 'mfe-account', 'mfe-catalog', 'api']);
  stampAll(root);
  write('pnpm-lock.yaml', 'lockfileVersion: 9\n# changed');
  assert.equal(staleApps(root).list.length, 4);
});

test('a renamed source file is a change, an app without a stamp is stale', () => {
  fs.renameSync(path.join(root, 'api/src/server.ts'), path.join(root, 'api/src/server-renamed.ts'));
  assert.deepEqual(staleApps(root).list, ['api']);
  fs.rmSync(path.join(root, 'mfe-catalog/dist/.build-inputs'));
  assert.deepEqual(staleApps(root).list, ['mfe-catalog', 'api']);
});

test('what counts as a build input', () => {
  for (const name of ['index.ts', 'Page.tsx', 'webpack.config.js', 'routes.json', 'tsconfig.json'])
    assert.equal(isBuildInput(name), true, name);
  for (const name of ['README.md', 'a.test.ts', 'a.spec.tsx', 'test-drafts.ts', 'jest-setup.cjs'])
    assert.equal(isBuildInput(name), false, name);
});

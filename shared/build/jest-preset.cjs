// Jest settings shared by every browser package: swc transpiles TS/TSX, jsdom renders.
const path = require('path');
const sharedPackage = require('../package.json');

// @phuket/shared/<subpath> -> its source file, so code inside the package can import its
// siblings by name (the one-instance rule) and Jest resolves it like webpack does.
// A conditional export (the contract) maps to its `default`: the TypeScript source.
const sourceOf = (target) => (typeof target === 'string' ? target : target.default);
const sharedSubpaths = Object.fromEntries(
  Object.entries(sharedPackage.exports)
    .filter(([, target]) => sourceOf(target).startsWith('./src/'))
    .map(([subpath, target]) => [
      `^@phuket/shared/${subpath.slice(2)}$`,
      path.join(__dirname, '..', sourceOf(target)),
    ]),
);

/** @param {string} dir package directory @returns {import('jest').Config} */
module.exports = function browserJestProject(dir) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json', 'po'],
    transform: {
      '^.+\\.po$': path.join(__dirname, 'po-transform.cjs'),
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'style-mock.cjs'),
      ...sharedSubpaths,
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
  };
};

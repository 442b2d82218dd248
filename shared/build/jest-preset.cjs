// Jest settings shared by every browser package: swc transpiles TS/TSX, jsdom renders.
const path = require('path');

/** @param {string} dir package directory @returns {import('jest').Config} */
module.exports = function browserJestProject(dir) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
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
    moduleNameMapper: { '\\.(css)$': path.join(__dirname, 'style-mock.cjs') },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
  };
};

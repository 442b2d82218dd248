// API tests: Node environment, TypeScript compiled to CommonJS by SWC (no type checking here;
// `pnpm typecheck` does that). Every test file builds its own fresh database (src/test/test-app.ts).
const path = require('path');

// The PostgreSQL pass (test:pg) runs only what can differ between the engines. Left out there:
// files about the embedded database alone (its data-folder lock, backups and maintenance open
// PGlite whatever DATABASE_URL says), and files that never open a database (parsers, caches,
// images, rendering helpers) or open one only to build the app around what they check (request
// ids, static serving, route manifests, a standalone page, the Redis store), which would only
// run again unchanged.
const SAME_ON_EVERY_ENGINE = [
  'src/db/lock.test.ts',
  'src/maintenance/backup.test.ts',
  'src/maintenance/online-backup.test.ts',
  'src/maintenance/pglite-maintenance.test.ts',
  'src/auth/device.test.ts',
  'src/cache/async-cache.test.ts',
  'src/catalog/directory-query.test.ts',
  'src/catalog/listing-index-ranges.test.ts',
  'src/catalog/filter-contract.test.ts',
  'src/catalog/listing-filters.test.ts',
  'src/codes/one-time-code.test.ts',
  'src/env.test.ts',
  'src/http/plain-text.test.ts',
  'src/media/heic-pool.test.ts',
  'src/media/images.test.ts',
  'src/media/storage.test.ts',
  'src/messaging/config.test.ts',
  'src/messaging/sms.test.ts',
  'src/presentations/tracking.test.ts',
  'src/rate-limits/redis-store.test.ts',
  'src/http/request-ids.test.ts',
  'src/site/route-manifest.test.ts',
  'src/site/site.test.ts',
  'src/ssr/standalone-render.test.ts',
  'src/seo/render.test.ts',
  'src/ssr/standalone.test.ts',
  'src/test/openapi-fuzz.test.ts',
  'src/http/endpoint-route.test.ts',
  'src/http/multipart.test.ts',
  // The printer drives Chromium; its routes get the presentation as the view loads it
  // (presentations' own tests run on both engines).
  'src/presentations/pdf.test.ts',
  // They start the real server in a child process with an environment of their own, without
  // DATABASE_URL: it opens PGlite whichever pass runs them.
  'src/graceful-shutdown.test.ts',
  'src/server.test.ts',
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.DATABASE_URL ? SAME_ON_EVERY_ENGINE.map((file) => `<rootDir>/${file}`) : []),
  ],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs', ignoreDynamic: true },
      },
    ],
  },
  // light-my-request (Fastify's inject) requires cookie@2, which is ESM only: Node 20.19+
  // loads it through require(esm), Jest's module loader cannot. cookie@1.1.1 is CommonJS with
  // the same stringifySetCookie, pinned as a dev dependency for this mapping only.
  moduleNameMapper: {
    '^cookie$': require.resolve('cookie'),
    // The contract's TypeScript source, compiled by SWC like the API's own files: the tests
    // need no `build:contract` first (the compiled API reads shared/dist/contract).
    '^@phuket/shared/contract$': path.join(
      __dirname,
      '..',
      'shared',
      'src',
      'contract',
      'index.ts',
    ),
  },
  // Test databases are copies of templates made once (src/test/database-templates.ts).
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 2,
  // Each file's PGlite instances hold their WebAssembly memory outside the JS heap, and a
  // worker that ran many files grew until it spent its time collecting; past this limit it is
  // replaced.
  workerIdleMemoryLimit: '800MB',
};

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

const BROWSER_PACKAGES = '{shell,shared,mfe-*}';
const TEST_FILES = [
  `${BROWSER_PACKAGES}/src/**/*.test.{ts,tsx}`,
  `${BROWSER_PACKAGES}/src/test/**`,
];
/**
 * typescript-eslint turns `no-undef` off for TypeScript, so a global list alone enforces
 * nothing there: browser sources are refused Node's own globals by name.
 */
const NODE_ONLY_GLOBALS = [
  'process',
  'Buffer',
  'global',
  '__dirname',
  '__filename',
  'require',
  'module',
  'exports',
  'setImmediate',
  'clearImmediate',
].map((name) => ({ name, message: 'Browser code: Node globals do not exist here.' }));

/** Same package as the importing file: `pkg` is the top-level folder (shell, mfe-catalog, …). */
const samePkg = { captured: { pkg: '{{from.captured.pkg}}' } };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/data/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      parserOptions: {
        // One program for every browser package with its tests (shared's sources once), and
        // the API's and the end-to-end tests' own.
        project: ['./tsconfig.browser-test.json', './api/tsconfig.json', './e2e/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Fastify plugins and handlers are async by contract, awaited or not.
      '@typescript-eslint/require-await': 'off',
      // One router instance for all apps: see shared/src/router.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: "Import from '@phuket/shared/router'." },
            { name: 'react-router-dom', message: "Import from '@phuket/shared/router'." },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/src/**/*.tsx', 'mfe-*/src/**/*.tsx', 'shared/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Our checkbox labels wrap the text in two spans (label and note).
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
      // Only our own field components take autoFocus, and only for the field that appears
      // after the visitor's own step (the code after "Send code"): that focus move is expected.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['shell/src/**', 'mfe-*/src/**', 'shared/src/**', 'api/src/**'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] } },
      'boundaries/elements': [
        { type: 'contract', pattern: 'shared/src/contract' },
        { type: 'shared', pattern: 'shared/src' },
        { type: 'api', pattern: 'api/src' },
        { type: 'feature', pattern: '*/src/features/*', capture: ['pkg', 'feature'] },
        { type: 'app', pattern: '*/src/app', capture: ['pkg'] },
        { type: 'common', pattern: '*/src/common', capture: ['pkg'] },
        // Message catalogs (PO): read through the package's common/messages.ts.
        { type: 'locales', pattern: '*/src/locales', capture: ['pkg'] },
        { type: 'test-support', pattern: '*/src/test', capture: ['pkg'] },
        { type: 'entry', pattern: '*/src/*', capture: ['pkg', 'file'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'contract' } },
              allow: { to: { element: { type: 'contract' } } },
            },
            {
              from: { element: { type: 'shared' } },
              allow: { to: { element: { types: { anyOf: ['shared', 'contract'] } } } },
            },
            {
              from: { element: { type: 'api' } },
              allow: { to: { element: { types: { anyOf: ['api', 'contract'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: [
                {
                  to: {
                    element: {
                      type: 'feature',
                      captured: {
                        pkg: '{{from.captured.pkg}}',
                        feature: '{{from.captured.feature}}',
                      },
                    },
                  },
                },
                { to: { element: { types: { anyOf: ['common', 'test-support'] }, ...samePkg } } },
                { to: { element: { types: { anyOf: ['shared', 'contract'] } } } },
              ],
            },
            {
              from: { element: { types: { anyOf: ['common', 'test-support'] } } },
              allow: [
                {
                  to: {
                    element: {
                      types: { anyOf: ['common', 'test-support', 'locales'] },
                      ...samePkg,
                    },
                  },
                },
                { to: { element: { types: { anyOf: ['shared', 'contract'] } } } },
              ],
            },
            {
              from: { element: { types: { anyOf: ['app', 'entry'] } } },
              allow: [
                {
                  to: {
                    element: {
                      types: { anyOf: ['app', 'entry', 'feature', 'common', 'test-support'] },
                      ...samePkg,
                    },
                  },
                },
                { to: { element: { types: { anyOf: ['shared', 'contract'] } } } },
              ],
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read untyped JSON bodies (`res.json()`) and pass methods to `expect`; what they
    // assert is the type check.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', '**/test-helpers.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // `res.json() as Shape` is how a test says which shape it expects.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    // The API runs on Node: of the browser workspace it may import only the contract.
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@phuket/shared/*', '!@phuket/shared/contract', '!@phuket/shared/contract/*'],
              message: 'The API imports only @phuket/shared/contract from the browser workspace.',
            },
            {
              group: ['react', 'react-dom', 'react-dom/*', 'mobx*', 'axios'],
              message: 'Browser code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/router/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Each of these is a subpath of its own (@phuket/shared/api/listings…), a federated module
    // apart from @phuket/shared/api: a relative import of the client would bundle a second
    // client, with its own token listener, adapter and language (and they are stateless: a
    // remote may fall back to its own copy, docs/shared-modules.md).
    files: [
      'shared/src/api/{account,database,listings,presentations,staff,moderation,developer-claims}.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./client', './call', './auth', './catalog', './axios-client'],
              message: "Import the shared client from '@phuket/shared/api'.",
            },
          ],
        },
      ],
    },
  },
  // Globals by where the code runs: browser packages get the browser's only (their server
  // builds run in Node but through webpack, which provides no Node globals either); the API,
  // e2e, scripts and build configs get Node's; Jest tests in jsdom get both.
  {
    files: [`${BROWSER_PACKAGES}/src/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-globals': ['error', ...NODE_ONLY_GLOBALS] },
  },
  {
    files: ['api/**/*.ts', 'e2e/**/*.ts', ...TEST_FILES],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: TEST_FILES,
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);

// The one linter of the repo. Besides code quality it enforces the architecture:
// dependencies point one way (web, sync-server → packages), packages/domain does no I/O,
// and only web/src/db/ talks to Dexie.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const appLayers = {
  group: [
    '@mise/web',
    '@mise/web/*',
    '@mise/sync-server',
    '@mise/sync-server/*',
    '**/web/**',
    '**/sync-server/**',
  ],
  message: 'packages/ never import web or sync-server: dependencies point one way.',
};
const ioModules = {
  group: [
    'dexie',
    'dexie-*',
    'idb-keyval',
    'hono',
    'hono/*',
    '@hono/*',
    'pg',
    '@electric-sql/*',
    'react',
    'react-*',
    'node:*',
    'fs',
    'fs/*',
    'path',
    'http',
    'https',
    'net',
    'child_process',
  ],
  message: 'packages/domain is pure: no I/O, no framework, no Node or browser modules.',
};
const dexieOutsideDb = {
  name: 'dexie',
  message: 'Only web/src/db/ imports Dexie; features use their data hooks and the mutators.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            '*.ts',
            'scripts/*.mjs',
            'sync-server/*.mjs',
            '.ci/*.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [dexieOutsideDb] }],
    },
  },
  {
    files: ['web/src/db/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['packages/*/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appLayers] }] },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [appLayers, ioModules] }],
      'no-restricted-globals': [
        'error',
        ...[
          'fetch',
          'indexedDB',
          'localStorage',
          'sessionStorage',
          'window',
          'document',
          'navigator',
          'process',
        ].map((name) => ({ name, message: 'packages/domain is pure: pass what you need in.' })),
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);

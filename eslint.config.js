// The one linter of the repo. Besides code quality it enforces the architecture:
// dependencies point one way (web, sync-server → packages), packages/domain does no I/O,
// and only web/src/db/ talks to Dexie.
import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
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
// bulletproof-react's rule: a feature owns its code; features meet only in src/app.
const features = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const crossFeatureZones = [
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in web/src/app.',
  })),
  {
    target: ['./web/src/features', './web/src/components', './web/src/lib'],
    from: './web/src/app',
    message: 'Only web/src/app composes; features and shared code never import it.',
  },
];

const dexieOutsideDb = {
  name: 'dexie',
  message: 'Only web/src/db/ imports Dexie; features use their data hooks and the mutators.',
};
// The sync engine (zod with it) and Dexie load after the first render, through
// web/src/sync/engine-loader.ts and web/src/db/use-live-db-query.ts; a static import of either
// from the app would put them back into the first load of every page. Types are free.
const loadedOnDemand = {
  regex: '(^|/)(sync-engine|db/db|db/dexie-store)$',
  allowTypeImports: true,
  message:
    'Loaded on demand: use loadSyncEngine() (sync/engine-loader.ts) or useLiveDbQuery() (db/), or import types only.',
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
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: crossFeatureZones }],
      'no-restricted-imports': ['error', { paths: [dexieOutsideDb] }],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [loadedOnDemand] }],
    },
  },
  {
    files: ['web/src/db/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // The engine's own wiring (only ever imported dynamically) and tests build these directly.
    files: ['web/src/sync/sync-engine.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
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
    // Every text field that reaches storage is built in fields.ts, which cleans what PostgreSQL
    // cannot store and bounds its length (docs/api.md "Limits"); a bare z.string() would not.
    files: ['packages/domain/src/**/*.ts', 'packages/sync/src/**/*.ts'],
    ignores: ['packages/domain/src/fields.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message:
            'Build text fields with @mise/domain/fields (requiredText, optionalText, identifier, plainText).',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Scripts evaluated inside a browser page by our tools (web/scripts/*-page.js), and the
    // app's starter, a plain script the build puts in every page.
    files: ['web/scripts/*-page.js', 'web/build/start-after-first-paint.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);

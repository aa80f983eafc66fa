// One vitest run for every workspace project; each keeps its tests beside its code.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'sync-server',
          include: ['sync-server/src/**/*.test.ts', 'sync-server/test/**/*.test.ts'],
          environment: 'node',
          // PGlite boots PostgreSQL in WebAssembly: a few seconds per database on 2 cores.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.ts', 'web/src/**/*.test.tsx'],
          environment: 'node',
        },
      },
    ],
  },
});

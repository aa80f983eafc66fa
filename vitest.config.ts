// One vitest run for every workspace project; each keeps its tests beside its code.
// Pure logic (packages/) and the server's tests share one module graph per worker
// (isolate: false): importing each file's graph afresh was most of the run's time (packages
// 81 → 13 s, sync-server 440 → 320 s on 2 cores). They stub no globals or modules, and each
// test file builds its own app and database. The web tests mock modules (vi.mock), which needs
// a fresh graph per file, so they stay isolated.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          // The assistant's bench scoring is tested too: its figures are only as true as it.
          include: ['packages/*/src/**/*.test.ts', 'packages/assistant/bench/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'sync-server',
          include: ['sync-server/src/**/*.test.ts', 'sync-server/test/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // PGlite boots PostgreSQL in WebAssembly: a few seconds per database on 2 cores.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The recipe library's address, which a build gives (web/build/seed-library.ts).
        resolve: {
          alias: {
            'virtual:seed-library': fileURLToPath(
              new URL('./web/src/catalog/seed-library-url.dev.ts', import.meta.url),
            ),
          },
        },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.ts', 'web/src/**/*.test.tsx'],
          environment: 'node',
        },
      },
    ],
  },
});

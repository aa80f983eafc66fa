/**
 * The sync engine (zod, the mutators, the driver, auth, the poke stream) is not part of the
 * first load. main.tsx starts it once the browser is idle after the first render; anything that
 * needs it sooner (a write, Settings, /login) loads it then. Either way it starts exactly once,
 * before anyone uses it. The service worker precaches every chunk, so this works offline.
 */
import { afterSchemas, nextTask } from '../lib/after-schemas';
import type * as SyncEngine from './sync-engine';

/** Sync starts by this time at the latest, even on a page that never goes idle. */
const IDLE_TIMEOUT_MS = 1000;

let loading: Promise<typeof SyncEngine> | undefined;

/**
 * The engine's modules build a few hundred zod schemas as they are evaluated (the fields, the
 * entities, every mutator's arguments). Evaluated as one graph, that held a phone's main thread
 * for 130–200 ms in one task; evaluated a layer at a time (zod with the fields, the entities, the
 * mutators, the engine), with a task boundary between layers, each step is a fraction of that.
 * The entities alone were still 20–35 ms here (120–210 ms on Lighthouse's phone), so the largest
 * come a step each. Each import only evaluates what earlier ones did not. (Importing `zod` on its
 * own would split it further, but a dynamic import takes the whole namespace, four times the
 * code.)
 */
const ENGINE_STEPS = [
  () => import('@mise/domain/entities/recipe'),
  () => import('@mise/domain/entities/pantry-item'),
  () => import('@mise/domain/entities/user-preferences'),
  () => import('@mise/sync/collections'),
  () => import('@mise/sync/mutators/registry'),
];

function importEngineInSteps(): Promise<typeof SyncEngine> {
  return afterSchemas(async () => {
    for (const step of ENGINE_STEPS) {
      await step();
      await nextTask();
    }
    return import('./sync-engine');
  });
}

/** The started engine. */
export function loadSyncEngine(): Promise<typeof SyncEngine> {
  loading ??= importEngineInSteps().then(
    (engine) => {
      engine.startSync();
      return engine;
    },
    (error: unknown) => {
      // The chunk did not load (a flaky network before the worker cached it): try again later.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Call once, after the first render. */
export function startSyncWhenIdle(): void {
  const start = () => {
    loadSyncEngine().catch((error: unknown) => {
      console.error('Sync could not start; it starts with the next write.', error);
    });
  };
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(start, 0);
  }
}

// Loads a part of the app whose code builds zod schemas (the sync engine, the timer alarm, the
// hero video's settings) with zod itself evaluated first, in a task of its own. zod and the
// shared fields are one chunk that takes a phone 70–110 ms to evaluate; evaluated together
// with the part that asked for it first, the two made one of the longest tasks of the home
// page's first seconds. Whichever part comes first pays for zod; the others find it ready.
//
// The parts load one at a time, a task apart. As the home page opens it asks for the hero
// video's settings, the timer alarm and the sync engine's schemas within a few milliseconds;
// their modules then arrived together and were evaluated in one task (30 ms unthrottled, 180 ms
// on Lighthouse's phone), where one at a time each is a fraction of that.

/** Lets the browser draw and answer input before the next step. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** zod's configuration, done once, before the first part that builds a schema. */
let zodReady: Promise<void> | undefined;

function readyZod(): Promise<void> {
  zodReady ??= import('@mise/domain/fields').then(
    ({ buildSchemasWithoutEval }) => {
      // Our CSP refuses eval; told so before any object schema exists, zod does not try it.
      buildSchemasWithoutEval();
      return nextTask();
    },
    (error: unknown) => {
      zodReady = undefined; // the next part tries again
      throw error;
    },
  );
  return zodReady;
}

/** The part loading now; the next one starts a task after it has settled. */
let queue: Promise<unknown> = Promise.resolve();

export function afterSchemas<T>(load: () => Promise<T>): Promise<T> {
  const loaded = queue.then(readyZod).then(load);
  // A part that failed to load (a flaky network before the worker cached it) holds up no other.
  queue = loaded.then(nextTask, nextTask);
  return loaded;
}

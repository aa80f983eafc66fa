// Loads a part of the app whose code builds zod schemas (the sync engine, the timer alarm, the
// hero video's settings) with zod itself evaluated first, in a task of its own. zod and the
// shared fields are one chunk that takes a phone 70–110 ms to evaluate; evaluated together
// with the part that asked for it first, the two made one of the longest tasks of the home
// page's first seconds. Whichever part comes first pays for zod; the others find it ready.

/** Lets the browser draw and answer input before the next step. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function afterSchemas<T>(load: () => Promise<T>): Promise<T> {
  // Our CSP refuses eval; told so before any object schema exists, zod does not try it.
  const { buildSchemasWithoutEval } = await import('@mise/domain/fields');
  buildSchemasWithoutEval();
  await nextTask();
  return load();
}

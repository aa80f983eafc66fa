// The built-in catalog's quick recipes, kept on this device once its worker has picked them
// (idb-keyval, in a database of its own). A later visit reads them back instead of starting the
// worker, which evaluates the whole catalog on the phone's other core while the page draws.
// They are kept under a version: the URL of the module asking, whose built name carries a hash
// of its content, the worker's hashed name included, and the library file's hashed name, so a
// new catalog or a new way of picking never reads an old answer.
import { type UseStore, createStore, get, set } from 'idb-keyval';
import type { Recipe } from '@mise/domain/entities/recipe';

interface KeptAnswer {
  readonly version: string;
  readonly recipes: Recipe[];
}

const KEY = 'catalog-quick';
let store: UseStore | undefined;

/** Opened on first use: createStore opens the database at once. */
const keptStore = () => (store ??= createStore('mise-catalog', 'answers'));

const isKeptAnswer = (value: unknown): value is KeptAnswer =>
  typeof value === 'object' &&
  value !== null &&
  'version' in value &&
  'recipes' in value &&
  Array.isArray(value.recipes);

export async function readKeptCatalogQuick(version: string): Promise<Recipe[] | undefined> {
  try {
    const kept = await get<unknown>(KEY, keptStore());
    return isKeptAnswer(kept) && kept.version === version ? kept.recipes : undefined;
  } catch (error) {
    // A private window or a full disk: the worker answers every visit.
    console.warn('The kept built-in quick recipes could not be read.', error);
    return undefined;
  }
}

export async function keepCatalogQuick(version: string, recipes: Recipe[]): Promise<void> {
  try {
    await set(KEY, { version, recipes } satisfies KeptAnswer, keptStore());
  } catch (error) {
    console.warn('The built-in quick recipes could not be kept on this device.', error);
  }
}

// The built-in recipe library (@mise/catalog), read from the JSON file the build made of it
// (build/seed-library.ts): checked and illustrated at build time, so reading it is one fetch
// (from the precache, offline) and one JSON.parse, once per page or worker.
import type { Recipe } from '@mise/domain/entities/recipe';
import seedLibraryUrl from 'virtual:seed-library';

/** The library file's address; its name carries a hash of the recipes, so it names a version. */
export const SEED_LIBRARY_VERSION: string = seedLibraryUrl;

let loading: Promise<readonly Recipe[]> | undefined;

export function loadSeedRecipes(): Promise<readonly Recipe[]> {
  loading ??= fetch(seedLibraryUrl).then(async (response) => {
    if (!response.ok) throw new Error(`The recipe library could not be read (${response.status}).`);
    // Made by our own build from recipes checked there: trusted as it is.
    return (await response.json()) as Recipe[];
  });
  // A failed read (a tab left open across an update) is tried afresh next time.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** The seed recipe with this id, or undefined when the id is not a seed's. */
export async function findSeedRecipe(id: string): Promise<Recipe | undefined> {
  return (await loadSeedRecipes()).find((recipe) => recipe.id === id);
}

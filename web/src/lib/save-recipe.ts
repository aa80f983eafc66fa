// Keeping a recipe the household does not have yet (a generated draft, a community quick meal):
// the `recipe.create` mutator, applied on this device at once and synced later, so it works
// offline. Shared by the recipe generator and Quick Meals. Resolves true on success; a refusal
// is a toast.
import type { Recipe } from '@mise/domain/entities/recipe';
import { startCooking } from './start-cooking';
import { writeOrToast } from './write-or-toast';
import { mutate } from '../sync/mutate';

/** A recipe as it is kept; the match against the pantry is computed, never stored. */
export type RecipeToSave = Omit<Recipe, 'createdAt' | 'matchPercentage'> & {
  matchPercentage?: number | undefined;
};

/** Stored as given, stamped with the time it was saved (the lists are newest first). */
export function saveRecipe(recipe: RecipeToSave): Promise<boolean> {
  const { matchPercentage: _computed, ...stored } = recipe;
  return writeOrToast(`Couldn't save ${recipe.name}`, () =>
    mutate('recipe.create', { ...stored, createdAt: new Date().toISOString() }),
  );
}

/**
 * Starts the cooking guide on a recipe, saving it first when the household does not have it:
 * a cooking session needs a recipe the device (and the server) can find by its id.
 */
export async function saveThenStartCooking(recipe: RecipeToSave, saved: boolean): Promise<boolean> {
  if (!saved && !(await saveRecipe(recipe))) return false;
  return startCooking(recipe.id, recipe.name);
}

// The generator's writes, each a mutator applied on this device at once and synced later, so
// they work offline: saving a generated recipe, and starting to cook it (saved first, because
// a cooking session needs a stored recipe). They resolve true on success; a refusal is a toast.
import type { Recipe } from '@mise/domain/entities/recipe';
import { writeOrToast } from '../../../lib/write-or-toast';
import { mutate } from '../../../sync/mutate';
import { startCooking } from '../../../lib/start-cooking';

/** Stored as generated, stamped with the time it was saved (the lists are newest first). */
export function saveGeneratedRecipe(recipe: Recipe): Promise<boolean> {
  const { matchPercentage: _computed, ...stored } = recipe;
  return writeOrToast(`Couldn't save ${recipe.name}`, () =>
    mutate('recipe.create', { ...stored, createdAt: new Date().toISOString() }),
  );
}

/** Starts the cooking guide on it and brings the guide into view. */
export async function startCookingGenerated(recipe: Recipe, saved: boolean): Promise<boolean> {
  if (!saved && !(await saveGeneratedRecipe(recipe))) return false;
  return startCooking(recipe.id, recipe.name);
}

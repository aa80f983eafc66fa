// The generator's writes, each a mutator applied on this device at once and synced later, so
// they work offline: saving a generated recipe, and starting to cook it (saved first, because
// a cooking session needs a stored recipe). They resolve true on success; a refusal is a toast.
import type { Recipe } from '@mise/domain/entities/recipe';
import { writeOrToast } from '../../../lib/write-or-toast';
import { mutate } from '../../../sync/mutate';

/** Stored as generated, stamped with the time it was saved (the lists are newest first). */
export function saveGeneratedRecipe(recipe: Recipe): Promise<boolean> {
  const { matchPercentage: _computed, ...stored } = recipe;
  return writeOrToast(`Couldn't save ${recipe.name}`, () =>
    mutate('recipe.create', { ...stored, createdAt: new Date().toISOString() }),
  );
}

export async function startCookingGenerated(recipe: Recipe, saved: boolean): Promise<boolean> {
  if (!saved && !(await saveGeneratedRecipe(recipe))) return false;
  return writeOrToast(`Couldn't start cooking ${recipe.name}`, () =>
    mutate('cooking.start', {
      id: crypto.randomUUID(),
      recipeId: recipe.id,
      startedAt: new Date().toISOString(),
    }),
  );
}

/**
 * Kept apart from the recipe entity's zod schemas (entities/recipe.ts): a recipe card showing
 * "Serves N" must not pull zod into its page's first load (it added 27 KB to Quick Meals and
 * cost Lighthouse points).
 */
import { DEFAULT_RECIPE_SERVINGS } from './constants';

/**
 * The servings a recipe's amounts are written for. A row read straight from storage may predate
 * the field (a device's IndexedDB keeps rows as they were written, unparsed), so this is how
 * anything that scales reads it, rather than `recipe.servings` alone.
 */
export function recipeServings(recipe: { readonly servings?: number | undefined }): number {
  const { servings } = recipe;
  return servings !== undefined && Number.isInteger(servings) && servings >= 1
    ? servings
    : DEFAULT_RECIPE_SERVINGS;
}

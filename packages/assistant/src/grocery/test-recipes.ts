/** Small builders the grocery tests share: a recipe from rows, a week from recipe ids. */
import type { PlannedRecipe } from './needs';

export type Row = readonly [name: string, amount: string, unit: string];

export function recipe(id: string, rows: readonly Row[]): PlannedRecipe {
  return { id, ingredients: rows.map(([name, amount, unit]) => ({ name, amount, unit })) };
}

export function library(...recipes: readonly PlannedRecipe[]): ReadonlyMap<string, PlannedRecipe> {
  return new Map(recipes.map((entry) => [entry.id, entry]));
}

export const mealsOf = (...ids: readonly string[]) => ids.map((recipeId) => ({ recipeId }));

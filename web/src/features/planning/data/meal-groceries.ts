// The grocery lines some meals need (§3 Grocery item): what their recipes use, summed and in
// shop units, less what the pantry holds and what is already on the list, priced from the
// ingredient dictionary. Built on the device from its own data, so it works in the shop offline;
// written as one mutation, so it lands whole. A planned week and a recipe's missing items
// (the home page's Available Recipes) both add their groceries this way.
import type { GroceryLine, PlannedMealServings } from '@mise/assistant/grocery/grocery-for-plan';
import { writeOrToast } from '../../../lib/write-or-toast';
import { mutate } from '../../../sync/mutate';
import { loadRecipeLibrary } from './recipe-library';

/**
 * How many lines were added (0: nothing was missing); undefined when the write was refused,
 * which `refusal` then says in a toast. `keep` narrows the lines to the ones asked for.
 */
export async function addMealGroceries(
  meals: readonly PlannedMealServings[],
  refusal: string,
  keep: (line: GroceryLine) => boolean = () => true,
): Promise<number | undefined> {
  const { db } = await import('../../../db/live-db');
  const [{ groceryListForPlan }, library, pantry, existing] = await Promise.all([
    import('@mise/assistant/grocery/grocery-for-plan'),
    loadRecipeLibrary(db),
    db.pantryItems.toArray(),
    db.groceryItems.toArray(),
  ]);
  const recipes = new Map(library.map((recipe) => [recipe.id, recipe]));
  const lines = groceryListForPlan({ meals, recipes, pantry, existing }).filter(keep);
  if (lines.length === 0) return 0;
  const createdAt = new Date().toISOString();
  const items = lines.map(({ aisle: _grouping, ...line }) => ({
    ...line,
    id: crypto.randomUUID(),
    createdAt,
  }));
  const written = await writeOrToast(refusal, () => mutate('grocery.addMany', { items }));
  return written ? lines.length : undefined;
}

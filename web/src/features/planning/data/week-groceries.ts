// "Add to grocery list" for a planned week (§2, issue 7): what the week's recipes need, summed and
// in shop units, less what the pantry holds and what is already on the list, priced from the
// ingredient dictionary. Built on the device from its own data, so it works in the shop offline;
// written as one mutation, so it lands whole.
import { addDays } from '@mise/domain/dates';
import { writeOrToast } from '../../../lib/write-or-toast';
import { mutate } from '../../../sync/mutate';
import { loadRecipeLibrary } from './recipe-library';

/**
 * How many lines were added (0: nothing was missing); undefined when the write was refused.
 * Meals from `from` (YYYY-MM-DD, today unless the cook asks for past days) to the week's end.
 */
export async function addWeekGroceries(
  weekStart: string,
  from: string = weekStart,
): Promise<number | undefined> {
  const { db } = await import('../../../db/live-db');
  const [{ groceryListForPlan }, library, meals, pantry, existing] = await Promise.all([
    import('@mise/assistant/grocery/grocery-for-plan'),
    loadRecipeLibrary(db),
    db.mealPlanEntries
      .where('date')
      .between(from > weekStart ? from : weekStart, addDays(weekStart, 6), true, true)
      .toArray(),
    db.pantryItems.toArray(),
    db.groceryItems.toArray(),
  ]);
  const recipes = new Map(library.map((recipe) => [recipe.id, recipe]));
  const lines = groceryListForPlan({ meals, recipes, pantry, existing });
  if (lines.length === 0) return 0;
  const createdAt = new Date().toISOString();
  const items = lines.map(({ aisle: _grouping, ...line }) => ({
    ...line,
    id: crypto.randomUUID(),
    createdAt,
  }));
  const written = await writeOrToast("Couldn't add this week's groceries", () =>
    mutate('grocery.addMany', { items }),
  );
  return written ? lines.length : undefined;
}

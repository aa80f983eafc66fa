// "Add to grocery list" for a planned week (§2, issue 7): the lines the week's meals need
// (meal-groceries.ts).
import { addDays } from '@mise/domain/dates';
import { addMealGroceries } from './meal-groceries';

/**
 * How many lines were added (0: nothing was missing); undefined when the write was refused.
 * Meals from `from` (YYYY-MM-DD, today unless the cook asks for past days) to the week's end.
 */
export async function addWeekGroceries(
  weekStart: string,
  from: string = weekStart,
): Promise<number | undefined> {
  const { db } = await import('../../../db/live-db');
  const meals = await db.mealPlanEntries
    .where('date')
    .between(from > weekStart ? from : weekStart, addDays(weekStart, 6), true, true)
    .toArray();
  return addMealGroceries(meals, "Couldn't add this week's groceries");
}

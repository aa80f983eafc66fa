// The household's planned meals on this device, live. All of them: a household plans a few
// hundred meals a year, and one shared query serves every week the planner is turned to.
import type { MealPlanEntry } from '@mise/domain/entities/meal-plan-entry';
import type { MiseDatabase } from '../../../db/db';
import { useLiveDbQuery } from '../../../db/use-live-db-query';

export const readMealPlanEntries = (db: MiseDatabase): Promise<MealPlanEntry[]> =>
  db.mealPlanEntries.toArray();

/** Undefined while loading. */
export function useMealPlanEntries(): readonly MealPlanEntry[] | undefined {
  return useLiveDbQuery(readMealPlanEntries);
}

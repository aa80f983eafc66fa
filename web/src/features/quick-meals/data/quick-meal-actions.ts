// What a quick meal's buttons do, each through mutators applied on this device at once and synced
// later, so both work offline. A community meal becomes the household's own recipe first (same
// id: ids are unique per household), because a cooking session or a planned meal links to a
// recipe the household can open, offline too. A built-in catalog recipe is linked by its id as
// everywhere else in the app (the guide, the planner and the server resolve seed ids from the
// catalog), so it is not copied: a copy would list the same recipe twice on the home page.
import type { MealPlanEntry } from '@mise/domain/entities/meal-plan-entry';
import { nextFreeDate } from '@mise/domain/meal-slots';
import type { MealType } from '@mise/domain/options';
import { saveRecipe, saveThenStartCooking } from '../../../lib/save-recipe';
import { writeOrToast } from '../../../lib/write-or-toast';
import { mutate } from '../../../sync/mutate';
import type { QuickMeal } from './quick-meal';

const database = async () => (await import('../../../db/live-db')).db;

/** Whether the cooking guide and the planner can find the meal's recipe on this device. */
async function householdHas(meal: QuickMeal): Promise<boolean> {
  if (meal.origin !== 'community') return true;
  // The list may not show the saved copy yet (a second tap right after the first).
  return (await (await database()).recipes.get(meal.id)) !== undefined;
}

const asOwnRecipe = (meal: QuickMeal) => ({ ...meal.recipe, isShared: false });

/** Starts the cooking guide on the meal. Resolves true once the session is written. */
export async function cookQuickMeal(meal: QuickMeal): Promise<boolean> {
  return saveThenStartCooking(asOwnRecipe(meal), await householdHas(meal));
}

export interface PlannedPlace {
  readonly date: string;
  readonly mealType: MealType;
}

async function plannedEntries(): Promise<MealPlanEntry[]> {
  return (await database()).mealPlanEntries.toArray();
}

/**
 * Plans the meal in the next free slot of its meal type from `today` on. Resolves where it went,
 * or undefined when a write was refused (the toast has said why).
 */
export async function planQuickMeal(
  meal: QuickMeal,
  mealType: MealType,
  today: string,
): Promise<PlannedPlace | undefined> {
  if (!(await householdHas(meal)) && !(await saveRecipe(asOwnRecipe(meal)))) return undefined;
  const date = nextFreeDate(await plannedEntries(), mealType, today);
  const planned = await writeOrToast(`Couldn't plan ${meal.recipe.name}`, () =>
    mutate('mealPlan.add', {
      id: crypto.randomUUID(),
      date,
      mealType,
      recipeId: meal.id,
      recipeName: meal.recipe.name,
      createdAt: new Date().toISOString(),
    }),
  );
  return planned ? { date, mealType } : undefined;
}

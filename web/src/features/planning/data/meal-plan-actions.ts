// The planner's writes, each a mutator applied on this device at once and synced later, so a
// week can be planned offline. They resolve true on success; a refusal is a toast.
import type { MealPlanEntry } from '@mise/domain/entities/meal-plan-entry';
import type { Recipe } from '@mise/domain/entities/recipe';
import { MEAL_SLOT_PLACEHOLDERS, type MealType } from '@mise/domain/options';
import { writeOrToast } from '../../../lib/write-or-toast';
import { mutate } from '../../../sync/mutate';

export interface Slot {
  date: string;
  mealType: MealType;
}

/** §4: a click on an empty slot plans the meal type's placeholder (Oatmeal Bowl …). */
export function planPlaceholder({ date, mealType }: Slot): Promise<boolean> {
  const recipeName = MEAL_SLOT_PLACEHOLDERS[mealType];
  return writeOrToast(`Couldn't plan ${recipeName}`, () =>
    mutate('mealPlan.add', {
      id: crypto.randomUUID(),
      date,
      mealType,
      recipeName,
      createdAt: new Date().toISOString(),
    }),
  );
}

/** The slot now holds this recipe, linked to it; the old reason no longer applies. */
export function changeMealRecipe(
  meal: MealPlanEntry,
  recipe: Pick<Recipe, 'id' | 'name'>,
): Promise<boolean> {
  return writeOrToast(`Couldn't change ${meal.recipeName ?? 'the meal'}`, () =>
    mutate('mealPlan.update', {
      id: meal.id,
      changes: { recipeId: recipe.id, recipeName: recipe.name, notes: null },
    }),
  );
}

/** How many the meal is for; null: as the recipe is written. */
export function setMealServings(meal: MealPlanEntry, servings: number | null): Promise<boolean> {
  return writeOrToast(`Couldn't change ${meal.recipeName ?? 'the meal'}`, () =>
    mutate('mealPlan.update', { id: meal.id, changes: { servings } }),
  );
}

export function clearMeal(meal: MealPlanEntry): Promise<boolean> {
  return writeOrToast(`Couldn't clear ${meal.recipeName ?? 'the meal'}`, () =>
    mutate('mealPlan.remove', { id: meal.id }),
  );
}

/**
 * A dragged meal goes to the slot it was dropped on; a meal already there takes the dragged
 * one's place, so nothing is lost under it.
 */
export async function moveMeal(
  meal: MealPlanEntry,
  to: Slot,
  occupant: MealPlanEntry | undefined,
): Promise<boolean> {
  if (meal.date === to.date && meal.mealType === to.mealType) return true;
  const title = `Couldn't move ${meal.recipeName ?? 'the meal'}`;
  const moved = await writeOrToast(title, () =>
    mutate('mealPlan.move', { id: meal.id, date: to.date, mealType: to.mealType }),
  );
  if (!moved || !occupant) return moved;
  return writeOrToast(title, () =>
    mutate('mealPlan.move', { id: occupant.id, date: meal.date, mealType: meal.mealType }),
  );
}

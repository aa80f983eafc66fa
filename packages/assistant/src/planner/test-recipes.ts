/** Recipe and preference builders for the planner's tests (not used by the planner itself). */
import type { Difficulty } from '@mise/domain/options';
import type { PlannableRecipe, PlannerPreferences } from './candidates';

export const ANY_HOUSEHOLD: PlannerPreferences = {
  dietaryRestrictions: [],
  allergens: [],
  preferredCuisines: [],
  cookingTimePreference: 'any',
  skillLevel: 'advanced',
};

export interface RecipeOptions {
  readonly tags?: readonly string[];
  readonly cuisine?: string;
  readonly cookTime?: number;
  readonly difficulty?: Difficulty;
}

export function testRecipe(
  id: string,
  name: string,
  ingredients: readonly string[],
  { tags = [], cuisine, cookTime = 40, difficulty = 'easy' }: RecipeOptions = {},
): PlannableRecipe {
  return {
    id,
    name,
    ingredients: ingredients.map((ingredient) => ({
      name: ingredient,
      amount: '1',
      unit: 'piece',
    })),
    cookTime,
    difficulty,
    cuisine,
    dietaryTags: [...tags],
  };
}

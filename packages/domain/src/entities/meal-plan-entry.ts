/** Meal plan entry (spec §3): one meal in one calendar slot (date × breakfast|lunch|dinner). */
import { z } from 'zod';
import {
  TEXT_LIMITS,
  isoDate,
  isoDateTime,
  oneOf,
  optionalText,
  recipeIdSchema,
  requiredText,
  uuid,
} from '../fields';
import { MEAL_TYPES } from '../options';
import { recipeFields } from './recipe';

export const mealPlanEntrySchema = z.object({
  id: uuid('Id'),
  date: isoDate('Date'),
  mealType: oneOf(MEAL_TYPES, 'Meal type'),
  // Removed together with its recipe; manual and placeholder meals have none.
  recipeId: recipeIdSchema.optional(),
  recipeName: requiredText('Recipe name').optional(),
  notes: optionalText('Notes', TEXT_LIMITS.paragraphs).optional(),
  // Beyond §3 (issue 22): how many this meal is cooked for, when the planner was told; the
  // grocery list then scales the recipe from its own servings. Absent: as the recipe is written.
  servings: recipeFields.servings.optional(),
  createdAt: isoDateTime('Created at'),
});

export type MealPlanEntry = z.infer<typeof mealPlanEntrySchema>;
export type MealPlanEntryInput = z.input<typeof mealPlanEntrySchema>;

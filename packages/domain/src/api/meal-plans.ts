/** Meal-plan calls (spec §7): the week's entries, one new entry, and auto-planning. */
import { z } from 'zod';
import { AUTO_PLAN_DAYS, DEFAULT_SKILL_LEVEL } from '../constants';
import { groceryItemSchema } from '../entities/grocery-item';
import { mealPlanEntrySchema } from '../entities/meal-plan-entry';
import { recipeFields } from '../entities/recipe';
import { userPreferencesFields } from '../entities/user-preferences';
import {
  TEXT_LIMITS,
  oneOf,
  optionalText,
  recipeIdSchema,
  requiredText,
  wholeNumber,
} from '../fields';
import { MEAL_TYPES } from '../options';
import { calendarDate } from './calendar-date';

/**
 * GET /api/meal-plans?startDate=…&endDate=… (both inclusive). Every date of these calls is a
 * `calendarDate`: YYYY-MM-DD, or a full ISO date-time read by the date written in it.
 */
export const mealPlansQuerySchema = z
  .object({ startDate: calendarDate('Start date'), endDate: calendarDate('End date') })
  .refine(({ startDate, endDate }) => startDate <= endDate, {
    error: 'End date must not be before start date',
    path: ['endDate'],
  });
export type MealPlansQuery = z.infer<typeof mealPlansQuerySchema>;

/** A non-OK reply is read as an empty list by the client (§8). */
export const mealPlansResponseSchema = z.array(mealPlanEntrySchema);
export type MealPlansResponse = z.infer<typeof mealPlansResponseSchema>;

/** POST /api/meal-plans: a slot click (placeholder meal) or a planned recipe. */
export const mealPlanCreateRequestSchema = z.object({
  date: calendarDate('Date'),
  mealType: oneOf(MEAL_TYPES, 'Meal type'),
  recipeName: requiredText('Recipe name'),
  recipeId: recipeIdSchema.optional(),
  notes: optionalText('Notes', TEXT_LIMITS.paragraphs).optional(),
});
export type MealPlanCreateRequest = z.infer<typeof mealPlanCreateRequestSchema>;

export const mealPlanCreateResponseSchema = mealPlanEntrySchema;
export type MealPlanCreateResponse = z.infer<typeof mealPlanCreateResponseSchema>;

/**
 * POST /api/meal-plans/generate. The spec's client always sends neutral preferences and 7
 * days. `startDate` is an addition: without it the server plans from its own today.
 */
export const mealPlanGenerateRequestSchema = z.object({
  preferences: z
    .object({
      dietaryRestrictions: userPreferencesFields.dietaryRestrictions.default([]),
      preferredCuisines: userPreferencesFields.preferredCuisines.default([]),
      cookTimePreference: userPreferencesFields.cookingTimePreference.default('any'),
      skillLevel: userPreferencesFields.skillLevel.default(DEFAULT_SKILL_LEVEL),
    })
    .prefault({}),
  // Bounded so that one request cannot ask for an endless plan.
  days: wholeNumber('Days', 1).max(31, 'Days must be at most 31').default(AUTO_PLAN_DAYS),
  startDate: calendarDate('Start date').optional(),
  // An addition (issue 22): how many each meal is for. The grocery lines then scale each recipe
  // from the servings it states; without it every recipe is bought as written.
  servings: recipeFields.servings.optional(),
});
export type MealPlanGenerateRequest = z.infer<typeof mealPlanGenerateRequestSchema>;
export type MealPlanGenerateRequestInput = z.input<typeof mealPlanGenerateRequestSchema>;

/** The planned entries and the grocery lines added for them; both lists then refetch. */
export const mealPlanGenerateResponseSchema = z.object({
  mealPlans: z.array(mealPlanEntrySchema),
  groceryItems: z.array(groceryItemSchema),
});
export type MealPlanGenerateResponse = z.infer<typeof mealPlanGenerateResponseSchema>;

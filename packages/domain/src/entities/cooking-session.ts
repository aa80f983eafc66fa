/** Cooking session (spec §3, §4): which recipe is being cooked and which step the cook is on. */
import { z } from 'zod';
import { isoDateTime, recipeIdSchema, uuid, wholeNumber } from '../fields';
import { recipeFields } from './recipe';

export const cookingSessionFields = {
  // 0-based index into the recipe's instructions; null is allowed by the spec (no step yet).
  currentStep: wholeNumber('Current step', 0).nullable(),
  isActive: z.boolean({ error: 'Active must be true or false' }),
  completedAt: isoDateTime('Completed at').nullable(),
};

export const cookingSessionSchema = z.object({
  id: uuid('Id'),
  recipeId: recipeIdSchema,
  currentStep: cookingSessionFields.currentStep.default(0),
  isActive: cookingSessionFields.isActive.default(true),
  startedAt: isoDateTime('Started at'),
  completedAt: cookingSessionFields.completedAt.optional(),
  // Beyond §3 (issue 22): how many the cook is cooking for when that was decided before the
  // guide opened (a meal planned for 6). The guide opens scaled to it on every device; absent,
  // at the recipe's own servings.
  servings: recipeFields.servings.optional(),
});

export type CookingSession = z.infer<typeof cookingSessionSchema>;
export type CookingSessionInput = z.input<typeof cookingSessionSchema>;

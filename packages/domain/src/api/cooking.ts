/** Cooking-session calls (spec §7): start, current session, step/active update, guidance. */
import { z } from 'zod';
import { DEFAULT_SKILL_LEVEL } from '../constants';
import { guidanceResponseSchema } from '../entities/assistant';
import { cookingSessionFields, cookingSessionSchema } from '../entities/cooking-session';
import { TEXT_LIMITS, oneOf, recipeIdSchema, requiredText } from '../fields';
import { SKILL_LEVELS } from '../options';

/** POST /api/cooking/start */
export const cookingStartRequestSchema = z.object({
  recipeId: recipeIdSchema,
  servings: cookingSessionSchema.shape.servings,
});
export type CookingStartRequest = z.infer<typeof cookingStartRequestSchema>;

export const cookingStartResponseSchema = cookingSessionSchema;
export type CookingStartResponse = z.infer<typeof cookingStartResponseSchema>;

/** GET /api/cooking/session: null when nothing is being cooked. */
export const cookingSessionResponseSchema = cookingSessionSchema.nullable();
export type CookingSessionResponse = z.infer<typeof cookingSessionResponseSchema>;

/** PUT /api/cooking/session/{sessionId}: Next moves currentStep, the last Next ends the session. */
export const cookingSessionUpdateRequestSchema = z
  .strictObject({
    currentStep: cookingSessionFields.currentStep,
    isActive: cookingSessionFields.isActive,
  })
  .partial()
  .refine((fields) => fields.currentStep !== undefined || fields.isActive !== undefined, {
    error: 'Send currentStep or isActive',
  });
export type CookingSessionUpdateRequest = z.infer<typeof cookingSessionUpdateRequestSchema>;

export const cookingSessionUpdateResponseSchema = cookingSessionSchema;
export type CookingSessionUpdateResponse = z.infer<typeof cookingSessionUpdateResponseSchema>;

/** POST /api/cooking/guidance: also carries Swap's question (cooking.ts substitutionRequestText). */
export const cookingGuidanceRequestSchema = z.object({
  instruction: requiredText('Instruction', TEXT_LIMITS.paragraphs),
  skillLevel: oneOf(SKILL_LEVELS, 'Skill level').default(DEFAULT_SKILL_LEVEL),
});
export type CookingGuidanceRequest = z.infer<typeof cookingGuidanceRequestSchema>;
export type CookingGuidanceRequestInput = z.input<typeof cookingGuidanceRequestSchema>;

export const cookingGuidanceResponseSchema = guidanceResponseSchema;
export type CookingGuidanceResponse = z.infer<typeof cookingGuidanceResponseSchema>;

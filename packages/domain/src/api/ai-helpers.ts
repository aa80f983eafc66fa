/**
 * The six helper calls of spec §7 under /api/ai. The product defines them as POSTs with no body,
 * so every field here is optional: no body, an empty one or `{}` is a complete request. A body
 * only narrows or feeds the answer. Where a helper does what another call already does, it takes
 * and answers that call's schemas, so a client learns one shape per behaviour.
 */
import { z } from 'zod';
import { FRESHNESS_LEVELS } from '../constants';
import { pantryItemSchema } from '../entities/pantry-item';
import { recipeFields, recipeSchema } from '../entities/recipe';
import { voiceSettingsSchema } from '../entities/voice-settings';
import {
  boundedNumber,
  isoDate,
  isoDateTime,
  oneOf,
  optionalText,
  positiveNumber,
  requiredText,
  wholeNumber,
} from '../fields';
import { LANGUAGES } from '../options';
import { chefLeoSpeakRequestSchema, chefLeoSpeakResponseSchema } from './assistant';
import { calendarDate } from './calendar-date';
import { mealPlanGenerateRequestSchema, mealPlanGenerateResponseSchema } from './meal-plans';
import { recipeGenerateRequestSchema, recipeGenerateResponseSchema } from './recipes';
import { voiceCommandRequestSchema, voiceCommandResponseSchema } from './voice';

/** POST /api/ai/chef-leo/respond: /api/chef-leo/speak's body and answer. */
export const aiChefLeoRespondRequestSchema = chefLeoSpeakRequestSchema;
export const aiChefLeoRespondResponseSchema = chefLeoSpeakResponseSchema;
export type AiChefLeoRespondResponse = z.infer<typeof aiChefLeoRespondResponseSchema>;

/** Enough for any dish; a bound so that one request cannot ask the generator to read a book. */
export const AI_GENERATE_MAX_INGREDIENTS = 50;

/**
 * POST /api/ai/generate-recipe: /api/recipes/generate's four filters, plus `ingredients` to
 * cook from instead of the household's pantry ("what can I make with rice and eggs?").
 */
export const aiGenerateRecipeRequestSchema = recipeGenerateRequestSchema.extend({
  ingredients: z
    .array(requiredText('Ingredient'), { error: 'Ingredients must be a list of names' })
    .min(1, 'Name at least one ingredient, or leave ingredients out to cook from the pantry')
    .max(
      AI_GENERATE_MAX_INGREDIENTS,
      `Name at most ${AI_GENERATE_MAX_INGREDIENTS} ingredients at once`,
    )
    .optional(),
});
export type AiGenerateRecipeRequest = z.infer<typeof aiGenerateRecipeRequestSchema>;
export type AiGenerateRecipeRequestInput = z.input<typeof aiGenerateRecipeRequestSchema>;
export const aiGenerateRecipeResponseSchema = recipeGenerateResponseSchema;

/**
 * POST /api/ai/process-intent: the words to read, and the language they are probably in (the
 * cook's voice language); the parser tries that one first, then every language it knows.
 */
export const aiProcessIntentRequestSchema = z.object({
  command: optionalText('Command').default(''),
  language: oneOf(LANGUAGES, 'Language').optional(),
});
export type AiProcessIntentRequest = z.infer<typeof aiProcessIntentRequestSchema>;

/** Intents without anything to fill in; the others carry their slot. */
const PLAIN_INTENT_KINDS = [
  'nextStep',
  'previousStep',
  'repeat',
  'pause',
  'resume',
  'whereWereWe',
  'startStepTimer',
  'pauseTimer',
  'resumeTimer',
  'stopTimer',
  'unknown',
] as const;

/** What a cook asked for while cooking (@mise/assistant's CookingIntent), as JSON. */
export const cookingIntentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(PLAIN_INTENT_KINDS) }),
  // Minutes, fractions allowed ("thirty seconds" is 0.5).
  z.object({ kind: z.literal('setTimer'), minutes: positiveNumber('Minutes') }),
  // No ingredient means "what can I swap in this step?".
  z.object({ kind: z.literal('substitute'), ingredient: requiredText('Ingredient').optional() }),
  z.object({ kind: z.literal('adjustServing'), servings: wholeNumber('Servings', 1) }),
  // No term means "explain this step".
  z.object({ kind: z.literal('explain'), term: requiredText('Term').optional() }),
]);
export type CookingIntentJson = z.infer<typeof cookingIntentSchema>;

/**
 * `language` is the one the words were read in; for words no language reads, the one whose
 * words they use most (the hint, else English, when they use none).
 */
export const aiProcessIntentResponseSchema = z.object({
  intent: cookingIntentSchema,
  language: oneOf(LANGUAGES, 'Language'),
});
export type AiProcessIntentResponse = z.infer<typeof aiProcessIntentResponseSchema>;

/**
 * POST /api/ai/process-voice: /api/voice/command's body with nothing required. The context's
 * `timestamp` is optional here: the answer never depended on it.
 */
export const aiProcessVoiceRequestSchema = z.object({
  command: optionalText('Command').default(''),
  context: voiceCommandRequestSchema.shape.context
    .extend({ timestamp: isoDateTime('Timestamp').optional() })
    .prefault({}),
  voiceSettings: voiceSettingsSchema.prefault({}),
});
export type AiProcessVoiceRequest = z.infer<typeof aiProcessVoiceRequestSchema>;
export type AiProcessVoiceRequestInput = z.input<typeof aiProcessVoiceRequestSchema>;
export const aiProcessVoiceResponseSchema = voiceCommandResponseSchema;

/** POST /api/ai/generate-meal-plan: /api/meal-plans/generate's body and answer. */
export const aiGenerateMealPlanRequestSchema = mealPlanGenerateRequestSchema;
export const aiGenerateMealPlanResponseSchema = mealPlanGenerateResponseSchema;

export const SCOUT_DEFAULT_MATCHES = 5;
export const SCOUT_MAX_MATCHES = 20;

/**
 * POST /api/ai/scout/analyze. `today` is the cook's calendar day (the server's UTC day when
 * absent, which is a day off in some evenings); `matches` how many best matches to list.
 */
export const aiScoutRequestSchema = z.object({
  today: calendarDate('Today').optional(),
  matches: wholeNumber('Matches', 1)
    .max(SCOUT_MAX_MATCHES, `Matches must be at most ${SCOUT_MAX_MATCHES}`)
    .default(SCOUT_DEFAULT_MATCHES),
});
export type AiScoutRequest = z.infer<typeof aiScoutRequestSchema>;
export type AiScoutRequestInput = z.input<typeof aiScoutRequestSchema>;

const { expired, urgent, soon, fresh } = FRESHNESS_LEVELS;
const freshnessSchema = z.literal([expired, urgent, soon, fresh]);

/** A dated pantry item whose freshness bar is below full (§9: 5 days or fewer left). */
export const scoutExpiringItemSchema = pantryItemSchema
  .pick({ id: true, name: true, category: true, quantity: true, unit: true })
  .extend({
    expirationDate: isoDate('Expiration date'),
    // 0 on the expiry day, negative after it.
    daysLeft: z.int(),
    freshness: freshnessSchema,
    // The freshness card's words: "Expired", "1 day", "4 days".
    label: requiredText('Label'),
  });
export type ScoutExpiringItem = z.infer<typeof scoutExpiringItemSchema>;

/** A recipe that would use up items expiring in the next few days ("Use soon"). */
export const scoutUseSoonRecipeSchema = z.object({
  id: recipeSchema.shape.id,
  name: recipeFields.name,
  // The pantry names it uses, soonest to expire first.
  uses: z.array(requiredText('Item')),
});

/** One of the recipes the pantry covers best, and what it still lacks. */
export const scoutMatchSchema = z.object({
  id: recipeSchema.shape.id,
  name: recipeFields.name,
  cookTime: recipeFields.cookTime,
  difficulty: recipeFields.difficulty,
  match: boundedNumber('Match', 0, 100),
  // Empty: it can be cooked now.
  missing: z.array(requiredText('Ingredient')),
});

export const aiScoutResponseSchema = z.object({
  today: isoDate('Today'),
  // A sentence or two to say or show: what to use first and what to cook.
  summary: requiredText('Summary'),
  // Soonest first (expired ones lead), then by name.
  expiring: z.array(scoutExpiringItemSchema),
  useSoon: z.array(scoutUseSoonRecipeSchema),
  // Best match first, then by name; recipes the pantry holds nothing of are left out.
  bestMatches: z.array(scoutMatchSchema),
});
export type AiScoutResponse = z.infer<typeof aiScoutResponseSchema>;

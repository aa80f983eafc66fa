/** Recipe (spec §3) with its ingredient rows and numbered instructions. */
import { z } from 'zod';
import {
  TEXT_LIMITS,
  boundedList,
  boundedNumber,
  isoDateTime,
  oneOf,
  optionalText,
  recipeIdSchema,
  requiredText,
  wholeNumber,
} from '../fields';
import { DEFAULT_RECIPE_SERVINGS, MAX_RECIPE_SERVINGS } from '../constants';
import { DIFFICULTIES } from '../options';

/**
 * Amount and unit are text: cooks write "1/2", "2-3", "a pinch". Messages are §5's, verbatim.
 * The note (not in §3) keeps what a line says besides the ingredient ("large", "drained and
 * rinsed", "to serve") apart from its name, so lists add up by name and nothing is lost.
 */
export const ingredientSchema = z.object({
  name: requiredText('Ingredient name'),
  amount: requiredText('Amount'),
  unit: requiredText('Unit'),
  note: optionalText('Note').optional(),
});

/** A recipe's list limits: more than any cookbook recipe, and what the live kitchen shows. */
export const RECIPE_LIMITS = { ingredients: 100, instructions: 100, dietaryTags: 20 } as const;

/** One step; `duration` is in minutes and feeds the step timer when present. */
export const instructionSchema = z.object({
  step: wholeNumber('Step number', 1),
  instruction: requiredText('Instruction', TEXT_LIMITS.step),
  duration: boundedNumber('Duration', 0).optional(),
});

/** Fields without defaults, shared with the create-recipe payload (api/recipes.ts). */
export const recipeFields = {
  name: requiredText('Name'),
  description: optionalText('Description', TEXT_LIMITS.paragraphs),
  ingredients: boundedList(
    ingredientSchema,
    'Ingredients',
    RECIPE_LIMITS.ingredients,
    'ingredients',
  ).min(1, 'At least one ingredient is required'),
  instructions: boundedList(
    instructionSchema,
    'Instructions',
    RECIPE_LIMITS.instructions,
    'steps',
  ).min(1, 'At least one instruction is required'),
  cookTime: wholeNumber('Cook time', 0),
  /**
   * The recipe's own split of its time, as the page or the cook states it: minutes of
   * preparation and of cooking. Either part may be missing; `cookTime` stays the whole time
   * (what the filters and cards use), which may hold resting or marinating besides.
   */
  timeSplit: z.object({
    prep: wholeNumber('Prep time', 0).optional(),
    cook: wholeNumber('Cooking time', 0).optional(),
  }),
  /** What the amounts feed, or the pieces they make ("12 cookies"): what scaling starts from. */
  servings: wholeNumber('Servings', 1).check(
    z.lte(MAX_RECIPE_SERVINGS, `Servings must be at most ${MAX_RECIPE_SERVINGS}`),
  ),
  difficulty: oneOf(DIFFICULTIES, 'Difficulty'),
  cuisine: optionalText('Cuisine'),
  dietaryTags: boundedList(
    requiredText('Dietary tag'),
    'Dietary tags',
    RECIPE_LIMITS.dietaryTags,
    'dietary tags',
  ),
  rating: boundedNumber('Rating', 0, 5),
  matchPercentage: boundedNumber('Match percentage', 0, 100),
  imageUrl: requiredText('Image URL', TEXT_LIMITS.image),
  isShared: z.boolean({ error: 'Shared must be true or false' }),
};

export const recipeSchema = z.object({
  id: recipeIdSchema,
  name: recipeFields.name,
  description: recipeFields.description.optional(),
  ingredients: recipeFields.ingredients,
  instructions: recipeFields.instructions,
  cookTime: recipeFields.cookTime,
  timeSplit: recipeFields.timeSplit.optional(),
  // Optional in input so rows and writes from before the field (older devices, stored rows)
  // still validate; they read as serving the default.
  servings: recipeFields.servings.default(DEFAULT_RECIPE_SERVINGS),
  difficulty: recipeFields.difficulty.default('medium'),
  cuisine: recipeFields.cuisine.optional(),
  dietaryTags: recipeFields.dietaryTags.default([]),
  rating: recipeFields.rating.default(0),
  // Computed against the pantry for the home list; absent everywhere else.
  matchPercentage: recipeFields.matchPercentage.optional(),
  imageUrl: recipeFields.imageUrl.optional(),
  isShared: recipeFields.isShared.default(false),
  createdAt: isoDateTime('Created at'),
});

export type Ingredient = z.infer<typeof ingredientSchema>;
export type Instruction = z.infer<typeof instructionSchema>;
export type Recipe = z.infer<typeof recipeSchema>;
export type TimeSplit = z.infer<typeof recipeFields.timeSplit>;
export type RecipeInput = z.input<typeof recipeSchema>;

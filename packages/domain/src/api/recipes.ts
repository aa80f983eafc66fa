/** Recipe calls (spec §7): lists, one recipe, create, share, favorite and generate. */
import { z } from 'zod';
import {
  DEFAULT_RECIPE_SERVINGS,
  QUICK_MEAL_DEFAULT_COOK_TIME_MINUTES,
  QUICK_MEAL_DEFAULT_DIFFICULTY,
  QUICK_MEAL_DEFAULT_RATING,
} from '../constants';
import { recipeFields, recipeSchema } from '../entities/recipe';
import { oneOf } from '../fields';
import {
  GENERATOR_COOK_TIMES,
  GENERATOR_CUISINES,
  GENERATOR_DIETS,
  GENERATOR_DIFFICULTIES,
  RECIPE_CUISINES,
} from '../options';

/** GET /api/recipes (also the live-kitchen select) and GET /api/recipes/my. */
export const recipeListResponseSchema = z.array(recipeSchema);
export type RecipeListResponse = z.infer<typeof recipeListResponseSchema>;

/** GET /api/recipes/{id}: one recipe with its instructions. */
export const recipeResponseSchema = recipeSchema;
export type RecipeResponse = z.infer<typeof recipeResponseSchema>;

/** GET /api/recipes/shared: the community card's fields only. */
export const sharedRecipeSummarySchema = z.object({
  id: recipeSchema.shape.id,
  name: recipeFields.name,
  description: recipeFields.description.optional(),
  imageUrl: recipeFields.imageUrl.optional(),
  cookTime: recipeFields.cookTime,
  difficulty: recipeFields.difficulty,
  cuisine: recipeFields.cuisine.optional(),
  dietaryTags: recipeFields.dietaryTags.default([]),
  // The card says "No rating" when there is none (§2).
  rating: recipeFields.rating.nullable().optional(),
});
export type SharedRecipeSummary = z.infer<typeof sharedRecipeSummarySchema>;
export const sharedRecipesResponseSchema = z.array(sharedRecipeSummarySchema);
export type SharedRecipesResponse = z.infer<typeof sharedRecipesResponseSchema>;

/** GET /api/recipes/quick: missing card values take the quick-meal defaults of §2. */
export const quickRecipeSchema = z.object({
  id: recipeSchema.shape.id,
  name: recipeFields.name,
  description: recipeFields.description.optional(),
  imageUrl: recipeFields.imageUrl.optional(),
  cookTime: recipeFields.cookTime.default(QUICK_MEAL_DEFAULT_COOK_TIME_MINUTES),
  difficulty: recipeFields.difficulty.default(QUICK_MEAL_DEFAULT_DIFFICULTY),
  rating: recipeFields.rating.default(QUICK_MEAL_DEFAULT_RATING),
  dietaryTags: recipeFields.dietaryTags.default([]),
  // Beyond §7's list: a community meal saved to the household keeps what it serves.
  servings: recipeFields.servings.default(DEFAULT_RECIPE_SERVINGS),
  ingredients: recipeFields.ingredients,
  instructions: recipeFields.instructions,
});
export type QuickRecipe = z.infer<typeof quickRecipeSchema>;
export type QuickRecipeInput = z.input<typeof quickRecipeSchema>;
export const quickRecipesResponseSchema = z.array(quickRecipeSchema);
export type QuickRecipesResponse = z.infer<typeof quickRecipesResponseSchema>;

/**
 * POST /api/recipes: the create-recipe form. Ingredient and instruction messages are §5's
 * (see entities/recipe.ts). Cuisine comes from the form's select; an omitted difficulty takes
 * the entity default (medium), while the form itself starts on easy (recipe-form.ts).
 */
export const recipeCreateRequestSchema = z.object({
  name: recipeFields.name,
  description: recipeFields.description.default(''),
  cuisine: oneOf(RECIPE_CUISINES, 'Cuisine').optional(),
  difficulty: recipeFields.difficulty.default('medium'),
  cookTime: recipeFields.cookTime,
  timeSplit: recipeFields.timeSplit.optional(),
  // Optional so that clients written before servings existed still create recipes.
  servings: recipeFields.servings.default(DEFAULT_RECIPE_SERVINGS),
  ingredients: recipeFields.ingredients,
  instructions: recipeFields.instructions,
  dietaryTags: recipeFields.dietaryTags.default([]),
  isShared: recipeFields.isShared.default(false),
});
export type RecipeCreateRequest = z.infer<typeof recipeCreateRequestSchema>;
export type RecipeCreateRequestInput = z.input<typeof recipeCreateRequestSchema>;

export const recipeCreateResponseSchema = recipeSchema;
export type RecipeCreateResponse = z.infer<typeof recipeCreateResponseSchema>;

/** PATCH /api/recipes/{id}/share: sharing only goes one way; there is no unshare (§4). */
export const recipeShareRequestSchema = z.object({
  isShared: z.literal(true, { error: 'A recipe can only be shared, not unshared' }),
});
export type RecipeShareRequest = z.infer<typeof recipeShareRequestSchema>;

export const recipeShareResponseSchema = recipeSchema;
export type RecipeShareResponse = z.infer<typeof recipeShareResponseSchema>;

// POST /api/recipes/{id}/favorite has no payload and its result is not shown (§7): no schema.

/**
 * POST /api/recipes/generate: the four generator filters. The diet travels as a list holding
 * that diet, empty for "any" (§7); the other three keep "any" as a value.
 */
const strictDiets = GENERATOR_DIETS.filter((diet) => diet !== 'any');
const generatorDietSchema = oneOf(GENERATOR_DIETS, 'Diet').exclude(['any'], {
  // "any" is said by leaving the list empty, so the message must not offer it.
  error: `Diet must be one of: ${strictDiets.join(', ')}`,
});
export const recipeGenerateRequestSchema = z.object({
  dietaryRestrictions: z.array(generatorDietSchema).default([]),
  cookTime: oneOf(GENERATOR_COOK_TIMES, 'Cook time').default('any'),
  cuisine: oneOf(GENERATOR_CUISINES, 'Cuisine').default('any'),
  difficulty: oneOf(GENERATOR_DIFFICULTIES, 'Difficulty').default('any'),
});
export type RecipeGenerateRequest = z.infer<typeof recipeGenerateRequestSchema>;
export type RecipeGenerateRequestInput = z.input<typeof recipeGenerateRequestSchema>;

/** How many recipes one press of Generate offers, best first (fewer when the pantry is short). */
export const RECIPE_GENERATE_COUNT = 3;

/**
 * The generated recipes, best first, NOT stored: the device keeps the one the cook saves through
 * the `recipe.create` mutator, exactly as it does when it generates offline with the same
 * built-in generator, so both paths behave alike and nobody's recipe list fills with drafts.
 */
export const recipeGenerateResponseSchema = z
  .array(recipeSchema)
  .min(1, 'At least one recipe is generated')
  .max(RECIPE_GENERATE_COUNT, `At most ${RECIPE_GENERATE_COUNT} recipes are generated`);
export type RecipeGenerateResponse = z.infer<typeof recipeGenerateResponseSchema>;

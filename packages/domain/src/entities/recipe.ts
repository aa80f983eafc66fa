/** Recipe (spec §3) with its ingredient rows and numbered instructions. */
import { z } from 'zod';
import {
  boundedNumber,
  isoDateTime,
  oneOf,
  optionalText,
  recipeIdSchema,
  requiredText,
  wholeNumber,
} from '../fields';
import { DIFFICULTIES } from '../options';

/** Amount and unit are text: cooks write "1/2", "2-3", "a pinch". Messages are §5's, verbatim. */
export const ingredientSchema = z.object({
  name: z.string().trim().min(1, 'Ingredient name is required'),
  amount: z.string().trim().min(1, 'Amount is required'),
  unit: z.string().trim().min(1, 'Unit is required'),
});

/** One step; `duration` is in minutes and feeds the step timer when present. */
export const instructionSchema = z.object({
  step: wholeNumber('Step number', 1),
  instruction: z.string().trim().min(1, 'Instruction is required'),
  duration: boundedNumber('Duration', 0).optional(),
});

/** Fields without defaults, shared with the create-recipe payload (api/recipes.ts). */
export const recipeFields = {
  name: requiredText('Name'),
  description: optionalText('Description'),
  ingredients: z.array(ingredientSchema).min(1, 'At least one ingredient is required'),
  instructions: z.array(instructionSchema).min(1, 'At least one instruction is required'),
  cookTime: wholeNumber('Cook time', 0),
  difficulty: oneOf(DIFFICULTIES, 'Difficulty'),
  cuisine: optionalText('Cuisine'),
  dietaryTags: z.array(requiredText('Dietary tag')),
  rating: boundedNumber('Rating', 0, 5),
  matchPercentage: boundedNumber('Match percentage', 0, 100),
  imageUrl: requiredText('Image URL'),
  isShared: z.boolean({ error: 'Shared must be true or false' }),
};

export const recipeSchema = z.object({
  id: recipeIdSchema,
  name: recipeFields.name,
  description: recipeFields.description.optional(),
  ingredients: recipeFields.ingredients,
  instructions: recipeFields.instructions,
  cookTime: recipeFields.cookTime,
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
export type RecipeInput = z.input<typeof recipeSchema>;
